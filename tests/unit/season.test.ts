import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import {
  crossesNewYear,
  currentSeasonStartYear,
  defaultSeasonEndYear,
  hubSeasonLabel,
  isSeasonActive,
  seasonDetailStatus,
  seasonLabel,
  seasonStatus,
  selectableSeasonYears,
} from "@domain/season";

const at = (iso: string) => new Date(iso);

describe("current season", () => {
  it("is the current year from August on, else the previous year (docs/rules.md#current-season)", () => {
    expect(currentSeasonStartYear(at("2026-07-31T12:00:00-04:00"))).toBe(2025);
    expect(currentSeasonStartYear(at("2026-08-01T12:00:00-04:00"))).toBe(2026);
    expect(currentSeasonStartYear(at("2026-01-15T12:00:00-05:00"), "basketball")).toBe(2025);
    expect(currentSeasonStartYear(at("2026-12-31T12:00:00-05:00"), "hockey")).toBe(2026);
  });

  it("counts the month in US Eastern time", () => {
    // 02:00 UTC on 1 August is still 31 July in New York.
    expect(currentSeasonStartYear(at("2026-08-01T02:00:00Z"), "football")).toBe(2025);
  });

  itCalls(
    "treats baseball seasons as calendar years, rolling over in March",
    (a: Parameters<typeof currentSeasonStartYear>[0]) => currentSeasonStartYear(a, "baseball"),
    [
      [at("2026-02-20T12:00:00-05:00"), 2025],
      [at("2026-03-01T12:00:00-05:00"), 2026],
      [at("2026-10-30T12:00:00-04:00"), 2026],
    ],
  );
});

describe("labels", () => {
  it("labels seasons that cross New Year as 2024-25, others by their year", () => {
    expect(seasonLabel("basketball", 2024)).toBe("2024-25");
    expect(seasonLabel("hockey", 1999)).toBe("1999-00");
    expect(seasonLabel("football", 2024)).toBe("2024");
    expect(seasonLabel("baseball", 2024)).toBe("2024");
    expect(seasonLabel(undefined, 2024)).toBe("2024");
    expect(crossesNewYear("basketball")).toBe(true);
    expect(crossesNewYear("football")).toBe(false);
  });

  it("uses the hub's 'YYYY-YY Season' wording", () => {
    expect(hubSeasonLabel(2024)).toBe("2024-25 Season");
    expect(hubSeasonLabel(2009)).toBe("2009-10 Season");
  });

  itCalls("ends seasons in the right calendar year when no date is known", defaultSeasonEndYear, [
    ["baseball", "professional", 2024, 2024],
    ["basketball", "professional", 2024, 2025],
    ["football", "professional", 1950, 1950],
    ["football", "professional", 2024, 2025],
    ["football", "ncaa-division-i", 1950, 1951],
  ]);
});

describe("season selector", () => {
  it("offers the current season plus one back to 1920", () => {
    const years = selectableSeasonYears(2026);
    expect(years[0]).toBe(2027);
    expect(years[years.length - 1]).toBe(1920);
    expect(years).toHaveLength(2027 - 1920 + 1);
  });
});

describe("season status (docs/rules.md#season-status)", () => {
  it("is upcoming after the current season and completed before it", () => {
    expect(seasonStatus({ start_year: 2027 }, 2026, "2026-11-21")).toBe("upcoming");
    expect(seasonStatus({ start_year: 2025 }, 2026, "2026-11-21")).toBe("completed");
  });

  it("is active in the current season when no dates are known", () => {
    expect(seasonStatus({ start_year: 2026 }, 2026, "2026-11-21")).toBe("active");
    expect(
      seasonStatus({ start_year: 2026, regular_season_start: null, playoffs_end: null }, 2026, "2026-11-21"),
    ).toBe("active");
  });

  it("follows the dates of the current season", () => {
    const season = { start_year: 2026, regular_season_start: "2026-09-10", playoffs_end: "2027-02-14" };
    expect(seasonStatus(season, 2026, "2026-08-20")).toBe("upcoming");
    expect(seasonStatus(season, 2026, "2026-09-10")).toBe("active");
    expect(seasonStatus(season, 2026, "2027-02-14")).toBe("active");
    expect(seasonStatus(season, 2026, "2027-02-15")).toBe("completed");
  });

  itGives("is active or completed on the detail page from is_active", seasonDetailStatus, [
    [{ is_active: true }, "active"],
    [{ is_active: false }, "completed"],
    [{}, "completed"],
  ]);

  it("knows whether a season is live at an instant", () => {
    expect(isSeasonActive({ sport: "football", start_year: 2026 }, at("2026-11-21T12:00:00-05:00"))).toBe(
      true,
    );
    expect(isSeasonActive({ sport: "football", start_year: 2025 }, at("2026-11-21T12:00:00-05:00"))).toBe(
      false,
    );
    expect(
      isSeasonActive(
        { sport: "baseball", start_year: 2026, playoffs_end: "2026-11-01" },
        at("2026-11-21T12:00:00-05:00"),
      ),
    ).toBe(false);
  });
});
