import type { SiteConfig, SportSlug } from "./sites";

import { findLeague } from "@domain/leagues";
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

export const DEFAULT_HEADING = "Championship Excellence";
export const HUB_HERO_HEADLINE = "Championship Analytics Across Every Sport";

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
  // The league's name and headings from the registry: a second league of a sport and level is not its namesake.
  const league = findLeague(site.key);
  return {
    sport: site.sport,
    level: site.level,
    name: league?.name ?? SPORT_NAMES[site.sport],
    isSportSpecific: site.isSportSpecific,
    apiFilters: { sport__slug: site.sport, level__slug: levelSlugFor(site.level) },
    heading: league?.site.heading ?? DEFAULT_HEADING,
    heroHeadline: league?.site.heroHeadline ?? HUB_HERO_HEADLINE,
  };
}
