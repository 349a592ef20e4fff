/** Typed reader of cfbd-fbs-teams/fbs_teams.csv: one FBS program a row (CollegeFootballData, 2025). */
import { int, text, typedFile, type Typed } from "./typed";

/** A decimal column where empty means unknown (the file writes capacities as 46692.0). */
const optNumber = text
  .regex(/^(-?\d+(\.\d+)?)?$/, "not a number")
  .transform((v) => (v === "" ? null : Number(v)));

/** fbs_teams.csv: the program's CFBD id, names, 2025 conference and home venue (its city and state). */
export const cfbdFbsTeams = typedFile("cfbd-fbs-teams", "fbs_teams.csv", {
  id: int,
  school: text,
  abbreviation: text,
  nickname: text,
  mascot: text,
  full_name: text,
  conference: text,
  home_venue: text,
  venue_capacity: optNumber,
  city: text,
  state: text,
});
export type CfbdFbsTeam = Typed<typeof cfbdFbsTeams.schema.shape>;
