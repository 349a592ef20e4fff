/**
 * Builds the Remix app when there is no production build or any source is newer than it, so
 * `npm start` works on a fresh clone and never serves a stale build.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const output = "build/server/index.js";
const inputs = ["app", "public", "vite.config.ts", "remix.config.js", "package-lock.json"];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
if (builtAt === 0 || Math.max(...inputs.map(newest)) > builtAt) {
  console.log(builtAt === 0 ? "No production build yet: building" : "Sources changed since the last build: rebuilding");
  execSync("npx remix vite:build", { stdio: "inherit" });
}
