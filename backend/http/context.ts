/**
 * What a route gets for one request, and the reference data (sports, levels, conferences,
 * divisions, venues, championships) every serializer nests. Those tables are tiny and only change
 * with a rebuild, so they are read once and kept for a few minutes instead of joined per row.
 */
import type { ZodRawShape } from "zod";
import {
  sql,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  type Selectable,
} from "kysely";
import type {
  ChampionshipsTable,
  ConferencesTable,
  Database,
  DivisionsTable,
  LevelsTable,
  SportsTable,
  VenuesTable,
} from "../db/schema";
import type { Level, NamedRef, Sport, Venue } from "../../domain/contract/types";
import type { Pagination } from "./params";
import { easternToday } from "../../domain/clock";
import { matchesSearch } from "../db/search";
import { easternNow, type EasternNow } from "../../domain/game-status";
import { currentSeasonStartYear } from "../../domain/season";
import { inScope, type SiteScope } from "../../domain/scope";
import { notFound } from "./errors";

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

export interface RefData {
  sports: Map<number, Selectable<SportsTable>>;
  sportsBySlug: Map<string, Selectable<SportsTable>>;
  levels: Map<number, Selectable<LevelsTable>>;
  levelsBySlug: Map<string, Selectable<LevelsTable>>;
  conferences: Map<number, Selectable<ConferencesTable>>;
  divisions: Map<number, Selectable<DivisionsTable>>;
  venues: Map<number, Selectable<VenuesTable>>;
  championships: Map<number, Selectable<ChampionshipsTable>>;
  championshipsBySlug: Map<string, Selectable<ChampionshipsTable>>;
}

export async function loadRefData(db: Kysely<Database>): Promise<RefData> {
  const [sports, levels, conferences, divisions, venues, championships] = await Promise.all([
    db.selectFrom("sports").selectAll().orderBy("sort_order").execute(),
    db.selectFrom("levels").selectAll().orderBy("sort_order").execute(),
    db.selectFrom("conferences").selectAll().execute(),
    db.selectFrom("divisions").selectAll().execute(),
    db.selectFrom("venues").selectAll().execute(),
    db.selectFrom("championships").selectAll().orderBy("sort_order").execute(),
  ]);
  return {
    sports: new Map(sports.map((r) => [r.id, r])),
    sportsBySlug: new Map(sports.map((r) => [r.slug, r])),
    levels: new Map(levels.map((r) => [r.id, r])),
    levelsBySlug: new Map(levels.map((r) => [r.slug, r])),
    conferences: new Map(conferences.map((r) => [r.id, r])),
    divisions: new Map(divisions.map((r) => [r.id, r])),
    venues: new Map(venues.map((r) => [r.id, r])),
    championships: new Map(championships.map((r) => [r.id, r])),
    championshipsBySlug: new Map(championships.map((r) => [r.slug, r])),
  };
}

// ---- nested reference serializers ------------------------------------------------------------

export function sportJson(ref: RefData, id: number | null | undefined): Sport | null {
  const row = id == null ? undefined : ref.sports.get(id);
  return row ? { id: row.id, name: row.name, slug: row.slug, abbreviation: row.abbreviation } : null;
}

export function levelJson(ref: RefData, id: number | null | undefined): Level | null {
  const row = id == null ? undefined : ref.levels.get(id);
  return row ? { id: row.id, name: row.name, slug: row.slug } : null;
}

export function conferenceJson(ref: RefData, id: number | null | undefined): NamedRef | null {
  const row = id == null ? undefined : ref.conferences.get(id);
  return row ? { id: row.id, name: row.name, slug: row.slug } : null;
}

export function divisionJson(ref: RefData, id: number | null | undefined): NamedRef | null {
  const row = id == null ? undefined : ref.divisions.get(id);
  return row ? { id: row.id, name: row.name, slug: row.slug } : null;
}

