import { isApiError } from "~/api/errors";
/**
 * Page cache policies (ARCHITECTURE.md, Caching): history changes only when the data is rebuilt,
 * so its pages may be cached for minutes; pages with recent games for a minute; error answers
 * never. Every page varies by Host (server.ts); pages whose default view reads a preference
 * cookie add `Cookie`.
 */
export const CACHE_HISTORY = "public, max-age=300, stale-while-revalidate=3600";
export const CACHE_RECENT = "public, max-age=60, stale-while-revalidate=600";
export const CACHE_NONE = "no-store";

/** The route `headers` export for pages whose loader sets Cache-Control (and Vary): passes them on. */
export function loaderCacheHeaders({ loaderHeaders, errorHeaders }: { loaderHeaders: Headers; errorHeaders?: Headers }): Headers {
  const out = new Headers();
  const source = errorHeaders ?? loaderHeaders;
  const cache = source.get("Cache-Control");
  out.set("Cache-Control", cache ?? CACHE_NONE);
  const vary = source.get("Vary");
  if (vary) out.set("Vary", vary);
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
