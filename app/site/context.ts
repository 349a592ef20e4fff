import type { SiteConfig, SportSlug } from "./sites";

import { levelSlugFor, type ApiFilters } from "@domain/sports";
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

type ContextKey = `${SportSlug}:${"professional" | "college"}`;

const NAMES: Record<ContextKey, string> = {
  "football:professional": "NFL",
  "basketball:professional": "NBA",
  "baseball:professional": "MLB",
  "hockey:professional": "NHL",
  "football:college": "College Football",
  "basketball:college": "College Basketball",
  "baseball:college": "College Baseball",
  "hockey:college": "College Hockey",
};

const HEADINGS: Record<ContextKey, string> = {
  "football:college": "College Football Highlights",
  "basketball:college": "March Madness Moments",
  "baseball:college": "Road to Omaha",
  "hockey:college": "Frozen Four Glory",
  "football:professional": "NFL Championship Legacy",
  "basketball:professional": "NBA Dynasty Tracker",
  "baseball:professional": "World Series History",
  "hockey:professional": "Stanley Cup Champions",
};
export const DEFAULT_HEADING = "Championship Excellence";

const HERO_HEADLINES: Record<ContextKey, string> = {
  "football:college": "College Football Championship History",
  "basketball:college": "March Madness Championship History",
  "baseball:college": "College World Series Championship History",
  "hockey:college": "Frozen Four Championship History",
  "football:professional": "Pro Football Championship History",
  "basketball:professional": "Pro Basketball Championship History",
  "baseball:professional": "Pro Baseball Championship History",
  "hockey:professional": "Pro Hockey Championship History",
};
export const HUB_HERO_HEADLINE = "Championship Analytics Across Every Sport";

export function sportContextFor(site: Pick<SiteConfig, "sport" | "level" | "isSportSpecific">): SportContext {
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
  const key: ContextKey = `${site.sport}:${site.level}`;
  return {
    sport: site.sport,
    level: site.level,
    name: NAMES[key],
    isSportSpecific: site.isSportSpecific,
    apiFilters: { sport__slug: site.sport, level__slug: levelSlugFor(site.level) },
    heading: HEADINGS[key] ?? DEFAULT_HEADING,
    heroHeadline: HERO_HEADLINES[key],
  };
}
