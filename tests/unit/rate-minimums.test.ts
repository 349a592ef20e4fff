/** NBA and NFL rate minimums (domain/basketball-stats.ts, domain/football-stats.ts) and how the boards value lines with them. */
import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import { qualifiesBasketball } from "@domain/basketball-stats";
import { boardValue, leaderStat, qualificationNote } from "@domain/leaders";

const stat = (key: string) => leaderStat("basketball", key)!;

describe("NBA season minimums (70% of the team's games or a total, prorated to the schedule)", () => {
  it("points per game: 58 of 82 games, or 1,400 points", () => {
    expect(qualifiesBasketball("ppg", { g: 58, pts: 600 }, 82, "season")).toBe(true);
    expect(qualifiesBasketball("ppg", { g: 57, pts: 1399 }, 82, "season")).toBe(false);
    expect(qualifiesBasketball("ppg", { g: 40, pts: 1400 }, 82, "season")).toBe(true);
    // 2019-20's 64 to 75 games: 70% of 72 is 51 games; 1,400 points prorated is 1,230.
    expect(qualifiesBasketball("ppg", { g: 51, pts: 0 }, 72, "season")).toBe(true);
    expect(qualifiesBasketball("ppg", { g: 50, pts: 1229 }, 72, "season")).toBe(false);
    expect(qualifiesBasketball("ppg", { g: 50, pts: 1230 }, 72, "season")).toBe(true);
  });
  itCalls(
    "percentages: 300 field goals, 82 threes, 125 free throws made; unknown team games never qualify",
    (
      a: Parameters<typeof qualifiesBasketball>[0],
      b: Parameters<typeof qualifiesBasketball>[1],
      c: Parameters<typeof qualifiesBasketball>[2],
    ) => qualifiesBasketball(a, b, c, "season"),
    [
      ["fg_pct", { fg: 300 }, 82, true],
      ["fg_pct", { fg: 299 }, 82, false],
      ["x3p_pct", { x3p: 82 }, 82, true],
      ["ft_pct", { ft: 124 }, 82, false],
      ["ft_pct", { ft: 500 }, null, false],
      ["pts", { pts: 500 }, 82, false],
    ],
  );
});

describe("NBA career minimums (Basketball-Reference's career leaders)", () => {
  itCalls(
    "per game: 400 games or the total; percentages: made shots",
    (a: Parameters<typeof qualifiesBasketball>[0], b: Parameters<typeof qualifiesBasketball>[1]) =>
      qualifiesBasketball(a, b, null, "career"),
    [
      ["ppg", { g: 400, pts: 100 }, true],
      ["ppg", { g: 399, pts: 9999 }, false],
      ["ppg", { g: 300, pts: 10000 }, true],
      ["mpg", { g: 399, mp: 20000 }, false],
      ["x3p_pct", { x3p: 250 }, true],
      ["fg_pct", { fg: 1999 }, false],
    ],
  );
  it("the board says the minimum it applies", () => {
    expect(qualificationNote(stat("ppg"), "career")).toBe("Qualified: 400 games or 10,000 points.");
    expect(qualificationNote(stat("ft_pct"), "career")).toBe("Qualified: 1,200 career free throws made.");
    expect(qualificationNote(stat("mpg"), "season")).toBe(
      "Qualified: games in 70% of the team's games (58 of 82).",
    );
    expect(qualificationNote(stat("pts"), "season")).toBeNull();
  });
});

describe("NBA board values", () => {
  it("a rate below its minimum is not ranked; one above it is, with its basis", () => {
    // Michael Jordan's career: 32,292 points in 1,072 games.
    expect(boardValue(stat("ppg"), { totals: { g: 1072, pts: 32292 } }, "career")).toEqual({
      value: 32292 / 1072,
      basis: 1072,
    });
    expect(boardValue(stat("ppg"), { totals: { g: 100, pts: 2000 } }, "career")).toBeNull();
    expect(boardValue(stat("fg_pct"), { totals: { fg: 310, fga: 500 }, teamGames: 82 }, "season")).toEqual({
      value: 0.62,
      basis: 500,
    });
    expect(boardValue(stat("pts"), { totals: { pts: 0 } }, "career")).toBeNull();
  });
});

describe("NFL rate minimums (the NFL's record book, Pro-Football-Reference)", () => {
  const nfl = (key: string) => leaderStat("football", key)!;
  it("a season needs 14 attempts, 6.25 rushes or 1.875 receptions per team game", () => {
    expect(
      boardValue(nfl("passer_rating"), { totals: { pass_att: 224, pass_cmp: 150 }, teamGames: 16 }, "season"),
    ).not.toBeNull();
    expect(
      boardValue(nfl("passer_rating"), { totals: { pass_att: 237, pass_cmp: 150 }, teamGames: 17 }, "season"),
    ).toBeNull();
    expect(
      boardValue(nfl("rush_ypc"), { totals: { rush_att: 100, rush_yds: 500 }, teamGames: 16 }, "season")
        ?.value,
    ).toBe(5);
    expect(
      boardValue(nfl("rec_ypr"), { totals: { rec: 29, rec_yds: 600 }, teamGames: 16 }, "season"),
    ).toBeNull();
  });
  it("a career 1,500 attempts, 750 rushes or 200 receptions, as the board says", () => {
    expect(boardValue(nfl("cmp_pct"), { totals: { pass_att: 1499, pass_cmp: 1000 } }, "career")).toBeNull();
    expect(qualificationNote(nfl("pass_ypa"), "career")).toBe("Qualified: 1,500 career pass attempts.");
    expect(qualificationNote(nfl("rush_ypc"), "season")).toBe(
      "Qualified: 6.25 rushing attempts per team game (100 in a 16-game season, 107 in 17).",
    );
    expect(qualificationNote(nfl("rush_yds"), "season")).toBeNull();
  });
});
