/**
 * One process for every site: security headers, compression, static assets, the embedded API at
 * /api, /healthz, then Remix with the site resolved from the Host header.
 * `tsx server.ts --dev` runs the same server with Vite's middleware and hot reload.
 */
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createApiClient, type ApiClient } from "./app/api/client.server";
import { createResponseCache } from "./app/api/cache.server";
import { httpTransport, inProcessTransport } from "./app/api/transport.server";
import { warmUpSites } from "./app/api/client.server";
import type { SiteRequestContext } from "./app/load-context";
import { resolveSiteKey } from "./app/site/hosts";
import { appSettings, SettingsError, type Settings } from "./app/site/settings.server";
import { SITE_KEYS, SITES, type SiteConfig } from "./app/site/sites";
import { openDatabase } from "./backend/db/connection";
import { ensureDatabase, staleReason } from "./backend/import/ensure-db";
import { resolveDatabaseTarget } from "./backend/db/connection";
import { downloadsStale, writeDownloads } from "./backend/import/downloads";
import { fork } from "node:child_process";
import { createApiHandler } from "./backend/http/handler";
import { toFetchRequest } from "./server/fetch-adapter";
import { withSiteScope } from "./server/site-filters";
import { createLocator } from "./app/api/locate.server";
import { formatScope, scopeOfSite } from "./domain/scope";
import { createDataVersionWatch } from "./server/data-version";
import { readDataVersion } from "./backend/db/data-version";
import { securityHeaders } from "./server/security";
import { errorPage } from "./server/error-page";
import { createPageCache, invalidatePages, pageHandler } from "./server/page-cache";
import { createSlots } from "./app/lib/slots";
import { PAGE_BYPASS_COOKIES, PAGE_KEY_COOKIES } from "./app/site/product-cookies";
import { superviseWorkers, workerCount } from "./server/cluster";
import cluster from "node:cluster";
import { requestGuard } from "./server/request-guard";
import { isLimitedPath, rateLimitFor } from "./server/rate-limit";
import { corsForApi } from "./server/cors";
import { tableCsvHandler } from "./server/table-csv";
import { createCoalescer } from "./server/coalesce";
import { apiWorkerCount, createApiPool, type ApiPool } from "./server/api-pool";
import { boundedBodies } from "./server/body-limit";
import { createHealthCheck } from "./server/health";
import { checkSqliteFile } from "./server/sqlite-file";
import { sameOriginPosts } from "./server/same-origin";
import { ensureCookieSecret } from "./server/cookie-secret";
import { signedCookieCheck } from "./server/cookie-signature";
import { canonicalOrigin } from "./app/site/hosts";
import { timeoutSignal } from "./domain/timeout-signal";

/** An error as one log line: its message, never the object with its stack. */
const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split("\n", 1)[0]!.slice(0, 300);

/** Ends start-up with one clear line and a non-zero exit (no stack trace): the operator's to fix. */
function cannotStart(what: string, error: unknown): never {
  console.error(`[start] ${what}: ${reasonOf(error)}`);
  process.exit(1);
}

// The database build runs in a child process of this same entry: its memory (several hundred MB
// while importing) goes back to the system when it exits instead of staying in the server's heap.
// Every setting, read and checked once: a value the server cannot run with ends the start here.
let settings: Settings;
try {
  settings = appSettings();
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  cannotStart("settings", error);
}
// The database build and the bulk downloads run in child processes of this same entry
// (DB_BUILD_CHILD=1 builds the database, =downloads writes the downloads): their memory goes back
// to the system when they exit instead of staying in the server's heap.
if (settings.buildChild === "downloads") {
  const target = resolveDatabaseTarget();
  if (target.kind === "sqlite")
    await writeDownloads(target.file, (m) => console.log(`[db] ${m}`)).catch((error: unknown) =>
      cannotStart("the bulk downloads failed", error),
    );
  process.exit(0);
}
if (settings.buildChild) {
  await ensureDatabase().catch((error: unknown) => cannotStart("the database build failed", error));
  process.exit(0);
}
function forkChild(mode: "1" | "downloads"): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    // Without the server's heap limits (`--max-old-space-size`, `--max-semi-space-size`): an import holds far more at once.
    const execArgv = process.execArgv.filter((arg) => !/^--max-(old|semi)-space-size/.test(arg));
    const child = fork(process.argv[1], process.argv.slice(2), {
      env: { ...process.env, DB_BUILD_CHILD: mode },
      stdio: "inherit",
      execArgv,
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`exit code ${code}`))));
  });
}
async function ensureDatabaseApart(): Promise<void> {
  if (!(await staleReason(resolveDatabaseTarget()))) return;
  await forkChild("1").catch((error: unknown) => {
    throw new Error(`the database build failed (${error instanceof Error ? error.message : String(error)})`);
  });
}
/**
 * The bulk downloads of a SQLite database, when missing or older than it: written after the server
 * listens (pages do not wait for them; /downloads says they are being written), then every page
 * is dropped from the cache so /downloads lists them. `onWritten` reaches the cluster's workers.
 */
