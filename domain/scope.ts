/**
 * The site scope rule (docs/rules.md#site-scope): the site a request is for fixes the league of
 * everything read for it. A sport site is scoped to its league (a key of the league registry,
 * domain/leagues.ts), so two leagues of one sport and level never share a row; the hub is
 * unscoped. A caller may narrow a scope (a team, a season, the public `sport__slug` and
 * `level__slug` filters) but never widen it: a filter asking for another sport or level than the
 * league's matches nothing, and an item of another league is not found. The embedded API and the
 * typed client (for an external backend) both apply these functions, so there is one rule.
 */
import { findLeague } from "./leagues";
import { levelSlugFor, type LevelSlug, type SportSlug } from "./sports";

/** A site's scope: its league on a sport site, none on the hub. */
export interface SiteScope {
  league?: string;
}

/**
 * The header that carries the scope from the server to the embedded API. Only the server sets it:
 * it is removed from every visitor's request and set from the request's host.
 */
export const SCOPE_HEADER = "x-site-scope";

/** A value no sport or level has: what a filter outside the scope turns into (an empty answer). */
export const OUT_OF_SCOPE = "out-of-scope";

/** `league=nba`, or "" for the hub. */
export function formatScope(scope: SiteScope): string {
  return scope.league ? `league=${scope.league}` : "";
}

/** The inverse of `formatScope`; a league the registry lacks is dropped (an empty header is the hub). */
export function parseScope(value: string | null | undefined): SiteScope {
  for (const part of (value ?? "").split(";")) {
    const [key, raw] = part.split("=").map((s) => s.trim());
    if (key === "league" && raw && findLeague(raw)) return { league: raw };
  }
  return {};
}

/** The sport and API level slug of the scope's league (neither on the hub). */
export function scopeSportLevel(scope: SiteScope): { sport?: SportSlug; level?: LevelSlug } {
  const league = scope.league ? findLeague(scope.league) : undefined;
  return league ? { sport: league.sport, level: levelSlugFor(league.level) } : {};
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
  const own = scopeSportLevel(scope);
  const out: { sport__slug?: string; level__slug?: string } = {};
  const sport = narrowFilter(own.sport, requested.sport__slug);
  const level = narrowFilter(own.level, requested.level__slug);
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
 * Whether an item belongs to the scope: its league where it says one, else its sport and level
 * (an API answer names those) against the league's. An item whose league, sport or level is
 * unknown belongs only to the hub.
 */
export function inScope(
  scope: SiteScope,
  item: { league?: string | null; sport?: string | null; level?: string | null },
): boolean {
  if (scope.league === undefined) return true;
  if (item.league !== undefined) return item.league === scope.league;
  const own = scopeSportLevel(scope);
  return item.sport === own.sport && item.level === own.level;
}

/** The scope of a site of the family: its key is its league's (the hub has none). */
export function scopeOfSite(site: { key: string }): SiteScope {
  return findLeague(site.key) ? { league: site.key } : {};
}

/** An item as the API answers it: its sport and level as objects with a slug. */
interface Scoped {
  sport?: { slug?: string | null } | null;
  level?: { slug?: string | null } | null;
}

/** Whether an item the API answered belongs to a site: `inScope` under the site's scope. */
export function onSite(site: { key: string }, item: Scoped): boolean {
  return inScope(scopeOfSite(site), { sport: item.sport?.slug ?? null, level: item.level?.slug ?? null });
}
