import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import {
  findLeague,
  LEAGUE_KEYS,
  LEAGUES,
  leagueByKey,
  leagueOf,
  roundNamesOf,
  type League,
} from "@domain/leagues";
import { formatScope, inScope, parseScope, scopedFilters, scopeOfSite } from "@domain/scope";
import { SITE_KEYS, SITES, SPORT_SITE_KEYS } from "~/site/sites";

describe("the league registry", () => {
  it("names each league once", () => {
    expect(new Set(LEAGUE_KEYS).size).toBe(LEAGUES.length);
    for (const key of LEAGUE_KEYS) expect(findLeague(key)?.key).toBe(key);
    expect(findLeague("wnba")).toBeUndefined();
  });

  it("is the site family: the hub, then one site per league with the league's sport and level", () => {
    expect(SITE_KEYS).toEqual(["hub", "nfl", "nba", "mlb", "nhl", "cfb", "cbb", "cbs", "chk"]);
    expect(SPORT_SITE_KEYS).toEqual(LEAGUE_KEYS);
    for (const key of LEAGUE_KEYS) {
      const league = leagueByKey(key);
      expect(SITES[key]).toMatchObject({
        key,
        sport: league.sport,
        level: league.level,
        isSportSpecific: true,
      });
    }
    expect(SITES.hub).toMatchObject({ sport: null, level: null, isMainSite: true });
  });

  itCalls(
    "finds an item's league from its sport and API level: any NCAA division is the college league",
    leagueOf,
    [
      ["baseball", "professional", "mlb"],
      ["hockey", "ncaa-division-i", "chk"],
      ["football", "ncaa-division-iii", "cfb"],
      ["curling", "professional", null],
      [null, null, null],
    ],
  );

  it("scopes each league's site to that league's items only", () => {
    for (const league of LEAGUES) {
      const scope = scopeOfSite(SITES[league.key]);
      for (const other of LEAGUES) {
        const item = {
          sport: other.sport,
          level: other.level === "professional" ? "professional" : "ncaa-division-i",
        };
        expect(inScope(scope, item), `${league.key} site, ${other.key} item`).toBe(other.key === league.key);
        expect(inScope(scope, { league: other.key }), `${league.key} site`).toBe(other.key === league.key);
      }
    }
    expect(scopeOfSite(SITES.hub)).toEqual({});
    expect(inScope({}, { league: "nba" })).toBe(true);
  });

  it("scopes by league, not by sport and level: an item that names another league is out", () => {
    // An item of a second basketball league is not the NBA's, though its sport and level are.
    expect(inScope({ league: "nba" }, { league: "wnba", sport: "basketball", level: "professional" })).toBe(
      false,
    );
    expect(inScope({ league: "nba" }, { league: null, sport: "basketball", level: "professional" })).toBe(
      false,
    );
  });

  it("carries the scope as a header a visitor cannot widen, and narrows the public filters to the league", () => {
    expect(formatScope({ league: "nhl" })).toBe("league=nhl");
    expect(parseScope("league=nhl")).toEqual({ league: "nhl" });
    // A league the registry lacks, or anything else, is the hub's empty scope only where the server
    // sets no header: the server always replaces a visitor's header (server/site-filters.ts).
    expect(parseScope("league=curling")).toEqual({});
    expect(parseScope("sport=hockey;level=professional")).toEqual({});
    expect(scopedFilters({ league: "chk" }, {})).toEqual({
      sport__slug: "hockey",
      level__slug: "ncaa-division-i",
    });
    expect(scopedFilters({ league: "nba" }, { sport__slug: "hockey" })).toEqual({
      sport__slug: "out-of-scope",
      level__slug: "professional",
    });
    expect(scopedFilters({}, { sport__slug: "Hockey" })).toEqual({ sport__slug: "hockey" });
  });
});

describe("round names of each league and era", () => {
  it("names the rounds from the final back, as the league named them that season", () => {
    expect(roundNamesOf("nba", 2023)).toEqual([
      "NBA Finals",
      "Conference Finals",
      "Conference Semifinals",
      "First Round",
    ]);
    // Two divisions before the conferences of 1970-71; 1953-54's division round robins unnamed.
    expect(roundNamesOf("nba", 1969)).toEqual(["NBA Finals", "Division Finals", "Division Semifinals"]);
    expect(roundNamesOf("nba", 1970)?.[2]).toBe("Conference Semifinals");
    expect(roundNamesOf("nba", 1953)).toEqual(["NBA Finals", "Division Finals"]);
    expect(roundNamesOf("mlb", 1985)).toEqual(["World Series", "League Championship Series"]);
    expect(roundNamesOf("mlb", 2015)?.at(-1)).toBe("Wild Card Game");
    expect(roundNamesOf("mlb", 2022)?.at(-1)).toBe("Wild Card Series");
    expect(roundNamesOf("nhl", 2000)?.at(-1)).toBe("Conference Quarterfinals");
    expect(roundNamesOf("nhl", 2020)?.[1]).toBe("Stanley Cup Semifinals");
    expect(roundNamesOf("nfl", 1985)?.[0]).toBe("Super Bowl");
    expect(roundNamesOf("nfl", 1982)?.at(-1)).toBe("First Round");
    // The 2015-16 season's tournament (2016): the First Four, then the First Round of 64.
    expect(roundNamesOf("cbb", 2015)?.slice(4)).toEqual(["Second Round", "First Round", "First Four"]);
  });

  it("has no name where the format is not known or there was no postseason", () => {
    expect(roundNamesOf("mlb", 1994)).toBeNull();
    // The BAA years and 1949-50's three divisions.
    expect(roundNamesOf("nba", 1948)).toBeNull();
    expect(roundNamesOf("nba", 1949)).toBeNull();
    expect(roundNamesOf("cfb", 2024)).toBeNull();
    expect(roundNamesOf(null, 2024)).toBeNull();
  });

  it("keeps each league's eras in order without overlap", () => {
    for (const league of LEAGUES as readonly League[]) {
      const eras = league.postseason ?? [];
      for (let i = 1; i < eras.length; i++) {
        expect(eras[i - 1].through, league.key).toBeDefined();
        expect(eras[i].from, league.key).toBeGreaterThan(eras[i - 1].through!);
      }
      for (const era of eras) expect(era.rounds.length, league.key).toBeGreaterThan(0);
    }
  });
});
