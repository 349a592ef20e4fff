import { describe, expect, it } from "vitest";
import { Crosswalk, readAlignmentRows, readCodeRows, type TeamInfo } from "../../backend/import/crosswalk";
import type { IdentityRef } from "../../backend/import/context";

const team = (
  id: number,
  slug: string,
  name: string,
  abbreviation: string | null,
  extra: Partial<TeamInfo> = {},
): TeamInfo => ({
  id,
  slug,
  name,
  abbreviation,
  sport_id: 1,
  level_id: 1,
  league_key: "nfl",
  city: null,
  first_season: null,
  last_season: null,
  conference: null,
  division: null,
  ...extra,
});

const teams = [
  team(1, "los-angeles-rams", "Los Angeles Rams", "LA", {
    first_season: 1937,
    conference: "NFC",
    division: "NFC West",
  }),
  team(2, "las-vegas-raiders", "Las Vegas Raiders", "LV", {
    first_season: 1960,
    conference: "AFC",
    division: "AFC West",
  }),
  team(3, "houston-texans", "Houston Texans", "HOU", {
    first_season: 2002,
    conference: "AFC",
    division: "AFC South",
  }),
  team(4, "tennessee-titans", "Tennessee Titans", "TEN", {
    first_season: 1960,
    conference: "AFC",
    division: "AFC South",
  }),
  team(5, "washington-commanders", "Washington Commanders", "WAS", {
    first_season: 1932,
    conference: "NFC",
    division: "NFC East",
  }),
];
const id = (
  name: string,
  city: string | null,
  abbreviation: string | null,
  first: number | null,
  last: number | null,
): IdentityRef => ({
  name,
  city,
  abbreviation,
  first_season: first,
  last_season: last,
});
const identities = new Map<number, IdentityRef[]>([
  [
    1,
    [
      id("Los Angeles Rams", "Los Angeles", "LA", 1946, 1994),
      id("St. Louis Rams", "St. Louis", "STL", 1995, 2015),
      id("Los Angeles Rams", "Los Angeles", "LA", 2016, null),
    ],
  ],
  [
    2,
    [
      id("Oakland Raiders", "Oakland", "OAK", 1995, 2019),
      id("Las Vegas Raiders", "Las Vegas", "LV", 2020, null),
    ],
  ],
  [3, [id("Houston Texans", "Houston", "HOU", 2002, null)]],
  [
    4,
    [
      id("Houston Oilers", "Houston", "HOU", 1960, 1996),
      id("Tennessee Titans", "Tennessee", "TEN", 1999, null),
    ],
  ],
  [
    5,
    [
      id("Washington Redskins", "Washington", "WAS", 1937, 2019),
      id("Washington Commanders", "Washington", "WAS", 2022, null),
    ],
  ],
]);
const codes = [
  {
    source: "fivethirtyeight",
    code: "LAR",
    team_slug: "los-angeles-rams",
    first_season: 1937,
    last_season: null,
    note: null,
  },
  {
    source: "fivethirtyeight",
    code: "OAK",
    team_slug: "las-vegas-raiders",
    first_season: 1960,
    last_season: null,
    note: null,
  },
  {
    source: "fivethirtyeight",
    code: "TEN",
    team_slug: "tennessee-titans",
    first_season: 1960,
    last_season: null,
    note: null,
  },
  {
    source: "fivethirtyeight",
    code: "WSH",
    team_slug: "washington-commanders",
    first_season: 1932,
    last_season: null,
    note: null,
  },
  {
    source: "fivethirtyeight",
    code: "LDA",
    team_slug: null,
    first_season: 1946,
    last_season: 1949,
    note: "AAFC game",
  },
];
const alignments = [
  {
    league: "nfl",
    team_slug: "tennessee-titans",
    first_season: 1970,
    last_season: 2001,
    conference: "AFC",
    division: "AFC Central",
  },
];
const cw = new Crosswalk(teams, identities, codes, alignments);

function slugOf(source: string, code: string, season: number): string {
  const r = cw.resolve(source, "nfl", code, season);
  if (!r.ok) throw new Error(r.reason);
  return r.value.team.slug;
}

describe("crosswalk", () => {
  it("resolves nflverse abbreviations of the time", () => {
    expect(slugOf("nflverse", "STL", 2010)).toBe("los-angeles-rams");
    expect(slugOf("nflverse", "LA", 2023)).toBe("los-angeles-rams");
    expect(slugOf("nflverse", "OAK", 2019)).toBe("las-vegas-raiders");
    expect(slugOf("nflverse", "LV", 2023)).toBe("las-vegas-raiders");
    // HOU is the Oilers in 1995 and the Texans from 2002
    expect(slugOf("nflverse", "HOU", 1995)).toBe("tennessee-titans");
    expect(slugOf("nflverse", "HOU", 2023)).toBe("houston-texans");
  });

  it("gives the identity of the season", () => {
    const r = cw.resolve("nflverse", "nfl", "STL", 2010);
    expect(r.ok && r.value.name).toBe("St. Louis Rams");
    const w = cw.resolve("fivethirtyeight", "nfl", "WSH", 2015);
    expect(w.ok && w.value.name).toBe("Washington Redskins");
  });

  it("uses explicit FiveThirtyEight franchise codes", () => {
    expect(slugOf("fivethirtyeight", "LAR", 1999)).toBe("los-angeles-rams");
    expect(slugOf("fivethirtyeight", "OAK", 2020)).toBe("las-vegas-raiders");
    expect(slugOf("fivethirtyeight", "WSH", 1990)).toBe("washington-commanders");
    expect(slugOf("fivethirtyeight", "TEN", 1985)).toBe("tennessee-titans");
  });

  it("resolves full names of the time", () => {
    expect(slugOf("pro-football-reference", "Oakland Raiders", 2015)).toBe("las-vegas-raiders");
    expect(slugOf("pro-football-reference", "Washington Commanders", 2023)).toBe("washington-commanders");
  });

  it("reports known non-franchises and unmatched codes with a reason", () => {
    const aafc = cw.resolve("fivethirtyeight", "nfl", "LDA", 1947);
    expect(aafc).toEqual({ ok: false, reason: expect.stringContaining("AAFC game") });
    const unknown = cw.resolve("fivethirtyeight", "nfl", "RII", 1920);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.reason).toMatch(/unmatched fivethirtyeight team code "RII".*1920/);
    // A team that did not exist yet is not matched by its current abbreviation.
    expect(cw.resolve("nflverse", "nfl", "TEN", 1980).ok).toBe(false);
  });

  it("gives the alignment of the season", () => {
    expect(cw.alignment(teams[3], 1995)).toEqual({ conference: "AFC", division: "AFC Central" });
    expect(cw.alignment(teams[3], 2023)).toEqual({ conference: "AFC", division: "AFC South" });
    expect(cw.alignment(teams[0], 1985)).toEqual({ conference: null, division: null });
  });

  it("has mapping files whose rows are well formed", () => {
    const codeRows = readCodeRows();
    expect(codeRows.length).toBeGreaterThan(50);
    for (const r of codeRows) {
      expect(r.source).toMatch(/^[a-z-]+$/);
      expect(r.team_slug === null ? r.note : r.team_slug).toBeTruthy();
    }
    for (const r of readAlignmentRows()) {
      expect(r.first_season).toBeLessThanOrEqual(r.last_season);
      expect(r.conference ?? r.division).toBeTruthy();
    }
  });
});
