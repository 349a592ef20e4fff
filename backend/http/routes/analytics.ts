/**
 * /api/analytics/: the figures of /analytics for a site, category and timeframe. The build computes
 * every site's, category's and timeframe's answer with `computeFigures` and stores it
 * (analytics_figures, backend/import/steps/analytics-figures.ts): a view reads that row. Only a view
 * the stored row does not hold for (another week, month or season than the build's, or data changed
 * by a live-score update since) is computed here. The rows are read by backend/http/analytics/rows.ts,
 * each category's figures built by its module there, the arithmetic is backend/analytics/figures.ts.
 */
import { z } from "zod";
import {
  CATEGORY_SLUGS,
  DEFAULT_CATEGORY,
  DEFAULT_TIMEFRAME,
  TIMEFRAME_SLUGS,
  timeframePhrase,
  timeframeRange,
  type AnalyticsCategory,
  type AnalyticsTimeframe,
} from "../../../domain/analytics";
import type { AnalyticsFiguresBody } from "../../../domain/contract/types";
import { seasonLabel } from "../../../domain/season";
import type { GameRow } from "../../analytics/figures";
import { gameAnalysis } from "../analytics/game-analysis";
import type { CategoryFigures, FigureInputs } from "../analytics/inputs";
import { playerStatistics } from "../analytics/player-statistics";
import { loadGames, loadTitles, type Scope } from "../analytics/rows";
import { seasonTrends } from "../analytics/season-trends";
import { teamPerformance } from "../analytics/team-performance";
import type { Route, RouteContext } from "../context";
import { idsForSlug } from "../filters";
import { parseQuery, siteFilterShape } from "../params";
import { DATA_VERSION_KEY } from "../../db/data-version";

const figuresShape = {
  ...siteFilterShape,
  category: z.enum(CATEGORY_SLUGS, { message: `Expected one of ${CATEGORY_SLUGS.join(", ")}.` }).optional(),
  timeframe: z
    .enum(TIMEFRAME_SLUGS, { message: `Expected one of ${TIMEFRAME_SLUGS.join(", ")}.` })
    .optional(),
};

const CATEGORIES: Record<AnalyticsCategory, (f: FigureInputs) => CategoryFigures | Promise<CategoryFigures>> =
  {
    "team-performance": teamPerformance,
    "player-statistics": playerStatistics,
    "game-analysis": gameAnalysis,
    "season-trends": seasonTrends,
  };

/** The scope of a request: the site's sports and levels, and the timeframe's dates or seasons. */
function scopeOf(
  ctx: RouteContext,
  p: { sport__slug?: string; level__slug?: string },
  timeframe: AnalyticsTimeframe,
): Scope {
  const sportIds = idsForSlug(ctx.ref.sportsBySlug, p.sport__slug);
  const levelIds = idsForSlug(ctx.ref.levelsBySlug, p.level__slug);
  const currentSeasons = new Map<number, number>();
  for (const [id, sport] of ctx.ref.sports)
    if (!sportIds || sportIds.includes(id)) currentSeasons.set(id, ctx.currentSeason(sport.slug));
  return {
    league: ctx.scope.league,
    sportIds,
    levelIds,
    timeframe,
    range: timeframeRange(timeframe, ctx.now),
    currentSeasons,
  };
}

/** Seasons the timeframe covers, per sport: those of its games. */
function seasonsOf(games: GameRow[]): Map<string, Set<number>> {
  const seasons = new Map<string, Set<number>>();
  for (const g of games) {
    const set = seasons.get(g.sport) ?? new Set<number>();
    set.add(g.season);
    seasons.set(g.sport, set);
  }
  return seasons;
}

/** What every scope's inputs read whole: the teams' names, and which sources and sports have games. */
function unscopedInputs(ctx: RouteContext) {
  return Promise.all([
    ctx.db.selectFrom("teams").select(["id", "name"]).execute(),
    ctx.db.selectFrom("games").select("source").distinct().where("period", "is not", null).execute(),
    ctx.db.selectFrom("games").select("sport_id").distinct().where("status", "=", "final").execute(),
  ]);
}

/**
 * Inputs kept across the answers of one build: a scope's by timeframe and period (the categories
 * share them), and the unscoped reads of every scope.
 */
export interface SharedInputs {
  byScope: Map<string, Promise<FigureInputs>>;
  everyScope?: ReturnType<typeof unscopedInputs>;
}

/** Everything the categories share: the scope's games and titles, names and phrases. */
async function inputsOf(ctx: RouteContext, scope: Scope, shared?: SharedInputs): Promise<FigureInputs> {
  const everyScope = shared ? (shared.everyScope ??= unscopedInputs(ctx)) : unscopedInputs(ctx);
  const [games, titles, [teamRows, otSources, gameSports]] = await Promise.all([
    loadGames(ctx, scope),
    loadTitles(ctx, scope),
    everyScope,
  ]);
  const teamName = new Map(teamRows.map((t) => [t.id, t.name]));
  const phrase = timeframePhrase(scope.timeframe);
  const singleSport =
    scope.sportIds?.length === 1 ? (ctx.ref.sports.get(scope.sportIds[0])?.slug ?? null) : null;
  return {
    ctx,
    scope,
    timeframe: scope.timeframe,
    games,
    titles,
    gameSports,
    otSources,
    seasons: seasonsOf(games),
    singleSport,
    phrase,
    noGames: `No games played ${phrase}`,
    noTitles: `No titles decided ${phrase}`,
    nameOf: (id) => teamName.get(id) ?? "Unknown",
    sportName: (slug) => [...ctx.ref.sports.values()].find((s) => s.slug === slug)?.name ?? slug,
    seasonText: (sport, year) => (singleSport ? seasonLabel(sport, year) : String(year)),
  };
}

