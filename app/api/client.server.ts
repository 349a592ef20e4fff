/**
 * The typed client of the backend contract (backend/http/README.md), used by every loader. One function
 * per call; the site's filters (sport__slug, level__slug) go on every list; payloads are validated
 * with zod; lists follow `next` (docs/rules.md#api-fallbacks); calls retry per docs/rules.md#retries; answers are
 * cached by freshness class when a cache is given.
 *
 *   const api = createApiClient({ transport: inProcessTransport(handler), filters, cache });
 *   const teams = await api.listTeams();           // every page, sorted by name
 *   const team = await api.getTeam("kansas-city-chiefs");   // ApiError(404) when unknown
 */
import { z } from "zod";
import { ApiError, LOOKUP_ERRORS } from "./errors";
import { freshnessOfPath, FRESHNESS } from "@domain/contract/freshness";
import type { ResponseCache } from "./cache.server";
import type { Transport } from "./transport.server";
import {
  analyticsFiguresSchema,
  championRecordSchema,
  championshipGameSchema,
  championshipSchema,
  championshipStatsSchema,
  coachSchema,
  coachesSummarySchema,
  playersSummarySchema,
  dataQualityReportSchema,
  errorBodySchema,
  gameSchema,
  levelSchema,
  listBodySchema,
  playerSchema,
  leaderRowSchema,
  rosterEntrySchema,
  scheduledGameSchema,
  searchResponseSchema,
  seasonSchema,
  sportSchema,
  standingSchema,
  teamChampionshipSchema,
  teamSchema,
  teamSeasonSchema,
  teamStatsSchema,
  teamPlayerLinesSchema,
} from "@domain/contract/schemas";
import { awardResultSchema, awardSchema, draftPickSchema, draftSchema, playerAwardSchema } from "@domain/contract/awards";
import { headToHeadSchema, onThisDaySchema, opponentsSchema } from "@domain/contract/explore";
import type { MeetingSort } from "@domain/head-to-head";
import type { ApiFilters } from "@domain/sports";
import { openApiDocSchema } from "./openapi-schema";
import { applyScopeToSearchParams, formatScope, inScope, SCOPE_HEADER, scopeFromFilters, type SiteScope } from "@domain/scope";
import type { SearchKind } from "@domain/search";
import type { Game, Paginated, Season, Standing, Team } from "@domain/contract/types";

export { ApiError, isApiError, LOOKUP_ERRORS } from "./errors";

export type { ApiFilters } from "@domain/sports";

export interface RetryOptions {
  /** Retries after the first attempt (docs/rules.md#retries: at most 2); the class's own limit applies if lower. */
  maxRetries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
}

export interface ApiClientOptions {
  transport: Transport;
  /**
   * The whole budget of this client's calls in ms (server.ts makes one client per page render):
   * attempts and retries stop when it runs out, so a slow backend costs a page a few seconds,
   * not three full timeouts. Unset: no deadline.
   */
  deadlineMs?: number;
  filters?: ApiFilters;
  cache?: ResponseCache;
  retry?: RetryOptions;
  /** Page size used when a call fetches every page (default the contract's maximum, 1000). */
  allPagesSize?: number;
}

type Params = Record<string, string | number | boolean | null | undefined>;

/** Page parameters of the calls that return one page. */
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

export interface PageParams {
  page?: number;
  page_size?: number;
}

