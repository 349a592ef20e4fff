/**
 * The statistics registry: every statistic the product shows or ranks, one entry each, with what
 * a reader (the glossary, a column's tooltip, a board's heading) and the build need to know: its
 * key, label, abbreviation, definition, formula, sources, how it reads, which way is better, and
 * whether it is ranked (a leader board) and needs a qualification minimum. The build values and
 * ranks boards from these entries (domain/leaders.ts `boardValue`), the tables take their column
 * labels from them, and keys are typed: a statistic missing here is a type error, not an empty
 * board. Entries are in the order the leader boards list them. Adding a statistic: one entry here
 * (its `column` a figure the build's lines sum, or its `value` formula), and the cell that shows it.
 */
import {
  battingAverage,
  earnedRunAverage,
  onBase,
  onBasePlusSlugging,
  slugging,
  strikeoutsPerNine,
  whip,
} from "./baseball-stats";
import { passerRating } from "./football-stats";
import { goalsAgainstAverage, savePercentage } from "./hockey-stats";
import type { LeagueKey, SourceId } from "./leagues";

/** How a value reads: a count (`1,234`), an average (`.366`), one or two decimals, innings (`123.1`), signed (`+12`). */
export type StatFormat = "count" | "avg" | "one" | "two" | "ip" | "signed";
export type StatGroup =
  | "Batting"
  | "Pitching"
  | "Fielding"
  | "Skaters"
  | "Goalies"
  | "Basketball"
  | "Passing"
  | "Rushing"
  | "Receiving"
  | "Defense"
  | "Teams";
/** Ids of backend/data/attributions.json: where a statistic's figures come from. */
export type StatSource = Extract<
  SourceId,
  | "lahman"
  | "hockey-databank"
  | "sports-reference"
  | "nba-stats"
  | "nflverse"
  | "ncaa-hockey-statistics"
  | "ncaa-baseball-statistics"
>;

/** Summed figures of a line, a season or a career, by the build's column names. */
export type Totals = Readonly<Record<string, number>>;

export interface Statistic {
  /** Unique within its league: the URL's `stat=` and the stored boards' key. */
  key: string;
  league: LeagueKey;
  group: StatGroup;
  /** The full name, as a board's heading and a column's tooltip say it. */
  label: string;
  /** The column header. */
  abbr: string;
  /** The glossary entry. */
  definition: string;
  /** How it is computed from other figures; absent for a counted figure. */
  formula?: string;
  sources: readonly StatSource[];
  format: StatFormat;
  /** The summed figure a counted statistic is (default: its key). */
  column?: string;
  /** A derived statistic's value from summed figures; null where its denominator is zero. */
  value?: (t: Totals) => number | null;
  /** The figure shown beside a ranked value (what a rate rests on). */
  basis?: string;
  /** Lower is better (ERA, WHIP, GAA). */
  ascending?: boolean;
  /** A rate: ranked only over lines that meet the group's qualification minimum. */
  rate?: boolean;
  /** Recorded in some seasons only: boards sum the seasons that record it. */
  partial?: boolean;
  /**
   * The line figures a derived value reads: a board of a statistic recorded in some seasons only
   * sums the lines that record all of them (a counted statistic reads its column).
   */
  reads?: readonly string[];
  /** Ranked on the leader boards. */
  board?: boolean;
  /** Ranked on team pages too: the career leaders while with the franchise. */
  franchise?: boolean;
  /** Ranked on single-season boards only: figures of a few seasons, where a career board would mislead. */
  seasonOnly?: boolean;
}

const lahman = ["lahman"] as const;

/** The counts a rate formula reads, a blank count as 0. */
const counts = <C extends string>(t: Totals, columns: readonly C[]) =>
  Object.fromEntries(columns.map((c) => [c, t[c] ?? 0])) as Record<C, number>;
/** Batting counts for the rate formulas (blank HBP, SF and SH are summed as 0). */
const batting = (t: Totals) => counts(t, ["ab", "h", "doubles", "triples", "hr", "bb", "hbp", "sf", "sh"]);
const pitching = (t: Totals) => counts(t, ["ip_outs", "h", "er", "bb", "so"]);

