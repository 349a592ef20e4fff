import { describe, expect, it } from "vitest";
import type { FootballGameLine, FootballSeasonLine } from "@domain/contract/types";
import { footballRates, passerRating, NO_FOOTBALL_FIGURES } from "@domain/football-stats";
import { footballTable, gameLog, sumFootball } from "~/lib/football-lines";
import { logSeasons } from "~/lib/game-log";

const zero = NO_FOOTBALL_FIGURES;

const season = (over: Partial<FootballSeasonLine>): FootballSeasonLine => ({
  season: 2013,
  stint: 0,
  team_code: "DEN",
  team_name: "Denver Broncos",
  team_slug: null,
  league: "NFL",
  season_type: "REG",
  ...zero,
  ...over,
});

const game = (over: Partial<FootballGameLine>): FootballGameLine => ({
  season: 2013,
  week: 1,
  season_type: "REG",
  team_code: "DEN",
  opponent_code: null,
  game_slug: null,
  game_date: null,
  ...zero,
  ...over,
});

describe("the NFL passer rating", () => {
  it("reads Peyton Manning's 2013 as the reference sites do (115.1)", () => {
    const r = passerRating({ pass_cmp: 450, pass_att: 659, pass_yds: 5477, pass_td: 55, pass_int: 10 });
    expect(r!.toFixed(1)).toBe("115.1");
  });

  it("clamps each component to 0..2.375: a perfect game is 158.3, a hopeless one 0", () => {
    expect(
      passerRating({ pass_cmp: 10, pass_att: 10, pass_yds: 300, pass_td: 5, pass_int: 0 })!.toFixed(1),
    ).toBe("158.3");
    expect(passerRating({ pass_cmp: 0, pass_att: 10, pass_yds: 0, pass_td: 0, pass_int: 5 })).toBe(0);
  });

  it("has no rating without a pass", () => {
    expect(passerRating({ pass_att: 0 })).toBeNull();
  });
});

describe("the NFL rates", () => {
  it("are completion %, yards per attempt, per carry and per reception, null without a denominator", () => {
    const r = footballRates({ pass_cmp: 450, pass_att: 659, pass_yds: 5477, rush_att: 322, rush_yds: 2027 });
    expect(r.cmp_pct!.toFixed(1)).toBe("68.3");
    expect(r.pass_ypa!.toFixed(1)).toBe("8.3");
    expect(r.rush_ypc!.toFixed(1)).toBe("6.3");
    expect(r.rec_ypr).toBeNull();
  });
});

describe("an NFL player's tables", () => {
  const lines = [
    season({ season: 2012, pass_att: 583, pass_cmp: 400, pass_yds: 4659, pass_td: 37, rush_att: 23 }),
    season({ season: 2013, pass_att: 659, pass_cmp: 450, pass_yds: 5477, pass_td: 55 }),
    season({ season: 2013, season_type: "POST", pass_att: 100, pass_cmp: 70, pass_yds: 800 }),
    // A traded season: its total, then each club; the career counts the total once.
    season({ season: 2014, team_code: "TOT", pass_att: 10, pass_cmp: 5, pass_yds: 50 }),
    season({ season: 2014, stint: 1, team_code: "DEN", pass_att: 6, pass_cmp: 3, pass_yds: 30 }),
    season({ season: 2014, stint: 2, team_code: "IND", pass_att: 4, pass_cmp: 2, pass_yds: 20 }),
  ];

  it("sums the regular-season totals into the career, the postseason apart", () => {
    const reg = footballTable(lines, "passing", "REG");
    expect(reg.rows.map((l) => `${l.season}/${l.stint}`)).toEqual([
      "2012/0",
      "2013/0",
      "2014/0",
      "2014/1",
      "2014/2",
    ]);
    expect(reg.career).toEqual({ seasons: 3, sums: expect.objectContaining({ pass_yds: 4659 + 5477 + 50 }) });
    expect(footballTable(lines, "passing", "POST").career?.sums.pass_yds).toBe(800);
  });

  it("shows a table only for the seasons in it (a passer's rushing seasons are those with a carry)", () => {
    expect(footballTable(lines, "rushing", "REG").rows.map((l) => l.season)).toEqual([2012]);
    expect(footballTable(lines, "receiving", "REG").career).toBeNull();
  });

  it("sums every figure", () => {
    expect(sumFootball([season({ rec: 2, rec_yds: 30 }), season({ rec: 1, rec_yds: -2 })])).toMatchObject({
      rec: 3,
      rec_yds: 28,
    });
  });

  it("lists a season's games, the regular season by week then the postseason", () => {
    const games = [
      game({ week: 19, season_type: "POST" }),
      game({ week: 2 }),
      game({ week: 1 }),
      game({ season: 2012, week: 1 }),
    ];
    expect(logSeasons(games, 2013)).toEqual({ seasons: [2013, 2012], chosen: 2013 });
    expect(gameLog(games, 2013).map((g) => `${g.season_type}${g.week}`)).toEqual(["REG1", "REG2", "POST19"]);
  });
});
