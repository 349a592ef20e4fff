/**
 * Typed readers of the Lahman files (lahman-baseballdatabank, lahman-2025-stats, lahman-2025-refresh:
 * the editions share their files' names and columns). Each reader reads its file from the edition
 * the importer mostly uses; `.in(edition)` reads another's.
 */
import { bioColumns, filled, int, optInt, text, typedFile, type Typed } from "./typed";

/** lahman-baseballdatabank: standings to 2020, CollegePlaying and Schools. */
export const LAHMAN_DATABANK = "lahman-baseballdatabank";
/** The 2025 edition's player tables, People and Teams (seasons to 2024). */
export const LAHMAN_STATS = "lahman-2025-stats";
/** The rest of the 2025 edition: postseason, awards, All-Stars, Hall of Fame, managers (2024 season). */
export const LAHMAN_REFRESH = "lahman-2025-refresh";
/** The 2023 edition, whose postseason lines fill the seasons the 2025 edition leaves out. */
export const LAHMAN_2023 = "lahman-2023";

/** Teams.csv: one club's season; the columns the standings, team-seasons and lookups use. */
export const lahmanTeams = typedFile(LAHMAN_STATS, "Teams.csv", {
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
export const lahmanSeriesPost = typedFile(LAHMAN_REFRESH, "SeriesPost.csv", {
  yearID: int,
  round: filled,
  teamIDwinner: filled,
  lgIDwinner: text,
  teamIDloser: filled,
  lgIDloser: text,
  wins: optInt,
  losses: optInt,
  ties: optInt,
});
export type LahmanSeriesPost = Typed<typeof lahmanSeriesPost.schema.shape>;

const awardColumns = { playerID: filled, awardID: text, yearID: int, lgID: text, tie: text, notes: text };
/** AwardsPlayers.csv: an award a player won (tie "Y" when shared). */
export const lahmanAwardsPlayers = typedFile(LAHMAN_REFRESH, "AwardsPlayers.csv", awardColumns);
/** AwardsManagers.csv: an award a manager won, with the players' file's columns. */
export const lahmanAwardsManagers = typedFile(LAHMAN_REFRESH, "AwardsManagers.csv", awardColumns);
export type LahmanAward = Typed<typeof awardColumns>;

const shareColumns = {
  playerID: filled,
  awardID: text,
  yearID: int,
  lgID: text,
  pointsWon: optInt,
  pointsMax: optInt,
  votesFirst: optInt,
};
/** AwardsSharePlayers.csv: a player's share of an award vote. */
export const lahmanAwardsSharePlayers = typedFile(LAHMAN_REFRESH, "AwardsSharePlayers.csv", shareColumns);
/** AwardsShareManagers.csv: a manager's share of an award vote. */
export const lahmanAwardsShareManagers = typedFile(LAHMAN_REFRESH, "AwardsShareManagers.csv", shareColumns);

/** People.csv: a person's names and bio, and the first and last game played (blank: never played). */
export const lahmanPeople = typedFile(LAHMAN_STATS, "People.csv", {
  playerID: text,
  nameFirst: text,
  nameLast: text,
  /** The given names in full ("George Kenneth" for Ken Griffey). */
  nameGiven: text,
  birthMonth: optInt,
  ...bioColumns,
  debut: text,
  finalGame: text,
  /** The throwing hand: L, R, or blank (unknown); S for a few switch-throwers. */
  throws: text,
  /** The player's Retrosheet id (the event files' ids), blank for some. */
  retroID: text,
});
export type LahmanPerson = Typed<typeof lahmanPeople.schema.shape>;

/** Managers.csv: a manager's season with one club (inseason: his order among the season's managers). */
export const lahmanManagers = typedFile(LAHMAN_REFRESH, "Managers.csv", {
  playerID: filled,
  yearID: int,
  teamID: text,
  lgID: text,
  inseason: optInt,
  G: optInt,
  W: optInt,
  L: optInt,
});
export type LahmanManager = Typed<typeof lahmanManagers.schema.shape>;

/** Appearances.csv: a player's games with one club in a season (G_all: every game he played). */
export const lahmanAppearances = typedFile(LAHMAN_STATS, "Appearances.csv", {
  yearID: int,
  teamID: text,
  playerID: filled,
  G_all: optInt,
  G_p: optInt,
  G_c: optInt,
  G_1b: optInt,
  G_2b: optInt,
  G_3b: optInt,
  G_ss: optInt,
  G_lf: optInt,
  G_cf: optInt,
  G_rf: optInt,
  G_of: optInt,
  G_dh: optInt,
});

/** The counts of one column list, each a whole number or blank (unknown). */
function counts<C extends string>(names: readonly C[]): Record<C, typeof optInt> {
  return Object.fromEntries(names.map((n) => [n, optInt])) as Record<C, typeof optInt>;
}

/** The regular-season counting columns the player lines keep (Batting, Pitching, Fielding). */
export const BATTING_COUNTS = [
  "G",
  "AB",
  "R",
  "H",
  "2B",
  "3B",
  "HR",
  "RBI",
  "SB",
  "CS",
  "BB",
  "SO",
  "IBB",
  "HBP",
  "SH",
  "SF",
  "GIDP",
] as const;
export const PITCHING_COUNTS = [
  "W",
  "L",
  "G",
  "GS",
  "CG",
  "SHO",
  "SV",
  "IPouts",
  "H",
  "ER",
  "HR",
  "BB",
  "SO",
  "IBB",
  "WP",
  "HBP",
  "BK",
  "BFP",
  "GF",
  "R",
] as const;
export const FIELDING_COUNTS = ["G", "GS", "InnOuts", "PO", "A", "E", "DP", "PB", "SB", "CS"] as const;

/** The columns naming a player's stint with one club in a season (stint: 1, 2, ... in order). */
const stintColumns = { playerID: filled, yearID: int, stint: optInt, teamID: text, lgID: text };
/** Batting.csv: a player's regular-season batting line with one club. */
export const lahmanBatting = typedFile(LAHMAN_STATS, "Batting.csv", {
  ...stintColumns,
  ...counts(BATTING_COUNTS),
});
/** Pitching.csv: a pitcher's regular-season line with one club. */
export const lahmanPitching = typedFile(LAHMAN_STATS, "Pitching.csv", {
  ...stintColumns,
  ...counts(PITCHING_COUNTS),
});
/** Fielding.csv: a player's regular-season fielding at one position (POS) with one club. */
export const lahmanFielding = typedFile(LAHMAN_STATS, "Fielding.csv", {
  ...stintColumns,
  POS: text,
  ...counts(FIELDING_COUNTS),
});

const postColumns = { yearID: int, round: text, playerID: filled, teamID: text };
/** The postseason batting counts the player facts and rosters sum. */
export const BATTING_POST_COUNTS = ["G", "AB", "R", "H", "HR", "RBI", "SB"] as const;
/** BattingPost.csv: a player's batting in one postseason round (both editions: lahman-2023, lahman-2025-refresh). */
export const lahmanBattingPost = typedFile(LAHMAN_REFRESH, "BattingPost.csv", {
  ...postColumns,
  ...counts(BATTING_POST_COUNTS),
});
/** PitchingPost.csv: a pitcher's line in one postseason round. */
export const lahmanPitchingPost = typedFile(LAHMAN_REFRESH, "PitchingPost.csv", {
  ...postColumns,
  ...counts(["G", "W", "L", "SV", "IPouts", "ER", "SO"] as const),
});

/**
 * AllstarFull.csv: a player named to one All-Star Game (gameID blank for some early games). The
 * starting position is 1-10 or blank (did not start); one row holds "1;10", which is no single
 * position and reads as null like a blank, rather than failing the row.
 */
export const lahmanAllstarFull = typedFile(LAHMAN_REFRESH, "AllstarFull.csv", {
  playerID: filled,
  yearID: int,
  gameNum: optInt,
  gameID: text,
  teamID: text,
  startingPos: text.transform((v) => (/^\d+$/.test(v) ? Number(v) : null)),
});

/** HallOfFame.csv: one ballot or committee vote on a person (inducted "Y" when elected). */
export const lahmanHallOfFame = typedFile(LAHMAN_REFRESH, "HallOfFame.csv", {
  playerID: filled,
  yearID: int,
  votedBy: text,
  ballots: optInt,
  votes: optInt,
  inducted: text,
  category: text,
});

/** Schools.csv (lahman-baseballdatabank only): a college's id and full name. */
export const lahmanSchools = typedFile(LAHMAN_DATABANK, "Schools.csv", { schoolID: text, name_full: text });
/** CollegePlaying.csv (lahman-baseballdatabank only): a season a player spent at a college. */
export const lahmanCollegePlaying = typedFile(LAHMAN_DATABANK, "CollegePlaying.csv", {
  playerID: text,
  schoolID: text,
  yearID: optInt,
});

/** TeamsFranchises.csv: every franchise Lahman names (active Y/N, "NA" for National Association clubs). */
export const lahmanTeamsFranchises = typedFile(LAHMAN_DATABANK, "TeamsFranchises.csv", {
  franchID: filled,
  franchName: filled,
  active: text,
  NAassoc: text,
});
/** HomeGames.csv: the home games a club (team.key = teamID) played at a park in a season. */
export const lahmanHomeGames = typedFile(LAHMAN_DATABANK, "HomeGames.csv", {
  "year.key": int,
  "team.key": filled,
  "park.key": filled,
  games: optInt,
});
/** Parks.csv: a park's city and state (US and Canadian parks; country as two letters). */
export const lahmanParks = typedFile(LAHMAN_DATABANK, "Parks.csv", {
  "park.key": filled,
  city: text,
  state: text,
  country: text,
});
