import type { ApiFilters } from "../domain/sports";

/**
 * The game lists a sport site's visitors (and scripts) call on its own host hold only its sport
 * and level, as its pages do (spec: sport sites filter all data by their sport and level). A
 * caller's explicit `sport__slug`/`level__slug` wins; the hub adds nothing.
 */
export function withSiteFilters(url: URL, filters: ApiFilters): URL {
  if (!url.pathname.startsWith("/api/games/games/")) return url;
  if (url.searchParams.has("sport__slug") || url.searchParams.has("level__slug")) return url;
  if (!filters.sport__slug && !filters.level__slug) return url;
  const out = new URL(url.href);
  if (filters.sport__slug) out.searchParams.set("sport__slug", filters.sport__slug);
  if (filters.level__slug) out.searchParams.set("level__slug", filters.level__slug);
  return out;
}
