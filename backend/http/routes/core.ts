/** /api/core/: sports (fetched at start-up) and levels. */
import { levelJson, pageOf, sportJson, type Route } from "../context";
import { inScope } from "../../../domain/scope";
import { paginationShape, parseQuery } from "../params";

export const coreRoutes: Route[] = [
  {
    path: "core/sports",
    query: paginationShape,
    async handle(ctx) {
      const p = parseQuery(ctx.url, paginationShape);
      return pageOf(
        ctx,
        p,
        [...ctx.ref.sports.values()]
          .filter((s) => inScope({ sport: ctx.scope.sport }, { sport: s.slug }))
          .map((s) => sportJson(ctx.ref, s.id)),
      );
    },
  },
  {
    path: "core/levels",
    query: paginationShape,
    async handle(ctx) {
      const p = parseQuery(ctx.url, paginationShape);
      return pageOf(
        ctx,
        p,
        [...ctx.ref.levels.values()]
          .filter((l) => inScope({ level: ctx.scope.level }, { level: l.slug }))
          .map((l) => levelJson(ctx.ref, l.id)),
      );
    },
  },
];