const mlbBatting = { league: "mlb", group: "Batting", sources: lahman, basis: "pa" } as const;
const mlbPitching = { league: "mlb", group: "Pitching", sources: lahman, basis: "ip_outs" } as const;
const mlbFielding = { league: "mlb", group: "Fielding", sources: lahman } as const;
/** The Hockey Databank to 2017-18, Hockey-Reference's tables after (skaters to 2023-24, goalies to 2022-23). */
const hockey = ["hockey-databank", "sports-reference"] as const;
const nhlSkaters = { league: "nhl", group: "Skaters", sources: hockey } as const;
const nhlGoalies = { league: "nhl", group: "Goalies", sources: hockey } as const;
/** The NCAA's statistics of college hockey, 2001-02 to 2013-14 (Division I schools). */
const ncaaHockey = ["ncaa-hockey-statistics"] as const;
const chkSkaters = { league: "chk", group: "Skaters", sources: ncaaHockey } as const;
const chkGoalies = { league: "chk", group: "Goalies", sources: ncaaHockey } as const;
/** Goals of a kind, as the NHL's and the NCAA's lines count them. */
const goalKinds = {
  ppg: {
    label: "Power-Play Goals",
    abbr: "PPG",
    definition: "Goals scored while his team had more skaters on the ice.",
  },
  shg: {
    label: "Short-Handed Goals",
    abbr: "SHG",
    definition: "Goals scored while his team had fewer skaters on the ice.",
  },
  gwg: {
    label: "Game-Winning Goals",
    abbr: "GWG",
    definition: "Goals that put his team ahead for good: one more than the other team's final score.",
  },
} as const;
const nba = { league: "nba", group: "Basketball", sources: ["sports-reference", "nba-stats"] } as const;
const nflverse = ["nflverse"] as const;
const nflPassing = { league: "nfl", group: "Passing", sources: nflverse } as const;
const nflRushing = { league: "nfl", group: "Rushing", sources: nflverse } as const;
const nflReceiving = { league: "nfl", group: "Receiving", sources: nflverse } as const;
/** PFR's advanced defence table 2018-2021 (via nflverse): single-season boards only. */
const nflDefense = {
  league: "nfl",
  group: "Defense",
  sources: ["nflverse", "sports-reference"],
  board: true,
  seasonOnly: true,
} as const;
/**
 * A rate on the boards: a summed figure over the figure it rests on (per game, per attempt, made over
 * attempted), null where that is zero.
 */
const ratio = <B extends object, K extends string>(
  base: B,
  words: { key: K; label: string; abbr: string; format: StatFormat; definition: string; formula: string },
  [figure, basis]: readonly [string, string],
) => ({
  ...base,
  ...words,
  rate: true,
  board: true,
  basis,
  reads: [figure, basis],
  value: (t: Totals) => (t[basis] ? (t[figure] ?? 0) / t[basis] : null),
});
const count = { format: "count" } as const;
const ranked = { format: "count", board: true } as const;
const franchise = { format: "count", board: true, franchise: true } as const;

