import compression from "compression";
import express from "express";
import type { Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSlots } from "~/lib/slots";
import { errorPage } from "../../server/error-page";
import { listenLocally } from "../support/local-server";
import {
  createPageCache,
  etagMatches,
  bodyWith,
  invalidatePages,
  mergeHeaders,
  nonceOf,
  pageHandler,
  parseCacheControl,
  storableLifetime,
  weakEtag,
  type KeyInput,
} from "../../server/page-cache";

const PUBLIC = "public, max-age=60, stale-while-revalidate=600";
const request = (over: Partial<KeyInput> = {}): KeyInput => ({
  method: "GET",
  protocol: "http",
  host: "nfl.localhost:5184",
  url: "/champions?page=2",
  ...over,
});
const html = (text: string, headers: Record<string, string> = { "Cache-Control": PUBLIC }, status = 200) =>
  new Response(`<!doctype html><p>${text}</p>`, {
    status,
    headers: { "Content-Type": "text/html", ...headers },
  });

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("page cache keys", () => {
  const cache = createPageCache({ keyCookies: ["admin", "season"], bypassCookies: ["flash"] });

  it("separates host, path, query and protocol", () => {
    const keys = new Set([
      cache.keyOf(request()),
      cache.keyOf(request({ host: "nba.localhost:5184" })),
      cache.keyOf(request({ url: "/champions" })),
      cache.keyOf(request({ url: "/champions?page=3" })),
      cache.keyOf(request({ protocol: "https" })),
    ]);
    expect(keys.size).toBe(5);
    expect(cache.keyOf(request({ host: "NFL.localhost:5184" }))).toBe(cache.keyOf(request()));
  });

  it("keys on exactly the admin and season cookie values; other cookies are anonymous", () => {
    const anonymous = cache.keyOf(request());
    expect(cache.keyOf(request({ cookie: "_ga=GA1.2.3; theme=dark" }))).toBe(anonymous);
    expect(cache.keyOf(request({ cookie: "admin=eyJ0cnVlIn0%3D" }))).not.toBe(anonymous);
    expect(cache.keyOf(request({ cookie: "season=MjAyMw%3D%3D" }))).not.toBe(anonymous);
    expect(cache.keyOf(request({ cookie: "season=MjAyMw%3D%3D; other=1" }))).toBe(
      cache.keyOf(request({ cookie: "season=MjAyMw%3D%3D" })),
    );
    expect(cache.keyOf(request({ cookie: "season=MjAyMg%3D%3D" }))).not.toBe(
      cache.keyOf(request({ cookie: "season=MjAyMw%3D%3D" })),
    );
  });

  it("never caches a flash cookie, an Authorization header or a non-GET method", () => {
    expect(cache.keyOf(request({ cookie: "flash=abc" }))).toBeNull();
    expect(cache.keyOf(request({ authorization: "Basic x" }))).toBeNull();
    expect(cache.keyOf(request({ method: "POST" }))).toBeNull();
    expect(cache.keyOf(request({ method: "HEAD" }))).not.toBeNull();
  });
});

