/** Typed readers of the Hockey Databank files (hockey-databank/). */
import { z } from "zod";
import { bioColumns, filled, int, optInt, text, typedFile, type Typed } from "./typed";

const DIR = "hockey-databank";

/** Teams.csv: one club's season in any league the Databank covers; the columns the team-seasons, totals and lookups use. */
export const hockeyTeams = typedFile(DIR, "Teams.csv", {
  year: int,
  lgID: text,
  tmID: text,
  franchID: text,
  confID: text,
  divID: text,
  rank: optInt,
  playoff: text,
  G: optInt,
  W: optInt,
  L: optInt,
  T: optInt,
  OTL: optInt,
  Pts: optInt,
  GF: optInt,
  GA: optInt,
  name: text,
  PIM: optInt,
  PPG: optInt,
  PPC: optInt,
  SHA: optInt,
  PKG: optInt,
  PKC: optInt,
  SHF: optInt,
});

const count = z.coerce.number().int().min(0);
const optionalCount = z
  .string()
  .trim()
  .transform((v) => (v === "" ? null : Number(v)))
  .pipe(z.number().int().min(0).nullable());
const noteText = z
  .string()
  .trim()
  .transform((v) => v || null);

/** SeriesPost.csv: one playoff series of any league the Databank covers. */
export const hockeySeriesPost = typedFile(DIR, "SeriesPost.csv", {
  year: z.coerce.number().int().min(1900).max(2100),
  round: filled,
  series: noteText,
  tmIDWinner: filled,
  lgIDWinner: filled,
  tmIDLoser: filled,
  lgIDLoser: filled,
  W: count,
  L: count,
  T: count,
  GoalsWinner: optionalCount,
  GoalsLoser: optionalCount,
  note: noteText,
});
export type HockeySeriesPost = Typed<typeof hockeySeriesPost.schema.shape>;

/** Scoring.csv: a skater's (or a goalie's scoring) season with one club, regular season and playoffs. */
export const hockeyScoring = typedFile(DIR, "Scoring.csv", {
  playerID: filled,
  year: int,
  stint: int,
  tmID: text,
  lgID: text,
  pos: text,
  GP: optInt,
  G: optInt,
  A: optInt,
  Pts: optInt,
  PIM: optInt,
  "+/-": optInt,
  PPG: optInt,
  SHG: optInt,
  GWG: optInt,
  SOG: optInt,
  PostGP: optInt,
  PostG: optInt,
  PostA: optInt,
  PostPts: optInt,
});
export type HockeyScoring = Typed<typeof hockeyScoring.schema.shape>;

/** Goalies.csv: a goalie's season with one club ("T/OL" holds ties, then overtime losses). */
export const hockeyGoalies = typedFile(DIR, "Goalies.csv", {
  playerID: filled,
  year: int,
  stint: int,
  tmID: text,
  lgID: text,
  GP: optInt,
  Min: optInt,
  W: optInt,
  L: optInt,
  "T/OL": optInt,
  SHO: optInt,
  GA: optInt,
  SA: optInt,
  PostGP: optInt,
});
export type HockeyGoalies = Typed<typeof hockeyGoalies.schema.shape>;

/** AwardsPlayers.csv: an award a player won, in any league the Databank covers. */
export const hockeyAwardsPlayers = typedFile(DIR, "AwardsPlayers.csv", {
  playerID: filled,
  award: text,
  year: int,
  lgID: text,
  note: text,
});
/** AwardsCoaches.csv: an award a coach won. */
export const hockeyAwardsCoaches = typedFile(DIR, "AwardsCoaches.csv", {
  coachID: filled,
  award: text,
  year: int,
  lgID: text,
  note: text,
});

/** Master.csv: a player's or coach's names and bio (a Hall of Fame builder has neither id). */
export const hockeyMaster = typedFile(DIR, "Master.csv", {
  playerID: text,
  coachID: text,
  firstName: text,
  lastName: text,
  pos: text,
  firstNHL: optInt,
  lastNHL: optInt,
  birthMon: optInt,
  ...bioColumns,
});
export type HockeyPerson = Typed<typeof hockeyMaster.schema.shape>;

/** Coaches.csv: a coach's season with one club (stint: his order among the season's coaches), playoffs included. */
export const hockeyCoaches = typedFile(DIR, "Coaches.csv", {
  coachID: filled,
  year: int,
  tmID: text,
  lgID: text,
  stint: optInt,
  g: optInt,
  w: optInt,
  l: optInt,
  t: optInt,
  otl: optInt,
  postg: optInt,
  postw: optInt,
  postl: optInt,
});
export type HockeyCoach = Typed<typeof hockeyCoaches.schema.shape>;

/** abbrev.csv: the Databank's codes by Type (Round, Conference, Division, Playoffs, ...) and what each stands for. */
export const hockeyAbbrev = typedFile(DIR, "abbrev.csv", { Type: text, Code: text, Fullname: text });
