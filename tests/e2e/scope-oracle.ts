/**
 * The oracle of the site-scope invariant tests: where an item really belongs, read from the hub's
 * API (the hub is unscoped), never from the sport site under test. Answers are memoized per worker.
 */
import type { APIRequestContext } from "@playwright/test";
import { hostUrl, siteGet } from "./helpers";

export const SPORT_SITES = {
  nfl: { sport: "football", level: "professional" },
  nba: { sport: "basketball", level: "professional" },
  mlb: { sport: "baseball", level: "professional" },
  nhl: { sport: "hockey", level: "professional" },
  cfb: { sport: "football", level: "ncaa-division-i" },
  cbb: { sport: "basketball", level: "ncaa-division-i" },
  cbs: { sport: "baseball", level: "ncaa-division-i" },
  chk: { sport: "hockey", level: "ncaa-division-i" },
} as const;
export type SportSiteKey = keyof typeof SPORT_SITES;
export const SPORT_SITE_KEYS = Object.keys(SPORT_SITES) as SportSiteKey[];

export interface Home {
  sport: string | null;
  level: string | null;
}

/** An item page path (`/players/x`, `/teams/x/2024`, `/scores/123` ...) and the hub API path that describes it. */
const ITEM_PAGES: [RegExp, (slug: string) => string][] = [
  [/^\/players\/([^/?#]+)/, (s) => `/api/people/players/${s}/`],
  [/^\/coaches\/([^/?#]+)/, (s) => `/api/people/coaches/${s}/`],
  [/^\/teams\/([^/?#]+)/, (s) => `/api/teams/teams/${s}/`],
  [/^\/seasons\/([^/?#]+)/, (s) => `/api/championships/seasons/${s}/`],
  [/^\/scores\/([^/?#]+)/, (s) => `/api/games/games/${s}/`],
  [/^\/championships\/([^/?#]+)/, (s) => `/api/championships/championships/${s}/`],
];

/** The hub API path describing the item a page path shows, or null for a page that is not an item's. */
export function itemApiPath(pagePath: string): string | null {
  for (const [pattern, api] of ITEM_PAGES) {
    const m = pattern.exec(pagePath);
    if (m) return api(m[1]!);
  }
  return null;
}

const memo = new Map<string, Promise<Home | "missing">>();

/** The sport and level of the item an API path describes, asked of the hub; "missing" if the hub has no such item. */
export function homeOf(request: APIRequestContext, apiPath: string): Promise<Home | "missing"> {
  let found = memo.get(apiPath);
  if (!found) {
    found = siteGet(request, "hub", apiPath).then(async (res) => {
      if (res.status() === 404) return "missing" as const;
      if (!res.ok()) throw new Error(`hub ${apiPath} answered ${res.status()}`);
      const body = (await res.json()) as {
        sport?: { slug?: string | null } | null;
        level?: { slug?: string | null } | null;
      };
      return { sport: body.sport?.slug ?? null, level: body.level?.slug ?? null };
    });
    memo.set(apiPath, found);
  }
  return found;
}

/** Item page paths among hrefs (same-site relative links, or absolute ones on this site's host). */
export function itemPaths(hrefs: readonly string[], site: string): string[] {
  const own = new URL(hostUrl(site));
  const out = new Set<string>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, own);
    } catch {
      continue;
    }
    if (url.host !== own.host) continue;
    if (itemApiPath(url.pathname)) out.add(url.pathname);
  }
  return [...out];
}

/** Every `href` of an HTML document, entities decoded. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

/**
 * The items among `paths` that do not belong to `site`, as `path (sport/level)` lines; at most
 * `limit` items are resolved (spread over the list), so a long page costs a bounded number of calls.
 */
export async function strangers(
  request: APIRequestContext,
  site: SportSiteKey,
  paths: readonly string[],
  limit = 15,
): Promise<string[]> {
  const step = Math.max(1, Math.ceil(paths.length / limit));
  const sample = paths.filter((_, i) => i % step === 0);
  const want = SPORT_SITES[site];
  const out: string[] = [];
  for (const path of sample) {
    const home = await homeOf(request, itemApiPath(path)!);
    if (home === "missing") out.push(`${path} (not found on the hub either)`);
    else if (home.sport !== want.sport || home.level !== want.level)
      out.push(`${path} (${home.sport}/${home.level})`);
  }
  return out;
}
