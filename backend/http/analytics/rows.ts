/**
 * The rows the /analytics figures are computed from, read from the database for a scope (site
 * filters and timeframe): final games, titles decided, standings records of sports without games,
 * players. The arithmetic on them is backend/analytics/figures.ts.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import type { AnalyticsTimeframe } from "../../../domain/analytics";
import type { GameRow, PlayerRow, TeamRecord, TitleRow } from "../../analytics/figures";
import type { RouteContext } from "../context";
import { GAME_RESULT } from "../../db/game-result";

const n = (v: unknown) => Number(v ?? 0);

export interface Scope {
  /** The site's league (domain/scope.ts); undefined on the hub. */
  league: string | undefined;
  sportIds: number[] | undefined;
  levelIds: number[] | undefined;
  timeframe: AnalyticsTimeframe;
  range: { start: string; end: string } | null;
  /** this-season: current season start year per sport id. */
  currentSeasons: Map<number, number>;
}

export function scopeWhere(
  scope: Scope,
  columns: { league: string; sport: string; level: string; season: string; date: string | null },
): Expression<SqlBool> {
  const parts: ReturnType<typeof sql<SqlBool>>[] = [];
  if (scope.league) parts.push(sql<SqlBool>`${sql.ref(columns.league)} = ${scope.league}`);
  if (scope.sportIds) parts.push(sql<SqlBool>`${sql.ref(columns.sport)} in (${sql.join(scope.sportIds)})`);
  if (scope.levelIds) parts.push(sql<SqlBool>`${sql.ref(columns.level)} in (${sql.join(scope.levelIds)})`);
  if (scope.range && columns.date)
    parts.push(sql<SqlBool>`${sql.ref(columns.date)} between ${scope.range.start} and ${scope.range.end}`);
  if (scope.range && !columns.date) parts.push(sql<SqlBool>`1 = 0`);
  if (scope.timeframe === "this-season") {
    const each = [...scope.currentSeasons].map(
      ([sport, year]) =>
        sql<SqlBool>`(${sql.ref(columns.sport)} = ${sport} and ${sql.ref(columns.season)} = ${year})`,
    );
    parts.push(each.length ? sql<SqlBool>`(${sql.join(each, sql` or `)})` : sql<SqlBool>`1 = 0`);
  }
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`1 = 1`;
}

export async function loadGames(ctx: RouteContext, scope: Scope): Promise<GameRow[]> {
  const rows = await ctx.db
    .selectFrom("games")
    .select([...GAME_RESULT, "sport_id", "period", "game_type", "source", "neutral_site"])
    .where("status", "=", "final")
    .where("home_score", "is not", null)
    .where("away_score", "is not", null)
    .where(
      scopeWhere(scope, {
        league: "games.league_key",
        sport: "games.sport_id",
        level: "games.level_id",
        season: "games.season_start_year",
        date: "games.game_date",
      }),
    )
    .execute();
  return rows.map((r) => ({
    sport: ctx.ref.sports.get(r.sport_id)?.slug ?? "",
    // Stored by the build (docs/rules.md#neutral-sites): no home side to count.
    neutral: r.neutral_site === 1,
    season: r.season_start_year ?? 0,
    date: r.game_date,
    homeId: r.home_team_id,
    awayId: r.away_team_id,
    homeScore: n(r.home_score),
    awayScore: n(r.away_score),
    period: r.period,
    gameType: r.game_type,
    source: r.source,
  }));
}

