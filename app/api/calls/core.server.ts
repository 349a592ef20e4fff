/** Calls of the catalogue and the site-wide services: sports, levels, the OpenAPI document, the site search. */
import { levelSchema, searchResponseSchema, sportSchema } from "@domain/contract/schemas";
import type { SearchKind } from "@domain/search";
import { openApiDocSchema } from "../openapi-schema";
import type { Requester } from "../request.server";

export function coreCalls({ getAll, getOne, filters }: Requester) {
  return {
    listSports: () => getAll("/api/core/sports/", sportSchema),
    listLevels: () => getAll("/api/core/levels/", levelSchema),
    /** The API's OpenAPI document (for the reference page). */
    getOpenApi: () => getOne("/api/openapi.json", openApiDocSchema),
    /** The site search (every kind grouped, or one kind paged): a sport site's own sport and level only. */
    search: (params: { q: string; kind?: SearchKind; page?: number; page_size?: number }) =>
      getOne("/api/search/", searchResponseSchema, {
        ...params,
        prefer_sport: filters.sport__slug,
        prefer_level: filters.level__slug,
      }),
  };
}
