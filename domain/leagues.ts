/**
 * The league registry: the leagues the product covers, one entry each, and the one list the site
 * family, the scores feed and the pages read their keys, sports and levels from. A league's key is
 * also the key of its site and of its rows (`league_key`).
 */
import type { SiteLevel, SportSlug } from "./sports";

export interface League {
  key: string;
  /** What the pages call the league. */
  name: string;
  sport: SportSlug;
  level: SiteLevel;
}

export const LEAGUES = [
  { key: "nfl", name: "NFL", sport: "football", level: "professional" },
  { key: "nba", name: "NBA", sport: "basketball", level: "professional" },
  { key: "mlb", name: "MLB", sport: "baseball", level: "professional" },
  { key: "nhl", name: "NHL", sport: "hockey", level: "professional" },
  { key: "cfb", name: "College Football", sport: "football", level: "college" },
  { key: "cbb", name: "College Basketball", sport: "basketball", level: "college" },
  { key: "cbs", name: "College Baseball", sport: "baseball", level: "college" },
  { key: "chk", name: "College Hockey", sport: "hockey", level: "college" },
] as const satisfies readonly League[];

export type LeagueKey = (typeof LEAGUES)[number]["key"];
export const LEAGUE_KEYS = LEAGUES.map((l) => l.key) as readonly LeagueKey[] as readonly [
  LeagueKey,
  ...LeagueKey[],
];

export function leagueByKey(key: LeagueKey): (typeof LEAGUES)[number] {
  return LEAGUES.find((l) => l.key === key)!;
}

/**
 * The league of an item by its sport and API level slug: `professional` is the pro league, any
 * NCAA division the college one. Null for a sport the registry lacks.
 */
export function leagueOf(
  sport: string | null | undefined,
  level: string | null | undefined,
): LeagueKey | null {
  const siteLevel: SiteLevel = level === "professional" ? "professional" : "college";
  return LEAGUES.find((l) => l.sport === sport && l.level === siteLevel)?.key ?? null;
}
