/** The arithmetic of /analytics (backend/analytics/figures.ts) and its timeframes (domain/analytics.ts). */
import { describe, expect, it } from "vitest";
import {
  averagePointsBy,
  homeWinRate,
  homeWinRateBy,
  largestMargin,
  longestWinStreak,
  mvpCounts,
  overtimeShare,
  pctText,
  rankByRecord,
  recordText,
  seriesChange,
  teamRecords,
  titlesByTeam,
  winPct,
  type GameRow,
} from "../../backend/analytics/figures";
import { timeframePhrase, timeframeRange } from "@domain/analytics";

let day = 0;
function game(home: number, away: number, hs: number, as: number, extra: Partial<GameRow> = {}): GameRow {
  day++;
  return {
    sport: "basketball",
    season: 2025,
    date: `2026-01-${String(day).padStart(2, "0")}`,
    homeId: home,
    awayId: away,
    homeScore: hs,
    awayScore: as,
    period: null,
    gameType: "regular",
    source: "src",
    neutral: false,
    ...extra,
  };
}

describe("team records", () => {
  const games = [
    game(1, 2, 100, 90),
    game(2, 1, 95, 99),
    game(1, 3, 80, 85),
    game(3, 2, 101, 101),
    game(2, 3, 90, 80),
  ];
  const records = teamRecords(games);

  it("counts wins, losses, ties, home games and points for each side", () => {
    expect(records.get(1)).toMatchObject({
      wins: 2,
      losses: 1,
      ties: 0,
      homeWins: 1,
      homeGames: 2,
      pointsFor: 279,
      pointsAgainst: 270,
    });
    expect(records.get(3)).toMatchObject({ wins: 1, losses: 1, ties: 1 });
    expect(recordText(records.get(3)!)).toBe("1-1-1");
  });

  it("ranks by win percentage with ties as half a win", () => {
    expect(winPct(records.get(3)!)).toBeCloseTo(0.5);
    // 1: 2-1 (.667), 3: 1-1-1 (.500), 2: 1-2-1 (.375)
    expect(rankByRecord(records.values()).map((r) => r.teamId)).toEqual([1, 3, 2]);
    expect(pctText(2 / 3)).toBe(".667");
    expect(pctText(1)).toBe("1.000");
  });

  it("does not let a team with few games lead (half the busiest team of its sport)", () => {
    const many = [
      game(1, 2, 1, 0),
      game(1, 2, 1, 0),
      game(2, 1, 1, 0),
      game(1, 2, 1, 0),
      game(4, 5, 9, 0, { sport: "hockey" }),
    ];
    const ranked = rankByRecord(teamRecords([...many, game(9, 2, 10, 0)]).values());
    expect(ranked[0].teamId).not.toBe(9);
    // A hockey team is measured against hockey teams only.
    expect(ranked.map((r) => r.teamId)).toContain(4);
  });

  it("formats large records with separators", () => {
    expect(recordText({ wins: 10411, losses: 7867, ties: 88 })).toBe("10,411-7,867-88");
  });
});

