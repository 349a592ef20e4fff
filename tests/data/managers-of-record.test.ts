/**
 * MLB postseason managers of record on the run's database (issue 39, item 6): the postseason game
 * logs of the Dec-2023 Retrosheet release name managers who did not manage those clubs at the end
 * of the regular season (SOURCES.md, retrosheet-gamelogs); the games show the manager of the
 * club's last regular-season game, and /data-quality lists the corrections.
 */
import { expect, it } from "vitest";
import { describeData } from "./support";

describeData("MLB postseason managers of record", (db) => {
  /** The managers a club's postseason games of a season show, with how often. */
  async function postseasonManagers(season: number, team: string): Promise<Map<string, number>> {
    const rows = await db()
      .selectFrom("games")
      .innerJoin("seasons", "seasons.id", "games.season_id")
      .innerJoin("teams as home", "home.id", "games.home_team_id")
      .innerJoin("teams as away", "away.id", "games.away_team_id")
      .select(["games.managers", "home.name as home", "away.name as away"])
      .where("games.league_key", "=", "mlb")
      .where("seasons.start_year", "=", season)
      .where("games.game_type", "in", ["postseason", "championship"])
      .where((eb) => eb.or([eb("home.name", "=", team), eb("away.name", "=", team)]))
      .execute();
    const out = new Map<string, number>();
    for (const r of rows) {
      const m = JSON.parse(r.managers ?? "{}") as { home?: string | null; away?: string | null };
      const name = (r.home === team ? m.home : m.away) ?? "none";
      out.set(name, (out.get(name) ?? 0) + 1);
    }
    return out;
  }

  it("2023 Rangers: Bruce Bochy in all 17 postseason games, not Tony Beasley", async () => {
    expect([...(await postseasonManagers(2023, "Texas Rangers"))]).toEqual([["Bruce Bochy", 17]]);
  });

  it("2022 Phillies: Rob Thomson in all 17 postseason games, not Joe Girardi (fired in June)", async () => {
    expect([...(await postseasonManagers(2022, "Philadelphia Phillies"))]).toEqual([["Rob Thomson", 17]]);
  });

  it("2023 Marlins: Skip Schumaker, not Don Mattingly; the other clubs keep their logged managers", async () => {
    expect([...(await postseasonManagers(2023, "Miami Marlins"))]).toEqual([["Skip Schumaker", 2]]);
    expect([...(await postseasonManagers(2023, "Arizona Diamondbacks"))]).toEqual([["Tony Lovullo", 17]]);
  });

  it("/data-quality lists the corrections", async () => {
    const row = await db()
      .selectFrom("data_quality")
      .select(["passed", "total", "detail"])
      .where("key", "=", "mlb-postseason-managers")
      .executeTakeFirstOrThrow();
    expect(row.detail).toContain('2023 Texas Rangers: "Tony Beasley" in the postseason logs, Bruce Bochy');
    expect(row.detail).toContain('2022 Philadelphia Phillies: "Joe Girardi"');
    expect(row.detail).toContain('2023 Miami Marlins: "Don Mattingly"');
    expect(row.detail).toContain('2023 Philadelphia Phillies: "Joe Girardi"');
    expect(Number(row.total) - Number(row.passed)).toBe(17 + 17 + 2 + 13);
  });
});
