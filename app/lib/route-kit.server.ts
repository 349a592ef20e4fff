/**
 * The route kit's server half: what every loader does the same way. Parse the search parameters
 * and redirect to the canonical URL; answer a missing record with 404 and a failed backend with
 * the error state (both rendered by the shared `RouteErrorBoundary`); send the page with its named
 * cache policy; serve a table as CSV.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { LocatableKind } from "~/api/locate.server";
import { siteUrl } from "~/site/hosts";
import { SITES, siteKeyForScope } from "~/site/sites";
import { toCsv, type CsvValue } from "./csv";
import { privateCacheControl } from "./cookie-cache";
import {
  apiErrorMessage,
  apiErrorStatus,
  CACHE_POLICIES,
  SERVER_CACHE_HEADER,
  SERVER_CACHE_SECONDS,
  type CachePolicy,
} from "./http-cache";
import { needsCanonicalRedirect, parseSearchParams, type ParamShape, type ParsedSearch } from "./route-kit";
import type { SearchKind } from "@domain/search";
import { DID_YOU_MEAN_LIMIT, nearMissQuery, orderNearMisses } from "./did-you-mean";
import { pickSuggestions } from "./search";

/** What a thrown failure carries to the error boundary. */
export interface RouteErrorData {
  message?: string;
  /** Where the item is found instead (an item of another site's sport or level). */
  elsewhere?: ElsewhereLink[];
  /** "Did you mean": this site's pages whose names the missed address reads like. */
  suggestions?: ElsewhereLink[];
}

/**
 * Reads the request's search parameters with `shape`; a non-canonical URL (defaults spelled out,
 * empty fields, unknown keys, bad values) is redirected to the canonical one, so every view has
 * one URL.
 */
export function parseRouteSearch<S extends ParamShape>(
  request: Request,
  shape: S,
): ParsedSearch<S> & { url: URL } {
  const url = new URL(request.url);
  const parsed = parseSearchParams(url.searchParams, shape);
  // `?admin=true` is read by the root loader, not the route: it is not part of the view, but a
  // redirect must carry it on or the admin flag is never set (the root's cookie is lost with it).
  const asked = new URLSearchParams(url.search);
  const admin = asked.get("admin") === "true";
  if (admin) asked.delete("admin");
  if (needsCanonicalRedirect(asked.toString(), parsed.canonical))
    throw redirect(withAdminFlag(`${url.pathname}${parsed.canonical}`, admin));
  return { ...parsed, url };
}

/** `target` with `admin=true` added when the request carried it (see parseRouteSearch). */
export function withAdminFlag(target: string, admin: boolean | Request): string {
  const on = typeof admin === "boolean" ? admin : new URL(admin.url).searchParams.get("admin") === "true";
  if (!on) return target;
  return `${target}${target.includes("?") ? "&" : "?"}admin=true`;
}

/**
 * One URL per thing: a record reached by another key (a game's slug, a player's id where it has a
 * slug, a slug in other letter case) answers 301 to `path`, its one URL, query string kept.
 */
export function redirectToCanonical(request: Request, path: string | null): void {
  if (!path) return;
  const url = new URL(request.url);
  if (url.pathname === path) return;
  throw redirect(`${path}${url.search}`, 301);
}

/** Ends the loader with 404: the route's error boundary shows its 'Not Found' screen. */
export function notFound(message?: string): never {
  throw data({ message } satisfies RouteErrorData, {
    status: 404,
    headers: { "Cache-Control": "public, max-age=60" },
  });
}

/**
 * Ends the loader after a failed backend call: a 404 from the backend is the page's Not Found;
 * anything else is logged (one line) and answers 503 with a message fit for visitors.
 */
export function pageFailure(error: unknown, label: string): never {
  if (apiErrorStatus(error) === 404) notFound();
  console.error(`[${label}]`, error instanceof Error ? error.message : error);
  throw data({ message: apiErrorMessage(error) } satisfies RouteErrorData, {
    status: 503,
    headers: { "Cache-Control": CACHE_POLICIES.none, "Retry-After": "30" },
  });
}

/** Headers of a page with its cache policy (and `Vary: Cookie` when its HTML reads a cookie). */
export function cacheHeaders(
  policy: CachePolicy,
  options: { varyCookie?: boolean; personal?: boolean } = {},
): HeadersInit {
  // A page that shows the visitor's own choices (favourites) is kept by their browser alone.
  const headers: Record<string, string> = {
    "Cache-Control": options.personal ? privateCacheControl(CACHE_POLICIES[policy]) : CACHE_POLICIES[policy],
  };
  if (policy === "refreshing" && !options.personal)
    headers[SERVER_CACHE_HEADER] = `max-age=${SERVER_CACHE_SECONDS}`;
  if (options.varyCookie) headers.Vary = "Cookie";
  return headers;
}

