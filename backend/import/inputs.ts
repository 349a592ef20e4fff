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
function openDataFiles(): { dir: string; files: string[] } | null {
  const dir = openDataDir();
  if (!dir) return null;
  const files: string[] = [];
  walk(dir, files);
  return { dir, files };
}

/** Where the open datasets' content hashes are remembered, by path and stat stamp. */
const CONTENT_HASHES_FILE = path.join(REPO_ROOT, ".data", "open-data-hashes.json");
// The stat fields of a file's last hashing: any write or `touch` changes the change time (which
// no tool can set back), so same size and times mean the same bytes.
type HashMemo = Record<string, { stamp: string; sha1: string }>;

function readHashMemo(): HashMemo {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(CONTENT_HASHES_FILE, "utf8"));
    return parsed && typeof parsed === "object" ? (parsed as HashMemo) : {};
  } catch {
    return {};
  }
}

/**
 * The content hashes of the open dataset files. A file is read again only when its inode, size,
 * modification or change time moved since the last look; a copy of the same data (a fresh checkout of ../shared, a `touch`)
 * hashes the same and leaves the database current. The memo is a cache: when it cannot be written
 * the hashes are recomputed next time.
 */
function openDataHashes(data: { dir: string; files: string[] }): [string, string][] {
  const memo = readHashMemo();
  const next: HashMemo = {};
  let changed = false;
  const hashes = data.files.map((file): [string, string] => {
    const stat = fs.statSync(file);
    const stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
    const known = memo[file];
    const sha1 =
      known?.stamp === stamp
        ? known.sha1
        : ((changed = true), crypto.createHash("sha1").update(fs.readFileSync(file)).digest("hex"));
    next[file] = { stamp, sha1 };
    return [path.relative(data.dir, file), sha1];
  });
  if (changed || Object.keys(memo).length !== data.files.length) {
    try {
      fs.mkdirSync(path.dirname(CONTENT_HASHES_FILE), { recursive: true });
      const tmp = `${CONTENT_HASHES_FILE}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(next));
      fs.renameSync(tmp, CONTENT_HASHES_FILE);
    } catch {
      // A read-only checkout: the hashes are recomputed next time.
    }
  }
  return hashes;
}

/**
 * A fingerprint of the inputs, stored in build_info and compared at start (SQLite and PostgreSQL
 * alike): the contents of our own files and of the open dataset files (hashed again only when
 * touched, see openDataHashes). A file whose contents did not change leaves the database current.
 */
export function inputsFingerprint(dataDir: string = DEFAULT_DATA_DIR): string {
  const hash = crypto.createHash("sha256");
  for (const file of ownInputs(dataDir).sort()) {
    hash.update(`${path.relative(REPO_ROOT, file)}\0`);
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  const data = openDataFiles();
  for (const [file, sha1] of data ? openDataHashes(data) : []) hash.update(`${file}\0${sha1}\0`);
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