const BASE_STATISTICS = [
  // MLB batting (Lahman's Batting): the ranked counts and rates in the boards' order, then the others.
  {
    ...mlbBatting,
    ...franchise,
    key: "hr",
    label: "Home Runs",
    abbr: "HR",
    definition: "Hits on which the batter scored.",
  },
  {
    ...mlbBatting,
    ...franchise,
    key: "h",
    label: "Hits",
    abbr: "H",
    definition: "Times the player reached base on a fair ball without an error or a fielder's choice.",
  },
  {
    ...mlbBatting,
    ...franchise,
    key: "rbi",
    label: "Runs Batted In",
    abbr: "RBI",
    definition: "Runs scored because of the batter's plate appearance.",
  },
  {
    ...mlbBatting,
    ...franchise,
    key: "r",
    label: "Runs",
    abbr: "R",
    definition: "Times the player crossed home plate safely.",
  },
  {
    ...mlbBatting,
    ...franchise,
    key: "sb",
    label: "Stolen Bases",
    abbr: "SB",
    definition: "Bases the player took by stealing.",
  },
  {
    ...mlbBatting,
    ...ranked,
    key: "bb",
    label: "Walks",
    abbr: "BB",
    definition: "Bases on balls: times the batter reached first on four balls.",
  },
  {
    ...mlbBatting,
    ...ranked,
    key: "doubles",
    label: "Doubles",
    abbr: "2B",
    definition: "Hits on which the batter reached second base.",
  },
  {
    ...mlbBatting,
    ...ranked,
    key: "triples",
    label: "Triples",
    abbr: "3B",
    definition: "Hits on which the batter reached third base.",
  },
  {
    ...mlbBatting,
    ...franchise,
    key: "g",
    label: "Games",
    abbr: "G",
    definition: "Games in which the player appeared.",
  },
  {
    ...mlbBatting,
    ...ranked,
    key: "pa",
    label: "Plate Appearances",
    abbr: "PA",
    definition: "Times the player completed a turn at bat.",
    formula: "AB + BB + HBP + SH + SF",
  },
  {
    ...mlbBatting,
    format: "avg",
    board: true,
    rate: true,
    key: "avg",
    label: "Batting Average",
    abbr: "AVG",
    definition: "Hits per at bat.",
    formula: "H / AB",
    value: (t) => battingAverage(batting(t)),
  },
  {
    ...mlbBatting,
    format: "avg",
    board: true,
    rate: true,
    key: "obp",
    label: "On-Base Percentage",
    abbr: "OBP",
    definition: "How often the batter reached base by a hit, a walk or a hit by pitch.",
    formula: "(H + BB + HBP) / (AB + BB + HBP + SF)",
    value: (t) => onBase(batting(t)),
  },
  {
    ...mlbBatting,
    format: "avg",
    board: true,
    rate: true,
    key: "slg",
    label: "Slugging Percentage",
    abbr: "SLG",
    definition: "Total bases per at bat.",
    formula: "(H + 2B + 2 × 3B + 3 × HR) / AB",
    value: (t) => slugging(batting(t)),
  },
  {
    ...mlbBatting,
    format: "avg",
    board: true,
    rate: true,
    key: "ops",
    label: "On-Base Plus Slugging",
    abbr: "OPS",
    definition: "On-base percentage and slugging percentage added.",
    formula: "OBP + SLG",
    value: (t) => onBasePlusSlugging(batting(t)),
  },
  {
    ...mlbBatting,
    ...count,
    key: "ab",
    label: "At Bats",
    abbr: "AB",
    definition: "Plate appearances, less walks, hit by pitches, sacrifices and interference.",
  },
  {
    ...mlbBatting,
    ...count,
    key: "cs",
    label: "Caught Stealing",
    abbr: "CS",
    definition: "Times the player was put out trying to steal a base.",
  },
  {
    ...mlbBatting,
    ...count,
    key: "so",
    label: "Strikeouts",
    abbr: "SO",
    definition: "Times the batter struck out.",
  },
  // MLB pitching (Lahman's Pitching).
  {
    ...mlbPitching,
    ...franchise,
    key: "w",
    label: "Wins",
    abbr: "W",
    definition: "Games in which the pitcher was credited with the win.",
  },
  {
    ...mlbPitching,
    ...franchise,
    key: "so_p",
    column: "so",
    label: "Strikeouts (pitching)",
    abbr: "SO",
    definition: "Batters the pitcher struck out.",
  },
  {
    ...mlbPitching,
    ...franchise,
    key: "sv",
    label: "Saves",
    abbr: "SV",
    definition: "Games the pitcher finished to preserve his team's lead under the save rule.",
  },
  {
    ...mlbPitching,
    ...franchise,
    format: "ip",
    key: "ip",
    column: "ip_outs",
    label: "Innings Pitched",
    abbr: "IP",
    definition: "Outs recorded while pitching, in innings: 123.1 is 123 innings and one out.",
    formula: "outs / 3",
  },
  {
    ...mlbPitching,
    ...ranked,
    key: "sho",
    label: "Shutouts",
    abbr: "SHO",
    definition: "Complete games in which the other team did not score.",
  },
  {
    ...mlbPitching,
    ...ranked,
    key: "cg",
    label: "Complete Games",
    abbr: "CG",
    definition: "Games the pitcher started and finished.",
  },
  {
    ...mlbPitching,
    ...ranked,
    key: "g_p",
    column: "g",
    label: "Games Pitched",
    abbr: "G",
    definition: "Games in which the player pitched.",
  },
  {
    ...mlbPitching,
    format: "two",
    board: true,
    rate: true,
    ascending: true,
    key: "era",
    label: "Earned Run Average",
    abbr: "ERA",
    definition: "Earned runs allowed per nine innings.",
    formula: "9 × ER / IP",
    value: (t) => earnedRunAverage(pitching(t)),
  },
  {
    ...mlbPitching,
    format: "two",
    board: true,
    rate: true,
    ascending: true,
    key: "whip",
    label: "Walks and Hits per Inning Pitched",
    abbr: "WHIP",
    definition: "Walks and hits allowed per inning.",
    formula: "(BB + H) / IP",
    value: (t) => whip(pitching(t)),
  },
  {
    ...mlbPitching,
    format: "two",
    board: true,
    rate: true,
    key: "k9",
    label: "Strikeouts per Nine Innings",
    abbr: "SO9",
    definition: "Strikeouts per nine innings pitched.",
    formula: "9 × SO / IP",
    value: (t) => strikeoutsPerNine(pitching(t)),
  },
  {
    ...mlbPitching,
    ...count,
    key: "l",
    label: "Losses",
    abbr: "L",
    definition: "Games in which the pitcher was charged with the loss.",
  },
  {
    ...mlbPitching,
    ...count,
    key: "gs",
    label: "Games Started",
    abbr: "GS",
    definition: "Games the pitcher started.",
  },
  {
    ...mlbPitching,
    ...count,
    key: "h_p",
    column: "h",
    label: "Hits Allowed",
    abbr: "H",
    definition: "Hits by the batters the pitcher faced.",
  },
  {
    ...mlbPitching,
    ...count,
    key: "r_p",
    column: "r",
    label: "Runs Allowed",
    abbr: "R",
    definition: "Runs charged to the pitcher, earned or not.",
  },
  {
    ...mlbPitching,
    ...count,
    key: "er",
    label: "Earned Runs",
    abbr: "ER",
    definition: "Runs charged to the pitcher that scored without the help of an error or a passed ball.",
  },
  {
    ...mlbPitching,
    ...count,
    key: "hr_p",
    column: "hr",
    label: "Home Runs Allowed",
    abbr: "HR",
    definition: "Home runs hit by the batters the pitcher faced.",
  },
  {
    ...mlbPitching,
    ...count,
    key: "bb_p",
    column: "bb",
    label: "Walks Allowed",
    abbr: "BB",
    definition: "Batters the pitcher walked.",
  },
  // MLB fielding (Lahman's Fielding), at one position or at all of them.
  {
    ...mlbFielding,
    ...ranked,
    key: "po",
    label: "Putouts",
    abbr: "PO",
    definition: "Outs the fielder recorded: a catch, a tag or a force.",
  },
  {
    ...mlbFielding,
    ...ranked,
    key: "a_f",
    column: "a",
    label: "Assists (fielding)",
    abbr: "A",
    definition: "Throws or deflections that led to an out.",
  },
  {
    ...mlbFielding,
    ...ranked,
    key: "e_f",
    column: "e",
    label: "Errors",
    abbr: "E",
    definition: "Misplays that let a batter or runner reach or advance.",
  },
  {
    ...mlbFielding,
    ...ranked,
    key: "dp",
    label: "Double Plays Turned",
    abbr: "DP",
    definition: "Double plays in which the fielder took part.",
  },
  {
    ...mlbFielding,
    ...ranked,
    key: "g_f",
    column: "g",
    label: "Games in the Field",
    abbr: "G",
    definition: "Games the player played at the position.",
  },
  {
    ...mlbFielding,
    format: "avg",
    board: true,
    rate: true,
    basis: "g",
    key: "fpct",
    label: "Fielding Percentage",
    abbr: "FLD%",
    definition: "The share of chances handled without an error.",
    formula: "(PO + A) / (PO + A + E)",
    value: (t) => {
      const chances = (t.po ?? 0) + (t.a ?? 0) + (t.e ?? 0);
      return chances > 0 ? ((t.po ?? 0) + (t.a ?? 0)) / chances : null;
    },
  },
  {
    ...mlbFielding,
    ...count,
    key: "gs_f",
    column: "gs",
    label: "Games Started in the Field",
    abbr: "GS",
    definition: "Games the player started at the position (recorded in recent seasons).",
  },
  {
    ...mlbFielding,
    ...count,
    format: "ip",
    key: "inn",
    column: "inn_outs",
    label: "Innings in the Field",
    abbr: "Inn",
    definition: "Outs played at the position, in innings (recorded in recent seasons).",
    formula: "outs / 3",
  },
  // NHL skaters and goalies (Hockey Databank's Scoring and Goalies, Hockey-Reference's tables after 2017-18).
  {
    ...nhlSkaters,
    ...franchise,
    key: "goals",
    column: "g",
    label: "Goals",
    abbr: "G",
    definition: "Goals the player scored.",
  },
  {
    ...nhlSkaters,
    ...franchise,
    key: "assists",
    column: "a",
    label: "Assists",
    abbr: "A",
    definition: "Passes or shots credited as leading to a goal (up to two per goal).",
  },
  {
    ...nhlSkaters,
    ...franchise,
    key: "points",
    column: "pts",
    label: "Points",
    abbr: "PTS",
    definition: "Goals and assists.",
    formula: "G + A",
  },
  {
    ...nhlSkaters,
    ...franchise,
    key: "pim",
    label: "Penalty Minutes",
    abbr: "PIM",
    definition: "Minutes of penalties assessed to the player.",
  },
  {
    ...nhlSkaters,
    board: true,
    partial: true,
    format: "signed",
    key: "plus_minus",
    column: "pm",
    label: "Plus/Minus",
    abbr: "+/-",
    definition:
      "Goals scored at even strength or short-handed while the player was on the ice: his team's count for him, the other team's against him (recorded from 1967-68).",
  },
  {
    ...nhlSkaters,
    ...franchise,
    key: "gp",
    label: "Games Played",
    abbr: "GP",
    definition: "Games in which the player dressed.",
  },
  {
    ...nhlGoalies,
    ...franchise,
    key: "wins_g",
    column: "w",
    label: "Wins (goaltending)",
    abbr: "W",
    definition: "Games in which the goaltender was credited with the win.",
  },
  {
    ...nhlGoalies,
    ...franchise,
    key: "shutouts",
    column: "sho",
    label: "Shutouts",
    abbr: "SO",
    definition: "Games in which the goaltender allowed no goal.",
  },
  {
    ...nhlGoalies,
    ...ranked,
    key: "gp_g",
    column: "gp",
    label: "Games in Goal",
    abbr: "GP",
    definition: "Games in which the goaltender played.",
  },
  {
    ...nhlGoalies,
    format: "two",
    board: true,
    rate: true,
    ascending: true,
    basis: "gp",
    key: "gaa",
    label: "Goals Against Average",
    abbr: "GAA",
    definition: "Goals allowed per 60 minutes in goal.",
    formula: "60 × GA / minutes",
    value: (t) => goalsAgainstAverage(t.ga ?? 0, t.min ?? 0),
  },
  {
    ...nhlGoalies,
    format: "avg",
    board: true,
    rate: true,
    partial: true,
    basis: "gp",
    key: "svp",
    label: "Save Percentage",
    abbr: "SV%",
    definition: "The share of shots on goal the goaltender stopped (shots against recorded from 1982-83).",
    formula: "(SA − GA) / SA",
    value: (t) => savePercentage(t.ga ?? 0, t.sa ?? 0),
  },
  {
    ...nhlGoalies,
    ...count,
    key: "losses_g",
    column: "l",
    label: "Losses (goaltending)",
    abbr: "L",
    definition: "Games in which the goaltender was charged with the loss.",
  },
  {
    ...nhlGoalies,
    ...count,
    key: "otl_g",
    column: "tol",
    label: "Ties and Overtime Losses (goaltending)",
    abbr: "T/OTL",
    definition:
      "Games the goaltender tied (to 2003-04) or lost in overtime or a shootout (from 2005-06), charged to him as no loss.",
  },
  {
    ...nhlGoalies,
    ...count,
    key: "ga",
    label: "Goals Against",
    abbr: "GA",
    definition: "Goals allowed while the goaltender was in goal.",
  },
  {
    ...nhlGoalies,
    ...count,
    partial: true,
    key: "sa",
    label: "Shots Against",
    abbr: "SA",
    definition: "Shots on goal the goaltender faced (recorded from 1982-83).",
  },
  {
    ...nhlGoalies,
    ...count,
    partial: true,
    key: "sv",
    label: "Saves",
    abbr: "SV",
    definition: "Shots on goal the goaltender stopped (shots against recorded from 1982-83).",
    formula: "SA − GA",
    reads: ["sa", "ga"],
    value: (t) => (t.sa ? t.sa - (t.ga ?? 0) : null),
  },
  // NHL figures the finder reads from the Databank's lines (no board): recorded to 2017-18 where its columns are filled.
  ...(["ppg", "shg", "gwg"] as const).map((key) => ({
    ...nhlSkaters,
    ...count,
    partial: true,
    key,
    ...goalKinds[key],
    definition: `${goalKinds[key].definition} (Hockey Databank seasons to 2017-18 that record them).`,
  })),
  {
    ...nhlSkaters,
    ...count,
    partial: true,
    key: "sog",
    label: "Shots on Goal",
    abbr: "S",
    definition: "Shots on goal the player took (Hockey Databank seasons to 2017-18 that record them).",
  },
  // College hockey skaters and goalies, 2001-02 to 2013-14 (the NCAA's statistics, Division I schools).
  {
    ...chkSkaters,
    ...ranked,
    key: "goals",
    column: "g",
    label: "Goals",
    abbr: "G",
    definition: "Goals the player scored.",
  },
  {
    ...chkSkaters,
    ...ranked,
    key: "assists",
    column: "a",
    label: "Assists",
    abbr: "A",
    definition: "Passes or shots credited as leading to a goal (up to two per goal).",
  },
  {
    ...chkSkaters,
    ...ranked,
    key: "points",
    column: "pts",
    label: "Points",
    abbr: "PTS",
    definition: "Goals and assists.",
    formula: "G + A",
  },
  ...(["ppg", "shg", "gwg"] as const).map((key) => ({ ...chkSkaters, ...ranked, key, ...goalKinds[key] })),
  {
    ...chkSkaters,
    ...ranked,
    key: "pim",
    label: "Penalty Minutes",
    abbr: "PIM",
    definition: "Minutes of penalties assessed to the player.",
  },
  {
    ...chkSkaters,
    ...ranked,
    key: "gp",
    label: "Games Played",
    abbr: "GP",
    definition: "Games in which the player played.",
  },
  {
    ...chkGoalies,
    ...ranked,
    key: "wins_g",
    column: "w",
    label: "Wins (goaltending)",
    abbr: "W",
    definition: "Games in which the goaltender was credited with the win.",
  },
  {
    ...chkGoalies,
    ...ranked,
    key: "shutouts",
    column: "sho",
    label: "Shutouts",
    abbr: "SO",
    definition: "Games in which the goaltender allowed no goal.",
  },
  {
    ...chkGoalies,
    // Not ranked: the NCAA's lines count a goalie's games played, not his games in goal.
    ...count,
    key: "gp_g",
    column: "gp",
    label: "Games Played (goaltenders)",
    abbr: "GP",
    definition: "Games in which the goaltender played.",
  },
  {
    ...chkGoalies,
    format: "two",
    board: true,
    rate: true,
    ascending: true,
    basis: "min",
    key: "gaa",
    label: "Goals Against Average",
    abbr: "GAA",
    definition: "Goals allowed per 60 minutes in goal.",
    formula: "60 × GA / minutes",
    // The line figures a board sums (line-boards.ts): the formula's, which hold its minimum's minutes too.
    reads: ["ga", "min"],
    value: (t) => goalsAgainstAverage(t.ga ?? 0, t.min ?? 0),
  },
  {
    ...chkGoalies,
    format: "avg",
    board: true,
    rate: true,
    basis: "min",
    key: "svp",
    label: "Save Percentage",
    abbr: "SV%",
    definition: "The share of shots on goal the goaltender stopped.",
    formula: "SV / (SV + GA)",
    reads: ["ga", "sa", "min"],
    value: (t) => savePercentage(t.ga ?? 0, t.sa ?? 0),
  },
  {
    ...chkGoalies,
    ...count,
    key: "losses_g",
    column: "l",
    label: "Losses (goaltending)",
    abbr: "L",
    definition: "Games in which the goaltender was charged with the loss.",
  },
  {
    ...chkGoalies,
    ...count,
    key: "ties_g",
    column: "tol",
    label: "Ties (goaltending)",
    abbr: "T",
    definition: "Games the goaltender played that ended tied.",
  },
  {
    ...chkGoalies,
    ...count,
    key: "ga",
    label: "Goals Against",
    abbr: "GA",
    definition: "Goals allowed while the goaltender was in goal.",
  },
  {
    ...chkGoalies,
    ...count,
    key: "sv",
    label: "Saves",
    abbr: "SV",
    definition: "Shots on goal the goaltender stopped.",
    formula: "SA − GA",
    reads: ["sa", "ga"],
    value: (t) => (t.sa ? t.sa - (t.ga ?? 0) : null),
  },
  // NBA and BAA regular-season lines (Basketball-Reference to 2020-21, NBA.com after; ABA lines are
  // shown apart and not ranked), in the order the boards list them.
  { ...nba, ...franchise, key: "pts", label: "Points", abbr: "PTS", definition: "Points scored." },
  {
    ...nba,
    ...franchise,
    key: "trb",
    label: "Total Rebounds",
    abbr: "TRB",
    definition: "Missed shots recovered (recorded from 1950-51).",
  },
  {
    ...nba,
    ...franchise,
    key: "ast",
    label: "Assists",
    abbr: "AST",
    definition: "Passes that led directly to a made field goal.",
  },
  {
    ...nba,
    ...franchise,
    key: "stl",
    label: "Steals",
    abbr: "STL",
    definition: "Turnovers forced by taking the ball from an opponent (recorded from 1973-74).",
  },
  {
    ...nba,
    ...franchise,
    key: "blk",
    label: "Blocks",
    abbr: "BLK",
    definition: "Opponents' shots deflected (recorded from 1973-74).",
  },
  ratio(
    nba,
    {
      key: "ppg",
      label: "Points per Game",
      abbr: "PPG",
      format: "one",
      definition: "Points scored per game.",
      formula: "PTS / G",
    },
    ["pts", "g"],
  ),
  ratio(
    nba,
    {
      key: "rpg",
      label: "Rebounds per Game",
      abbr: "RPG",
      format: "one",
      definition: "Total rebounds per game, over the games of seasons that record rebounds.",
      formula: "TRB / G",
    },
    ["trb", "g"],
  ),
  ratio(
    nba,
    {
      key: "apg",
      label: "Assists per Game",
      abbr: "APG",
      format: "one",
      definition: "Assists per game.",
      formula: "AST / G",
    },
    ["ast", "g"],
  ),
  ratio(
    nba,
    {
      key: "mpg",
      label: "Minutes per Game",
      abbr: "MPG",
      format: "one",
      definition: "Minutes played per game, over the games of seasons that record minutes.",
      formula: "MP / G",
    },
    ["mp", "g"],
  ),
  ratio(
    nba,
    {
      key: "fg_pct",
      label: "Field Goal Percentage",
      abbr: "FG%",
      format: "avg",
      definition: "The share of field goal attempts made.",
      formula: "FG / FGA",
    },
    ["fg", "fga"],
  ),
  ratio(
    nba,
    {
      key: "x3p_pct",
      label: "3-Point Percentage",
      abbr: "3P%",
      format: "avg",
      definition: "The share of 3-point attempts made.",
      formula: "3P / 3PA",
    },
    ["x3p", "x3pa"],
  ),
  ratio(
    nba,
    {
      key: "ft_pct",
      label: "Free Throw Percentage",
      abbr: "FT%",
      format: "avg",
      definition: "The share of free throw attempts made.",
      formula: "FT / FTA",
    },
    ["ft", "fta"],
  ),
  { ...nba, ...franchise, key: "g", label: "Games", abbr: "G", definition: "Games the player appeared in." },
  {
    ...nba,
    ...count,
    key: "gs",
    label: "Games Started",
    abbr: "GS",
    definition: "Games the player started (recorded from 1981-82; not in the NBA.com totals from 2021-22).",
  },
  {
    ...nba,
    ...franchise,
    key: "mp",
    label: "Minutes Played",
    abbr: "MP",
    definition: "Minutes on the floor (recorded from 1951-52).",
  },
  {
    ...nba,
    ...ranked,
    key: "fg",
    label: "Field Goals",
    abbr: "FG",
    definition: "Shots made from the field.",
  },
  {
    ...nba,
    ...ranked,
    key: "fga",
    label: "Field Goal Attempts",
    abbr: "FGA",
    definition: "Shots attempted from the field.",
  },
  {
    ...nba,
    ...franchise,
    key: "x3p",
    label: "3-Point Field Goals",
    abbr: "3P",
    definition: "Shots made from beyond the arc (the NBA's line from 1979-80, the ABA's from 1967-68).",
  },
  {
    ...nba,
    ...ranked,
    key: "x3pa",
    label: "3-Point Attempts",
    abbr: "3PA",
    definition: "Shots attempted from beyond the arc.",
  },
  { ...nba, ...ranked, key: "ft", label: "Free Throws", abbr: "FT", definition: "Free throws made." },
  {
    ...nba,
    ...ranked,
    key: "fta",
    label: "Free Throw Attempts",
    abbr: "FTA",
    definition: "Free throws attempted.",
  },
  {
    ...nba,
    ...ranked,
    key: "orb",
    label: "Offensive Rebounds",
    abbr: "ORB",
    definition: "Rebounds of the team's own missed shots (recorded from 1973-74).",
  },
  {
    ...nba,
    ...ranked,
    key: "drb",
    label: "Defensive Rebounds",
    abbr: "DRB",
    definition: "Rebounds of the opponent's missed shots (recorded from 1973-74).",
  },
  {
    ...nba,
    ...ranked,
    key: "tov",
    label: "Turnovers",
    abbr: "TOV",
    definition: "Times the player lost the ball to the opponent (recorded from 1977-78).",
  },
  { ...nba, ...ranked, key: "pf", label: "Personal Fouls", abbr: "PF", definition: "Fouls committed." },
  // NFL offence 1999-2024 (nflverse), in the order the boards list them.
  {
    ...nflPassing,
    ...franchise,
    key: "pass_yds",
    label: "Passing Yards",
    abbr: "Yds",
    definition: "Yards gained by completed passes.",
  },
  {
    ...nflPassing,
    ...franchise,
    key: "pass_td",
    label: "Passing Touchdowns",
    abbr: "TD",
    definition: "Touchdown passes thrown.",
  },
  {
    ...nflPassing,
    key: "passer_rating",
    label: "Passer Rating",
    abbr: "Rate",
    format: "one",
    definition:
      "The NFL's passer rating: completion share, yards, touchdowns and interceptions per attempt, each clamped to 0 to 2.375, on a scale to 158.3.",
    formula:
      "100 × (a + b + c + d) / 6; a = (Cmp/Att − 0.3) × 5, b = (Yds/Att − 3) × 0.25, c = TD/Att × 20, d = 2.375 − Int/Att × 25",
    rate: true,
    board: true,
    basis: "pass_att",
    reads: ["pass_cmp", "pass_att", "pass_yds", "pass_td", "pass_int"],
    value: (t) => passerRating(t),
  },
  {
    ...nflPassing,
    key: "cmp_pct",
    label: "Completion Percentage",
    abbr: "Cmp%",
    format: "one",
    definition: "The share of passes completed, in percent.",
    formula: "100 × Cmp / Att",
    rate: true,
    board: true,
    basis: "pass_att",
    reads: ["pass_cmp", "pass_att"],
    value: (t) => (t.pass_att ? (100 * (t.pass_cmp ?? 0)) / t.pass_att : null),
  },
  ratio(
    nflPassing,
    {
      key: "pass_ypa",
      label: "Yards per Pass Attempt",
      abbr: "Y/A",
      format: "one",
      definition: "Passing yards per pass thrown.",
      formula: "Yds / Att",
    },
    ["pass_yds", "pass_att"],
  ),
  {
    ...nflPassing,
    ...ranked,
    key: "pass_cmp",
    label: "Completions",
    abbr: "Cmp",
    definition: "Passes caught by a teammate.",
  },
  {
    ...nflPassing,
    ...ranked,
    key: "pass_att",
    label: "Pass Attempts",
    abbr: "Att",
    definition: "Passes thrown.",
  },
  {
    ...nflPassing,
    ...ranked,
    key: "pass_int",
    label: "Interceptions",
    abbr: "Int",
    definition: "Passes caught by the defence.",
  },
  {
    ...nflPassing,
    ...ranked,
    key: "sacks",
    label: "Times Sacked",
    abbr: "Sk",
    definition: "Times tackled behind the line while trying to pass.",
  },
  {
    ...nflRushing,
    ...franchise,
    key: "rush_yds",
    label: "Rushing Yards",
    abbr: "Yds",
    definition: "Yards gained running with the ball.",
  },
  {
    ...nflRushing,
    ...franchise,
    key: "rush_td",
    label: "Rushing Touchdowns",
    abbr: "TD",
    definition: "Touchdowns scored running with the ball.",
  },
  ratio(
    nflRushing,
    {
      key: "rush_ypc",
      label: "Yards per Carry",
      abbr: "Y/A",
      format: "one",
      definition: "Rushing yards per carry.",
      formula: "Yds / Att",
    },
    ["rush_yds", "rush_att"],
  ),
  {
    ...nflRushing,
    ...ranked,
    key: "rush_att",
    label: "Rushing Attempts",
    abbr: "Att",
    definition: "Runs with the ball (carries).",
  },
  {
    ...nflRushing,
    ...ranked,
    key: "fumbles_lost",
    label: "Fumbles Lost",
    abbr: "FL",
    definition: "Fumbles recovered by the opponent, on sacks, runs and catches.",
  },
  {
    ...nflReceiving,
    ...franchise,
    key: "rec_yds",
    label: "Receiving Yards",
    abbr: "Yds",
    definition: "Yards gained by passes caught.",
  },
  {
    ...nflReceiving,
    ...franchise,
    key: "rec",
    label: "Receptions",
    abbr: "Rec",
    definition: "Passes caught.",
  },
  {
    ...nflReceiving,
    ...franchise,
    key: "rec_td",
    label: "Receiving Touchdowns",
    abbr: "TD",
    definition: "Touchdowns scored on passes caught.",
  },
  ratio(
    nflReceiving,
    {
      key: "rec_ypr",
      label: "Yards per Reception",
      abbr: "Y/R",
      format: "one",
      definition: "Receiving yards per pass caught.",
      formula: "Yds / Rec",
    },
    ["rec_yds", "rec"],
  ),
  {
    ...nflReceiving,
    ...ranked,
    key: "targets",
    label: "Targets",
    abbr: "Tgt",
    definition: "Passes thrown to the player.",
  },
  // NFL defence 2018-2021 (Pro-Football-Reference via nflverse).
  {
    ...nflDefense,
    key: "tackles",
    label: "Combined Tackles",
    abbr: "Comb",
    format: "count",
    definition:
      "Tackles made alone or shared with a teammate (2018-2021; the source has no solo/assisted split).",
  },
  {
    ...nflDefense,
    key: "def_sacks",
    label: "Sacks",
    abbr: "Sk",
    format: "one",
    definition: "Times the player tackled the passer behind the line; a shared sack counts half (2018-2021).",
  },
  {
    ...nflDefense,
    key: "def_int",
    label: "Interceptions (Defense)",
    abbr: "Int",
    format: "count",
    definition: "Passes the player caught on defence (2018-2021).",
  },
] as const satisfies readonly Statistic[];

