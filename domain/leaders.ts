/**
 * Leader boards: which statistics each sport's leaders rank, how each reads, and the qualification
 * minimums for rate statistics. Shared by the build, which ranks them, and the pages, which say
 * the minimums.
 *  - MLB batting and pitching: Baseball-Reference's (3.1 plate appearances or 1 inning per team
 *    game in a season, 3,000 plate appearances or 1,000 innings in a career; domain/baseball-stats).
 *  - MLB fielding percentage: the Official Baseball Rules' (9.22(c) and the record books): a season
 *    needs two thirds of the team's games at the position (catchers half, pitchers 1 inning per
 *    team game); a career 1,000 games at the position (pitchers 1,500 innings).
 *  - NHL goaltending (domain/hockey-stats): 25 games in a season, 250 in a career.
 */
import { QUALIFY } from "./baseball-stats";
import { HOCKEY_QUALIFY } from "./hockey-stats";

export const LEADER_SCOPES = ["career", "season", "active"] as const;
export type LeaderScope = (typeof LEADER_SCOPES)[number];
/** Stored boards: the page's scopes and the franchise boards of team pages. */
export type StoredLeaderScope = LeaderScope | "franchise";

export const SCOPE_LABELS: Record<LeaderScope, string> = {
  career: "Career",
  season: "Single season",
  active: "Active (last season in our data)",
};

export type StatFormat = "count" | "avg" | "two" | "ip" | "signed";
export type LeaderGroup = "Batting" | "Pitching" | "Fielding" | "Skaters" | "Goalies";
export type LeaderSport = "baseball" | "hockey";

export interface LeaderStat {
  key: string;
  label: string;
  abbr: string;
  group: LeaderGroup;
  format: StatFormat;
  /** Lower is better (ERA, WHIP, GAA). */
  ascending?: boolean;
  /** A rate statistic that needs the qualification minimum of its group. */
  rate?: boolean;
  /** Ranked on team pages too: the career leaders while with the franchise. */
  franchise?: boolean;
}

export const MLB_LEADER_STATS: readonly LeaderStat[] = [
  { key: "hr", label: "Home Runs", abbr: "HR", group: "Batting", format: "count", franchise: true },
  { key: "h", label: "Hits", abbr: "H", group: "Batting", format: "count", franchise: true },
  { key: "rbi", label: "Runs Batted In", abbr: "RBI", group: "Batting", format: "count", franchise: true },
  { key: "r", label: "Runs", abbr: "R", group: "Batting", format: "count", franchise: true },
  { key: "sb", label: "Stolen Bases", abbr: "SB", group: "Batting", format: "count", franchise: true },
  { key: "bb", label: "Walks", abbr: "BB", group: "Batting", format: "count" },
  { key: "doubles", label: "Doubles", abbr: "2B", group: "Batting", format: "count" },
  { key: "triples", label: "Triples", abbr: "3B", group: "Batting", format: "count" },
  { key: "g", label: "Games", abbr: "G", group: "Batting", format: "count", franchise: true },
  { key: "pa", label: "Plate Appearances", abbr: "PA", group: "Batting", format: "count" },
  { key: "avg", label: "Batting Average", abbr: "AVG", group: "Batting", format: "avg", rate: true },
  { key: "obp", label: "On-Base Percentage", abbr: "OBP", group: "Batting", format: "avg", rate: true },
  { key: "slg", label: "Slugging Percentage", abbr: "SLG", group: "Batting", format: "avg", rate: true },
  { key: "ops", label: "On-Base Plus Slugging", abbr: "OPS", group: "Batting", format: "avg", rate: true },
  { key: "w", label: "Wins", abbr: "W", group: "Pitching", format: "count", franchise: true },
  {
    key: "so_p",
    label: "Strikeouts (pitching)",
    abbr: "SO",
    group: "Pitching",
    format: "count",
    franchise: true,
  },
  { key: "sv", label: "Saves", abbr: "SV", group: "Pitching", format: "count", franchise: true },
  { key: "ip", label: "Innings Pitched", abbr: "IP", group: "Pitching", format: "ip", franchise: true },
  { key: "sho", label: "Shutouts", abbr: "SHO", group: "Pitching", format: "count" },
  { key: "cg", label: "Complete Games", abbr: "CG", group: "Pitching", format: "count" },
  { key: "g_p", label: "Games Pitched", abbr: "G", group: "Pitching", format: "count" },
  {
    key: "era",
    label: "Earned Run Average",
    abbr: "ERA",
    group: "Pitching",
    format: "two",
    ascending: true,
    rate: true,
  },
  {
    key: "whip",
    label: "Walks and Hits per Inning",
    abbr: "WHIP",
    group: "Pitching",
    format: "two",
    ascending: true,
    rate: true,
  },
  {
    key: "k9",
    label: "Strikeouts per Nine Innings",
    abbr: "SO9",
    group: "Pitching",
    format: "two",
    rate: true,
  },
  { key: "po", label: "Putouts", abbr: "PO", group: "Fielding", format: "count" },
  { key: "a_f", label: "Assists (fielding)", abbr: "A", group: "Fielding", format: "count" },
  { key: "e_f", label: "Errors", abbr: "E", group: "Fielding", format: "count" },
  { key: "dp", label: "Double Plays Turned", abbr: "DP", group: "Fielding", format: "count" },
  { key: "g_f", label: "Games in the Field", abbr: "G", group: "Fielding", format: "count" },
  { key: "fpct", label: "Fielding Percentage", abbr: "FLD%", group: "Fielding", format: "avg", rate: true },
];

