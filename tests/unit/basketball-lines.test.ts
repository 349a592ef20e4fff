import { describe, expect, it } from "vitest";
import type { BasketballLine } from "@domain/contract/types";
import {
  basketballCareers,
  basketballRates,
  lineSums,
  recordedNote,
  sumBasketball,
} from "~/lib/basketball-lines";

const line = (over: Partial<BasketballLine>): BasketballLine => ({
  season: 2000,
  stint: 0,
  team_code: "LAL",
  team_name: "Los Angeles Lakers",
  team_slug: null,
  league: "NBA",
  g: 80,
  gs: 80,
  mp: 3000,
  fg: 800,
  fga: 1600,
  x3p: 10,
  x3pa: 40,
  ft: 400,
  fta: 500,
  orb: 100,
  drb: 600,
  trb: 700,
  ast: 300,
  stl: 50,
  blk: 100,
  tov: 200,
  pf: 250,
  pts: 2010,
  ...over,
});

describe("basketball careers and rates", () => {
  it("computes percentages from made over attempted, and per-game figures over the games that record them", () => {
    // A 1950-51 season records rebounds but not minutes: minutes per game rest on the other season only.
    const sums = sumBasketball([line({ season: 1950, mp: null, g: 60, trb: 600 }), line({})]);
    const r = basketballRates(sums);
    expect(sums.g).toBe(140);
    expect(sums.g_mp).toBe(80);
    expect(r.mpg).toBeCloseTo(37.5);
    expect(r.rpg).toBeCloseTo(1300 / 140);
    expect(r.fg_pct).toBe(0.5);
    expect(r.ppg).toBeCloseTo(4020 / 140);
  });

  it("leaves a rate empty without attempts, and a figure no line records empty", () => {
    const r = basketballRates(lineSums(line({ x3p: null, x3pa: null, fta: 0, ft: 0 })));
    expect(r.x3p_pct).toBeNull();
    expect(r.ft_pct).toBeNull();
    expect(sumBasketball([line({ stl: null })]).stl).toBeNull();
  });

  it("sums NBA (with BAA) and ABA careers apart, over season lines only, never a club row twice", () => {
    const careers = basketballCareers([
      line({ season: 1947, league: "BAA", pts: 100 }),
      line({ season: 1970, league: "ABA", pts: 1000 }),
      line({ season: 1975, team_code: "TOT", pts: 500 }),
      line({ season: 1975, stint: 1, team_code: "LAL", pts: 200 }),
      line({ season: 1975, stint: 2, team_code: "BOS", pts: 300 }),
    ]);
    expect(careers.map((c) => [c.league, c.seasons, c.sums.pts])).toEqual([
      ["NBA", 2, 600],
      ["ABA", 1, 1000],
    ]);
  });

  it("names the figures a career across their first recorded season counts in part", () => {
    // Kareem Abdul-Jabbar, 1969-70 to 1988-89: steals and blocks from 1973-74, threes from 1979-80.
    expect(recordedNote(1969, 1988)).toBe(
      "Counted from when first recorded: steals and blocks from 1973-74, 3-pointers from 1979-80.",
    );
    expect(recordedNote(1946, 1955)).toBe("Counted from when first recorded: rebounds from 1950-51.");
    expect(recordedNote(1973, 1978)).toBeNull();
    expect(recordedNote(1979, 1990)).toBeNull();
    expect(recordedNote(1950, 1960)).toBeNull();
  });
});
