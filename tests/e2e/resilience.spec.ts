/**
 * Resilience, bounded and on loopback only: a fuzz of generated requests over every route and API
 * path, a fake backend that errors, hangs and sends malformed JSON, a starvation check and a load
 * test. Process-level, so it runs once (in its own Playwright project, after the page suites) and
 * prints its figures.
 */
import { expect, test } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import { TEST_PORT } from "../../playwright.config";
import { memoryOf, percentile, pool, rawRequest, startServer, stopServer, type RawAnswer } from "./server-process";

test.describe.configure({ mode: "serial" });

const APP = TEST_PORT + 31; // healthy server, its own database reads
const FAULTY = TEST_PORT + 32; // server whose backend is the fake below
const FAKE = TEST_PORT + 33; // the fake backend

let app: ChildProcess | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startServer(APP, { RATE_LIMIT_PER_MINUTE: "0" });
});
test.afterAll(() => stopServer(app));

const PAGES = [
  "/",
  "/championships",
  "/championships/super-bowl",
  "/championships/nope",
  "/champions",
  "/champions.csv",
  "/teams",
  "/teams/x",
  "/teams/x/2024",
  "/scores",
  "/scores/1",
  "/seasons",
  "/seasons/x",
  "/standings",
  "/players",
  "/players/x",
  "/coaches",
  "/coaches/x",
  "/analytics",
  "/data-quality",
  "/features",
  "/search",
  "/debug",
  "/privacy",
  "/terms",
  "/cookies",
  "/manifest.webmanifest",
  "/robots.txt",
  "/sitemap.xml",
  "/nope/deeper",
];
const API = [
  "/api/core/sports/",
  "/api/championships/championships/",
  "/api/championships/championships/super-bowl/",
  "/api/championships/championships/super-bowl/champions/",
  "/api/championships/championships/super-bowl/stats/",
  "/api/championships/championships/super-bowl/games/",
  "/api/championships/champions/",
  "/api/championships/seasons/",
  "/api/teams/teams/",
  "/api/teams/teams/1/",
  "/api/teams/teams/1/championships/",
  "/api/teams/teams/1/roster/",
  "/api/teams/teams/1/schedule/",
  "/api/teams/teams/1/stats/",
  "/api/teams/teams/1/seasons/",
  "/api/games/games/",
  "/api/games/games/1/",
  "/api/games/games/today/",
  "/api/games/games/live/",
  "/api/games/games/recent/",
  "/api/games/games/upcoming/",
  "/api/games/standings/",
  "/api/games/standings/current/",
  "/api/games/standings/by_division/",
  "/api/people/players/",
  "/api/people/players/active/",
  "/api/people/players/by_position/",
  "/api/people/players/rookies/",
  "/api/people/coaches/",
  "/api/people/coaches/active/",
  "/api/people/coaches/head_coaches/",
  "/api/nope/",
];
const KEYS = [
  "q",
  "year",
  "season",
  "page",
  "page_size",
  "sort",
  "dir",
  "open",
  "tab",
  "sport",
  "level",
  "start",
  "end",
  "status",
  "team",
  "position",
  "search",
  "sport__slug",
  "level__slug",
  "game_date__gte",
  "game_date__lte",
  "division",
  "decade",
  "admin",
  "category",
  "timeframe",
  "kind",
];
const VALUES = [
  "",
  "0",
  "-1",
  "1",
  "2",
  "2024",
  "1999",
  "99999999999",
  "abc",
  "1e9",
  "asc",
  "desc",
  "football",
  "hockey",
  "professional",
  "ncaa-division-i",
  "live",
  "2026-11-21",
  "2026-02-30",
  "true",
  "<script>alert(1)</script>",
  "' OR 1=1--",
  "Dončić",
  "../../etc/passwd",
  "%",
  "%E0%A4%A",
  "[]",
  "x".repeat(300),
];
const HOSTS = [
  "localhost",
  "nfl.localhost",
  "nba.localhost",
  "cbb.localhost",
  "chk.localhost",
  "evil.example",
  "localhost:abc",
  "localhost:-1",
  "ünï.localhost",
  "a b",
  "",
];
const METHODS = ["GET", "GET", "GET", "GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"];

/** A deterministic pseudo-random generator, so a failure can be replayed. */
function random(seed: number) {
  return () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function generateRequests(count: number) {
  const next = random(20261121);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, () => {
    const path = next() < 0.55 ? pick(PAGES) : pick(API);
    const params = Array.from({ length: Math.floor(next() * 4) }, () => {
      const value = pick(VALUES);
      // Some values go raw (malformed escapes included), most encoded as a browser would.
      const raw = next() < 0.2 && /^[\x21-\x7e]*$/.test(value);
      return `${pick(KEYS)}=${raw ? value : encodeURIComponent(value)}`;
    });
    const target = params.length ? `${path}?${params.join("&")}` : path;
    const host = pick(HOSTS);
    return { method: pick(METHODS), target, host: host ? `${host}${host.includes(":") ? "" : `:${APP}`}` : "" };
  });
}

