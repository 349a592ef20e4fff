/**
 * Vitest's global setup: makes sure the run's one database exists before any data test opens it
 * (`npm test` has usually built it already, beside the lint; then this only checks its fingerprint).
 */
import { openDataDir } from "../../backend/import/sources/common";
import { ensureTestDatabase } from "./test-database";

export default async function setup(): Promise<void> {
  // Without the open datasets the data tests skip themselves; there is nothing to build for them.
  if (!openDataDir()) return;
  console.log(`[vitest] ${await ensureTestDatabase()}`);
}
