/**
 * The page cache: rendered pages of anonymous requests kept in memory, so a repeat view costs a
 * lookup instead of a render.
 *
 * - Keyed by protocol, host, path and query, and exactly the cookie values that change a page
 *   (`keyCookies`; the server passes `PAGE_KEY_COOKIES`: admin flag, active season, theme and
 *   favourite teams), and of those only values the server signed (`keyCookieValid`): a forged value
 *   keys as no cookie. Any other cookie is ignored; a request carrying a `bypassCookies` cookie (the
 *   one-shot flash message) is never served from or stored.
 * - Honours the page's own Cache-Control: only 200 answers marked `public` with a `max-age` are
 *   stored, never one that sets a cookie; fresh for max-age, then served stale for
 *   stale-while-revalidate seconds while one background render refreshes it. A request's own
 *   `Cache-Control: no-cache` is ignored, as CDNs do, so a reload cannot force renders.
 * - Bounded by bytes (LRU).
 * - Every answer carries its own CSP nonce: the page is stored cut at the nonce of the render that
 *   made it and sent with the nonce of the request being answered (a nonce is never reused).
 * - A weak ETag of the page without its nonce (stable across re-renders of the same data), 304 to a
 *   matching If-None-Match, sent without a CSP header so the browser keeps the policy that matches
 *   the copy (and nonce) it holds.
 * - `invalidatePages()` drops every entry at once (database rebuilt, live scores changed); a render
 *   that started before the invalidation is sent but not stored.
 *
 * Concurrent misses of one key share one render (a burst after an invalidation renders once).
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import cluster from "node:cluster";
import { createHash } from "node:crypto";
import type {
  NextFunction,
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import { LRUCache } from "lru-cache";
import { BUSY, createSlots, type Slots } from "../app/lib/slots";
import { appSettings } from "../app/site/settings.server";

export interface PageCacheOptions {
  /** Upper bound of the bytes held (HTML + gzip + headers); default PAGE_CACHE_MB or 32 MB. */
  maxBytes?: number;
  /** Cookies whose values change a page: each value is part of the key. */
  keyCookies?: readonly string[];
  /** Cookies that make a request uncacheable (read once, then cleared by the page). */
  bypassCookies?: readonly string[];
  /**
   * Whether a key cookie's value is one the server itself set (server.ts: signed with the cookie
   * secret). Any other value renders as the default page (the cookie's reader ignores it), so it
   * keys as no cookie: forged values add no entries. Unset: every value keys.
   */
  keyCookieValid?: (value: string) => boolean;
  now?: () => number;
}

export interface StoredPage {
  status: number;
  /** Response headers to replay (CSP, security headers, Content-Type, Cache-Control, Vary ...). */
  headers: [string, string][];
  /** The body cut at the render's nonce: the answer is these parts joined by the request's nonce. */
  parts: Buffer[];
  etag: string;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  size: number;
}

export type Lookup = { state: "fresh" | "stale"; page: StoredPage } | null;

export interface KeyInput {
  method: string;
  protocol: string;
  host: string;
  /** Path and query as requested. */
  url: string;
  cookie?: string | null;
  authorization?: string | null;
}

export interface PageCache {
  /** The cache key of a request, or null when it must not use the cache. */
  keyOf(input: KeyInput): string | null;
  lookup(key: string): Lookup;
  /** The last page stored under the key, however old (what an overloaded server answers with). */
  expired(key: string): StoredPage | null;
  /**
   * Renders through `render` (one render per key at a time); stores and returns the page when its
   * answer is storable, else hands back the response untouched for the caller to stream.
   */
  fill(
    key: string,
    render: () => Promise<Response>,
    baseHeaders: [string, string][],
  ): Promise<{ page: StoredPage } | { response: Response }>;
  /** Starts one background refresh of a stale key (no-op when one is running). */
  refresh(key: string, render: () => Promise<Response>, baseHeaders: [string, string][]): void;
  invalidate(): void;
  readonly size: number;
  readonly bytes: number;
}

// ---- pure helpers ---------------------------------------------------------------------------------

export interface CacheControl {
  public: boolean;
  private: boolean;
  noStore: boolean;
  noCache: boolean;
  maxAge: number | null;
  staleWhileRevalidate: number;
}

export function parseCacheControl(value: string | null | undefined): CacheControl {
  const out: CacheControl = {
    public: false,
    private: false,
    noStore: false,
    noCache: false,
    maxAge: null,
    staleWhileRevalidate: 0,
  };
  for (const part of (value ?? "").split(",")) {
    const [rawName, rawValue] = part.trim().split("=", 2);
    const name = rawName?.toLowerCase();
    const seconds = Number.parseInt(rawValue ?? "", 10);
    if (name === "public") out.public = true;
    else if (name === "private") out.private = true;
    else if (name === "no-store") out.noStore = true;
    else if (name === "no-cache") out.noCache = true;
    else if (name === "s-maxage" && seconds >= 0) out.maxAge = seconds;
    else if (name === "max-age" && seconds >= 0 && out.maxAge === null) out.maxAge = seconds;
    else if (name === "stale-while-revalidate" && seconds >= 0) out.staleWhileRevalidate = seconds;
  }
  return out;
}

