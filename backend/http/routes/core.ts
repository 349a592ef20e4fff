/** /api/core/: sports (fetched at start-up) and levels. */
import { levelJson, pageOf, sportJson, type Route } from "../context";
import { scopeSportLevel } from "../../../domain/scope";
import { paginationShape, parseQuery } from "../params";

export const coreRoutes: Route[] = [
  {
    path: "core/sports",
    query: paginationShape,
    async handle(ctx) {
      const p = parseQuery(ctx.url, paginationShape);
      const own = scopeSportLevel(ctx.scope);
      return pageOf(
        ctx,
        p,
        [...ctx.ref.sports.values()]
          .filter((s) => own.sport === undefined || s.slug === own.sport)
          .map((s) => sportJson(ctx.ref, s.id)),
      );
    },
  },
  {
    path: "core/levels",
    query: paginationShape,
    async handle(ctx) {
      const p = parseQuery(ctx.url, paginationShape);
      const own = scopeSportLevel(ctx.scope);
      return pageOf(
        ctx,
        p,
        [...ctx.ref.levels.values()]
          .filter((l) => own.level === undefined || l.slug === own.level)
          .map((l) => levelJson(ctx.ref, l.id)),
      );
    },
  },
];
