/**
 * A cheap signal that the data changed without a rebuild (a live-score update): the build_info
 * row `data_version`, bumped by every feed update in the same transaction as its writes. A server
 * in another process reads it at most every few seconds and drops its cached backend responses
 * when it changes (server/data-version.ts).
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

export const DATA_VERSION_KEY = "data_version";

export async function readDataVersion(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom("build_info")
    .select("value")
    .where("key", "=", DATA_VERSION_KEY)
    .executeTakeFirst();
  return row?.value ?? null;
}

/** Sets a new version (time-ordered and unique); returns it. */
export async function bumpDataVersion(
  db: Kysely<Database> | Transaction<Database>,
  at: Date = new Date(),
): Promise<string> {
  const value = `${at.toISOString()} ${randomUUID().slice(0, 8)}`;
  await db
    .insertInto("build_info")
    .values({ key: DATA_VERSION_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
  return value;
}
