/**
 * `npm test`: the whole suite in the shortest wall time two cores allow. Two lanes run at once,
 * each mostly one core's work: the static checks (typecheck, lint, format), Vitest's unit project
 * (which needs no database) and the app build; and the run's one database, then Vitest's data
 * project over it. Then Playwright, using both cores. A lane's output is printed when each of its
 * steps ends (its last lines, or all of it when it failed), so the two never interleave; the first
 * failure stops the run. The last line is the totals of both test runners.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

interface Step {
  name: string;
  command: string;
  /** Streams its output (the test runners) instead of printing it when it ends. */
  live?: boolean;
  env?: Record<string, string>;
  /** Starts once this has finished. */
  after?: Promise<void>;
}

const running = new Set<ChildProcess>();
const started = Date.now();
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "npm-test-"));
const vitestReports = {
  unit: path.join(reports, "vitest-unit.json"),
  data: path.join(reports, "vitest-data.json"),
};
const playwrightReport = path.join(reports, "playwright.json");
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

function run(step: Step): Promise<void> {
  const t = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: step.live ? "inherit" : ["ignore", "pipe", "pipe"],
      // Colours on a terminal (the lanes' output is piped), none in a log file.
      env: {
        ...process.env,
        ...(process.stdout.isTTY ? { FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } : { NO_COLOR: "1" }),
        ...step.env,
      },
    });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      running.delete(child);
      const text = Buffer.concat(output).toString("utf8").trimEnd();
      const ok = code === 0;
      console.log(
        `\n── ${step.name}: ${ok ? "ok" : signal ? `stopped (${signal})` : `failed (exit ${code})`} in ${seconds(Date.now() - t)}`,
      );
      // A step that passed says its last lines (the build's sizes are long); one that failed says all.
      if (text) console.log(ok ? text.split("\n").slice(-2).join("\n") : text);
      if (ok) resolve();
      else reject(new Error(`${step.name} failed`));
    });
  });
}

async function lane(steps: Step[]): Promise<void> {
  for (const step of steps) {
    await step.after;
    await run(step);
  }
}

function stopAll(): void {
  for (const child of running) child.kill("SIGTERM");
}

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function vitestTotals(): Totals | null {
  let totals: Totals | null = null;
  for (const file of Object.values(vitestReports)) {
    const r = readJson(file) as {
      numPassedTests?: number;
      numFailedTests?: number;
      numPendingTests?: number;
      numTodoTests?: number;
    } | null;
    if (!r || typeof r.numPassedTests !== "number") continue;
    totals ??= { passed: 0, failed: 0, skipped: 0, flaky: 0 };
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
  return totals;
}

const vitest = (project: keyof typeof vitestReports) =>
  `vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=${vitestReports[project]}`;

function playwrightTotals(): Totals | null {
  const r = readJson(playwrightReport) as {
    stats?: { expected?: number; unexpected?: number; skipped?: number; flaky?: number };
  } | null;
  if (!r?.stats) return null;
  const s = r.stats;
  // A flaky test passed when tried again: it counts as passed, and is named in the line before.
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
    flaky: s.flaky ?? 0,
  };
}

function summary(): number {
  const parts = [
    ["vitest", vitestTotals()],
    ["playwright", playwrightTotals()],
  ] as const;
  const sum: Totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  console.log("");
  for (const [name, t] of parts) {
    if (!t) continue;
    console.log(
      `${name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped${t.flaky ? ` (${t.flaky} flaky: passed when tried again)` : ""}`,
    );
    sum.passed += t.passed;
    sum.failed += t.failed;
    sum.skipped += t.skipped;
  }
  console.log(
    `npm test took ${seconds(Date.now() - started)}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  console.log(`totals: ${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`);
  return sum.failed;
}

process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});

/** Whether better-sqlite3's native module loads (CI installs packages with --ignore-scripts). */
function sqliteBuilt(): boolean {
  const probe = spawnSync(process.execPath, ["-e", 'require("better-sqlite3")(":memory:").close()'], {
    stdio: "ignore",
  });
  return probe.status === 0;
}

/**
 * better-sqlite3's compiled module, kept outside the clone per package version, Node ABI and
 * platform (like npm's own download cache): a clean clone installs packages without their scripts
 * (CI) and would otherwise compile it on every run, 60-100 s of one core before any database.
 */
const SQLITE_MODULE = path.join("node_modules", "better-sqlite3", "build", "Release", "better_sqlite3.node");
function sqliteCacheFile(): string {
  const { version } = JSON.parse(
    fs.readFileSync(path.join("node_modules", "better-sqlite3", "package.json"), "utf8"),
  ) as { version: string };
  const dir = process.env.NATIVE_CACHE_DIR ?? path.join(os.homedir(), ".cache", "sports-reference", "native");
  return path.join(
    dir,
    `better-sqlite3-${version}-node${process.versions.modules}-${process.platform}-${process.arch}.node`,
  );
}

/** Copies a module that loads into the cache (best effort: a read-only home only costs the next compile). */
function keepSqlite(): void {
  try {
    const file = sqliteCacheFile();
    if (fs.existsSync(file) || !fs.existsSync(SQLITE_MODULE)) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.copyFileSync(SQLITE_MODULE, `${file}.${process.pid}`);
    fs.renameSync(`${file}.${process.pid}`, file);
  } catch {
    // Not cached; nothing else depends on it.
  }
}

/** Ready when better-sqlite3 loads: as installed, from the cache, or compiled now (then cached). */
async function readySqlite(): Promise<void> {
  if (sqliteBuilt()) return keepSqlite();
  const cached = sqliteCacheFile();
  if (fs.existsSync(cached)) {
    fs.mkdirSync(path.dirname(SQLITE_MODULE), { recursive: true });
    fs.copyFileSync(cached, SQLITE_MODULE);
    if (sqliteBuilt()) return console.log(`\n── better-sqlite3: the compiled module from ${cached}`);
  }
  await run({ name: "better-sqlite3 (compile)", command: "npm rebuild better-sqlite3" });
  keepSqlite();
}

try {
  // Without a cached module, compiling better-sqlite3 takes one core 60-100 s. It runs here, beside
  // the static checks, which do not need it; what does waits for it.
  const sqlite = readySqlite();
  await Promise.all([
    lane([
      { name: "typecheck", command: "tsc --noEmit" },
      { name: "lint", command: "eslint . && knip" },
      { name: "format", command: "prettier --check . --log-level warn" },
      // The unit project needs no database of the run: it runs while the other lane builds the
      // run's one database, which the data project then reads.
      { name: "vitest (unit)", command: vitest("unit"), after: sqlite },
      { name: "build", command: "npm run build --silent" },
    ]),
    lane([
      { name: "test database", command: "tsx scripts/test-database.ts", after: sqlite },
      { name: "vitest (data)", command: vitest("data") },
    ]),
  ]);
  await run({
    name: "playwright",
    command: "playwright test",
    live: true,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  process.exit(summary() > 0 ? 1 : 0);
} catch (error) {
  stopAll();
  summary();
  console.error(`\nnpm test stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
