import type { SiteConfig, SportSlug } from "./sites";

import { findLeague, type LeagueKey } from "@domain/leagues";
import { levelSlugFor, SPORT_NAMES, type ApiFilters } from "@domain/sports";
export { levelSlugFor, type ApiFilters, type LevelSlug } from "@domain/sports";

/** The sport/level context (docs/rules.md#sport-context): it changes headings and filters all data. */
export interface SportContext {
  sport: SportSlug | null;
  level: "professional" | "college" | null;
  name: string;
  isSportSpecific: boolean;
  apiFilters: ApiFilters;
  heading: string;
  heroHeadline: string;
}

/** Each league site's heading and hero headline, by league key (two leagues of a sport have their own). */
const HEADINGS: Record<LeagueKey, string> = {
  cfb: "College Football Highlights",
  cbb: "March Madness Moments",
  cbs: "Road to Omaha",
  chk: "Frozen Four Glory",
  nfl: "NFL Championship Legacy",
  nba: "NBA Dynasty Tracker",
  mlb: "World Series History",
  nhl: "Stanley Cup Champions",
};
export const DEFAULT_HEADING = "Championship Excellence";

const HERO_HEADLINES: Record<LeagueKey, string> = {
  cfb: "College Football Championship History",
  cbb: "March Madness Championship History",
  cbs: "College World Series Championship History",
  chk: "Frozen Four Championship History",
  nfl: "Pro Football Championship History",
  nba: "Pro Basketball Championship History",
  mlb: "Pro Baseball Championship History",
  nhl: "Pro Hockey Championship History",
};
export const HUB_HERO_HEADLINE = "Championship Analytics Across Every Sport";

const byLeague = (table: Partial<Record<string, string>>, key: string) => table[key];

export function sportContextFor(
  site: Pick<SiteConfig, "key" | "sport" | "level" | "isSportSpecific">,
): SportContext {
  if (!site.sport || !site.level) {
    return {
      sport: null,
      level: null,
      name: "All Sports",
      isSportSpecific: false,
      apiFilters: {},
      heading: DEFAULT_HEADING,
      heroHeadline: HUB_HERO_HEADLINE,
    };
  }
  return {
    sport: site.sport,
    level: site.level,
    // The league's name from the registry: a second league of a sport and level is not its namesake.
    name: findLeague(site.key)?.name ?? SPORT_NAMES[site.sport],
    isSportSpecific: site.isSportSpecific,
    apiFilters: { sport__slug: site.sport, level__slug: levelSlugFor(site.level) },
    // A league the family has no headings for (a test's fixture league) gets the general ones.
    heading: byLeague(HEADINGS, site.key) ?? DEFAULT_HEADING,
    heroHeadline: byLeague(HERO_HEADLINES, site.key) ?? HUB_HERO_HEADLINE,
  };
}
