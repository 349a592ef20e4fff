/**
 * College baseball's leader boards and finder on the run's database (college lines tables, the
 * cbs boards of domain/statistics.ts): Paul Skenes's 2023 (13-2, 1.69 ERA, 209 strikeouts: the
 * NCAA's line in ncaa_d1_pitching_2023.csv), the 2023 and 2024 home run leaders as the source
 * files rank them (Jac Caglianone 33 for Florida; Charlie Condon 37 for Georgia), the college
 * minimums, no 'active' board, and the scope: the MLB finder never reads a college line.
 */
import { expect, it } from "vitest";
import { createApiHandler, type ApiHandler } from "../../backend/http/handler";
import { formatTwoDecimals } from "../../domain/baseball-stats";
import type { FinderRow } from "../../domain/contract/types";
import { describeData } from "./support";

describeData("college baseball leaders and finder", (db) => {
  let handler: ApiHandler | undefined;
  async function find(search: string, league: string) {
    handler ??= createApiHandler(db());
    const response = await handler(
      new Request(`http://data.test/api/finder/${search}`, {
        headers: { "x-site-scope": `league=${league}` },
      }),
    );
    return {
      status: response.status,
      ...((await response.json()) as { count: number; results: FinderRow[] }),
    };
  }
  const board = (stat: string, scope: string) =>
    db()
      .selectFrom("stat_leaders as l")
      .innerJoin("players as pl", "pl.id", "l.player_id")
      .innerJoin("people as p", "p.id", "pl.person_id")
      .select([
        "l.rank",
        "l.value",
        "l.basis",
        "l.season_start_year",
        "l.team_name",
        "p.first_name",
        "p.last_name",
      ])
      .where("l.league_key", "=", "cbs")
      .where("l.stat", "=", stat)
      .where("l.scope", "=", scope)
      .orderBy("l.rank")
      .orderBy("l.id")
      .execute();

  it("finds Paul Skenes's 2023: 13-2, 1.69 ERA, 209 strikeouts, 122.2 innings, the season's only 200-strikeout line", async () => {
    const { status, results } = await find("?kind=seasons&group=pitching&min.so_p=200", "cbs");
    expect(status).toBe(200);
    expect(
      results.map((r) => [
        r.player_name,
        r.season,
        r.team_name,
        r.stats.w,
        r.stats.l,
        formatTwoDecimals(r.stats.era ?? null),
        r.stats.so_p,
        r.stats.ip,
      ]),
    ).toEqual([["Paul Skenes", 2023, "LSU Tigers", 13, 2, "1.69", 209, 368]]);
  });

  it("ranks the home run seasons as the NCAA's files do: Condon 37 (2024), Caglianone 33 the most of 2023", async () => {
    const hr = await board("hr", "season");
    expect(hr.slice(0, 2).map((r) => [r.first_name, r.last_name, r.season_start_year, r.value])).toEqual([
      ["Charlie", "Condon", 2024, 37],
      ["Jac", "Caglianone", 2024, 35],
    ]);
    const of2023 = hr.filter((r) => r.season_start_year === 2023);
    expect([of2023[0].first_name, of2023[0].last_name, of2023[0].value, of2023[0].team_name]).toEqual([
      "Jac",
      "Caglianone",
      33,
      "Florida Gators",
    ]);
    const seasons2023 = await find("?kind=seasons&from=2023&to=2023&sort=hr&page_size=1", "cbs");
    expect(seasons2023.results.map((r) => [r.player_name, r.stats.hr])).toEqual([["Jac Caglianone", 33]]);
  });

  it("ranks rates over qualified lines only, and careers over the three seasons at one school", async () => {
    // 1 inning per team game: every ranked ERA rests on at least 3 outs per game of its team's season.
    const short = await db()
      .selectFrom("stat_leaders as l")
      .innerJoin("college_pitching_lines as c", (j) =>
        j.onRef("c.player_id", "=", "l.player_id").onRef("c.season_start_year", "=", "l.season_start_year"),
      )
      .select(["l.player_id", "l.basis", "c.team_games"])
      .where("l.league_key", "=", "cbs")
      .where("l.stat", "=", "era")
      .where("l.scope", "=", "season")
      .execute();
    expect(short.length).toBe(250);
    expect(short.filter((r) => r.team_games === null || Number(r.basis) < 3 * r.team_games)).toEqual([]);
    const careers = await board("hr", "career");
    expect(careers[0]).toMatchObject({ first_name: "Jac", last_name: "Caglianone", value: 75 });
    expect((await board("hr", "active")).length).toBe(0);
  });

  it("keeps college lines off the MLB finder", async () => {
    const mlb = await find("?kind=seasons&min.hr=30&from=2022&to=2024&page_size=100", "mlb");
    expect(mlb.results.map((r) => r.player_name)).not.toContain("Charlie Condon");
    const cbs = await find("?kind=seasons&min.hr=30&from=2022&to=2024&page_size=100", "cbs");
    expect(cbs.results.map((r) => r.player_name)).toContain("Charlie Condon");
    expect(cbs.results.map((r) => r.player_name)).not.toContain("Aaron Judge");
  });
});
