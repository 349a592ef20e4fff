import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createCoalescer } from "../../server/coalesce";
import { isLimitedPath, rateLimitFor } from "../../server/rate-limit";
import { securityHeaders } from "../../server/security";
import { listenLocally } from "../support/local-server";

/** A real Express server on a free port with `setup`'s middleware in front of a plain 200. */
const servers: { close: () => void }[] = [];
async function serve(
  setup: (app: express.Express) => void,
): Promise<(path: string, headers?: Record<string, string>) => Promise<Response>> {
  const app = express();
  setup(app);
  app.use((_req, res) => res.send("ok"));
  const { server, base } = await listenLocally(app);
  servers.push(server);
  return (path, headers = {}) => fetch(`${base}${path}`, { headers });
}
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const limited = (req: express.Request) => isLimitedPath(req.path);

describe("rate limit", () => {
  it("limits the API and CSV downloads in every spelling the router serves, nothing else", () => {
    for (const path of [
      "/api/core/sports/",
      "/API/core",
      "/champions.csv",
      "/CHAMPIONS.CSV",
      "/champions.csv/",
      "/table.csv//",
    ])
      expect(isLimitedPath(path), path).toBe(true);
    for (const path of ["/", "/standings", "/apis", "/csv", "/champions.csv.html"])
      expect(isLimitedPath(path), path).toBe(false);
  });

  it("counts /CHAMPIONS.CSV and /champions.csv/ against the same client's quota", async () => {
    const get = await serve((app) => app.use(rateLimitFor({ perMinute: 60, burst: 3 }, limited)));
    const statuses = [];
    for (const path of ["/champions.csv", "/CHAMPIONS.CSV", "/champions.csv/", "/Champions.Csv"])
      statuses.push((await get(path)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("allows a burst, then answers 429 with Retry-After and the spec's wording; the quota is announced", async () => {
    const get = await serve((app) => app.use(rateLimitFor({ perMinute: 60, burst: 3 }, limited)));
    const first = await get("/api/core/sports/");
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-limit")).toBe("3");
    expect(first.headers.get("ratelimit-remaining")).toBe("2");
    expect(first.headers.get("ratelimit-policy")).toBe("3;w=3");
    expect(Number(first.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    await get("/api/core/sports/");
    await get("/api/core/sports/");
    const refused = await get("/api/core/sports/");
    expect(refused.status).toBe(429);
    const wait = refused.headers.get("retry-after");
    expect(wait).toMatch(/^[1-3]$/);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.json()).toEqual({ detail: `Too many requests. Try again in ${wait} seconds.` });
    const csv = await get("/table.csv");
    expect(csv.status).toBe(429);
    expect(await csv.text()).toMatch(/^Too many requests\. Try again in \d seconds\.\n$/);
    // Pages are not limited.
    expect((await get("/standings")).status).toBe(200);
  });

  it("behind a trusted proxy counts the right-most untrusted hop, never the forgeable left-most one", async () => {
    const get = await serve((app) => {
      app.set("trust proxy", 1);
      app.use(rateLimitFor({ perMinute: 60, burst: 1 }, limited));
    });
    expect((await get("/api/x/", { "X-Forwarded-For": "198.51.100.1, 203.0.113.7" })).status).toBe(200);
    expect((await get("/api/x/", { "X-Forwarded-For": "198.51.100.2, 203.0.113.7" })).status).toBe(429);
    expect((await get("/api/x/", { "X-Forwarded-For": "203.0.113.8" })).status).toBe(200);
  });

  it("without a trusted proxy ignores X-Forwarded-For: the socket is the client", async () => {
    const get = await serve((app) => app.use(rateLimitFor({ perMinute: 60, burst: 1 }, limited)));
    expect((await get("/api/x/", { "X-Forwarded-For": "203.0.113.7" })).status).toBe(200);
    expect((await get("/api/x/", { "X-Forwarded-For": "203.0.113.8" })).status).toBe(429);
  });
});

describe("security headers", () => {
  const nonce = (app: express.Express) =>
    app.use((_req, res, next) => {
      res.locals.nonce = "abc123";
      next();
    });

  it("carry the answer's nonce in a strict CSP, and the fixed headers", async () => {
    const get = await serve((app) => {
      nonce(app);
      app.use(securityHeaders({ dev: false, csp: "enforce" }));
    });
    const answer = await get("/");
    const csp = answer.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(answer.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(answer.headers.get("permissions-policy")).toContain("camera=()");
    // HSTS only over TLS.
    expect(answer.headers.get("strict-transport-security")).toBeNull();
  });

  it("HSTS when the request came over TLS (behind a trusted proxy)", async () => {
    const get = await serve((app) => {
      app.set("trust proxy", 1);
      nonce(app);
      app.use(securityHeaders({ dev: false, csp: "enforce" }));
    });
    expect((await get("/", { "X-Forwarded-Proto": "https" })).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("the CSP can be switched to report-only or off, and is off in development", async () => {
    for (const [options, header, present] of [
      [{ dev: false, csp: "report-only" }, "content-security-policy-report-only", true],
      [{ dev: false, csp: "off" }, "content-security-policy", false],
      [{ dev: true, csp: "enforce" }, "content-security-policy", false],
    ] as const) {
      const get = await serve((app) => {
        nonce(app);
        app.use(securityHeaders(options));
      });
      const answer = await get("/");
      expect(answer.headers.has(header), JSON.stringify(options)).toBe(present);
      if (options.csp !== "report-only")
        expect(answer.headers.has("content-security-policy-report-only")).toBe(false);
    }
  });
});

describe("coalescer", () => {
  it("runs one handler for identical concurrent keys and shares its body", async () => {
    const coalescer = createCoalescer();
    let calls = 0;
    const produce = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return new Response("same", { status: 200, headers: { "X-A": "1" } });
    };
    const [a, b] = await Promise.all([coalescer.run("k", produce), coalescer.run("k", produce)]);
    expect(calls).toBe(1);
    expect(a.body.toString()).toBe("same");
    expect(b).toBe(a);
    expect(coalescer.size).toBe(0);
    await coalescer.run("k", produce);
    expect(calls).toBe(2);
  });
});
