/** /api/people/players/: players (list, detail by slug or id, active, by_position, rookies). */
import { slugify } from "../../../domain/slug";
import { seenLately } from "../../../domain/people";
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../../db/schema";
import type {
  BaseballLines,
  BasketballLines,
  FootballLines,
  Person,
  Player,
  PlayerSeason,
  SimilarPlayer,
  SimilarPlayers,
} from "../../../domain/contract/types";
import { careerStatsSchema, playerSeasonSchema } from "../../../domain/contract/schemas";
import { type Route, type RouteContext, detailRow, listRoutes } from "../context";
import { levelJson, sportJson, type RefData } from "../ref-data";
import { activeKnown, searchAny, personSearch, teamFilter, siteCondition } from "../filters";
import { listPage } from "../pagination";
import { badRequest } from "../errors";
import { paginationShape, parseQuery, q, siteFilterShape } from "../params";
import { z } from "zod";
import { baseballLines, basketballLines, footballLines } from "./player-lines";
import { collegeBaseballLines } from "./college-baseball-lines";
import { teamSeasonSlug } from "../team-season-link";

export interface PersonColumns {
  person_id: number;
  person_slug: string;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  birth_city: string | null;
  birth_state: string | null;
  birth_country: string | null;
  college: string | null;
  height_inches: number | null;
  weight_pounds: number | null;
  death_year: number | null;
}

/** Whole years between a yyyy-mm-dd birth date and `today` (yyyy-mm-dd, US Eastern). */
export function ageOn(birthDate: string | null, today: string): number | null {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}/.test(birthDate)) return null;
  const [by, bm, bd] = birthDate.slice(0, 10).split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const MAX_LIVING_AGE = 105;
function plausibleAge(age: number | null): number | null {
  return age !== null && age >= 0 && age <= MAX_LIVING_AGE ? age : null;
}

/** `lastSeen`: the last season a source saw the person at work (an age only if `seenLately`). */
export function personJson(row: PersonColumns, today: string, lastSeen: number | null): Person {
  const place = [row.birth_city, row.birth_state ?? (row.birth_city ? row.birth_country : null)]
    .filter(Boolean)
    .join(", ");
  return {
    id: row.person_id,
    slug: row.person_slug,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    // No age for someone who has died, or whose birth year makes a living age implausible (the
    // sources do not record every death).
    age:
      row.death_year !== null || !seenLately(lastSeen, today)
        ? null
        : plausibleAge(ageOn(row.birth_date, today)),
    birth_date: row.birth_date,
    birth_place: place || row.birth_country || null,
    birth_city: row.birth_city,
    birth_state: row.birth_state,
    birth_country: row.birth_country,
    college: row.college,
    height_inches: row.height_inches,
    weight_pounds: row.weight_pounds,
    death_year: row.death_year,
  };
}

/** The person columns under the names PersonColumns expects. */
export const PERSON_SELECTION = [
  "people.id as person_id",
  "people.slug as person_slug",
  "people.first_name",
  "people.last_name",
  "people.birth_date",
  "people.birth_city",
  "people.birth_state",
  "people.birth_country",
  "people.college",
  "people.height_inches",
  "people.weight_pounds",
  "people.death_year",
] as const;

/** A person's current team (`teams` joined on the player's or coach's `current_team_id`). */
export const CURRENT_TEAM_SELECTION = [
  "teams.slug as team_slug",
  "teams.name as team_name",
  "teams.city as team_city",
  "teams.abbreviation as team_abbreviation",
  "teams.sport_id as team_sport_id",
] as const;

/** The columns of CURRENT_TEAM_SELECTION, on a player's or coach's row. */
interface CurrentTeamColumns {
  current_team_id: number | null;
  team_slug: string | null;
  team_name: string | null;
  team_city: string | null;
  team_abbreviation: string | null;
  team_sport_id: number | null;
}

/** A person's current team, or null without one. */
export function currentTeamJson(ref: RefData, row: CurrentTeamColumns): Player["current_team"] {
  return row.current_team_id !== null && row.team_name !== null
    ? {
        id: row.current_team_id,
        slug: row.team_slug,
        name: row.team_name,
        city: row.team_city,
        abbreviation: row.team_abbreviation,
        sport_name: ref.sports.get(row.team_sport_id ?? -1)?.name ?? null,
      }
    : null;
}

/** A stored JSON column, validated on the way out (a bad value is dropped, never a 500). */
export function parseJsonColumn<S extends z.ZodTypeAny>(text: string | null, schema: S): z.output<S> | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function playerQuery(db: Kysely<Database>) {
  return db
    .selectFrom("players")
    .innerJoin("people", "people.id", "players.person_id")
    .leftJoin("teams", "teams.id", "players.current_team_id");
}

function selectPlayer(query: ReturnType<typeof playerQuery>) {
  return query.selectAll("players").select([...PERSON_SELECTION, ...CURRENT_TEAM_SELECTION]);
}

