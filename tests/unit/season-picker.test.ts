import { describe, expect, it } from "vitest";
import { pickableSeasonYears } from "~/lib/season-picker";

const season = (league: string, start_year: number, games_count: number | null, champion = false) => ({
  league,
  start_year,
  games_count,
  regular_season_start: null,
  champion: champion ? { id: 1, slug: "x", name: "X", city: null, abbreviation: null } : null,
});

describe("pickableSeasonYears", () => {
  const nba = [
    season("NBA", 2026, null),
    season("NBA", 2025, 1322, true),
    season("NBA", 2024, 1321, true),
    season("NBA", 1946, null, true),
  ];
  it("offers a league's seasons from its first to its latest with games or a champion, not a bare next row", () => {
    expect(pickableSeasonYears(nba)).toEqual([2025, 2024, 1946]);
  });
  it("keeps a scheduled current season, and on the hub every year some league has", () => {
    const nhl = [season("NHL", 2026, 40), season("NHL", 1917, null, true)];
    expect(pickableSeasonYears([...nba, ...nhl])).toEqual([2026, 2025, 2024, 1946, 1917]);
  });
  it("keeps the season a URL asked for, so the picker shows it", () => {
    expect(pickableSeasonYears(nba, 1930)).toEqual([2025, 2024, 1946, 1930]);
    expect(pickableSeasonYears([], 2020)).toEqual([2020]);
  });
});
