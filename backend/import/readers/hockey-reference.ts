/**
 * Typed readers of the Hockey-Reference league tables (skaters 2008-09 to 2023-24, goalies 2011-12
 * to 2022-23). Seasons are given by their end year; traded players have a total row (`TOT`, `2TM`,
 * `3TM`) and one row per team. The 2008-09 to 2021-22 skater file repeats its header row inside the
 * data: those rows are counted as skipped, not read as players.
 */
import { readRows, type FileStats, type ImportReport } from "../sources/common";
import { int, filled, optInt, text, typedFile, type Typed, type TypedFile } from "./typed";
import type { z } from "zod";

const skaterColumns = { Player: filled, Age: int, Pos: text, GP: int, G: int, A: int, PTS: int, PIM: int };

/** stats.csv: skaters 2008-09 to 2021-22 in one file, `SEASON` the season's end year. */
export const hrSkaters2009to2022 = typedFile("nhl-skaters-hockeyref-2009-2022", "stats.csv", {
  ...skaterColumns,
  Rk: int,
  Tm: filled,
  SEASON: int,
});
/** season_stats_{end year}.csv: skaters of 2022-23 and 2023-24, the team column named `Team`. */
export const hrSkaters2023 = typedFile("nhl-skaters-hockeyref-2023-2024", "season_stats_2023.csv", {
  ...skaterColumns,
  Team: filled,
});
/** The 2023-24 file: the same columns (plus a leading rank). */
export const hrSkaters2024 = typedFile("nhl-skaters-hockeyref-2023-2024", "season_stats_2024.csv", {
  ...skaterColumns,
  Rk: int,
  Team: filled,
});

/** goalies_all_seasons_count.csv: goalies 2011-12 to 2022-23 (a byte-order mark before `Rk`). */
export const hrGoalies = typedFile("nhl-goalies-hockeyref-2012-2023", "goalies_all_seasons_count.csv", {
  Rk: int,
  Player: filled,
  Age: int,
  Tm: filled,
  GP: int,
  // Blank for a goalie who played without a decision.
  W: optInt,
  L: optInt,
  "T/O": optInt,
  GA: int,
  SA: int,
  SO: int,
  MIN: int,
  G: int,
  A: int,
  PTS: int,
  PIM: int,
  Season: int,
});

/** A Hockey-Reference row of either table, as the matching reads it: season = start year. */
export interface HrLine {
  file: string;
  line: number;
  /** HR's rank: a total row and its team rows share it (null in the 2022-23 file, which has none). */
  rank: number | null;
  name: string;
  age: number;
  /** The season's start year (the Databank's `year`). */
  season: number;
  /** HR team code, or TOT / 2TM / 3TM for a traded player's season total. */
  team: string;
  pos: string;
  gp: number;
  g: number;
  a: number;
  pts: number;
  pim: number;
  /** Goalie figures (goalie table rows only). */
  goalie: { w: number; l: number; otl: number; ga: number; sa: number; sho: number; min: number } | null;
}

/** A season total row of a traded player, not a team's. */
export const isTotalRow = (team: string) => /^(TOT|\dTM)$/.test(team);

/** Reads `file` into the report, skipping the repeated header rows (`Player` = "Player") and the league-average line. */
function readSkipping<S extends z.ZodRawShape>(
  report: ImportReport,
  dataDir: string,
  file: TypedFile<S>,
): { stats: FileStats; rows: Typed<S>[] } {
  const stats = report.open(file.path(dataDir), "hockey", "professional");
  const raw = readRows(report, stats, file.path(dataDir)) ?? [];
  // Repeated headers, and the league-average line closing the 2022-23 table.
  const rows = raw.filter((r) => !["Player", "League Average"].includes(r.get("Player")?.trim() ?? ""));
  stats.skipped += raw.length - rows.length;
  return { stats, rows: file.parse(report, stats, rows) };
}

export interface HrFiles {
  lines: HrLine[];
  /** Each file's counts in the report, to be closed with report.done once the lines are used. */
  stats: { file: string; stats: FileStats; headers: number }[];
}

/** Every skater and goalie line of the three datasets. Goalies' lines of the skater tables are left out. */
export function readHockeyReference(report: ImportReport, dataDir: string): HrFiles {
  const lines: HrLine[] = [];
  const stats: HrFiles["stats"] = [];
  const skater = (
    file: string,
    r: Typed<typeof skaterColumns> & { line: number; Rk?: number },
    team: string,
    endYear: number,
  ): HrLine => ({
    file,
    line: r.line,
    rank: r.Rk ?? null,
    name: r.Player,
    age: r.Age,
    season: endYear - 1,
    team,
    pos: r.Pos,
    gp: r.GP,
    g: r.G,
    a: r.A,
    pts: r.PTS,
    pim: r.PIM,
    goalie: null,
  });
  const old = readSkipping(report, dataDir, hrSkaters2009to2022);
  stats.push({ file: hrSkaters2009to2022.source, stats: old.stats, headers: old.stats.skipped });
  for (const r of old.rows) lines.push(skater(hrSkaters2009to2022.source, r, r.Tm, r.SEASON));
  for (const [f, end] of [
    [hrSkaters2023, 2023],
    [hrSkaters2024, 2024],
  ] as const) {
    const got = readSkipping(report, dataDir, f);
    stats.push({ file: f.source, stats: got.stats, headers: got.stats.skipped });
    for (const r of got.rows) lines.push(skater(f.source, r, r.Team, end));
  }
  const g = readSkipping(report, dataDir, hrGoalies);
  stats.push({ file: hrGoalies.source, stats: g.stats, headers: g.stats.skipped });
  for (const r of g.rows)
    lines.push({
      file: hrGoalies.source,
      line: r.line,
      rank: r.Rk,
      name: r.Player,
      age: r.Age,
      season: r.Season - 1,
      team: r.Tm,
      pos: "G",
      gp: r.GP,
      g: r.G,
      a: r.A,
      pts: r.PTS,
      pim: r.PIM,
      goalie: { w: r.W ?? 0, l: r.L ?? 0, otl: r["T/O"] ?? 0, ga: r.GA, sa: r.SA, sho: r.SO, min: r.MIN },
    });
  return { lines, stats };
}