function writeDownloadsApart(onWritten: () => void): void {
  const target = resolveDatabaseTarget();
  if (target.kind !== "sqlite" || !downloadsStale(target.file)) return;
  console.log("[db] writing the bulk downloads in the background");
  forkChild("downloads").then(onWritten, (error: unknown) =>
    console.error(
      `[db] the bulk downloads failed (${error instanceof Error ? error.message : String(error)}); /downloads lists none`,
    ),
  );
}

const dev = process.argv.includes("--dev");
const port = settings.port;
// WEB_CONCURRENCY > 1: this process only builds the database and supervises workers (server/cluster.ts).
const serverWorkers = dev ? 1 : workerCount(settings.webConcurrency);
if (serverWorkers > 1 && cluster.isPrimary)
  await superviseWorkers(
    serverWorkers,
    () =>
      settings.databaseUrl || settings.apiUrl
        ? Promise.resolve()
        : ensureDatabaseApart().catch((error: unknown) => cannotStart("no usable database", error)),
    (tellWorkers) => {
      if (!settings.databaseUrl && !settings.apiUrl) writeDownloadsApart(tellWorkers);
    },
  );
for (const warning of settings.warnings) console.warn(`[settings] ${warning}`);
// Before the Remix build loads: its cookies are signed with this secret.
const cookieSecret = ensureCookieSecret(settings);
/** One budget per page render for every backend call it makes (RENDER_DEADLINE_MS, default 4 s). */
const renderDeadlineMs = settings.renderDeadlineMs;

const startedAt = Date.now();
let stopping = false;
const app = express();
app.disable("x-powered-by");
// A hop count, not `true`: with `true` Express takes the left-most X-Forwarded-For entry, which the
// client writes itself; with the count it is the address the nearest trusted proxy saw.
if (settings.trustProxy) app.set("trust proxy", settings.proxyHops);

// --- the backend: embedded over the local database, or an external one at API_URL -------------
const apiUrl = settings.apiUrl;
let apiHandler: ((request: Request) => Promise<Response>) | undefined;
let embeddedDb: ReturnType<typeof openDatabase> | undefined;
let reopenWorkers: (() => void) | undefined;
let apiPool: ApiPool | undefined;
if (!apiUrl || settings.serveEmbeddedApi) {
  // A missing, stale or corrupt SQLite file is (re)built here; a build that fails ends start-up with its reason.
  if (!settings.databaseUrl && !cluster.isWorker)
    await ensureDatabaseApart().catch((error: unknown) => cannotStart("no usable database", error));
  // Off the main thread (API_WORKERS, default one per core up to 4; 0 = on the main thread), so a
  // slow query never stalls the pages of other visitors.
  const workers = apiWorkerCount(settings.apiWorkers);
  try {
    // The main thread keeps one small connection of its own to read the data version.
    embeddedDb = openDatabase(settings.databaseUrl, { poolSize: 1 });
  } catch (error) {
    cannotStart("cannot open the database", error);
  }
  if (workers > 0) {
    const entry = new URL(
      import.meta.url.endsWith(".ts") ? "./server/api-worker.ts" : "./api-worker.js",
      import.meta.url,
    );
    // SQLite answers one query at a time per connection; PostgreSQL connections can overlap a few.
    apiPool = createApiPool(workers, entry, { perWorker: settings.databaseUrl ? 4 : 1 });
    apiHandler = apiPool.handle;
    reopenWorkers = apiPool.reopen;
  } else {
    apiHandler = createApiHandler(embeddedDb);
  }
}

