import { afterEach, describe, expect, it } from "vitest";
import { currentYear, easternParts, easternTime, easternToday, easternWallClock, now } from "@domain/clock";

describe("clock", () => {
  afterEach(() => {
    delete process.env.APP_NOW;
  });

  it("is pinned by APP_NOW", () => {
    process.env.APP_NOW = "2026-11-21";
    expect(easternToday()).toBe("2026-11-21");
    expect(currentYear()).toBe(2026);
  });

  it("counts the date in US Eastern time, not UTC", () => {
    // 03:00 UTC on 22 November is still the evening of 21 November in New York.
    expect(easternToday(new Date("2026-11-22T03:00:00Z"))).toBe("2026-11-21");
    expect(easternParts(new Date("2026-11-22T03:00:00Z")).weekday).toBe(6);
  });

  it("gives the Eastern date and wall-clock time of an instant, in winter and in summer", () => {
    // A 10:30 pm kickoff on 25 November is 03:30 UTC on the 26th; in September, 02:30 UTC.
    expect(easternWallClock(new Date("2023-11-26T03:30:00Z"))).toEqual({ date: "2023-11-25", time: "22:30" });
    expect(easternWallClock(new Date("2023-09-03T02:30:00Z"))).toEqual({ date: "2023-09-02", time: "22:30" });
    expect(easternWallClock(new Date("2024-01-01T05:00:00Z"))).toEqual({ date: "2024-01-01", time: "00:00" });
    expect(easternTime(new Date("2026-07-04T17:05:00Z"))).toBe("13:05");
  });

  it("ignores an unparseable APP_NOW", () => {
    process.env.APP_NOW = "not a date";
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(5_000);
  });
});
