/**
 * Builds the app and the compiled server when either is missing or any source is newer than it,
 * so `npm start` works on a fresh clone and never serves a stale build.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const outputs = ["build/server/index.js", "build/server.js"];
const inputs = [
  "app",
  "public",
  "server.ts",
  "server",
  "backend",
  "domain",
  "vite.config.ts",
  "remix.config.js",
  "package-lock.json",
  "scripts/build-server.mjs",
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...inputs.map(newest)) > builtAt) {
  console.log(builtAt === 0 ? "No production build yet: building" : "Sources changed since the last build: rebuilding");
  execSync("npm run build", { stdio: "inherit" });
}