// A rebuild writes a new SQLite file and renames it over the old one; open connections keep
// reading the old file. The data-version check notices the new file (another inode) and reopens
// every connection, then the caches are dropped like after any data change.
const databaseTarget = resolveDatabaseTarget();
const fileIdentity = (): string | null => {
  if (databaseTarget.kind !== "sqlite") return null;
  try {
    return String(fs.statSync(databaseTarget.file).ino);
  } catch {
    return null;
  }
};
let openedFile = fileIdentity();
function reopenIfReplaced(): void {
  const current = fileIdentity();
  if (!embeddedDb || current === null || current === openedFile) return;
  openedFile = current;
  console.log("[db] the database file was replaced (rebuilt): reopening");
  const old = embeddedDb;
  embeddedDb = openDatabase(settings.databaseUrl, { poolSize: 1 });
  if (reopenWorkers) reopenWorkers();
  else apiHandler = createApiHandler(embeddedDb);
  setTimeout(() => void old.destroy(), 30_000).unref();
}
// Through the variable: a reopened database brings a new handler.
// The app's own calls take the pool's page lane: they go before queued direct /api clients.
const transport = apiUrl
  ? httpTransport(apiUrl)
  : inProcessTransport((request, signal) =>
      apiPool ? apiPool.handle(request, "page", signal) : apiHandler!(request),
    );
// Bounded (entries and bytes, least recently used out); `responseCache.invalidate(...)` drops
// answers at once, e.g. `{ pathPrefix: "/api/games/" }` when live scores change.
const responseCache = createResponseCache({
  onRevalidateError: (key, error) =>
    console.warn(`[cache] refresh of ${key} failed; the stored answer stays: ${reasonOf(error)}`),
});
// A live-score update (possibly from another process) bumps the data version: drop cached answers.
const dataVersion = embeddedDb
  ? createDataVersionWatch({
      read: async () => {
        reopenIfReplaced();
        return `${openedFile ?? ""}|${await readDataVersion(embeddedDb!)}`;
      },
      // Both caches: the backend answers and the rendered pages.
      onChange: () => {
        responseCache.clear();
        invalidatePages({ everyWorker: true });
      },
      intervalMs: settings.dataVersionCheckMs,
      onError: (error) => console.warn(`[data-version] ${reasonOf(error)}`),
    })
  : null;
/** A client for one site, held to its scope (its league) on every call. */
const apiFor = (site: SiteConfig, deadlineMs: number): ApiClient =>
  createApiClient({ transport, scope: scopeOfSite(site), cache: responseCache, deadlineMs });

// --- the Remix build -----------------------------------------------------------------------------
const viteDevServer = dev
  ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;
