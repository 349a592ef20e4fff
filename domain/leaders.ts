/**
 * Leader boards: which statistics each sport's leaders rank, how each reads, and the qualification
 * minimums for rate statistics (Baseball-Reference's: 3.1 plate appearances or 1 inning per team
 * game in a season, 3,000 plate appearances or 1,000 innings in a career). Shared by the build,
 * which ranks them, and the pages, which say the minimums.
 */
import { QUALIFY } from "./baseball-stats";

export const LEADER_SCOPES = ["career", "season", "active"] as const;
export type LeaderScope = (typeof LEADER_SCOPES)[number];

export const SCOPE_LABELS: Record<LeaderScope, string> = {
  career: "Career",
  season: "Single season",
  active: "Active (last season in our data)",
};

export type StatFormat = "count" | "avg" | "two" | "ip";

export interface LeaderStat {
  key: string;
  label: string;
  abbr: string;
  group: "Batting" | "Pitching";
  format: StatFormat;
  /** Lower is better (ERA, WHIP). */
  ascending?: boolean;
  /** A rate statistic that needs the qualification minimum of its group. */
  rate?: boolean;
}

export const MLB_LEADER_STATS: readonly LeaderStat[] = [
  { key: "hr", label: "Home Runs", abbr: "HR", group: "Batting", format: "count" },
  { key: "h", label: "Hits", abbr: "H", group: "Batting", format: "count" },
  { key: "rbi", label: "Runs Batted In", abbr: "RBI", group: "Batting", format: "count" },
  { key: "r", label: "Runs", abbr: "R", group: "Batting", format: "count" },
  { key: "sb", label: "Stolen Bases", abbr: "SB", group: "Batting", format: "count" },
  { key: "bb", label: "Walks", abbr: "BB", group: "Batting", format: "count" },
  { key: "doubles", label: "Doubles", abbr: "2B", group: "Batting", format: "count" },
  { key: "triples", label: "Triples", abbr: "3B", group: "Batting", format: "count" },
  { key: "g", label: "Games", abbr: "G", group: "Batting", format: "count" },
  { key: "pa", label: "Plate Appearances", abbr: "PA", group: "Batting", format: "count" },
  { key: "avg", label: "Batting Average", abbr: "AVG", group: "Batting", format: "avg", rate: true },
  { key: "obp", label: "On-Base Percentage", abbr: "OBP", group: "Batting", format: "avg", rate: true },
  { key: "slg", label: "Slugging Percentage", abbr: "SLG", group: "Batting", format: "avg", rate: true },
  { key: "ops", label: "On-Base Plus Slugging", abbr: "OPS", group: "Batting", format: "avg", rate: true },
  { key: "w", label: "Wins", abbr: "W", group: "Pitching", format: "count" },
  { key: "so_p", label: "Strikeouts (pitching)", abbr: "SO", group: "Pitching", format: "count" },
  { key: "sv", label: "Saves", abbr: "SV", group: "Pitching", format: "count" },
  { key: "ip", label: "Innings Pitched", abbr: "IP", group: "Pitching", format: "ip" },
  { key: "sho", label: "Shutouts", abbr: "SHO", group: "Pitching", format: "count" },
  { key: "cg", label: "Complete Games", abbr: "CG", group: "Pitching", format: "count" },
  { key: "g_p", label: "Games Pitched", abbr: "G", group: "Pitching", format: "count" },
  { key: "era", label: "Earned Run Average", abbr: "ERA", group: "Pitching", format: "two", ascending: true, rate: true },
  { key: "whip", label: "Walks and Hits per Inning", abbr: "WHIP", group: "Pitching", format: "two", ascending: true, rate: true },
  { key: "k9", label: "Strikeouts per Nine Innings", abbr: "SO9", group: "Pitching", format: "two", rate: true },
];

/** League filters of MLB leaders: every league, or the American or National League alone. */
export const MLB_LEADER_LEAGUES = ["all", "AL", "NL"] as const;

/** Rows kept per board (statistic, scope, league). */
export const LEADERS_PER_BOARD = 250;

/** Sports and levels with leader boards. */
export const LEADER_SPORTS: readonly { sport: string; level: string }[] = [{ sport: "baseball", level: "professional" }];

export function hasLeaders(sport: string | null, level: string | null): boolean {
  if (sport === null) return true; // the hub lists every sport's leaders
  return LEADER_SPORTS.some((s) => s.sport === sport && s.level === level);
}

/** The minimum a rate statistic's board requires, as the page says it; null for counting stats. */
export function qualificationNote(stat: LeaderStat, scope: LeaderScope): string | null {
  if (!stat.rate) return null;
  if (stat.group === "Batting") {
    return scope === "season"
      ? `Qualified: ${QUALIFY.seasonPaPerTeamGame} plate appearances per team game (502 in a 162-game season).`
      : `Qualified: ${QUALIFY.careerPa.toLocaleString("en-US")} career plate appearances.`;
  }
  return scope === "season"
    ? "Qualified: 1 inning pitched per team game (162 in a 162-game season)."
    : `Qualified: ${(QUALIFY.careerOuts / 3).toLocaleString("en-US")} career innings pitched.`;
}
