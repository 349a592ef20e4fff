/**
 * The fixed facts of a test run, without imports, so the Playwright config can read them too.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The date every test of the real data runs on (APP_NOW): a Saturday in November 2026. */
export const TEST_NOW = "2026-11-21T19:00:00-05:00";

/** The database of a test run (its bulk downloads are written beside it, in `downloads/`). */
export const TEST_DATABASE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  ".data",
  "test",
  "sports.sqlite",
);