export function venueJson(ref: RefData, id: number | null | undefined): Venue | null {
  const row = id == null ? undefined : ref.venues.get(id);
  return row
    ? {
        id: row.id,
        slug: row.slug,
        name: row.name,
        city: row.city,
        state: row.state,
        country: row.country,
        capacity: row.capacity,
        opened_year: row.opened_year,
      }
    : null;
}

/**
 * Ends a detail lookup with 404 when the item's league is outside the request's site scope,
 * exactly as if it did not exist (an item of another site is found on that site).
 */
export function assertInScope(ctx: Pick<RouteContext, "scope">, leagueKey: string | null | undefined): void {
  if (!inScope(ctx.scope, { league: leagueKey ?? null })) throw notFound();
}

// ---- filter helpers --------------------------------------------------------------------------

/**
 * Ids matching a slug filter: undefined = no filter; [-1] = an unknown slug (matches nothing,
 * like the reference backend's empty result rather than an error).
 */
export function idsForSlug<T extends { id: number }>(
  bySlug: Map<string, T>,
  slug: string | undefined,
): number[] | undefined {
  if (slug === undefined) return undefined;
  const row = bySlug.get(slug);
  return row ? [row.id] : [-1];
}

/**
 * A list's site condition on `table` (a table or its alias in the query): its `league_key` under a
 * sport site's scope, and the request's sport and level filters (already narrowed to the scope) on
 * its `sport_id` and `level_id`; undefined on the hub when the request names neither.
 */
export function siteCondition(
  ctx: Pick<RouteContext, "ref" | "scope">,
  p: { sport__slug?: string; level__slug?: string },
  table: string,
): Expression<SqlBool> | undefined {
  const { ref, scope } = ctx;
  const sports = idsForSlug(ref.sportsBySlug, p.sport__slug);
  const levels = idsForSlug(ref.levelsBySlug, p.level__slug);
  const parts = [
    ...(scope.league ? [sql<SqlBool>`${sql.ref(`${table}.league_key`)} = ${scope.league}`] : []),
    ...(sports ? [sql<SqlBool>`${sql.ref(`${table}.sport_id`)} in (${sql.join(sports)})`] : []),
    ...(levels ? [sql<SqlBool>`${sql.ref(`${table}.level_id`)} in (${sql.join(levels)})`] : []),
  ];
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : undefined;
}

/** Ids of conferences or divisions whose slug or name matches (case-insensitive). */
export function idsForNamed<T extends { id: number; slug: string; name: string }>(
  rows: Map<number, T>,
  value: string | undefined,
): number[] | undefined {
  if (value === undefined) return undefined;
  const v = value.toLowerCase();
  const ids = [...rows.values()].filter((r) => r.slug === v || r.name.toLowerCase() === v).map((r) => r.id);
  return ids.length ? ids : [-1];
}

/**
 * Lower-cased names a conference/division filter stands for: the value itself and the names of
 * the rows whose slug or name it matches (standings may carry only a name).
 */
export function namesForNamed<T extends { id: number; slug: string; name: string }>(
  rows: Map<number, T>,
  value: string,
): string[] {
  const v = value.toLowerCase();
  const names = [...rows.values()]
    .filter((r) => r.slug === v || r.name.toLowerCase() === v)
    .map((r) => r.name.toLowerCase());
  return [...new Set([v, ...names])];
}

/**
 * Case-insensitive substring match on any of the columns, named as `table.column` (LIKE is
 * case-sensitive in PostgreSQL).
 */
