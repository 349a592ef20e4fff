/**
 * The site scope rule (docs/rules.md#site-scope): the site a request is for fixes the sport and
 * level of everything read for it. A sport site is scoped to its sport and level; the hub is
 * unscoped. A caller may narrow a scope (a team, a season) but never widen it: a filter asking for
 * another sport or level than the scope's matches nothing, and an item of another sport or level
 * is not found. The embedded API and the typed client (for an external backend) both apply these
 * functions, so there is one rule.
 */
import type { ApiFilters, LevelSlug, SiteLevel, SportSlug } from "./sports";
import { LEVEL_SLUGS, levelSlugFor, SPORTS } from "./sports";

/** A site's scope: both set on a sport site, neither on the hub. */
export interface SiteScope {
  sport?: SportSlug;
  level?: LevelSlug;
}

/**
 * The header that carries the scope from the server to the embedded API. Only the server sets it:
 * it is removed from every visitor's request and set from the request's host.
 */
export const SCOPE_HEADER = "x-site-scope";

/** A value no sport or level has: what a filter outside the scope turns into (an empty answer). */
export const OUT_OF_SCOPE = "out-of-scope";

export function scopeFromFilters(filters: ApiFilters | undefined): SiteScope {
  const scope: SiteScope = {};
  if (filters?.sport__slug) scope.sport = filters.sport__slug;
  if (filters?.level__slug) scope.level = filters.level__slug;
  return scope;
}

/** `sport=basketball;level=professional`, or "" for the hub. */
export function formatScope(scope: SiteScope): string {
  const parts: string[] = [];
  if (scope.sport) parts.push(`sport=${scope.sport}`);
  if (scope.level) parts.push(`level=${scope.level}`);
  return parts.join(";");
}

/** The inverse of `formatScope`; anything unrecognised is dropped (an empty header is the hub). */
export function parseScope(value: string | null | undefined): SiteScope {
  const scope: SiteScope = {};
  for (const part of (value ?? "").split(";")) {
    const [key, raw] = part.split("=").map((s) => s.trim());
    if (key === "sport" && (SPORTS as readonly string[]).includes(raw ?? "")) scope.sport = raw as SportSlug;
    if (key === "level" && (LEVEL_SLUGS as readonly string[]).includes(raw ?? ""))
      scope.level = raw as LevelSlug;
  }
  return scope;
}

/**
 * The sport or level filter a query may use under a scope: the scope's own value when the caller
 * asks for none or the same one; `OUT_OF_SCOPE` when the caller asks for another (never a widening);
 * the caller's value where the scope sets nothing (the hub).
 */
export function narrowFilter(
  scoped: string | undefined,
  requested: string | null | undefined,
): string | undefined {
  const asked = requested?.trim().toLowerCase() || undefined;
  if (scoped === undefined) return asked;
  if (asked === undefined || asked === scoped) return scoped;
  return OUT_OF_SCOPE;
}

/** The `sport__slug` and `level__slug` a query runs with under the scope. */
export function scopedFilters(
  scope: SiteScope,
  requested: { sport__slug?: string | null; level__slug?: string | null },
): {
  sport__slug?: string;
  level__slug?: string;
} {
  const out: { sport__slug?: string; level__slug?: string } = {};
  const sport = narrowFilter(scope.sport, requested.sport__slug);
  const level = narrowFilter(scope.level, requested.level__slug);
  if (sport !== undefined) out.sport__slug = sport;
  if (level !== undefined) out.level__slug = level;
  return out;
}

/** Rewrites a URL's `sport__slug`/`level__slug` to what the scope allows (see `narrowFilter`). */
export function applyScopeToSearchParams(params: URLSearchParams, scope: SiteScope): void {
  const filters = scopedFilters(scope, {
    sport__slug: params.get("sport__slug"),
    level__slug: params.get("level__slug"),
  });
  for (const key of ["sport__slug", "level__slug"] as const) {
    const value = filters[key];
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
}

/**
 * Whether an item of this sport and level belongs to the scope. An item whose sport or level is
 * unknown belongs only to the hub when the scope sets that dimension.
 */
export function inScope(scope: SiteScope, item: { sport?: string | null; level?: string | null }): boolean {
  if (scope.sport !== undefined && item.sport !== scope.sport) return false;
  if (scope.level !== undefined && item.level !== scope.level) return false;
  return true;
}

/** The scope of a site of the family, from its sport and level (the hub has neither). */
export function scopeOfSite(site: { sport: SportSlug | null; level: SiteLevel | null }): SiteScope {
  const scope: SiteScope = {};
  if (site.sport) scope.sport = site.sport;
  const level = levelSlugFor(site.level);
  if (level) scope.level = level;
  return scope;
}

/** An item as the API answers it: its sport and level as objects with a slug. */
interface Scoped {
  sport?: { slug?: string | null } | null;
  level?: { slug?: string | null } | null;
}

/** Whether an item the API answered belongs to a site: `inScope` under the site's scope. */
export function onSite(site: { sport: SportSlug | null; level: SiteLevel | null }, item: Scoped): boolean {
  return inScope(scopeOfSite(site), { sport: item.sport?.slug ?? null, level: item.level?.slug ?? null });
}
