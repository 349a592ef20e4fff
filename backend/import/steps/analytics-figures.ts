/**
 * The /analytics figures of every site, category and timeframe, computed once by the build with
 * the API's own computation (backend/http/routes/analytics.ts, `computeFigures`) and stored in
 * analytics_figures, so a view reads one row instead of turning every game into objects (issue 41:
 * 1.4-6.3 s and 170 MB per cold view). Runs last, on the final tables.
 */
import { ANALYTICS_CATEGORIES, ANALYTICS_TIMEFRAMES } from "../../../domain/analytics";
import { LEAGUES } from "../../../domain/leagues";
import { applyScopeToSearchParams, scopeSportLevel, type SiteScope } from "../../../domain/scope";
import { readDataVersion } from "../../db/data-version";
import { clockContext, type RouteContext } from "../../http/context";
import { loadRefData } from "../../http/ref-data";
import { computeFigures, storedFiguresKey, type SharedInputs } from "../../http/routes/analytics";
import type { BuildContext } from "../context";
import type { BuildStep } from "../step";

/** The scopes the sites ask in: the hub (none) and each league's site. */
export const FIGURE_SCOPES: SiteScope[] = [{}, ...LEAGUES.map((league) => ({ league: league.key }))];

/**
 * The API's context of a figures request as a site's page sends it: the site's sport and level
 * filters and its scope (app/api/request.server.ts), at `now`.
 */
export function figuresRequest(
  base: Pick<RouteContext, "db" | "ref">,
  scope: SiteScope,
  category: string,
  timeframe: string,
  now: Date,
): RouteContext {
  const url = new URL("http://build/api/analytics/figures/");
  const own = scopeSportLevel(scope);
  if (own.sport) url.searchParams.set("sport__slug", own.sport);
  if (own.level) url.searchParams.set("level__slug", own.level);
  url.searchParams.set("category", category);
  url.searchParams.set("timeframe", timeframe);
  applyScopeToSearchParams(url.searchParams, scope);
  return { ...base, url, params: {}, scope, ...clockContext(now) };
}

export const analyticsFiguresStep: BuildStep = {
  name: "analytics figures",
  async run(ctx: BuildContext) {
    const base = { db: ctx.db, ref: await loadRefData(ctx.db) };
    const dataVersion = (await readDataVersion(ctx.db)) ?? "";
    let rows = 0;
    // Each scope's games are read once per timeframe, not once per category as well (4x less work);
    // dropped after the scope, so one scope's games are held at a time.
    const shared: SharedInputs = { byScope: new Map() };
    for (const scope of FIGURE_SCOPES) {
      const batch = [];
      shared.byScope.clear();
      for (const { slug: category } of ANALYTICS_CATEGORIES) {
        for (const { slug: timeframe } of ANALYTICS_TIMEFRAMES) {
          const request = figuresRequest(base, scope, category, timeframe, ctx.now);
          const body = await computeFigures(request, shared);
          batch.push({
            id: ctx.nextId("analytics_figures"),
            ...storedFiguresKey(request),
            data_version: dataVersion,
            body: JSON.stringify(body),
          });
        }
      }
      await ctx.insert("analytics_figures", batch);
      rows += batch.length;
    }
    ctx.log(`analytics figures: ${rows} answers (${FIGURE_SCOPES.length} sites)`);
  },
};
