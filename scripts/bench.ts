/**
 * `npm run bench`: speed and memory figures of the production server, each beside its budget
 * (issue "Speed"). Prints figures; asserts nothing (these machines are shared and noisy).
 *
 * 1. Builds (`npm run build`; BENCH_SKIP_BUILD=1 skips) and starts `node build/server.js` on
 *    BENCH_PORT (5197), timing start-up to the first healthy answer. DATABASE_URL (PostgreSQL),
 *    WEB_CONCURRENCY and the other settings pass through to it.
 * 2. For every key page on the hub and one sport host (BENCH_SPORT_HOST, nfl): load at
 *    BENCH_CONNECTIONS (32) connections for BENCH_DURATION seconds (2) with autocannon, three ways,
 *    every request with `Accept-Encoding: gzip` as a browser sends it:
 *    - first view: a render on every request (the request carries a `flash` cookie, which the page
 *      cache never answers; the backend's data cache is warm, as on a live site);
 *    - repeat view: the same anonymous request again, answered by the page cache (a full 200 answer,
 *      not a 304);
 *    - static: the same HTML bytes written under build/client and served by the same server as a
 *      static file (express.static + the same compression).
 *    Then the page's HTML, first-load JS (modulepreload and module scripts) and CSS, gzipped.
 *    Pages not built yet answer 404 and are reported as `n/a: 404`.
 * 3. Lighthouse (mobile profile, Debian Chromium) on the home page, /championships, /champions,
 *    /standings and /scores of the hub, nfl and nba, 3 runs each, medians with each page's
 *    JavaScript bytes (scripts/bench-lighthouse.ts; BENCH_LIGHTHOUSE=0 skips). Lighthouse is
 *    installed on first use; without Chromium one line says so and the rest runs without it.
 * 4. The server's memory (VmRSS, VmHWM of /proc/<pid>/status; summed over workers): at rest after
 *    start-up, at peak, and after the load.
 * 5. Starvation: p50 of a page that needs fresh data (a search no cache holds) alone, then while
 *    BENCH_STARVE_CLIENTS (8) clients hammer a heavy API list, with the API worker count (issue 23:
 *    one worker took such pages from 38 ms to 681 ms). The bench server runs without the per-client
 *    rate limit (RATE_LIMIT_PER_MINUTE=0 unless set), which would otherwise turn the hammer away.
 *
 * 0. The database: its file size, and with BENCH_DB_BUILD=1 the time of `npm run db:build`.
 *
 * BENCH_URL=http://localhost:5184 measures a running server instead (no build, start-up or memory).
 */
import autocannon from "autocannon";
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import { gunzipSync, gzipSync } from "node:zlib";
import { SITES, type SiteKey } from "../app/site/sites";
import { sportContextFor } from "../app/site/context";
import {
  browserParts,
  keyPageUrls,
  LIGHTHOUSE_HOSTS,
  LIGHTHOUSE_PAGES,
  printHydrationCounts,
  printLighthouse,
} from "./bench-lighthouse";
import { f0, mark, table } from "./bench-table";

const env = process.env;
const port = Number(env.BENCH_PORT ?? 5197);
const external = env.BENCH_URL;
const base = new URL(external ?? `http://127.0.0.1:${port}`);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(env.BENCH_DURATION ?? 2);
const SPORT = env.BENCH_SPORT_HOST ?? "nfl";
const LIGHTHOUSE = env.BENCH_LIGHTHOUSE !== "0";
const STATIC_DIR = "build/client/__bench";

const BUDGET = {
  jsKb: 110,
  cssKb: 20,
  htmlKb: 60,
  repeatShare: 0.7,
  firstShare: 0.25,
  p99Ms: 100,
  peakMb: 250,
  starvedP50Ms: 250,
};
const STARVE_CLIENTS = Number(env.BENCH_STARVE_CLIENTS ?? 8);

// ---- HTTP ---------------------------------------------------------------------------------------

