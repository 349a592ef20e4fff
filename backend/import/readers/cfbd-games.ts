/**
 * Typed reader of cfbd-games-2023-2024: 2023.json, 2024.json and 2024P.json are CollegeFootballData
 * `/games` responses, one layout: an array of games, each checked against one zod schema.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { FileStats, ImportReport } from "../sources/common";

const DIR = "cfbd-games-2023-2024";
/** The files, in the order they are read (2024P: the 2024 postseason). */
export const FILE_NAMES = ["2023.json", "2024.json", "2024P.json"];

/** The paths of the game files under `dataDir`, in reading order. */
export function cfbdGameFiles(dataDir: string): string[] {
  return FILE_NAMES.map((name) => path.join(dataDir, DIR, name));
}

/** A CFBD game: the fields the import uses (`start_date` UTC; points null until played). */
export const cfbdGameSchema = z.object({
  id: z.number(),
  season: z.number().int(),
  week: z.number().int().nullable(),
  season_type: z.enum(["regular", "postseason"]),
  start_date: z.string(),
  start_time_tbd: z.boolean().nullable(),
  neutral_site: z.boolean().nullable(),
  conference_game: z.boolean().nullable(),
  attendance: z.number().nullable(),
  venue: z.string().nullable(),
  home_id: z.number(),
  home_team: z.string(),
  home_conference: z.string().nullable(),
  home_division: z.string().nullable(),
  home_points: z.number().nullable(),
  away_id: z.number(),
  away_team: z.string(),
  away_conference: z.string().nullable(),
  away_division: z.string().nullable(),
  away_points: z.number().nullable(),
  notes: z.string().nullable(),
});
export type CfbdGame = z.output<typeof cfbdGameSchema>;

/**
 * The games of one file into the build report: every record counted as read, one failing the
 * schema rejected with its record number (1-based) and reason. Not an array: no games.
 */
export function readCfbdGames(report: ImportReport, stats: FileStats, file: string): CfbdGame[] {
  const raw: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  const list: unknown[] = Array.isArray(raw) ? raw : [];
  stats.read = list.length;
  const games: CfbdGame[] = [];
  list.forEach((item, i) => {
    const parsed = cfbdGameSchema.safeParse(item);
    if (parsed.success) games.push(parsed.data);
    else
      report.reject(
        stats,
        i + 1,
        `record ${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`,
      );
  });
  return games;
}
