/**
 * Used by the server at start: builds the database when it is missing or stale, else leaves it.
 * Stale means the stored fingerprint of the inputs (backend/import/inputs.ts: the curated data, the
 * build's module graph, the open datasets) differs from theirs now, for SQLite and PostgreSQL
 * alike, or a season has rolled over since the build (the new season is missing).
 */
import fs from "node:fs";
import { now as clockNow } from "../../domain/clock";
import { openTarget, resolveDatabaseTarget, type DatabaseTarget } from "../db/connection";
import { pendingMigrations } from "../db/migrations";
import { buildDatabase, type BuildResult } from "./build-db";
import { cacheKey, restoreCachedDatabase, storeBuiltDatabase, type CacheOptions } from "./database-cache";
import { inputsFingerprint, seasonHorizon } from "./inputs";
import type { BuildStep } from "./step";

export interface EnsureOptions {
  /** SQLite path or postgres:// URL; default DATABASE_URL / DATABASE_FILE / .data/sports.sqlite. */
  target?: string;
  dataDir?: string;
  log?: (message: string) => void;
  /** Default: the registered importers (see build-db). */
  importers?: BuildStep[];
  /** The machine cache of built databases; default the user's, or none when importers are given (a fixture build). */
  cache?: CacheOptions | null;
}

export interface EnsureResult {
  target: DatabaseTarget;
  built: boolean;
  reason: string | null;
  build?: BuildResult;
  /** The machine cache's entry copied in instead of a build (SQLite only). */
  restored?: string;
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
    return target.kind === "sqlite" &&
      /not a database|malformed|corrupt/i.test(error instanceof Error ? error.message : "")
      ? "unreadable"
      : null;
  } finally {
    await db!.destroy().catch(() => undefined);
  }
}

/** Why the database needs a build, or null when it is current. */
export async function staleReason(
  target: DatabaseTarget,
  dataDir?: string,
  at: Date = clockNow(),
): Promise<string | null> {
  if (target.kind === "sqlite" && !fs.existsSync(target.file)) return "missing";
  const info = await readBuildInfo(target);
  if (info === "unreadable") return "the database file is corrupt or unreadable";
  if (!info) return "schema out of date";
  if (info.get("inputs") !== inputsFingerprint(dataDir)) return "inputs changed";
  if (info.get("season_horizon") !== seasonHorizon(at)) return "a new season started";
  return null;
}

export async function ensureDatabase(options: EnsureOptions = {}): Promise<EnsureResult> {
  const target = resolveDatabaseTarget(options.target);
  const log = options.log ?? ((m: string) => console.log(`[db] ${m}`));
  const reason = await staleReason(target, options.dataDir);
  if (!reason) return { target, built: false, reason: null };
  // A build of the same inputs made by another checkout on this machine (SQLite only: a server
  // database is built once with `npm run db:build`). A fixture build (own importers) is not cached:
  // the fingerprint does not know which importers ran.
  const now = clockNow();
  const cache = options.cache === undefined ? (options.importers ? null : {}) : options.cache;
  const key =
    target.kind === "sqlite" && cache
      ? cacheKey(inputsFingerprint(options.dataDir), seasonHorizon(now))
      : null;
  if (key && cache && target.kind === "sqlite") {
    const restored = restoreCachedDatabase(target.file, key, undefined, cache);
    if (restored) {
      const again = await staleReason(target, options.dataDir, now);
      if (!again) {
        log(`copied the database of the same inputs from ${restored} (${reason})`);
        return { target, built: false, reason, restored };
      }
      log(`the cached database ${restored} is not usable (${again})`);
    }
  }
  log(`building the database (${reason})`);
  const build = await buildDatabase({
    target: options.target,
    dataDir: options.dataDir,
    importers: options.importers,
    now,
    log,
  });
  if (key && cache && target.kind === "sqlite") {
    const failure = storeBuiltDatabase(target.file, key, now.toISOString(), cache);
    if (failure) log(`the database was not cached for the next checkout: ${failure}`);
  }
  return { target, built: true, reason, build };
}

// `node --import tsx backend/import/ensure-db.ts` (npm start's first step): the database, if stale,
// while the app builds. The file-name test keeps the compiled server (which bundles this module) from running it.
const invokedDirectly = process.argv[1] && /ensure-db\.[cm]?[jt]s$/.test(process.argv[1]);
if (invokedDirectly) {
  ensureDatabase().then(
    (result) =>
      console.log(
        result.built
          ? `[db] built in ${result.build?.ms} ms`
          : result.restored
            ? "[db] copied from the machine's cache"
            : "[db] the database is current",
      ),
    (error: unknown) => {
      console.error(
        `[start] the database build failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
