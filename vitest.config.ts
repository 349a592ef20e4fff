import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Kept apart from vite.config.ts so Vitest never loads the Remix plugin.
export default defineConfig({
  // Loader tests import route modules, whose components import .css.ts styles.
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@domain": fileURLToPath(new URL("./domain", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/loaders/**/*.test.ts", "tests/backend/**/*.test.ts", "tests/data/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
