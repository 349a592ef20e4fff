/** /api/core/: sports (fetched at start-up) and levels. */
import type { Route } from "../context";
import { levelJson, sportJson, type RefData } from "../ref-data";
import { pageOf } from "../pagination";
import { scopeSportLevel } from "../../../domain/scope";
import { paginationShape, parseQuery } from "../params";

/**
 * The route listing one reference table (sports or levels), in its sort order; a sport site lists
 * only its own sport or level.
 */
function refListRoute<T>(
  kind: "sport" | "level",
  rows: (ref: RefData) => Map<number, { id: number; slug: string }>,
  json: (ref: RefData, id: number) => T,
): Route {
  return {
    path: `core/${kind}s`,
    query: paginationShape,
    async handle(ctx) {
      const p = parseQuery(ctx.url, paginationShape);
      const own = scopeSportLevel(ctx.scope)[kind];
      return pageOf(
        ctx,
        p,
        [...rows(ctx.ref).values()]
          .filter((r) => own === undefined || r.slug === own)
          .map((r) => json(ctx.ref, r.id)),
      );
    },
  };
}

export const coreRoutes: Route[] = [
  refListRoute("sport", (ref) => ref.sports, sportJson),
  refListRoute("level", (ref) => ref.levels, levelJson),
];