/** What a stored answer is looked up by: the scope's league, sports and levels. */
function scopeKey(scope: Scope): string {
  return JSON.stringify([scope.league ?? "", scope.sportIds ?? null, scope.levelIds ?? null]);
}

/** What a stored answer holds for: the timeframe's dates, and its current seasons for this-season. */
function periodOf(scope: Scope): string {
  const seasons =
    scope.timeframe === "this-season" ? [...scope.currentSeasons].sort(([a], [b]) => a - b) : [];
  return JSON.stringify([scope.range, seasons]);
}

/** The request's category, timeframe and scope. */
function requestOf(ctx: RouteContext) {
  const p = parseQuery(ctx.url, figuresShape);
  const category: AnalyticsCategory = p.category ?? DEFAULT_CATEGORY;
  const timeframe: AnalyticsTimeframe = p.timeframe ?? DEFAULT_TIMEFRAME;
  return { category, timeframe, scope: scopeOf(ctx, p, timeframe) };
}

/** A sport's place in the sports list (its id). */
function sportOrder(ctx: RouteContext, slug: string): number {
  for (const [id, sport] of ctx.ref.sports) if (sport.slug === slug) return id;
  return Number.MAX_SAFE_INTEGER;
}

/** The figures computed from the games and titles (the build stores them; see the module comment). */
export async function computeFigures(
  ctx: RouteContext,
  shared?: SharedInputs,
): Promise<AnalyticsFiguresBody> {
  const { category, timeframe, scope } = requestOf(ctx);
  let inputs: Promise<FigureInputs>;
  if (shared) {
    const key = `${scopeKey(scope)} ${timeframe} ${periodOf(scope)}`;
    inputs = shared.byScope.get(key) ?? inputsOf(ctx, scope, shared);
    shared.byScope.set(key, inputs);
  } else inputs = inputsOf(ctx, scope);
  return figuresOf(ctx, category, timeframe, scope, await inputs);
}

async function figuresOf(
  ctx: RouteContext,
  category: AnalyticsCategory,
  timeframe: AnalyticsTimeframe,
  scope: Scope,
  inputs: FigureInputs,
): Promise<AnalyticsFiguresBody> {
  const { kpis, charts, notes } = await CATEGORIES[category](inputs);
  const { games, titles, seasons } = inputs;
  return {
    category,
    timeframe,
    start: scope.range?.start ?? null,
    end: scope.range?.end ?? null,
    // In the sports' order: the games' row order depends on the query plan, which differs between
    // the build's transaction and a served database.
    seasons: [...seasons]
      .sort(([a], [b]) => sportOrder(ctx, a) - sportOrder(ctx, b))
      .map(([sport, set]) => ({
        sport,
        first: Math.min(...set),
        last: Math.max(...set),
        count: set.size,
      })),
    games: games.length,
    titles: titles.length,
    kpis,
    charts,
    notes,
    computed_at: ctx.now.toISOString(),
  };
}

/** The row a request's figures are stored under, with what it holds for. */
export function storedFiguresKey(ctx: RouteContext) {
  const { category, timeframe, scope } = requestOf(ctx);
  return { scope: scopeKey(scope), category, timeframe, period: periodOf(scope) };
}

/** The stored answer for the request when it holds for the request's period and the current data. */
async function storedFigures(ctx: RouteContext): Promise<AnalyticsFiguresBody | null> {
  const key = storedFiguresKey(ctx);
  const row = await ctx.db
    .selectFrom("analytics_figures")
    .select(["body", "period", "data_version"])
    .where("scope", "=", key.scope)
    .where("category", "=", key.category)
    .where("timeframe", "=", key.timeframe)
    .executeTakeFirst();
  if (!row || row.period !== key.period) return null;
  const version = await ctx.db
    .selectFrom("build_info")
    .select("value")
    .where("key", "=", DATA_VERSION_KEY)
    .executeTakeFirst();
  // A live-score update since the build changes the data version. An all-time figure is still
  // read as the build's row: recomputing it would turn every game since 1871 into objects (more
  // than an API worker's heap holds), for a few games' difference until the next build. The
  // answer's computed_at says when it was computed.
  if ((version?.value ?? "") !== row.data_version && key.timeframe !== "all-time") return null;
  // Written by computeFigures in the build, from this same code.
  return JSON.parse(row.body) as AnalyticsFiguresBody;
}

async function figures(ctx: RouteContext): Promise<AnalyticsFiguresBody> {
  return (await storedFigures(ctx)) ?? computeFigures(ctx);
}

export const analyticsRoutes: Route[] = [{ path: "analytics/figures", query: figuresShape, handle: figures }];
