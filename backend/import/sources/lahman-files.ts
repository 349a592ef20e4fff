/**
 * The Lahman files the MLB importer reads, where they live, and the typed readers shared by the
 * importer and the build's cross-checks (one reader per file, so both read a column the same way).
 */
import fs from "node:fs";
import path from "node:path";
import { parseCsv } from "../csv";
import { STATS_DIR, STATS_THROUGH } from "./lahman-coverage";
import { leagueImport, readRows, type FileStats, type RawRow } from "./common";

/** lahman-baseballdatabank: standings to 2020, CollegePlaying and Schools. */
export const DATABANK_DIR = "lahman-baseballdatabank";
export const DATABANK_LAST_SEASON = 2020;
/** The 2025 edition's player tables, People and Teams (seasons to 2024); its Teams rows after DATABANK_LAST_SEASON extend the standings. */
export { STATS_DIR };
/** The rest of the 2025 edition: postseason, awards, All-Stars, Hall of Fame, managers (2024 season). */
export const REFRESH_DIR = "lahman-2025-refresh";
export const LAHMAN_LAST_SEASON = STATS_THROUGH;

export type LahmanSetup = NonNullable<Awaited<ReturnType<typeof leagueImport>>>;
export interface ReadFile {
  stats: FileStats;
  rows: RawRow[];
}
/** Opens a file in the build report (baseball, professional) and reads its rows (none when missing). */
export type LahmanRead = (name: string, from?: string) => ReadFile;

export function lahmanReader({ dataDir, report }: LahmanSetup): LahmanRead {
  return (name, from = DATABANK_DIR) => {
    const file = path.join(dataDir, from, name);
    const stats = report.open(file, "baseball", "professional");
    return { stats, rows: readRows(report, stats, file) ?? [] };
  };
}

/** A column by header name: a RawRow's `get` or a record of a cross-check's CSV. */
type Get = (column: string) => string;

/** A row of SeriesPost.csv: one postseason series (round WS, ALCS, NLDS1, ...). */
export interface SeriesPostRow {
  year: number;
  round: string;
  winner: string;
  loser: string;
  /** Games the winner won and lost (a tie is neither). */
  wins: number;
  losses: number;
  ties: number;
}

export function seriesPostRow(get: Get): SeriesPostRow {
  return {
    year: Number(get("yearID")),
    round: get("round"),
    winner: get("teamIDwinner"),
    loser: get("teamIDloser"),
    wins: Number(get("wins")) || 0,
    losses: Number(get("losses")) || 0,
    ties: Number(get("ties")) || 0,
  };
}

/** SeriesPost.csv of the 2025 edition, for checks that read it outside the build report. */
export function readSeriesPost(dataDir: string): SeriesPostRow[] {
  const file = path.join(dataDir, REFRESH_DIR, "SeriesPost.csv");
  if (!fs.existsSync(file)) return [];
  return parseCsv(fs.readFileSync(file, "utf8")).records.map((r) => seriesPostRow((c) => r.values[c] ?? ""));
}

/** A row of Teams.csv reduced to what the importers look up: the club of a teamID in a year. */
export interface LahmanTeamRow {
  year: number;
  teamID: string;
  franchID: string;
  lgID: string;
  name: string;
}

export function lahmanTeamRow(get: Get): LahmanTeamRow {
  return { year: Number(get("yearID")), teamID: get("teamID"), franchID: get("franchID"), lgID: get("lgID"), name: get("name") };
}

/** Teams.csv of the 2025 edition (to 2024), for checks that read it outside the build report. */
export function readLahmanTeams(dataDir: string): LahmanTeamRow[] {
  const file = path.join(dataDir, STATS_DIR, "Teams.csv");
  if (!fs.existsSync(file)) return [];
  return parseCsv(fs.readFileSync(file, "utf8")).records.map((r) => lahmanTeamRow((c) => r.values[c] ?? ""));
}
