/** Calls of teams and a team's sub-resources (titles, roster, schedule, stats, seasons). */
import {
  rosterEntrySchema,
  scheduledGameSchema,
  teamChampionshipSchema,
  teamSchema,
  teamSeasonSchema,
  teamStatsSchema,
  teamPlayerLinesSchema,
} from "@domain/contract/schemas";
import type { Team } from "@domain/contract/types";
import { seg, type PageParams, type Requester } from "../request.server";

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

export function teamCalls({ getAll, getOne, getPage, getScopedOne, filters }: Requester) {
  return {
    /** Every team of the site, sorted by name. */
    listTeams: (
      params: {
        search?: string;
        division?: string;
        conference?: string;
        season?: number;
        is_active?: boolean;
      } = {},
    ) =>
      getAll("/api/teams/teams/", teamSchema, { ...filters, ...params }, (teams: Team[]) =>
        [...teams].sort(byName),
      ),
    /** One page of teams as the API answers it (count and results; the debug page). */
    listTeamsPage: (params: PageParams & { search?: string } = {}) =>
      getPage("/api/teams/teams/", teamSchema, { ...filters, ...params }),
    getTeam: (idOrSlug: string | number) => getScopedOne(`/api/teams/teams/${seg(idOrSlug)}/`, teamSchema),
    getTeamChampionships: (idOrSlug: string | number) =>
      getAll(`/api/teams/teams/${seg(idOrSlug)}/championships/`, teamChampionshipSchema),
    getTeamRoster: (idOrSlug: string | number, year?: number) =>
      getAll(`/api/teams/teams/${seg(idOrSlug)}/roster/`, rosterEntrySchema, { year }),
    getTeamSchedule: (idOrSlug: string | number, year?: number) =>
      getAll(`/api/teams/teams/${seg(idOrSlug)}/schedule/`, scheduledGameSchema, { year }),
    getTeamStats: (idOrSlug: string | number, year?: number) =>
      getOne(`/api/teams/teams/${seg(idOrSlug)}/stats/`, teamStatsSchema, { year }),
    getTeamSeasons: (idOrSlug: string | number) =>
      getAll(`/api/teams/teams/${seg(idOrSlug)}/seasons/`, teamSeasonSchema),
    /** MLB: the season's players with their batting and pitching lines for this club. */
    getTeamPlayerLines: (idOrSlug: string | number, year: number) =>
      getOne(`/api/teams/teams/${seg(idOrSlug)}/player-lines/`, teamPlayerLinesSchema, { year }),
  };
}
