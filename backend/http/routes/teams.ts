/**
 * /api/teams/teams/: franchises and programs (list, detail by id or slug) and, per team, its
 * titles, roster, schedule, season stats and seasons. Per-season views take `year` (or `season`),
 * defaulting to the latest season with data up to the current one.
 */
import { pageSlug } from "../team-season-link";
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, TeamsTable } from "../../db/schema";
import type {
  RosterEntry,
  ScheduledGame,
  Team,
  TeamChampionship,
  TeamStats,
} from "../../../domain/contract/types";
import { rosterStatsSchema } from "../../../domain/contract/schemas";
import { recordSplit, type TeamGame } from "../../../domain/team-history";
import { playoffGameIds, postseasonNames, type PostseasonPairing } from "../../../domain/postseason-games";
import { z } from "zod";

const totalsSchema = z.record(z.string(), z.number().nullable());
import { bbrefTeamSummaries, bbrefTeamTotals } from "../../import/readers/bball-reference";
import { franchiseSummary } from "../franchise-summary";
import { type Route, type RouteContext, detailRow } from "../context";
import { conferenceJson, divisionJson, levelJson, sportJson, venueJson, type RefData } from "../ref-data";
import { idsForNamed, searchAny, siteCondition } from "../filters";
import { page, pageOf, countOf, pageRows, listPage } from "../pagination";
import { isResultPending } from "../../../domain/game-status";
import { paginationShape, parseQuery, q, siteFilterShape } from "../params";
import { championRecordQuery, orderChampionRecords, selectChampionRecord } from "./champions";
import { PERSON_SELECTION, personJson } from "./players";
import { teamPlayerLines } from "./team-lines";
import { collegeTeamLines } from "./college-baseball-lines";
import { selectStanding, standingJson, standingQuery } from "./standings";

/**
 * Whether a rostered player has a game log of the season on his page: NBA and NFL game lines, MLB
 * postseason box scores.
 */
function hasGameLog(year: number) {
  return sql<number>`case when exists (select 1 from basketball_game_lines l where l.player_id = players.id and l.season_start_year = ${year})
    or exists (select 1 from football_game_lines l where l.player_id = players.id and l.season_start_year = ${year})
    or exists (select 1 from baseball_game_batting l join games g on g.id = l.game_id where l.player_id = players.id and g.season_start_year = ${year})
    or exists (select 1 from baseball_game_pitching l join games g on g.id = l.game_id where l.player_id = players.id and g.season_start_year = ${year})
    then 1 else 0 end`;
}

function teamQuery(db: Kysely<Database>) {
  // Title counts per franchise in one grouped subquery (no per-team query).
  const titles = db
    .selectFrom("champions")
    .select([
      "champions.team_id",
      (eb) => eb.fn.countAll<number>().as("titles"),
      (eb) => eb.fn.max("champions.title_year").as("last_title_year"),
      (eb) => eb.fn.max("champions.year").as("last_title_season"),
    ])
    .where("champions.team_id", "is not", null)
    .groupBy("champions.team_id")
    .as("titles");
  return db.selectFrom("teams").leftJoin(titles, "titles.team_id", "teams.id");
}

function selectTeam(query: ReturnType<typeof teamQuery>) {
  return query
    .selectAll("teams")
    .select(["titles.titles", "titles.last_title_year", "titles.last_title_season"]);
}

type TeamRow = Awaited<ReturnType<ReturnType<typeof selectTeam>["execute"]>>[number];

function teamJson(ref: RefData, row: TeamRow): Team {
  const sport = sportJson(ref, row.sport_id);
  // The championship the title count counts: the one its league competes for.
  const tracked = [...ref.championships.values()].find((c) => c.league_key === row.league_key) ?? null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    short_name: row.short_name,
    school: row.school,
    city: row.city,
    state: row.state,
    country: row.country,
    abbreviation: row.abbreviation,
    founded_year: row.founded_year,
    first_season: row.first_season,
    first_season_curated: row.first_season_curated === 1,
    tracked_title: tracked
      ? { slug: tracked.slug, name: tracked.name, first_season: tracked.first_season }
      : null,
    last_season: row.last_season,
    is_active: row.last_season === null,
    championships_won: Number(row.titles ?? 0),
    last_championship_year: row.last_title_year === null ? null : Number(row.last_title_year),
    last_championship_season: row.last_title_season === null ? null : Number(row.last_title_season),
    sport,
    sport_name: sport?.name ?? null,
    level: levelJson(ref, row.level_id),
    conference: conferenceJson(ref, row.conference_id),
    division: divisionJson(ref, row.division_id),
    home_venue: venueJson(ref, row.home_venue_id),
  };
}

