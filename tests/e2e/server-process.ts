/**
 * Extra server processes for process-level tests (faults, load): started on their own port with
 * the test clock, stopped after; their memory read from /proc (Linux), in MB.
 */
import { expect } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { TEST_NOW, TEST_PORT } from "../../playwright.config";

/**
 * Ports for a spec's extra servers, apart from every other TEST_PORT's: 10000 + (TEST_PORT mod 1000)
 * x 10 + slot, so runs with TEST_PORT 5211, 5212 and 5213 side by side never share one.
 */
export function extraPort(slot: number): number {
  if (slot < 0 || slot > 9) throw new Error(`port slot ${slot} out of 0-9`);
  return 10_000 + (TEST_PORT % 1000) * 10 + slot;
}

/** What a started server wrote to stderr (warnings, rejections, errors), newest last, bounded. */
const logs = new WeakMap<ChildProcess, string[]>();
export function stderrOf(child: ChildProcess): string[] {
  return logs.get(child) ?? [];
}

/**
 * Starts `node build/server.js` on `port` and waits until /healthz answers: 200, or with
 * `{ healthy: false }` any answer (a server whose backend is down says 503 but serves its pages).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  options: { healthy?: boolean } = {},
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--max-old-space-size=176", "--max-semi-space-size=8", "build/server.js"],
    {
      env: { ...process.env, PORT: String(port), APP_NOW: TEST_NOW, NODE_ENV: "production", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  // Read, or a full pipe would block the server's next warning.
  const lines: string[] = [];
  logs.set(child, lines);
  let partial = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    const parts = (partial + chunk.toString("utf8")).split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts);
    if (lines.length > 5000) lines.splice(0, lines.length - 5000);
  });
  await untilHealthy(
    child,
    port,
    (status) => status === 200 || (options.healthy === false && status === 503),
    90_000,
  );
  return child;
}

/**
 * Waits for the state a started server is in once it serves: /healthz answering as `accept` wants
 * (polled), failing at once with its last log lines if the process exits first, and killing it if
 * the time runs out.
 */
export async function untilHealthy(
  child: ChildProcess,
  port: number,
  accept: (status: number) => boolean,
  timeout = 60_000,
): Promise<void> {
  const probe = async () => {
    if (child.exitCode !== null) return "exited";
    const status = await fetch(`http://localhost:${port}/healthz`).then(
      (r) => r.status,
      () => 0, // not listening yet
    );
    return accept(status) ? "serving" : "starting";
  };
  try {
    await expect.poll(probe, { timeout, message: `server on ${port} did not start` }).not.toBe("starting");
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  if (child.exitCode !== null)
    throw new Error(
      `server on ${port} exited with ${child.exitCode}: ${stderrOf(child).slice(-5).join(" | ")}`,
    );
}

export function stopServer(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null) child.kill("SIGTERM");
}

/** Resident and peak resident memory of a process, in MB. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

export interface RawAnswer {
  status: number;
  type: string;
  body: string;
  ms: number;
  headers: http.IncomingHttpHeaders;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

/** A request with exactly the method, target and headers given (fetch would refuse odd ones). */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
  body?: string | Buffer,
): Promise<RawAnswer> {
  const started = performance.now();
  const attempt = (retryOnReset: boolean): Promise<RawAnswer> =>
    send(port, method, target, headers, timeoutMs, body, started).catch(
      (error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
        // A kept-alive socket the server closed as this request went out (its idle timeout) resets
        // before any answer: the request never reached the server, so it is sent once more on a new
        // socket, as Node's documentation advises. Any other error is the answer.
        if (retryOnReset && error.reusedSocket && error.code === "ECONNRESET") return attempt(false);
        throw error;
      },
    );
  return attempt(true);
}

function send(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  timeoutMs: number,
  body: string | Buffer | undefined,
  started: number,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        headers,
        agent,
        setHost: !("Host" in headers),
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
            headers: res.headers,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${method} ${target}`)));
    req.on("error", (error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
      error.reusedSocket = req.reusedSocket;
      reject(error);
    });
    req.end(body);
  });
}

/** Runs `work` for each item with at most `concurrency` at once. */
export async function pool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