type PlayerRow = Awaited<ReturnType<ReturnType<typeof selectPlayer>["execute"]>>[number];

const seasonStatsSchema = playerSeasonSchema.shape.stats;

/** A player's seasons, oldest first, each with the team's slug for the link to its season page. */
async function playerSeasons(db: Kysely<Database>, playerId: number): Promise<PlayerSeason[]> {
  const rows = await db
    .selectFrom("player_seasons")
    .leftJoin("teams", "teams.id", "player_seasons.team_id")
    .select([
      "player_seasons.season_start_year",
      "player_seasons.team_id",
      "player_seasons.team_name",
      "player_seasons.league",
      "player_seasons.stats",
      teamSeasonSlug("teams", "player_seasons.season_start_year").as("team_slug"),
    ])
    .where("player_seasons.player_id", "=", playerId)
    .orderBy("player_seasons.season_start_year")
    .orderBy("player_seasons.id")
    .execute();
  return rows.map((r) => ({
    season: r.season_start_year,
    team_id: r.team_id,
    team_slug: r.team_slug,
    team_name: r.team_name,
    league: r.league,
    stats: parseJsonColumn(r.stats, seasonStatsSchema),
  }));
}

function playerJson(
  ref: RefData,
  row: PlayerRow,
  today: string,
  seasons: PlayerSeason[] = [],
  lines: {
    baseball: BaseballLines | null;
    basketball: BasketballLines | null;
    football: FootballLines | null;
  } = {
    baseball: null,
    basketball: null,
    football: null,
  },
): Player {
  const h = row.height_inches;
  return {
    id: row.id,
    slug: row.slug,
    person: personJson(row, today, row.last_season),
    jersey_number: row.jersey_number,
    primary_position_name: row.primary_position_name,
    current_team: currentTeamJson(ref, row),
    sport: sportJson(ref, row.sport_id),
    level: levelJson(ref, row.level_id),
    height: h !== null ? `${Math.floor(h / 12)}-${h % 12}` : null,
    weight: row.weight_pounds,
    years_pro: row.years_pro,
    college: row.college,
    draft_year: row.draft_year,
    draft_round: row.draft_round,
    draft_pick: row.draft_pick,
    salary: row.salary,
    awards: parseJsonColumn(row.awards, z.array(z.string())) ?? [],
    championships_won: row.championships_won,
    all_star_selections: row.all_star_selections,
    is_active: row.is_active === 1,
    rookie_season: row.rookie_season,
    contract_end_year: row.contract_end_year,
    career_stats: parseJsonColumn(row.career_stats, careerStatsSchema),
    last_season: row.last_season,
    figures_through: row.source_through,
    seasons,
    baseball_lines: lines.baseball,
    basketball_lines: lines.basketball,
    football_lines: lines.football,
    similar_players: null,
  };
}

/** The player's stored most similar careers (similar_players), or null where there are none. */
async function similarPlayers(db: Kysely<Database>, playerId: number): Promise<SimilarPlayers | null> {
  const rows = await db
    .selectFrom("similar_players as s")
    .innerJoin("players", "players.id", "s.other_player_id")
    .innerJoin("people", "people.id", "players.person_id")
    .select([
      "s.kind",
      "s.rank",
      "s.score",
      "s.through_season",
      "s.other_player_id",
      "players.slug",
      "people.first_name",
      "people.last_name",
      "players.rookie_season",
      "players.last_season",
    ])
    .where("s.player_id", "=", playerId)
    .orderBy("s.kind")
    .orderBy("s.rank")
    .execute();
  if (!rows.length) return null;
  const of = (kind: "batting" | "pitching"): SimilarPlayer[] =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        rank: r.rank,
        score: Math.round(Number(r.score) * 10) / 10,
        player_id: r.other_player_id,
        player_slug: r.slug,
        player_name: `${r.first_name} ${r.last_name}`.trim(),
        first_season: r.rookie_season,
        last_season: r.last_season,
      }));
  return { through: rows[0].through_season, batting: of("batting"), pitching: of("pitching") };
}

const listShape = {
  ...paginationShape,
  ...siteFilterShape,
  search: q.text,
  position: q.text,
  team: q.text,
  is_active: q.bool,
  status: z
    .enum(["active", "inactive", "injured", "retired"], {
      message: "Expected active, inactive, injured or retired.",
    })
    .optional(),
  season: q.year,
  season__start_year: q.year,
};

type Mode = "all" | "active" | "by_position" | "rookies" | "summary";

type ListParams = ReturnType<typeof parseQuery<typeof listShape>>;

/** Rookies: players whose first season is `season`, else their sport's current one. */
function rookieCondition(ctx: RouteContext, season: number | undefined): Expression<SqlBool> {
  const byYear = [...ctx.ref.sports.values()].map(
    (s) =>
      sql`(players.sport_id = ${s.id} and players.rookie_season = ${season ?? ctx.currentSeason(s.slug)})`,
  );
  return byYear.length ? sql<SqlBool>`(${sql.join(byYear, sql` or `)})` : sql<SqlBool>`1 = 0`;
}

