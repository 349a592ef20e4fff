/**
 * Typed readers of bball-reference-datasets (Basketball-Reference): `season` is the year a season
 * ends; figures the site lacks are "NA" (or blank), read as null.
 */
import { int, text, typedFile, type Typed } from "./typed";

const DIR = "bball-reference-datasets";

/** A figure column: a number, or null for "NA" and blank. */
const stat = text
  .regex(/^(NA|-?\d*\.?\d+)?$/, "not a number")
  .transform((v) => (v === "" || v === "NA" ? null : Number(v)));

/** A whole-number column: null for "NA" and blank (a pick "1.0" reads as 1). */
const count = text
  .regex(/^(NA|-?\d+(\.0+)?)?$/, "not a whole number")
  .transform((v) => (v === "" || v === "NA" ? null : Number.parseInt(v, 10)));

/** Team Abbrev.csv: a season's abbreviation of a club (and its name then, "*" marking a playoff team in some rows). */
export const bbrefTeamAbbrev = typedFile(DIR, "Team Abbrev.csv", {
  season: int,
  lg: text,
  team: text,
  abbreviation: text,
});

/** Team Summaries.csv: a club's season (W-L, playoffs TRUE/FALSE, home arena; "NA" unknown); a "League Average" row per season. */
export const bbrefTeamSummaries = typedFile(DIR, "Team Summaries.csv", {
  season: int,
  lg: text,
  team: text,
  abbreviation: text,
  playoffs: text,
  w: stat,
  l: stat,
  arena: text,
});

/** Team Totals.csv: a club's regular-season totals (the columns team_seasons.totals keeps). */
export const bbrefTeamTotals = typedFile(DIR, "Team Totals.csv", {
  season: int,
  lg: text,
  team: text,
  abbreviation: text,
  g: stat,
  mp: stat,
  fg: stat,
  fga: stat,
  fg_percent: stat,
  x3p: stat,
  x3pa: stat,
  x3p_percent: stat,
  x2p: stat,
  x2pa: stat,
  x2p_percent: stat,
  ft: stat,
  fta: stat,
  ft_percent: stat,
  orb: stat,
  drb: stat,
  trb: stat,
  ast: stat,
  stl: stat,
  blk: stat,
  tov: stat,
  pf: stat,
  pts: stat,
});
export type BbrefTeamTotals = Typed<typeof bbrefTeamTotals.schema.shape>;

/** Player Season Info.csv: a player's season with one club (TOT/2TM/3TM: his multi-team total), age and years in the league. */
export const bbrefPlayerSeasons = typedFile(DIR, "Player Season Info.csv", {
  season: int,
  lg: text,
  player: text,
  player_id: text,
  team: text,
  pos: text,
  age: stat,
  experience: stat,
});

/** Player Career Info.csv: a player's name, position, height (in), weight, birth date, colleges, first and last season, Hall of Fame flag. */
export const bbrefPlayerCareers = typedFile(DIR, "Player Career Info.csv", {
  player: text,
  player_id: text,
  pos: text,
  ht_in_in: count,
  wt: count,
  birth_date: text,
  colleges: text,
  from: count,
  to: count,
  hof: text,
});
export type BbrefPlayerCareer = Typed<typeof bbrefPlayerCareers.schema.shape>;

/** Draft Pick History.csv: a pick (player_id NA: a player without a page). */
export const bbrefDraftPicks = typedFile(DIR, "Draft Pick History.csv", {
  season: int,
  lg: text,
  overall_pick: count,
  round: count,
  tm: text,
  player: text,
  player_id: text,
  college: text,
});

/** Player Award Shares.csv: a player's share of an award vote (winner TRUE for the winner). */
export const bbrefAwardShares = typedFile(DIR, "Player Award Shares.csv", {
  season: int,
  award: text,
  player: text,
  player_id: text,
  first: stat,
  pts_won: stat,
  pts_max: stat,
  winner: text,
});

/** End of Season Teams.csv: a player named to an All-League, All-Defensive or All-Rookie team. */
export const bbrefSeasonTeams = typedFile(DIR, "End of Season Teams.csv", {
  season: int,
  lg: text,
  type: text,
  number_tm: text,
  player: text,
  player_id: text,
});

/** All-Star Selections.csv: a player's All-Star selection (replaced TRUE: an injury replacement). */
export const bbrefAllStars = typedFile(DIR, "All-Star Selections.csv", {
  season: int,
  lg: text,
  player: text,
  player_id: text,
  replaced: text,
});

/**
 * nba-player-totals-bref-1947-2021/Player Totals.csv (an older release of this repository): a
 * player's regular-season totals with one club, or `TOT` over several (then a row per club too).
 * `player_id` is the release's old numeric id, stable across its seasons, not a Basketball-Reference
 * slug: rows join Player Season Info.csv by season, name and club.
 */
export const bbrefPlayerTotals = typedFile("nba-player-totals-bref-1947-2021", "Player Totals.csv", {
  season: int,
  player_id: text,
  player: text,
  lg: text,
  tm: text,
  g: count,
  gs: count,
  mp: count,
  fg: count,
  fga: count,
  x3p: count,
  x3pa: count,
  ft: count,
  fta: count,
  orb: count,
  drb: count,
  trb: count,
  ast: count,
  stl: count,
  blk: count,
  tov: count,
  pf: count,
  pts: count,
});
export type BbrefPlayerTotals = Typed<typeof bbrefPlayerTotals.schema.shape>;