async function findTeam(ctx: RouteContext): Promise<Selectable<TeamsTable>> {
  return detailRow(ctx, "teams", (key) =>
    // An opponent outside the league's division has no page (tables.ts, teams.outside_division).
    ctx.db.selectFrom("teams").selectAll().where(key).where("outside_division", "=", 0).executeTakeFirst(),
  );
}

function sportSlugOf(ctx: RouteContext, team: Selectable<TeamsTable>): string | undefined {
  return ctx.ref.sports.get(team.sport_id)?.slug;
}

/**
 * The season a per-season view shows: `year`/`season` if given, else the latest season up to the
 * current one in which the team has rows in `table`, else the current season.
 */
async function seasonFor(
  ctx: RouteContext,
  team: Selectable<TeamsTable>,
  requested: number | undefined,
  latestWithData: (cap: number) => Promise<number | null>,
): Promise<number> {
  if (requested !== undefined) return requested;
  const current = ctx.currentSeason(sportSlugOf(ctx, team));
  return (await latestWithData(current)) ?? current;
}

async function latestGameSeason(db: Kysely<Database>, teamId: number, cap: number): Promise<number | null> {
  const row = await db
    .selectFrom("games")
    .select((eb) => eb.fn.max("season_start_year").as("year"))
    .where((eb) => eb.or([eb("home_team_id", "=", teamId), eb("away_team_id", "=", teamId)]))
    .where("season_start_year", "<=", cap)
    .executeTakeFirst();
  return row?.year == null ? null : Number(row.year);
}

/** The team's latest season up to `cap` with rows in a table of team-season rows (roster, MLB lines). */
async function latestRowSeason(
  db: Kysely<Database>,
  table: "roster_entries" | "batting_lines",
  teamId: number,
  cap: number,
): Promise<number | null> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max("season_start_year").as("year"))
    .where("team_id", "=", teamId)
    .where("season_start_year", "<=", cap)
    .executeTakeFirst();
  return row?.year == null ? null : Number(row.year);
}

const listShape = {
  ...paginationShape,
  ...siteFilterShape,
  search: q.text,
  division: q.text,
  conference: q.text,
  abbreviation: q.text,
  is_active: q.bool,
  season: q.year,
};

const yearShape = { year: q.year, season: q.year };
/** What a team's season stats are read from: one query each, run together. */
function seasonFacts(ctx: RouteContext, team: Selectable<TeamsTable>, year: number) {
  return Promise.all([
    ctx.db
      .selectFrom("games")
      .select(["id", "home_team_id", "home_score", "away_score", "game_type", "period"])
      .where((eb) => eb.or([eb("home_team_id", "=", team.id), eb("away_team_id", "=", team.id)]))
      .where("season_start_year", "=", year)
      .where("status", "=", "final")
      .execute(),
    selectStanding(standingQuery(ctx.db))
      .where("standings.team_id", "=", team.id)
      .where("standings.season_start_year", "=", year)
      .executeTakeFirst(),
    ctx.db
      .selectFrom("seasons")
      .select(["id", "name", "start_year"])
      .where("league_key", "=", team.league_key)
      .where("start_year", "=", year)
      .executeTakeFirst(),
    ctx.db
      .selectFrom("champions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("team_id", "=", team.id)
      .where("year", "=", year)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom("team_seasons")
      .select(["totals", "source"])
      .where("team_id", "=", team.id)
      .where("season_start_year", "=", year)
      .executeTakeFirst(),
    franchiseSummary(ctx, team),
    leaguePostseason(ctx, team, year),
  ]);
}

/** The league's postseason games of the season, where its playoff's games are named apart from its other ones. */
function leaguePostseason(
  ctx: RouteContext,
  team: Selectable<TeamsTable>,
  year: number,
): Promise<PostseasonPairing[]> {
  if (!postseasonNames(team.league_key, year).playoff) return Promise.resolve([]);
  return ctx.db
    .selectFrom("games")
    .select(["id", "game_type as type", "home_team_id as home", "away_team_id as away"])
    .where("league_key", "=", team.league_key)
    .where("season_start_year", "=", year)
    .where("game_type", "in", ["postseason", "championship"])
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, type: r.type ?? "postseason" })));
}

