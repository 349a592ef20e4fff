/**
 * Typed readers of the college basketball game files beyond the NCAA tournament:
 *  - ncaa-mbb-regular-season-kaggle-1985-2017: every D-I game of the regular season and the
 *    conference tournaments 1984-85 to 2016-17 (Season = end year, Daynum from MSeasons' DayZero,
 *    Wloc the winner's venue H/A/N, Numot overtime periods), in the March Mania TeamIDs.
 *  - ncaa-mbb-scores-sportsref-2018-2024: one file per season (end year), no dates, rows in date
 *    order; the `Home` column is the visiting team and `Away` the home team (SOURCES.md).
 *  - ncaa-mbb-games-espn-2018-2026: one file per season (end year) to Selection Sunday, ESPN team
 *    ids ("NA" = a team outside D-I), neutral 0/1 and an overtime marker (OT, 2OT); no dates.
 */
import { int, optInt, seasonFiles, text, typedFile, typedReader, type Typed } from "./typed";

const KAGGLE_DIR = "ncaa-mbb-regular-season-kaggle-1985-2017";
const SPORTSREF_DIR = "ncaa-mbb-scores-sportsref-2018-2024";
const ESPN_DIR = "ncaa-mbb-games-espn-2018-2026";

const kaggleColumns = {
  Season: int,
  Daynum: int,
  Wteam: text.min(1),
  Wscore: int,
  Lteam: text.min(1),
  Lscore: int,
  Wloc: text.regex(/^[HAN]$/, "not H, A or N"),
  Numot: int,
};

/** Seasons 1984-85 to 2015-16. */
export const kaggleRegularSeasons = typedFile(KAGGLE_DIR, "RegularSeasonCompactResults.csv", kaggleColumns);
/** Season 2016-17 to Selection Sunday. */
export const kaggleRegularSeason2017 = typedFile(KAGGLE_DIR, "2017_Final_CompactResults.csv", kaggleColumns);
export type KaggleRegularGame = Typed<typeof kaggleRegularSeasons.schema.shape>;

/** The Sports-Reference score lists by season end year (2018_season.csv is 2017-18). */
export const sportsrefScoreSeasons = seasonFiles(
  SPORTSREF_DIR,
  (end) => `${end}_season.csv`,
  /^(\d{4})_season\.csv$/,
);
/** One row: `Home` is the VISITING team, `Away` the home team; Tournament blank for the regular season. */
export const sportsrefScores = typedReader("season scores", {
  Home: text.min(1),
  Away: text.min(1),
  Home_Score: optInt,
  Away_Score: optInt,
  Tournament: text,
});

/** The ESPN game lists by season end year (games.men.2018.csv is 2017-18). */
export const espnGameSeasons = seasonFiles(
  ESPN_DIR,
  (end) => `games.men.${end}.csv`,
  /^games\.men\.(\d{4})\.csv$/,
);
export const espnGames = typedReader("games.men", {
  "game.id": text,
  "home.id": text.min(1),
  "away.id": text.min(1),
  "home.score": optInt,
  "away.score": optInt,
  neutral: text.regex(/^[01]$/, "not 0 or 1"),
  ot: text.regex(/^(\d?OT)?$/, "not an overtime marker"),
});

/** ESPN's teams: short name and id. */
export const espnTeams = typedFile(ESPN_DIR, "teams.men.csv", {
  name: text.min(1),
  id: text.min(1),
  "name.pop": text,
  "name.538": text,
});