/** The figures a formula reads (probed: each figure it asks for is recorded). */
export function figuresOfFormula(value: (t: Totals) => number | null): string[] {
  const seen = new Set<string>();
  value(
    new Proxy({} as Record<string, number>, {
      get: (_, k) => {
        if (typeof k === "string") seen.add(k);
        return 1;
      },
    }),
  );
  return [...seen];
}

type MlbBattingOrPitching = Extract<(typeof BASE_STATISTICS)[number], { group: "Batting" | "Pitching" }>;

/**
 * College baseball (cbs): the MLB batting and pitching statistics over the NCAA's season lines
 * 2022-2024 (backend/import/sources/ncaa-baseball-players.ts holds them under the MLB lines' keys),
 * the same keys, words and formulas; no franchise boards (a program's leaders over three seasons
 * would mislead). Their qualification minimums are the college ones (domain/baseball-stats.ts
 * COLLEGE_QUALIFY), said on the boards and in the glossary.
 */
function collegeOf<S extends MlbBattingOrPitching>(
  s: S,
): Omit<S, "league" | "sources" | "franchise"> & {
  league: "cbs";
  sources: readonly ["ncaa-baseball-statistics"];
} {
  const { franchise: _franchise, ...rest } = s as S & { franchise?: boolean };
  // A rate's boards sum the figures its formula reads and its minimum's basis (PA, outs).
  const reads = "value" in s ? { reads: [...new Set([...figuresOfFormula(s.value), s.basis])] } : {};
  return { ...rest, ...reads, league: "cbs", sources: ["ncaa-baseball-statistics"] };
}

