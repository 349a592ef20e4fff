/**
 * Typed readers of the two NBA head-coach datasets (Basketball-Reference): `season`/`seas` is the
 * year a season ends.
 *  - nba-coaches-by-season-sportsref-1947-2020: W-L per coach, team and season for the lineages of
 *    the 30 current franchises (to the March 2020 suspension), and the coaches' full names;
 *  - nba-coaches-by-season-bref: names only, every club 1950-2021 (defunct ones included).
 */
import { filled, int, text, typedFile, type Typed } from "./typed";

const SPORTSREF = "nba-coaches-by-season-sportsref-1947-2020";

/** coaches.csv: a coach's regular-season W-L with one club in one season (`coach.order` within it). */
export const nbaCoachSeasons = typedFile(SPORTSREF, "coaches.csv", {
  "season.team.name": filled,
  "season.team.id": filled,
  season: int,
  "coach.order": int,
  "coach.id": filled,
  "coach.wins": int,
  "coach.losses": int,
});

/** coach-bios.csv: a coach's full name and birth and death dates by Basketball-Reference coach id. */
export const nbaCoachBios = typedFile(SPORTSREF, "coach-bios.csv", {
  "coach.id": filled,
  name: filled,
  dob: text,
  dod: text,
});
export type NbaCoachBio = Typed<typeof nbaCoachBios.schema.shape>;

/** Coaches by Season.csv: a coach's name and a club's season code, without W-L or order. */
export const nbaCoachNames = typedFile("nba-coaches-by-season-bref", "Coaches by Season.csv", {
  coach: filled,
  tm: filled,
  seas: int,
});
