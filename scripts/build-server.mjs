/**
 * Compiles the production server ahead of time: server.ts with everything it imports from this
 * repository (server/, app/api, app/site, backend/, domain/) bundled into one plain JavaScript
 * file, build/server.js (and the embedded API's worker thread, build/api-worker.js, which server.ts
 * starts from beside itself), so production runs no TypeScript loader. Packages stay in node_modules.
 * Runs after `remix vite:build` in `npm run build`.
 */
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const packages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];

const started = Date.now();
const result = await build({
  entryPoints: { server: "server.ts", "api-worker": "server/api-worker.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Every package (and its subpaths) is imported at run time; the repository's own code is bundled.
  external: packages,
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
  metafile: true,
});
const outputs = Object.entries(result.metafile.outputs).filter(([, o]) => o.entryPoint);
console.log(
  `${outputs.map(([file, o]) => `${file} ${(o.bytes / 1024).toFixed(0)} KB`).join(", ")} from ${Object.keys(result.metafile.inputs).length} modules in ${Date.now() - started} ms`,
);
