/**
 * Typed readers of the nflverse player statistics (offence: passing, rushing, receiving), keyed by
 * gsis id (`00-0019596`):
 *  - nfl-player-stats-weekly-1999-2017: one row per player and game, REG and POST; abbreviated names
 *    only (`T.Brady`), the club by its current abbreviation (LV for the 1999 Raiders), no opponent;
 *  - nfl-player-stats-weekly-2018-2023: the same with the full name (`player_display_name`), the
 *    position and the opponent;
 *  - nfl-player-season-2024: 2024 regular-season totals, one row per player, no name or club, its
 *    counts written as floats (`4172.0`).
 */
import { filled, int, text, typedFile, type Typed } from "./typed";

/** The seasons of each weekly folder. */
export const NFL_WEEKLY_OLD_SEASONS = [
  1999, 2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013, 2014, 2015, 2016,
  2017,
] as const;
export const NFL_WEEKLY_NEW_SEASONS = [2018, 2019, 2020, 2021, 2022, 2023] as const;

/** The counted columns both weekly column sets share. */
const weeklyFigures = {
  player_id: filled,
  player_name: filled,
  recent_team: filled,
  season: int,
  week: int,
  /** REG or POST; checked by the importer (a plain text column keeps the fast path of these big files). */
  season_type: filled,
  completions: int,
  attempts: int,
  passing_yards: int,
  passing_tds: int,
  interceptions: int,
  sacks: int,
  sack_fumbles_lost: int,
  carries: int,
  rushing_yards: int,
  rushing_tds: int,
  rushing_fumbles_lost: int,
  receptions: int,
  targets: int,
  receiving_yards: int,
  receiving_tds: int,
  receiving_fumbles_lost: int,
};

/** A 1999-2017 weekly file (player_stats_1999.csv ... player_stats_2017.csv). */
export function nflWeeklyOld(season: number) {
  return typedFile("nfl-player-stats-weekly-1999-2017", `player_stats_${season}.csv`, weeklyFigures);
}

/** A 2018-2023 weekly file: the same figures with the full name, the position and the opponent. */
export function nflWeeklyNew(season: number) {
  return typedFile("nfl-player-stats-weekly-2018-2023", `player_stats_${season}.csv`, {
    ...weeklyFigures,
    player_display_name: text,
    position: text,
    opponent_team: text,
  });
}

/** A count the season file writes as a float of a whole number (`4172.0`, `-1.0`). */
const floatCount = text.regex(/^-?\d+(\.0+)?$/, "not a whole number").transform((v) => Math.trunc(Number(v)));

/** nfl-player-season-2024/seasonal_data.csv: 2024 regular-season totals by gsis id. */
export const nflSeason2024 = typedFile("nfl-player-season-2024", "seasonal_data.csv", {
  player_id: filled,
  season: int,
  season_type: filled,
  games: floatCount,
  completions: floatCount,
  attempts: floatCount,
  passing_yards: floatCount,
  passing_tds: floatCount,
  interceptions: floatCount,
  sacks: floatCount,
  sack_fumbles_lost: floatCount,
  carries: floatCount,
  rushing_yards: floatCount,
  rushing_tds: floatCount,
  rushing_fumbles_lost: floatCount,
  receptions: floatCount,
  targets: floatCount,
  receiving_yards: floatCount,
  receiving_tds: floatCount,
  receiving_fumbles_lost: floatCount,
});

export type NflWeeklyRow = Omit<Typed<ReturnType<typeof nflWeeklyOld>["schema"]["shape"]>, "season_type"> & {
  season_type: "REG" | "POST";
  player_display_name?: string;
  position?: string;
  opponent_team?: string;
};
export type NflSeason2024Row = Typed<(typeof nflSeason2024)["schema"]["shape"]>;
