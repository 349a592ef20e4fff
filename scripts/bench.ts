/**
 * Speed and memory figures for the production server: start-up time, then latency of key pages
 * and API calls on several hosts (sequential requests, bounded count), then the server's memory.
 * Prints figures; asserts nothing (these machines are shared and noisy).
 *
 *   npm run build && npm run bench            # starts its own server on BENCH_PORT (5197)
 *   BENCH_URL=http://localhost:5184 npm run bench   # measures a server that is already running
 */
import { spawn } from "node:child_process";
import http from "node:http";
import { performance } from "node:perf_hooks";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 5197);
const external = process.env.BENCH_URL;
const base = new URL(external ?? `http://127.0.0.1:${port}`);

const TARGETS: { host: string; path: string }[] = [
  { host: "localhost", path: "/" },
  { host: "nfl.localhost", path: "/" },
  { host: "localhost", path: "/championships" },
  { host: "nba.localhost", path: "/championships/nba-finals" },
  { host: "localhost", path: "/champions" },
  { host: "nfl.localhost", path: "/champions" },
  { host: "cbb.localhost", path: "/champions?q=duke" },
  { host: "localhost", path: "/champions.csv" },
  { host: "localhost", path: "/api/teams/teams/?page_size=100" },
  { host: "localhost", path: "/api/games/games/?sport__slug=hockey&level__slug=professional&game_date__gte=2026-11-01&game_date__lte=2026-11-30" },
  { host: "localhost", path: "/api/games/standings/?sport__slug=football&level__slug=professional&season=2023" },
  { host: "localhost", path: "/api/people/players/?search=smith" },
];

function get(host: string, path: string): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      { hostname: base.hostname, port: base.port, path, headers: { Host: `${host}:${base.port}`, "Accept-Encoding": "gzip" } },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${host}${path}`)));
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  let child: ReturnType<typeof spawn> | undefined;
  let startup = NaN;
  if (!external) {
    const t0 = performance.now();
    child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      env: { ...process.env, PORT: String(port), APP_NOW: process.env.APP_NOW ?? "2026-11-21T19:00:00-05:00" },
      stdio: "ignore",
    });
    for (let i = 0; i < 600; i++) {
      try {
        if ((await get("localhost", "/healthz")).status === 200) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    startup = performance.now() - t0;
  }
  try {
    console.log(`server ${base.origin}${Number.isNaN(startup) ? "" : `, ready in ${(startup / 1000).toFixed(1)} s`}; ${ROUNDS} sequential requests per row (first one reported as cold)\n`);
    console.log(["target".padEnd(70), "status", "gzip KB", "cold ms", "p50 ms", "p95 ms"].join("  "));
    for (const t of TARGETS) {
      const cold = await get(t.host, t.path);
      const times: number[] = [];
      let last = cold;
      for (let i = 0; i < ROUNDS; i++) {
        last = await get(t.host, t.path);
        times.push(last.ms);
      }
      times.sort((a, b) => a - b);
      console.log(
        [
          `${t.host}${t.path}`.slice(0, 70).padEnd(70),
          String(last.status).padStart(6),
          (last.bytes / 1024).toFixed(1).padStart(7),
          cold.ms.toFixed(1).padStart(7),
          pct(times, 50).toFixed(1).padStart(6),
          pct(times, 95).toFixed(1).padStart(6),
        ].join("  "),
      );
    }
    if (child?.pid) {
      const { readFileSync } = await import("node:fs");
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const rss = /VmRSS:\s+(\d+)/.exec(status)?.[1];
      const hwm = /VmHWM:\s+(\d+)/.exec(status)?.[1];
      console.log(`\nserver memory: RSS ${(Number(rss) / 1024).toFixed(0)} MB, peak ${(Number(hwm) / 1024).toFixed(0)} MB`);
    }
  } finally {
    child?.kill("SIGTERM");
  }
}

await main();