type FinalGame = Awaited<ReturnType<typeof seasonFacts>>[0][number];

/**
 * The regular-season and postseason splits of a team's final games, and the postseason by what its
 * league calls those games (college football: bowls, and the College Football Playoff from 2014).
 */
function seasonSplits(
  sport: string | undefined,
  team: Selectable<TeamsTable>,
  year: number,
  games: FinalGame[],
  league: PostseasonPairing[],
) {
  const teamId = team.id;
  const toGame = (g: FinalGame): TeamGame => {
    const home = g.home_team_id === teamId;
    return {
      home,
      own: (home ? g.home_score : g.away_score) ?? 0,
      other: (home ? g.away_score : g.home_score) ?? 0,
      period: g.period,
    };
  };
  // Play-in and cup-final games count in neither the regular season nor the playoffs.
  const regularGames = games.filter((g) => g.game_type === "regular" || g.game_type === null);
  const playoffGames = games.filter((g) => g.game_type === "postseason" || g.game_type === "championship");
  const otMarkers = sport === "hockey" && regularGames.some((g) => g.period !== null);
  const names = postseasonNames(team.league_key, year);
  const inPlayoff = playoffGameIds(team.league_key, year, league);
  const parts = [
    { name: names.games, games: playoffGames.filter((g) => !inPlayoff.has(g.id)) },
    { name: names.playoff ?? "", games: playoffGames.filter((g) => inPlayoff.has(g.id)) },
  ].flatMap(({ name, games: own }) => {
    const split = recordSplit(sport, year, own.map(toGame), false, true);
    return split ? [{ name, split, game_ids: own.map((g) => g.id) }] : [];
  });
  return {
    regular: recordSplit(sport, year, regularGames.map(toGame), otMarkers),
    post: recordSplit(sport, year, playoffGames.map(toGame), false, true),
    parts,
  };
}

async function teamStats(ctx: RouteContext, team: Selectable<TeamsTable>, year: number): Promise<TeamStats> {
  const [games, standing, season, titles, source, summary, league] = await seasonFacts(ctx, team, year);
  const { regular, post, parts } = seasonSplits(sportSlugOf(ctx, team), team, year, games, league);
  let totals: Record<string, number | null> | null = null;
  if (source?.totals) {
    const parsed = totalsSchema.safeParse(JSON.parse(source.totals));
    totals = parsed.success ? parsed.data : null;
  }
  return {
    team: { id: team.id, name: team.name, slug: team.slug },
    season: season
      ? { id: season.id, name: season.name, start_year: season.start_year }
      : { id: null, name: null, start_year: year },
    games_played: regular?.games_played ?? 0,
    wins: regular?.wins ?? 0,
    losses: regular?.losses ?? 0,
    ties: regular?.ties ?? 0,
    win_percentage: regular?.win_percentage ?? null,
    points_for: regular?.points_for ?? null,
    points_against: regular?.points_against ?? null,
    home_record: regular?.home_record ?? null,
    away_record: regular?.away_record ?? null,
    championships_won: Number(titles.n),
    standing: standing ? standingJson(ctx.ref, standing) : null,
    regular_season: regular,
    postseason: post,
    postseason_parts: parts,
    summary: summary.find((r) => r.start_year === year) ?? null,
    totals,
    // Team Summaries rows carry the totals of Team Totals (same season and team).
    totals_source: totals ? source!.source.replace(bbrefTeamSummaries.name, bbrefTeamTotals.name) : null,
  };
}

const pagedYearShape = { ...paginationShape, ...yearShape };

