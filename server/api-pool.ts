/**
 * The embedded API off the main thread: a small pool of worker threads (API_WORKERS, default 1;
 * 0 runs it on the main thread), each with its own database connection. A request goes to the
 * worker with the fewest in flight; a worker that dies is replaced and its requests fail with 503.
 */
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

type Pending = { resolve: (response: Response) => void };

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * `entry` is the worker module; a `.ts` entry (running from source) is loaded through tsx's
 * loader, registered inside the worker before the import.
 */
export function createApiPool(
  size: number,
  entry: URL,
): { handle: (request: Request) => Promise<Response>; reopen: () => void; close: () => Promise<void> } {
  let nextId = 1;
  const slots: Slot[] = [];

  function unavailable(): Response {
    return new Response(JSON.stringify({ detail: "The data service restarted. Please try again." }), {
      status: 503,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
    });
  }

  function spawn(index: number): void {
    const worker = entry.pathname.endsWith(".ts")
      ? new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`, { eval: true })
      : new Worker(entry);
    const startedAt = Date.now();
    const slot: Slot = { worker, pending: new Map() };
    slots[index] = slot;
    worker.on("message", (reply: WorkerReply) => {
      const pending = slot.pending.get(reply.id);
      if (!pending) return;
      slot.pending.delete(reply.id);
      const body = reply.status === 304 || reply.body.byteLength === 0 ? null : reply.body.slice();
      pending.resolve(new Response(body, { status: reply.status, headers: reply.headers }));
    });
    worker.on("error", (error) => console.error(`[api-pool] worker ${index} failed:`, error.message));
    worker.on("exit", (code) => {
      for (const pending of slot.pending.values()) pending.resolve(unavailable());
      slot.pending.clear();
      if (!closing && slots[index] === slot) {
        console.warn(`[api-pool] worker ${index} exited (${code}); starting another`);
        // A worker that cannot even start is not restarted in a tight loop.
        setTimeout(() => spawn(index), Date.now() - startedAt < 5000 ? 2000 : 0).unref();
      }
    });
  }

  let closing = false;
  for (let i = 0; i < size; i++) spawn(i);

  return {
    handle(request: Request): Promise<Response> {
      const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = nextId++;
      return new Promise((resolve) => {
        slot.pending.set(id, { resolve });
        const message: WorkerRequest = { id, url: request.url, method: request.method, headers: [...request.headers] };
        slot.worker.postMessage(message);
      });
    },
    reopen() {
      const message: WorkerReopen = { type: "reopen" };
      for (const slot of slots) slot.worker.postMessage(message);
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
