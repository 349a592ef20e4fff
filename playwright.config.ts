import { defineConfig } from "@playwright/test";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { TEST_DATABASE_FILE, TEST_NOW } from "./tests/support/test-env";
import { noJavaScriptSpecs, readOnlyTests } from "./tests/e2e/no-javascript";
import { QUIET_CHROMIUM_FLAGS } from "./scripts/chromium-flags";

export const TEST_PORT = Number(process.env.TEST_PORT ?? 5199);
/** The date every browser test runs on (APP_NOW): a Saturday in November 2026. */
export { TEST_NOW };
// The run's one database (tests/support/test-database.ts), for the suite's server and for every
// server a test starts itself (the config is read by each worker too).
process.env.DATABASE_FILE = TEST_DATABASE_FILE;

// Debian's headless shell (package chromium-headless-shell, the same build as chromium): the
// browser Playwright itself runs headless. The full browser's headless mode costs more per visit:
// the championships spec, 27 tests on two workers, took 95 s with it and 73 s with the shell.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
// The suite visits nine hosts (*.localhost) turn by turn in one reused page. With site isolation
// each cross-host navigation starts a new renderer process; without it a renderer serves every
// host. Measured on the 40 desktop axe walks (2 workers, load 10-12, CPU of the whole run from its
// cgroup): 134-141 s of CPU with isolation, 89-115 s without. A test browser on our own hosts has
// no cross-site content for isolation to protect.
const ONE_RENDERER_PER_SITE = [
  "--disable-site-isolation-trials",
  "--disable-features=IsolateOrigins,site-per-process",
  "--process-per-site",
];
const chromiumLaunch = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [...QUIET_CHROMIUM_FLAGS, "--disable-quic", ...ONE_RENDERER_PER_SITE],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // `npm test` (scripts/test.ts) also asks for the JSON report, to print the run's totals.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${TEST_PORT}`,
    launchOptions: chromiumLaunch,
    trace: "off",
    // One context per worker, reset between tests (cookies, storage, cache, routes, extra pages):
    // a new context per test costs a new renderer each time. Measured on the championships and
    // teams specs (41 tests, 2 workers): 178-191 s with a context per test, 127-144 s reused.
    reuseContext: true,
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true }, testIgnore: /resilience\.spec\.ts/ },
    // Without JavaScript: the tests that act on pages of the specs whose pages behave differently
    // there; a test that only reads the server's HTML runs once, above (tests/e2e/no-javascript.ts).
    {
      name: "js-off",
      use: { javaScriptEnabled: false },
      testMatch: noJavaScriptSpecs,
      grepInvert: readOnlyTests(fileURLToPath(new URL("./tests/e2e", import.meta.url))),
    },
    // Fuzz, faults and load use the machine's cores: they run alone, after the page suites.
    { name: "resilience", testMatch: /resilience\.spec\.ts/, dependencies: ["js-on", "js-off"] },
  ],
  webServer: {
    // The compiled server (npm run build makes it), as in production.
    command: "node --max-old-space-size=176 --max-semi-space-size=8 build/server.js",
    url: `http://localhost:${TEST_PORT}/healthz`,
    reuseExistingServer: process.env.PW_REUSE_SERVER === "1",
    // `npm test` has built the database by now; run alone, the server builds it first (minutes on a loaded machine).
    timeout: 600_000,
    stdout: "pipe",
    env: {
      PORT: String(TEST_PORT),
      APP_NOW: TEST_NOW,
      NODE_ENV: "production",
      CSP: "enforce",
      // Score pages refresh faster in tests (defaults 30 s live, 2 min today) and see updates sooner.
      SCORES_LIVE_REFRESH_MS: "1500",
      SCORES_TODAY_REFRESH_MS: "2500",
      DATA_VERSION_CHECK_MS: "300",
      // The scope invariants and the link crawl ask thousands of pages from one address; the rate
      // limit has its own tests (tests/unit/rate-limit.test.ts, the resilience suite).
      RATE_LIMIT_PER_MINUTE: "0",
    },
  },
});
