import { startTimeText } from "~/lib/game-time";
import { describe, expect, it } from "vitest";
import type { Game } from "@domain/contract/types";
import {
  defaultRange,
  groupGames,
  periodText,
  rangeLabel,
  refreshInterval,
  rangeStep,
  resolveRange,
  shiftRange,
  RESULT_PENDING_TEXT,
  statusView,
  TIE_TEXT,
  weekOf,
} from "~/lib/scores";

const game = (over: Partial<Game>): Game =>
  ({
    id: 1,
    slug: "g",
    sport: { id: 4, name: "Hockey", slug: "hockey", abbreviation: null },
    level: { id: 1, name: "Professional", slug: "professional" },
    home_team: { id: 1, name: "Boston Bruins", abbreviation: "BOS" },
    away_team: { id: 2, name: "Washington Capitals", abbreviation: "WSH" },
    home_score: null,
    away_score: null,
    status: "scheduled",
    game_date: "2026-11-21",
    game_time: "19:00",
    period: null,
    time_remaining: null,
    result_pending: false,
    ...over,
  }) as Game;

describe("date ranges (US Eastern calendar dates)", () => {
  it("previous / next move a football week by seven days, other sports and the hub by a day", () => {
    expect(rangeStep("football")).toEqual({ days: 7, unit: "week" });
    expect(rangeStep("hockey")).toEqual({ days: 1, unit: "day" });
    expect(rangeStep(null)).toEqual({ days: 1, unit: "day" });
    expect(shiftRange({ start: "2026-11-16", end: "2026-11-22" }, -7)).toEqual({
      start: "2026-11-09",
      end: "2026-11-15",
    });
    // Across a month and a year end.
    expect(shiftRange({ start: "2026-12-31", end: "2026-12-31" }, 1)).toEqual({
      start: "2027-01-01",
      end: "2027-01-01",
    });
    expect(shiftRange({ start: "2024-03-01", end: "2024-03-01" }, -1)).toEqual({
      start: "2024-02-29",
      end: "2024-02-29",
    });
  });

  it("football defaults to the Monday-Sunday week, other sports and the hub to today", () => {
    expect(weekOf("2026-11-21")).toEqual({ start: "2026-11-16", end: "2026-11-22" }); // a Saturday
    expect(weekOf("2026-11-16")).toEqual({ start: "2026-11-16", end: "2026-11-22" }); // a Monday
    expect(weekOf("2026-11-22")).toEqual({ start: "2026-11-16", end: "2026-11-22" }); // a Sunday
    expect(weekOf("2027-01-01")).toEqual({ start: "2026-12-28", end: "2027-01-03" });
    expect(defaultRange("football", "2026-11-21")).toEqual({ start: "2026-11-16", end: "2026-11-22" });
    expect(defaultRange("hockey", "2026-11-21")).toEqual({ start: "2026-11-21", end: "2026-11-21" });
    expect(defaultRange(null, "2026-11-21")).toEqual({ start: "2026-11-21", end: "2026-11-21" });
  });

  it("never ends before it starts; a start alone is one day", () => {
    const week = { start: "2026-11-16", end: "2026-11-22" };
    expect(resolveRange(null, null, week)).toEqual(week);
    expect(resolveRange("2026-11-18", null, week)).toEqual({ start: "2026-11-18", end: "2026-11-18" });
    expect(resolveRange("2026-11-20", "2026-11-18", week)).toEqual({
      start: "2026-11-20",
      end: "2026-11-20",
    });
    expect(resolveRange(null, "2026-11-10", week)).toEqual({ start: "2026-11-10", end: "2026-11-10" });
    expect(resolveRange(null, "2026-11-30", week)).toEqual({ start: "2026-11-16", end: "2026-11-30" });
  });

  it("labels ranges and start times as fans read them", () => {
    expect(rangeLabel({ start: "2026-11-21", end: "2026-11-21" })).toBe("Saturday, Nov 21, 2026");
    expect(rangeLabel({ start: "2026-11-16", end: "2026-11-22" })).toBe("Nov 16 – Nov 22, 2026");
    expect(rangeLabel({ start: "2026-12-28", end: "2027-01-03" })).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(startTimeText("19:00")).toBe("7:00 PM ET");
    expect(startTimeText("00:05")).toBe("12:05 AM ET");
    expect(startTimeText("12:30")).toBe("12:30 PM ET");
    expect(startTimeText(null)).toBeNull();
  });
});

