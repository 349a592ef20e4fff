/** Calls of championships, champion records and seasons. */
import {
  championRecordSchema,
  championshipGameSchema,
  championshipSchema,
  championshipStatsSchema,
  seasonSchema,
} from "@domain/contract/schemas";
import type { Season } from "@domain/contract/types";
import { ApiError, LOOKUP_ERRORS } from "../errors";
import { seg, type Requester } from "../request.server";

export function championshipCalls({ getAll, getOne, getScopedOne, filters }: Requester) {
  /** Every season, start year descending then sport name (the contract's order). */
  const listSeasons = (params: { search?: string; is_active?: boolean } = {}) =>
    getAll("/api/championships/seasons/", seasonSchema, { ...filters, ...params }, (seasons: Season[]) =>
      [...seasons].sort(
        (a, b) => b.start_year - a.start_year || (a.sport?.name ?? "").localeCompare(b.sport?.name ?? ""),
      ),
    );
  return {
    listChampionships: (params: { search?: string; season?: number } = {}) =>
      getAll("/api/championships/championships/", championshipSchema, { ...filters, ...params }),
    getChampionship: (idOrSlug: string | number) =>
      getScopedOne(`/api/championships/championships/${seg(idOrSlug)}/`, championshipSchema),
    getChampionshipChampions: (idOrSlug: string | number, params: { season?: number } = {}) =>
      getAll(`/api/championships/championships/${seg(idOrSlug)}/champions/`, championRecordSchema, params),
    getChampionshipStats: (idOrSlug: string | number) =>
      getOne(`/api/championships/championships/${seg(idOrSlug)}/stats/`, championshipStatsSchema),
    getChampionshipGames: (idOrSlug: string | number) =>
      getAll(`/api/championships/championships/${seg(idOrSlug)}/games/`, championshipGameSchema),

    /** Champion records, newest first; `season` is the season start year (home: current year - 1). */
    listChampions: (
      params: { season?: number; championship?: string; team?: string; search?: string } = {},
    ) =>
      getAll("/api/championships/champions/", championRecordSchema, {
        ...filters,
        season__start_year: params.season,
        championship: params.championship,
        team: params.team,
        search: params.search,
      }),

    listSeasons,
    /** A season by slug or id, found in the full list; ApiError(404, 'Season not found') if missing. */
    async getSeason(slugOrId: string | number): Promise<Season> {
      const key = String(slugOrId);
      const seasons = await listSeasons();
      const found = seasons.find((s) => s.slug === key || String(s.id) === key);
      if (!found) throw new ApiError(404, LOOKUP_ERRORS.seasonNotFound, `/api/championships/seasons/${key}/`);
      return found;
    },
  };
}
