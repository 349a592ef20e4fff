/**
 * The hockey finders and college hockey boards on the run's database (hockey_skater_lines,
 * hockey_goalie_lines; /api/finder/ on nhl and chk, stat_leaders of chk): true lines of the record
 * books, a traded season counted once with a team matching either club, and college hockey's
 * boards without an "Active" board.
 */
import { expect, it } from "vitest";
import { createApiHandler, type ApiHandler } from "../../backend/http/handler";
import type { FinderRow } from "../../domain/contract/types";
import { describeData } from "./support";

describeData("the hockey finders", (db) => {
  let handler: ApiHandler | undefined;
  async function find(search: string, league: "nhl" | "chk") {
    handler ??= createApiHandler(db());
    const response = await handler(
      new Request(`http://data.test/api/finder/${search}`, {
        headers: { "x-site-scope": `league=${league}` },
      }),
    );
    const body = (await response.json()) as { count: number; results: FinderRow[] };
    return { status: response.status, ...body };
  }
  const line = (r: FinderRow, keys: string[]) => [r.player_name, r.season, ...keys.map((k) => r.stats[k])];

  it("finds Wayne Gretzky's 92-goal season of 1981-82 among the NHL's 90-goal seasons", async () => {
    const { results } = await find("?min.goals=90", "nhl");
    expect(results.map((r) => line(r, ["goals", "assists", "points", "ppg", "shg", "gwg", "sog"]))).toEqual([
      ["Wayne Gretzky", 1981, 92, 120, 212, 18, 6, 12, 369],
    ]);
    expect(results[0].team_code).toBe("EDM");
    expect(results[0].age).toBe(21);
  });

  it("counts Gretzky's traded 1995-96 once (Kings and Blues), and a team matches either club", async () => {
    const blues = await find("?team=st-louis-blues&from=1995&to=1995&min.points=100", "nhl");
    expect(
      blues.results.map((r) => [...line(r, ["points"]), r.team_code, r.teams.map((t) => t.code)]),
    ).toEqual([["Wayne Gretzky", 1995, 102, "TOT", ["LAK", "STL"]]]);
    const all = await find("?from=1995&to=1995&min.points=102&max.points=102", "nhl");
    expect(all.results.filter((r) => r.player_name === "Wayne Gretzky")).toHaveLength(1);
  });

  it("sums careers and reads goalies' rates", async () => {
    const goals = await find("?kind=careers&min.goals=800", "nhl");
    expect(goals.results.map((r) => [r.player_name, r.stats.goals])).toEqual([
      ["Wayne Gretzky", 894],
      ["Alex Ovechkin", 853],
      ["Gordie Howe", 801],
    ]);
    const shutouts = await find("?group=goalies&kind=careers&min.shutouts=104", "nhl");
    expect(shutouts.results.map((r) => [r.player_name, r.stats.shutouts])).toEqual([["Martin Brodeur", 125]]);
  });

  it("finds Johnny Gaudreau's 2013-14 (36 goals, 80 points) in college hockey, and nothing of the NHL", async () => {
    const { results } = await find("?min.points=80&from=2013&to=2013", "chk");
    expect(results.map((r) => [...line(r, ["goals", "assists", "points"]), r.team_name])).toEqual([
      ["Johnny Gaudreau", 2013, 36, 44, 80, "Boston College Eagles"],
    ]);
    const nhl = await find("?min.goals=90", "chk");
    expect(nhl.count).toBe(0);
  });

  it("reads Thatcher Demko's 2013-14 in goal at Boston College: 16-5-3, 2.24, .919", async () => {
    const { results } = await find(
      "?group=goalies&team=boston-college-eagles-hockey&from=2013&to=2013&min.wins_g=16",
      "chk",
    );
    expect(
      results.map((r) => [
        r.player_name,
        r.stats.wins_g,
        r.stats.losses_g,
        r.stats.ties_g,
        r.stats.gaa?.toFixed(2),
        r.stats.svp?.toFixed(3),
      ]),
    ).toEqual([["Thatcher Demko", 16, 5, 3, "2.24", "0.919"]]);
  });

  it("keeps college hockey's career and season boards, and no board of active players", async () => {
    const rows = await db()
      .selectFrom("stat_leaders")
      .select(["scope", "rank", "value", "season_start_year", "player_id"])
      .where("league_key", "=", "chk")
      .where("stat", "=", "points")
      .where("rank", "=", 1)
      .execute();
    expect(rows.map((r) => r.scope).sort()).toEqual(["career", "season"]);
    const active = await db()
      .selectFrom("stat_leaders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("league_key", "=", "chk")
      .where("scope", "=", "active")
      .executeTakeFirstOrThrow();
    expect(Number(active.n)).toBe(0);
  });
});