function checkBody(answer: RawAnswer, method: string): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (/\n\s+at .+\(.+:\d+:\d+\)|node_modules|\/work\//.test(answer.body)) return "leaks a stack trace or a path";
  if (method === "HEAD") return answer.body === "" ? null : "HEAD with a body";
  if (answer.status === 204 || answer.status === 304 || (answer.status >= 300 && answer.status < 400)) return null;
  if (answer.type.includes("application/json")) {
    try {
      JSON.parse(answer.body);
    } catch {
      return "invalid JSON";
    }
  } else if (answer.type.includes("text/html")) {
    if (!/^<!DOCTYPE html>/i.test(answer.body.trimStart()) || !answer.body.includes("</html>")) return "incomplete HTML";
  } else if (!/text\/plain|text\/csv|application\/manifest\+json|application\/xml|text\/xml/.test(answer.type)) {
    return `unexpected content type ${answer.type}`;
  }
  return null;
}

test("fuzz: 5,000 generated requests over every route and API path: no 5xx, valid HTML or JSON, the server still up", async () => {
  test.setTimeout(300_000);
  const requests = generateRequests(5000);
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const started = Date.now();
  await pool(requests, 8, async ({ method, target, host }) => {
    const headers: Record<string, string> = host ? { Host: host } : {};
    try {
      const answer = await rawRequest(APP, method, target, headers);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problem = checkBody(answer, method);
      if (problem && failures.length < 20) failures.push(`${problem}: ${method} ${target} Host=${host}`);
    } catch (error) {
      if (failures.length < 20) failures.push(`${error instanceof Error ? error.message : error}: ${method} ${target} Host=${host}`);
    }
  });
  console.log(
    `[fuzz] ${requests.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
  expect(failures).toEqual([]);
  expect((await rawRequest(APP, "GET", "/healthz")).status).toBe(200);
});

test("faults: a backend that errors, hangs or sends malformed JSON costs each page its deadline at most, with the error state; recovery without restart", async () => {
  test.setTimeout(240_000);
  let mode: "error" | "hang" | "malformed" | "ok" = "error";
  const hanging = new Set<http.ServerResponse>();
  const fake = http.createServer((req, res) => {
    if (mode === "error") return void res.writeHead(500, { "content-type": "application/json" }).end('{"detail":"boom"}');
    if (mode === "malformed") return void res.writeHead(200, { "content-type": "application/json" }).end('{"count": 1, "results": [');
    if (mode === "hang") return void hanging.add(res);
    // Recovered: answer as the healthy embedded backend does.
    http.get({ host: "127.0.0.1", port: APP, path: req.url, headers: { host: `localhost:${APP}` } }, (upstream) => {
      res.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(res);
    });
  });
  await new Promise<void>((resolve) => fake.listen(FAKE, "127.0.0.1", resolve));
  const deadline = 2500;
  const faulty = await startServer(FAULTY, { API_URL: `http://127.0.0.1:${FAKE}`, RENDER_DEADLINE_MS: String(deadline), RATE_LIMIT_PER_MINUTE: "0" });
  try {
    const expectations: [string, number, string][] = [
      ["/champions", 503, "Failed to load championship history"],
      ["/championships", 503, "Error Loading Championships"],
      ["/championships/super-bowl", 503, "Failed to Load Data"],
      ["/privacy", 200, "Privacy Policy"],
      ["/nope", 404, "Page Not Found"],
      ["/", 200, "Failed to Load Data"],
    ];
    const figures: string[] = [];
    for (const fault of ["error", "hang", "malformed"] as const) {
      mode = fault;
      for (const [path, status, text] of expectations) {
        const answer = await rawRequest(FAULTY, "GET", path, { Host: `localhost:${FAULTY}` });
        figures.push(`${fault} ${path} ${answer.status} ${Math.round(answer.ms)} ms`);
        expect(answer.status, `${fault} ${path}`).toBe(status);
        expect(answer.body, `${fault} ${path}`).toContain(text);
        expect(answer.ms, `${fault} ${path} within its deadline`).toBeLessThan(deadline * 3);
      }
    }
    mode = "ok";
    for (const [path, status] of [
      ["/champions", 200],
      ["/championships", 200],
      ["/championships/super-bowl", 200],
      ["/", 200],
    ] as const) {
      const answer = await rawRequest(FAULTY, "GET", path, { Host: `localhost:${FAULTY}` });
      figures.push(`recovered ${path} ${answer.status} ${Math.round(answer.ms)} ms`);
      expect(answer.status, `recovered ${path}`).toBe(status);
    }
    console.log(`[faults]\n  ${figures.join("\n  ")}`);
  } finally {
    for (const res of hanging) res.destroy();
    stopServer(faulty);
    fake.close();
  }
});

test("starvation: a cheap page stays fast while expensive API calls hammer the server", async () => {
  test.setTimeout(120_000);
  const expensive = "/api/people/players/?page_size=1000&search=a";
  let hammering = true;
  let hammered = 0;
  const hammer = Array.from({ length: 8 }, async () => {
    while (hammering) {
      await rawRequest(APP, "GET", expensive, { Host: `localhost:${APP}` });
      hammered++;
    }
  });
  await new Promise((r) => setTimeout(r, 500));
  const samples: number[] = [];
  const until = Date.now() + 8000;
  while (samples.length < 60 && Date.now() < until) {
    samples.push((await rawRequest(APP, "GET", "/privacy", { Host: `localhost:${APP}` })).ms);
    await new Promise((r) => setTimeout(r, 50));
  }
  hammering = false;
  await Promise.all(hammer);
  const p50 = percentile(samples, 50);
  console.log(
    `[starvation] ${hammered} expensive calls; cheap page p50 ${p50.toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`,
  );
  expect(p50).toBeLessThan(100);
});

test("load: 64 connections over a mix of pages and hosts, no errors, memory back near its baseline", async () => {
  const seconds = Number(process.env.LOAD_SECONDS ?? 60);
  test.setTimeout((seconds + 120) * 1000);
  const pid = app!.pid!;
  const mix = [
    ["localhost", "/"],
    ["localhost", "/championships"],
    ["localhost", "/champions"],
    ["localhost", "/champions?page=3"],
    ["nfl.localhost", "/"],
    ["nfl.localhost", "/champions"],
    ["nba.localhost", "/championships/nba-finals"],
    ["nhl.localhost", "/championships"],
    ["cbb.localhost", "/champions?q=duke"],
    ["mlb.localhost", "/privacy"],
    ["localhost", "/api/teams/teams/?page_size=100"],
    ["localhost", "/nope"],
  ] as const;
  const before = memoryOf(pid);
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 64 }, async (_, worker) => {
      for (let i = worker; Date.now() < until; i++) {
        const [host, path] = mix[i % mix.length];
        try {
          const answer = await rawRequest(APP, "GET", path, { Host: `${host}:${APP}` });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          latencies.push(answer.ms);
          if (answer.status >= 500) errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const peak = memoryOf(pid).peak;
  // V8 gives memory back once the process is idle for a while (its memory reducer): wait for it,
  // up to 60 s, checking every 2 s.
  let after = memoryOf(pid);
  let settled = 0;
  for (; settled < 60 && after.rss >= before.rss + 100; settled += 2) {
    await new Promise((r) => setTimeout(r, 2000));
    after = memoryOf(pid);
  }
  console.log(
    `[load] ${latencies.length} requests in ${seconds} s at 64 connections (${Math.round(latencies.length / seconds)}/s); statuses ${JSON.stringify(Object.fromEntries(statuses))}; errors ${errors}; ` +
      `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms; memory ${before.rss} MB before, ${peak} MB peak, ${after.rss} MB after ${settled} s idle`,
  );
  expect(errors).toBe(0);
  expect([...statuses.keys()].every((s) => s === 200 || s === 404)).toBe(true);
  expect(after.rss).toBeLessThan(before.rss + 100);
});

test("a rebuilt database file (renamed over the served one) is read at once: connections reopen, caches drop", async () => {
  test.setTimeout(120_000);
  const { copyFileSync, mkdtempSync, renameSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { default: Database } = await import("better-sqlite3");
  const dir = mkdtempSync(join(tmpdir(), "rebuild-"));
  const served = join(dir, "sports.sqlite");
  copyFileSync(".data/sports.sqlite", served);
  const port = TEST_PORT + 34;
  const server = await startServer(port, { DATABASE_FILE: served, DATA_VERSION_CHECK_MS: "200", RATE_LIMIT_PER_MINUTE: "0" });
  try {
    const teamName = async () => {
      const res = await fetch(`http://localhost:${port}/api/teams/teams/boston-bruins/`);
      return ((await res.json()) as { name: string }).name;
    };
    const page = async () => (await fetch(`http://localhost:${port}/teams/boston-bruins`)).text();
    expect(await teamName()).toBe("Boston Bruins");
    expect(await page()).toContain("Boston Bruins");
    // A "rebuild": a new file with other data, renamed over the served one as the build does.
    const next = join(dir, "next.sqlite");
    copyFileSync(served, next);
    const db = new Database(next);
    db.prepare("update teams set name = 'Boston Rebuilt' where slug = 'boston-bruins'").run();
    db.close();
    renameSync(next, served);
    await expect.poll(teamName, { timeout: 10_000 }).toBe("Boston Rebuilt");
    await expect.poll(page, { timeout: 10_000 }).toContain("Boston Rebuilt");
  } finally {
    stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
});
