/**
 * Queries over the site search's full-text index (search_documents; see migrations.ts): SQLite
 * FTS5 or PostgreSQL tsvector/GIN, chosen by the connection, so no search ever scans a table.
 *
 * Every word of the query must match the start of a word in a document (all-prefix: "wayne gre"
 * finds Wayne Gretzky as it is typed); one-letter words must match whole words (a lone "a*"
 * would match most of the index). Ranking, best first:
 *   1. the preferred sport and level (a sport site's own), then the same sport, then the rest;
 *   2. how the query meets a name: exactly one of its names (current, former, nickname,
 *      abbreviation, a person's surname) > the start of a name > the start of a word in a name >
 *      only other words (city, team, position);
 *   3. fame (titles, all-star selections, games), then name.
 */
import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type SqlBool } from "kysely";
import { SEARCH_KINDS, searchTokens, type SearchKind } from "../../domain/search";
import { dialectOf } from "./connection";
import type { Database, SearchDocumentsTable } from "./schema";

/** How a result's names meet the query (the second ranking key). */
export const MATCH_TIERS = ["exact", "prefix", "word", "text"] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export interface SearchRequest {
  query: string;
  /** Only this kind's rows are returned (all kinds are still counted). */
  kind?: SearchKind;
  page: number;
  pageSize: number;
  preferSportId?: number;
  preferLevelId?: number;
  /** Only documents of this league (the site scope); undefined: every one. */
  league?: string;
  /** Only documents of these sports / levels (the public filters); undefined: every one. */
  sportIds?: number[];
  levelIds?: number[];
}

export interface SearchRow extends Selectable<SearchDocumentsTable> {
  tier: MatchTier;
}

export interface SearchGroup {
  kind: SearchKind;
  count: number;
  rows: SearchRow[];
}

/** The FTS5 MATCH expression for folded tokens: `"wayne"* "gre"*` (implicit AND). */
export function ftsQuery(tokens: string[]): string {
  return tokens.map((t) => (t.length > 1 ? `"${t}"*` : `"${t}"`)).join(" ");
}

/** The PostgreSQL tsquery text for folded tokens: `wayne:* & gre:*`. */
export function tsQuery(tokens: string[]): string {
  return tokens.map((t) => (t.length > 1 ? `${t}:*` : t)).join(" & ");
}

/**
 * The condition "this search_documents row (aliased `alias`) matches the tokens", answered by the
 * full-text index. Tokens come from searchTokens, so they hold only [a-z0-9]; they are bound as
 * parameters all the same.
 */
function matchCondition(db: Kysely<Database>, tokens: string[], alias: string): RawBuilder<SqlBool> {
  if (dialectOf(db) === "postgres") {
    return sql<SqlBool>`${sql.ref(`${alias}.document`)} @@ to_tsquery('simple', ${tsQuery(tokens)})`;
  }
  return sql<SqlBool>`${sql.ref(`${alias}.id`)} in (select rowid from search_fts where search_fts match ${ftsQuery(tokens)})`;
}

/**
 * For the people lists: "the row whose id is in `idColumn` is a `kind` document matching `text`".
 * Text without a letter or digit matches nothing.
 */
export function matchesSearch(
  db: Kysely<Database>,
  kind: SearchKind,
  idColumn: string,
  text: string,
): Expression<SqlBool> {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return sql<SqlBool>`1 = 0`;
  const ids = sql`select sd.entity_id from search_documents sd where sd.kind = ${kind} and ${matchCondition(db, tokens, "sd")}`;
  // PostgreSQL would otherwise walk a whole list in its sort order and test each row against the
  // tsquery (400 ms for 'jo'); an array subquery is computed once, from the GIN index, first.
  if (dialectOf(db) === "postgres") return sql<SqlBool>`${sql.ref(idColumn)} = any(array(${ids}))`;
  return sql<SqlBool>`${sql.ref(idColumn)} in (${ids})`;
}

type RankedRow = Selectable<SearchDocumentsTable> & { tier: number; rn: number; total: number };

/**
 * Searches every kind: each group's count, and the requested page of the requested kind (or of
 * every kind). One statement: the index gives the matching ids, the ranking reads only the narrow
 * columns it sorts by, and whole rows are read for the page alone. Each kind's first row also
 * comes back, to carry its count (`total`), and is dropped when it is not on the page.
 */
export async function searchIndex(db: Kysely<Database>, request: SearchRequest): Promise<SearchGroup[]> {
  const tokens = searchTokens(request.query);
  if (tokens.length === 0) return SEARCH_KINDS.map((kind) => ({ kind, count: 0, rows: [] }));
  const phrase = tokens.join(" ");

  const sport = request.preferSportId ?? null;
  const level = request.preferLevelId ?? null;
  const home =
    sport === null
      ? sql`0`
      : level === null
        ? sql`case when d.sport_id = ${sport} then 0 else 2 end`
        : sql`case when d.sport_id = ${sport} and d.level_id = ${level} then 0 when d.sport_id = ${sport} then 1 else 2 end`;
  // Folded tokens hold no LIKE wildcards, so the patterns need no escaping.
  const tier = sql`case when d.keys like ${`%|${phrase}|%`} then 0 when d.keys like ${`%|${phrase}%`} then 1
      when d.keys like ${`% ${phrase}%`} then 2 else 3 end`;
  const from = (request.page - 1) * request.pageSize;
  const kinds = request.kind ? [request.kind] : [...SEARCH_KINDS];
  const inLeague = request.league === undefined ? sql`` : sql` and d.league_key = ${request.league}`;
  const inList = (column: string, ids: number[] | undefined) =>
    ids === undefined ? sql`` : sql` and ${sql.ref(column)} in (${sql.join(ids.length ? ids : [-1])})`;

  const ranked = await sql<RankedRow>`
    with matched as (
      select d.id, d.kind, d.name, d.fame, ${home} as home, ${tier} as tier
      from search_documents d where ${matchCondition(db, tokens, "d")}${inLeague}${inList("d.sport_id", request.sportIds)}${inList("d.level_id", request.levelIds)}
    ), ranked as (
      select id, tier, row_number() over (partition by kind order by home, tier, fame desc, name, id) as rn,
        count(*) over (partition by kind) as total
      from matched
    )
    select d.id, d.kind, d.entity_id, d.slug, d.name, d.keys, d.body, d.sport_id, d.level_id, d.league_key, d.first_year,
      d.last_year, d.team_slug, d.team_name, d.detail, d.aliases, d.fame, ranked.tier, ranked.rn, ranked.total
    from ranked join search_documents d on d.id = ranked.id
    where ranked.rn = 1 or (ranked.rn > ${from} and ranked.rn <= ${from + request.pageSize})
    order by d.kind, ranked.rn`.execute(db);

  return SEARCH_KINDS.map((kind) => {
    const rows = ranked.rows.filter((r) => r.kind === kind);
    return {
      kind,
      count: rows.length ? Number(rows[0].total) : 0,
      rows: kinds.includes(kind)
        ? rows
            .filter((r) => Number(r.rn) > from && Number(r.rn) <= from + request.pageSize)
            .map(({ rn: _rn, total: _total, tier: t, ...row }) => ({
              ...row,
              fame: Number(row.fame),
              tier: MATCH_TIERS[Number(t)] ?? "text",
            }))
        : [],
    };
  });
}