/** Titles decided in the timeframe: by the deciding game's date, else (a year range) the title year. */
export async function loadTitles(ctx: RouteContext, scope: Scope): Promise<TitleRow[]> {
  let query = ctx.db
    .selectFrom("champions")
    .innerJoin("championships", "championships.id", "champions.championship_id")
    .select([
      "championships.sport_id",
      "championships.slug",
      "champions.year",
      "champions.team_id",
      "champions.mvp",
      "champions.game_date",
      "champions.title_year",
    ])
    .where("champions.team_id", "is not", null)
    .where(
      scopeWhere(
        { ...scope, range: null },
        {
          league: "championships.league_key",
          sport: "championships.sport_id",
          level: "championships.level_id",
          season: "champions.year",
          date: null,
        },
      ),
    );
  if (scope.range) {
    const { start, end } = scope.range;
    const yearOnly = start.endsWith("-01-01") && end.endsWith("-12-31") ? Number(start.slice(0, 4)) : null;
    query = query.where((eb) =>
      yearOnly !== null
        ? eb.or([
            eb.between("champions.game_date", start, end),
            eb.and([eb("champions.game_date", "is", null), eb("champions.title_year", "=", yearOnly)]),
          ])
        : eb.between("champions.game_date", start, end),
    );
  }
  const rows = await query.execute();
  return rows.map((r) => ({
    sport: ctx.ref.sports.get(r.sport_id)?.slug ?? "",
    championship: r.slug,
    season: r.year,
    teamId: r.team_id as number,
    mvp: r.mvp,
  }));
}

/**
 * Season records from standings, for sports whose games are not in the database (baseball's
 * totals come from Lahman): only for season timeframes, where a season table answers.
 */
export async function standingsRecords(
  ctx: RouteContext,
  scope: Scope,
  sportsWithGames: Set<number>,
): Promise<TeamRecord[]> {
  if (scope.range) return [];
  const rows = await ctx.db
    .selectFrom("standings")
    .select([
      "team_id",
      "sport_id",
      (eb) => eb.fn.min("season_start_year").as("first"),
      (eb) => eb.fn.max("season_start_year").as("last"),
      (eb) => eb.fn.sum<number>("wins").as("w"),
      (eb) => eb.fn.sum<number>("losses").as("l"),
      (eb) => eb.fn.sum<number>("ties").as("t"),
    ])
    .where(
      scopeWhere(scope, {
        league: "standings.league_key",
        sport: "standings.sport_id",
        level: "standings.level_id",
        season: "standings.season_start_year",
        date: null,
      }),
    )
    .groupBy(["team_id", "sport_id"])
    .execute();
  return rows
    .filter((r) => !sportsWithGames.has(r.sport_id))
    .map((r) => ({
      teamId: r.team_id,
      sport: ctx.ref.sports.get(r.sport_id)?.slug ?? "",
      firstSeason: n(r.first),
      lastSeason: n(r.last),
      wins: n(r.w),
      losses: n(r.l),
      ties: n(r.t),
      homeWins: 0,
      homeGames: 0,
      pointsFor: 0,
      pointsAgainst: 0,
    }));
}

export async function loadPlayers(
  ctx: RouteContext,
  scope: Scope,
  seasons: Map<string, Set<number>> | null,
): Promise<PlayerRow[]> {
  let query = ctx.db
    .selectFrom("players")
    .innerJoin("people", "people.id", "players.person_id")
    .select([
      "players.sport_id",
      "people.first_name",
      "people.last_name",
      "players.rookie_season",
      "players.primary_position_name",
      "players.championships_won",
      "players.all_star_selections",
    ]);
  if (scope.league) query = query.where("players.league_key", "=", scope.league);
  if (scope.sportIds) query = query.where("players.sport_id", "in", scope.sportIds);
  if (scope.levelIds) query = query.where("players.level_id", "in", scope.levelIds);
  const rows = await query.execute();
  return rows
    .map((r) => ({
      name: `${r.first_name} ${r.last_name}`.trim(),
      sport: ctx.ref.sports.get(r.sport_id)?.slug ?? "",
      firstSeason: r.rookie_season,
      position: r.primary_position_name,
      titles: n(r.championships_won),
      allStar: n(r.all_star_selections),
    }))
    .filter(
      (p) =>
        seasons === null || (p.firstSeason !== null && (seasons.get(p.sport)?.has(p.firstSeason) ?? false)),
    );
}
