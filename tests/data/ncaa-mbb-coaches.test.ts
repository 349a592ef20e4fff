/**
 * College basketball coaches' W-L from Sports-Reference CBB team seasons
 * (backend/import/sources/ncaa-mbb-coaches.ts), on the run's database. Skipped, with a message, when
 * the open datasets are not on this machine.
 */
import { expect, it } from "vitest";
import { describeData, oneCoach } from "./support";

describeData("college basketball coaches' records", (db) => {
  it("sums Dean Smith's seasons to 879-254, one coach with his March Mania tournament record", async () => {
    const smith = await oneCoach(db(), "cbb", "Dean", "Smith");
    // The file ends with 2016-17 and lacks some schools: the record is never called a career.
    expect(smith).toMatchObject({
      wins: 879,
      losses: 254,
      record_is_career: 0,
      record_from: 1961,
      record_to: 1996,
    });
    expect(smith.playoff_wins).toBeGreaterThan(0);
  });

  it("keeps a season's W-L on the coach's season rows (John Wooden, UCLA 1972-73: 30-0)", async () => {
    const rows = await db()
      .selectFrom("coach_seasons as s")
      .innerJoin("coaches as c", "c.id", "s.coach_id")
      .innerJoin("people as p", "p.id", "c.person_id")
      .select(["s.wins", "s.losses", "s.won_title"])
      .where("c.league_key", "=", "cbb")
      .where("p.last_name", "=", "Wooden")
      .where("s.season_start_year", "=", 1972)
      .execute();
    expect(rows).toEqual([{ wins: 30, losses: 0, won_title: 1 }]);
  });
});
