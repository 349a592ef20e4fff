/**
 * The embedded API off the main thread: a small pool of worker threads (API_WORKERS, default from
 * the cores; 0 runs it on the main thread), each with its own database connection.
 *
 * A worker runs `perWorker` requests at a time (1 over SQLite, whose queries are synchronous, so
 * more in flight would only queue inside it; a few over PostgreSQL); the pool holds the rest in two lanes and always serves page renders first, so
 * a few clients hammering heavy /api lists delay a page by at most one query per worker instead of
 * every queued one. A request whose signal aborts (its page's deadline) leaves the queue at once.
 * A worker that dies is replaced and its requests fail with 503.
 */
import os from "node:os";
import { Worker } from "node:worker_threads";

export interface WorkerRequest {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
}

/** Tells a worker to open the database again (the SQLite file was replaced by a rebuild). */
export interface WorkerReopen {
  type: "reopen";
}

export interface WorkerReply {
  id: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/** Page renders (the app's own calls) go before direct /api clients. */
export type Lane = "page" | "api";

/** API_WORKERS: a whole number (0 = main thread), else one per core, at least 1 and at most 4. */
export function apiWorkerCount(value: string | undefined, cores = os.availableParallelism()): number {
  if (value !== undefined && value.trim() !== "") {
    const n = Number(value);
    if (Number.isInteger(n) && n >= 0) return Math.min(n, 64);
  }
  // Each worker holds a connection and its page cache (~20 MB): past 4 the gain is small.
  return Math.min(4, Math.max(1, cores));
}

interface Job {
  id: number;
  message: WorkerRequest;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal | null;
}

interface Slot {
  worker: Worker;
  running: Map<number, Job>;
}

export interface ApiPool {
  handle: (request: Request, lane?: Lane, signal?: AbortSignal | null) => Promise<Response>;
  reopen: () => void;
  close: () => Promise<void>;
  /** Requests waiting for a worker, per lane. */
  readonly queued: { page: number; api: number };
}

function unavailable(): Response {
  return new Response(JSON.stringify({ detail: "The data service restarted. Please try again." }), {
    status: 503,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": "5",
    },
  });
}

/**
 * `entry` is the worker module; a `.ts` entry (running from source) is loaded through tsx's
 * loader, registered inside the worker before the import.
 */
function startWorker(entry: URL): Worker {
  return entry.pathname.endsWith(".ts")
    ? new Worker(
        `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`,
        { eval: true },
      )
    : new Worker(entry);
}

function responseOf(reply: WorkerReply): Response {
  const body = reply.status === 304 || reply.body.byteLength === 0 ? null : reply.body.slice();
  return new Response(body, { status: reply.status, headers: reply.headers });
}

/**
 * The pool's workers: each runs up to `perWorker` jobs taken from the lanes (page renders first);
 * one that exits fails its running jobs with 503 and is replaced unless the pool is closing.
 */
function startWorkers(
  size: number,
  entry: URL,
  perWorker: number,
  lanes: Record<Lane, Job[]>,
  isClosing: () => boolean,
): { slots: Slot[]; dispatch: () => void } {
  const slots: Slot[] = [];

  function dispatch(): void {
    for (const slot of slots) {
      while (slot && slot.running.size < perWorker) {
        const job = lanes.page.shift() ?? lanes.api.shift();
        if (!job) return;
        slot.running.set(job.id, job);
        slot.worker.postMessage(job.message);
      }
    }
  }

  function spawn(index: number): void {
    const worker = startWorker(entry);
    const startedAt = Date.now();
    const slot: Slot = { worker, running: new Map() };
    slots[index] = slot;
    worker.on("message", (reply: WorkerReply) => {
      const job = slot.running.get(reply.id);
      if (!job) return;
      slot.running.delete(reply.id);
      job.resolve(responseOf(reply));
      dispatch();
    });
    worker.on("error", (error) => console.error(`[api-pool] worker ${index} failed:`, error.message));
    worker.on("exit", (code) => {
      for (const job of slot.running.values()) job.resolve(unavailable());
      slot.running.clear();
      if (!isClosing() && slots[index] === slot) {
        console.warn(`[api-pool] worker ${index} exited (${code}); starting another`);
        // A worker that cannot even start is not restarted in a tight loop.
        setTimeout(
          () => {
            spawn(index);
            dispatch();
          },
          Date.now() - startedAt < 5000 ? 2000 : 0,
        ).unref();
      }
    });
  }

  for (let i = 0; i < size; i++) spawn(i);
  return { slots, dispatch };
}

/**
 * Puts `job` at the end of its lane. It leaves the queue when the caller gives up (a page's
 * deadline); a query already running in a worker cannot be stopped, its answer is dropped.
 */
function enqueue(queue: Job[], job: Job): void {
  job.signal?.addEventListener(
    "abort",
    () => {
      const at = queue.indexOf(job);
      if (at >= 0) queue.splice(at, 1);
      job.reject(job.signal!.reason);
    },
    { once: true },
  );
  queue.push(job);
}

export function createApiPool(
  size: number,
  entry: URL,
  { perWorker = 1 }: { perWorker?: number } = {},
): ApiPool {
  let nextId = 1;
  let closing = false;
  const lanes: Record<Lane, Job[]> = { page: [], api: [] };
  const { slots, dispatch } = startWorkers(size, entry, perWorker, lanes, () => closing);

  return {
    /**
     * `signal` is the caller's own (a request's follows its parent weakly in Node 20 and may never
     * abort after a garbage collection; domain/timeout-signal.ts).
     */
    handle(
      request: Request,
      lane: Lane = "page",
      signal: AbortSignal | null = request.signal,
    ): Promise<Response> {
      if (closing) return Promise.resolve(unavailable());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const message: WorkerRequest = {
          id,
          url: request.url,
          method: request.method,
          headers: [...request.headers],
        };
        if (signal?.aborted) return reject(signal.reason);
        enqueue(lanes[lane], { id, message, resolve, reject, signal });
        dispatch();
      });
    },
    reopen() {
      const message: WorkerReopen = { type: "reopen" };
      for (const slot of slots) slot.worker.postMessage(message);
    },
    async close() {
      closing = true;
      for (const job of [...lanes.page, ...lanes.api]) job.resolve(unavailable());
      lanes.page.length = 0;
      lanes.api.length = 0;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
    get queued() {
      return { page: lanes.page.length, api: lanes.api.length };
    },
  };
}