export const NHL_LEADER_STATS: readonly LeaderStat[] = [
  { key: "goals", label: "Goals", abbr: "G", group: "Skaters", format: "count", franchise: true },
  { key: "assists", label: "Assists", abbr: "A", group: "Skaters", format: "count", franchise: true },
  { key: "points", label: "Points", abbr: "PTS", group: "Skaters", format: "count", franchise: true },
  { key: "pim", label: "Penalty Minutes", abbr: "PIM", group: "Skaters", format: "count", franchise: true },
  { key: "plus_minus", label: "Plus/Minus", abbr: "+/-", group: "Skaters", format: "signed" },
  { key: "gp", label: "Games Played", abbr: "GP", group: "Skaters", format: "count", franchise: true },
  {
    key: "wins_g",
    label: "Wins (goaltending)",
    abbr: "W",
    group: "Goalies",
    format: "count",
    franchise: true,
  },
  { key: "shutouts", label: "Shutouts", abbr: "SO", group: "Goalies", format: "count", franchise: true },
  { key: "gp_g", label: "Games in Goal", abbr: "GP", group: "Goalies", format: "count" },
  {
    key: "gaa",
    label: "Goals Against Average",
    abbr: "GAA",
    group: "Goalies",
    format: "two",
    ascending: true,
    rate: true,
  },
  { key: "svp", label: "Save Percentage", abbr: "SV%", group: "Goalies", format: "avg", rate: true },
];

export const LEADER_STATS_BY_SPORT: Record<LeaderSport, readonly LeaderStat[]> = {
  baseball: MLB_LEADER_STATS,
  hockey: NHL_LEADER_STATS,
};

export const ALL_LEADER_STATS: readonly LeaderStat[] = [...MLB_LEADER_STATS, ...NHL_LEADER_STATS];

/** Each sport's groups, in the order the page lists them. */
export const LEADER_GROUPS: Record<LeaderSport, readonly LeaderGroup[]> = {
  baseball: ["Batting", "Pitching", "Fielding"],
  hockey: ["Skaters", "Goalies"],
};

/** League filters of MLB leaders: every league, or the American or National League alone. */
export const MLB_LEADER_LEAGUES = ["all", "AL", "NL"] as const;

/**
 * Positions of MLB fielding boards (Lahman's: outfielders as one position). Stored in the board's
 * league column: fielding boards are split by position, not by league. Fielding percentage is
 * ranked per position only (across positions it compares unlike chances).
 */
export const FIELDING_POSITIONS = ["all", "P", "C", "1B", "2B", "3B", "SS", "OF"] as const;

