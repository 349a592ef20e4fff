import { isApiError } from "~/api/errors";
import { cacheControlFor, PAGE_FRESHNESS, type PageFreshness } from "@domain/contract/freshness";
/**
 * Cache-Control of pages, one per page class of the product's cache vocabulary
 * (domain/contract/freshness.ts, docs/constants.md#freshness-classes): what a browser or CDN may keep and
 * for how long. Every page varies by Host (server.ts); pages whose HTML reads a preference cookie
 * add `Cookie`.
 */
export const CACHE_POLICIES = Object.fromEntries(
  (Object.keys(PAGE_FRESHNESS) as PageFreshness[]).map((name) => [name, cacheControlFor(name)]),
) as Record<PageFreshness, string>;

/** The header a page sends only to the server's own page cache (never passed on to the client). */
export const SERVER_CACHE_HEADER = "X-Server-Cache";
export const SERVER_CACHE_SECONDS = 10;
export type CachePolicy = PageFreshness;

export const CACHE_HISTORY = CACHE_POLICIES.history;
export const CACHE_NONE = CACHE_POLICIES.none;

/** The route `headers` export for pages whose loader sets Cache-Control (and Vary): passes them on. */
export function loaderCacheHeaders({
  loaderHeaders,
  errorHeaders,
}: {
  loaderHeaders: Headers;
  errorHeaders?: Headers;
}): Headers {
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
