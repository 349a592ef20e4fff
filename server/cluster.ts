/**
 * One server process per core: WEB_CONCURRENCY (or WORKERS) = a number, or `auto` for one per
 * core; unset or 1 = a single process, as before. The primary builds the database once (when it is
 * missing or stale), then forks the workers, which share the port (node:cluster) and each hold
 * their own page and data caches; it relays page-cache invalidations between them, replaces a
 * worker that dies, and passes SIGTERM/SIGINT on for a graceful stop.
 */
import cluster from "node:cluster";
import os from "node:os";
import { INVALIDATE_MESSAGE } from "./page-cache";

export function workerCount(value: string | undefined): number {
  if (!value) return 1;
  if (value.trim().toLowerCase() === "auto") return Math.max(1, os.availableParallelism());
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 64) : 1;
}

/** In the primary of a multi-worker server: prepare once, fork, supervise; never returns. */
export async function superviseWorkers(
  count: number,
  prepare: () => Promise<unknown>,
  /** Runs once the workers are started; its callback drops every worker's page cache. */
  afterStart: (tellWorkers: () => void) => void = () => {},
): Promise<never> {
  await prepare();
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < count; i++) fork();
  console.log(`[cluster] primary ${process.pid}: ${count} workers`);
  afterStart(() => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send({ type: INVALIDATE_MESSAGE });
  });
  cluster.on("message", (from, message: unknown) => {
    if ((message as { type?: string } | null)?.type !== INVALIDATE_MESSAGE) return;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && worker !== from) worker.send(message as { type: string });
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.warn(`[cluster] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1000).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // The primary serves nothing itself: the rest of server.ts runs in the workers.
  return new Promise<never>(() => {});
}
