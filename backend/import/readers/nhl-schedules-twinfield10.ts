/** Typed reader of nhl-schedules-twinfield10: NHL_Schedule_YYYYYYYY.csv, one NHL API game a row. */
import { isIsoDate } from "../sources/common";
import { optInt, seasonFiles, text, typedReader } from "./typed";

/**
 * NHL_Schedule_*.csv: game_id stays text (its digits say the type and round: 2022030411), season
 * type R or P (checked by the importer), scores blank until played.
 */
export const twinfieldSchedule = typedReader("NHL_Schedule", {
  game_id: text,
  game_date: text.refine(isIsoDate, "not a date"),
  start_time_ET: text,
  season_type: text,
  away_score: optInt,
  away_abbreviation: text,
  home_score: optInt,
  home_abbreviation: text,
});

/** The name every schedule file starts with; the file of season 2022-23 is NHL_Schedule_20222023.csv. */
const STEM = "NHL_Schedule_";
/**
 * The names this reader owns outside its typed files, read by the ownership test
 * (tests/unit/dataset-file-names.test.ts).
 * @public
 */
export const FILE_NAMES = [STEM];

/** The schedule files by season (start year). */
export const twinfieldSeasons = seasonFiles(
  "nhl-schedules-twinfield10",
  (season) => `${STEM}${season}${season + 1}.csv`,
  new RegExp(`^${STEM}(\\d{4})\\d{4}\\.csv$`),
);
