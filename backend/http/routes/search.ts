/**
 * /api/search/: the site search over teams, players, coaches, championships and seasons, answered
 * by the full-text index (backend/db/search.ts). Any text is a valid query: it is folded and cut
 * to SEARCH_MAX_LENGTH, and text without letters or digits finds nothing (200, empty groups).
 */
import { z } from "zod";
import type { SearchResponse, SearchResult } from "../../../domain/contract/types";
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, matchedAlias } from "../../../domain/search";
import { searchIndex, type SearchRow } from "../../db/search";
import type { Route } from "../context";
import { levelJson, sportJson, type RefData } from "../ref-data";
import { idsForSlug } from "../filters";
import { parseQuery, q, siteFilterShape } from "../params";
import { parseJsonColumn } from "./players";

export const SEARCH_DEFAULT_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_SIZE = 50;

const aliasesSchema = z.array(
  z.object({ name: z.string(), first_year: z.number().nullable(), last_year: z.number().nullable() }),
);

const shape = {
  q: z
    .string()
    .transform((v) => v.trim().slice(0, SEARCH_MAX_LENGTH))
    .optional(),
  kind: z.enum(SEARCH_KINDS, { message: `Expected one of ${SEARCH_KINDS.join(", ")}.` }).optional(),
  page: q.page,
  page_size: q.int(1, SEARCH_MAX_PAGE_SIZE),
  prefer_sport: q.slug,
  prefer_level: q.slug,
  // Narrowed to the request's site by the handler (domain/scope.ts); the hub may filter explicitly.
  ...siteFilterShape,
};

function resultJson(ref: RefData, row: SearchRow, query: string): SearchResult {
  const aliases = parseJsonColumn(row.aliases, aliasesSchema) ?? [];
  return {
    kind: row.kind as SearchResult["kind"],
    id: row.entity_id,
    slug: row.slug,
    name: row.name,
    match: row.tier,
    sport: sportJson(ref, row.sport_id),
    level: levelJson(ref, row.level_id),
    first_year: row.first_year,
    last_year: row.last_year,
    team: row.team_name !== null ? { slug: row.team_slug, name: row.team_name } : null,
    detail: row.detail,
    matched_name: matchedAlias(row.name, aliases, query),
  };
}

export const searchRoutes: Route[] = [
  {
    path: "search",
    query: shape,
    async handle(ctx): Promise<SearchResponse> {
      const p = parseQuery(ctx.url, shape);
      const query = p.q ?? "";
      const pageSize = p.page_size ?? SEARCH_DEFAULT_PAGE_SIZE;
      const groups = await searchIndex(ctx.db, {
        query,
        kind: p.kind,
        page: p.page,
        pageSize,
        preferSportId: p.prefer_sport ? ctx.ref.sportsBySlug.get(p.prefer_sport)?.id : undefined,
        preferLevelId: p.prefer_level ? ctx.ref.levelsBySlug.get(p.prefer_level)?.id : undefined,
        league: ctx.scope.league,
        sportIds: idsForSlug(ctx.ref.sportsBySlug, p.sport__slug),
        levelIds: idsForSlug(ctx.ref.levelsBySlug, p.level__slug),
      });
      return {
        query,
        groups: groups.map((g) => ({
          kind: g.kind,
          count: g.count,
          page: p.page,
          page_size: pageSize,
          results: g.rows.map((row) => resultJson(ctx.ref, row, query)),
        })),
      };
    },
  },
];
