/**
 * What a route gets for one request (the database, URL, clock, reference data and site scope), what
 * a route is, and how a detail route finds its row within the request's scope.
 */
import type { ZodRawShape } from "zod";
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../db/schema";
import { easternToday } from "../../domain/clock";
import { easternNow, type EasternNow } from "../../domain/game-status";
import { currentSeasonStartYear } from "../../domain/season";
import { inScope, type SiteScope } from "../../domain/scope";
import { notFound } from "./errors";
import type { RefData } from "./ref-data";

export interface RouteContext {
  db: Kysely<Database>;
  url: URL;
  params: Record<string, string>;
  now: Date;
  /** Today in US Eastern time (yyyy-mm-dd), computed once per request. */
  today: string;
  /** Now as the Eastern date and `HH:MM` time the games table stores (status honesty). */
  eastern: EasternNow;
  /** Current season start year of a sport at `now`, memoized per request (Intl is slow per row). */
  currentSeason(sport: string | null | undefined): number;
  ref: RefData;
  /** The request's site scope (domain/scope.ts); lists arrive with their filters already narrowed. */
  scope: SiteScope;
}

/** The clock-derived parts of a request context. */
export function clockContext(now: Date): Pick<RouteContext, "now" | "today" | "eastern" | "currentSeason"> {
  const seasons = new Map<string, number>();
  return {
    now,
    today: easternToday(now),
    eastern: easternNow(now),
    currentSeason(sport) {
      const key = sport ?? "";
      let year = seasons.get(key);
      if (year === undefined) seasons.set(key, (year = currentSeasonStartYear(now, sport)));
      return year;
    },
  };
}

export type Route = {
  /** Path under /api, e.g. `teams/teams/:id/roster`. */
  path: string;
  /** The query parameters it parses (the same zod shape), for the OpenAPI document. */
  query?: ZodRawShape;
  handle(ctx: RouteContext): Promise<unknown>;
};

/**
 * The list routes of one resource, all taking the same query parameters: the first mode answers at
 * `path` itself, each other at `path/<mode>` (`people/players/rookies`).
 */
export function listRoutes<M extends string>(
  path: string,
  query: ZodRawShape,
  list: (ctx: RouteContext, mode: M) => Promise<unknown>,
  [all, ...others]: readonly [M, ...M[]],
): Route[] {
  return [
    { path, query, handle: (ctx) => list(ctx, all) },
    ...others.map((mode) => ({
      path: `${path}/${mode}`,
      query,
      handle: (ctx: RouteContext) => list(ctx, mode),
    })),
  ];
}

/**
 * Ends a detail lookup with 404 when the item's league is outside the request's site scope,
 * exactly as if it did not exist (an item of another site is found on that site).
 */
export function assertInScope(ctx: Pick<RouteContext, "scope">, leagueKey: string | null | undefined): void {
  if (!inScope(ctx.scope, { league: leagueKey ?? null })) throw notFound();
}

/** A path parameter as id (all digits) or slug. */
export function idOrSlug(value: string): { id: number } | { slug: string } {
  return /^\d+$/.test(value) ? { id: Number(value) } : { slug: value.toLowerCase() };
}

/**
 * A detail route's row: the `:id` path parameter (an id or a slug of `table`) as the condition
 * `find` runs its query with; a row missing or outside the request's scope answers 404, exactly
 * alike (docs/rules.md#site-scope).
 */
/**
 * The one row of the site (the hub: of the table) whose slug is `slug` plus a namesake's suffix
 * and whose name is `slug`; null when none or several.
 */
async function onlyNamesake<R extends { league_key: string | null; id: number }>(
  ctx: RouteContext,
  table: string,
  find: (key: Expression<SqlBool>) => Promise<R | undefined>,
  slug: string,
  nameSlug: (row: R) => string,
): Promise<R | null> {
  const pattern = sql<SqlBool>`${sql.ref(`${table}.slug`)} like ${`${slug.replace(/[%_]/g, "")}-%`}`;
  const ofSite = ctx.scope.league
    ? sql<SqlBool>`${pattern} and ${sql.ref(`${table}.league_key`)} = ${ctx.scope.league}`
    : pattern;
  const first = await find(ofSite);
  if (!first || nameSlug(first) !== slug) return null;
  // Two of the site's rows begin so: not certain which was meant.
  const second = await find(sql<SqlBool>`${ofSite} and ${sql.ref(`${table}.id`)} <> ${first.id}`);
  return second ? null : first;
}

export async function detailRow<R extends { league_key: string | null; id: number }>(
  ctx: RouteContext,
  table: string,
  find: (key: Expression<SqlBool>) => Promise<R | undefined>,
  /** The slugs an old form of a slug may now be (domain/former-slugs.ts); null when none. */
  former?: (slug: string) => readonly string[] | null,
  /** Whether a row an old form names is the one it meant (a namesake's birth year). */
  fits: (row: NoInfer<R>, slug: string) => boolean = () => true,
  /**
   * The slug of a row's name alone (people): a bare name whose person gained a namesake on another
   * site since (`jim-abbott`, now `jim-abbott-1967`) is the one person of this site of that name.
   */
  nameSlug?: (row: NoInfer<R>) => string,
): Promise<R> {
  const key = idOrSlug(ctx.params.id);
  const column = sql.ref(`${table}.${"id" in key ? "id" : "slug"}`);
  const row = await find(sql<SqlBool>`${column} = ${"id" in key ? key.id : key.slug}`);
  if (!row) {
    // A slug that changed form: the one row of the site its old form names, else 404.
    const slug = "slug" in key ? key.slug : null;
    const targets = slug !== null && former ? former(slug) : null;
    if (targets?.length) {
      const found: R[] = [];
      for (const t of targets) {
        const r = await find(sql<SqlBool>`${column} = ${t}`);
        if (r && inScope(ctx.scope, { league: r.league_key ?? null }) && fits(r, slug!)) found.push(r);
      }
      if (found.length === 1) return found[0]!;
    }
    if (slug !== null && nameSlug) {
      const named = await onlyNamesake(ctx, table, find, slug, nameSlug);
      if (named) return named;
    }
    throw notFound();
  }
  assertInScope(ctx, row.league_key);
  return row;
}
