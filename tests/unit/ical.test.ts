import { describe, expect, it } from "vitest";
import type { ScheduledGame } from "@domain/contract/types";
import { calendarText, dateValue, escapeText, foldLine, utcDateTime } from "~/lib/ical";
import { easternInstant } from "@domain/clock";
import { localTimeText } from "~/lib/game-time";
import { calendarSeasons, finalScoreText, teamCalendarEvents } from "~/lib/team-calendar";
import { scheduledGameOf } from "../support/contract-fixtures";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("iCalendar text (RFC 5545)", () => {
  it("escapes backslash, semicolon, comma and newlines in TEXT values", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    expect(escapeText("Boston Red Sox at New York Yankees")).toBe("Boston Red Sox at New York Yankees");
  });

  it("folds lines longer than 75 octets, continuations starting with one space", () => {
    const line = `SUMMARY:${"x".repeat(200)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBe(3);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
    expect(foldLine("SHORT:yes")).toBe("SHORT:yes");
  });

  it("never splits a multi-byte character when folding", () => {
    const line = `SUMMARY:${"é".repeat(100)}`; // 2 octets each
    const folded = foldLine(line).split("\r\n");
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
    expect(folded.join("")).not.toContain("\uFFFD");
  });

  it("writes timed events in UTC and date-only events as VALUE=DATE all-day events", () => {
    const text = calendarText({
      productId: "-//Test//EN",
      name: "Team, the; calendar",
      stamp: new Date("2026-11-28T17:00:00Z"),
      events: [
        {
          uid: "game-1@example.com",
          start: { kind: "timed", at: new Date("2026-11-21T23:00:00Z") },
          summary: "A at B",
        },
        { uid: "game-2@example.com", start: { kind: "date", date: "1986-10-25" }, summary: "C at D" },
      ],
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("X-WR-CALNAME:Team\\, the\\; calendar");
    expect(lines).toContain("DTSTART:20261121T230000Z");
    expect(lines).toContain("DTSTART;VALUE=DATE:19861025");
    expect(lines).toContain("DTEND;VALUE=DATE:19861026");
    expect(lines.filter((l) => l === "DTSTAMP:20261128T170000Z")).toHaveLength(2);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(utcDateTime(new Date("2024-01-02T03:04:05.678Z"))).toBe("20240102T030405Z");
    expect(dateValue("2024-12-31")).toBe("20241231");
  });
});

describe("game start times (US Eastern wall clock)", () => {
  it("reads an Eastern time as the instant it names, in winter and in summer", () => {
    expect(easternInstant("2026-11-21", "19:00")?.toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(easternInstant("2026-07-04", "13:05")?.toISOString()).toBe("2026-07-04T17:05:00.000Z");
    // The evening of the autumn change (2026-11-01 at 02:00 EDT -> EST): after it, winter time.
    expect(easternInstant("2026-11-01", "20:00")?.toISOString()).toBe("2026-11-02T01:00:00.000Z");
    expect(easternInstant("2026-03-08", "13:00")?.toISOString()).toBe("2026-03-08T17:00:00.000Z");
  });

  it("invents no time: a date alone or a malformed time is null", () => {
    expect(easternInstant("1986-10-25", null)).toBeNull();
    expect(easternInstant("1986-10-25", "")).toBeNull();
    expect(easternInstant("1986-10-25", "TBD")).toBeNull();
    expect(easternInstant("1986-10-25", "25:00")).toBeNull();
  });

  it("writes the time in another zone with that zone's short name", () => {
    const at = new Date("2026-11-22T00:00:00Z");
    expect(localTimeText(at, "America/Los_Angeles")).toBe("4:00 PM PST");
    expect(localTimeText(at, "America/New_York")).toBe("7:00 PM EST");
  });
});

describe("team calendar feed", () => {
  const game = (over: Partial<ScheduledGame>): ScheduledGame =>
    scheduledGameOf({
      id: 7,
      game_date: "2026-11-21",
      game_time: "19:00",
      status: "scheduled",
      home_team_name: "Boston Bruins",
      away_team_name: "Montréal Canadiens",
      home_score: null,
      away_score: null,
      ...over,
    });
  const origin = "http://nhl.localhost:5261";

  it("makes one event per game: Away at Home, timed or all-day, URL and UID stable per game", () => {
    const events = teamCalendarEvents({
      origin,
      games: [
        game({
          id: 8,
          game_date: "1990-01-02",
          game_time: null,
          status: "completed",
          home_score: 2,
          away_score: 3,
          overtime: "OT",
        }),
        game({}),
        game({}), // listed twice: one event
      ],
    });
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      uid: "game-8@nhl.localhost",
      start: { kind: "date", date: "1990-01-02" },
      summary: "Montréal Canadiens at Boston Bruins",
      description: "Final: Montréal Canadiens 3, Boston Bruins 2 (OT)",
      url: "http://nhl.localhost:5261/scores/8",
    });
    expect(events[1]).toMatchObject({ uid: "game-7@nhl.localhost", description: null });
    expect(events[1]!.start).toEqual({ kind: "timed", at: new Date("2026-11-22T00:00:00Z") });
  });

  it("reads a neutral-site game as A vs B and leaves unfinished games without a score", () => {
    const [e] = teamCalendarEvents({ origin, games: [game({ neutral_site: true })] });
    expect(e!.summary).toBe("Montréal Canadiens vs Boston Bruins");
    expect(finalScoreText(game({ status: "scheduled", home_score: 1, away_score: 0 }))).toBeNull();
  });

  it("holds the latest season and the one before", () => {
    expect(calendarSeasons([2019, 2024, 2023, 2024, 2001])).toEqual([2024, 2023]);
    expect(calendarSeasons([])).toEqual([]);
  });
});
