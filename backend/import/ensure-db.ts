/**
 * Used by the server at start: builds the database when it is missing or stale, else leaves it.
 * SQLite is stale when any input file is newer than it; PostgreSQL (no file to compare) when the
 * stored fingerprint of the inputs differs. Either is stale when a season has rolled over since
 * the build (the new season is missing).
 */
import fs from "node:fs";
import { now as clockNow } from "../../domain/clock";
import { openTarget, resolveDatabaseTarget, type DatabaseTarget } from "../db/connection";
import { pendingMigrations } from "../db/migrations";
import { buildDatabase, type BuildResult } from "./build-db";
import { inputsFingerprint, newestInputTime, seasonHorizon } from "./inputs";
import type { BuildStep } from "./step";

export interface EnsureOptions {
  /** SQLite path or postgres:// URL; default DATABASE_URL / DATABASE_FILE / .data/sports.sqlite. */
  target?: string;
  dataDir?: string;
  log?: (message: string) => void;
  /** Default: the registered importers (see build-db). */
  importers?: BuildStep[];
}

export interface EnsureResult {
  target: DatabaseTarget;
  built: boolean;
  reason: string | null;
  build?: BuildResult;
}

/** The stored build facts; null when the schema is out of date, "unreadable" when the file is not a usable database. */
async function readBuildInfo(target: DatabaseTarget): Promise<Map<string, string> | null | "unreadable"> {
  let db: ReturnType<typeof openTarget>;
  try {
    // Opening a corrupt SQLite file throws ("file is not a database"): a reason to rebuild, not a crash.
    db = openTarget(target, { readonly: target.kind === "sqlite", poolSize: 1 });
  } catch {
    return "unreadable";
  }
  try {
    if ((await pendingMigrations(db)).length > 0) return null;
    const rows = await db.selectFrom("build_info").select(["key", "value"]).execute();
    return new Map(rows.map((r) => [r.key, r.value]));
  } catch (error) {
    return target.kind === "sqlite" && /not a database|malformed|corrupt/i.test(error instanceof Error ? error.message : "") ? "unreadable" : null;
  } finally {
    await db!.destroy().catch(() => undefined);
  }
}

/** Why the database needs a build, or null when it is current. */
export async function staleReason(target: DatabaseTarget, dataDir?: string, at: Date = clockNow()): Promise<string | null> {
  if (target.kind === "sqlite") {
    if (!fs.existsSync(target.file)) return "missing";
    if (fs.statSync(target.file).mtimeMs < newestInputTime(dataDir)) return "inputs changed";
  }
  const info = await readBuildInfo(target);
  if (info === "unreadable") return "the database file is corrupt or unreadable";
  if (!info) return "schema out of date";
  if (target.kind === "postgres" && info.get("inputs") !== inputsFingerprint(dataDir)) return "inputs changed";
  if (info.get("season_horizon") !== seasonHorizon(at)) return "a new season started";
  return null;
}

export async function ensureDatabase(options: EnsureOptions = {}): Promise<EnsureResult> {
  const target = resolveDatabaseTarget(options.target);
  const log = options.log ?? ((m: string) => console.log(`[db] ${m}`));
  const reason = await staleReason(target, options.dataDir);
  if (!reason) return { target, built: false, reason: null };
  log(`building the database (${reason})`);
  const build = await buildDatabase({ target: options.target, dataDir: options.dataDir, importers: options.importers, log });
  return { target, built: true, reason, build };
}
