/** What a database build depends on, for deciding whether the built database is stale. */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../db/connection";
import { currentSeasonStartYear } from "../../domain/season";
// The importers' rule for where the open datasets live (DATA_DIR, else ../shared/data).
import { openDataDir } from "./sources/common";

export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, "backend", "data");

/** Code whose change changes the database: schema, migrations, build steps, season rules. */
const CODE_INPUTS = [
  path.join(REPO_ROOT, "backend", "db"),
  path.join(REPO_ROOT, "backend", "import"),
  path.join(REPO_ROOT, "app", "lib", "season.ts"),
];

function walk(entry: string, out: string[]): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) {
      if (!name.startsWith(".")) walk(path.join(entry, name), out);
    }
  } else if (stat.isFile()) {
    out.push(entry);
  }
}

/** Files the build reads from the open datasets folder (DATA_DIR), if there is one. */
function openDataFiles(): string[] {
  const dir = openDataDir();
  const files: string[] = [];
  if (dir) walk(dir, files);
  return files;
}

/** Every input file: the curated data folder, the build code and the open datasets. */
export function inputFiles(dataDir: string = DEFAULT_DATA_DIR): string[] {
  const files: string[] = [];
  walk(dataDir, files);
  for (const entry of CODE_INPUTS) walk(entry, files);
  return [...files, ...openDataFiles()];
}

/** Newest modification time among the inputs (ms since epoch). */
export function newestInputTime(dataDir?: string): number {
  let newest = 0;
  for (const file of inputFiles(dataDir)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  return newest;
}

/**
 * A fingerprint of the inputs, stored in build_info (PostgreSQL has no file mtime to compare):
 * contents of our own files, size and mtime of the (large) open dataset files.
 */
export function inputsFingerprint(dataDir: string = DEFAULT_DATA_DIR): string {
  const hash = crypto.createHash("sha256");
  const own: string[] = [];
  walk(dataDir, own);
  for (const entry of CODE_INPUTS) walk(entry, own);
  for (const file of own) {
    hash.update(`${path.relative(REPO_ROOT, file)}\0`);
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  for (const file of openDataFiles()) {
    const stat = fs.statSync(file);
    hash.update(`${file}\0${stat.size}\0${Math.trunc(stat.mtimeMs)}\0`);
  }
  return hash.digest("hex");
}

const SPORTS = ["football", "basketball", "baseball", "hockey"];

/**
 * The current season of each sport when the database was built; a database built before a season
 * rolled over lacks the new season and is stale.
 */
export function seasonHorizon(at: Date): string {
  return JSON.stringify(Object.fromEntries(SPORTS.map((s) => [s, currentSeasonStartYear(at, s)])));
}
