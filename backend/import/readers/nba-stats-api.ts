/**
 * Typed readers of the NBA.com stats files (nba_api output): the season totals of
 * nba-player-totals-nbaapi-2022-2025 (one row per player, its club the last one) and the player
 * game logs of nba-player-gamelogs-2015-2025 (one row per player and game, with the club of that
 * game). NBA.com ids, abbreviations (PHX, BKN, CHA) and names; a blank percentage is a zero attempt.
 */
import { z } from "zod";
import { filled, text, typedFile } from "./typed";

/**
 * The names this reader owns outside its typed files (one per season), read by the ownership test
 * (tests/unit/dataset-file-names.test.ts).
 * @public
 */
export const FILE_NAMES = ["player_gamelogs_", "_nba.csv"];

/** A count NBA.com writes as a whole number (or `12.0`). */
const count = text.regex(/^\d+(\.0+)?$/, "not a whole number").transform((v) => Number.parseInt(v, 10));
/** Minutes: decimal in the season totals (2475.59), whole in the game logs. */
const minutes = text.regex(/^\d+(\.\d+)?$/, "not a number of minutes").transform(Number);

const figures = {
  MIN: minutes,
  FGM: count,
  FGA: count,
  FG3M: count,
  FG3A: count,
  FTM: count,
  FTA: count,
  OREB: count,
  DREB: count,
  REB: count,
  AST: count,
  STL: count,
  BLK: count,
  TOV: count,
  PF: count,
  PTS: count,
};

/** The season totals of the season starting in `startYear` (files 2021_nba.csv to 2024_nba.csv). */
export function nbaApiSeasonTotals(startYear: number) {
  return typedFile("nba-player-totals-nbaapi-2022-2025", `${startYear}_nba.csv`, {
    PLAYER_ID: filled,
    PLAYER_NAME: filled,
    TEAM_ABBREVIATION: text,
    GP: count,
    ...figures,
  });
}

/** The seasons (start years) nba-player-totals-nbaapi-2022-2025 holds. */
export const NBA_API_TOTALS_SEASONS = [2021, 2022, 2023, 2024] as const;

/** The seasons (start years) nba-player-gamelogs-2015-2025 holds. */
export const NBA_API_LOG_SEASONS = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024] as const;

/** The regular-season player game logs of the season starting in `startYear` (2015 to 2024). */
export function nbaApiGameLogs(startYear: number) {
  const label = `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
  return typedFile("nba-player-gamelogs-2015-2025", `player_gamelogs_${label}.csv`, {
    PLAYER_ID: filled,
    PLAYER_NAME: filled,
    TEAM_ABBREVIATION: filled,
    TEAM_NAME: filled,
    GAME_ID: filled,
    GAME_DATE: text.regex(/^\d{4}-\d{2}-\d{2}/, "not a date"),
    /** "LAL vs. UTA" at home, "DAL @ ATL" away. */
    MATCHUP: text.regex(/^\w+ (vs\.|@) \w+$/, "not a matchup"),
    ...figures,
    PLUS_MINUS: text.regex(/^-?\d+(\.0+)?$/, "not a whole number").transform((v) => Number.parseInt(v, 10)),
  });
}
export type NbaApiGameLog = z.output<ReturnType<typeof nbaApiGameLogs>["schema"]>;
export type NbaApiSeasonTotal = z.output<ReturnType<typeof nbaApiSeasonTotals>["schema"]>;

/** NBA.com's abbreviations where Basketball-Reference's (the crosswalk's) differ. */
const BREF_CODE: Readonly<Record<string, string>> = { PHX: "PHO", BKN: "BRK", CHA: "CHO" };

/** Basketball-Reference's code of an NBA.com abbreviation (PHX: PHO). */
export const bbrefCode = (abbreviation: string): string => BREF_CODE[abbreviation] ?? abbreviation;
