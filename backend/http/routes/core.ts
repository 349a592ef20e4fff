/** /api/core/: sports (fetched at start-up) and levels. */
import { levelJson, pageOf, sportJson, type Route } from "../context";
import { paginationShape, parseQuery } from "../params";

export const coreRoutes: Route[] = [
  {
    path: "core/sports",
    async handle(ctx) {
      const p = parseQuery(ctx.url, paginationShape);
      return pageOf(
        ctx,
        p,
        [...ctx.ref.sports.keys()].map((id) => sportJson(ctx.ref, id)),
      );
    },
  },
  {
    path: "core/levels",
    async handle(ctx) {
      const p = parseQuery(ctx.url, paginationShape);
      return pageOf(
        ctx,
        p,
        [...ctx.ref.levels.keys()].map((id) => levelJson(ctx.ref, id)),
      );
    },
  },
];