/** The filter values a board of the statistic has: leagues, positions, or only "all". */
export function boardKeys(stat: LeaderStat): readonly string[] {
  if (stat.group === "Fielding")
    return stat.rate ? FIELDING_POSITIONS.filter((p) => p !== "all") : FIELDING_POSITIONS;
  if (stat.group === "Batting" || stat.group === "Pitching") return MLB_LEADER_LEAGUES;
  return ["all"];
}

/** Rows kept per board (statistic, scope, league); franchise boards keep a page. */
export const LEADERS_PER_BOARD = 250;
export const FRANCHISE_LEADERS_PER_BOARD = 25;

/** Sports and levels with leader boards. */
export const LEADER_SPORTS: readonly { sport: LeaderSport; level: string; league: string }[] = [
  { sport: "baseball", level: "professional", league: "MLB" },
  { sport: "hockey", level: "professional", league: "NHL" },
];

export function hasLeaders(sport: string | null, level: string | null): boolean {
  if (sport === null) return true; // the hub lists every sport's leaders
  return LEADER_SPORTS.some((s) => s.sport === sport && s.level === level);
}

/** The leader sport of a site (null: a site without leaders; the hub picks one by parameter). */
export function leaderSportOf(sport: string | null, level: string | null): LeaderSport | null {
  return LEADER_SPORTS.find((s) => s.sport === sport && s.level === level)?.sport ?? null;
}

export function leaderStat(key: string): LeaderStat | undefined {
  return ALL_LEADER_STATS.find((s) => s.key === key);
}

/** The minimum a rate statistic's board requires, as the page says it; null for counting stats. */
export function qualificationNote(stat: LeaderStat, scope: LeaderScope): string | null {
  if (!stat.rate) return null;
  const season = scope === "season";
  switch (stat.group) {
    case "Batting":
      return season
        ? `Qualified: ${QUALIFY.seasonPaPerTeamGame} plate appearances per team game (502 in a 162-game season).`
        : `Qualified: ${QUALIFY.careerPa.toLocaleString("en-US")} career plate appearances.`;
    case "Pitching":
      return season
        ? "Qualified: 1 inning pitched per team game (162 in a 162-game season)."
        : `Qualified: ${(QUALIFY.careerOuts / 3).toLocaleString("en-US")} career innings pitched.`;
    case "Fielding":
      return season
        ? "Qualified: games at the position in two thirds of the team's games (catchers half; pitchers 1 inning per team game)."
        : `Qualified: ${FIELDING_QUALIFY.careerGames.toLocaleString("en-US")} career games at the position (pitchers ${(FIELDING_QUALIFY.careerPitcherOuts / 3).toLocaleString("en-US")} innings).`;
    default:
      return season
        ? `Qualified: ${HOCKEY_QUALIFY.seasonGames} games in goal in the season.`
        : `Qualified: ${HOCKEY_QUALIFY.careerGames} career games in goal.`;
  }
}

/** Fielding percentage minimums (Official Baseball Rules 9.22(c); the record books' career minimums). */
export const FIELDING_QUALIFY = {
  /** Share of team games at the position in a season: two thirds; catchers one half. */
  seasonShare: 2 / 3,
  seasonCatcherShare: 1 / 2,
  /** Pitchers: outs per team game (1 inning). */
  seasonPitcherOutsPerTeamGame: 3,
  careerGames: 1000,
  careerPitcherOuts: 4500,
} as const;

/**
 * Whether a fielding line qualifies for fielding percentage: `games` at the position, `outs`
 * pitched (pitchers), `teamGames` of the season (null on a career).
 */
export function qualifiesFielding(
  pos: string,
  games: number,
  outs: number | null,
  teamGames: number | null,
  scope: "season" | "career",
): boolean {
  if (pos === "P") {
    if (outs === null) return false;
    if (scope === "career") return outs >= FIELDING_QUALIFY.careerPitcherOuts;
    return (
      teamGames !== null && teamGames > 0 && outs >= FIELDING_QUALIFY.seasonPitcherOutsPerTeamGame * teamGames
    );
  }
  if (scope === "career") return games >= FIELDING_QUALIFY.careerGames;
  if (teamGames === null || teamGames <= 0) return false;
  const share = pos === "C" ? FIELDING_QUALIFY.seasonCatcherShare : FIELDING_QUALIFY.seasonShare;
  return games >= Math.ceil(share * teamGames);
}
