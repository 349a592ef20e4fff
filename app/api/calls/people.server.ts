/** Calls of people: leader boards, players and coaches (lists, their summaries, one person). */
import type { z } from "zod";
import {
  coachSchema,
  coachesSummarySchema,
  finderRowSchema,
  leaderRowSchema,
  playerSchema,
  playersSummarySchema,
} from "@domain/contract/schemas";
import { ApiError, LOOKUP_ERRORS } from "../errors";
import { seg, type PageParams, type Requester } from "../request.server";

/** Filters of the player list; `sport__slug` narrows the hub (loaders pass it only there). */
export type PlayerListParams = PageParams & {
  season?: number;
  search?: string;
  position?: string;
  team?: string;
  status?: "active" | "inactive" | "injured" | "retired";
  sport__slug?: string;
};
export type CoachListParams = PageParams & {
  season?: number;
  search?: string;
  status?: string;
  position?: string;
  team?: string;
  sport__slug?: string;
};

export function peopleCalls({ getOne, getPage, getScopedOne, filters }: Requester) {
  /** A player or coach by slug (or id); a blank slug is rejected with ApiError(400) and the lookup message. */
  function getPerson<S extends z.ZodTypeAny>(
    base: string,
    slug: string | number | null | undefined,
    blank: string,
    schema: S,
  ) {
    const key = slug === null || slug === undefined ? "" : String(slug).trim();
    if (key === "") return Promise.reject(new ApiError(400, blank, base));
    return getScopedOne(`${base}${seg(key)}/`, schema);
  }
  return {
    /** A page of a leader board (`stat`, `scope`, `league`); a sport site sees its own sport's only. */
    /** `scope: "franchise"` with `team` (a slug) is that franchise's career leaders. */
    listLeaders: (
      params: PageParams & {
        stat: string;
        scope: string;
        league: string;
        team?: string;
        sport__slug?: string;
        level__slug?: string;
      },
    ) => getPage("/api/leaders/", leaderRowSchema, { ...params }),
    /** A page of a finder (domain/finder.ts): the page's own canonical query, plus `page_size` for the CSV. */
    findPlayers: (params: Record<string, string>) => getPage("/api/finder/", finderRowSchema, { ...params }),
    listPlayers: (params: PlayerListParams = {}) =>
      getPage("/api/people/players/", playerSchema, { ...filters, ...params }),
    /** Counters of the same filtered list: count, active, sports, positions. */
    getPlayersSummary: (params: PlayerListParams = {}) =>
      getOne("/api/people/players/summary/", playersSummarySchema, { ...filters, ...params }),
    listActivePlayers: (params: PageParams & { season?: number; search?: string } = {}) =>
      getPage("/api/people/players/active/", playerSchema, { ...filters, ...params }),
    listPlayersByPosition: (position: string, params: PageParams & { season?: number } = {}) =>
      getPage("/api/people/players/by_position/", playerSchema, { ...filters, ...params, position }),
    listRookies: (params: PageParams & { season?: number } = {}) =>
      getPage("/api/people/players/rookies/", playerSchema, { ...filters, ...params }),
    /** A player by slug (or id); ApiError(400, 'Player slug is required') without one. */
    getPlayer: (slug: string | number | null | undefined) =>
      getPerson("/api/people/players/", slug, LOOKUP_ERRORS.playerSlugRequired, playerSchema),

    /**
     * Coaches; `status: 'active'` keeps active ones, `position: 'head coach'` (or `head_coach`)
     * head coaches only, `season` those coaching in that season.
     */
    listCoaches: (params: CoachListParams = {}) =>
      getPage("/api/people/coaches/", coachSchema, { ...filters, ...params }),
    /** Tiles of the same filtered list: count, active, championships, average years, sports. */
    getCoachesSummary: (params: CoachListParams = {}) =>
      getOne("/api/people/coaches/summary/", coachesSummarySchema, { ...filters, ...params }),
    listActiveCoaches: (params: PageParams & { season?: number } = {}) =>
      getPage("/api/people/coaches/active/", coachSchema, { ...filters, ...params }),
    listHeadCoaches: (params: PageParams & { season?: number } = {}) =>
      getPage("/api/people/coaches/head_coaches/", coachSchema, { ...filters, ...params }),
    /** A coach by slug (or id); ApiError(400, 'Coach slug is required') without one. */
    getCoach: (slug: string | number | null | undefined) =>
      getPerson("/api/people/coaches/", slug, LOOKUP_ERRORS.coachSlugRequired, coachSchema),
  };
}
