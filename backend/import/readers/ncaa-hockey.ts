/**
 * Typed readers of the college hockey datasets:
 *  - ncaa-hockey-games-chn-1901-2019/Results_Composite.csv (College Hockey News: every game of the
 *    programmes CHN tracks 1900-01 to 2018-19, away-at-home or neutral, team names without ids);
 *  - ncaa-hockey-uscho-2019-2025: `uscho_teams.csv` (a row per team-season and head coach, division,
 *    W-L-T, title flags) and `games/uscho_games_{end year}.csv` (D-I and D-III games with USCHO
 *    slugs). The USCHO files have no header row: their columns are named here by position, as
 *    SOURCES.md gives them (the repo's schema and loader).
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { CsvSyntaxError, parseCsvRows } from "../csv";
import type { FileStats, ImportReport, RawRow } from "../sources/common";
import { filled, int, optInt, text, typedFile, typedReader, type Typed } from "./typed";

/** Results_Composite.csv: `Season` is the year the season ends; the first column (pandas' index) has no name. */
export const chnGames = typedFile("ncaa-hockey-games-chn-1901-2019", "Results_Composite.csv", {
  Away: filled,
  Away_Score: int,
  Location: z.enum(["at", "vs."]),
  Home: filled,
  Home_Score: int,
  OT: text,
  Date: text.regex(/^\d{4}-\d{2}-\d{2}$/, "not a date"),
  Conference: text,
  Season: int,
});

const USCHO_DIR = "ncaa-hockey-uscho-2019-2025";

/** A headerless file of the USCHO or NCAA statistics folder: its columns by position. */
export interface HeaderlessFile<S extends z.ZodRawShape> {
  readonly source: string;
  path(dataDir: string, key?: number): string;
  /** Opens the file in the build report and reads it (no rows when missing). */
  open(
    report: ImportReport,
    dataDir: string,
    sport: string,
    level: string,
    key?: number,
  ): { file: string; stats: FileStats; rows: Typed<S>[] };
}

export function headerless<S extends z.ZodRawShape>(
  dir: string,
  name: (key?: number) => string,
  label: string,
  positions: { [K in keyof S]: number },
  columns: S,
): HeaderlessFile<S> {
  const reader = typedReader(label, columns);
  const where = (dataDir: string, key?: number) => path.join(dataDir, dir, name(key));
  return {
    source: `${dir}/${name()}`,
    path: where,
    open(report, dataDir, sport, level, key) {
      const file = where(dataDir, key);
      const stats = report.open(file, sport, level);
      if (stats.missing) return { file, stats, rows: [] };
      let parsed;
      try {
        parsed = parseCsvRows(fs.readFileSync(file, "utf8"));
      } catch (error) {
        if (!(error instanceof CsvSyntaxError)) throw error;
        report.reject(stats, error.line, `unreadable CSV: ${error.message}`);
        return { file, stats, rows: [] };
      }
      const width = Math.max(...Object.values<number>(positions)) + 1;
      const raw: RawRow[] = [];
      for (const row of parsed) {
        if (row.fields.length === 1 && row.fields[0].trim() === "") continue;
        stats.read++;
        if (row.fields.length < width) {
          report.reject(stats, row.line, `expected at least ${width} fields, found ${row.fields.length}`);
          continue;
        }
        const fields = row.fields;
        raw.push({
          line: row.line,
          fields,
          get: (c: string) => (fields[positions[c as keyof S]] ?? "").trim(),
        });
      }
      return { file, stats, rows: reader.parse(report, stats, raw) };
    },
  };
}

/** uscho_teams.csv: team_id, year (end year), season, coach, conference, division, won, lost, tied, pct, (empty), rs, lt, ncaa. */
export const uschoTeams = headerless(
  USCHO_DIR,
  () => "uscho_teams.csv",
  "uscho_teams",
  {
    team: 0,
    year: 1,
    coach: 3,
    conference: 4,
    division: 5,
    won: 6,
    lost: 7,
    tied: 8,
    rs: 11,
    lt: 12,
    ncaa: 13,
  },
  {
    team: filled,
    year: int,
    coach: text,
    conference: text,
    division: text,
    won: optInt,
    lost: optInt,
    tied: optInt,
    rs: text,
    lt: text,
    ncaa: text,
  },
);
export type UschoTeamSeason = Typed<typeof uschoTeams extends HeaderlessFile<infer S> ? S : never>;

