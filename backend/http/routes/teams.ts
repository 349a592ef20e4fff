/**
 * /api/teams/teams/: franchises and programs (list, detail by id or slug) and, per team, its
 * titles, roster, schedule, season stats and seasons. Per-season views take `year` (or `season`),
 * defaulting to the latest season with data up to the current one.
 */
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, TeamsTable } from "../../db/schema";
import type { RosterEntry, ScheduledGame, Team, TeamChampionship, TeamSeason, TeamStats } from "../../../domain/contract/types";
import { seasonLabel } from "../../../domain/season";
import { findIdentity, type IdentityRef } from "../../import/context";
import {
  conferenceJson,
  divisionJson,
  idOrSlug,
  idsForNamed,
  idsForSlug,
  levelJson,
  offsetOf,
  page,
  pageOf,
  searchAny,
  sportJson,
  venueJson,
  type RefData,
  type Route,
  type RouteContext,
} from "../context";
import { isResultPending } from "../../../domain/game-status";
import { notFound } from "../errors";
import { paginationShape, parseQuery, q, siteFilterShape } from "../params";
import { championRecordQuery, orderChampionRecords, selectChampionRecord } from "./champions";
import { PERSON_SELECTION, personJson } from "./players";
import { selectStanding, standingJson, standingQuery } from "./standings";

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
  return query.selectAll("teams").select(["titles.titles", "titles.last_title_year", "titles.last_title_season"]);
}

type TeamRow = Awaited<ReturnType<ReturnType<typeof selectTeam>["execute"]>>[number];

