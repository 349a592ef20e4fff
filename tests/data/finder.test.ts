/**
 * The finders on the run's database (/api/finder/, domain/finder.ts): the issue's question, every
 * 40-homer 40-steal season, answers exactly the six the record books list; traded players' seasons
 * count once; rates and careers read true totals. Also times the slowest query the page can ask.
 */
import { expect, it } from "vitest";
import { createApiHandler, type ApiHandler } from "../../backend/http/handler";
import type { FinderRow } from "../../domain/contract/types";
import { describeData } from "./support";

describeData("the finders", (db) => {
  let handler: ApiHandler | undefined;
  async function find(search: string, league = "mlb") {
    handler ??= createApiHandler(db());
    const response = await handler(
      new Request(`http://data.test/api/finder/${search}`, {
        headers: { "x-site-scope": `league=${league}` },
      }),
    );
    const body = (await response.json()) as { count: number; results: FinderRow[]; detail?: string };
    return { status: response.status, ...body };
  }

  it("lists exactly the six 40-40 seasons", async () => {
    const { count, results } = await find("?kind=seasons&min.hr=40&min.sb=40&sort=season&dir=asc");
    expect(count).toBe(6);
    expect(results.map((r) => [r.player_name, r.season, r.stats.hr, r.stats.sb])).toEqual([
      ["Jose Canseco", 1988, 42, 40],
      ["Barry Bonds", 1996, 42, 40],
      ["Alex Rodriguez", 1998, 42, 46],
      ["Alfonso Soriano", 2006, 46, 41],
      ["Ronald Acuña", 2023, 41, 73],
      ["Shohei Ohtani", 2024, 54, 59],
    ]);
  });

  it("counts a traded player's season once, with each club, and a team filter matches any of them", async () => {
    // Manny Ramirez 2008: 20 homers for Boston, 17 for the Dodgers, 37 in all.
    const dodgers = await find("?min.hr=35&team=los-angeles-dodgers&from=2008&to=2008");
    expect(
      dodgers.results.map((r) => [r.player_name, r.stats.hr, r.team_code, r.teams.map((t) => t.code)]),
    ).toEqual([["Manny Ramirez", 37, "TOT", ["BOS", "LAN"]]]);
    const all = await find("?min.hr=37&max.hr=37&from=2008&to=2008");
    expect(all.results.filter((r) => r.player_name === "Manny Ramirez")).toHaveLength(1);
  });

  it("reads careers and rates as the record books do", async () => {
    const hr = await find("?kind=careers&min.hr=700");
    expect(hr.results.map((r) => [r.player_name, r.stats.hr])).toEqual([
      ["Barry Bonds", 762],
      ["Hank Aaron", 755],
      ["Babe Ruth", 714],
      ["Albert Pujols", 703],
    ]);
    const avg = await find("?kind=careers&min.pa=3000&sort=avg&page_size=1");
    expect(avg.results.map((r) => [r.player_name, r.stats.avg?.toFixed(3)])).toEqual([["Ty Cobb", "0.366"]]);
    const ppg = await find("?kind=careers&min.g=400&sort=ppg&page_size=2", "nba");
    expect(ppg.results.map((r) => r.player_name)).toEqual(["Michael Jordan", "Wilt Chamberlain"]);
  });

  it("answers the broadest questions within the page budget, or says they are too broad", async () => {
    const timed = async (search: string, league = "mlb") => {
      const started = performance.now();
      const answer = await find(search, league);
      return { ms: performance.now() - started, answer };
    };
    // Every batting career summed (the largest table, the widest grouping).
    const careers = await timed("?kind=careers&sort=h");
    expect(careers.answer.status).toBe(200);
    expect(careers.ms).toBeLessThan(5000);
    // A rate over every season: more rows than the finder computes a rate over.
    const broad = await timed("?min.avg=.300");
    expect(broad.answer.status).toBe(422);
    expect(broad.answer.detail).toMatch(/^Too broad to answer in time/);
    console.log(
      `[finder] slowest: all batting careers ${careers.ms.toFixed(0)} ms; broad rate refused in ${broad.ms.toFixed(0)} ms`,
    );
  });
});
