/**
 * Opens the database: PostgreSQL when the URL is postgres:// or postgresql://, otherwise the
 * embedded SQLite file (DATABASE_FILE, default `.data/sports.sqlite` in the repository).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

/** The repository: the nearest folder up with a package.json (this file runs from backend/db in source, from build/ when compiled). */
export const REPO_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, "../..");
  }
}

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export function isPostgresUrl(value: string | undefined | null): boolean {
  return !!value && /^postgres(ql)?:\/\//i.test(value);
}

/** The SQLite file used when no PostgreSQL URL is configured. */
export function defaultDatabaseFile(): string {
  const configured = process.env.DATABASE_FILE;
  return configured ? path.resolve(configured) : path.join(REPO_ROOT, ".data", "sports.sqlite");
}

/**
 * Where `url` (or DATABASE_URL) points: a PostgreSQL URL, or a SQLite file given as a path,
 * `file:path` or `sqlite:path`; nothing means the default SQLite file.
 */
export function resolveDatabaseTarget(url: string | undefined = process.env.DATABASE_URL): DatabaseTarget {
  if (url && isPostgresUrl(url)) return { kind: "postgres", url };
  if (url) return { kind: "sqlite", file: path.resolve(url.replace(/^(file|sqlite):(\/\/)?/i, "")) };
  return { kind: "sqlite", file: defaultDatabaseFile() };
}

// COUNT(*) is int8 in PostgreSQL, which pg returns as a string to avoid precision loss. Every
// count here is far below 2^53, so read int8 as a number and keep one code path for both databases.
pg.types.setTypeParser(20, (value: string) => Number.parseInt(value, 10));

export interface OpenOptions {
  /** Open the SQLite file read-only (the server never writes; the build replaces the file). */
  readonly?: boolean;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

export function openDatabase(url?: string, options: OpenOptions = {}): Kysely<Database> {
  return openTarget(resolveDatabaseTarget(url), options);
}

export function openTarget(target: DatabaseTarget, options: OpenOptions = {}): Kysely<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: options.poolSize ?? 10 });
    // An idle client dies when the server restarts or drops the database; without a listener that
    // 'error' event would crash the process. The pool replaces the client on the next query.
    pool.on("error", (error) => console.warn(`[db] idle PostgreSQL connection closed: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = new SqliteDatabase(target.file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
  // A 16 MB page cache holds the hot indexes; memory-mapped I/O (SQLITE_MMAP_MB, off by default)
  // saves syscalls but counts the whole file against the process's memory.
  sqlite.pragma("cache_size = -16384");
  sqlite.pragma(`mmap_size = ${Math.max(0, Number(process.env.SQLITE_MMAP_MB) || 0) * 1024 * 1024}`);
  if (!options.readonly) sqlite.pragma("foreign_keys = OFF");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Which SQL engine a Kysely instance talks to, for the few statements that differ. */
export function dialectOf(db: Kysely<Database>): "sqlite" | "postgres" {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
