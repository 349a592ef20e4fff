import { isApiError } from "~/api/errors";
/**
 * Page cache policies, one name per kind of page (ARCHITECTURE.md, Caching): what a browser or CDN
 * may keep and for how long. History changes only when the database is rebuilt; standings and
 * schedules change daily; live scores by the second; error answers are never kept. Every page
 * varies by Host (server.ts); pages whose HTML reads a preference cookie add `Cookie`.
 */
export const CACHE_POLICIES = {
  /** Legal and feature pages: text that changes with a release. */
  static: "public, max-age=3600, stale-while-revalidate=86400",
  /** Champions, championships, franchise histories: fixed until the next database build. */
  history: "public, max-age=300, stale-while-revalidate=3600",
  /** Directories (teams, players, coaches) and past seasons. */
  "semi-static": "public, max-age=300, stale-while-revalidate=1800",
  /** Recent results, current standings, schedules. */
  dynamic: "public, max-age=60, stale-while-revalidate=600",
  /** Pages with live or today's games. */
  live: "public, max-age=10, stale-while-revalidate=20",
  /**
   * Pages that refresh themselves (live or today's games): no browser or CDN may keep them (the next
   * refresh must reach the server), but the server's page cache may, for `SERVER_CACHE_SECONDS`:
   * every data change (a live update, a rebuild) empties it at once, so it never holds a stale score.
   */
  refreshing: "no-store",
  /** Errors and anything personal. */
  none: "no-store",
} as const;

/** The header a page sends only to the server's own page cache (never passed on to the client). */
export const SERVER_CACHE_HEADER = "X-Server-Cache";
export const SERVER_CACHE_SECONDS = 10;
export type CachePolicy = keyof typeof CACHE_POLICIES;

export const CACHE_HISTORY = CACHE_POLICIES.history;
export const CACHE_RECENT = CACHE_POLICIES.dynamic;
export const CACHE_NONE = CACHE_POLICIES.none;

/** The route `headers` export for pages whose loader sets Cache-Control (and Vary): passes them on. */
export function loaderCacheHeaders({ loaderHeaders, errorHeaders }: { loaderHeaders: Headers; errorHeaders?: Headers }): Headers {
  const out = new Headers();
  const source = errorHeaders ?? loaderHeaders;
  const cache = source.get("Cache-Control");
  out.set("Cache-Control", cache ?? CACHE_NONE);
  const vary = source.get("Vary");
  if (vary) out.set("Vary", vary);
  const server = source.get(SERVER_CACHE_HEADER);
  if (server && !errorHeaders) out.set(SERVER_CACHE_HEADER, server);
  return out;
}

/** The HTTP status of a failed API call (ApiError.status), or null. */
export function apiErrorStatus(error: unknown): number | null {
  return isApiError(error) ? error.status : null;
}

/** A user-facing message for a failed API call: the backend's own words, never internals. */
export function apiErrorMessage(error: unknown): string {
  const status = apiErrorStatus(error) ?? NaN;
  if (status === 0 || Number.isNaN(status)) return "The data service could not be reached. Please try again.";
  if (status === 502) return "The data service sent an unexpected response. Please try again.";
  if (status >= 500) return "The data service is having trouble right now. Please try again.";
  return error instanceof Error && error.message ? error.message : "An error occurred";
}
