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
    ).toEqual([["Manny Ramirez", 37, "TOT", ["BOS", "LAD"]]]);
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

  it("finds single games in the box scores: NBA 60-point games, MLB postseason three-homer games, NFL 500-yard passers", async () => {
    const sixty = await find("?kind=games&min.pts=60&page_size=100", "nba");
    const line = (r: FinderRow) => [r.player_name, r.game_date, r.stats.pts];
    expect(sixty.results.map(line)[0]).toEqual(["Luka Dončić", "2024-01-26", 73]);
    expect(sixty.results.map(line)).toEqual(
      expect.arrayContaining([
        ["Kobe Bryant", "2016-04-13", 60],
        ["Devin Booker", "2017-03-24", 70],
      ]),
    );
    const booker = sixty.results.find((r) => r.player_name === "Devin Booker" && r.stats.pts === 70);
    expect(booker).toMatchObject({ team_code: "PHO", at_home: false, opponent_code: "BOS", team_score: 120 });
    expect(booker?.game_id).toEqual(expect.any(Number));
    // Every three-homer game of the postseason through 2023, in the order played.
    const three = await find("?kind=games&min.hr=3&sort=date&dir=asc");
    expect(three.results.map((r) => `${r.player_name} ${r.game_date}`)).toEqual([
      "Babe Ruth 1926-10-06",
      "Babe Ruth 1928-10-09",
      "Bob Robertson 1971-10-03",
      "Reggie Jackson 1977-10-18",
      "George Brett 1978-10-06",
      "Adam Kennedy 2002-10-13",
      "Adrian Beltre 2011-10-04",
      "Albert Pujols 2011-10-22",
      "Pablo Sandoval 2012-10-24",
      "Jose Altuve 2017-10-05",
      "Enrique Hernandez 2017-10-19",
      "Chris Taylor 2021-10-21",
    ]);
    const gibson = await find("?kind=games&group=pitching&min.so_p=17");
    expect(gibson.results.map((r) => [r.player_name, r.game_date, r.stats.so_p, r.stats.ip])).toEqual([
      ["Bob Gibson", "1968-10-02", 17, 27],
    ]);
    const schaub = await find("?kind=games&min.pass_yds=500&page_size=1", "nfl");
    expect(
      schaub.results.map((r) => [r.player_name, r.game_date, r.stats.pass_yds, r.opponent_code]),
    ).toEqual([["Matt Schaub", "2012-11-18", 527, "JAX"]]);
  });

  it("finds team seasons in the standings: the AL's 110-win seasons, the NBA's 72-win, the NHL's 60-win", async () => {
    const al = await find("?kind=team-seasons&min.wins=110&league=AL");
    expect(al.results.map((r) => [r.team_name, r.season, r.stats.wins, r.stats.losses])).toEqual([
      ["Seattle Mariners", 2001, 116, 46],
      ["New York Yankees", 1998, 114, 48],
      ["Cleveland Indians", 1954, 111, 43],
      ["New York Yankees", 1927, 110, 44],
    ]);
    const nba = await find("?kind=team-seasons&min.wins=72", "nba");
    expect(nba.results.map((r) => [r.team_name, r.season, r.stats.wins, r.team_slug])).toEqual([
      ["Golden State Warriors", 2015, 73, "golden-state-warriors"],
      ["Chicago Bulls", 1995, 72, "chicago-bulls"],
    ]);
    const nhl = await find("?kind=team-seasons&min.wins=60", "nhl");
    expect(nhl.results.map((r) => [r.team_name, r.season, r.stats.wins])).toEqual([
      ["Boston Bruins", 2022, 65],
      ["Tampa Bay Lightning", 2018, 62],
    ]);
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
    // Every NBA box-score line by name (the largest table of single games, sorted through the people).
    const games = await timed("?kind=games&sort=player", "nba");
    expect(games.answer.status).toBe(200);
    expect(games.ms).toBeLessThan(5000);
    const gameRate = await timed("?kind=games&sort=fg_pct", "nba");
    expect(gameRate.answer.status).toBe(422);
    console.log(
      `[finder] slowest: all batting careers ${careers.ms.toFixed(0)} ms; all NBA game lines by player ${games.ms.toFixed(0)} ms; broad rates refused in ${broad.ms.toFixed(0)} and ${gameRate.ms.toFixed(0)} ms`,
    );
  });
});