/**
 * games/uscho_games_{end year}.csv: year, day, flag (YYYYMMDD), game_date, start_time, team_name,
 * team_id, team_url, team_name2, team_score, location (`@` at the second team, `vs.` neutral),
 * opponent_name, opponent_id, opponent_url, opponent_name2, opponent_score, overtime, notes, conference.
 */
export const uschoGames = headerless(
  USCHO_DIR,
  (year) => (year === undefined ? "games/uscho_games_{year}.csv" : `games/uscho_games_${year}.csv`),
  "uscho_games",
  {
    year: 0,
    date: 2,
    team: 6,
    teamName: 8,
    teamScore: 9,
    location: 10,
    opponent: 12,
    opponentName: 14,
    opponentScore: 15,
    overtime: 16,
    notes: 17,
    conference: 18,
  },
  {
    year: int,
    date: text.regex(/^\d{8}$/, "not a YYYYMMDD date"),
    team: text,
    teamName: filled,
    teamScore: optInt,
    location: text,
    opponent: text,
    opponentName: filled,
    opponentScore: optInt,
    overtime: text,
    notes: text,
    conference: text,
  },
);
export type UschoGame = Typed<typeof uschoGames extends HeaderlessFile<infer S> ? S : never>;

/** The seasons (end years) of the USCHO games files held. */
export function uschoGameYears(dataDir: string): number[] {
  const dir = path.join(dataDir, USCHO_DIR, "games");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((n) => /^uscho_games_(\d{4})\.csv$/.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

const STATS_DIR = "ncaa-hockey-stats-2002-2018";

/** A count that is blank or "-" when the player has none (a roster entry, a skater's goalie columns). */
const count = text
  .transform((v) => (v === "" || v === "-" ? null : v))
  .pipe(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, "not a number")
      .transform(Number)
      .nullable(),
  );

/**
 * players/ncaa_players_{end year}.csv (NCAA statistics, all divisions, no header; columns as
 * SOURCES.md infers them): school_name, school_id, year, player_name, player_id, class, season,
 * position, height, GP, G, A, Pts, penalties, PIM, PPG, SHG, GWG, (unidentified), goalie W, L, T,
 * minutes, GA, GAA, saves, save %, shutouts.
 */
export const ncaaHockeyPlayers = headerless(
  STATS_DIR,
  (year) => (year === undefined ? "players/ncaa_players_{year}.csv" : `players/ncaa_players_${year}.csv`),
  "ncaa_players",
  {
    schoolId: 1,
    year: 2,
    name: 3,
    playerId: 4,
    klass: 5,
    gp: 9,
    g: 10,
    a: 11,
    pts: 12,
    pim: 14,
    ppg: 15,
    shg: 16,
    gwg: 17,
    w: 19,
    l: 20,
    t: 21,
    min: 22,
    ga: 23,
    saves: 25,
    sho: 27,
  },
  {
    schoolId: filled,
    year: int,
    name: filled,
    playerId: filled,
    klass: text,
    gp: count,
    g: count,
    a: count,
    pts: count,
    pim: count,
    ppg: count,
    shg: count,
    gwg: count,
    w: count,
    l: count,
    t: count,
    min: count,
    ga: count,
    saves: count,
    sho: count,
  },
);
export type NcaaHockeyPlayer = Typed<typeof ncaaHockeyPlayers extends HeaderlessFile<infer S> ? S : never>;

/** ncaa_divisions.csv (no header): sport_code, school_name, school_id, pulled_name, javascript, year, div_id, school_year, sport, division. */
export const ncaaHockeyDivisions = headerless(
  STATS_DIR,
  () => "ncaa_divisions.csv",
  "ncaa_divisions",
  { schoolId: 2, year: 5, division: 9 },
  {
    schoolId: filled,
    year: int,
    division: text,
  },
);

/** The seasons (end years) of the player files held. */
export function ncaaPlayerYears(dataDir: string): number[] {
  const dir = path.join(dataDir, STATS_DIR, "players");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((n) => /^ncaa_players_(\d{4})\.csv$/.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}
