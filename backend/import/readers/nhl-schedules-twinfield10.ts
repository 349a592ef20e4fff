/** Typed reader of nhl-schedules-twinfield10: NHL_Schedule_YYYYYYYY.csv, one NHL API game a row. */
import { isIsoDate } from "../sources/common";
import { optInt, text, typedReader } from "./typed";

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
