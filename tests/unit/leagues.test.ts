import { describe, expect, it } from "vitest";
import { LEAGUE_KEYS, LEAGUES, leagueByKey, leagueOf } from "@domain/leagues";
import { inScope, scopeOfSite } from "@domain/scope";
import { SITE_KEYS, SITES, SPORT_SITE_KEYS } from "~/site/sites";

describe("the league registry", () => {
  it("names each league once, and each sport and level belongs to one league", () => {
    expect(new Set(LEAGUE_KEYS).size).toBe(LEAGUES.length);
    const pairs = LEAGUES.map((l) => `${l.sport}/${l.level}`);
    expect(new Set(pairs).size).toBe(pairs.length);
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

  it("finds an item's league from its sport and API level: any NCAA division is the college league", () => {
    expect(leagueOf("baseball", "professional")).toBe("mlb");
    expect(leagueOf("hockey", "ncaa-division-i")).toBe("chk");
    expect(leagueOf("football", "ncaa-division-iii")).toBe("cfb");
    expect(leagueOf("curling", "professional")).toBeNull();
    expect(leagueOf(null, null)).toBeNull();
  });

  it("scopes each league's site to that league's items only", () => {
    for (const league of LEAGUES) {
      const scope = scopeOfSite(SITES[league.key]);
      for (const other of LEAGUES) {
        const item = {
          sport: other.sport,
          level: other.level === "professional" ? "professional" : "ncaa-division-i",
        };
        expect(inScope(scope, item), `${league.key} site, ${other.key} item`).toBe(other.key === league.key);
      }
    }
  });
});