/** Fresh and stale lifetimes (seconds) of a storable answer, or null when it must not be stored. */
export function storableLifetime(status: number, headers: Headers): { maxAge: number; swr: number } | null {
  if (status !== 200) return null;
  if (headers.has("set-cookie")) return null;
  // A page no other cache may keep can still allow this one (`X-Server-Cache: max-age=N`): this
  // cache is emptied on every data change, a browser's or CDN's copy is not.
  const own = parseCacheControl(headers.get("x-server-cache"));
  if ((headers.get("vary") ?? "").includes("*")) return null;
  if (own.maxAge) return { maxAge: own.maxAge, swr: 0 };
  const cc = parseCacheControl(headers.get("cache-control"));
  if (!cc.public || cc.private || cc.noStore || cc.noCache || !cc.maxAge) return null;
  return { maxAge: cc.maxAge, swr: cc.staleWhileRevalidate };
}

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !out.has(name)) out.set(name, part.slice(eq + 1).trim());
  }
  return out;
}

/** A weak validator of the body: equal bytes, equal tag. */
export function weakEtag(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether an If-None-Match header matches `etag` (weak comparison, `*` matches anything). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

// Headers that describe one transfer, not the page; the cache sets its own.
// CSP: each answer keeps the policy (and nonce) of the request it answers.
const NOT_STORED = new Set([
  "set-cookie",
  "x-server-cache",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "age",
  "x-page-cache",
  "content-security-policy",
  "content-security-policy-report-only",
]);

/** The nonce of the CSP header among `headers`, if any. */
export function nonceOf(headers: Iterable<[string, string]>): string | null {
  for (const [name, value] of headers) {
    if (!name.toLowerCase().startsWith("content-security-policy")) continue;
    const nonce = /'nonce-([^']+)'/.exec(value)?.[1];
    if (nonce) return nonce;
  }
  return null;
}

/** `body` cut at every occurrence of `nonce`. */
export function splitAt(body: Buffer, nonce: string | null): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The stored page's body with `nonce` where the render's nonce was. */
export function bodyWith(page: StoredPage, nonce: string | null): Buffer {
  if (page.parts.length === 1) return page.parts[0]!;
  const filler = Buffer.from(nonce ?? "");
  const out: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) out.push(filler);
    out.push(part);
  });
  return Buffer.concat(out);
}

/** Headers already on the response (security, CSP) followed by the page's, one line per name (Vary merged). */
export function mergeHeaders(base: [string, string][], page: Headers): [string, string][] {
  const out = new Map<string, string>();
  const vary: string[] = [];
  const add = (name: string, value: string) => {
    const lower = name.toLowerCase();
    if (NOT_STORED.has(lower)) return;
    if (lower === "vary") {
      for (const v of value.split(","))
        if (v.trim() && !vary.some((x) => x.toLowerCase() === v.trim().toLowerCase())) vary.push(v.trim());
      return;
    }
    out.set(lower, value);
  };
  for (const [name, value] of base) add(name, value);
  page.forEach((value, name) => add(name, value));
  if (vary.length) out.set("vary", vary.join(", "));
  return [...out];
}

// ---- the cache ------------------------------------------------------------------------------------

const everyCache = new Set<{ invalidate(): void }>();

/**
 * Drops every cached page of this process at once. Call it whenever the data changes (database
 * rebuilt or reopened, live scores updated). Under WEB_CONCURRENCY each worker holds its own cache:
 * pass `{ everyWorker: true }` from a worker to have the primary relay it to all the others.
 */
export function invalidatePages(options: { everyWorker?: boolean } = {}): void {
  for (const cache of everyCache) cache.invalidate();
  if (options.everyWorker && cluster.isWorker) process.send?.({ type: INVALIDATE_MESSAGE });
}

export const INVALIDATE_MESSAGE = "page-cache:invalidate";

// A worker drops its pages when the primary relays another worker's invalidation.
if (cluster.isWorker) {
  process.on("message", (message: unknown) => {
    if ((message as { type?: string } | null)?.type === INVALIDATE_MESSAGE)
      for (const cache of everyCache) cache.invalidate();
  });
}