const COLLEGE_BASEBALL = BASE_STATISTICS.filter(
  (s): s is MlbBattingOrPitching => s.league === "mlb" && (s.group === "Batting" || s.group === "Pitching"),
).map(collegeOf);

export const STATISTICS = [...BASE_STATISTICS, ...COLLEGE_BASEBALL] as const;

/** The leagues whose standings a team-season finder reads (domain/finder.ts). */
const TEAM_LEAGUES = ["mlb", "nba", "nfl", "nhl"] as const;
/** What a league calls its scoring: runs, points or goals. */
const SCORED = { mlb: "Runs", nba: "Points", nfl: "Points", nhl: "Goals" } as const;

/**
 * A team's season as its standings row holds it (wins, losses, ties, percentage, scored and
 * allowed): the team-season finder's statistics, apart from the player statistics above (no leader
 * board ranks them). Sources: the standings' own (the standings pages name them).
 */
export const TEAM_STATISTICS: readonly Statistic[] = TEAM_LEAGUES.flatMap((league) => {
  const team = { league, group: "Teams", sources: [], format: "count" } as const;
  const scored = SCORED[league];
  return [
    { ...team, key: "games", label: "Games", abbr: "G", column: "games_played", definition: "Games played." },
    { ...team, key: "wins", label: "Wins", abbr: "W", definition: "Games won." },
    { ...team, key: "losses", label: "Losses", abbr: "L", ascending: true, definition: "Games lost." },
    {
      ...team,
      key: "ties",
      label: league === "nhl" ? "Ties and Overtime Losses" : "Ties",
      abbr: league === "nhl" ? "T/OTL" : "T",
      definition:
        league === "nhl" ? "Games tied, or lost in overtime or a shootout." : "Games that ended level.",
    },
    {
      ...team,
      key: "win_pct",
      label: "Winning Percentage",
      abbr: "PCT",
      format: "avg",
      column: "win_percentage",
      definition: "The share of games won, as the standings state it.",
    },
    {
      ...team,
      key: "points_for",
      label: `${scored} Scored`,
      abbr: league === "mlb" ? "R" : league === "nhl" ? "GF" : "PF",
      definition: `${scored} the team scored.`,
    },
    {
      ...team,
      key: "points_against",
      label: `${scored} Allowed`,
      abbr: league === "mlb" ? "RA" : league === "nhl" ? "GA" : "PA",
      ascending: true,
      definition: `${scored} scored against the team.`,
    },
  ];
});

export type RegisteredStatistic = (typeof STATISTICS)[number];
/** The statistics of one league, by key. */
export type LeagueStatKey<L extends LeagueKey> = Extract<RegisteredStatistic, { league: L }>["key"];

/** The registered statistic of a league by key (typed keys: a missing one is a compile error). */
export function statistic<L extends LeagueKey>(league: L, key: LeagueStatKey<L>): Statistic {
  return STATISTICS.find((s) => s.league === league && s.key === key)!;
}

/** A registered statistic from outside input (a URL's key), or undefined. */
export function findStatistic(league: LeagueKey, key: string): Statistic | undefined {
  return STATISTICS.find((s) => s.league === league && s.key === key);
}

/** The figure a counted statistic sums: its column, or its key. */
export function columnOf(stat: Statistic): string {
  return stat.column ?? stat.key;
}

/** The line figures a statistic's value reads. */
export function readsOf(stat: Statistic): readonly string[] {
  return stat.reads ?? [columnOf(stat)];
}

/** A statistic's value from summed figures: derived, or the counted column (0 when the line lacks it). */
export function valueFrom(stat: Statistic, t: Totals): number | null {
  return stat.value ? stat.value(t) : (t[columnOf(stat)] ?? 0);
}
