/**
 * A machine-wide cache of built SQLite databases, keyed by what makes a build what it is: the inputs'
 * fingerprint (curated data, the build's code, the open datasets), the season horizon and the
 * lock file (the libraries the build runs on). A fresh clone whose inputs match a database another
 * checkout on this machine built copies it (seconds) instead of building it again (minutes); any
 * change to an input makes a new key, so a stale database is never reused. Each entry carries its
 * build log and the clock it was built at, so the test run can insist on its own clock.
 *
 * DATABASE_CACHE: "on" (default) restores and stores, "store" only stores (CI: proves the build
 * from scratch, then leaves it for the next start), "off" neither. DATABASE_CACHE_DIR: where;
 * default $XDG_CACHE_HOME or ~/.cache, then sports-history/databases. At most two entries are kept.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { REPO_ROOT } from "../db/connection";
import { buildLogFile } from "./build-db";

const KEEP = 2;

const modeSchema = z.enum(["on", "store", "off"]);

export interface CacheOptions {
  /** Default from DATABASE_CACHE_DIR, else the user's cache folder. */
  dir?: string;
  /** Default from DATABASE_CACHE. */
  mode?: "on" | "store" | "off";
}

/** DATABASE_CACHE, checked like every setting: a value we do not know stops the start with its name. */
function readMode(value: string | undefined): "on" | "store" | "off" {
  const parsed = modeSchema.safeParse(value ?? "on");
  if (!parsed.success) throw new Error(`DATABASE_CACHE must be on, store or off (got "${value}")`);
  return parsed.data;
}

function settings(options: CacheOptions): { dir: string; mode: "on" | "store" | "off" } {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return {
    dir: options.dir ?? process.env.DATABASE_CACHE_DIR ?? path.join(base, "sports-history", "databases"),
    mode: options.mode ?? readMode(process.env.DATABASE_CACHE),
  };
}

/** The key of a build's inputs: the fingerprint and season horizon it stores, and the lock file. */
export function cacheKey(fingerprint: string, horizon: string): string {
  const hash = crypto.createHash("sha256").update(`${fingerprint}\0${horizon}\0`);
  const lock = path.join(REPO_ROOT, "package-lock.json");
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  return hash.digest("hex").slice(0, 32);
}

const clockTag = (clock: string) => crypto.createHash("sha256").update(clock).digest("hex").slice(0, 12);

/** Writes `from` to `to` through a temporary file and a rename, so no reader sees half a file. */
function copyAtomically(from: string, to: string): void {
  const temp = `${to}.${process.pid}.partial`;
  try {
    fs.copyFileSync(from, temp, fs.constants.COPYFILE_FICLONE);
    fs.renameSync(temp, to);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Copies a just-built database (closed, with its build log beside it) into the cache under `key`
 * and the clock it was built at, then drops all but the newest entries. A cache that cannot be
 * written (read-only home, full disk) costs the next start a build, nothing else: the reason is returned.
 */
export function storeBuiltDatabase(
  file: string,
  key: string,
  clock: string,
  options: CacheOptions = {},
): string | null {
  const { dir, mode } = settings(options);
  if (mode === "off") return "the cache is off";
  try {
    fs.mkdirSync(dir, { recursive: true });
    const entry = path.join(dir, `${key}-${clockTag(clock)}.sqlite`);
    copyAtomically(buildLogFile(file), buildLogFile(entry));
    copyAtomically(file, entry);
    const entries = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".sqlite"))
      .map((name) => ({ name, at: fs.statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const old of entries.slice(KEEP)) {
      fs.rmSync(path.join(dir, old.name), { force: true });
      fs.rmSync(buildLogFile(path.join(dir, old.name)), { force: true });
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Copies the cached database of `key` (built at `clock`, or at any clock when none is given; the
 * newest first) to `file`, replacing what is there; returns the entry used, or null when the cache
 * holds none (or is off or store-only). The caller checks the restored file like any other.
 */
export function restoreCachedDatabase(
  file: string,
  key: string,
  clock?: string,
  options: CacheOptions = {},
): string | null {
  const { dir, mode } = settings(options);
  if (mode !== "on" || !fs.existsSync(dir)) return null;
  const wanted = clock ? `${key}-${clockTag(clock)}.sqlite` : null;
  const candidates = fs
    .readdirSync(dir)
    .filter((name) => (wanted ? name === wanted : name.startsWith(`${key}-`) && name.endsWith(".sqlite")))
    .map((name) => path.join(dir, name))
    .filter((entry) => fs.existsSync(buildLogFile(entry)))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  const entry = candidates[0];
  if (!entry) return null;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(`${file}${suffix}`, { force: true });
  copyAtomically(buildLogFile(entry), buildLogFile(file));
  copyAtomically(entry, file);
  return entry;
}
