/**
 * `npm start`'s first step: builds the app and the compiled server when either is missing or any
 * source is newer than it, and at the same time builds the database when it is missing or stale
 * (backend/import/ensure-db.ts; the server would otherwise build it after the app), so a fresh
 * clone waits for the longer of the two, not their sum. The bulk downloads are written by the
 * server after it listens.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const outputs = ["build/server/index.js", "build/server.js", "build/openapi.json"];
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
  "scripts/write-openapi.ts",
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const work: Promise<void>[] = [];
if (builtAt === 0 || Math.max(...inputs.map(newest)) > builtAt) {
  console.log(
    builtAt === 0 ? "No production build yet: building" : "Sources changed since the last build: rebuilding",
  );
  work.push(run("npm", ["run", "build", "--silent"]));
}
// The embedded SQLite database only: with DATABASE_URL it is built once with `npm run db:build`,
// and with API_URL there is none. Its own process, without the server's heap cap.
if (!process.env.DATABASE_URL && !process.env.API_URL)
  work.push(run(process.execPath, ["--import", "tsx", "backend/import/ensure-db.ts"]));
try {
  await Promise.all(work);
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