describe("what is stored", () => {
  it("reads Cache-Control", () => {
    expect(parseCacheControl("public, max-age=300, stale-while-revalidate=3600")).toMatchObject({
      public: true,
      maxAge: 300,
      staleWhileRevalidate: 3600,
    });
    expect(parseCacheControl("public, max-age=300, s-maxage=10").maxAge).toBe(10);
    expect(parseCacheControl(null)).toMatchObject({ public: false, maxAge: null });
  });

  it("stores only 200 public answers with a max-age that set no cookie", () => {
    expect(storableLifetime(200, new Headers({ "Cache-Control": PUBLIC }))).toEqual({ maxAge: 60, swr: 600 });
    expect(
      storableLifetime(200, new Headers({ "Cache-Control": PUBLIC, "Set-Cookie": "admin=1" })),
    ).toBeNull();
    expect(storableLifetime(200, new Headers({ "Cache-Control": "private, max-age=60" }))).toBeNull();
    expect(storableLifetime(200, new Headers({ "Cache-Control": "no-store" }))).toBeNull();
    expect(storableLifetime(200, new Headers({ "Cache-Control": "public" }))).toBeNull();
    expect(storableLifetime(200, new Headers())).toBeNull();
    expect(storableLifetime(404, new Headers({ "Cache-Control": PUBLIC }))).toBeNull();
    expect(storableLifetime(200, new Headers({ "Cache-Control": PUBLIC, Vary: "*" }))).toBeNull();
  });

  it("keeps a no-store page that allows only this cache (X-Server-Cache), never replaying that header", () => {
    const own = new Headers({ "Cache-Control": "no-store", "X-Server-Cache": "max-age=10" });
    expect(storableLifetime(200, own)).toEqual({ maxAge: 10, swr: 0 });
    expect(
      storableLifetime(
        200,
        new Headers({ "Cache-Control": "no-store", "X-Server-Cache": "max-age=10", "Set-Cookie": "a=1" }),
      ),
    ).toBeNull();
    expect(mergeHeaders([], own).map(([name]) => name)).not.toContain("x-server-cache");
  });

  it("does not store an answer that sets a cookie, and hands it back to be streamed", async () => {
    const cache = createPageCache();
    const key = cache.keyOf(request({ url: "/?admin=true" }))!;
    const filled = await cache.fill(
      key,
      async () => html("admin", { "Cache-Control": PUBLIC, "Set-Cookie": "admin=1" }),
      [],
    );
    expect("response" in filled).toBe(true);
    expect(cache.lookup(key)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("merges the request's headers with the page's, one Vary line, no transfer headers", () => {
    const merged = new Map(
      mergeHeaders(
        [
          ["content-security-policy", "script-src 'nonce-abc'"],
          ["vary", "Host"],
          ["content-length", "10"],
        ],
        new Headers({
          "Cache-Control": PUBLIC,
          Vary: "Cookie, host",
          "Set-Cookie": "x=1",
          "Content-Type": "text/html",
        }),
      ),
    );
    expect(merged.get("vary")).toBe("Host, Cookie");
    // Each answer carries the policy of its own request.
    expect(merged.has("content-security-policy")).toBe(false);
    expect(merged.has("content-length")).toBe(false);
    expect(merged.has("set-cookie")).toBe(false);
  });
});

describe("lifetimes, bounds and invalidation", () => {
  it("is fresh for max-age, stale for stale-while-revalidate, then gone", async () => {
    const time = clock();
    const cache = createPageCache({ now: time.now });
    const key = cache.keyOf(request())!;
    await cache.fill(key, async () => html("v1"), []);
    expect(cache.lookup(key)?.state).toBe("fresh");
    time.advance(61_000);
    expect(cache.lookup(key)?.state).toBe("stale");
    time.advance(600_000);
    expect(cache.lookup(key)).toBeNull();
  });

  it("refreshes a stale page once while serving the stale copy", async () => {
    const time = clock();
    const cache = createPageCache({ now: time.now });
    const key = cache.keyOf(request())!;
    await cache.fill(key, async () => html("v1"), []);
    time.advance(61_000);
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const render = async () => {
      renders++;
      await gate;
      return html("v2");
    };
    cache.refresh(key, render, []);
    cache.refresh(key, render, []);
    expect(Buffer.concat(cache.lookup(key)!.page.parts).toString()).toContain("v1");
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(renders).toBe(1);
    const after = cache.lookup(key);
    expect(after?.state).toBe("fresh");
    expect(Buffer.concat(after!.page.parts).toString()).toContain("v2");
  });

  it("shares one render between concurrent misses of a key", async () => {
    const cache = createPageCache();
    const key = cache.keyOf(request())!;
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return html("once");
    };
    const results = await Promise.all([
      cache.fill(key, render, []),
      cache.fill(key, render, []),
      cache.fill(key, render, []),
    ]);
    expect(renders).toBe(1);
    expect(results.every((r) => "page" in r)).toBe(true);
  });

  it("stays within its byte bound, dropping the least recently used pages", async () => {
    const cache = createPageCache({ maxBytes: 40_000 });
    const big = "x".repeat(5_000);
    for (let i = 0; i < 30; i++) {
      const key = cache.keyOf(request({ url: `/p/${i}` }))!;
      await cache.fill(key, async () => html(`${i}${big}`), []);
    }
    expect(cache.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(30);
    expect(cache.lookup(cache.keyOf(request({ url: "/p/29" }))!)).not.toBeNull();
    expect(cache.lookup(cache.keyOf(request({ url: "/p/0" }))!)).toBeNull();
  });

  it("never stores a page larger than a quarter of the bound", async () => {
    const cache = createPageCache({ maxBytes: 40_000 });
    const key = cache.keyOf(request())!;
    const filled = await cache.fill(key, async () => html("y".repeat(30_000)), []);
    expect("page" in filled).toBe(true);
    expect(cache.size).toBe(0);
  });

  it("invalidatePages() drops every page, and a render begun before it is not kept", async () => {
    const cache = createPageCache();
    const key = cache.keyOf(request())!;
    await cache.fill(key, async () => html("old"), []);
    expect(cache.size).toBe(1);
    invalidatePages();
    expect(cache.size).toBe(0);
    expect(cache.lookup(key)).toBeNull();

    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const filling = cache.fill(key, async () => {
      await gate;
      return html("rendered before the change");
    }, []);
    await new Promise((r) => setTimeout(r, 5));
    invalidatePages();
    release();
    const filled = await filling;
    expect("page" in filled).toBe(true);
    expect(cache.lookup(key)).toBeNull();
  });
});

describe("nonces", () => {
  it("stores a page cut at its nonce and answers with another", () => {
    const page = {
      parts: [
        Buffer.from('<script nonce="'),
        Buffer.from('">1</script><script nonce="'),
        Buffer.from('"></script>'),
      ],
    };
    expect(bodyWith(page as never, "NEW").toString()).toBe(
      '<script nonce="NEW">1</script><script nonce="NEW"></script>',
    );
    expect(nonceOf([["Content-Security-Policy", "script-src 'nonce-abc+/=' 'strict-dynamic'"]])).toBe(
      "abc+/=",
    );
    expect(nonceOf([["Vary", "Host"]])).toBeNull();
  });
});

describe("ETag", () => {
  it("is weak, of the body, and compared weakly", () => {
    const tag = weakEtag(Buffer.from("abc"));
    expect(tag).toMatch(/^W\/".+"$/);
    expect(weakEtag(Buffer.from("abc"))).toBe(tag);
    expect(weakEtag(Buffer.from("abd"))).not.toBe(tag);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"x", ${tag.slice(2)}`, tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches('"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});

describe("the Express handler", () => {
  let server: Server;
  let base = "";
  let renders = 0;
  let nonce = 0;

  beforeAll(async () => {
    const cache = createPageCache({ keyCookies: ["admin", "season"], bypassCookies: ["flash"] });
    const app = express();
    app.use(compression());
    app.use((_req, res, next) => {
      res.setHeader("Content-Security-Policy", `script-src 'nonce-n${++nonce}'`);
      res.locals.nonce = `n${nonce}`;
      next();
    });
    app.all(
      "*",
      pageHandler(
        async (request, _req, res) => {
          renders++;
          const url = new URL(request.url);
          const body = `<!doctype html><script nonce="${String(res.locals.nonce)}"></script><p>${url.pathname} render ${renders}</p><!--${"padding ".repeat(200)}-->`;
          if (url.pathname === "/private")
            return new Response(body, {
              headers: { "Cache-Control": "private, max-age=60", "Content-Type": "text/html" },
            });
          if (url.searchParams.get("admin") === "true")
            return new Response(body, {
              headers: { "Cache-Control": PUBLIC, "Set-Cookie": "admin=1", "Content-Type": "text/html" },
            });
          return new Response(body, { headers: { "Cache-Control": PUBLIC, "Content-Type": "text/html" } });
        },
        cache,
        (req) => req.get("host") ?? "",
      ),
    );
    ({ server, base } = await listenLocally(app));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("answers a repeat view from memory with a fresh nonce, and 304 to its ETag without a CSP", async () => {
    const first = await fetch(`${base}/cached`);
    const firstBody = await first.text();
    const etag = first.headers.get("etag")!;
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\//);
    const second = await fetch(`${base}/cached`);
    const secondBody = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("etag")).toBe(etag);
    // Same page, each answer with its own nonce, in its body and its policy alike.
    const bodyNonce = (html: string) => /nonce="([^"]+)"/.exec(html)![1];
    const headerNonce = (r: Response) =>
      /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")![1];
    expect(bodyNonce(firstBody)).toBe(headerNonce(first));
    expect(bodyNonce(secondBody)).toBe(headerNonce(second));
    expect(bodyNonce(secondBody)).not.toBe(bodyNonce(firstBody));
    expect(secondBody.replace(bodyNonce(secondBody), "")).toBe(firstBody.replace(bodyNonce(firstBody), ""));
    const conditional = await fetch(`${base}/cached`, { headers: { "If-None-Match": etag } });
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe("");
    expect(conditional.headers.get("etag")).toBe(etag);
    expect(conditional.headers.get("content-security-policy")).toBeNull();
  });

  it("is gzipped on the way out for clients that accept it", async () => {
    await fetch(`${base}/zipped`);
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(`${base}/zipped`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }),
          );
        }).on("error", reject),
      );
    });
    expect(raw.encoding).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toContain("/zipped render");
  });

  it("keeps the admin variant apart from the anonymous page", async () => {
    const text = async (r: Response) => (await r.text()).replace(/nonce="[^"]+"/, "");
    const anonymous = await text(await fetch(`${base}/variant`));
    const admin = await fetch(`${base}/variant`, { headers: { Cookie: "admin=signed-true" } });
    expect(admin.headers.get("x-page-cache")).toBe("miss");
    expect(await text(admin)).not.toBe(anonymous);
    const otherCookie = await fetch(`${base}/variant`, { headers: { Cookie: "_ga=1" } });
    expect(await text(otherCookie)).toBe(anonymous);
  });

  it("renders every time what sets a cookie or is private", async () => {
    const a = await fetch(`${base}/x?admin=true`);
    const b = await fetch(`${base}/x?admin=true`);
    expect(a.headers.get("set-cookie")).toBe("admin=1");
    expect(b.headers.get("x-page-cache")).toBeNull();
    expect(await a.text()).not.toBe(await b.text());
    const p1 = await (await fetch(`${base}/private`)).text();
    const p2 = await (await fetch(`${base}/private`)).text();
    expect(p1).not.toBe(p2);
  });
});

describe("a full render queue", () => {
  let server: Server;
  let base = "";
  let release: () => void = () => {};
  let held = Promise.resolve();
  const time = clock();

  beforeAll(async () => {
    const cache = createPageCache({ now: time.now });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.nonce = "n";
      next();
    });
    let renders = 0;
    app.all(
      "*",
      pageHandler(
        async (request) => {
          const n = ++renders;
          await held;
          return html(`${new URL(request.url).pathname} render ${n}`);
        },
        cache,
        (req) => req.get("host") ?? "",
        createSlots({ running: 1, depth: 1, waitMs: 60_000 }),
      ),
    );
    app.use(errorPage);
    ({ server, base } = await listenLocally(app));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** Holds every render until `release()`. */
  function hold() {
    held = new Promise<void>((resolve) => (release = resolve));
  }

  it("answers past the running render and the queue at once with 503 and Retry-After", async () => {
    hold();
    const running = fetch(`${base}/a`);
    const queued = fetch(`${base}/b`);
    await new Promise((r) => setTimeout(r, 50));
    const refused = await fetch(`${base}/c`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(await refused.text()).toContain("Failed to Load Data");
    release();
    expect((await running).status).toBe(200);
    expect(await (await queued).text()).toContain("/b render");
  });

  it("answers with the page's last copy, however old, rather than 503", async () => {
    held = Promise.resolve();
    const first = await (await fetch(`${base}/old`)).text();
    time.advance(3_600_000);
    hold();
    const running = fetch(`${base}/x`);
    const queued = fetch(`${base}/y`);
    await new Promise((r) => setTimeout(r, 50));
    const copy = await fetch(`${base}/old`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("x-page-cache")).toBe("stale");
    expect(await copy.text()).toBe(first);
    release();
    await Promise.all([running, queued]);
    // Once the queue has room, the old page is rendered anew.
    expect(await (await fetch(`${base}/old`)).text()).not.toBe(first);
  });
});

describe("the page cache's cookies, as the README states them", () => {
  it("names every cookie that changes a page and the one that bypasses the cache", async () => {
    const { readFileSync } = await import("node:fs");
    const { PAGE_BYPASS_COOKIES, PAGE_KEY_COOKIES } = await import("~/site/product-cookies");
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const paragraph = readme.slice(
      readme.indexOf("- **Page cache**"),
      readme.indexOf("\n- **", readme.indexOf("- **Page cache**") + 1),
    );
    const named = (names: readonly string[]) => names.filter((name) => paragraph.includes(`\`${name}\``));
    expect(PAGE_KEY_COOKIES).toEqual(["season", "admin", "theme", "favorites", "spoilers"]);
    expect(named(PAGE_KEY_COOKIES)).toEqual(PAGE_KEY_COOKIES);
    expect(named(PAGE_BYPASS_COOKIES)).toEqual(["flash"]);
  });
});
