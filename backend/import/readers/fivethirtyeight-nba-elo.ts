/**
 * Typed readers of fivethirtyeight-nba-elo: nba_all_elo.csv (one row per team and game, 1946-47 to
 * 2014-15 here) and nba_elo.csv (one row per game, team1 at home unless neutral). Seasons are end years.
 */
import { isIsoDate } from "../sources/common";
import { int, optInt, text, typedFile, type Typed } from "./typed";

const DIR = "fivethirtyeight-nba-elo";
const date = text.refine(isIsoDate, "not a date");
/** A 0/1 column, as true/false (blank: false, as nba_elo.csv leaves `playoff` empty). */
const flag = text.regex(/^[01]?$/, "not 0 or 1").transform((v) => v === "1");

/** nba_all_elo.csv: a team's game (league NBA or ABA, game_id ending in the home franchise's code, notes "at City ST" for a neutral site). */
export const nbaAllElo = typedFile(DIR, "nba_all_elo.csv", {
  game_id: text,
  lg_id: text,
  year_id: int,
  date_game: date,
  is_playoffs: flag,
  team_id: text,
  pts: int,
  opp_id: text,
  opp_pts: int,
  notes: text,
});
export type NbaAllEloRow = Typed<typeof nbaAllElo.schema.shape>;

/** nba_elo.csv: a game, team1 at home unless `neutral`; scores blank for the games never played (2020). */
export const nbaElo = typedFile(DIR, "nba_elo.csv", {
  date,
  season: int,
  neutral: flag,
  team1: text,
  team2: text,
  score1: optInt,
  score2: optInt,
});
export type NbaEloRow = Typed<typeof nbaElo.schema.shape>;
