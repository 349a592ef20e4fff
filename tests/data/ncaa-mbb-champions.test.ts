/**
 * NCAA men's basketball champions before 1985 on the run's database (issue 39, item 4): the title
 * games the spec's spot checks name, as ncaa-mbb-team-seasons-sportsref also records them
 * ("Won National Final" / "Lost National Final" in the same season).
 */
import { expect, it } from "vitest";
import { describeData } from "./support";

describeData("NCAA men's basketball champions 1939-1984", (db) => {
  const final = (startYear: number) =>
    db()
      .selectFrom("champions")
      .innerJoin("seasons", "seasons.id", "champions.season_id")
      .select(["champions.team_name", "champions.runner_up_name"])
      .where("seasons.league_key", "=", "cbb")
      .where("seasons.start_year", "=", startYear)
      .executeTakeFirstOrThrow();

  it.each([
    [1938, "Oregon", "Ohio State"],
    [1956, "North Carolina", "Kansas"],
    [1965, "Texas Western", "Kentucky"],
    [1972, "UCLA", "Memphis State"],
  ])("season %i: %s over %s", async (startYear, champion, runnerUp) => {
    const row = await final(startYear);
    expect(row.team_name).toContain(champion);
    expect(row.runner_up_name).toContain(runnerUp);
  });

  it("every tournament from 1939 to 1984 has its champion and runner-up", async () => {
    const rows = await db()
      .selectFrom("champions")
      .innerJoin("seasons", "seasons.id", "champions.season_id")
      .select(["seasons.start_year", "champions.runner_up_name"])
      .where("seasons.league_key", "=", "cbb")
      .where("seasons.start_year", ">=", 1938)
      .where("seasons.start_year", "<=", 1983)
      .execute();
    expect(rows).toHaveLength(46);
    expect(rows.filter((r) => !r.runner_up_name)).toEqual([]);
  });
});
