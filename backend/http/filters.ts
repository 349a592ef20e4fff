/**
 * The filters lists share: slug and name filters on the reference tables, the site condition of the
 * request's scope, text search, and the people lists' team filter and search.
 */
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../db/schema";
import { matchesSearch } from "../db/search";
import type { RouteContext } from "./context";

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

/**
 * Whether the site marks anyone of `table` active. Only a source reaching the current season marks
 * anyone, so where none is marked a directory's active count is unknown (null), not 0; where one is,
 * a filtered count of 0 is a true 0.
 */
export async function activeKnown(
  ctx: Pick<RouteContext, "ref" | "scope" | "db">,
  table: "players" | "coaches",
): Promise<boolean> {
  const site = siteCondition(ctx, {}, table);
  const row = await ctx.db
    .selectFrom(table)
    .select(sql<number>`1`.as("one"))
    .where(sql.ref(`${table}.is_active`), "=", 1)
    .$if(site !== undefined, (qb) => qb.where(site!))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
