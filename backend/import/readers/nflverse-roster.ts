/** Typed reader of nflverse-roster-2024/roster_2024.csv: one player a row as of the roster week it records. */
import { int, optInt, text, typedFile } from "./typed";

/**
 * roster_2024.csv: the columns the NFL players step and the rosters use. gsis_id may be blank (the
 * players step rejects that row itself); the jersey stays text, as the rosters store it.
 */
export const nflverseRoster = typedFile("nflverse-roster-2024", "roster_2024.csv", {
  season: int,
  team: text,
  position: text,
  jersey_number: text,
  status: text,
  first_name: text,
  last_name: text,
  /** The name the league displays ("T.J. Watt" for Trent Watt): see domain/display-name.ts. */
  displayName: text,
  birth_date: text,
  height: optInt,
  weight: optInt,
  college: text,
  gsis_id: text,
  /** Pro-Football-Reference's id (`LeonDa00`) where nflverse holds it: the crosswalk of the PFR defence file. */
  pfr_id: text,
  rookie_year: optInt,
  entry_year: optInt,
  draft_number: optInt,
});
