/**
 * `npm run db:build`: builds the database from backend/data (and, later, the open datasets).
 * SQLite is built into a temporary file that replaces the old one by rename, so readers never see
 * a half-built database; PostgreSQL is rebuilt inside one transaction for the same reason.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql, type Kysely } from "kysely";
import { now as clockNow } from "../../domain/clock";
import { REPO_ROOT, openTarget, resolveDatabaseTarget, dialectOf } from "../db/connection";
import { migrateToLatest } from "../db/migrations";
import { TABLES_IN_LOAD_ORDER, type Database } from "../db/schema";
import { createContext } from "./context";
import { DataFileError } from "./data-files";
import { writeDownloads } from "./downloads";
import { importers as defaultImporters } from "./importers";
import { DEFAULT_DATA_DIR, inputsFingerprint, seasonHorizon } from "./inputs";
import { qualityStep } from "./quality/step";
import type { BuildStep } from "./step";
import { analyticsFiguresStep } from "./steps/analytics-figures";
import { championsStep } from "./steps/champions";
import { finalizeStep } from "./steps/finalize";
import { referenceStep } from "./steps/reference";
import { searchIndexStep } from "./steps/search-index";
import { teamsStep } from "./steps/teams";

/** The curated facts, in dependency order. Importers run after these, then `finalize`. */
export const coreSteps: BuildStep[] = [referenceStep, teamsStep, championsStep];
/**
 * Steps that read the final tables, after every importer (registered or given by a test) and
 * `finalize`: the site search indexes whatever teams and people the build produced.
 */
export const closingSteps: BuildStep[] = [finalizeStep, searchIndexStep];

export interface BuildOptions {
  /** SQLite file path or postgres:// URL; default DATABASE_URL / DATABASE_FILE / .data/sports.sqlite. */
  target?: string;
  dataDir?: string;
  log?: (message: string) => void;
  /** 'Now' for the season horizon; default the app clock (APP_NOW). */
  now?: Date;
  /** Steps run after the curated facts and before finalize; default the registered importers. */
  importers?: BuildStep[];
}

export interface BuildResult {
  target: string;
  counts: Record<string, number>;
  warnings: string[];
  ms: number;
}

/** The log of the last build of a SQLite database file, beside it. */
export function buildLogFile(databaseFile: string): string {
  return `${databaseFile}.build.log`;
}

/** Builds a complete database at `target` (atomically) and returns what it holds. */
export async function buildDatabase(options: BuildOptions = {}): Promise<BuildResult> {
  const started = Date.now();
  const resolved = resolveDatabaseTarget(options.target);
  const log = options.log ?? (() => {});

  if (resolved.kind === "postgres") {
    const db = openTarget(resolved, { poolSize: 2 });
    try {
      const result = await loadDatabase(db, options);
      return { target: redact(resolved.url), ...result, ms: Date.now() - started };
    } finally {
      await db.destroy();
    }
  }

  const file = resolved.file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const db = openTarget({ kind: "sqlite", file: temp });
  // What the build reported is kept beside the file it describes (rows read, imported and rejected
  // per file, warnings), so an operator, or a test of the data, can read it after the fact.
  const lines: string[] = [];
  const keep = (message: string) => {
    lines.push(message);
    log(message);
  };
  try {
    // A throw-away file until the rename: durability settings would only slow the build down.
    await sql`pragma journal_mode = off`.execute(db);
    await sql`pragma synchronous = off`.execute(db);
    const result = await loadDatabase(db, { ...options, log: keep });
    await sql`pragma journal_mode = delete`.execute(db);
    await db.destroy();
    fs.writeFileSync(`${temp}.log`, `${lines.join("\n")}\n`);
    fs.renameSync(`${temp}.log`, buildLogFile(file));
    fs.renameSync(temp, file);
    log(`database written to ${path.relative(REPO_ROOT, file) || file} in ${Date.now() - started} ms`);
    return { target: file, ...result, ms: Date.now() - started };
  } catch (error) {
    await db.destroy().catch(() => {});
    fs.rmSync(temp, { force: true });
    fs.rmSync(`${temp}.log`, { force: true });
    throw error;
  }
}

/**
 * Migrates `db`, empties it and loads every step inside one transaction. Exported for tests and
 * for PostgreSQL databases created elsewhere.
 */
export async function loadDatabase(
  db: Kysely<Database>,
  options: Omit<BuildOptions, "target"> = {},
): Promise<Omit<BuildResult, "target" | "ms">> {
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const log = options.log ?? (() => {});
  const now = options.now ?? clockNow();
  // The /analytics figures last: they read every final table.
  const steps = [
    ...coreSteps,
    ...(options.importers ?? defaultImporters),
    ...closingSteps,
    qualityStep,
    analyticsFiguresStep,
  ];

  // Taken before the steps run: a source edited during the build must leave the database stale.
  const inputs = inputsFingerprint(dataDir);
  await migrateToLatest(db);
  const { counts, warnings } = await db.transaction().execute(async (trx) => {
    for (const table of [...TABLES_IN_LOAD_ORDER].reverse()) await trx.deleteFrom(table).execute();
    const ctx = createContext({ db: trx, dataDir, rootDir: REPO_ROOT, now, log });
    for (const step of steps) {
      const t = Date.now();
      await step.run(ctx);
      ctx.problems.throwIfAny();
      log(`step "${step.name}" done in ${Date.now() - t} ms`);
      // SQLite calls resolve as microtasks, so without this the whole build is one block the event
      // loop never leaves: a caller (a test runner's worker answering its runner, a progress log)
      // would wait the full minute. Yielding between steps keeps each block to one step.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await ctx.insert("build_info", [
      { key: "built_at", value: new Date().toISOString() },
      { key: "clock", value: now.toISOString() },
      { key: "season_horizon", value: seasonHorizon(now) },
      { key: "inputs", value: inputs },
    ]);
    const counts: Record<string, number> = {};
    for (const table of TABLES_IN_LOAD_ORDER) {
      const row = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return { counts, warnings: ctx.warnings };
  });
  // Fresh statistics let the planners pick the indexes.
  await sql`analyze`.execute(db);

  for (const warning of warnings.slice(0, 30)) log(`warning: ${warning}`);
  if (warnings.length > 30) log(`warning: ... and ${warnings.length - 30} more`);
  log(
    `rows: ${Object.entries(counts)
      .filter(([table, n]) => n > 0 && table !== "build_info")
      .map(([table, n]) => `${table} ${n}`)
      .join(", ")} (${dialectOf(db)})`,
  );
  return { counts, warnings };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}

// The file-name test keeps the compiled server (this code bundled into build/server.js) from building on import.
const invokedDirectly =
  process.argv[1] &&
  /build-db\.[cm]?[jt]s$/.test(process.argv[1]) &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  const log = (m: string) => console.log(m);
  buildDatabase({ log })
    // The bulk downloads (backend/import/downloads.ts) are files beside a SQLite database.
    .then(async (result) => {
      if (!/^postgres(ql)?:/.test(result.target)) await writeDownloads(result.target, log);
      return result;
    })
    .then(
      (result) => {
        console.log(`built ${result.target} in ${result.ms} ms`);
      },
      (error: unknown) => {
        console.error(error instanceof DataFileError ? error.message : error);
        process.exit(1);
      },
    );
}
