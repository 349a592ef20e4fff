/**
 * server/body-limit.ts on a real socket: a body that is not a form is read before the 400 goes
 * out, so a client still sending it gets the answer (not a reset connection) and may reuse the
 * connection; a body past the limit answers 413 and closes.
 */
import express from "express";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boundedBodies } from "../../server/body-limit";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(boundedBodies(64));
  app.post("/season", (_req, res) => void res.status(204).end());
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", resolve);
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Whether a whole answer (head and its Content-Length of body) has arrived. */
function complete(text: string): boolean {
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
  return text.length - (end + 4) >= length;
}

/** Sends the head, then after a pause the body; records what arrived before the body went. */
function exchange(head: string, body: string): Promise<{ early: string; answer: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let early = "";
    socket.on("data", (d) => (received += d.toString("latin1")));
    socket.on("error", reject);
    socket.on("connect", () => {
      socket.write(head);
      // A client slow to send its body: the head is parsed well before the body arrives.
      setTimeout(() => {
        early = received;
        socket.write(body);
        socket.setTimeout(2000, () => socket.end());
        const done = () => {
          socket.destroy();
          resolve({ early, answer: received });
        };
        socket.on("end", done);
        socket.on("timeout", done);
        const poll = setInterval(() => {
          if (complete(received)) {
            clearInterval(poll);
            done();
          }
        }, 10);
      }, 150);
    });
  });
}

describe("bounded request bodies", () => {
  it("reads a non-form body before answering 400, and keeps the connection open", async () => {
    const body = '{"season":2020}';
    const { early, answer } = await exchange(
      `POST /season HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(early).toBe("");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain("Bad Request: expected a form body.");
    expect(answer.toLowerCase()).not.toContain("connection: close");
  });

  it("answers a body past the limit 413 and closes", async () => {
    const body = "season=" + "9".repeat(100);
    const { answer } = await exchange(
      `POST /season HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain("connection: close");
  });

  it("hands a form on", async () => {
    const body = "season=2020";
    const { answer } = await exchange(
      `POST /season HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 204 /);
  });
});
