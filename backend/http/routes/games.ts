/**
 * /api/games/games/: games (list with date range, detail by id or slug) and the clock-relative
 * lists today, live, recent and upcoming. Dates are US Eastern calendar dates.
 */
import { pageSlug } from "../team-season-link";
import { type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from "kysely";
import { isResultPending, type EasternNow } from "../../../domain/game-status";
import { z } from "zod";
import type { Database, VenuesTable } from "../../db/schema";
import type { Game } from "../../../domain/contract/types";
import { type Route, type RouteContext, detailRow, listRoutes } from "../context";
import { levelJson, sportJson, type RefData } from "../ref-data";
import { idsForSlug, searchAny, siteCondition } from "../filters";
import { listPage } from "../pagination";
import { seriesContext, SERIES_SPORTS, type SeriesContext } from "../../../domain/series";
import { CURRENT_FACTS_SEASON } from "../../import/venue-names";
import { paginationShape, parseQuery, q, siteFilterShape } from "../params";
import { parseJsonColumn } from "./players";

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Filters touch only the games table (team names of the time are stored on each game), so the
 * count runs on the games indexes alone; the joins are added for the page's rows.
 */
function gameQuery(db: Kysely<Database>) {
  return db.selectFrom("games");
}

function selectGame(query: ReturnType<typeof gameQuery>) {
  return query
    .innerJoin("teams as home", "home.id", "games.home_team_id")
    .innerJoin("teams as away", "away.id", "games.away_team_id")
    .leftJoin("seasons", "seasons.id", "games.season_id")
    .selectAll("games")
    .select([
      pageSlug("home").as("home_slug"),
      "home.name as home_current_name",
      "home.city as home_current_city",
      pageSlug("away").as("away_slug"),
      "away.name as away_current_name",
      "away.city as away_current_city",
      "seasons.name as season_name",
      "seasons.slug as season_slug",
    ]);
}

type GameRow = Awaited<ReturnType<ReturnType<typeof selectGame>["execute"]>>[number];

const officialsSchema = z.array(
  z.object({
    position: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    name: z.string(),
  }),
);

const lineScoreSchema = z.object({
  away: z.array(z.number().nullable()),
  home: z.array(z.number().nullable()),
});
const managersSchema = z.object({ home: z.string().nullable(), away: z.string().nullable() });

/** Sports whose periods are quarters (the contract's 'quarter or period'). */
const QUARTER_SPORTS = new Set(["football", "basketball"]);

/** A side of the game under the name and city it had at the time. */
function sideJson(row: GameRow, which: "home" | "away", sportName: string | null): Game["home_team"] {
  const home = which === "home";
  return {
    id: home ? row.home_team_id : row.away_team_id,
    slug: home ? row.home_slug : row.away_slug,
    has_page: (home ? row.home_slug : row.away_slug) !== null,
    name:
      (home
        ? (row.home_team_name ?? row.home_current_name)
        : (row.away_team_name ?? row.away_current_name)) ?? "",
    city: home
      ? (row.home_team_city ?? row.home_current_city)
      : (row.away_team_city ?? row.away_current_city),
    abbreviation: home ? row.home_team_abbreviation : row.away_team_abbreviation,
    sport_name: sportName,
  };
}

/**
 * The venue under the name it had at the time of the game (stadiums are renamed); today's capacity
 * only for the seasons today's facts describe.
 */
function venueAtTheTime(row: GameRow, venue: Selectable<VenuesTable> | undefined): Game["venue"] {
  if (venue)
    return {
      id: venue.id,
      name: row.venue_name ?? venue.name,
      capacity: (row.season_start_year ?? 0) >= CURRENT_FACTS_SEASON ? venue.capacity : null,
      city: venue.city,
      state: venue.state,
    };
  return row.venue_name ? { id: null, name: row.venue_name, capacity: null, city: null, state: null } : null;
}

export function gameJson(ref: RefData, row: GameRow, eastern: EasternNow): Game {
  const sport = ref.sports.get(row.sport_id);
  const championship = row.championship_id === null ? undefined : ref.championships.get(row.championship_id);
  const venue = row.venue_id === null ? undefined : ref.venues.get(row.venue_id);
  const home = sideJson(row, "home", sport?.name ?? null);
  const away = sideJson(row, "away", sport?.name ?? null);
  return {
    // The playoff series is read for the game detail only (seriesOf).
    series: null,
    id: row.id,
    slug: row.slug,
    sport: sportJson(ref, row.sport_id),
    level: levelJson(ref, row.level_id),
    season:
      row.season_start_year !== null
        ? {
            id: row.season_id,
            slug: row.season_slug,
            name: row.season_name,
            start_year: row.season_start_year,
          }
        : null,
    season_name: row.season_name,
    championship: championship
      ? { id: championship.id, name: championship.name, slug: championship.slug }
      : null,
    championship_name: championship?.name ?? null,
    home_team: home,
    away_team: away,
    home_team_name: home.name,
    away_team_name: away.name,
    home_team_abbreviation: home.abbreviation,
    away_team_abbreviation: away.abbreviation,
    home_score: row.home_score,
    away_score: row.away_score,
    status: row.status,
    game_date: row.game_date,
    game_time: row.game_time,
    period: row.period,
    quarter: sport && QUARTER_SPORTS.has(sport.slug) ? row.period : null,
    time_remaining: row.time_remaining,
    venue: venueAtTheTime(row, venue),
    venue_name: row.venue_name ?? venue?.name ?? null,
    weather: row.weather,
    attendance: row.attendance,
    officials: parseJsonColumn(row.officials, officialsSchema) ?? [],
    week: row.week,
    game_type: row.game_type,
    result_pending: isResultPending(row, eastern),
    neutral_site: row.neutral_site === 1,
    line_score: parseJsonColumn(row.line_score, lineScoreSchema),
    duration_minutes: row.duration_minutes,
    day_night: row.day_night,
    game_number: row.game_number,
    managers: parseJsonColumn(row.managers, managersSchema),
    completed_date: row.completed_date,
    source: row.source,
  };
}

/**
 * Games still to start: scheduled, dated after today, or today with a start time still ahead (or
 * unknown). A scheduled game whose start has passed is not upcoming (its result is pending).
 */
function stillToStart(eb: ExpressionBuilder<Database, "games">, eastern: EasternNow): Expression<SqlBool> {
  return eb.and([
    eb("games.status", "=", "scheduled"),
    eb.or([
      eb("games.game_date", ">", eastern.date),
      eb.and([
        eb("games.game_date", "=", eastern.date),
        eb.or([eb("games.game_time", "is", null), eb("games.game_time", ">=", eastern.time)]),
      ]),
    ]),
  ]);
}

const listShape = {
  ...paginationShape,
  ...siteFilterShape,
  season: q.year,
  season__start_year: q.year,
  game_date: q.date,
  game_date__gte: q.date,
  game_date__lte: q.date,
  status: q.gameStatus,
  team: q.text,
  search: q.text,
  week: q.int(0, 60),
  game_type: q.text,
  championship: q.slug,
  ordering: z.enum(["game_date", "-game_date"], { message: "Expected game_date or -game_date." }).optional(),
  days: q.int(1, 366),
};

type Mode = "list" | "today" | "live" | "recent" | "upcoming";

type ListParams = ReturnType<typeof parseQuery<typeof listShape>>;

interface ListWindow {
  from: string | undefined;
  to: string | undefined;
  status: ListParams["status"];
  descending: boolean;
}

/** The dates, status and order a list's mode sets (today, live, the last or next `days`). */
function windowOf(p: ListParams, mode: Mode, today: string): ListWindow {
  const days = p.days ?? 7;
  const asked = { from: p.game_date__gte, to: p.game_date__lte, status: p.status };
  const descending = p.ordering === "-game_date";
  switch (mode) {
    case "today":
      return { ...asked, from: today, to: today, descending };
    case "live":
      return { ...asked, status: "live", descending };
    case "recent":
      return {
        from: addDays(today, -(days - 1)),
        to: today,
        status: "final",
        descending: p.ordering !== "game_date",
      };
    case "upcoming":
      return { from: today, to: addDays(today, days - 1), status: "scheduled", descending };
    default:
      return { ...asked, descending };
  }
}

/** Games of a team named by slug, abbreviation (any case) or id, as either side. */
function teamCondition(eb: ExpressionBuilder<Database, "games">, team: string): Expression<SqlBool> {
  const teamIds = eb
    .selectFrom("teams")
    .select("teams.id")
    .where((e) => {
      const match: Expression<SqlBool>[] = [
        e("teams.slug", "=", team.toLowerCase()),
        e(e.fn("upper", ["teams.abbreviation"]), "=", team.toUpperCase()),
      ];
      if (/^\d+$/.test(team)) match.push(e("teams.id", "=", Number(team)));
      return e.or(match);
    });
  return eb.or([
    eb("games.home_team_id", "in", teamIds),
    eb("games.away_team_id", "in", teamIds),
    eb(eb.fn("upper", ["games.home_team_abbreviation"]), "=", team.toUpperCase()),
    eb(eb.fn("upper", ["games.away_team_abbreviation"]), "=", team.toUpperCase()),
  ]);
}

/** The games a list's filters and window select. */
function filteredGames(ctx: RouteContext, p: ListParams, { from, to, status }: ListWindow) {
  const site = siteCondition(ctx, p, "games");
  const championshipIds = idsForSlug(ctx.ref.championshipsBySlug, p.championship);
  const season = p.season__start_year ?? p.season;
  return (
    gameQuery(ctx.db)
      .$if(site !== undefined, (qb) => qb.where(site!))
      .$if(championshipIds !== undefined, (qb) => qb.where("games.championship_id", "in", championshipIds!))
      .$if(season !== undefined, (qb) => qb.where("games.season_start_year", "=", season!))
      .$if(p.game_date !== undefined, (qb) => qb.where("games.game_date", "=", p.game_date!))
      .$if(from !== undefined, (qb) => qb.where("games.game_date", ">=", from!))
      .$if(to !== undefined, (qb) => qb.where("games.game_date", "<=", to!))
      // 'scheduled' holds only games still to start (status honesty); the others are as stored.
      .$if(status === "scheduled", (qb) => qb.where((eb) => stillToStart(eb, ctx.eastern)))
      .$if(status !== undefined && status !== "scheduled", (qb) => qb.where("games.status", "=", status!))
      .$if(p.week !== undefined, (qb) => qb.where("games.week", "=", p.week!))
      .$if(p.game_type !== undefined, (qb) => qb.where("games.game_type", "=", p.game_type!.toLowerCase()))
      .$if(p.team !== undefined, (qb) => qb.where((eb) => teamCondition(eb, p.team!)))
      .$if(p.search !== undefined, (qb) =>
        qb.where(
          searchAny(
            ["games.home_team_name", "games.away_team_name", "games.home_team_city", "games.away_team_city"],
            p.search!,
          ),
        ),
      )
  );
}

async function listGames(ctx: RouteContext, mode: Mode) {
  const p = parseQuery(ctx.url, listShape);
  const listWindow = windowOf(p, mode, ctx.today);
  const base = filteredGames(ctx, p, listWindow);
  const { descending } = listWindow;
  const direction = descending ? "desc" : "asc";
  return listPage(
    ctx,
    p,
    base,
    selectGame(base)
      .orderBy("games.game_date", direction)
      // Unknown start times last on both engines (their default NULL order differs).
      .orderBy("games.game_time", (ob) => (descending ? ob.desc() : ob.asc()).nullsLast())
      .orderBy("games.id", direction),
    (rows) => rows.map((r) => gameJson(ctx.ref, r, ctx.eastern)),
  );
}

const SERIES_ROUNDS = ["postseason", "championship"];

/** The playoff series a game belongs to (the season's postseason meetings of its two teams). */
async function seriesOf(db: Kysely<Database>, row: GameRow, game: Game): Promise<SeriesContext | null> {
  if (row.season_id === null || !SERIES_ROUNDS.includes(row.game_type ?? "")) return null;
  if (!SERIES_SPORTS.has(game.sport?.slug ?? "") || game.level?.slug !== "professional") return null;
  const pair = [row.home_team_id, row.away_team_id];
  const games = await db
    .selectFrom("games")
    .select([
      "id",
      "game_date",
      "game_time",
      "status",
      "home_team_id",
      "away_team_id",
      "home_score",
      "away_score",
    ])
    .where("season_id", "=", row.season_id)
    .where("game_type", "in", SERIES_ROUNDS)
    .where("home_team_id", "in", pair)
    .where("away_team_id", "in", pair)
    .execute();
  const names = new Map([
    [row.home_team_id, game.home_team.name],
    [row.away_team_id, game.away_team.name],
  ]);
  return seriesContext(games, row.id, names);
}

export const gameRoutes: Route[] = [
  ...listRoutes("games/games", listShape, listGames, ["list", "today", "live", "recent", "upcoming"]),
  {
    path: "games/games/:id",
    async handle(ctx) {
      const row = await detailRow(ctx, "games", (key) =>
        selectGame(gameQuery(ctx.db)).where(key).executeTakeFirst(),
      );
      const game = gameJson(ctx.ref, row, ctx.eastern);
      return { ...game, series: await seriesOf(ctx.db, row, game) };
    },
  },
];
