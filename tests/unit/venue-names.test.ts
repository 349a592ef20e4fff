import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Lookups, TeamRef, VenueNameRef } from "../../backend/import/context";
import {
  ProblemList,
  readCsvFile,
  VENUE_NAME_COLUMNS,
  venueNameRowSchema,
} from "../../backend/import/data-files";
import { gameVenue } from "../../backend/import/venue-names";

const FILE = path.resolve(__dirname, "../../backend/data/venue-names.csv");

function lookupsFor(
  teams: { id: number; slug: string; venue?: string }[],
  names: Record<string, VenueNameRef[]>,
): Pick<{ lookups: Lookups }, "lookups"> {
  const teamsById = new Map<number, TeamRef>();
  const venueNames = new Map<number, VenueNameRef[]>();
  for (const t of teams) {
    teamsById.set(t.id, {
      id: t.id,
      slug: t.slug,
      sport_id: 1,
      level_id: 1,
      league_key: "nfl",
      name: t.slug,
      city: null,
      abbreviation: null,
      home_venue: t.venue ? { id: t.id * 10, name: t.venue } : null,
    });
    if (names[t.slug]) venueNames.set(t.id, names[t.slug]);
  }
  return { lookups: { teamsById, venueNames } as unknown as Lookups };
}

function curated(): Record<string, VenueNameRef[]> {
  const rows =
    readCsvFile(FILE, venueNameRowSchema, VENUE_NAME_COLUMNS, new ProblemList(path.dirname(FILE))) ?? [];
  const out: Record<string, VenueNameRef[]> = {};
  for (const { row } of rows)
    (out[row.team_slug] ??= []).push({
      name: row.name,
      first_season: row.first_season,
      last_season: row.last_season,
      spellings: row.source_spellings,
    });
  return out;
}

const ctx = lookupsFor(
  [
    { id: 1, slug: "buffalo-bills", venue: "Highmark Stadium" },
    { id: 2, slug: "washington-commanders", venue: "Northwest Stadium" },
    { id: 3, slug: "new-orleans-saints", venue: "Caesars Superdome" },
    { id: 4, slug: "cleveland-browns", venue: "Huntington Bank Field" },
    { id: 5, slug: "jacksonville-jaguars", venue: "EverBank Stadium" },
    { id: 6, slug: "kansas-city-chiefs" },
    { id: 7, slug: "boston-bruins", venue: "TD Garden" },
    { id: 8, slug: "no-venue-team" },
  ],
  curated(),
);

describe("venue names of the season", () => {
  it("the curated file is valid", () => {
    const problems = new ProblemList(path.dirname(FILE));
    readCsvFile(FILE, venueNameRowSchema, VENUE_NAME_COLUMNS, problems);
    expect(problems.problems).toEqual([]);
  });

  it("replaces stale sponsor names from the sources with the name of that season", () => {
    const at = (homeTeamId: number, season: number, venue: string | null, neutral = false) =>
      gameVenue(ctx, { homeTeamId, season, venue, neutral }).name;
    expect(at(1, 2023, "New Era Field")).toBe("Highmark Stadium");
    expect(at(1, 2019, "New Era Field")).toBe("New Era Field");
    expect(at(2, 2023, "FedExField")).toBe("FedExField");
    expect(at(2, 2024, "FedExField")).toBe("Commanders Field");
    expect(at(2, 2025, "FedExField")).toBe("Northwest Stadium");
    expect(at(4, 2024, "FirstEnergy Stadium")).toBe("Cleveland Browns Stadium");
    expect(at(4, 2025, "FirstEnergy Stadium")).toBe("Huntington Bank Field");
    expect(at(5, 2022, "TIAA Bank Stadium")).toBe("TIAA Bank Field");
    expect(at(5, 2023, "TIAA Bank Stadium")).toBe("EverBank Stadium");
    expect(at(3, 2023, "Mercedes-Benz Superdome")).toBe("Caesars Superdome");
  });

  it("keeps a game played elsewhere where the source puts it, and a renamed host building gets its name of the season", () => {
    expect(gameVenue(ctx, { homeTeamId: 1, season: 2022, venue: "Ford Field", neutral: false })).toEqual({
      id: null,
      name: "Ford Field",
    });
    // Super Bowl LIX (2024 season) in New Orleans, listed under the stadium's old name.
    expect(
      gameVenue(ctx, { homeTeamId: 6, season: 2024, venue: "Mercedes-Benz Superdome", neutral: true }),
    ).toEqual({
      id: 30,
      name: "Caesars Superdome",
    });
    // A London game said to be at the home team's own stadium: unknown, left empty.
    expect(
      gameVenue(ctx, { homeTeamId: 4, season: 2025, venue: "FirstEnergy Stadium", neutral: true }).name,
    ).toBeNull();
    expect(
      gameVenue(ctx, { homeTeamId: 6, season: 2024, venue: "Tottenham Stadium", neutral: true }).name,
    ).toBe("Tottenham Stadium");
  });

  it("a home game without a source name gets today's arena only for the seasons today's facts describe", () => {
    expect(gameVenue(ctx, { homeTeamId: 7, season: 2026, venue: null, neutral: false })).toEqual({
      id: 70,
      name: "TD Garden",
    });
    expect(gameVenue(ctx, { homeTeamId: 7, season: 2025, venue: null, neutral: false }).name).toBe(
      "TD Garden",
    );
    expect(gameVenue(ctx, { homeTeamId: 7, season: 2019, venue: null, neutral: false }).name).toBeNull();
    expect(gameVenue(ctx, { homeTeamId: 6, season: 2026, venue: null, neutral: false }).name).toBe(
      "GEHA Field at Arrowhead Stadium",
    );
    expect(gameVenue(ctx, { homeTeamId: 8, season: 2026, venue: null, neutral: false }).name).toBeNull();
  });
});
