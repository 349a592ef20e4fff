/**
 * What the data tests share: the run's database opened for a describe block's tests (and closed
 * after them), and the open-data folder whose absence skips them.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../backend/db/schema";
import { openDataDir } from "../../backend/import/sources/common";
import { openTestDatabase } from "../support/test-database";

/**
 * Opens the run's database before the tests of the enclosing describe, hands it to `ready` (which
 * keeps it and reads what those tests share), and destroys it after them.
 */
export function withTestDatabase(ready: (db: Kysely<Database>) => void | Promise<void>): void {
  let db: Kysely<Database> | undefined;
  beforeAll(async () => {
    db = openTestDatabase();
    await ready(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });
}

/** The open-data folder, or null with a warning that `test` is skipped. */
export function dataDirOrSkip(test: string): string | null {
  const dataDir = openDataDir();
  if (!dataDir) console.warn(`${test}: skipped — no DATA_DIR and no ../shared/data`);
  return dataDir;
}