const productionBuild: ServerBuild | undefined = viteDevServer
  ? undefined
  : // From the working directory, like the static assets: this file also runs compiled as build/server.js.
    ((await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild);
const buildId = productionBuild?.assets.version ?? "dev";

// Cross-origin reads of /api (server/cors.ts): set first, so preflights, errors and 429s carry them.
app.use(corsForApi());
// Malformed methods, targets and hosts are answered here, before anything builds a URL from them.
app.use(requestGuard({ trustProxy: settings.trustProxy }));
// Posts only from the site's own pages, bodies bounded and forms only (server/same-origin.ts, body-limit.ts).
app.use(sameOriginPosts(requestHost));
app.use(boundedBodies());
app.use(compression());
app.use((_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  res.vary("Host");
  next();
});
app.use(securityHeaders({ dev, csp: settings.csp }));

// During a graceful stop every answer closes its connection, so keep-alive clients reconnect elsewhere.
let lastRequestAt = 0;
app.use((_req, res, next) => {
  lastRequestAt = Date.now();
  if (stopping) res.setHeader("Connection", "close");
  next();
});

// Before any data is read: cached backend answers older than the latest score update are dropped.
// Bounded: a database that hangs (PostgreSQL) delays a request by a second at most, then it goes on.
const VERSION_CHECK_DEADLINE_MS = 1000;
app.use((_req, _res, next) => {
  if (!dataVersion) return next();
  const late = setTimeout(() => proceed(), VERSION_CHECK_DEADLINE_MS);
  let done = false;
  const proceed = (error?: unknown) => {
    if (done) return;
    done = true;
    clearTimeout(late);
    next(error);
  };
  dataVersion.check().then(() => proceed(), proceed);
});

const health = createHealthCheck({
  database: embeddedDb
    ? () =>
        Promise.all([
          databaseTarget.kind === "sqlite" ? checkSqliteFile(databaseTarget.file) : null,
          readDataVersion(embeddedDb!),
        ])
    : undefined,
  // A 2xx answer whose body is not JSON (a broken proxy, a truncated answer) is no healthier than an error.
  backend: (signal) =>
    transport.fetch("/api/core/sports/", { signal }).then(async (response) => {
      if (response.ok) await response.json();
      return response;
    }),
  onChange: (name, probe, error) =>
    console.warn(`[health] ${name} ${probe.state}${error ? `: ${reasonOf(error)}` : ""}`),
});
app.get("/healthz", (_req, res, next) => {
  health()
    .then((report) => (stopping ? { ...report, usable: false } : report))
    .then((report) => {
      res.setHeader("Cache-Control", "no-store");
      if (!report.usable) res.setHeader("Retry-After", "10");
      res.status(report.usable ? 200 : 503).json({
        status: report.usable ? "ok" : stopping ? "stopping" : "unavailable",
        build: buildId,
        uptime: Math.round((Date.now() - startedAt) / 1000),
        database: report.database,
        backend: { kind: apiUrl ? "http" : "embedded", ...report.backend },
        // The response cache's bounded size (docs/constants.md#response-cache-bounds).
        cache: { entries: responseCache.size, bytes: responseCache.bytes },
      });
    })
    .catch(next);
});

// The API and CSV downloads are the expensive routes: a per-client rate limit keeps one client
// from starving the others (RATE_LIMIT_PER_MINUTE, RATE_LIMIT_BURST; 0 turns it off).
if (settings.rateLimit) app.use(rateLimitFor(settings.rateLimit, (req) => isLimitedPath(req.path)));

/** The budget of one direct /api request; past it the client gets 503 with Retry-After. */
const API_DEADLINE_MS = Math.max(renderDeadlineMs, 10_000);
if (apiHandler) {
  // Direct clients take the pool's second lane, behind page renders (server/api-pool.ts).
  const handler = (request: Request) =>
    apiPool ? apiPool.handle(request, "api", timeoutSignal(API_DEADLINE_MS).signal) : apiHandler!(request);
  const coalescer = createCoalescer();
  app.use("/api", (req, res, next) => {
    // Absolute links in API answers use the site's configured origin, never the raw Host header.
    const host = requestHost(req);
    const fetched = toFetchRequest(req, canonicalOrigin(host, settings.hostMap, req.secure));
    // A sport site's API answers only its league (domain/scope.ts, server/site-filters.ts).
    const scope = scopeOfSite(SITES[resolveSiteKey(host, settings.hostMap)]);
    const request = withSiteScope(fetched, scope);
    const key = `${req.method} ${request.url} ${formatScope(scope)}`;
    coalescer
      .run(key, () => handler(request))
      .then((answer) => {
        res.status(answer.status);
        // Vary is merged (the answer's links depend on Host too), every other header set once.
        for (const [name, value] of answer.headers) {
          if (name.toLowerCase() === "vary") res.vary(value);
          else res.setHeader(name, value);
        }
        res.end(req.method === "HEAD" ? undefined : answer.body);
      })
      .catch((error: unknown) => {
        if (!(
          error instanceof DOMException &&
          (error.name === "TimeoutError" || error.name === "AbortError")
        ))
          return next(error);
        res.status(503).setHeader("Retry-After", "10");
        res.setHeader("Cache-Control", "no-store");
        res.json({ detail: "The data service did not answer in time. Please try again." });
      });
  });
}

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Fingerprinted build assets never change; everything else from public/ gets a short cache.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
}

// The bulk downloads beside the SQLite database (backend/import/downloads.ts), served as they are:
// .gz files keep Content-Type application/gzip, so browsers save them compressed.
const downloadsDir =
  databaseTarget.kind === "sqlite" ? path.join(path.dirname(databaseTarget.file), "downloads") : undefined;
if (downloadsDir)
  app.use(
    "/downloads/files",
    express.static(downloadsDir, { index: false, maxAge: "1h", dotfiles: "ignore" }),
  );

/** The day the SQLite file was written (the build renames it into place at its end), re-read at most once a minute. */
let builtAt: { value: string | null; at: number } | null = null;
function dataBuiltAt(): string | null {
  if (databaseTarget.kind !== "sqlite") return null;
  if (!builtAt || Date.now() - builtAt.at > 60_000) {
    let value: string | null = null;
    try {
      value = fs.statSync(databaseTarget.file).mtime.toISOString().slice(0, 10);
    } catch {
      value = null;
    }
    builtAt = { value, at: Date.now() };
  }
  return builtAt.value;
}

function requestHost(req: ExpressRequest): string {
  const forwarded = settings.trustProxy ? req.get("x-forwarded-host") : undefined;
  return (forwarded ?? req.get("host") ?? "localhost").split(",")[0]!.trim();
}