interface Fetched {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function hostHeader(host: string): string {
  return `${host}:${base.port || 80}`;
}

function get(host: string, path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        hostname: base.hostname,
        port: base.port,
        path,
        headers: { Host: hostHeader(host), "Accept-Encoding": "gzip", ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${host}${path}`)));
  });
}

const gz = (data: Buffer | string) => gzipSync(data).length / 1024;

// ---- the server ----------------------------------------------------------------------------------

function pidsOf(child: ChildProcess | undefined): number[] {
  if (!child?.pid) return [];
  // Under WEB_CONCURRENCY the primary's children are the workers: count them all.
  const children = (() => {
    try {
      return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8")
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  })();
  return [child.pid, ...children];
}

function memoryOf(pids: number[]): { rss: number; hwm: number; maxHwm: number } {
  let rss = 0;
  let hwm = 0;
  let maxHwm = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      const peak = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      hwm += peak;
      maxHwm = Math.max(maxHwm, peak);
    } catch {
      // exited
    }
  }
  return { rss, hwm, maxHwm };
}

async function startServer(): Promise<{ child: ChildProcess; startupMs: number; log: string[] }> {
  const log: string[] = [];
  const t0 = performance.now();
  // As `npm start` runs it (the heap cap included).
  const child = spawn(
    process.execPath,
    ["--max-old-space-size=176", "--max-semi-space-size=8", "build/server.js"],
    {
      env: {
        ...env,
        PORT: String(port),
        APP_NOW: env.APP_NOW ?? "2026-11-21T19:00:00-05:00",
        NODE_ENV: "production",
        // All bench clients share one address: the limit would turn the starvation hammer away.
        RATE_LIMIT_PER_MINUTE: env.RATE_LIMIT_PER_MINUTE ?? "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout!.on("data", (d: Buffer) => log.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => log.push(d.toString()));
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log.join("")}`);
    try {
      if ((await get("localhost", "/healthz")).status === 200)
        return { child, startupMs: performance.now() - t0, log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start within 150 s");
}

// ---- pages ---------------------------------------------------------------------------------------

interface PageDef {
  name: string;
  path: string;
}

async function firstResult(
  host: string,
  apiPath: string,
): Promise<{ slug?: string; season?: number; team?: { slug?: string } } | null> {
  try {
    const res = await get(host, apiPath);
    const parsed = JSON.parse(res.body.toString()) as {
      results?: { slug?: string; season?: number; team?: { slug?: string } }[];
    };
    return parsed.results?.[0] ?? null;
  } catch {
    return null;
  }
}

/** The API filters of the site a host serves (the API itself ignores the Host header). */
function siteQuery(host: string): string {
  const site = host === "localhost" ? undefined : SITES[host.split(".")[0] as SiteKey];
  if (!site) return "";
  const filters = Object.entries(sportContextFor(site).apiFilters).filter(
    (e): e is [string, string] => typeof e[1] === "string",
  );
  return filters.map(([name, value]) => `&${name}=${value}`).join("");
}

async function pagesFor(host: string): Promise<PageDef[]> {
  // A team season that exists: the first row of the latest standings of the site's sport.
  const standing = await firstResult(host, `/api/games/standings/?page_size=1${siteQuery(host)}`);
  const team = standing?.team?.slug;
  const season = standing?.season;
  const player = (await firstResult(host, `/api/people/players/?page_size=1&search=smith${siteQuery(host)}`))
    ?.slug;
  return [
    { name: "home", path: "/" },
    { name: "championships", path: "/championships" },
    { name: "champions", path: "/champions" },
    { name: "teams", path: "/teams" },
    { name: "team season", path: team && season ? `/teams/${team}/${season}` : "/teams/unknown/2024" },
    { name: "scores", path: "/scores" },
    { name: "standings", path: "/standings" },
    { name: "players", path: "/players" },
    { name: "player", path: player ? `/players/${player}` : "/players/unknown" },
    { name: "coaches", path: "/coaches" },
    { name: "search", path: "/search?q=smith" },
    // Leader boards (hub, mlb and nhl; other sites answer 404 and are reported n/a).
    { name: "leaders", path: "/leaders" },
    // Canonical parameter order (alphabetical), else the page answers a redirect.
    { name: "leaders season ERA", path: "/leaders?page=3&scope=season&stat=era" },
    { name: "leaders fielding SS", path: "/leaders?league=ss&page=2&scope=season&stat=fpct" },
    { name: "leaders NHL GAA", path: "/leaders?scope=season&sport=hockey&stat=gaa" },
  ];
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

async function load(host: string, path: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({
    url: `${base.origin}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { host: hostHeader(host), "accept-encoding": "gzip", ...headers },
  });
  await settle();
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** Waits until the server answers /healthz quickly again: renders abandoned by the last run must not slow the next. */
async function settle(): Promise<void> {
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline) {
    const t0 = performance.now();
    await get("localhost", "/healthz").catch(() => null);
    if (performance.now() - t0 < 50) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * p50/p95 of a fresh-data page (a search no cache holds, so every request reaches the API workers)
 * alone and while `STARVE_CLIENTS` clients hammer a heavy API list.
 */
async function starvation(): Promise<{
  quiet: number;
  p50: number;
  p95: number;
  hammered: number;
  refused: number;
}> {
  const host = "localhost";
  const timed = async (path: string) => {
    const t0 = performance.now();
    await get(host, path);
    return performance.now() - t0;
  };
  const quiet: number[] = [];
  for (let i = 0; i < 20; i++) quiet.push(await timed(`/players?q=benchquiet${i}x`));
  let hammering = true;
  let hammered = 0;
  let refused = 0;
  const hammer = Array.from({ length: STARVE_CLIENTS }, async () => {
    while (hammering) {
      const answer = await get(host, "/api/people/players/?page_size=1000&search=a").catch(() => null);
      hammered++;
      if (answer?.status === 429) refused++;
    }
  });
  await new Promise((r) => setTimeout(r, 500));
  const starved: number[] = [];
  for (let i = 0; i < 30; i++) starved.push(await timed(`/players?q=benchstarve${i}x`));
  hammering = false;
  await Promise.all(hammer);
  await settle();
  return {
    quiet: percentile(quiet, 50),
    p50: percentile(starved, 50),
    p95: percentile(starved, 95),
    hammered,
    refused,
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** First-load JS and CSS of a page: the module scripts, modulepreloads and stylesheets it names. */
function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/rel="modulepreload"/.test(tag)) js.add(href);
    else if (/rel="stylesheet"/.test(tag)) css.add(href);
  }
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from\s*|\s*\(\s*|\s+)"(\/[^"]+\.js)"/g))
    js.add(m[1]!);
  return { js: [...js], css: [...css] };
}

const assetSizes = new Map<string, number>();
async function gzSizeOf(host: string, url: string): Promise<number> {
  const known = assetSizes.get(url);
  if (known !== undefined) return known;
  const res = await get(host, url);
  const size = res.status === 200 ? gz(res.body) : NaN;
  assetSizes.set(url, size);
  return size;
}

interface Row {
  host: string;
  page: PageDef;
  status: number;
  first?: Load;
  repeat?: Load;
  staticRate?: Load;
  htmlKb?: number;
  jsKb?: number;
  cssKb?: number;
}

// ---- formatting ----------------------------------------------------------------------------------

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "-");
const pct = (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(0)}%` : "-");

// ---- main ----------------------------------------------------------------------------------------

/** Share images: each team's card rendered on its first request, then served from the cache. */
async function shareImages(host: string, pids: () => number[]) {
  const list = await get(host, `/api/teams/teams/?page_size=12${siteQuery(host)}`);
  const slugs = ((JSON.parse(list.body.toString()) as { results?: { slug?: string }[] }).results ?? [])
    .map((t) => t.slug)
    .filter(Boolean) as string[];
  const before = memoryOf(pids());
  const first: number[] = [];
  const cached: number[] = [];
  let bytes = 0;
  for (const slug of slugs) {
    const t0 = performance.now();
    const res = await get(host, `/og/teams/${slug}.png`);
    first.push(performance.now() - t0);
    bytes += res.body.length;
    const t1 = performance.now();
    await get(host, `/og/teams/${slug}.png`);
    cached.push(performance.now() - t1);
  }
  const after = memoryOf(pids());
  return {
    count: slugs.length,
    firstP50: percentile(first, 50),
    firstMax: Math.max(0, ...first),
    cachedP50: percentile(cached, 50),
    kb: slugs.length ? bytes / slugs.length / 1024 : 0,
    before: before.rss,
    after: after.rss,
    peak: after.hwm,
  };
}

/**
 * The database build: with BENCH_DB_BUILD=1, `npm run db:build` timed (wall clock); always the
 * size of the SQLite file (DATABASE_FILE or .data/sports.sqlite).
 */
function databaseBuildFigures(): void {
  if (env.DATABASE_URL || external) return;
  const file = env.DATABASE_FILE ?? ".data/sports.sqlite";
  if (env.BENCH_DB_BUILD === "1") {
    const started = performance.now();
    execSync("npm run db:build", { stdio: ["ignore", "ignore", "inherit"] });
    console.log(`db:build: ${f0((performance.now() - started) / 1000)} s (wall clock)`);
  }
  try {
    console.log(`database: ${file} ${(statSync(file).size / 1024 / 1024).toFixed(1)} MiB`);
  } catch {
    console.log(`database: ${file} missing`);
  }
}

type Server = Awaited<ReturnType<typeof startServer>>;

/** Stops the bench before anything is measured, with one line saying what is missing and how to get it. */
function stop(line: string): never {
  console.error(`bench: ${line}`);
  process.exit(1);
}

/** Section 1: the build and the server (none when BENCH_URL measures a running one). */
async function buildAndStart(): Promise<Server | undefined> {
  if (external) return undefined;
  if (env.BENCH_SKIP_BUILD !== "1") {
    console.log("building (npm run build) ...");
    try {
      execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
    } catch {
      stop(
        "npm run build failed (its errors are above): fix the build, or measure a running server with BENCH_URL",
      );
    }
  }
  const unbuilt = ["build/server.js", "build/server/index.js"].filter((file) => !existsSync(file));
  if (unbuilt.length)
    stop(
      `no production build (${unbuilt.join(", ")} missing): run npm run build, or run without BENCH_SKIP_BUILD=1`,
    );
  return startServer();
}

function printSetup(server: Server | undefined, workers: number): void {
  const database = env.DATABASE_URL
    ? `PostgreSQL (${env.DATABASE_URL.replace(/\/\/[^@/]*@/, "//***@")})`
    : "SQLite";
  console.log(
    `\nserver ${external ?? "node build/server.js"} on ${base.origin}; database ${database}; workers ${workers}`,
  );
  if (server) console.log(`start-up: ${f0(server.startupMs)} ms from spawn to the first healthy answer`);
}

function printLoadIntro(): void {
  console.log(
    `load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per run, Accept-Encoding: gzip.\n` +
      `  first view = a render per request (a flash cookie keeps the page cache out; the data cache is warm);\n` +
      `  repeat view = the same anonymous request again, answered by the page cache (full 200, gzipped on the way out);\n` +
      `  static = the same HTML bytes as a file under build/client, served by the same server.\n` +
      `budgets: p99 < ${BUDGET.p99Ms} ms; first >= ${pct(BUDGET.firstShare)} and repeat >= ${pct(BUDGET.repeatShare)} of static; ` +
      `HTML <= ${BUDGET.htmlKb} KB, first-load JS <= ${BUDGET.jsKb} KB, CSS <= ${BUDGET.cssKb} KB (gzipped). "!" marks a miss.`,
  );
}

/** Section 2, one page: its sizes, then first view, repeat view and the same bytes served static. */
async function measurePage(host: string, page: PageDef): Promise<Row> {
  const first = await get(host, page.path);
  const row: Row = { host, page, status: first.status };
  if (first.status !== 200) return row;
  const assets = assetsOf(first.body.toString());
  row.htmlKb = gz(first.body);
  row.jsKb = (await Promise.all(assets.js.map((u) => gzSizeOf(host, u)))).reduce((a, b) => a + b, 0);
  row.cssKb = (await Promise.all(assets.css.map((u) => gzSizeOf(host, u)))).reduce((a, b) => a + b, 0);
  const file = `${host.split(".")[0]}-${page.name.replace(/\W+/g, "-")}.html`;
  writeFileSync(`${STATIC_DIR}/${file}`, first.body);
  row.first = await load(host, page.path, { cookie: "flash=bench" });
  await get(host, page.path); // fills the page cache
  row.repeat = await load(host, page.path);
  row.staticRate = await load(host, `/__bench/${file}`);
  return row;
}

/** Section 2: every key page of the hub and the sport host. */
async function measurePages(hosts: readonly string[]): Promise<Row[]> {
  const rows: Row[] = [];
  rmSync(STATIC_DIR, { recursive: true, force: true });
  mkdirSync(STATIC_DIR, { recursive: true });
  for (const host of hosts) {
    for (const page of await pagesFor(host)) rows.push(await measurePage(host, page));
  }
  return rows;
}

function pageCells(r: Row): string[] {
  if (!r.first || !r.repeat || !r.staticRate)
    return [r.page.name, r.page.path, `n/a: ${r.status}`, ...Array<string>(12).fill("")];
  const firstShare = r.first.rps / r.staticRate.rps;
  const repeatShare = r.repeat.rps / r.staticRate.rps;
  return [
    r.page.name,
    r.page.path.length > 34 ? `${r.page.path.slice(0, 33)}…` : r.page.path,
    `${f0(r.first.rps)}${r.first.bad ? ` (${r.first.bad} bad)` : ""}`,
    f0(r.first.p50),
    mark(f0(r.first.p99), r.first.p99 < BUDGET.p99Ms),
    `${f0(r.repeat.rps)}${r.repeat.bad ? ` (${r.repeat.bad} bad)` : ""}`,
    f0(r.repeat.p50),
    mark(f0(r.repeat.p99), r.repeat.p99 < BUDGET.p99Ms),
    f0(r.staticRate.rps),
    mark(pct(firstShare), firstShare >= BUDGET.firstShare),
    mark(pct(repeatShare), repeatShare >= BUDGET.repeatShare),
    mark(f1(r.htmlKb!), r.htmlKb! <= BUDGET.htmlKb),
    mark(f1(r.jsKb!), r.jsKb! <= BUDGET.jsKb),
    mark(f1(r.cssKb!), r.cssKb! <= BUDGET.cssKb),
  ];
}

const PAGE_HEADERS = [
  "page",
  "path",
  "first r/s",
  "p50",
  "p99 ms",
  "repeat r/s",
  "p50",
  "p99 ms",
  "static r/s",
  "first/static",
  "repeat/static",
  "HTML KB",
  "JS KB",
  "CSS KB",
];

function printPages(rows: readonly Row[], hosts: readonly string[]): void {
  for (const host of hosts) {
    console.log(`\n${host === "localhost" ? "hub" : `${SPORT} site`} (Host: ${hostHeader(host)})`);
    console.log(table(PAGE_HEADERS, rows.filter((r) => r.host === host).map(pageCells), 2));
  }
}

type Memory = ReturnType<typeof memoryOf>;

/** Section 4: the server's memory at rest, at peak and after the load. */
function printMemory(workers: number, rest: Memory, afterLoad: Memory, settled: Memory): void {
  console.log(
    `\nmemory (VmRSS/VmHWM of /proc${workers > 1 ? ", summed over the primary and workers" : ""}): at rest ${f0(rest.rss)} MB, ` +
      `peak ${f0(afterLoad.hwm)} MB (largest process ${mark(f0(afterLoad.maxHwm), afterLoad.maxHwm < BUDGET.peakMb)} MB; budget < ${BUDGET.peakMb} MB per process), ` +
      `after the load ${f0(afterLoad.rss)} MB, 2 s later ${f0(settled.rss)} MB`,
  );
}

/** Section 5: a fresh-data page alone, then while clients hammer a heavy API list. */
async function printStarvation(): Promise<void> {
  const starved = await starvation();
  const apiWorkers =
    env.API_WORKERS ??
    `default (${Math.min(4, Math.max(1, availableParallelism()))} on ${availableParallelism()} cores)`;
  console.log(
    `\nstarvation (API_WORKERS ${apiWorkers}): fresh-data page p50 ${f0(starved.quiet)} ms alone, ` +
      `${mark(f0(starved.p50), starved.p50 < BUDGET.starvedP50Ms)} ms (p95 ${f0(starved.p95)} ms) while ${STARVE_CLIENTS} clients hammer a heavy API list ` +
      `(${starved.hammered} calls${starved.refused ? `, ${starved.refused} refused by the rate limit` : ""}); budget p50 < ${BUDGET.starvedP50Ms} ms`,
  );
}

async function printShareImages(pids: () => number[]): Promise<void> {
  const share = await shareImages(`${SPORT}.localhost`, pids);
  console.log(
    `\nshare images (1200x630 PNG, ${share.count} teams, /og/teams/{slug}.png): first request (render) p50 ${f0(share.firstP50)} ms, ` +
      `max ${f0(share.firstMax)} ms; cached p50 ${f0(share.cachedP50)} ms; PNG ${f0(share.kb)} KB on average; ` +
      `server memory ${f0(share.before)} MB before, ${f0(share.after)} MB after (peak ${f0(share.peak)} MB)`,
  );
}

async function main() {
  const benchStarted = performance.now();
  // Before the long part, so a missing browser (or Lighthouse's first install) shows first.
  const browser = LIGHTHOUSE ? browserParts() : { lighthouse: false, hydration: false };
  databaseBuildFigures();
  const server = await buildAndStart();
  const pids = () => pidsOf(server?.child);
  const workers = Number(env.WEB_CONCURRENCY ?? env.WORKERS ?? 1) || 1;
  const hosts = ["localhost", `${SPORT}.localhost`];
  try {
    printSetup(server, workers);
    await new Promise((r) => setTimeout(r, 500));
    const rest = memoryOf(pids());
    printLoadIntro();
    const rows = await measurePages(hosts);
    const afterLoad = memoryOf(pids());
    await new Promise((r) => setTimeout(r, 2000));
    const settled = memoryOf(pids());
    printPages(rows, hosts);
    if (server) printMemory(workers, rest, afterLoad, settled);
    await printStarvation();
    await printShareImages(pids);
    const urls = keyPageUrls(base, LIGHTHOUSE_HOSTS, LIGHTHOUSE_PAGES);
    if (browser.lighthouse) await printLighthouse(urls);
    if (browser.hydration) await printHydrationCounts(urls);
    console.log(`\nbench took ${f0((performance.now() - benchStarted) / 1000)} s`);
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true });
    server?.child.kill("SIGTERM");
  }
}

await main();