function teamJson(ref: RefData, row: TeamRow): Team {
  const sport = sportJson(ref, row.sport_id);
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
  const key = idOrSlug(ctx.params.id);
  const query = ctx.db.selectFrom("teams").selectAll();
  const row = await ("id" in key ? query.where("id", "=", key.id) : query.where("slug", "=", key.slug)).executeTakeFirst();
  if (!row) throw notFound();
  return row;
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

export const teamRoutes: Route[] = [
  {
    path: "teams/teams",
    async handle(ctx) {
      const p = parseQuery(ctx.url, listShape);
      const sportIds = idsForSlug(ctx.ref.sportsBySlug, p.sport__slug);
      const levelIds = idsForSlug(ctx.ref.levelsBySlug, p.level__slug);
      const divisionIds = idsForNamed(ctx.ref.divisions, p.division);
      const conferenceIds = idsForNamed(ctx.ref.conferences, p.conference);
      const base = teamQuery(ctx.db)
        .$if(sportIds !== undefined, (qb) => qb.where("teams.sport_id", "in", sportIds!))
        .$if(levelIds !== undefined, (qb) => qb.where("teams.level_id", "in", levelIds!))
        .$if(divisionIds !== undefined, (qb) => qb.where("teams.division_id", "in", divisionIds!))
        .$if(conferenceIds !== undefined, (qb) => qb.where("teams.conference_id", "in", conferenceIds!))
        .$if(p.abbreviation !== undefined, (qb) => qb.where((eb) => eb(eb.fn("upper", ["teams.abbreviation"]), "=", p.abbreviation!.toUpperCase())))
        .$if(p.is_active !== undefined, (qb) => qb.where("teams.last_season", p.is_active ? "is" : "is not", null))
        .$if(p.season !== undefined, (qb) =>
          qb
            .where((eb) => eb.or([eb("teams.first_season", "is", null), eb("teams.first_season", "<=", p.season!)]))
            .where((eb) => eb.or([eb("teams.last_season", "is", null), eb("teams.last_season", ">=", p.season!)])),
        )
        .$if(p.search !== undefined, (qb) =>
          qb.where(
            searchAny(
              [sql.ref("teams.name"), sql.ref("teams.city"), sql.ref("teams.abbreviation"), sql.ref("teams.short_name"), sql.ref("teams.school")],
              p.search!,
            ),
          ),
        );
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const rows = await selectTeam(base).orderBy("teams.name").orderBy("teams.id").limit(p.page_size).offset(offsetOf(p)).execute();
      return page(ctx, p, Number(n), rows.map((r) => teamJson(ctx.ref, r)));
    },
  },
  {
    path: "teams/teams/:id",
    async handle(ctx) {
      const key = idOrSlug(ctx.params.id);
      const query = selectTeam(teamQuery(ctx.db));
      const row = await ("id" in key ? query.where("teams.id", "=", key.id) : query.where("teams.slug", "=", key.slug)).executeTakeFirst();
      if (!row) throw notFound();
      return teamJson(ctx.ref, row);
    },
  },
  {
    path: "teams/teams/:id/championships",
    async handle(ctx) {
      const team = await findTeam(ctx);
      const p = parseQuery(ctx.url, paginationShape);
      const base = championRecordQuery(ctx.db).where("champions.team_id", "=", team.id);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const rows = await orderChampionRecords(selectChampionRecord(base)).limit(p.page_size).offset(offsetOf(p)).execute();
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
      return page(ctx, p, Number(n), results);
    },
  },
  {
    path: "teams/teams/:id/roster",
    async handle(ctx) {
      const team = await findTeam(ctx);
      const p = parseQuery(ctx.url, { ...paginationShape, ...yearShape });
      const year = await seasonFor(ctx, team, p.year ?? p.season, async (cap) => {
        const row = await ctx.db
          .selectFrom("roster_entries")
          .select((eb) => eb.fn.max("season_start_year").as("year"))
          .where("team_id", "=", team.id)
          .where("season_start_year", "<=", cap)
          .executeTakeFirst();
        return row?.year == null ? null : Number(row.year);
      });
      const base = ctx.db
        .selectFrom("roster_entries")
        .innerJoin("players", "players.id", "roster_entries.player_id")
        .innerJoin("people", "people.id", "players.person_id")
        .where("roster_entries.team_id", "=", team.id)
        .where("roster_entries.season_start_year", "=", year);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const rows = await base
        .select([
          ...PERSON_SELECTION,
          "roster_entries.id",
          "roster_entries.jersey_number",
          "roster_entries.position",
          "roster_entries.is_captain",
          "roster_entries.is_starter",
          "players.id as player_id",
          "players.slug as player_slug",
          "players.is_active",
          "players.primary_position_name",
        ])
        .orderBy("people.last_name")
        .orderBy("people.first_name")
        .orderBy("roster_entries.id")
        .limit(p.page_size)
        .offset(offsetOf(p))
        .execute();
      const results: RosterEntry[] = rows.map((r) => ({
        id: r.id,
        jersey_number: r.jersey_number,
        is_captain: r.is_captain === 1,
        is_starter: r.is_starter === 1,
        slug: r.player_slug,
        position: r.position ?? r.primary_position_name,
        player: {
          id: r.player_id,
          slug: r.player_slug,
          is_active: r.is_active === 1,
          primary_position_name: r.primary_position_name,
          person: personJson(r, ctx.today),
        },
      }));
      return page(ctx, p, Number(n), results);
    },
  },
  {
    path: "teams/teams/:id/schedule",
    async handle(ctx) {
      const team = await findTeam(ctx);
      const p = parseQuery(ctx.url, { ...paginationShape, ...yearShape });
      const year = await seasonFor(ctx, team, p.year ?? p.season, (cap) => latestGameSeason(ctx.db, team.id, cap));
      const base = ctx.db
        .selectFrom("games")
        .where((eb) => eb.or([eb("home_team_id", "=", team.id), eb("away_team_id", "=", team.id)]))
        .where("season_start_year", "=", year);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const rows = await base
        .selectAll()
        .orderBy("game_date")
        .orderBy("game_time", (ob) => ob.asc().nullsLast())
        .orderBy("id")
        .limit(p.page_size)
        .offset(offsetOf(p))
        .execute();
      const results: ScheduledGame[] = rows.map((g) => ({
        id: g.id,
        slug: g.slug,
        week: g.week,
        game_date: g.game_date,
        game_time: g.game_time,
        // The schedule speaks of completed games (spec section 4); the games API says final.
        status: g.status === "final" ? "completed" : g.status,
        game_type: g.game_type,
        home_team: g.home_team_id,
        away_team: g.away_team_id,
        home_team_name: g.home_team_name,
        away_team_name: g.away_team_name,
        home_team_abbreviation: g.home_team_abbreviation,
        away_team_abbreviation: g.away_team_abbreviation,
        home_score: g.home_score,
        away_score: g.away_score,
        venue_name: g.venue_name ?? (g.venue_id !== null ? ctx.ref.venues.get(g.venue_id)?.name ?? null : null),
        result_pending: isResultPending(g, ctx.eastern),
      }));
      return page(ctx, p, Number(n), results);
    },
  },
  {
    path: "teams/teams/:id/stats",
    async handle(ctx): Promise<TeamStats> {
      const team = await findTeam(ctx);
      const p = parseQuery(ctx.url, yearShape);
      const year = await seasonFor(ctx, team, p.year ?? p.season, (cap) => latestGameSeason(ctx.db, team.id, cap));
      const [games, standing, season, titles] = await Promise.all([
        ctx.db
          .selectFrom("games")
          .select(["home_team_id", "home_score", "away_score"])
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
          .where("sport_id", "=", team.sport_id)
          .where("level_id", "=", team.level_id)
          .where("start_year", "=", year)
          .executeTakeFirst(),
        ctx.db
          .selectFrom("champions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("team_id", "=", team.id)
          .where("year", "=", year)
          .executeTakeFirstOrThrow(),
      ]);
      const record = { home: [0, 0, 0], away: [0, 0, 0] };
      let wins = 0;
      let losses = 0;
      let ties = 0;
      let pointsFor = 0;
      let pointsAgainst = 0;
      for (const g of games) {
        const home = g.home_team_id === team.id;
        const own = (home ? g.home_score : g.away_score) ?? 0;
        const other = (home ? g.away_score : g.home_score) ?? 0;
        pointsFor += own;
        pointsAgainst += other;
        const slot = own > other ? 0 : own < other ? 1 : 2;
        if (slot === 0) wins++;
        else if (slot === 1) losses++;
        else ties++;
        record[home ? "home" : "away"][slot]++;
      }
      const fmt = ([w, l, t]: number[]) => (t ? `${w}-${l}-${t}` : `${w}-${l}`);
      const played = games.length;
      return {
        team: { id: team.id, name: team.name, slug: team.slug },
        season: season ? { id: season.id, name: season.name, start_year: season.start_year } : { id: null, name: null, start_year: year },
        games_played: played,
        wins,
        losses,
        ties,
        win_percentage: played ? (wins + ties / 2) / played : null,
        points_for: played ? pointsFor : null,
        points_against: played ? pointsAgainst : null,
        home_record: played ? fmt(record.home) : null,
        away_record: played ? fmt(record.away) : null,
        championships_won: Number(titles.n),
        standing: standing ? standingJson(ctx.ref, standing) : null,
      };
    },
  },
  {
    path: "teams/teams/:id/seasons",
    async handle(ctx) {
      const team = await findTeam(ctx);
      const p = parseQuery(ctx.url, paginationShape);
      const sport = sportSlugOf(ctx, team);
      const [seasons, identities] = await Promise.all([
        ctx.db
          .selectFrom("seasons")
          .leftJoin("champions", "champions.id", "seasons.champion_id")
          .select(["seasons.id", "seasons.name", "seasons.slug", "seasons.start_year", "seasons.end_year", "champions.team_id as champion_team_id"])
          .where("seasons.sport_id", "=", team.sport_id)
          .where("seasons.level_id", "=", team.level_id)
          .$if(team.first_season !== null, (qb) => qb.where("seasons.start_year", ">=", team.first_season!))
          .$if(team.last_season !== null, (qb) => qb.where("seasons.start_year", "<=", team.last_season!))
          .orderBy("seasons.start_year", "desc")
          .execute(),
        ctx.db
          .selectFrom("team_identities")
          .select(["name", "city", "abbreviation", "first_season", "last_season"])
          .where("team_id", "=", team.id)
          .execute(),
      ]);
      const identityList: IdentityRef[] = identities;
      const results: TeamSeason[] = seasons.map((s) => ({
        id: s.id,
        name: s.name,
        slug: s.slug,
        start_year: s.start_year,
        end_year: s.end_year,
        label: seasonLabel(sport, s.start_year),
        team_name: findIdentity(identityList, s.start_year)?.name ?? team.name,
        championship_won: s.champion_team_id === team.id,
      }));
      return pageOf(ctx, p, results);
    },
  },
];

