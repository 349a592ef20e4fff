/**
 * Typed readers of nba-playoffs-nocturnebear-2010-2024 (NBA.com stats output): the playoff player
 * box scores 2010-11 to 2022-23 (one row per player and game, DNP rows with their `comment`, a
 * starter's `position` filled, `minutes` as "MM:SS") and the playoff team totals (one row per club
 * and game, MATCHUP "ATL @ CHI" away, "CHI vs. ATL" at home). Game ids: the box scores drop the
 * leading zeros the totals keep (41500407 and 0041500407).
 */
import { z } from "zod";
import { filled, int, text, typedFile } from "./typed";

const DIR = "nba-playoffs-nocturnebear-2010-2024";
const date = text.regex(/^\d{4}-\d{2}-\d{2}/, "not a date").transform((v) => v.slice(0, 10));
/** A count NBA.com writes as a whole number (or `12.0`). */
const count = text.regex(/^-?\d+(\.0+)?$/, "not a whole number").transform((v) => Number.parseInt(v, 10));

/** The playoff player box scores. */
export const nbaPlayoffBoxScores = typedFile(DIR, "play_off_box_scores_2010_2024.csv", {
  season_year: text.regex(/^\d{4}-\d{2}$/, "not a season"),
  game_date: date,
  gameId: filled,
  teamTricode: filled,
  personId: filled,
  personName: filled,
  position: text,
  comment: text,
  /** "MM:SS"; empty on a DNP row. */
  minutes: text.regex(/^(\d+:\d{2})?$/, "not MM:SS"),
  fieldGoalsMade: int,
  fieldGoalsAttempted: int,
  threePointersMade: int,
  threePointersAttempted: int,
  freeThrowsMade: int,
  freeThrowsAttempted: int,
  reboundsOffensive: int,
  reboundsDefensive: int,
  reboundsTotal: int,
  assists: int,
  steals: int,
  blocks: int,
  turnovers: int,
  foulsPersonal: int,
  points: int,
  plusMinusPoints: count,
});

/** The playoff team totals (2010-11 to 2023-24), the figures the box scores are checked against. */
export const nbaPlayoffTotals = typedFile(DIR, "play_off_totals_2010_2024.csv", {
  SEASON_YEAR: text,
  TEAM_ABBREVIATION: filled,
  GAME_ID: filled,
  GAME_DATE: date,
  /** "ATL @ CHI" away, "CHI vs. ATL" at home. */
  MATCHUP: text.regex(/^\w+ (vs\.|@) \w+$/, "not a matchup"),
  FGM: count,
  FGA: count,
  REB: count,
  AST: count,
  PTS: count,
});

export type NbaPlayoffBoxRow = z.output<(typeof nbaPlayoffBoxScores)["schema"]>;
export type NbaPlayoffTotalRow = z.output<(typeof nbaPlayoffTotals)["schema"]>;