/** A list's page size when every page is fetched: the contract's maximum, fewest round trips. */
const ALL_PAGES_SIZE = 1000;
/** Guards against a backend whose `next` never ends. */
const MAX_PAGES = 500;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `1000 ms x 2^attempt`, capped at 30 s (docs/constants.md#retry-policy). */
export function retryDelay(attempt: number, base = 1000, max = 30_000): number {
  return Math.min(base * 2 ** attempt, max);
}

/**
 * A path with its query, narrowed to the site scope (domain/scope.ts): whatever `sport__slug` or
 * `level__slug` a caller passes (or leaves undefined), a sport site's calls ask for its own sport
 * and level, so an external backend (API_URL) is held to the same rule as the embedded one.
 */
function pathWith(path: string, params: Params, scope: SiteScope = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  applyScopeToSearchParams(search, scope);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A list's `next` link (absolute, or a path) narrowed to the scope. */
function scopedTarget(target: string, scope: SiteScope): string {
  const absolute = /^https?:\/\//i.test(target);
  const url = new URL(target, "http://x");
  applyScopeToSearchParams(url.searchParams, scope);
  return absolute ? url.href : `${url.pathname}${url.search}`;
}

function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

export function createApiClient(options: ApiClientOptions) {
  const { transport, cache } = options;
  const filters: ApiFilters = {};
  if (options.filters?.sport__slug) filters.sport__slug = options.filters.sport__slug;
  if (options.filters?.level__slug) filters.level__slug = options.filters.level__slug;
  // The site scope: applied to every call's query and sent to the embedded API as a header.
  const scope = scopeFromFilters(filters);
  const scopeHeaders: Record<string, string> | undefined = formatScope(scope) ? { [SCOPE_HEADER]: formatScope(scope) } : undefined;
  const sleep = options.retry?.sleep ?? defaultSleep;
  const maxRetries = options.retry?.maxRetries ?? 2;
  const baseDelay = options.retry?.baseDelayMs ?? 1000;
  const maxDelay = options.retry?.maxDelayMs ?? 30_000;
  const allPagesSize = options.allPagesSize ?? ALL_PAGES_SIZE;
  const deadline = options.deadlineMs !== undefined ? Date.now() + options.deadlineMs : Infinity;
  const remaining = () => deadline - Date.now();

  /** GET one URL as JSON, retrying network errors and 5xx (never 4xx) while the deadline allows. */
  async function getJson(target: string): Promise<unknown> {
    const retries = Math.min(maxRetries, FRESHNESS[freshnessOfPath(new URL(target, "http://x").pathname)].retries);
    for (let attempt = 0; ; attempt++) {
      let error: ApiError;
      if (remaining() <= 0) throw new ApiError(504, `The API did not answer in time (${target})`, target);
      try {
        const signal = Number.isFinite(deadline) ? AbortSignal.timeout(Math.max(1, Math.ceil(remaining()))) : undefined;
        const response = await transport.fetch(target, { signal, headers: scopeHeaders });
        if (response.ok) {
          try {
            return await response.json();
          } catch (cause) {
            throw new ApiError(502, `Invalid JSON from the API (${target})`, target, { cause });
          }
        }
        const body = errorBodySchema.safeParse(await response.json().catch(() => null));
        error = new ApiError(response.status, body.success ? body.data.detail : `HTTP ${response.status}`, target);
      } catch (cause) {
        error =
          cause instanceof ApiError
            ? cause
            : new ApiError(0, `API unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, target, { cause });
        if (error.status === 502) throw error;
      }
      if (!error.isRetryable || attempt >= retries) throw error;
      const delay = retryDelay(attempt, baseDelay, maxDelay);
      if (delay >= remaining()) throw error; // no time left for another attempt
      await sleep(delay);
    }
  }

  function validate<S extends z.ZodTypeAny>(schema: S, data: unknown, target: string): z.output<S> {
    const parsed = schema.safeParse(data);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new ApiError(502, `Unexpected API response from ${target}: ${issue.path.join(".") || "body"}: ${issue.message}`, target, {
      cause: parsed.error,
    });
  }

  function cached<T>(key: string, path: string, load: () => Promise<T>): Promise<T> {
    if (!cache) return load();
    // The cache shares one load per key between callers, and the load runs under the deadline of
    // whoever started it (the start-up warm-up, another page): this caller still stops at its own.
    return withinDeadline(cache.fetch(key, freshnessOfPath(path), load), path);
  }

  function withinDeadline<T>(promise: Promise<T>, path: string): Promise<T> {
    if (!Number.isFinite(deadline)) return promise;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError(504, `The API did not answer in time (${path})`, path)), Math.max(0, remaining()));
    });
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
  }

  /** One object. */
  function getOne<S extends z.ZodTypeAny>(path: string, schema: S, params: Params = {}): Promise<z.output<S>> {
    const target = pathWith(path, params, scope);
    return cached(`one ${target}`, path, async () => validate(schema, await getJson(target), target));
  }

  /** One page of a list (a bare array body counts as a single page). */
  function getPage<S extends z.ZodTypeAny>(path: string, schema: S, params: Params): Promise<Paginated<z.output<S>>> {
    const target = pathWith(path, params, scope);
    return cached(`page ${target}`, path, async () => validate(listBodySchema(schema), await getJson(target), target));
  }

  /** Every page of a list, following `next` until it runs out. */
  function getAll<S extends z.ZodTypeAny, R = z.output<S>[]>(
    path: string,
    schema: S,
    params: Params = {},
    finish?: (items: z.output<S>[]) => R,
  ): Promise<R> {
    const first = pathWith(path, { page_size: allPagesSize, ...params }, scope);
    return cached(`all ${first}`, path, async () => {
      const items: z.output<S>[] = [];
      const seen = new Set<string>();
      let target: string | null = first;
      for (let n = 0; target && n < MAX_PAGES && !seen.has(target); n++) {
        seen.add(target);
        const body: Paginated<z.output<S>> = validate(listBodySchema(schema), await getJson(target), target);
        items.push(...body.results);
        // A backend's own `next` link is held to the scope like the first page (pathWith).
        target = body.next === null ? null : scopedTarget(body.next, scope);
      }
      return finish ? finish(items) : (items as R);
    });
  }

  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  /**
   * One item of a detail path, 404 when it belongs to another sport or level than the scope's (an
   * external backend may not apply the scope itself).
   */
  async function getScopedOne<S extends z.ZodTypeAny>(path: string, schema: S): Promise<z.output<S>> {
    const item: { sport?: { slug: string | null } | null; level?: { slug: string | null } | null } = await getOne(path, schema);
    if (!inScope(scope, { sport: item.sport?.slug ?? null, level: item.level?.slug ?? null })) throw new ApiError(404, "Not found.", path);
    return item as z.output<S>;
  }

  const client = {
    filters,
    transport,

    // ---- core ------------------------------------------------------------------------------
    listSports: () => getAll("/api/core/sports/", sportSchema),
    listLevels: () => getAll("/api/core/levels/", levelSchema),

    // ---- championships --------------------------------------------------------------------
    listChampionships: (params: { search?: string; season?: number } = {}) =>
      getAll("/api/championships/championships/", championshipSchema, { ...filters, ...params }),
    getChampionship: (idOrSlug: string | number) => getScopedOne(`/api/championships/championships/${seg(idOrSlug)}/`, championshipSchema),
    getChampionshipChampions: (idOrSlug: string | number, params: { season?: number } = {}) =>
      getAll(`/api/championships/championships/${seg(idOrSlug)}/champions/`, championRecordSchema, params),
    getChampionshipStats: (idOrSlug: string | number) => getOne(`/api/championships/championships/${seg(idOrSlug)}/stats/`, championshipStatsSchema),
    getChampionshipGames: (idOrSlug: string | number) => getAll(`/api/championships/championships/${seg(idOrSlug)}/games/`, championshipGameSchema),

    /** Champion records, newest first; `season` is the season start year (home: current year - 1). */
    listChampions: (params: { season?: number; championship?: string; team?: string; search?: string } = {}) =>
      getAll("/api/championships/champions/", championRecordSchema, {
        ...filters,
        season__start_year: params.season,
        championship: params.championship,
        team: params.team,
        search: params.search,
      }),

    /** Every season, start year descending then sport name (the contract's order). */
    listSeasons: (params: { search?: string; is_active?: boolean } = {}) =>
      getAll("/api/championships/seasons/", seasonSchema, { ...filters, ...params }, (seasons: Season[]) =>
        [...seasons].sort((a, b) => b.start_year - a.start_year || (a.sport?.name ?? "").localeCompare(b.sport?.name ?? "")),
      ),
    /** A season by slug or id, found in the full list; ApiError(404, 'Season not found') if missing. */
    async getSeason(slugOrId: string | number): Promise<Season> {
      const key = String(slugOrId);
      const seasons = await client.listSeasons();
      const found = seasons.find((s) => s.slug === key || String(s.id) === key);
      if (!found) throw new ApiError(404, LOOKUP_ERRORS.seasonNotFound, `/api/championships/seasons/${key}/`);
      return found;
    },

    // ---- teams ----------------------------------------------------------------------------
    /** Every team of the site, sorted by name. */
    listTeams: (params: { search?: string; division?: string; conference?: string; season?: number; is_active?: boolean } = {}) =>
      getAll("/api/teams/teams/", teamSchema, { ...filters, ...params }, (teams: Team[]) => [...teams].sort(byName)),
    /** One page of teams as the API answers it (count and results; the debug page). */
    listTeamsPage: (params: PageParams & { search?: string } = {}) => getPage("/api/teams/teams/", teamSchema, { ...filters, ...params }),
    getTeam: (idOrSlug: string | number) => getScopedOne(`/api/teams/teams/${seg(idOrSlug)}/`, teamSchema),
    getTeamChampionships: (idOrSlug: string | number) => getAll(`/api/teams/teams/${seg(idOrSlug)}/championships/`, teamChampionshipSchema),
    getTeamRoster: (idOrSlug: string | number, year?: number) => getAll(`/api/teams/teams/${seg(idOrSlug)}/roster/`, rosterEntrySchema, { year }),
    getTeamSchedule: (idOrSlug: string | number, year?: number) =>
      getAll(`/api/teams/teams/${seg(idOrSlug)}/schedule/`, scheduledGameSchema, { year }),
    getTeamStats: (idOrSlug: string | number, year?: number) => getOne(`/api/teams/teams/${seg(idOrSlug)}/stats/`, teamStatsSchema, { year }),
    getTeamSeasons: (idOrSlug: string | number) => getAll(`/api/teams/teams/${seg(idOrSlug)}/seasons/`, teamSeasonSchema),
    /** MLB: the season's players with their batting and pitching lines for this club. */
    getTeamPlayerLines: (idOrSlug: string | number, year: number) =>
      getOne(`/api/teams/teams/${seg(idOrSlug)}/player-lines/`, teamPlayerLinesSchema, { year }),

    // ---- games ----------------------------------------------------------------------------
    /**
     * Games, optionally between `start` and `end` (yyyy-MM-dd, inclusive). Spec fallbacks: if the
     * dated call fails, the full list filtered here; if that fails too, an empty list.
     */
    async listGames(
      params: { start?: string; end?: string; status?: string; search?: string; season?: number; team?: string } = {},
    ): Promise<Game[]> {
      const { start, end, ...rest } = params;
      const dated = start !== undefined || end !== undefined;
      try {
        return await getAll("/api/games/games/", gameSchema, { ...filters, ...rest, game_date__gte: start, game_date__lte: end });
      } catch {
        if (!dated) return [];
        try {
          const all = await getAll("/api/games/games/", gameSchema, { ...filters, ...rest });
          return all.filter((g) => (!start || g.game_date >= start) && (!end || g.game_date <= end));
        } catch {
          return [];
        }
      }
    },
    /** A season's postseason games (play-in, playoffs, title game), oldest first; for /seasons/{slug}. */
    async listSeasonPostseason(season: { start_year: number; sport: string; level: string }): Promise<Game[]> {
      const scope = { ...filters, sport__slug: season.sport, level__slug: season.level, season: season.start_year };
      const lists = await Promise.all(
        ["play-in", "postseason", "championship"].map((game_type) => getAll("/api/games/games/", gameSchema, { ...scope, game_type })),
      );
      return lists.flat().sort((a, b) => a.game_date.localeCompare(b.game_date) || a.id - b.id);
    },
    /** One page of games (server-side filters and paging). */
    listGamesPage: (
      params: PageParams & {
        start?: string;
        end?: string;
        status?: string;
        search?: string;
        season?: number;
        team?: string;
        sport__slug?: string;
      } = {},
    ) => {
      const { start, end, ...rest } = params;
      return getPage("/api/games/games/", gameSchema, { ...filters, ...rest, game_date__gte: start, game_date__lte: end });
    },
    /**
     * A game by id or slug. A 404 is final ('Game not found'); on any other failure the game is
     * looked for in the full list (docs/rules.md#api-fallbacks) before giving up.
     */
    async getGame(idOrSlug: string | number): Promise<Game> {
      const key = String(idOrSlug);
      const path = `/api/games/games/${seg(key)}/`;
      try {
        return await getScopedOne(path, gameSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw new ApiError(404, LOOKUP_ERRORS.gameNotFound, path);
        let all: Game[];
        try {
          all = await getAll("/api/games/games/", gameSchema, { ...filters });
        } catch {
          throw error;
        }
        const found = all.find((g) => String(g.id) === key || g.slug === key);
        if (!found) throw new ApiError(404, LOOKUP_ERRORS.gameNotFound, path);
        return found;
      }
    },
    listTodayGames: () => getAll("/api/games/games/today/", gameSchema, { ...filters }),
    listLiveGames: () => getAll("/api/games/games/live/", gameSchema, { ...filters }),
    listRecentGames: (params: { days?: number } = {}) => getAll("/api/games/games/recent/", gameSchema, { ...filters, ...params }),
    listUpcomingGames: (params: { days?: number } = {}) => getAll("/api/games/games/upcoming/", gameSchema, { ...filters, ...params }),

    // ---- standings ------------------------------------------------------------------------
    getCurrentStandings: () => getAll("/api/games/standings/current/", standingSchema, { ...filters }),
    listStandings: (params: { season?: number; conference?: string; search?: string; sport__slug?: string; level__slug?: string } = {}) =>
      getAll("/api/games/standings/", standingSchema, { ...filters, ...params }),
    listStandingsByDivision: (params: { division?: string; season?: number } = {}) =>
      getAll("/api/games/standings/by_division/", standingSchema, { ...filters, ...params }),
    /**
     * The standings screen's call (docs/rules.md#api-fallbacks): by division and season when a division is
     * chosen, else all for the season (current when no season); errors give an empty list.
     */
    async getStandings(params: { season?: number; division?: string } = {}): Promise<Standing[]> {
      try {
        if (params.division) return await client.listStandingsByDivision(params);
        if (params.season !== undefined) return await client.listStandings({ season: params.season });
        return await client.getCurrentStandings();
      } catch {
        return [];
      }
    },

    // ---- people ---------------------------------------------------------------------------
    /** A page of a leader board (`stat`, `scope`, `league`); a sport site sees its own sport's only. */
    /** A leader board; `scope: "franchise"` with `team` (a slug) is that franchise's career leaders. */
    listLeaders: (params: PageParams & { stat: string; scope: string; league: string; team?: string; sport__slug?: string; level__slug?: string }) =>
      getPage("/api/leaders/", leaderRowSchema, { ...params }),
    listPlayers: (params: PlayerListParams = {}) => getPage("/api/people/players/", playerSchema, { ...filters, ...params }),
    /** Counters of the same filtered list: count, active, sports, positions. */
    getPlayersSummary: (params: PlayerListParams = {}) => getOne("/api/people/players/summary/", playersSummarySchema, { ...filters, ...params }),
    listActivePlayers: (params: PageParams & { season?: number; search?: string } = {}) =>
      getPage("/api/people/players/active/", playerSchema, { ...filters, ...params }),
    listPlayersByPosition: (position: string, params: PageParams & { season?: number } = {}) =>
      getPage("/api/people/players/by_position/", playerSchema, { ...filters, ...params, position }),
    listRookies: (params: PageParams & { season?: number } = {}) => getPage("/api/people/players/rookies/", playerSchema, { ...filters, ...params }),
    /** A player by slug (or id); ApiError(400, 'Player slug is required') without one. */
    getPlayer(slug: string | number | null | undefined) {
      if (slug === null || slug === undefined || String(slug).trim() === "") {
        return Promise.reject(new ApiError(400, LOOKUP_ERRORS.playerSlugRequired, "/api/people/players/"));
      }
      return getScopedOne(`/api/people/players/${seg(String(slug).trim())}/`, playerSchema);
    },

    /**
     * Coaches; `status: 'active'` keeps active ones, `position: 'head coach'` (or `head_coach`)
     * head coaches only, `season` those coaching in that season.
     */
    listCoaches: (params: CoachListParams = {}) => getPage("/api/people/coaches/", coachSchema, { ...filters, ...params }),
    /** Tiles of the same filtered list: count, active, championships, average years, sports. */
    getCoachesSummary: (params: CoachListParams = {}) => getOne("/api/people/coaches/summary/", coachesSummarySchema, { ...filters, ...params }),
    listActiveCoaches: (params: PageParams & { season?: number } = {}) =>
      getPage("/api/people/coaches/active/", coachSchema, { ...filters, ...params }),
    listHeadCoaches: (params: PageParams & { season?: number } = {}) =>
      getPage("/api/people/coaches/head_coaches/", coachSchema, { ...filters, ...params }),
    /** A coach by slug (or id); ApiError(400, 'Coach slug is required') without one. */
    getCoach(slug: string | number | null | undefined) {
      if (slug === null || slug === undefined || String(slug).trim() === "") {
        return Promise.reject(new ApiError(400, LOOKUP_ERRORS.coachSlugRequired, "/api/people/coaches/"));
      }
      return getScopedOne(`/api/people/coaches/${seg(String(slug).trim())}/`, coachSchema);
    },

    // ---- awards and drafts ------------------------------------------------------------------
    /** Every award the site's data holds (a sport site: its own league's only). */
    listAwards: () => getAll("/api/awards/awards/", awardSchema, { ...filters }),
    /** One award by slug; ApiError(404) for an unknown slug or another site's award. */
    getAward: (slug: string) => getScopedOne(`/api/awards/awards/${seg(slug)}/`, awardSchema),
    /** One page of an award's winners (or, with `winners: false`, every vote-getter). */
    listAwardResults: (slug: string, params: PageParams & { season?: number; league?: string; winners?: boolean; ordering?: string } = {}) =>
      getPage(`/api/awards/awards/${seg(slug)}/results/`, awardResultSchema, { ...params }),
    /** Every row of the same view (the CSV). */
    listAllAwardResults: (slug: string, params: { season?: number; league?: string; winners?: boolean; ordering?: string } = {}) =>
      getAll(`/api/awards/awards/${seg(slug)}/results/`, awardResultSchema, { ...params }),
    /** The awards a player won, by season. */
    listPlayerAwards: (slug: string) => getAll(`/api/awards/players/${seg(slug)}/`, playerAwardSchema),
    /** Every draft the site's data holds, newest first. */
    listDrafts: () => getAll("/api/drafts/drafts/", draftSchema, { ...filters }),
    /** One page of a draft's picks; ApiError(404) for a year without a draft on this site. */
    listDraftPicks: (year: number, params: PageParams & { ordering?: string } = {}) =>
      getPage(`/api/drafts/drafts/${year}/`, draftPickSchema, { ...filters, ...params }),
    listAllDraftPicks: (year: number, params: { ordering?: string } = {}) =>
      getAll(`/api/drafts/drafts/${year}/`, draftPickSchema, { ...filters, ...params }),

    // ---- analytics ------------------------------------------------------------------------
    /** The /analytics figures of the site for a category and timeframe (slugs of domain/analytics). */
    getAnalytics: (params: { category?: string; timeframe?: string } = {}) =>
      getOne("/api/analytics/figures/", analyticsFiguresSchema, { ...filters, ...params }),
    /** The data-quality figures stored by the last database build. */
    getDataQuality: () => getOne("/api/analytics/data-quality/", dataQualityReportSchema),
    /** The API's OpenAPI document (for the reference page). */
    getOpenApi: () => getOne("/api/openapi.json", openApiDocSchema),

    // ---- explore (head-to-head, opponents, on this day) ---------------------------------------
    /** Two teams' meetings and records; 404 when either is outside the scope or they are of different leagues. */
    getHeadToHead: (
      a: string,
      b: string,
      params: { season?: number; before?: string; kind?: "regular" | "playoff"; ordering?: MeetingSort; page?: number; page_size?: number } = {},
    ) => getOne(`/api/explore/head-to-head/${seg(a)}/${seg(b)}/`, headToHeadSchema, params),
    getOpponents: (team: string, params: { limit?: number } = {}) => getOne(`/api/explore/opponents/${seg(team)}/`, opponentsSchema, params),
    /** Titles, notable games and birthdays of a calendar date (`MM-DD`, default today) in the site's sports. */
    getOnThisDay: (date?: string) => getOne("/api/explore/on-this-day/", onThisDaySchema, { ...filters, date }),

    // ---- site search ----------------------------------------------------------------------
    /** The site search (every kind grouped, or one kind paged): a sport site's own sport and level only. */
    search: (params: { q: string; kind?: SearchKind; page?: number; page_size?: number }) =>
      getOne("/api/search/", searchResponseSchema, {
        ...params,
        prefer_sport: filters.sport__slug,
        prefer_level: filters.level__slug,
      }),
  };
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Start-up warm-up (the backend contract's warm-up rule): sports, current standings, today's
 * games and the team list land in the cache before the first visitor. Failures are reported,
 * never thrown.
 */
export async function warmUp(client: ApiClient): Promise<{ ok: string[]; failed: { call: string; error: unknown }[] }> {
  const calls: [string, () => Promise<unknown>][] = [
    ["sports", () => client.listSports()],
    ["current standings", () => client.getCurrentStandings()],
    ["today's games", () => client.listTodayGames()],
    ["teams", () => client.listTeams()],
  ];
  const settled = await Promise.allSettled(calls.map(([, call]) => call()));
  const ok: string[] = [];
  const failed: { call: string; error: unknown }[] = [];
  settled.forEach((result, i) => {
    if (result.status === "fulfilled") ok.push(calls[i][0]);
    else failed.push({ call: calls[i][0], error: result.reason });
  });
  return { ok, failed };
}

/**
 * The warm-up for every site of the family: each site's client carries its own sport/level
 * filters, so each needs its own answers in the cache. Sites run one after another (start-up
 * stays responsive); sites with the same filters are warmed once.
 */
export async function warmUpSites(
  sites: readonly { key: string; client: ApiClient }[],
): Promise<{ key: string; ok: string[]; failed: { call: string; error: unknown }[] }[]> {
  const seen = new Set<string>();
  const results: { key: string; ok: string[]; failed: { call: string; error: unknown }[] }[] = [];
  for (const { key, client } of sites) {
    const filters = JSON.stringify([client.filters.sport__slug ?? null, client.filters.level__slug ?? null]);
    if (seen.has(filters)) continue;
    seen.add(filters);
    results.push({ key, ...(await warmUp(client)) });
  }
  return results;
}
