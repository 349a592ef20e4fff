/**
 * Data freshness classes (docs/constants.md#freshness-classes): how long a response stays fresh, how long a stale copy
 * may still be served while it is refreshed, and how many retries a failed call gets. Shared by
 * the backend (Cache-Control) and the client (its response cache), keyed by API path.
 */

export type FreshnessClass = "static" | "semi-static" | "dynamic" | "realtime" | "user";

export interface FreshnessPolicy {
  /** Fresh for this long. */
  staleMs: number;
  /** A stale copy may be served (and refreshed in the background) until this age. */
  keepMs: number;
  /** Retries after the first attempt for this class. */
  retries: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const FRESHNESS: Record<FreshnessClass, FreshnessPolicy> = {
  static: { staleMs: DAY, keepMs: 7 * DAY, retries: 3 },
  "semi-static": { staleMs: 4 * HOUR, keepMs: DAY, retries: 2 },
  dynamic: { staleMs: 15 * MINUTE, keepMs: HOUR, retries: 2 },
  realtime: { staleMs: 30 * SECOND, keepMs: 5 * MINUTE, retries: 1 },
  user: { staleMs: 5 * MINUTE, keepMs: 30 * MINUTE, retries: 1 },
};

/**
 * The class of an API path (`/api/...`, with or without a trailing slash or query).
 * History never changes once written; live scores change by the second.
 */
export function freshnessOfPath(pathname: string): FreshnessClass {
  const p = pathname.split("?")[0].replace(/\/+$/, "") + "/";
  if (p.startsWith("/api/core/")) return "static";
  if (p.startsWith("/api/championships/seasons/")) return "semi-static";
  if (p.startsWith("/api/championships/")) return "static";
  if (/^\/api\/teams\/teams\/[^/]+\/(schedule|stats)\/$/.test(p)) return "dynamic";
  if (/^\/api\/teams\/teams\/[^/]+\/championships\/$/.test(p)) return "static";
  if (p.startsWith("/api/teams/")) return "semi-static";
  if (/^\/api\/games\/games\/(live|today)\/$/.test(p)) return "realtime";
  if (p.startsWith("/api/games/")) return "dynamic";
  if (p.startsWith("/api/people/")) return "semi-static";
  // Stored by the database build: changes only with a rebuild (and the ETag tells).
  if (p.startsWith("/api/analytics/data-quality/")) return "semi-static";
  // Awards and drafts are stored by the database build, like the people they name.
  if (p.startsWith("/api/awards/") || p.startsWith("/api/drafts/")) return "semi-static";
  // The search index changes only with a database rebuild, like the teams and people it holds.
  if (p.startsWith("/api/search/")) return "semi-static";
  // Leader boards are computed by the database build.
  if (p.startsWith("/api/leaders/")) return "semi-static";
  return "dynamic";
}

/** `Cache-Control` for a class: fresh for its stale time, then served stale while revalidating. */
export function cacheControlFor(freshness: FreshnessClass): string {
  const policy = FRESHNESS[freshness];
  const maxAge = Math.round(policy.staleMs / SECOND);
  const swr = Math.round((policy.keepMs - policy.staleMs) / SECOND);
  return `public, max-age=${maxAge}, stale-while-revalidate=${swr}`;
}
