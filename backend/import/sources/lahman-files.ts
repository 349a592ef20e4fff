/**
 * The Lahman files the MLB importer reads, where they live, and the typed readers shared by the
 * importer and the build's cross-checks (one reader per file, so both read a column the same way).
 */
import fs from "node:fs";
import path from "node:path";
import { lahmanSeriesPost, lahmanTeams, type LahmanSeriesPost, type LahmanTeam } from "../readers/lahman";
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

/** A series as the importers count it: a blank count is no games. */
export function seriesPostRow(s: LahmanSeriesPost): SeriesPostRow {
  return {
    year: s.yearID,
    round: s.round,
    winner: s.teamIDwinner,
    loser: s.teamIDloser,
    wins: s.wins ?? 0,
    losses: s.losses ?? 0,
    ties: s.ties ?? 0,
  };
}

/** SeriesPost.csv of the 2025 edition, for checks that read it outside the build report. */
export function readSeriesPost(dataDir: string): SeriesPostRow[] {
  const file = path.join(dataDir, REFRESH_DIR, "SeriesPost.csv");
  if (!fs.existsSync(file)) return [];
  return lahmanSeriesPost.readFile(file).map(seriesPostRow);
}

/** Teams.csv of the 2025 edition (to 2024), for checks that read it outside the build report. */
export function readLahmanTeams(dataDir: string): LahmanTeam[] {
  const file = path.join(dataDir, STATS_DIR, "Teams.csv");
  if (!fs.existsSync(file)) return [];
  return lahmanTeams.readFile(file);
}
