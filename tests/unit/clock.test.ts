import { afterEach, describe, expect, it } from "vitest";
import { currentYear, easternParts, easternToday, now } from "@domain/clock";

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

  it("ignores an unparseable APP_NOW", () => {
    process.env.APP_NOW = "not a date";
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(5_000);
  });
});
