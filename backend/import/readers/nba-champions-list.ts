/** Typed reader of nba-champions-list/nba_champions.csv: one NBA (BAA) Finals a row. */
import { int, text, typedFile } from "./typed";

/** nba_champions.csv: the year of the Finals, the champion and runner-up (names of the time), the series ("4-1"). */
export const nbaChampionsFile = typedFile("nba-champions-list", "nba_champions.csv", {
  season: int,
  champion: text,
  runner_up: text,
  result: text,
});
