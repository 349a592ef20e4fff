/**
 * What a database build depends on, for deciding whether a built database is stale: the curated
 * data, the code the build runs (derived from its module graph, so an import added anywhere, in
 * `domain/` or elsewhere, is an input without a list to keep), the files that code reads beside
 * itself (crosswalks), and the open datasets.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { REPO_ROOT } from "../db/connection";
import { currentSeasonStartYear } from "../../domain/season";
// The importers' rule for where the open datasets live (DATA_DIR, else ../shared/data).
import { openDataDir } from "./sources/common";

export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, "backend", "data");

/** The module whose import graph is the build's code. */
const BUILD_ENTRY = path.join(REPO_ROOT, "backend", "import", "build-db.ts");
/** Folders whose non-code files (CSV crosswalks and the like) the build reads at run time. */
const FILE_INPUT_DIRS = [path.join(REPO_ROOT, "backend", "import"), path.join(REPO_ROOT, "backend", "db")];
const CODE_FILE = /\.(?:[cm]?[jt]sx?|json)$/;
const DOC_FILE = /\.md$/i;

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

let moduleGraph: string[] | undefined;

/**
 * Every repository module the database build imports, by esbuild's resolution of build-db.ts
 * (type-only imports are left out: they change no output). Computed once per process (~0.2 s).
 */
export function buildModules(): string[] {
  if (moduleGraph) return moduleGraph;
  const result = buildSync({
    entryPoints: [BUILD_ENTRY],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    tsconfig: path.join(REPO_ROOT, "tsconfig.json"),
    logLevel: "silent",
  });
  moduleGraph = Object.keys(result.metafile.inputs)
    .map((file) => path.resolve(REPO_ROOT, file))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`))
    .sort();
  return moduleGraph;
}

/** Our own inputs, whose contents are hashed: the curated data, the build's modules and the files it reads beside them. */
function ownInputs(dataDir: string): string[] {
  const files: string[] = [];
  walk(dataDir, files);
  for (const dir of FILE_INPUT_DIRS) {
    const beside: string[] = [];
    walk(dir, beside);
    files.push(...beside.filter((file) => !CODE_FILE.test(file) && !DOC_FILE.test(file)));
  }
  return [...new Set([...files, ...buildModules()])];
}

/** Files the build reads from the open datasets folder (DATA_DIR), if there is one. */
function openDataFiles(): string[] {
  const dir = openDataDir();
  const files: string[] = [];
  if (dir) walk(dir, files);
  return files;
}

/**
 * A fingerprint of the inputs, stored in build_info and compared at start (SQLite and PostgreSQL
 * alike): the contents of our own files, the size and mtime of the (large) open dataset files. A
 * file whose contents did not change (a checkout, a `touch`) leaves the database current.
 */
export function inputsFingerprint(dataDir: string = DEFAULT_DATA_DIR): string {
  const hash = crypto.createHash("sha256");
  for (const file of ownInputs(dataDir).sort()) {
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