function getLoadContext(req: ExpressRequest, res: ExpressResponse): AppLoadContext {
  const host = requestHost(req);
  const site = SITES[resolveSiteKey(host, settings.hostMap)];
  const context: SiteRequestContext = {
    site,
    nonce: res.locals.nonce as string,
    host,
    api: apiFor(site, renderDeadlineMs),
    locate: createLocator(() => apiFor(SITES.hub, renderDeadlineMs)),
    settings: {
      contactEmail: settings.contactEmail,
      location: settings.location,
      adminUrl: settings.adminUrl,
      siblingSites: settings.siblingSites,
      hostMap: settings.hostMap,
      downloadsDir,
      dataBuiltAt,
    },
  };
  return context;
}

const handleRemix = createRequestHandler(
  viteDevServer
    ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
    : productionBuild!,
  dev ? "development" : "production",
);
// Anonymous page views answered from memory (server/page-cache.ts); PAGE_CACHE=off disables it.
const pageCache =
  dev || !settings.pageCache
    ? null
    : createPageCache({
        keyCookies: PAGE_KEY_COOKIES,
        bypassCookies: PAGE_BYPASS_COOKIES,
        // Only values this server signed key a page; a forged one renders as the default.
        keyCookieValid: signedCookieCheck(cookieSecret.split(",")),
      });
// The CSV beside every table (server/table-csv.ts): the page rendered as the visitor sees it, its table as CSV
// (from the page cache when the page was just viewed).
app.get(
  "/table.csv",
  tableCsvHandler(
    (request, req, res) => handleRemix(request, getLoadContext(req, res)),
    (req) => resolveSiteKey(requestHost(req), settings.hostMap),
    (req) => `${req.protocol}://${requestHost(req)}`,
    pageCache,
  ),
);
app.all(
  "*",
  pageHandler(
    (request, req, res) => handleRemix(request, getLoadContext(req, res)),
    pageCache,
    requestHost,
    // A render queue of fixed depth: past it a page answers at once (its last copy, or 503).
    createSlots({ ...settings.renderSlots, waitMs: renderDeadlineMs }),
  ),
);

app.use(errorPage);

const server = app.listen(port, () => {
  const { port: bound } = server.address() as AddressInfo;
  console.log(
    `Serving every site on http://localhost:${bound} (sport sites: http://nfl.localhost:${bound} ...)`,
  );
  if (!settings.databaseUrl && !cluster.isWorker && (!apiUrl || settings.serveEmbeddedApi))
    writeDownloadsApart(() => invalidatePages());
  // Every site, not only the hub: each site's filters make its own cache entries. Each site's calls
  // get the render deadline too, from when its own warm-up starts: a page that joins a warm-up call
  // waits no longer than its own.
  void warmUpSites(
    SITE_KEYS.map((key) => ({
      key,
      client: () => apiFor(SITES[key], renderDeadlineMs),
    })),
  )
    .then((results) => {
      for (const { key, failed } of results) {
        // One line per failed call: the reason, not the error object with its stack.
        for (const f of failed) console.warn(`[warm-up] ${key}: ${f.call} failed: ${reasonOf(f.error)}`);
      }
    })
    .catch((error: unknown) => console.warn(`[warm-up] failed: ${reasonOf(error)}`));
});

// CONNECT never reaches Express: Node hands it to this event (without a listener it just drops the socket).
server.on("connect", (_req, socket) => {
  socket.end("HTTP/1.1 501 Not Implemented\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
});

// Graceful shutdown. A connection the kernel accepted but whose request the server has not read
// yet looks idle: closing the listener (which also closes idle connections) at once reset such
// requests. So: first a short drain, while answers say `Connection: close` and /healthz says 503,
// until no request has arrived for a moment (at most SHUTDOWN_DRAIN_MS, default 2 s); then stop
// accepting, close connections as they go idle, let in-flight requests finish, and exit.
const shutdownDrainMs = settings.shutdownDrainMs;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing in-flight requests`);
  setTimeout(() => process.exit(1), 10_000 + shutdownDrainMs).unref();
  const startedStop = Date.now();
  lastRequestAt = startedStop;
  const drained = setInterval(() => {
    if (Date.now() - lastRequestAt < 300 && Date.now() - startedStop < shutdownDrainMs) return;
    clearInterval(drained);
    server.close(() => {
      void (apiPool ? apiPool.close() : Promise.resolve()).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    // A connection that was busy is idle once its answer (with `Connection: close`) is sent.
    setInterval(() => server.closeIdleConnections(), 100).unref();
  }, 100);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
