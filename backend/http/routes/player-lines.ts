/** A player's lines for the player detail: MLB batting, pitching and fielding; NBA, BAA and ABA lines; NFL offence and defence. */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { BaseballLines, BasketballLines, FootballLines } from "../../../domain/contract/types";
import { BASKETBALL_FIGURES } from "../../../domain/basketball-stats";
import {
  BASKETBALL_GAME_FIGURES,
  BATTING_FIGURES,
  FIELDING_FIGURES,
  FOOTBALL_FIGURES,
  PITCHING_FIGURES,
} from "../../../domain/contract/schemas";
import { STATS_THROUGH } from "../../import/sources/lahman-coverage";
import { teamSeasonSlug } from "../team-season-link";

type LineTable =
  | "batting_lines"
  | "pitching_lines"
  | "fielding_lines"
  | "basketball_lines"
  | "football_season_lines"
  | "football_defense_lines";

function linesOf<T extends LineTable>(db: Kysely<Database>, table: T, playerId: number) {
  return db
    .selectFrom(table as LineTable)
    .leftJoin("teams", "teams.id", `${table as LineTable}.team_id`)
    .selectAll(table as LineTable)
    .select(teamSeasonSlug("teams", `${table as LineTable}.season_start_year`).as("team_slug"))
    .where("player_id", "=", playerId)
    .orderBy("season_start_year")
    .orderBy("stint")
    .execute();
}

function keyOf(row: {
  season_start_year: number;
  stint: number;
  team_code: string;
  team_name: string | null;
  team_slug: string | null;
  league: string;
}) {
  return {
    season: row.season_start_year,
    stint: row.stint,
    team_code: row.team_code,
    team_name: row.team_name,
    team_slug: row.team_slug,
    league: row.league,
  };
}

function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = row[key];
  return out;
}

type GameLineTable = "baseball_game_batting" | "baseball_game_pitching";
type GameRow<T extends GameLineTable> = Database[T] & Parameters<typeof gameKeyOf>[0];

type WithSlug<T> = T & { team_slug: string | null };

/** What a game log row shows of its game: its page, date, teams and score. */
const GAME_SIDES = [
  "g.slug as game_slug",
  "g.game_date",
  "g.home_team_abbreviation",
  "g.away_team_abbreviation",
  "g.home_score",
  "g.away_score",
] as const;

/** A player's postseason game lines from one box-score table, with the game's date, teams and score. */
function gameLinesOf(
  db: Kysely<Database>,
  table: "baseball_game_batting",
  id: number,
): Promise<GameRow<"baseball_game_batting">[]>;
function gameLinesOf(
  db: Kysely<Database>,
  table: "baseball_game_pitching",
  id: number,
): Promise<GameRow<"baseball_game_pitching">[]>;
function gameLinesOf(db: Kysely<Database>, table: GameLineTable, playerId: number): Promise<unknown[]> {
  // One query for both tables: Kysely types a table chosen at run time as the first one.
  return db
    .selectFrom(`${table} as l` as "baseball_game_batting as l")
    .innerJoin("games as g", "g.id", "l.game_id")
    .selectAll("l")
    .select([...GAME_SIDES, "g.season_start_year", "g.game_type"])
    .where("l.player_id", "=", playerId)
    .orderBy("g.game_date")
    .orderBy("g.id")
    .execute();
}

/** The game of a box-score line, seen from the player's side. */
function gameKeyOf(g: {
  side: string;
  season_start_year: number | null;
  game_type: string | null;
  game_slug: string;
  game_date: string;
  home_team_abbreviation: string | null;
  away_team_abbreviation: string | null;
  home_score: number | null;
  away_score: number | null;
}) {
  const home = g.side === "home";
  return {
    // An MLB season is the calendar year of its games.
    season: g.season_start_year ?? Number(g.game_date.slice(0, 4)),
    world_series: g.game_type === "championship",
    game_slug: g.game_slug,
    game_date: g.game_date,
    team_code: home ? g.home_team_abbreviation : g.away_team_abbreviation,
    opponent_code: home ? g.away_team_abbreviation : g.home_team_abbreviation,
    home,
    team_score: home ? g.home_score : g.away_score,
    opponent_score: home ? g.away_score : g.home_score,
  };
}

