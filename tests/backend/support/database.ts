/**
 * Test databases built with the real schema and build pipeline from the fixture data: a SQLite
 * file in a temporary folder, or, with TEST_DATABASE_URL=postgres://..., a fresh PostgreSQL
 * database created for the run and dropped afterwards.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase } from "../../../backend/db/connection";
import type { Database } from "../../../backend/db/schema";
import { buildDatabase } from "../../../backend/import/build-db";
import { createApiHandler, type ApiHandler } from "../../../backend/http/handler";
import { FIXTURE_DATA_DIR, fixtureStep } from "./fixture-step";

/** The instant every backend test runs at (a Saturday in the 2026 NFL season). */
export const TEST_NOW = "2026-11-21T15:00:00-05:00";

export type Engine = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase {
  engine: Engine;
  url: string;
  db: Kysely<Database>;
  handler: ApiHandler;
  close(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.href;
}

async function adminQuery(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(
  engine: Engine,
  options: { dataDir?: string; extraFixtures?: string[] } = {},
): Promise<TestDatabase> {
  const now = new Date(TEST_NOW);
  const dataDir = options.dataDir ?? FIXTURE_DATA_DIR;
  const importers = [fixtureStep(), ...(options.extraFixtures ?? []).map((file) => fixtureStep(file))];
  if (engine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contract-"));
    const file = path.join(dir, "test.sqlite");
    await buildDatabase({ target: file, dataDir, now, importers });
    const db = openDatabase(file, { readonly: true });
    return {
      engine,
      url: file,
      db,
      handler: createApiHandler(db, { now: () => now }),
      async close() {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error("TEST_DATABASE_URL is not set");
  const name = `contract_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  // Byte-order collation, like SQLite's default, so ORDER BY on names agrees across engines.
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
  const url = withDatabase(admin, name);
  await buildDatabase({ target: url, dataDir, now, importers });
  const db = openDatabase(url, { poolSize: 4 });
  return {
    engine,
    url,
    db,
    handler: createApiHandler(db, { now: () => now }),
    async close() {
      await db.destroy();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Builds a fixture database on `engine` before the tests of the enclosing describe (or file), hands
 * it to `ready` (which keeps it and reads what those tests share), and closes it after them.
 */
export function withFixtureDatabase(engine: Engine, ready: (t: TestDatabase) => void | Promise<void>): void {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await ready(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}