export function searchAny(columns: string[], text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const parts = columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * The `team` filter of the people lists: people who played for (roster entries) or coached
 * (coaching history) the team named by slug, abbreviation (any case) or id. A current team alone
 * would match nobody, since no source reaches the current season (docs/rules.md#derived-figures).
 * The matching ids are computed once (`in`), not per person.
 */
export function teamFilter(team: string, kind: "players" | "coaches"): Expression<SqlBool> {
  const named = [sql`t.slug = ${team.toLowerCase()}`, sql`upper(t.abbreviation) = ${team.toUpperCase()}`];
  if (/^\d+$/.test(team)) named.push(sql`t.id = ${Number(team)}`);
  const which = sql.join(named, sql` or `);
  return kind === "players"
    ? sql<SqlBool>`players.id in (select re.player_id from roster_entries re join teams t on t.id = re.team_id where ${which})`
    : sql<SqlBool>`coaches.id in (select ch.coach_id from coaching_history ch join teams t on t.id = ch.team_id where ${which})`;
}

/**
 * The people lists' search (full, first and last name, team name and city, position or title),
 * answered by the site search's full-text index, so a search of every person never scans a table.
 * Each word must start a word of those fields ('ray' finds Ray Bourque and Raymond Berry).
 */
export function personSearch(
  db: Kysely<Database>,
  kind: "players" | "coaches",
  text: string,
): Expression<SqlBool> {
  return matchesSearch(db, kind, `${kind}.id`, text);
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
export async function detailRow<R extends { league_key: string | null }>(
  ctx: RouteContext,
  table: string,
  find: (key: Expression<SqlBool>) => Promise<R | undefined>,
): Promise<R> {
  const key = idOrSlug(ctx.params.id);
  const column = sql.ref(`${table}.${"id" in key ? "id" : "slug"}`);
  const row = await find(sql<SqlBool>`${column} = ${"id" in key ? key.id : key.slug}`);
  if (!row) throw notFound();
  assertInScope(ctx, row.league_key);
  return row;
}

// ---- pagination -------------------------------------------------------------------------------

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export function offsetOf(p: Pagination): number {
  return (p.page - 1) * p.page_size;
}

/** How many rows a list's filtered query matches (its `count`). */
export async function countOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const { n } = await query
    .select((eb) => eb.fn.countAll<number>().as("n"))
    // Only the count is read: the output type `O` of the filtered query does not matter.
    .$castTo<{ n: number }>()
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The rows of the requested page of an ordered query. */
export function pageRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, p: Pagination) {
  return query.limit(p.page_size).offset(offsetOf(p)).execute();
}

/** The list envelope, with `next`/`previous` as absolute URLs built from the request URL. */
export function page<T>(ctx: RouteContext, p: Pagination, count: number, results: T[]): Page<T> {
  const link = (n: number) => {
    const url = new URL(ctx.url.href);
    if (n === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(n));
    return url.href;
  };
  const lastPage = Math.max(1, Math.ceil(count / p.page_size));
  return {
    count,
    next: p.page < lastPage ? link(p.page + 1) : null,
    previous: p.page > 1 ? link(Math.min(p.page - 1, lastPage)) : null,
    results,
  };
}

/**
 * A list read from the database: the `count` of its filtered query, and the requested page of the
 * ordered query (the filtered one with its selection and order) made into results by `toJson`.
 */
export async function listPage<
  DB,
  TB extends keyof DB,
  O,
  OrderedDB,
  OrderedTB extends keyof OrderedDB,
  R,
  T,
>(
  ctx: RouteContext,
  p: Pagination,
  filtered: SelectQueryBuilder<DB, TB, O>,
  ordered: SelectQueryBuilder<OrderedDB, OrderedTB, R>,
  toJson: (
    rows: Awaited<ReturnType<SelectQueryBuilder<OrderedDB, OrderedTB, R>["execute"]>>,
  ) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const count = await countOf(filtered);
  const rows = await pageRows(ordered, p);
  return page(ctx, p, count, await toJson(rows));
}

/** A whole (small) list in the envelope, for lists computed in memory. */
export function pageOf<T>(ctx: RouteContext, p: Pagination, all: T[]): Page<T> {
  return page(ctx, p, all.length, all.slice(offsetOf(p), offsetOf(p) + p.page_size));
}