/** The loader's answer: its data with the page's cache policy. */
export function pageData<T>(
  value: T,
  policy: CachePolicy,
  options: { varyCookie?: boolean; status?: number; personal?: boolean } = {},
) {
  return data(value, { status: options.status, headers: cacheHeaders(policy, options) });
}

/** A CSV download of exactly the rows given (the route applies the page's filters and sort). */
export function csvResponse(
  filename: string,
  csv: string | { header: readonly string[]; rows: readonly (readonly CsvValue[])[] },
  policy: CachePolicy,
): Response {
  return new Response(typeof csv === "string" ? csv : toCsv(csv.header, csv.rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "-")}"`,
      "Cache-Control": CACHE_POLICIES[policy],
    },
  });
}

/** The plain-text answer of a CSV route whose data failed to load. */
export function csvFailure(error: unknown, label: string, title: string): Response {
  console.error(`[${label}]`, error instanceof Error ? error.message : error);
  return new Response(`${title}: ${apiErrorMessage(error)}\n`, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_POLICIES.none },
  });
}

const SEARCH_KIND_OF: Record<LocatableKind, SearchKind | null> = {
  player: "players",
  coach: "coaches",
  team: "teams",
  season: "seasons",
  championship: "championships",
  game: null,
};

/**
 * Ends a loader with 404 and "Did you mean" links: the site search asked with the words of the
 * missed address (`michael-jordan`, `BOS`, `2024-25`), results of `kind` first. A failing or slow
 * search leaves the links out; the page is still the plain Not Found.
 */
export async function notFoundWithSuggestions(
  context: AppLoadContext,
  segment: string,
  kind: SearchKind | null,
  message?: string,
): Promise<never> {
  const q = nearMissQuery(segment);
  const answer = q
    ? await Promise.resolve()
        .then(() => context.api.search({ q, page_size: DID_YOU_MEAN_LIMIT }))
        .catch(() => null)
    : null;
  const suggestions = answer
    ? orderNearMisses(pickSuggestions(answer.groups, 4 * DID_YOU_MEAN_LIMIT), kind).map((s) => ({
        href: s.href,
        label: `${s.name} (${s.facts})`,
      }))
    : [];
  throw data({ message, suggestions } satisfies RouteErrorData, {
    status: 404,
    headers: { "Cache-Control": "public, max-age=60" },
  });
}

/** A link from a not-found page to the same page on the site an item belongs to. */
export interface ElsewhereLink {
  href: string;
  label: string;
}

/**
 * Ends a detail loader whose item was not found on this site. On a sport site the item may belong
 * to another sport or level (the site scope, domain/scope.ts): the 404 then carries links to the
 * same page on that site and on the hub, so an old or shared link still leads somewhere. Any other
 * failure is `pageFailure`.
 */
export async function lookupFailure(
  error: unknown,
  label: string,
  lookup: { request: Request; context: AppLoadContext; kind: LocatableKind; id: string },
  /** The 404's message instead of the route's (a site whose data has no such items says so). */
  message?: string,
): Promise<never> {
  if (apiErrorStatus(error) !== 404) pageFailure(error, label);
  const { context, request } = lookup;
  const home = context.site.sport ? await context.locate(lookup.kind, lookup.id) : null;
  const key = home ? siteKeyForScope(home) : null;
  if (!key || key === context.site.key)
    return notFoundWithSuggestions(context, lookup.id, SEARCH_KIND_OF[lookup.kind], message);
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`.replace(/^\//, "");
  const elsewhere: ElsewhereLink[] = [
    {
      href: siteUrl(key, context.host, context.settings.hostMap) + path,
      label: `Open it on ${SITES[key].name}`,
    },
    {
      href: siteUrl("hub", context.host, context.settings.hostMap) + path,
      label: `Open it on ${SITES.hub.name}`,
    },
  ];
  throw data({ message, elsewhere } satisfies RouteErrorData, {
    status: 404,
    headers: { "Cache-Control": "public, max-age=60" },
  });
}

/**
 * An optional section's data (the page stands without it): `{ ok: false }` when its call failed,
 * logged like a page failure. The page then shows `SectionUnavailable` in the section's place,
 * never an empty section, and is not cached (`sectionsPolicy`).
 */
export type Section<T> = { ok: true; data: T } | { ok: false };

export async function optionalSection<T>(
  load: Promise<T> | (() => Promise<T>),
  label: string,
): Promise<Section<T>> {
  try {
    return { ok: true, data: await (typeof load === "function" ? load() : load) };
  } catch (error) {
    console.error(`[${label}]`, error instanceof Error ? error.message : error);
    return { ok: false };
  }
}

/** The page's cache policy: `none` when any of its sections failed (the next visit tries again). */
export function sectionsPolicy(policy: CachePolicy, ...sections: Section<unknown>[]): CachePolicy {
  return sections.some((section) => !section.ok) ? "none" : policy;
}
