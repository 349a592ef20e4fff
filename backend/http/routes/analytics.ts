/**
 * /api/analytics/: the figures of /analytics for a site, category and timeframe (computed from the
 * database per request; the arithmetic is backend/analytics/figures.ts), and the data-quality
 * report the database build stored (backend/import/quality).
 */
import { z } from "zod";
import { sql, type Expression, type SqlBool } from "kysely";
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
import {
  averagePointsBy,
  homeWinRate,
  homeWinRateBy,
  largestMargin,
  longestWinStreak,
  mvpCounts,
  overtimeShare,
  pctText,
  played,
  qualified,
  rankByRecord,
  recordText,
  round1,
  seasonSpan,
  seriesChange,
  teamRecords,
  titlesByTeam,
  winPct,
  type Chart,
  type GameRow,
  type Kpi,
  type PlayerRow,
  type TeamRecord,
  type TitleRow,
} from "../../analytics/figures";
import { idsForSlug, type Route, type RouteContext } from "../context";
import { parseQuery, siteFilterShape } from "../params";

const figuresShape = {
  ...siteFilterShape,
  category: z.enum(CATEGORY_SLUGS, { message: `Expected one of ${CATEGORY_SLUGS.join(", ")}.` }).optional(),
  timeframe: z.enum(TIMEFRAME_SLUGS, { message: `Expected one of ${TIMEFRAME_SLUGS.join(", ")}.` }).optional(),
};

const n = (v: unknown) => Number(v ?? 0);
const fmt = (v: number) => v.toLocaleString("en-US");

interface Scope {
  sportIds: number[] | undefined;
  levelIds: number[] | undefined;
  timeframe: AnalyticsTimeframe;
  range: { start: string; end: string } | null;
  /** this-season: current season start year per sport id. */
  currentSeasons: Map<number, number>;
}

function scopeWhere(scope: Scope, columns: { sport: string; level: string; season: string; date: string | null }): Expression<SqlBool> {
  const parts: ReturnType<typeof sql<SqlBool>>[] = [];
  if (scope.sportIds) parts.push(sql<SqlBool>`${sql.ref(columns.sport)} in (${sql.join(scope.sportIds)})`);
  if (scope.levelIds) parts.push(sql<SqlBool>`${sql.ref(columns.level)} in (${sql.join(scope.levelIds)})`);
  if (scope.range && columns.date) parts.push(sql<SqlBool>`${sql.ref(columns.date)} between ${scope.range.start} and ${scope.range.end}`);
  if (scope.range && !columns.date) parts.push(sql<SqlBool>`1 = 0`);
  if (scope.timeframe === "this-season") {
    const each = [...scope.currentSeasons].map(
      ([sport, year]) => sql<SqlBool>`(${sql.ref(columns.sport)} = ${sport} and ${sql.ref(columns.season)} = ${year})`,
    );
    parts.push(each.length ? sql<SqlBool>`(${sql.join(each, sql` or `)})` : sql<SqlBool>`1 = 0`);
  }
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`1 = 1`;
}

