/**
 * Typed readers of cfb-fbs-scores-2002-2024 (games involving FBS teams 2002-2024 with scores, bowls
 * and the CFP flagged `postseason`; short team names; the `neutral_site` flag is incomplete) and of
 * cfb-century-games (FBS schedules 1924-2024 without scores: each team's conference of the time).
 */
import { z } from "zod";
import { filled, int, text, typedFile, type Typed } from "./typed";

const flag = z.enum(["True", "False"]).transform((v) => v === "True");

/** games_for_tableau_clean.csv: `date` is the calendar date of the game, `season` its season. */
export const cfbFbsScores = typedFile("cfb-fbs-scores-2002-2024", "games_for_tableau_clean.csv", {
  date: text.regex(/^\d{4}-\d{2}-\d{2}$/, "not a date"),
  season: int,
  home_team: filled,
  away_team: filled,
  home_points: int,
  away_points: int,
  neutral_site: flag,
  postseason: flag,
});
export type CfbFbsScore = Typed<typeof cfbFbsScores.schema.shape>;

/** all_cfb_games_1924_2024.csv: `timestamp` Unix seconds (local mktime), home Team1, away Team2. */
export const cfbCenturyGames = typedFile("cfb-century-games", "all_cfb_games_1924_2024.csv", {
  timestamp: int,
  Team1: filled,
  Team2: filled,
  Conf1: text,
  Conf2: text,
});
