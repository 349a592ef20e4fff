import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const PRELOAD_HELPER = /vite\/preload-helper/;
const ATTRIBUTIONS = /backend[\\/]data[\\/]attributions\.json$|app[\\/]lib[\\/]attributions\.ts$/;

// zod in a chunk of its own: only code that validates in the browser (the search box's
// suggestions, loaded after hydration) fetches it, not every page sharing a helper module. Vite's
// preload helper (every module with a dynamic import needs it) too: merged into a small shared
// chunk, it pulled that chunk's other modules into every page's first load, the shell's included.
// The open datasets' statements likewise: the pages that cite a source need them, the shell does not.
const manualChunks = (id: string) =>
  ZOD.test(id)
    ? "zod"
    : PRELOAD_HELPER.test(id)
      ? "preload"
      : ATTRIBUTIONS.test(id)
        ? "attributions"
        : undefined;

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
    },
  },
  server: { port: 5184 },
  build: {
    target: "es2022",
    rollupOptions: {
      // zod's module body only defines schema classes; declaring it free of side effects lets a
      // browser bundle that imports a module with (unused) parameter shapes drop zod entirely.
      // Chunks under 4 KB merge into others: a page asks for 15-33 scripts instead of 40-48. At
      // 12 KB, merged chunks carried code most pages do not use (the 15 key pages' mean first
      // load 129.1 KB gzipped against 126.4 at 4 KB, for two scripts fewer at most).
      output: { manualChunks, experimentalMinChunkSize: 4_000 },
    },
  },
  plugins: [
    vanillaExtractPlugin(),
    !process.env.VITEST && remix(remixConfig),
    // zod's module body only defines schema classes: declared free of side effects, it is dropped
    // from a browser bundle whose modules hold (unused) parameter shapes. A transform result
    // overrides the resolver's verdict (zod's package.json declares nothing).
    {
      name: "zod-side-effect-free",
      enforce: "post",
      transform: (code, id) => (ZOD.test(id) ? { code, map: null, moduleSideEffects: false } : null),
    },
  ],
});
