/**
 * NBA head coaches from Basketball-Reference (backend/import/sources/nba-coaches.ts), on the run's
 * database: pinned records (B-Ref's own sums for these franchises), the directory's size, a defunct
 * club's season named without a W-L, and the invariant that a season's coaches add up to the
 * team's W-L in Team Summaries.csv. Skipped, with a message, when the open datasets are not here.
 */
import { expect, it } from "vitest";
import { bbrefTeamSummaries } from "../../backend/import/readers/bball-reference";
import { openDataDir } from "../../backend/import/sources/common";
import { describeData, oneCoach } from "./support";

describeData("NBA head coaches", (db) => {
  const coach = (first: string, last: string) => oneCoach(db(), "nba", first, last);

  it("pins the records of the current franchises' lineages", async () => {
    // Wilkens coached no defunct club, but the file cannot say so: not called a career.
    expect(await coach("Lenny", "Wilkens")).toMatchObject({ wins: 1332, losses: 1155, record_is_career: 0 });
    // Curated career (backend/data/coaches/careers.json), the same sum.
    expect(await coach("Phil", "Jackson")).toMatchObject({ wins: 1155, losses: 485, record_is_career: 1 });
    // To the March 2020 suspension; he coached on after the data.
    expect(await coach("Gregg", "Popovich")).toMatchObject({
      wins: 1272,
      losses: 611,
      record_is_career: 0,
      record_from: 1996,
      record_to: 2019,
    });
  });

  it("knows Lenny Wilkens the coach as Lenny Wilkens the player (B-Ref ids and birth date)", async () => {
    const wilkens = await coach("Lenny", "Wilkens");
    const players = await db()
      .selectFrom("players")
      .select("person_id")
      .where("league_key", "=", "nba")
      .where("person_id", "=", wilkens.person_id)
      .execute();
    expect(players).toHaveLength(1);
  });

  it("lists every coach of the two files in the NBA directory", async () => {
    const { n } = await db()
      .selectFrom("coaches")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("league_key", "=", "nba")
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(NBA_COACHES);
  });

  it("names a defunct club's coach without inventing a W-L (Waterloo Hawks 1949-50)", async () => {
    const shipp = await coach("Charley", "Shipp");
    expect(shipp).toMatchObject({ wins: null, losses: null, record_is_career: 0 });
    // The season is in his history; no season row holds a W-L for it.
    const history = await db()
      .selectFrom("coaching_history")
      .select(["team_name", "start_year", "end_year"])
      .where("coach_id", "=", shipp.id)
      .execute();
    expect(history).toEqual([{ team_name: "Waterloo Hawks", start_year: 1949, end_year: 1949 }]);
    const seasons = await db()
      .selectFrom("coach_seasons")
      .select("id")
      .where("coach_id", "=", shipp.id)
      .execute();
    expect(seasons).toEqual([]);
  });
});

describeData("NBA head coaches and the teams' records", (db) => {
  it("adds up each team season's coaches to the team's W-L, but for 2019-20 (data stop at the suspension)", async () => {
    const rows = await db()
      .selectFrom("coach_seasons as s")
      .innerJoin("coaches as c", "c.id", "s.coach_id")
      .select(["s.season_start_year", "s.team_name", "s.wins", "s.losses"])
      .where("c.league_key", "=", "nba")
      .where("s.wins", "is not", null)
      .execute();
    const sums = new Map<string, { w: number; l: number }>();
    for (const r of rows) {
      const key = `${r.season_start_year + 1}:${r.team_name}`;
      const sum = sums.get(key) ?? { w: 0, l: 0 };
      sum.w += r.wins!;
      sum.l += r.losses ?? 0;
      sums.set(key, sum);
    }
    const teams = new Map(
      bbrefTeamSummaries
        .load(openDataDir()!)
        .filter((t) => t.lg !== "ABA")
        .map((t) => [`${t.season}:${t.team}`, t]),
    );
    const differ: string[] = [];
    for (const [key, sum] of sums) {
      const team = teams.get(key);
      if (!team) differ.push(`${key}: not in ${bbrefTeamSummaries.name}`);
      else if (team.w !== sum.w || team.l !== sum.l)
        differ.push(`${key}: coaches ${sum.w}-${sum.l}, team ${team.w}-${team.l}`);
    }
    expect(sums.size).toBeGreaterThan(1500);
    // The 22 teams of the 2020 restart played on after the March suspension where the file stops.
    const others = differ.filter((d) => !d.startsWith("2020:"));
    expect(others).toEqual([]);
    expect(differ).toHaveLength(22);
  });
});

/**
 * 302 coaches with B-Ref ids (ABA-only ones left out), 21 named only (defunct clubs, 2020-21), and
 * Joe Mazzulla, known from the 2023-24 champion row only.
 */
const NBA_COACHES = 324;
