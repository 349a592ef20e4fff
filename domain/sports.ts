/**
 * The sports and levels the product covers: one list for the pages, the API and the database build.
 */

/** Sport slugs in the order every list shows them (football, basketball, baseball, hockey). */
export const SPORTS = ["football", "basketball", "baseball", "hockey"] as const;
export type SportSlug = (typeof SPORTS)[number];
export const SPORT_NAMES: Record<SportSlug, string> = {
  football: "Football",
  basketball: "Basketball",
  baseball: "Baseball",
  hockey: "Hockey",
};

/** A site's level: the hub has none. */
export const SITE_LEVELS = ["professional", "college"] as const;
export type SiteLevel = (typeof SITE_LEVELS)[number];

/** Level slugs the API accepts; a college site maps to Division I. */
export const LEVEL_SLUGS = [
  "professional",
  "ncaa-division-i",
  "ncaa-division-ii",
  "ncaa-division-iii",
] as const;
export type LevelSlug = (typeof LEVEL_SLUGS)[number];

/** The filters a sport site adds to every API call. */
export interface ApiFilters {
  sport__slug?: SportSlug;
  level__slug?: LevelSlug;
}

export function levelSlugFor(level: SiteLevel | null | undefined): LevelSlug | undefined {
  if (level === "college") return "ncaa-division-i";
  if (level === "professional") return "professional";
  return undefined;
}

/** Position of a sport in the fixed order; unknown sports sort last. */
export function sportRank(slug: string | null | undefined): number {
  const i = SPORTS.indexOf((slug ?? "") as SportSlug);
  return i === -1 ? SPORTS.length : i;
}
