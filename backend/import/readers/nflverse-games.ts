/** Typed reader of nflverse-games/games.csv: one game a row, 1999 on (scores blank until played). */
import { isIsoDate } from "../sources/common";
import { int, optInt, text, typedFile } from "./typed";

/** games.csv: the columns the games import and the Super Bowl cross-check use (temp and wind stay as written). */
export const nflverseGames = typedFile("nflverse-games", "games.csv", {
  season: int,
  game_type: text,
  week: optInt,
  gameday: text.refine(isIsoDate, "not a date"),
  gametime: text,
  away_team: text,
  away_score: optInt,
  home_team: text,
  home_score: optInt,
  location: text,
  overtime: optInt,
  roof: text,
  surface: text,
  temp: text,
  wind: text,
  away_coach: text,
  home_coach: text,
  referee: text,
  stadium: text,
});

/** games.csv's starting quarterbacks: gsis id and full name of each side (the NFL careers' names). */
export const nflverseGameQuarterbacks = typedFile("nflverse-games", "games.csv", {
  season: int,
  away_qb_id: text,
  home_qb_id: text,
  away_qb_name: text,
  home_qb_name: text,
});
