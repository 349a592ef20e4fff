/**
 * Typed readers of the Lahman files (lahman-baseballdatabank, lahman-2025-stats, lahman-2025-refresh:
 * the editions share their column names). Where each edition lives is in sources/lahman-files.ts.
 */
import { bioColumns, int, optInt, text, typedReader, type Typed } from "./typed";

/** Teams.csv: one club's season; the columns the standings, team-seasons and lookups use. */
export const lahmanTeams = typedReader("Teams", {
  yearID: int,
  lgID: text,
  teamID: text,
  franchID: text,
  name: text,
  divID: text,
  Rank: optInt,
  G: optInt,
  W: optInt,
  L: optInt,
  R: optInt,
  RA: optInt,
  DivWin: text,
  WCWin: text,
  LgWin: text,
  WSWin: text,
  teamIDretro: text,
});
export type LahmanTeam = Typed<typeof lahmanTeams.schema.shape>;

/** SeriesPost.csv: one postseason series (round WS, ALCS, NLDS1, ...); games won and lost by the winner. */
export const lahmanSeriesPost = typedReader("SeriesPost", {
  yearID: int,
  round: text.min(1),
  teamIDwinner: text.min(1),
  lgIDwinner: text,
  teamIDloser: text.min(1),
  lgIDloser: text,
  wins: optInt,
  losses: optInt,
  ties: optInt,
});
export type LahmanSeriesPost = Typed<typeof lahmanSeriesPost.schema.shape>;

const awardColumns = { playerID: text.min(1), awardID: text, yearID: int, lgID: text, tie: text, notes: text };
/** AwardsPlayers.csv: an award a player won (tie "Y" when shared). */
export const lahmanAwardsPlayers = typedReader("AwardsPlayers", awardColumns);
/** AwardsManagers.csv: an award a manager won, with the players' file's columns. */
export const lahmanAwardsManagers = typedReader("AwardsManagers", awardColumns);
export type LahmanAward = Typed<typeof awardColumns>;

const shareColumns = { playerID: text.min(1), awardID: text, yearID: int, lgID: text, pointsWon: optInt, pointsMax: optInt, votesFirst: optInt };
/** AwardsSharePlayers.csv: a player's share of an award vote. */
export const lahmanAwardsSharePlayers = typedReader("AwardsSharePlayers", shareColumns);
/** AwardsShareManagers.csv: a manager's share of an award vote. */
export const lahmanAwardsShareManagers = typedReader("AwardsShareManagers", shareColumns);

/** People.csv: a person's names and bio, and the first and last game played (blank: never played). */
export const lahmanPeople = typedReader("People", {
  playerID: text,
  nameFirst: text,
  nameLast: text,
  birthMonth: optInt,
  ...bioColumns,
  debut: text,
  finalGame: text,
});
export type LahmanPerson = Typed<typeof lahmanPeople.schema.shape>;

/** Managers.csv: a manager's season with one club (inseason: his order among the season's managers). */
export const lahmanManagers = typedReader("Managers", {
  playerID: text.min(1),
  yearID: int,
  teamID: text,
  lgID: text,
  inseason: optInt,
  G: optInt,
  W: optInt,
  L: optInt,
});
export type LahmanManager = Typed<typeof lahmanManagers.schema.shape>;
