import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Kept apart from vite.config.ts so Vitest never loads the Remix plugin.
export default defineConfig({
  // Loader tests import route modules, whose components import .css.ts styles.
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    // Sized for a loaded two-core machine: no test's correctness may depend on a quiet one.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Test files share their worker's module graph instead of importing it afresh each: a new graph
    // per file cost more than the tests (unit project 85 s isolated, 31 s shared; data 29 s and 13 s,
    // two cores). Files keep no state at module level between them: each builds its own database and
    // handler, and the suite passes in any file order (--sequence.shuffle.files).
    isolate: false,
    setupFiles: ["tests/support/yield-between-tests.ts"],
    projects: [
      // Pure logic, loaders, and the backend contract over fixture databases each test file builds.
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/loaders/**/*.test.ts", "tests/backend/**/*.test.ts"],
        },
      },
      // Facts of the real data, read from the run's one database: its global setup builds that
      // database (or finds it current), and runs only when a test of this project is selected.
      {
        extends: true,
        test: {
          name: "data",
          include: ["tests/data/**/*.test.ts"],
          globalSetup: ["tests/support/vitest-global-setup.ts"],
        },
      },
    ],
  },
});