/** The key of a request under `keyCookies`, or null when it must not use the cache. */
function cacheKeyOf(
  input: KeyInput,
  keyCookies: readonly string[],
  bypassCookies: readonly string[],
  valid: (value: string) => boolean,
): string | null {
  if (input.method !== "GET" && input.method !== "HEAD") return null;
  if (input.authorization) return null;
  const cookies = parseCookies(input.cookie);
  if (bypassCookies.some((name) => cookies.get(name))) return null;
  const variant = keyCookies
    .map((name) => {
      const value = cookies.get(name);
      return `${name}=${value && valid(value) ? value : ""}`;
    })
    .join("&");
  return `${input.protocol}://${input.host.toLowerCase()}${input.url}\n${variant}`;
}

interface PageStore {
  lookup(key: string): Lookup;
  /** The last page stored under the key, however old (what an overloaded server answers with). */
  expired(key: string): StoredPage | null;
  /** Stores the answer when storable and rendered in the current generation; null when not storable. */
  admit(
    key: string,
    response: Response,
    baseHeaders: [string, string][],
    startedIn: number,
  ): Promise<StoredPage | null>;
  /** Bumped by every invalidation: a render that started in an older one is not stored. */
  readonly generation: number;
  invalidate(): void;
  readonly size: number;
  readonly bytes: number;
}

/** The stored pages: an LRU bounded by bytes, each page fresh, then stale, then gone. */
function createPageStore(now: () => number, maxBytes: number): PageStore {
  const entries = new LRUCache<string, StoredPage>({
    maxSize: Math.max(1, maxBytes),
    // One page may take at most a quarter of the budget, so a huge answer cannot flush the rest.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
    sizeCalculation: (page) => page.size,
  });
  let generation = 0;
  return {
    lookup(key) {
      const page = entries.get(key);
      if (!page) return null;
      const at = now();
      if (at < page.freshUntil) return { state: "fresh", page };
      if (at < page.staleUntil) return { state: "stale", page };
      // Kept (the LRU bounds it) as the copy an overloaded server answers with instead of 503.
      return null;
    },
    expired: (key) => entries.get(key) ?? null,
    async admit(key, response, baseHeaders, startedIn) {
      const lifetime = storableLifetime(response.status, response.headers);
      if (!lifetime) return null;
      const body = Buffer.from(await response.arrayBuffer());
      const parts = splitAt(body, nonceOf(baseHeaders));
      const headers = mergeHeaders(baseHeaders, response.headers);
      const storedAt = now();
      const page: StoredPage = {
        status: response.status,
        headers,
        parts,
        etag: weakEtag(parts.length === 1 ? body : Buffer.concat(parts)),
        storedAt,
        freshUntil: storedAt + lifetime.maxAge * 1000,
        staleUntil: storedAt + (lifetime.maxAge + lifetime.swr) * 1000,
        size: body.length + key.length + headers.reduce((n, [a, b]) => n + a.length + b.length, 0) + 200,
      };
      // Data changed while this rendered: answer with it, but do not keep it.
      if (startedIn === generation) entries.set(key, page);
      return page;
    },
    get generation() {
      return generation;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const keyCookies = options.keyCookies ?? [];
  const bypassCookies = options.bypassCookies ?? [];
  const keyCookieValid = options.keyCookieValid ?? (() => true);
  const store = createPageStore(options.now ?? Date.now, options.maxBytes ?? appSettings().pageCacheBytes);
  const inFlight = new Map<string, Promise<StoredPage | null>>();

  const cache: PageCache = {
    keyOf: (input) => cacheKeyOf(input, keyCookies, bypassCookies, keyCookieValid),

    lookup: (key) => store.lookup(key),
    expired: (key) => store.expired(key),

    async fill(key, render, baseHeaders) {
      const pending = inFlight.get(key);
      if (pending) {
        const shared = await pending.catch(() => null);
        if (shared) return { page: shared };
        return { response: await render() };
      }
      let settle!: (page: StoredPage | null) => void;
      inFlight.set(key, new Promise<StoredPage | null>((resolve) => (settle = resolve)));
      let page: StoredPage | null = null;
      try {
        const startedIn = store.generation;
        const response = await render();
        page = await store.admit(key, response, baseHeaders, startedIn);
        return page ? { page } : { response };
      } finally {
        inFlight.delete(key);
        settle(page);
      }
    },

    refresh(key, render, baseHeaders) {
      if (inFlight.has(key)) return;
      const startedIn = store.generation;
      const running = render()
        .then((response) => store.admit(key, response, baseHeaders, startedIn))
        .catch((error: unknown) => {
          // The stale page stays until it expires; the next stale hit tries again.
          console.warn(
            `[page-cache] refresh failed: ${key.split("\n")[0]}: ${error instanceof Error ? error.message : String(error)}`,
          );
          return null;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, running);
    },

    invalidate: () => store.invalidate(),

    get size() {
      return store.size;
    },
    get bytes() {
      return store.bytes;
    },
  };
  everyCache.add(cache);
  return cache;
}

// ---- Express glue ---------------------------------------------------------------------------------

/** Retry-After of a 503 that names none: the error state's own wait (docs/rules.md#retries). */
export const RETRY_AFTER_SECONDS = "30";

/** Renders one request: the Remix handler with its load context. */
export type PageRenderer = (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>;

/**
 * The Express handler for pages: serves hits, fills misses and refreshes stale pages through the
 * page cache, and streams everything else (actions, cookie-setting or private answers) straight
 * from Remix. Without a cache it is the plain Remix adapter.
 */
export function pageHandler(
  render: PageRenderer,
  cache: PageCache | null,
  hostOf: (req: ExpressRequest) => string,
  slots: Slots = createSlots({ running: Infinity, depth: 0, waitMs: 0 }),
): RequestHandler {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const host = hostOf(req);
    const request = createRemixRequest(req, res, host);
    const key = cache?.keyOf({
      method: req.method,
      protocol: req.protocol,
      host,
      url: req.originalUrl,
      cookie: req.headers.cookie,
      authorization: req.headers.authorization,
    });
    // Every render takes a slot: past the running ones and the queue, the page answers at once.
    const gated = async (r: Request) => {
      const response = await slots.run(() => render(r, req, res));
      if (response === BUSY) throw new Busy();
      return response;
    };
    try {
      if (!cache || !key) return await sendRemixResponse(res, await gated(request));
      // The headers earlier middleware set for this request (security headers, CSP with its nonce).
      const base = Object.entries(res.getHeaders()).map(
        ([name, value]) =>
          [name, Array.isArray(value) ? value.join(", ") : String(value)] as [string, string],
      );
      const hit = cache.lookup(key);
      if (hit) {
        // Detached from this client: the refresh finishes even if the visitor goes away; a busy
        // server skips it (the stale page stays until the next view tries again).
        if (hit.state === "stale" && slots.waiting === 0)
          cache.refresh(
            key,
            () => gated(new Request(request.url, { method: "GET", headers: request.headers })),
            base,
          );
        return sendStored(req, res, hit.page, hit.state);
      }
      if (req.method === "HEAD") return await sendRemixResponse(res, await gated(request));
      const filled = await cache.fill(key, () => gated(request), base);
      if ("page" in filled) return sendStored(req, res, filled.page, "miss");
      await sendRemixResponse(res, filled.response);
    } catch (error) {
      if (!(error instanceof Busy)) return next(error);
      const copy = key ? cache?.expired(key) : null;
      if (copy) return sendStored(req, res, copy, "stale");
      next(Object.assign(new Error("Too many pages are being rendered"), { status: 503 }));
    }
  };
}

/** A render refused because every slot and the queue were taken. */
class Busy extends Error {}

/**
 * Express request -> Fetch Request, as @remix-run/express builds it (aborted when the client
 * leaves), except its origin: the host the cache keys on (Host, or X-Forwarded-Host only behind a
 * trusted proxy) with its port, never a port taken from an unkeyed header, so a forged header
 * cannot reach a link in a page the cache then serves to everyone.
 */
export function createRemixRequest(req: ExpressRequest, res: ExpressResponse, host: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value) headers.set(name, value);
  }
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // server/body-limit.ts has read the body already (bounded); otherwise stream it.
    init.body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url.href, init);
}

