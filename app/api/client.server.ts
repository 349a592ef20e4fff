/**
 * The typed client of the backend contract (backend/http/README.md), used by every loader. One function
 * per call; the site's filters (sport__slug, level__slug) go on every list; payloads are validated
 * with zod; lists follow `next` (docs/rules.md#api-fallbacks); calls retry per docs/rules.md#retries; answers are
 * cached by freshness class when a cache is given.
 *
 *   const api = createApiClient({ transport: inProcessTransport(handler), filters, cache });
 *   const teams = await api.listTeams();           // every page, sorted by name
 *   const team = await api.getTeam("kansas-city-chiefs");   // ApiError(404) when unknown
 *
 * The transport, retries, deadline, cache and paging live in request.server.ts; the calls, one
 * module per resource group, in calls/. A new call goes into its group's module.
 */
import { createRequester, type ApiClientOptions } from "./request.server";
import { coreCalls } from "./calls/core.server";
import { championshipCalls } from "./calls/championships.server";
import { teamCalls } from "./calls/teams.server";
import { gameCalls, standingCalls } from "./calls/games.server";
import { peopleCalls } from "./calls/people.server";
import { awardCalls } from "./calls/awards.server";
import { insightCalls } from "./calls/insights.server";

export { ApiError, isApiError, LOOKUP_ERRORS } from "./errors";
export { retryDelay, type ApiClientOptions, type PageParams, type RetryOptions } from "./request.server";
export type { CoachListParams, PlayerListParams } from "./calls/people.server";
export { warmUp, warmUpSites } from "./warm-up.server";
export type { ApiFilters } from "@domain/sports";

export function createApiClient(options: ApiClientOptions) {
  const requester = createRequester(options);
  return {
    filters: requester.filters,
    transport: requester.transport,
    ...coreCalls(requester),
    ...championshipCalls(requester),
    ...teamCalls(requester),
    ...gameCalls(requester),
    ...standingCalls(requester),
    ...peopleCalls(requester),
    ...awardCalls(requester),
    ...insightCalls(requester),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
