/**
 * The product's one cache vocabulary (docs/constants.md#freshness-classes): every name below has one
 * meaning, a lifetime, wherever it is used. API answers take one of the API classes (keyed by path;
 * the backend's Cache-Control and the server's response cache both read them); pages take one of the
 * page classes (app/lib/http-cache.ts). A page is cached for less time than the answers it is built
 * from would allow, so the two sets carry different names; a name is never reused across them.
 */

/** Freshness classes of API answers. */
export type FreshnessClass = "static" | "semi-static" | "dynamic" | "realtime" | "user";
/** Freshness classes of pages (and their CSV tables). */
export type PageFreshness = "release" | "history" | "directory" | "recent" | "live" | "refreshing" | "none";

export interface FreshnessPolicy {
  /** Fresh for this long. */
  staleMs: number;
  /** A stale copy may be served (and refreshed in the background) until this age. */
  keepMs: number;
}

/** An API class also says how many retries a failed call gets. */
export interface ApiFreshnessPolicy extends FreshnessPolicy {
  /** Retries after the first attempt for this class. */
  retries: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const FRESHNESS: Record<FreshnessClass, ApiFreshnessPolicy> = {
  static: { staleMs: DAY, keepMs: 7 * DAY, retries: 3 },
  "semi-static": { staleMs: 4 * HOUR, keepMs: DAY, retries: 2 },
  dynamic: { staleMs: 15 * MINUTE, keepMs: HOUR, retries: 2 },
  realtime: { staleMs: 30 * SECOND, keepMs: 5 * MINUTE, retries: 1 },
  user: { staleMs: 5 * MINUTE, keepMs: 30 * MINUTE, retries: 1 },
};

/** What each API class holds (the OpenAPI document and the API reference page print these). */
export const FRESHNESS_TEXT: Record<FreshnessClass, string> = {
  static: "History that never changes once written (champions, championships, reference lists).",
  "semi-static": "Changes only with a database rebuild (teams, seasons, people, search).",
  dynamic: "Changes as games are played (games, standings, team schedules and figures).",
  realtime: "Live scores (today's and live games).",
  user: "Per-visitor answers (not used by the public API).",
};

/**
 * Page classes; null is never stored by a browser or CDN (`no-store`). A page is kept briefly even
 * when its data changes only with a rebuild: the server's page cache is emptied on every data change,
 * but a browser's copy is not, so a page's fresh time bounds how long a visitor may see old data.
 */
export const PAGE_FRESHNESS: Record<PageFreshness, FreshnessPolicy | null> = {
  /** Legal and feature pages: text that changes with a release. */
  release: { staleMs: HOUR, keepMs: HOUR + DAY },
  /** Champions, championships, franchise histories: fixed until the next database build. */
  history: { staleMs: 5 * MINUTE, keepMs: 5 * MINUTE + HOUR },
  /** Directories (teams, players, coaches, seasons), people, past seasons, search. */
  directory: { staleMs: 5 * MINUTE, keepMs: 35 * MINUTE },
  /** Recent results, current standings, schedules, the home page. */
  recent: { staleMs: MINUTE, keepMs: 11 * MINUTE },
  /** Today's range of games with nothing to refresh. */
  live: { staleMs: 10 * SECOND, keepMs: 30 * SECOND },
  /**
   * Pages that refresh themselves (live or today's games): no browser or CDN may keep them (the next
   * refresh must reach the server); the server's own page cache may, briefly (app/lib/http-cache.ts).
   */
  refreshing: null,
  /** Errors and anything personal. */
  none: null,
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
  // The finders read the stat lines, which only a rebuild changes.
  if (p.startsWith("/api/finder/")) return "semi-static";
  return "dynamic";
}

/** `Cache-Control` for a class: fresh for its stale time, then served stale while revalidating. */
export function cacheControlFor(freshness: FreshnessClass | PageFreshness): string {
  const policy =
    freshness in FRESHNESS
      ? FRESHNESS[freshness as FreshnessClass]
      : PAGE_FRESHNESS[freshness as PageFreshness];
  if (!policy) return "no-store";
  const maxAge = Math.round(policy.staleMs / SECOND);
  const swr = Math.round((policy.keepMs - policy.staleMs) / SECOND);
  return `public, max-age=${maxAge}, stale-while-revalidate=${swr}`;
}
