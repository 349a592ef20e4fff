/**
 * The one database of a test run: built from the curated data and the open datasets with the test
 * clock, once, into `.data/test/sports.sqlite`, and reused while its inputs' fingerprint and clock
 * match. The data tests read it (`openTestDatabase`, `testBuildLog`), the browser suite's server
 * serves it, and `npm test` builds it beside the lint so no later step waits for it. Tests that
 * check a build step on purpose build small fixtures of their own (tests/backend).
 */
import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { REPO_ROOT, openDatabase } from "../../backend/db/connection";
import type { Database } from "../../backend/db/schema";
import { buildDatabase, buildLogFile } from "../../backend/import/build-db";
import { writeDownloads } from "../../backend/import/downloads";
import { cacheKey, restoreCachedDatabase, storeBuiltDatabase } from "../../backend/import/database-cache";
import { staleReason } from "../../backend/import/ensure-db";
import { inputsFingerprint, seasonHorizon } from "../../backend/import/inputs";
import { TEST_DATABASE_FILE, TEST_NOW } from "./test-env";

export { TEST_DATABASE_FILE, TEST_NOW };

const LOG_FILE = buildLogFile(TEST_DATABASE_FILE);
const CLOCK = new Date(TEST_NOW).toISOString();

/** Why the test database must be built, or null when the one on disk is current. */
async function testDatabaseStale(): Promise<string | null> {
  const target = { kind: "sqlite" as const, file: TEST_DATABASE_FILE };
  const reason = await staleReason(target, undefined, new Date(TEST_NOW));
  if (reason) return reason;
  if (!fs.existsSync(LOG_FILE)) return "no build log";
  const db = openDatabase(TEST_DATABASE_FILE, { readonly: true });
  try {
    const clock = await db
      .selectFrom("build_info")
      .select("value")
      .where("key", "=", "clock")
      .executeTakeFirst();
    return clock?.value === CLOCK ? null : "built with another clock";
  } finally {
    await db.destroy();
  }
}

/**
 * Builds the test database (and its bulk downloads, which the suite's server serves) unless the one
 * on disk is current; returns what happened in one line.
 */
export async function ensureTestDatabase(): Promise<string> {
  const reason = await testDatabaseStale();
  const where = path.relative(REPO_ROOT, TEST_DATABASE_FILE);
  if (!reason) return `test database ${where} is current: reused`;
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  // The machine cache (backend/import/database-cache.ts) holds builds by inputs and clock: a build of
  // the same inputs at the test clock by another checkout is the same database.
  const key = cacheKey(inputsFingerprint(), seasonHorizon(new Date(TEST_NOW)));
  const restored = restoreCachedDatabase(TEST_DATABASE_FILE, key, CLOCK);
  if (restored && !(await testDatabaseStale())) {
    await writeDownloads(TEST_DATABASE_FILE);
    return `test database ${where} copied (${reason}) from ${restored} in ${seconds()} s`;
  }
  await buildDatabase({ target: TEST_DATABASE_FILE, now: new Date(TEST_NOW) });
  const failure = storeBuiltDatabase(TEST_DATABASE_FILE, key, CLOCK);
  await writeDownloads(TEST_DATABASE_FILE);
  return `test database ${where} built (${reason}) in ${seconds()} s${failure ? `; not cached: ${failure}` : ""}`;
}

/** The test database, read-only; the caller destroys it. */
export function openTestDatabase(): Kysely<Database> {
  if (!fs.existsSync(TEST_DATABASE_FILE))
    throw new Error(
      `${TEST_DATABASE_FILE} is missing: run the tests through vitest (its global setup builds it)`,
    );
  return openDatabase(TEST_DATABASE_FILE, { readonly: true });
}

/** The lines the build of the test database logged (rows read, imported and rejected per file, warnings). */
export function testBuildLog(): string[] {
  return fs.readFileSync(LOG_FILE, "utf8").split("\n");
}

/** A consistency figure of /data-quality as the build of the test database stored it. */
export async function qualityFigure(
  db: Kysely<Database>,
  key: string,
): Promise<{ key: string; passed: number | null; total: number | null; detail: string | null } | undefined> {
  return db
    .selectFrom("data_quality")
    .select(["key", "passed", "total", "detail"])
    .where("section", "=", "consistency")
    .where("key", "=", key)
    .executeTakeFirst();
}