/** Streams a Fetch Response to Express, as @remix-run/express does. */
async function sendRemixResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries())
    if (name !== "x-server-cache") res.append(name, value);
  // Every 503 says when to come back (a route's headers() may not pass the loader's on).
  if (response.status === 503 && !res.getHeader("retry-after"))
    res.setHeader("Retry-After", RETRY_AFTER_SECONDS);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

function sendStored(
  req: ExpressRequest,
  res: ExpressResponse,
  page: StoredPage,
  state: "fresh" | "stale" | "miss",
): void {
  const current = Object.entries(res.getHeaders()).map(
    ([name, value]) => [name, String(value)] as [string, string],
  );
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  // Shared caches downstream count the time this copy already spent here.
  res.setHeader("Age", String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
  res.setHeader("X-Page-Cache", state === "fresh" ? "hit" : state);
  if (etagMatches(req.headers["if-none-match"], page.etag)) {
    // The browser keeps its copy and the policy stored with it; a new nonce would block its scripts.
    for (const name of ["content-security-policy", "content-security-policy-report-only", "content-type"])
      res.removeHeader(name);
    res.status(304).end();
    return;
  }
  // The compression middleware gzips it, as it does a static file.
  const body = bodyWith(page, nonceOf(current));
  res.status(page.status);
  res.setHeader("Content-Length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
