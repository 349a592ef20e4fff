/** A real HTTP server for a unit test: an Express app listening on a free port of 127.0.0.1. */
import type { Express } from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Starts `app` on a free local port; the server (to close after the tests) and its base URL. */
export async function listenLocally(app: Express): Promise<{ server: Server; base: string }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
