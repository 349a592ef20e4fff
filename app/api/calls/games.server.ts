/** Calls of games (lists, one game, a season's postseason) and standings, with the spec's fallbacks (docs/rules.md#api-fallbacks). */
import {
  baseballBoxScoreSchema,
  boxScoreSchema,
  gameSchema,
  standingSchema,
  undatedGameSchema,
} from "@domain/contract/schemas";
import type { Game, Standing } from "@domain/contract/types";
import { ApiError, LOOKUP_ERRORS } from "../errors";
import { seg, type PageParams, type Requester } from "../request.server";

type GameFilters = { status?: string; search?: string; season?: number; team?: string };
type DateRange = { start?: string; end?: string };

const GAMES = "/api/games/games/";
/** Games the sources give no day for (docs/rules.md#undated-games). */
const UNDATED = "/api/games/undated/";
type UndatedFilters = {
  season: number;
  team?: string;
  search?: string;
  game_type?: string;
  /** The hub's: the league of a sport and level (a sport site's scope sets its own). */
  sport__slug?: string;
  level__slug?: string;
};

/** A games query: the site's filters, the caller's, and the date range (inclusive) as the API names it. */
function datedQuery<P extends DateRange>(filters: Requester["filters"], { start, end, ...rest }: P) {
  return { ...filters, ...rest, game_date__gte: start, game_date__lte: end };
}

/**
 * Games, optionally between `start` and `end` (yyyy-MM-dd, inclusive). Spec fallback: if the
 * dated call fails, the full list filtered here; if that fails too, the first error is thrown
 * (the page's error state, never an empty list that reads as "no games").
 */
async function listGames(
  { getAll, filters }: Requester,
  params: GameFilters & DateRange = {},
): Promise<Game[]> {
  const { start, end, ...rest } = params;
  try {
    return await getAll(GAMES, gameSchema, datedQuery(filters, params));
  } catch (error) {
    if (start === undefined && end === undefined) throw error;
    const all = await getAll(GAMES, gameSchema, { ...filters, ...rest }).catch(() => Promise.reject(error));
    return all.filter((g) => (!start || g.game_date >= start) && (!end || g.game_date <= end));
  }
}

/**
 * A game by id or slug. A 404 is final ('Game not found'); on any other failure the game is
 * looked for in the full list (docs/rules.md#api-fallbacks) before giving up.
 */
async function getGame(
  { getAll, getScopedOne, filters }: Requester,
  idOrSlug: string | number,
): Promise<Game> {
  const key = String(idOrSlug);
  const path = `${GAMES}${seg(key)}/`;
  try {
    return await getScopedOne(path, gameSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new ApiError(404, LOOKUP_ERRORS.gameNotFound, path);
    let all: Game[];
    try {
      all = await getAll(GAMES, gameSchema, { ...filters });
    } catch {
      throw error;
    }
    const found = all.find((g) => String(g.id) === key || g.slug === key);
    if (!found) throw new ApiError(404, LOOKUP_ERRORS.gameNotFound, path);
    return found;
  }
}

export function gameCalls(requester: Requester) {
  const { getAll, getPage, filters } = requester;
  return {
    listGames: (params: GameFilters & DateRange = {}) => listGames(requester, params),
    /** One page of a season's undated games, in the order of their first-named team. */
    listUndatedGamesPage: (params: PageParams & UndatedFilters) =>
      getPage(UNDATED, undatedGameSchema, { ...filters, ...params }),
    /** All of a season's undated games that match (a team's: a season's worth). */
    listUndatedGames: (params: UndatedFilters) =>
      getAll(UNDATED, undatedGameSchema, { ...filters, ...params }),
    /** A season's postseason games (play-in, playoffs, title game), oldest first; for /seasons/{slug}. */
    async listSeasonPostseason(season: {
      start_year: number;
      sport: string;
      level: string;
    }): Promise<Game[]> {
      const scope = {
        ...filters,
        sport__slug: season.sport,
        level__slug: season.level,
        season: season.start_year,
      };
      const lists = await Promise.all(
        ["play-in", "postseason", "championship"].map((game_type) =>
          getAll(GAMES, gameSchema, { ...scope, game_type }),
        ),
      );
      return lists.flat().sort((a, b) => a.game_date.localeCompare(b.game_date) || a.id - b.id);
    },
    /** One page of games (server-side filters and paging). */
    listGamesPage: (params: PageParams & GameFilters & DateRange & { sport__slug?: string } = {}) =>
      getPage(GAMES, gameSchema, datedQuery(filters, params)),
    getGame: (idOrSlug: string | number) => getGame(requester, idOrSlug),
    /** A game's box score by sport (`kind: "none"` where our data holds none); its game is already in scope. */
    getBoxScore: (gameId: number) => requester.getOne(`${GAMES}${gameId}/box-score/`, boxScoreSchema),
    /** An MLB postseason game's box score and play-by-play (empty lists for other games). */
    getBaseballBoxScore: (gameId: number) =>
      requester.getOne(`/api/games/games/${gameId}/baseball-box-score/`, baseballBoxScoreSchema),
    listTodayGames: () => getAll("/api/games/games/today/", gameSchema, { ...filters }),
    listLiveGames: () => getAll("/api/games/games/live/", gameSchema, { ...filters }),
    listRecentGames: (params: { days?: number } = {}) =>
      getAll("/api/games/games/recent/", gameSchema, { ...filters, ...params }),
    listUpcomingGames: (params: { days?: number } = {}) =>
      getAll("/api/games/games/upcoming/", gameSchema, { ...filters, ...params }),
  };
}

export function standingCalls({ getAll, filters }: Requester) {
  const getCurrentStandings = () => getAll("/api/games/standings/current/", standingSchema, { ...filters });
  const listStandings = (
    params: {
      season?: number;
      conference?: string;
      search?: string;
      sport__slug?: string;
      level__slug?: string;
    } = {},
  ) => getAll("/api/games/standings/", standingSchema, { ...filters, ...params });
  const listStandingsByDivision = (params: { division?: string; season?: number } = {}) =>
    getAll("/api/games/standings/by_division/", standingSchema, { ...filters, ...params });
  return {
    getCurrentStandings,
    listStandings,
    listStandingsByDivision,
    /**
     * The standings screen's call (docs/rules.md#api-fallbacks): by division and season when a division is
     * chosen, else all for the season (current when no season). A failure is thrown (the page's error state).
     */
    getStandings(params: { season?: number; division?: string } = {}): Promise<Standing[]> {
      if (params.division) return listStandingsByDivision(params);
      if (params.season !== undefined) return listStandings({ season: params.season });
      return getCurrentStandings();
    },
  };
}
