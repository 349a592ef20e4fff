/**
 * How the MLB importer opens the Lahman files (each file's reader knows where it lives:
 * readers/lahman.ts), and the reads of SeriesPost and Teams the build's checks share.
 */
import type { z } from "zod";
import { lahmanSeriesPost, lahmanTeams, type LahmanSeriesPost, type LahmanTeam } from "../readers/lahman";
import type { Typed, TypedFile } from "../readers/typed";
import { STATS_THROUGH } from "./lahman-coverage";
import { readRows, type LeagueSetup, type FileStats } from "./common";

/** The last season of lahman-baseballdatabank's standings; the 2025 edition's Teams rows after it extend them. */
export const DATABANK_LAST_SEASON = 2020;
export const LAHMAN_LAST_SEASON = STATS_THROUGH;

export type LahmanSetup = LeagueSetup;
export interface ReadFile<R> {
  stats: FileStats;
  /** The rows through the file's typed reader, when asked for (a file may be opened before it is used). */
  typed(): R[];
}
/** Opens a Lahman file in the build report (baseball, professional); its rows are typed when asked for. */
export type LahmanRead = <S extends z.ZodRawShape>(file: TypedFile<S>) => ReadFile<Typed<S>>;

export function lahmanReader({ dataDir, report }: LahmanSetup): LahmanRead {
  return (typedFile) => {
    const file = typedFile.path(dataDir);
    const stats = report.open(file, "baseball", "professional");
    const rows = readRows(report, stats, file) ?? [];
    return { stats, typed: () => typedFile.parse(report, stats, rows) };
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
  if (!lahmanSeriesPost.exists(dataDir)) return [];
  return lahmanSeriesPost.load(dataDir).map(seriesPostRow);
}

/** Teams.csv of the 2025 edition (to 2024), for checks that read it outside the build report. */
export function readLahmanTeams(dataDir: string): LahmanTeam[] {
  if (!lahmanTeams.exists(dataDir)) return [];
  return lahmanTeams.load(dataDir);
}