/** Null when the player has no line (not an MLB player, or a postseason-only career). */
export async function baseballLines(db: Kysely<Database>, playerId: number): Promise<BaseballLines | null> {
  const [batting, pitching, fielding, battingGames, pitchingGames] = await Promise.all([
    linesOf(db, "batting_lines", playerId),
    linesOf(db, "pitching_lines", playerId),
    linesOf(db, "fielding_lines", playerId),
    gameLinesOf(db, "baseball_game_batting", playerId),
    gameLinesOf(db, "baseball_game_pitching", playerId),
  ]);
  if (!batting.length && !pitching.length && !fielding.length) return null;
  return {
    through: STATS_THROUGH,
    note: null,
    batting_games: battingGames.map((g) => ({
      ...gameKeyOf(g),
      ...pick(g, ["slot", "positions", "ab", "r", "h", "doubles", "triples", "hr", "rbi", "bb", "so", "sb"]),
    })),
    pitching_games: pitchingGames.map((g) => ({
      ...gameKeyOf(g),
      ...pick(g, ["outs", "h", "r", "er", "bb", "so", "hr", "decision"]),
    })),
    batting: batting.map((r) => {
      const b = r as WithSlug<Database["batting_lines"]>;
      return { ...keyOf(b), ...pick(b, BATTING_FIGURES) };
    }),
    pitching: pitching.map((r) => {
      const p = r as WithSlug<Database["pitching_lines"]>;
      return { ...keyOf(p), ...pick(p, PITCHING_FIGURES) };
    }),
    fielding: fielding.map((r) => {
      const f = r as WithSlug<Database["fielding_lines"]>;
      return { ...keyOf(f), ...pick(f, FIELDING_FIGURES) };
    }),
  };
}

/** The last season (start year) the NBA lines run through: NBA.com's 2024-25 totals. */
const BASKETBALL_LINES_THROUGH = 2024;

/** Null when the player has no basketball line. */
export async function basketballLines(
  db: Kysely<Database>,
  playerId: number,
): Promise<BasketballLines | null> {
  const [rows, games] = await Promise.all([
    linesOf(db, "basketball_lines", playerId),
    db
      .selectFrom("basketball_game_lines as l")
      .innerJoin("games as g", "g.id", "l.game_id")
      .selectAll("l")
      .select(GAME_SIDES)
      .where("l.player_id", "=", playerId)
      .orderBy("g.game_date")
      .execute(),
  ]);
  if (!rows.length) return null;
  return {
    through: BASKETBALL_LINES_THROUGH,
    games: games.map((g) => {
      const home = g.is_home === 1;
      return {
        season: g.season_start_year,
        playoffs: g.season_type === "postseason",
        dnp: g.dnp,
        game_slug: g.game_slug,
        game_date: g.game_date,
        team_code: g.team_code,
        opponent_code: home ? g.away_team_abbreviation : g.home_team_abbreviation,
        home,
        team_score: home ? g.home_score : g.away_score,
        opponent_score: home ? g.away_score : g.home_score,
        ...pick(g, BASKETBALL_GAME_FIGURES),
      };
    }),
    lines: rows.map((r) => {
      const b = r as WithSlug<Database["basketball_lines"]>;
      return { ...keyOf(b), ...pick(b, BASKETBALL_FIGURES) };
    }),
  };
}

/** The seasons the NFL lines cover: the weekly files from 1999, the season totals of 2024. */
export const FOOTBALL_LINES_FROM = 1999;
export const FOOTBALL_LINES_THROUGH = 2024;
/** The seasons of the defence lines (Pro-Football-Reference's advanced table). */
const DEFENSE_FROM = 2018;
const DEFENSE_THROUGH = 2021;

const seasonType = (v: string) => (v === "POST" ? "POST" : "REG");

/** Null when the player has no NFL line. */
export async function footballLines(db: Kysely<Database>, playerId: number): Promise<FootballLines | null> {
  const [seasons, defense, games] = await Promise.all([
    linesOf(db, "football_season_lines", playerId),
    linesOf(db, "football_defense_lines", playerId),
    db
      .selectFrom("football_game_lines as l")
      .leftJoin("games as g", "g.id", "l.game_id")
      .selectAll("l")
      .select([
        "g.slug as game_slug",
        "g.game_date",
        "g.home_team_id",
        "g.home_team_abbreviation",
        "g.away_team_abbreviation",
      ])
      .where("l.player_id", "=", playerId)
      .orderBy("l.season_start_year")
      .orderBy("l.week")
      .execute(),
  ]);
  if (!seasons.length && !defense.length) return null;
  return {
    from: FOOTBALL_LINES_FROM,
    through: FOOTBALL_LINES_THROUGH,
    defense_from: DEFENSE_FROM,
    defense_through: DEFENSE_THROUGH,
    defense: defense.map((r) => {
      const d = r as WithSlug<Database["football_defense_lines"]>;
      return {
        ...keyOf(d),
        ...pick(d, ["games", "games_started", "tackles", "def_sacks", "def_int"] as const),
      };
    }),
    seasons: seasons.map((r) => {
      const l = r as WithSlug<Database["football_season_lines"]>;
      return { ...keyOf(l), season_type: seasonType(l.season_type), ...pick(l, FOOTBALL_FIGURES) };
    }),
    games: games.map((g) => ({
      season: g.season_start_year,
      week: g.week,
      season_type: seasonType(g.season_type),
      team_code: g.team_code,
      // The 1999-2017 files name no opponent: the matched game's other club does.
      opponent_code:
        g.opponent_code ??
        (g.game_slug === null
          ? null
          : g.team_id === g.home_team_id
            ? g.away_team_abbreviation
            : g.home_team_abbreviation),
      game_slug: g.game_slug,
      game_date: g.game_date,
      ...pick(g, FOOTBALL_FIGURES),
    })),
  };
}