/** The players a list's mode and filters select. */
function filteredPlayers(ctx: RouteContext, p: ListParams, mode: Mode) {
  const site = siteCondition(ctx, p, "players");
  const season = p.season__start_year ?? p.season;
  const active =
    mode === "active"
      ? true
      : (p.is_active ??
        (p.status === "active"
          ? true
          : p.status === "inactive" || p.status === "retired"
            ? false
            : undefined));
  return (
    playerQuery(ctx.db)
      .$if(site !== undefined, (qb) => qb.where(site!))
      .$if(active !== undefined, (qb) => qb.where("players.is_active", "=", active ? 1 : 0))
      .$if(p.position !== undefined, (qb) =>
        qb.where(searchAny(["players.primary_position_name"], p.position!)),
      )
      .$if(p.team !== undefined, (qb) => qb.where(teamFilter(p.team!, "players")))
      .$if(season !== undefined && mode !== "rookies", (qb) =>
        qb.where((eb) =>
          eb.exists(
            eb
              .selectFrom("roster_entries")
              .select("roster_entries.id")
              .whereRef("roster_entries.player_id", "=", "players.id")
              .where("roster_entries.season_start_year", "=", season!),
          ),
        ),
      )
      .$if(mode === "rookies", (qb) => qb.where(rookieCondition(ctx, season)))
      // 'retired': the source shows the career's end (not active, and not cut off where the source ends).
      .$if(p.status === "retired", (qb) => qb.where("players.source_through", "is", null))
      // 'injured': no source we hold records injuries, so nobody is listed as injured.
      .$if(p.status === "injured", (qb) => qb.where(sql<SqlBool>`1 = 0`))
      .$if(p.search !== undefined, (qb) => qb.where(personSearch(ctx.db, "players", p.search!)))
  );
}

/** The directory's counters of the filtered players. */
async function playerSummary(base: ReturnType<typeof playerQuery>, known: boolean) {
  const r = await base
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>("players.is_active").as("active"),
      eb.fn.count<number>("players.sport_id").distinct().as("sports"),
      eb.fn.count<number>("players.primary_position_name").distinct().as("positions"),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(r.n),
    active: known ? Number(r.active ?? 0) : null,
    sports: Number(r.sports),
    positions: Number(r.positions),
  };
}

async function listPlayers(ctx: RouteContext, mode: Mode) {
  const p = parseQuery(ctx.url, listShape);
  if (mode === "by_position" && !p.position) throw badRequest({ position: ["This parameter is required."] });
  const base = filteredPlayers(ctx, p, mode);
  if (mode === "summary") return playerSummary(base, await activeKnown(ctx, "players"));
  return listPage(
    ctx,
    p,
    base,
    selectPlayer(base).orderBy("people.last_name").orderBy("people.first_name").orderBy("players.id"),
    (rows) => rows.map((r) => playerJson(ctx.ref, r, ctx.today)),
  );
}

/**
 * A namesake's slug carries his birth year (`michael-jordan-1963`) only while a namesake exists; when
 * the other one's name changes (the NFL's Michael Jordan is listed as Mike Jordan) or takes "Sr." or
 * "Jr." (`ken-griffey-1969` is now `ken-griffey-jr`), the year goes: old links name the slug that is
 * left, and the person born that year is the one they meant.
 */
function birthYearSlugBase(slug: string): string[] | null {
  const base = /^(.+)-\d{4}$/.exec(slug)?.[1];
  return base ? [base, `${base}-jr`, `${base}-sr`] : null;
}

const bornInSlugYear = (birthDate: string | null, slug: string) =>
  birthDate?.slice(0, 4) === /-(\d{4})$/.exec(slug)?.[1];

export const playerRoutes: Route[] = [
  ...listRoutes("people/players", listShape, listPlayers, [
    "all",
    "active",
    "by_position",
    "rookies",
    "summary",
  ]),
  {
    path: "people/players/:id",
    async handle(ctx) {
      const row = await detailRow(
        ctx,
        "players",
        (key) => selectPlayer(playerQuery(ctx.db)).where(key).executeTakeFirst(),
        birthYearSlugBase,
        (r, slug) => bornInSlugYear(r.birth_date, slug),
        (r) => slugify(`${r.first_name ?? ""} ${r.last_name}`),
      );
      const [seasons, baseball, basketball, football, similar] = await Promise.all([
        playerSeasons(ctx.db, row.id),
        baseballLines(ctx.db, row.id).then((mlb) => mlb ?? collegeBaseballLines(ctx.db, row.id)),
        basketballLines(ctx.db, row.id),
        footballLines(ctx.db, row.id),
        similarPlayers(ctx.db, row.id),
      ]);
      return {
        ...playerJson(ctx.ref, row, ctx.today, seasons, { baseball, basketball, football }),
        similar_players: similar,
      };
    },
  },
];