async function loadGames(ctx: RouteContext, scope: Scope): Promise<GameRow[]> {
  const rows = await ctx.db
    .selectFrom("games")
    .select([
      "sport_id",
      "season_start_year",
      "game_date",
      "home_team_id",
      "away_team_id",
      "home_score",
      "away_score",
      "period",
      "game_type",
      "source",
      "neutral_site",
    ])
    .where("status", "=", "final")
    .where("home_score", "is not", null)
    .where("away_score", "is not", null)
    .where(scopeWhere(scope, { sport: "games.sport_id", level: "games.level_id", season: "games.season_start_year", date: "games.game_date" }))
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
async function loadTitles(ctx: RouteContext, scope: Scope): Promise<TitleRow[]> {
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
        { sport: "championships.sport_id", level: "championships.level_id", season: "champions.year", date: null },
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
async function standingsRecords(ctx: RouteContext, scope: Scope, sportsWithGames: Set<number>): Promise<TeamRecord[]> {
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
    .where(scopeWhere(scope, { sport: "standings.sport_id", level: "standings.level_id", season: "standings.season_start_year", date: null }))
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

async function loadPlayers(ctx: RouteContext, scope: Scope, seasons: Map<string, Set<number>> | null): Promise<PlayerRow[]> {
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
    .filter((p) => seasons === null || (p.firstSeason !== null && (seasons.get(p.sport)?.has(p.firstSeason) ?? false)));
}

const empty = (key: string, label: string, detail: string): Kpi => ({ key, label, value: null, display: null, subject: null, detail });

async function figures(ctx: RouteContext): Promise<AnalyticsFiguresBody> {
  const p = parseQuery(ctx.url, figuresShape);
  const category: AnalyticsCategory = p.category ?? DEFAULT_CATEGORY;
  const timeframe: AnalyticsTimeframe = p.timeframe ?? DEFAULT_TIMEFRAME;
  const sportIds = idsForSlug(ctx.ref.sportsBySlug, p.sport__slug);
  const levelIds = idsForSlug(ctx.ref.levelsBySlug, p.level__slug);
  const currentSeasons = new Map<number, number>();
  for (const [id, sport] of ctx.ref.sports) if (!sportIds || sportIds.includes(id)) currentSeasons.set(id, ctx.currentSeason(sport.slug));
  const scope: Scope = { sportIds, levelIds, timeframe, range: timeframeRange(timeframe, ctx.now), currentSeasons };
  const phrase = timeframePhrase(timeframe);
  const singleSport = sportIds?.length === 1 ? (ctx.ref.sports.get(sportIds[0])?.slug ?? null) : null;

  const [games, titles, teamRows, otSources, gameSports] = await Promise.all([
    loadGames(ctx, scope),
    loadTitles(ctx, scope),
    ctx.db.selectFrom("teams").select(["id", "name"]).execute(),
    ctx.db.selectFrom("games").select("source").distinct().where("period", "is not", null).execute(),
    ctx.db.selectFrom("games").select("sport_id").distinct().where("status", "=", "final").execute(),
  ]);
  const teamName = new Map(teamRows.map((t) => [t.id, t.name]));
  const nameOf = (id: number) => teamName.get(id) ?? "Unknown";
  const sportName = (slug: string) => [...ctx.ref.sports.values()].find((s) => s.slug === slug)?.name ?? slug;
  const noGames = `No games played ${phrase}`;
  const noTitles = `No titles decided ${phrase}`;

  // Seasons the timeframe covers, per sport: those of its games, or the current ones.
  const seasons = new Map<string, Set<number>>();
  for (const g of games) {
    const set = seasons.get(g.sport) ?? new Set<number>();
    set.add(g.season);
    seasons.set(g.sport, set);
  }
  const seasonText = (sport: string, year: number) => (singleSport ? seasonLabel(sport, year) : String(year));

  const kpis: Kpi[] = [];
  const charts: Chart[] = [];
  const notes: string[] = [];

  if (category === "team-performance") {
    const records = [...teamRecords(games).values()];
    const fromStandings =
      games.length === 0 || timeframe === "all-time" || timeframe === "this-season"
        ? await standingsRecords(ctx, scope, new Set(gameSports.map((r) => r.sport_id)))
        : [];
    if (fromStandings.length) {
      const through = new Map<string, number>();
      for (const r of fromStandings) through.set(r.sport, Math.max(through.get(r.sport) ?? 0, r.lastSeason));
      notes.push(
        `Records of sports without games in the database come from season standings (${[...through].map(([sport, last]) => `${sportName(sport).toLowerCase()} through ${seasonLabel(sport, last)}`).join(", ")}).`,
      );
    }
    const ranked = rankByRecord([...records, ...fromStandings]);
    const best = ranked[0];
    kpis.push(
      best
        ? {
            key: "best-record",
            label: "Best Record",
            value: round1(winPct(best) * 100),
            display: pctText(winPct(best)),
            subject: nameOf(best.teamId),
            detail: `${recordText(best)} in ${fmt(played(best))} games, ${seasonSpan(best, (y) => seasonLabel(best.sport, y))}`,
          }
        : empty("best-record", "Best Record", noGames),
    );
    const byTitles = titlesByTeam(titles);
    const top = byTitles[0];
    const shared = top ? byTitles.filter((t) => t.titles === top.titles).length : 0;
    kpis.push(
      top
        ? {
            key: "most-titles",
            label: "Most Titles",
            value: top.titles,
            display: String(top.titles),
            subject: nameOf(top.teamId),
            detail: `${fmt(titles.length)} title${titles.length === 1 ? "" : "s"} decided ${phrase}${shared > 1 ? `; ${shared} teams share the lead` : ""}`,
          }
        : empty("most-titles", "Most Titles", noTitles),
    );
    const streak = longestWinStreak(games);
    kpis.push(
      streak
        ? {
            key: "longest-streak",
            label: "Longest Winning Streak",
            value: streak.length,
            display: `${streak.length} games`,
            subject: nameOf(streak.teamId),
            detail: `${streak.from} to ${streak.to}`,
          }
        : empty("longest-streak", "Longest Winning Streak", noGames),
    );
    const home = qualified(records, (r) => r.homeGames).sort(
      (a, b) => b.homeWins / b.homeGames - a.homeWins / a.homeGames || b.homeWins - a.homeWins || a.teamId - b.teamId,
    )[0];
    kpis.push(
      home
        ? {
            key: "best-home-record",
            label: "Best Home Record",
            value: round1((home.homeWins / home.homeGames) * 100),
            display: pctText(home.homeWins / home.homeGames),
            subject: nameOf(home.teamId),
            detail: `${fmt(home.homeWins)} of ${fmt(home.homeGames)} home games won, ${seasonSpan(home, (y) => seasonLabel(home.sport, y))}`,
          }
        : empty("best-home-record", "Best Home Record", noGames),
    );
    if (ranked.length)
      charts.push({
        key: "win-pct",
        title: "Win percentage, top 10 teams",
        kind: "bar",
        unit: "%",
        series: [{ name: "Win %", points: ranked.slice(0, 10).map((r) => ({ label: nameOf(r.teamId), value: round1(winPct(r) * 100) })) }],
      });
    if (byTitles.length)
      charts.push({
        key: "titles",
        title: "Titles, top 10 teams",
        kind: "bar",
        unit: "titles",
        series: [{ name: "Titles", points: byTitles.slice(0, 10).map((t) => ({ label: nameOf(t.teamId), value: t.titles })) }],
      });
  }

  if (category === "player-statistics") {
    const inScope = timeframe === "all-time" ? await loadPlayers(ctx, scope, null) : await loadPlayers(ctx, scope, seasons);
    const noPlayers = timeframe === "all-time" ? "No players in the database" : `No player's first season falls ${phrase}`;
    kpis.push(
      inScope.length
        ? {
            key: "players",
            label: timeframe === "all-time" ? "Players" : "First-Season Players",
            value: inScope.length,
            display: fmt(inScope.length),
            subject: null,
            detail: timeframe === "all-time" ? "players in the database" : `players whose first season is ${phrase}`,
          }
        : empty("players", "First-Season Players", noPlayers),
    );
    const mostTitles = [...inScope].sort((a, b) => b.titles - a.titles || a.name.localeCompare(b.name))[0];
    kpis.push(
      mostTitles && mostTitles.titles > 0
        ? {
            key: "most-titles-player",
            label: "Most Titles (Player)",
            value: mostTitles.titles,
            display: String(mostTitles.titles),
            subject: mostTitles.name,
            detail: `${sportName(mostTitles.sport)} championships won`,
          }
        : empty("most-titles-player", "Most Titles (Player)", inScope.length ? "No titles won by these players yet" : noPlayers),
    );
    // Only Basketball-Reference lists selections; Lahman's AllstarFull has a row per All-Star game
    // (two a year in 1959-62), so its count is not a number of selections.
    const mostAllStar = inScope.filter((pl) => pl.sport === "basketball").sort((a, b) => b.allStar - a.allStar || a.name.localeCompare(b.name))[0];
    kpis.push(
      mostAllStar && mostAllStar.allStar > 0
        ? {
            key: "most-all-star",
            label: "Most All-Star Selections",
            value: mostAllStar.allStar,
            display: String(mostAllStar.allStar),
            subject: mostAllStar.name,
            detail: "NBA All-Star selections (Basketball-Reference)",
          }
        : empty("most-all-star", "Most All-Star Selections", inScope.length ? "All-Star selections are recorded for NBA players only" : noPlayers),
    );
    const mvps = mvpCounts(titles);
    kpis.push(
      mvps[0]
        ? {
            key: "championship-mvp",
            label: "Championship MVP",
            value: mvps[0].awards,
            display: `${mvps[0].awards}×`,
            subject: mvps[0].name,
            detail: `most championship MVP awards of titles decided ${phrase}`,
          }
        : empty("championship-mvp", "Championship MVP", titles.length ? "No MVP recorded for these titles" : noTitles),
    );
    const positions = new Map<string, number>();
    for (const pl of inScope) if (pl.position) positions.set(pl.position, (positions.get(pl.position) ?? 0) + 1);
    const topPositions = [...positions].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 8);
    if (topPositions.length)
      charts.push({
        key: "positions",
        title: "Players by position, top 8",
        kind: "bar",
        unit: "players",
        series: [{ name: "Players", points: topPositions.map(([label, value]) => ({ label, value })) }],
      });
    const decades = new Map<string, number>();
    for (const pl of inScope)
      if (pl.firstSeason !== null)
        decades.set(`${Math.floor(pl.firstSeason / 10) * 10}s`, (decades.get(`${Math.floor(pl.firstSeason / 10) * 10}s`) ?? 0) + 1);
    if (decades.size > 1)
      charts.push({
        key: "debuts",
        title: "Players by decade of first season",
        kind: "bar",
        unit: "players",
        series: [{ name: "Players", points: [...decades].sort((a, b) => a[0].localeCompare(b[0])).map(([label, value]) => ({ label, value })) }],
      });
    if (inScope.length) {
      const last = new Map<string, number>();
      for (const pl of inScope) if (pl.firstSeason !== null) last.set(pl.sport, Math.max(last.get(pl.sport) ?? 0, pl.firstSeason));
      notes.push(
        `Player figures run through each source's last season; the latest first seasons on record: ${[...last]
          .sort()
          .map(([sport, y]) => `${sportName(sport).toLowerCase()} ${seasonLabel(sport, y)}`)
          .join(", ")}.`,
      );
    }
  }

  if (category === "game-analysis") {
    const bySport = new Map<string, number>();
    for (const g of games) bySport.set(g.sport, (bySport.get(g.sport) ?? 0) + 1);
    kpis.push(
      games.length
        ? {
            key: "games",
            label: "Games Played",
            value: games.length,
            display: fmt(games.length),
            subject: null,
            detail: [...bySport].map(([s, c]) => `${sportName(s)} ${fmt(c)}`).join(", "),
          }
        : empty("games", "Games Played", noGames),
    );
    const hw = homeWinRate(games);
    const neutral = games.filter((g) => g.neutral).length;
    kpis.push(
      hw.rate !== null
        ? {
            key: "home-win-rate",
            label: "Home-Win Rate",
            value: hw.rate,
            display: `${hw.rate}%`,
            subject: null,
            detail: `${fmt(hw.homeWins)} home wins, ${fmt(hw.awayWins)} away wins${hw.ties ? `, ${fmt(hw.ties)} ties` : ""}${neutral ? `; ${fmt(neutral)} neutral-site games not counted` : ""}`,
          }
        : empty("home-win-rate", "Home-Win Rate", noGames),
    );
    const ot = overtimeShare(games, new Set(otSources.flatMap((r) => (r.source ?? "").split("+"))));
    kpis.push(
      ot.rate !== null
        ? {
            key: "overtime-share",
            label: "Overtime Share",
            value: ot.rate,
            display: `${ot.rate}%`,
            subject: null,
            detail: `${fmt(ot.overtime)} of ${fmt(ot.counted)} games went to overtime or a shootout${ot.counted < games.length ? ` (${fmt(games.length - ot.counted)} games from sources without overtime marks not counted)` : ""}`,
          }
        : empty("overtime-share", "Overtime Share", games.length ? "These games' sources do not mark overtime" : noGames),
    );
    const big = largestMargin(games);
    kpis.push(
      big
        ? {
            key: "largest-margin",
            label: "Largest Margin",
            value: Math.abs(big.homeScore - big.awayScore),
            display: String(Math.abs(big.homeScore - big.awayScore)),
            subject: `${nameOf(big.homeId)} ${big.homeScore}, ${nameOf(big.awayId)} ${big.awayScore}`,
            detail: big.date,
          }
        : empty("largest-margin", "Largest Margin", noGames),
    );
    if (games.length) {
      charts.push({
        key: "results",
        title: "Results: home wins, away wins, ties",
        kind: "bar",
        unit: "games",
        series: [
          {
            name: "Games",
            points: [
              { label: "Home wins", value: hw.homeWins },
              { label: "Away wins", value: hw.awayWins },
              { label: "Ties", value: hw.ties },
            ],
          },
        ],
      });
      charts.push(
        singleSport
          ? {
              key: "points",
              title: "Average points per game by game type",
              kind: "bar",
              unit: "points",
              series: [{ name: "Points per game", points: averagePointsBy(games, (g) => g.gameType ?? "other") }],
            }
          : {
              key: "points",
              title: "Average points per game by sport",
              kind: "bar",
              unit: "points",
              series: [{ name: "Points per game", points: averagePointsBy(games, (g) => sportName(g.sport)) }],
            },
      );
    }
  }

  if (category === "season-trends") {
    const sportsInRange = [...seasons.keys()].sort();
    const seasonCount = [...seasons.values()].reduce((a, s) => a + s.size, 0);
    const allYears = [...seasons.values()].flatMap((s) => [...s]);
    kpis.push(
      seasonCount
        ? {
            key: "seasons",
            label: "Seasons Covered",
            value: seasonCount,
            display: String(seasonCount),
            subject: null,
            detail: `${sportsInRange.map(sportName).join(", ")}, ${Math.min(...allYears)} to ${Math.max(...allYears)}`,
          }
        : empty("seasons", "Seasons Covered", noGames),
    );
    // Per sport, scoring per season; the KPI follows the sport with the most games in range.
    const mainSport = [...sportsInRange].sort((a, b) => games.filter((g) => g.sport === b).length - games.filter((g) => g.sport === a).length)[0];
    const scoring = sportsInRange.map((s) => ({
      name: sportName(s),
      points: averagePointsBy(
        games.filter((g) => g.sport === s),
        (g) => seasonText(s, g.season),
      ),
    }));
    const homeRates = sportsInRange.map((s) => ({
      name: sportName(s),
      points: homeWinRateBy(
        games.filter((g) => g.sport === s),
        (g) => seasonText(s, g.season),
      ),
    }));
    const scoringChange = mainSport ? seriesChange(scoring[sportsInRange.indexOf(mainSport)].points) : null;
    kpis.push(
      scoringChange
        ? {
            key: "scoring-trend",
            label: "Scoring Trend",
            value: scoringChange.change,
            display: `${scoringChange.change > 0 ? "+" : ""}${scoringChange.change}`,
            subject: sportName(mainSport),
            detail: `points per game: ${scoringChange.from.value} in ${scoringChange.from.label}, ${scoringChange.to.value} in ${scoringChange.to.label}`,
          }
        : empty("scoring-trend", "Scoring Trend", games.length ? "One season in range: no trend to measure" : noGames),
    );
    const homeChange = mainSport ? seriesChange(homeRates[sportsInRange.indexOf(mainSport)].points) : null;
    kpis.push(
      homeChange
        ? {
            key: "home-win-trend",
            label: "Home-Win Trend",
            value: homeChange.change,
            display: `${homeChange.change > 0 ? "+" : ""}${homeChange.change} pts`,
            subject: sportName(mainSport),
            detail: `home-win rate: ${homeChange.from.value}% in ${homeChange.from.label}, ${homeChange.to.value}% in ${homeChange.to.label}`,
          }
        : empty("home-win-trend", "Home-Win Trend", games.length ? "One season in range: no trend to measure" : noGames),
    );
    const distinct = new Set(titles.map((t) => t.teamId)).size;
    kpis.push(
      titles.length
        ? {
            key: "distinct-champions",
            label: "Different Champions",
            value: distinct,
            display: String(distinct),
            subject: null,
            detail: `${fmt(distinct)} different champions in ${fmt(titles.length)} title${titles.length === 1 ? "" : "s"} decided ${phrase}`,
          }
        : empty("distinct-champions", "Different Champions", noTitles),
    );
    if (scoring.some((s) => s.points.length > 1))
      charts.push({
        key: "scoring",
        title: "Average points per game by season",
        kind: "line",
        unit: "points",
        series: scoring.filter((s) => s.points.length),
      });
    if (homeRates.some((s) => s.points.length > 1))
      charts.push({ key: "home-wins", title: "Home-win rate by season", kind: "line", unit: "%", series: homeRates.filter((s) => s.points.length) });
  }

  return {
    category,
    timeframe,
    start: scope.range?.start ?? null,
    end: scope.range?.end ?? null,
    seasons: [...seasons].map(([sport, set]) => ({ sport, first: Math.min(...set), last: Math.max(...set), count: set.size })),
    games: games.length,
    titles: titles.length,
    kpis,
    charts,
    notes,
    computed_at: ctx.now.toISOString(),
  };
}

export const analyticsRoutes: Route[] = [{ path: "analytics/figures", query: figuresShape, handle: figures }];