describe("status text", () => {
  it("scheduled: a dash and the start time; started without a result: not available yet", () => {
    expect(statusView(game({}))).toMatchObject({
      state: "scheduled",
      label: "7:00 PM ET",
      showScores: false,
    });
    expect(statusView(game({ game_time: null }))).toMatchObject({ label: "Time TBD" });
    expect(statusView(game({ result_pending: true }))).toMatchObject({
      state: "pending",
      label: RESULT_PENDING_TEXT,
      showScores: false,
    });
  });

  it("live: the LIVE marker with period and time remaining", () => {
    expect(
      statusView(
        game({ status: "live", period: "2", time_remaining: "12:34", home_score: 1, away_score: 2 }),
      ),
    ).toMatchObject({
      label: "LIVE",
      detail: "P2 · 12:34",
      showScores: true,
    });
    expect(periodText("2", "football")).toBe("Q2");
    expect(periodText("5", "basketball")).toBe("OT");
    expect(periodText("4", "hockey")).toBe("OT");
    expect(periodText("7", "baseball")).toBe("7th inning");
    expect(periodText("Q3", "football")).toBe("Q3");
  });

  it("final: the winner, or 'Game ended in a tie', with OT/SO marked; postponed as such", () => {
    expect(statusView(game({ status: "final", home_score: 3, away_score: 2, period: "SO" }))).toMatchObject({
      label: "Final/SO",
      detail: "Boston Bruins won",
      winner: "home",
    });
    expect(statusView(game({ status: "final", home_score: 20, away_score: 20 }))).toMatchObject({
      detail: TIE_TEXT,
      winner: null,
    });
    expect(statusView(game({ status: "postponed" }))).toMatchObject({
      label: "Postponed",
      showScores: false,
    });
  });
});

describe("grouping and refresh", () => {
  it("groups by date, then league in the sites' sport order", () => {
    const nba = { id: 2, name: "Basketball", slug: "basketball", abbreviation: null };
    const cfb = { id: 1, name: "Football", slug: "football", abbreviation: null };
    const groups = groupGames([
      game({ id: 1, game_date: "2026-11-22" }),
      game({ id: 2, sport: nba }),
      game({ id: 3 }),
      game({ id: 4, sport: cfb, level: { id: 2, name: "NCAA Division I", slug: "ncaa-division-i" } }),
    ]);
    expect(groups.map((d) => d.date)).toEqual(["2026-11-21", "2026-11-22"]);
    expect(groups[0].leagues.map((l) => l.label)).toEqual(["College Football", "NBA", "NHL"]);
    expect(groups[0].leagues[2].games.map((g) => g.id)).toEqual([3]);
  });

  it("refreshes every 30 s while a game is live, every 2 min for today's games to come, never otherwise", () => {
    const settings = { liveMs: 30_000, todayMs: 120_000 };
    expect(refreshInterval([game({ status: "live" }), game({})], "2026-11-21", settings)).toBe(30_000);
    expect(refreshInterval([game({})], "2026-11-21", settings)).toBe(120_000);
    expect(refreshInterval([game({ status: "final" })], "2026-11-21", settings)).toBeNull();
    expect(refreshInterval([game({ game_date: "2026-11-10" })], "2026-11-21", settings)).toBeNull();
    expect(refreshInterval([], "2026-11-21", settings)).toBeNull();
  });
});
