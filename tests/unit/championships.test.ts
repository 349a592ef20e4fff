import { needsCanonicalRedirect } from "~/lib/route-kit";
import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import {
  CHAMPIONSHIP_DEFAULTS,
  filterChampionships,
  formatYearsOfHistory,
  isRelevantToSeason,
  matchesChampionshipSearch,
  parseChampionshipListParams,
  seasonOptions,
  summarizeChampionships,
} from "~/lib/championships";
import { championship } from "./championship-fixtures";

const superBowl = championship({ name: "Super Bowl", first_year: 1967 });
const nba = championship({
  name: "NBA Finals",
  slug: "nba-finals",
  first_year: 1947,
  sportSlug: "basketball",
});
const defunct = championship({ name: "AFL Championship", slug: "afl", first_year: 1960, last_year: 1969 });
const frozen = championship({
  name: "Frozen Four",
  slug: "frozen-four",
  first_year: 1948,
  sportSlug: "hockey",
});
const all = [superBowl, nba, defunct, frozen];

describe("championship search (docs/rules.md#championship-search)", () => {
  itCalls("matches the name or the sport name, case-insensitively", matchesChampionshipSearch, [
    [superBowl, "BOWL", true],
    [nba, "basket", true],
    [frozen, "HOCKEY", true],
    [frozen, "bowl", false],
  ]);
  it("matches everything for empty or blank text", () => {
    expect(matchesChampionshipSearch(superBowl, "")).toBe(true);
    expect(matchesChampionshipSearch(superBowl, "   ")).toBe(true);
  });
});

describe("season relevance (docs/rules.md#season-relevance)", () => {
  itCalls(
    "keeps a championship from its first year on while it has no last year",
    (a: Parameters<typeof isRelevantToSeason>[1]) => isRelevantToSeason(superBowl, a),
    [
      [1966, false],
      [1967, true],
      [2026, true],
    ],
  );
  itCalls(
    "drops a championship after its last year, keeps it in it",
    (a: Parameters<typeof isRelevantToSeason>[1]) => isRelevantToSeason(defunct, a),
    [
      [1969, true],
      [1970, false],
      [1959, false],
    ],
  );
  it("keeps a championship whose first year is unknown", () => {
    expect(isRelevantToSeason(championship({ first_year: null }), 1900)).toBe(true);
  });
});

describe("filterChampionships", () => {
  it("combines search, sport and the relevance toggle", () => {
    const names = (list: typeof all) => list.map((c) => c.name);
    expect(names(filterChampionships(all, { q: "", sport: null, season: 2026, relevant: true }))).toEqual([
      "Super Bowl",
      "NBA Finals",
      "Frozen Four",
    ]);
    expect(
      names(filterChampionships(all, { q: "", sport: null, season: 2026, relevant: false })),
    ).toHaveLength(4);
    expect(
      names(filterChampionships(all, { q: "", sport: "football", season: 1965, relevant: true })),
    ).toEqual(["AFL Championship"]);
    expect(names(filterChampionships(all, { q: "four", sport: null, season: 1950, relevant: true }))).toEqual(
      ["Frozen Four"],
    );
    expect(
      names(filterChampionships(all, { q: "four", sport: "basketball", season: 1950, relevant: true })),
    ).toEqual([]);
  });
});

describe("summary figures", () => {
  it("counts championships and sports; years of history from the earliest first year", () => {
    expect(summarizeChampionships(all, 2026)).toEqual({
      totalChampionships: 4,
      sportsCovered: 3,
      yearsOfHistory: 79,
    });
    expect(summarizeChampionships([], 2026)).toEqual({
      totalChampionships: 0,
      sportsCovered: 0,
      yearsOfHistory: null,
    });
  });
  it("shows years of history with a '+'", () => {
    expect(formatYearsOfHistory(79)).toBe("79+");
    expect(formatYearsOfHistory(null)).toBe("0+");
  });
});

describe("season selector options (docs/constants.md#list-limits)", () => {
  it("starts at the current season plus one and shows 20 seasons labelled 'YYYY-YY Season'", () => {
    const options = seasonOptions(2026);
    expect(options).toHaveLength(20);
    expect(options[0]).toEqual({ value: "2027", label: "2027-28 Season" });
    expect(options[1]).toEqual({ value: "2026", label: "2026-27 Season" });
    expect(options[19]).toEqual({ value: "2008", label: "2008-09 Season" });
  });
  it("labels the turn of a century with two digits", () => {
    expect(seasonOptions(1999).find((o) => o.value === "1999")?.label).toBe("1999-00 Season");
  });
  it("adds a chosen season outside the first 20 in its place", () => {
    const options = seasonOptions(2026, 1950);
    expect(options).toHaveLength(21);
    expect(options.at(-1)).toEqual({ value: "1950", label: "1950-51 Season" });
  });
  it("never goes back before 1920", () => {
    expect(
      seasonOptions(1925)
        .map((o) => o.value)
        .at(-1),
    ).toBe("1920");
  });
});

describe("/championships parameters", () => {
  const options = { defaultSeason: 2026, currentSeason: 2026, allowSport: true };
  const parse = (search: string, o = options) => parseChampionshipListParams(new URLSearchParams(search), o);

  it("defaults: no search, every sport, the default season, relevance on; canonical is empty", () => {
    expect(parse("")).toEqual({
      values: { q: "", sport: null, season: 2026, relevant: true },
      canonical: "",
    });
  });
  it("reads every parameter and keeps only non-defaults in the canonical URL", () => {
    const { values, canonical } = parse("q=+Bowl+&season=1999&sport=Football&relevant=0");
    expect(values).toEqual({ q: "Bowl", sport: "football", season: 1999, relevant: false });
    expect(canonical).toBe("?q=Bowl&relevant=0&season=1999&sport=football");
  });
  it("reads the toggle as a no-JS form sends it (hidden 0 then the checkbox's 1)", () => {
    expect(parse("relevant=0&relevant=1").values.relevant).toBe(true);
    expect(parse("relevant=0").values.relevant).toBe(false);
    expect(parse("relevant=0&relevant=1").canonical).toBe("");
  });
  it("falls back to the defaults on bad values", () => {
    expect(parse("season=abc&sport=curling").values).toMatchObject({ season: 2026, sport: null });
    expect(parse("season=1800").values.season).toBe(2026);
    expect(parse("season=2028").values.season).toBe(2026);
    expect(parse("season=2027").values.season).toBe(2027);
    expect(parse("q=" + "x".repeat(101)).values.q).toBe("");
  });
  it("ignores the sport filter on a sport site", () => {
    const parsed = parse("sport=hockey", { ...options, allowSport: false });
    expect(parsed.values.sport).toBeNull();
    expect(parsed.canonical).toBe("");
  });
  itCalls("tells when the request must be redirected to its canonical URL", needsCanonicalRedirect, [
    ["?q=&season=2026&sport=all&relevant=0&relevant=1", "", true],
    ["", "", false],
    ["?q=new%20york", "?q=new+york", false],
    ["?season=1999&q=a", "?q=a&season=1999", true],
  ]);
});

describe("defaults (docs/constants.md#defaults)", () => {
  it("are exact", () => {
    expect(CHAMPIONSHIP_DEFAULTS).toEqual({
      founded: 1967,
      format: "Single elimination game",
      description: "The premier championship event determining the ultimate champion.",
      trophy: "Championship Trophy",
    });
  });
});
