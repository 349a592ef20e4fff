/** Typed reader of fivethirtyeight-nfl-elo-game: nfl_games.csv, one game a row (team1 at home unless neutral). */
import { isIsoDate } from "../sources/common";
import { int, optInt, text, typedFile, type Typed } from "./typed";

/** A 0/1 column, as true/false. */
const flag = text.regex(/^[01]$/, "not 0 or 1").transform((v) => v === "1");

/** nfl_games.csv: date, season (start year), the two clubs' codes and scores, neutral and playoff flags. */
export const fiveThirtyEightNflGames = typedFile("fivethirtyeight-nfl-elo-game", "nfl_games.csv", {
  date: text.refine(isIsoDate, "not a date"),
  season: int,
  neutral: flag,
  playoff: flag,
  team1: text.min(1),
  team2: text.min(1),
  score1: optInt,
  score2: optInt,
});
export type FiveThirtyEightNflGame = Typed<typeof fiveThirtyEightNflGames.schema.shape>;
