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

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@domain": fileURLToPath(new URL("./domain", import.meta.url)) } },
  server: { port: 5184 },
  build: { target: "es2022" },
  plugins: [vanillaExtractPlugin(), !process.env.VITEST && remix(remixConfig)],
});
