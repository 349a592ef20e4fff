/**
 * Typed readers of the college baseball datasets (../shared/data/SOURCES.md, "second set" and
 * "third set"), all keyed by NCAA org ids except the team statistics (by NCAA short name):
 *  - ncaa-baseball-d1-games-1997-2017/ncaa_games_d1_{Y}.csv: one row per D-I game seen from
 *    `team_id`'s schedule; no dates before 2002; wrong-season rows to drop;
 *  - ncaa-baseball-d1-games-2015-barstool: the 2015 schedules through the College World Series
 *    (tab-separated despite the name; both teams' rows share `game_id`);
 *  - ncaa-baseball-conferences-2002-2017/conferences_teams.tsv: conference and division per team season;
 *  - ncaa-baseball-team-history/ncaa_history.csv: head coach(es) and W-L per team season, no header;
 *  - ncaa-baseball-d1-team-stats-2003-2025: one JSON object per season, a team per key;
 *  - ncaa-baseball-d1-player-stats-2022-2024: its schools (name and org id) for the team-statistics crosswalk.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { FileStats, ImportReport, RawRow } from "../sources/common";
import { headerless } from "./ncaa-hockey";
import { filled, int, optInt, text, typedFile, typedReader, type Typed } from "./typed";

const GAMES_DIR = "ncaa-baseball-d1-games-1997-2017";
export const FIRST_GAMES_YEAR = 1997;
export const LAST_GAMES_YEAR = 2017;

const gameColumns = {
  year: int,
  team_name: filled,
  team_id: int,
  opponent_name: filled,
  opponent_id: optInt,
  /** MM/DD/YYYY; empty in every row of 1997-2001 (checked by the importer: plain columns read ten times faster). */
  game_date: text,
  team_score: int,
  opponent_score: int,
  /** `Home`, `Away` or `Neutral` (checked by the importer). */
  location: filled,
  neutral_site_location: text,
  /** Text with thousands commas; 0 = unknown. */
  attendance: text,
};

/** The games file of season `year`. */
export function baseballGames(year: number) {
  return typedFile(GAMES_DIR, `ncaa_games_d1_${year}.csv`, gameColumns);
}
/** Where a season's games come from, as the game rows name their source. */
export function baseballGamesSource(year: number): string {
  return `${GAMES_DIR}/ncaa_games_d1_${year}.csv`;
}
export type BaseballGameRow = Typed<typeof gameColumns>;

/** A tab-separated file with a header line, as rows addressed by header name. */
function tsvRows(report: ImportReport, stats: FileStats, file: string): RawRow[] {
  if (stats.missing) return [];
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const header = lines[0].split("\t").map((h) => h.trim());
  const index = new Map(header.map((h, i) => [h, i]));
  const rows: RawRow[] = [];
  lines.slice(1).forEach((l, i) => {
    if (l.trim() === "") return;
    stats.read++;
    const fields = l.split("\t");
    if (fields.length !== header.length) {
      report.reject(stats, i + 2, `expected ${header.length} fields, found ${fields.length}`);
      return;
    }
    rows.push({ line: i + 2, fields, get: (c) => (fields[index.get(c) ?? -1] ?? "").trim() });
  });
  return rows;
}

/** A tab-separated file of a dataset, read into the build report. */
function tsvFile<S extends z.ZodRawShape>(dir: string, name: string, columns: S) {
  const reader = typedReader(name.replace(/\.[^.]+$/, ""), columns);
  return {
    source: `${dir}/${name}`,
    open(report: ImportReport, dataDir: string, sport: string, level: string) {
      const file = path.join(dataDir, dir, name);
      const stats = report.open(file, sport, level);
      return { stats, rows: reader.parse(report, stats, tsvRows(report, stats, file)) };
    },
  };
}

const barstoolColumns = {
  team_id: int,
  team_name: filled,
  /** MM/DD/YYYY. */
  game_date: filled,
  opponent_id: optInt,
  opponent_name: filled,
  /** `true` / `false`. */
  neutral_site: filled,
  neutral_location: text,
  home_game: filled,
  team_score: int,
  opponent_score: int,
  innings: optInt,
  game_id: filled,
};
export const barstoolGames = tsvFile(
  "ncaa-baseball-d1-games-2015-barstool",
  "ncaa_team_schedules_2015_D1.csv",
  barstoolColumns,
);
export type BarstoolGame = Typed<typeof barstoolColumns>;

export const baseballConferences = tsvFile("ncaa-baseball-conferences-2002-2017", "conferences_teams.tsv", {
  year: int,
  division_id: int,
  conference_key: filled,
  conference_id: int,
  team_id: int,
  team_name: filled,
});

/** ncaa_history.csv by position: team_name, team_id, season (`2013-14`), head_coach, record, win_pct, notes. */
export const baseballHistory = headerless(
  "ncaa-baseball-team-history",
  () => "ncaa_history.csv",
  "ncaa_history",
  { team_name: 0, team_id: 1, season: 2, head_coach: 3, record: 4, notes: 6 },
  {
    team_name: filled,
    team_id: int,
    season: text.regex(/^\d{4}-\d{2}$/, "not a season label"),
    head_coach: text,
    record: text,
    notes: text,
  },
);

const TEAM_STATS_DIR = "ncaa-baseball-d1-team-stats-2003-2025";
export const TEAM_STATS_YEARS = { first: 2003, last: 2025 } as const;

const statValue = z.union([z.number(), z.string()]).optional();
const teamStats = z
  .object({
    team: z.string().min(1),
    league: z.string(),
    W: z.number().int(),
    L: z.number().int(),
    T: z.number().int().optional(),
  })
  .catchall(statValue);
export type BaseballTeamStats = z.infer<typeof teamStats>;

/** team_stats_div1_{Y}.json: the teams of the season (the file's `division` key skipped), bad entries rejected. */
export function readTeamStats(
  report: ImportReport,
  dataDir: string,
  sport: string,
  level: string,
  year: number,
): { stats: FileStats; rows: BaseballTeamStats[] } {
  const file = path.join(dataDir, TEAM_STATS_DIR, `team_stats_div1_${year}.json`);
  const stats = report.open(file, sport, level);
  if (stats.missing) return { stats, rows: [] };
  const raw = z.record(z.unknown()).parse(JSON.parse(fs.readFileSync(file, "utf8")));
  const rows: BaseballTeamStats[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== "object" || value === null) continue;
    stats.read++;
    const parsed = teamStats.safeParse(value);
    if (parsed.success) rows.push(parsed.data);
    else
      report.reject(stats, 1, `team_stats ${key}: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  }
  return { stats, rows };
}
export const teamStatsSource = `${TEAM_STATS_DIR}/team_stats_div1_{year}.json`;
