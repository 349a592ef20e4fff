/**
 * A worker thread running the embedded API over its own database connection. SQLite queries are
 * synchronous: run on the main thread, one expensive list would stall every other visitor's page;
 * here they queue in the worker while the main thread keeps serving.
 */
import { parentPort } from "node:worker_threads";
import { openDatabase } from "../backend/db/connection";
import { createApiHandler } from "../backend/http/handler";
import type { WorkerReopen, WorkerReply, WorkerRequest } from "./api-pool";
import { appSettings } from "../app/site/settings.server";

let db = openDatabase(appSettings().databaseUrl);
let handler = createApiHandler(db);

parentPort!.on("message", (message: WorkerRequest | WorkerReopen) => {
  if ("type" in message) {
    // A rebuilt SQLite file replaced the one this connection reads: answer from the new one, and
    // close the old once the queries under way have had time to finish.
    const old = db;
    db = openDatabase(appSettings().databaseUrl);
    handler = createApiHandler(db);
    setTimeout(() => void old.destroy(), 30_000).unref();
    return;
  }
  void (async () => {
    let reply: WorkerReply;
    try {
      const response = await handler(
        new Request(message.url, { method: message.method, headers: message.headers }),
      );
      const body = new Uint8Array(await response.arrayBuffer());
      reply = { id: message.id, status: response.status, headers: [...response.headers], body };
    } catch (error) {
      console.error("[api-worker]", error instanceof Error ? error.message : error);
      const body = new TextEncoder().encode(JSON.stringify({ detail: "Internal server error." }));
      reply = {
        id: message.id,
        status: 500,
        headers: [["content-type", "application/json; charset=utf-8"]],
        body,
      };
    }
    parentPort!.postMessage(reply, [reply.body.buffer as ArrayBuffer]);
  })();
});
