/**
 * The leaders view: its URL parameters (stat, scope, league, page; sport on the hub), how a value
 * reads, and the CSV of exactly the rows shown.
 */
import type { LeaderRow } from "@domain/contract/types";
import { formatAverage, formatTwoDecimals, inningsFromOuts } from "@domain/baseball-stats";
import { LEADER_SCOPES, MLB_LEADER_LEAGUES, MLB_LEADER_STATS, SCOPE_LABELS, type LeaderScope, type LeaderStat } from "@domain/leaders";
import { formatCount } from "./format";
import { lazyShape, param } from "./route-kit";

export const LEADERS_PAGE_SIZE = 25;

export const leadersParams = lazyShape(() => ({
  stat: param.oneOf(
    MLB_LEADER_STATS.map((s) => s.key),
    "hr",
  ),
  scope: param.oneOf(LEADER_SCOPES, "career"),
  // Lower-cased by oneOf: "al", "nl".
  league: param.oneOf(
    MLB_LEADER_LEAGUES.map((l) => l.toLowerCase()),
    "all",
  ),
  page: param.page(),
}));

/** The API's league value (AL, NL, all) from the URL's. */
export function apiLeague(league: string): string {
  return league === "all" ? "all" : league.toUpperCase();
}

export function statOf(key: string): LeaderStat {
  return MLB_LEADER_STATS.find((s) => s.key === key) ?? MLB_LEADER_STATS[0];
}

/** A value as the statistic reads: `762`, `.366`, `1.82`, `7,356.0` innings. */
export function formatLeaderValue(stat: LeaderStat, value: number): string {
  switch (stat.format) {
    case "avg":
      return formatAverage(value);
    case "two":
      return formatTwoDecimals(value);
    case "ip": {
      const [whole, part] = inningsFromOuts(value).split(".");
      return `${formatCount(Number(whole))}.${part}`;
    }
    default:
      return formatCount(value);
  }
}

/** The years a row covers: a season, or a career's first-last season. */
export function leaderYears(row: LeaderRow): string {
  if (row.season !== null) return String(row.season);
  if (row.first_season === null || row.last_season === null) return "";
  return row.first_season === row.last_season ? String(row.first_season) : `${row.first_season}-${row.last_season}`;
}

export function leadersTitle(stat: LeaderStat, scope: LeaderScope, league: string): string {
  const lg = league === "all" ? "MLB" : league.toUpperCase();
  return `${lg} ${SCOPE_LABELS[scope].split(" (")[0].toLowerCase()} leaders: ${stat.label}`;
}

export function leadersCsv(stat: LeaderStat, scope: LeaderScope, rows: readonly LeaderRow[]) {
  const season = scope === "season";
  return {
    header: ["Rank", "Player", season ? "Season" : "Seasons", ...(season ? ["Team"] : []), stat.abbr],
    rows: rows.map((r) => [
      r.rank,
      r.player_name,
      leaderYears(r),
      ...(season ? [r.team_name ?? "Several teams"] : []),
      formatLeaderValue(stat, r.value),
    ]),
  };
}

export function leadersCsvFilename(stat: LeaderStat, scope: LeaderScope, league: string, page: number): string {
  return `mlb-leaders-${scope}-${stat.key}-${league.toLowerCase()}${page > 1 ? `-page-${page}` : ""}.csv`;
}