export const teamRoutes: Route[] = [
  {
    path: "teams/teams",
    query: listShape,
    async handle(ctx) {
      const p = parseQuery(ctx.url, listShape);
      const site = siteCondition(ctx, p, "teams");
      const divisionIds = idsForNamed(ctx.ref.divisions, p.division);
      const conferenceIds = idsForNamed(ctx.ref.conferences, p.conference);
      const base = teamQuery(ctx.db)
        .where("teams.outside_division", "=", 0)
        .$if(site !== undefined, (qb) => qb.where(site!))
        .$if(divisionIds !== undefined, (qb) => qb.where("teams.division_id", "in", divisionIds!))
        .$if(conferenceIds !== undefined, (qb) => qb.where("teams.conference_id", "in", conferenceIds!))
        .$if(p.abbreviation !== undefined, (qb) =>
          qb.where((eb) => eb(eb.fn("upper", ["teams.abbreviation"]), "=", p.abbreviation!.toUpperCase())),
        )
        .$if(p.is_active !== undefined, (qb) =>
          qb.where("teams.last_season", p.is_active ? "is" : "is not", null),
        )
        .$if(p.season !== undefined, (qb) =>
          qb
            .where((eb) =>
              eb.or([eb("teams.first_season", "is", null), eb("teams.first_season", "<=", p.season!)]),
            )
            .where((eb) =>
              eb.or([eb("teams.last_season", "is", null), eb("teams.last_season", ">=", p.season!)]),
            ),
        )
        .$if(p.search !== undefined, (qb) =>
          qb.where(
            searchAny(
              ["teams.name", "teams.city", "teams.abbreviation", "teams.short_name", "teams.school"],
              p.search!,
            ),
          ),
        );
      return listPage(ctx, p, base, selectTeam(base).orderBy("teams.name").orderBy("teams.id"), (rows) =>
        rows.map((r) => teamJson(ctx.ref, r)),
      );
    },
  },
  {
    path: "teams/teams/:id",
    async handle(ctx) {
      const row = await detailRow(ctx, "teams", (key) =>
        selectTeam(teamQuery(ctx.db)).where(key).where("teams.outside_division", "=", 0).executeTakeFirst(),
      );
      return teamJson(ctx.ref, row);
    },
  },
  {
    path: "teams/teams/:id/championships",
    query: paginationShape,
    async handle(ctx) {
      const team = await findTeam(ctx);
      const p = parseQuery(ctx.url, paginationShape);
      const base = championRecordQuery(ctx.db).where("champions.team_id", "=", team.id);
      const count = await countOf(base);
      const rows = await pageRows(orderChampionRecords(selectChampionRecord(base)), p);
      const results: TeamChampionship[] = rows.map((r) => ({
        id: r.id,
        year: r.year,
        title_year: r.title_year,
        championship_name: ctx.ref.championships.get(r.championship_id)?.name ?? "",
        championship_slug: ctx.ref.championships.get(r.championship_id)?.slug ?? null,
        team_name: r.team_name,
        coach: r.coach,
        record: r.record,
        season_name: r.season_name,
        runner_up_name: r.runner_up_name,
        winner_score: r.winner_score,
        runner_up_score: r.runner_up_score,
        series: r.series,
        overtime: r.overtime,
      }));
      return page(ctx, p, count, results);
    },
  },
  {
    path: "teams/teams/:id/roster",
    query: pagedYearShape,
    async handle(ctx) {
      const team = await findTeam(ctx);
      const p = parseQuery(ctx.url, pagedYearShape);
      const year = await seasonFor(ctx, team, p.year ?? p.season, (cap) =>
        latestRowSeason(ctx.db, "roster_entries", team.id, cap),
      );
      const base = ctx.db
        .selectFrom("roster_entries")
        .innerJoin("players", "players.id", "roster_entries.player_id")
        .innerJoin("people", "people.id", "players.person_id")
        .where("roster_entries.team_id", "=", team.id)
        .where("roster_entries.season_start_year", "=", year);
      const count = await countOf(base);
      const rows = await pageRows(
        base
          .select([
            ...PERSON_SELECTION,
            "roster_entries.id",
            "roster_entries.jersey_number",
            "roster_entries.position",
            "roster_entries.is_captain",
            "roster_entries.is_starter",
            "roster_entries.stats",
            "players.id as player_id",
            "players.slug as player_slug",
            "players.is_active",
            "players.primary_position_name",
            hasGameLog(year).as("game_log"),
          ])
          .orderBy("people.last_name")
          .orderBy("people.first_name")
          .orderBy("roster_entries.id"),
        p,
      );
      const results: RosterEntry[] = rows.map((r) => ({
        id: r.id,
        jersey_number: r.jersey_number,
        is_captain: r.is_captain === 1,
        is_starter: r.is_starter === 1,
        slug: r.player_slug,
        game_log: Number(r.game_log) === 1,
        position: r.position ?? r.primary_position_name,
        stats: r.stats ? rosterStatsSchema.parse(JSON.parse(r.stats)) : null,
        player: {
          id: r.player_id,
          slug: r.player_slug,
          is_active: r.is_active === 1,
          primary_position_name: r.primary_position_name,
          person: personJson(r, ctx.today, year),
        },
      }));
      return page(ctx, p, count, results);
    },
  },
  {
    path: "teams/teams/:id/player-lines",
    query: yearShape,
    async handle(ctx) {
      const team = await findTeam(ctx);
      const p = parseQuery(ctx.url, yearShape);
      const college = team.league_key === "cbs";
      const year = await seasonFor(ctx, team, p.year ?? p.season, (cap) =>
        latestRowSeason(ctx.db, college ? "roster_entries" : "batting_lines", team.id, cap),
      );
      if (college) return collegeTeamLines(ctx.db, team.id, year);
      return teamPlayerLines(ctx.db, team.id, year, sportSlugOf(ctx, team));
    },
  },
  {
    path: "teams/teams/:id/schedule",
    query: pagedYearShape,
    async handle(ctx) {
      const team = await findTeam(ctx);
      const p = parseQuery(ctx.url, pagedYearShape);
      const year = await seasonFor(ctx, team, p.year ?? p.season, (cap) =>
        latestGameSeason(ctx.db, team.id, cap),
      );
      const base = ctx.db
        .selectFrom("games")
        .where((eb) => eb.or([eb("home_team_id", "=", team.id), eb("away_team_id", "=", team.id)]))
        .where("season_start_year", "=", year);
      const count = await countOf(base);
      const rows = await pageRows(
        base
          .selectAll("games")
          // The teams' slugs, so each opponent links to its own season.
          .select((eb) => [
            eb
              .selectFrom("teams")
              .select(pageSlug("teams").as("slug"))
              .whereRef("teams.id", "=", "games.home_team_id")
              .as("home_team_slug"),
            eb
              .selectFrom("teams")
              .select(pageSlug("teams").as("slug"))
              .whereRef("teams.id", "=", "games.away_team_id")
              .as("away_team_slug"),
          ])
          .orderBy("game_date")
          .orderBy("game_time", (ob) => ob.asc().nullsLast())
          .orderBy("id"),
        p,
      );
      const results: ScheduledGame[] = rows.map((g) => ({
        id: g.id,
        slug: g.slug,
        week: g.week,
        game_date: g.game_date,
        game_time: g.game_time,
        // The schedule speaks of completed games (docs/rules.md#team-schedule-result); the games API says final.
        status: g.status === "final" ? "completed" : g.status,
        game_type: g.game_type,
        home_team: g.home_team_id,
        away_team: g.away_team_id,
        home_team_slug: g.home_team_slug,
        away_team_slug: g.away_team_slug,
        home_team_name: g.home_team_name,
        away_team_name: g.away_team_name,
        home_team_abbreviation: g.home_team_abbreviation,
        away_team_abbreviation: g.away_team_abbreviation,
        home_score: g.home_score,
        away_score: g.away_score,
        venue_name:
          g.venue_name ?? (g.venue_id !== null ? (ctx.ref.venues.get(g.venue_id)?.name ?? null) : null),
        overtime: g.status === "final" && g.period && /^\d*OT$|^SO$/.test(g.period) ? g.period : null,
        result_pending: isResultPending(g, ctx.eastern),
        neutral_site: g.neutral_site === 1,
        source: g.source,
      }));
      return page(ctx, p, count, results);
    },
  },
  {
    path: "teams/teams/:id/stats",
    query: yearShape,
    async handle(ctx): Promise<TeamStats> {
      const team = await findTeam(ctx);
      const p = parseQuery(ctx.url, yearShape);
      const year = await seasonFor(ctx, team, p.year ?? p.season, (cap) =>
        latestGameSeason(ctx.db, team.id, cap),
      );
      return teamStats(ctx, team, year);
    },
  },
  {
    path: "teams/teams/:id/seasons",
    query: paginationShape,
    async handle(ctx) {
      const team = await findTeam(ctx);
      const p = parseQuery(ctx.url, paginationShape);
      const results = await franchiseSummary(ctx, team);
      return pageOf(ctx, p, results);
    },
  },
];