describe("game figures", () => {
  it("home-win rate leaves out ties and neutral-site games; null without games", () => {
    const games = [
      game(1, 2, 3, 1),
      game(1, 2, 1, 3),
      game(1, 2, 3, 1),
      game(1, 2, 2, 2),
      game(1, 2, 1, 9, { neutral: true }),
    ];
    expect(homeWinRate(games)).toEqual({ rate: 66.7, homeWins: 2, awayWins: 1, ties: 1 });
    expect(homeWinRate([]).rate).toBeNull();
    expect(homeWinRate([game(1, 2, 1, 0, { neutral: true })]).rate).toBeNull();
  });

  it("overtime share counts only games from sources that mark overtime", () => {
    const games = [
      game(1, 2, 3, 2, { period: "OT", source: "a" }),
      game(1, 2, 3, 2, { period: "SO", source: "a" }),
      game(1, 2, 3, 1, { source: "a" }),
      game(1, 2, 3, 1, { source: "b" }),
    ];
    expect(overtimeShare(games, new Set(["a"]))).toEqual({ rate: 66.7, overtime: 2, counted: 3 });
    expect(overtimeShare(games, new Set()).rate).toBeNull();
    // A merged source counts when one of its parts marks overtime.
    expect(overtimeShare([game(1, 2, 3, 1, { source: "a+c" })], new Set(["a"])).counted).toBe(1);
  });

  it("largest margin is the earliest of the biggest wins", () => {
    const a = game(1, 2, 50, 0);
    const b = game(1, 2, 0, 50);
    expect(largestMargin([game(1, 2, 3, 1), b, a])).toBe(a);
    expect(largestMargin([])).toBeNull();
  });

  it("averages points per group in key order", () => {
    const games = [
      game(1, 2, 100, 90, { season: 2024 }),
      game(1, 2, 110, 100, { season: 2024 }),
      game(1, 2, 80, 70, { season: 2023 }),
    ];
    expect(averagePointsBy(games, (g) => String(g.season))).toEqual([
      { label: "2023", value: 150 },
      { label: "2024", value: 200 },
    ]);
    expect(homeWinRateBy(games, (g) => String(g.season))).toEqual([
      { label: "2023", value: 100 },
      { label: "2024", value: 100 },
    ]);
    expect(seriesChange(averagePointsBy(games, (g) => String(g.season)))).toMatchObject({ change: 50 });
    expect(seriesChange([{ label: "2024", value: 1 }])).toBeNull();
  });

  it("longest winning streak ends at a loss or tie and follows dates", () => {
    const games = [game(1, 2, 1, 0), game(3, 1, 0, 1), game(1, 4, 1, 0), game(1, 2, 0, 0), game(2, 1, 0, 2)];
    expect(longestWinStreak(games)).toMatchObject({
      teamId: 1,
      length: 3,
      from: games[0].date,
      to: games[2].date,
    });
    expect(longestWinStreak([])).toBeNull();
  });
});

describe("titles", () => {
  const t = (teamId: number, mvp: string | null = null) => ({
    sport: "hockey",
    championship: "stanley-cup-final",
    season: 2000,
    teamId,
    mvp,
  });
  it("counts titles per team and MVP awards per player, most first", () => {
    expect(titlesByTeam([t(2), t(1), t(2)])).toEqual([
      { teamId: 2, titles: 2 },
      { teamId: 1, titles: 1 },
    ]);
    expect(mvpCounts([t(1, "B"), t(1, "A"), t(1, "B"), t(1)])).toEqual([
      { name: "B", awards: 2 },
      { name: "A", awards: 1 },
    ]);
  });
});

describe("timeframes", () => {
  const saturday = new Date("2026-11-21T19:00:00-05:00");
  it("the week runs from Monday, in US Eastern dates", () => {
    expect(timeframeRange("this-week", saturday)).toEqual({ start: "2026-11-16", end: "2026-11-22" });
    // 02:00 UTC on a Monday is still Sunday in New York.
    expect(timeframeRange("this-week", new Date("2026-11-23T02:00:00Z"))).toEqual({
      start: "2026-11-16",
      end: "2026-11-22",
    });
  });
  it("month and year are calendar ranges; season and all time have none", () => {
    expect(timeframeRange("this-month", saturday)).toEqual({ start: "2026-11-01", end: "2026-11-30" });
    expect(timeframeRange("this-month", new Date("2028-02-10T12:00:00Z"))).toEqual({
      start: "2028-02-01",
      end: "2028-02-29",
    });
    expect(timeframeRange("this-year", saturday)).toEqual({ start: "2026-01-01", end: "2026-12-31" });
    expect(timeframeRange("this-season", saturday)).toBeNull();
    expect(timeframeRange("all-time", saturday)).toBeNull();
  });
  it("reads inside a sentence", () => {
    expect(timeframePhrase("this-week")).toBe("this week");
    expect(timeframePhrase("all-time")).toBe("of all time");
  });
});
