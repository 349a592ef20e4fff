/** Builds the test run's one database unless the one on disk is current (tests/support/test-database.ts). */
import { ensureTestDatabase } from "../tests/support/test-database";

console.log(await ensureTestDatabase());
