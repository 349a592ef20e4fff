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
      // zod in a chunk of its own: only code that validates in the browser (the search box's
      // suggestions, loaded after hydration) fetches it, not every page sharing a helper module.
      output: { manualChunks: (id) => (ZOD.test(id) ? "zod" : undefined), experimentalMinChunkSize: 12_000 },
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
