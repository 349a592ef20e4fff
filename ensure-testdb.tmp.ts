import { ensureTestDatabase } from "./tests/support/test-database";
ensureTestDatabase().then((m) => console.log(m));
