import { describe, expect, it } from "vitest";
import { regularSeasonCareer } from "../../backend/import/sources/lahman-stats";

describe("regularSeasonCareer", () => {
  it("sums a batter's counts and rounds his average to three places", () => {
    const c = regularSeasonCareer(
      { g: 3298, ab: 12364, h: 3771, hr: 755, rbi: 2297, r: 2174, sb: 240 },
      undefined,
    );
    expect(c).toMatchObject({ games_played: 3298, home_runs: 755, hits: 3771, batting_average: 0.305 });
    expect(c.games_pitched).toBeUndefined();
  });

  it("gives a pitcher's record, ERA from earned runs over outs, and strikeouts", () => {
    const c = regularSeasonCareer(
      { g: 744, ab: 1591, h: 271 },
      { g: 744, w: 355, l: 227, sv: 2, so: 3371, er: 1756, ip_outs: 15025 },
    );
    expect(c).toMatchObject({
      pitching_wins: 355,
      pitching_losses: 227,
      strikeouts_pitched: 3371,
      earned_run_average: 3.16,
    });
  });

  it("leaves out a pitching line of no games and an average without at bats", () => {
    expect(regularSeasonCareer({ g: 1, ab: 0, h: 0 }, { g: 0 })).toEqual({
      games_played: 1,
      at_bats: 0,
      hits: 0,
      home_runs: 0,
      runs_batted_in: 0,
      runs: 0,
      stolen_bases: 0,
    });
  });
});
