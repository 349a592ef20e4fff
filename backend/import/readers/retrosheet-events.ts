/**
 * Reader of the Retrosheet event files (retrosheet-postseason-events/: YYYYWS.EVE, YYYYALCS.EVE, ...
 * for the MLB postseason; YYYYNGL.EVR for the Negro League World Series), parsed by
 * domain/retrosheet-events.ts. A file's games come back with the file's name, so a game the importer
 * cannot place is reported by file and id.
 */
import fs from "node:fs";
import path from "node:path";
import { parseEventFile, type EventGame } from "../../../domain/retrosheet-events";
import type { FileStats } from "../sources/common";

const DIR = "retrosheet-postseason-events";
/** An MLB postseason file (.EVE) or a Negro League World Series file (.EVR). */
const EVENT_FILE = /^(\d{4})[A-Z0-9]+\.EV([ER])$/;

/** The event files of the data directory, in order, with whether they hold MLB games. */
export function eventFiles(dataDir: string): { file: string; season: number; mlb: boolean }[] {
  const folder = path.join(dataDir, DIR);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((n) => EVENT_FILE.test(n))
    .sort()
    .map((n) => {
      const m = EVENT_FILE.exec(n)!;
      return { file: path.join(folder, n), season: Number(m[1]), mlb: m[2] === "E" };
    });
}

/** The games of one event file, counted on `stats` (each game a row; a game the parser could not read in full is still returned, with its problems). */
export function readEventFile(stats: FileStats, file: string): EventGame[] {
  if (stats.missing) return [];
  const games = parseEventFile(fs.readFileSync(file, "latin1"));
  stats.read += games.length;
  return games;
}
