/**
 * The embedded backend: a Fetch-style handler (Request -> Response) for every path of the
 * backend contract (backend/http/README.md) under /api/. Routing, method checks, JSON, ETag/304 and Cache-Control live here; each
 * resource's queries and serializers live in backend/http/routes/.
 */
import crypto from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { Kysely } from "kysely";
import { now as clockNow } from "../../domain/clock";
import { cacheControlFor, freshnessOfPath } from "../../domain/contract/freshness";
import type { Database } from "../db/schema";
import { applyScopeToSearchParams, parseScope, SCOPE_HEADER } from "../../domain/scope";
import { clockContext, type Route } from "./context";
import { loadRefData, type RefData } from "./ref-data";
import { HttpError } from "./errors";
import { buildOpenApiDocument, OPENAPI_PATH } from "./openapi";
import { MAX_PAGE_SIZE } from "./params";
import { analyticsRoutes } from "./routes/analytics";
import { awardRoutes } from "./routes/awards";
import { championshipRoutes } from "./routes/championships";
import { championRoutes } from "./routes/champions";
import { coachRoutes } from "./routes/coaches";
import { coreRoutes } from "./routes/core";
import { dataQualityRoutes } from "./routes/data-quality";
import { gameRoutes } from "./routes/games";
import { undatedGameRoutes } from "./routes/undated-games";
import { boxScoreRoutes } from "./routes/box-scores";
import { baseballBoxScoreRoutes } from "./routes/baseball-box-scores";
import { playerRoutes } from "./routes/players";
import { leaderRoutes } from "./routes/leaders";
import { finderRoutes } from "./routes/finder";
import { searchRoutes } from "./routes/search";
import { seasonRoutes } from "./routes/seasons";
import { standingRoutes } from "./routes/standings";
import { teamRoutes } from "./routes/teams";
import { exploreRoutes } from "./routes/explore";

export type ApiHandler = (request: Request) => Promise<Response>;

export interface ApiHandlerOptions {
  /** 'Now' for today/live/current queries; default the app clock (APP_NOW). */
  now?: () => Date;
  /** How long the reference tables are kept in memory. */
  refTtlMs?: number;
  onError?: (error: unknown, request: Request) => void;
}

// Literal segments are listed before `:id` routes of the same prefix, so `games/games/today`
// never reaches the detail route.
export const ROUTES: Route[] = [
  ...coreRoutes,
  ...championRoutes,
  ...seasonRoutes,
  ...championshipRoutes,
  ...teamRoutes,
  ...gameRoutes,
  ...undatedGameRoutes,
  ...boxScoreRoutes,
  ...baseballBoxScoreRoutes,
  ...standingRoutes,
  ...playerRoutes,
  ...leaderRoutes,
  ...finderRoutes,
  ...coachRoutes,
  ...awardRoutes,
  ...analyticsRoutes,
  ...dataQualityRoutes,
  ...searchRoutes,
  ...exploreRoutes,
];

interface CompiledRoute {
  route: Route;
  segments: string[];
}

const COMPILED: CompiledRoute[] = ROUTES.map((route) => ({ route, segments: route.path.split("/") }));

function match(segments: string[]): { route: Route; params: Record<string, string> } | null {
  for (const { route, segments: pattern } of COMPILED) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      if (pattern[i].startsWith(":")) params[pattern[i].slice(1)] = segments[i];
      else if (pattern[i] !== segments[i]) {
        ok = false;
        break;
      }
    }
    if (ok) return { route, params };
  }
  return null;
}

/**
 * The largest page a list serves, below the contract's 1000 where rows are wide or searched
 * freely: a request for more gets this many and a `next` link (as DRF's max_page_size does), so no
 * single call can build a megabyte answer while others wait.
 */
const PAGE_SIZE_CAPS: readonly [prefix: string, cap: number][] = [
  ["people/", 200],
  ["games/games/", 500],
];

export function capPageSize(url: URL, path: string): void {
  const cap = PAGE_SIZE_CAPS.find(([prefix]) => path.startsWith(prefix))?.[1];
  const asked = Number(url.searchParams.get("page_size"));
  // Above the contract's maximum is still the parameter parser's 400.
  if (cap && Number.isInteger(asked) && asked > cap && asked <= MAX_PAGE_SIZE)
    url.searchParams.set("page_size", String(cap));
}

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };

function errorResponse(
  status: number,
  body: Record<string, unknown>,
  extra: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...JSON_HEADERS, "cache-control": "no-store", ...extra },
  });
}

/** Weak ETag of the body: equal JSON means an equal representation. */
function etagOf(body: string): string {
  return `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/** 200 with ETag and Cache-Control, or 304 when the client's copy is current. */
function jsonResponse(request: Request, body: string, cacheControl: string): Response {
  const etag = etagOf(body);
  const headers = { ...JSON_HEADERS, etag, "cache-control": cacheControl, vary: "Accept-Encoding" };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers: { etag, "cache-control": cacheControl } });
  }
  return new Response(request.method.toUpperCase() === "HEAD" ? null : body, { status: 200, headers });
}

/** The origin the built document names, replaced by each request's own (its `servers`). */
const BUILT_ORIGIN = "https://origin.openapi.invalid";

/** The OpenAPI document as text, naming a placeholder origin: what `npm run build` writes. */
export function openApiDocumentText(): string {
  return JSON.stringify(buildOpenApiDocument(ROUTES, { origin: BUILT_ORIGIN }));
}

/**
 * The document built with the server (build/openapi.json beside the compiled server, written by
 * scripts/write-openapi.ts in `npm run build`): building it took 1-3 s of the first /developers
 * view of each process. Run from source (tsx, tests) it is built here, once.
 */
function builtOpenApiText(): string {
  const file = new URL("./openapi.json", import.meta.url);
  return file.protocol === "file:" && existsSync(file) ? readFileSync(file, "utf8") : openApiDocumentText();
}

// Read once per process, then named per origin.
let openApiText: string | undefined;
const openApiBodies = new Map<string, string>();
function openApiBody(origin: string): string {
  let body = openApiBodies.get(origin);
  if (!body) {
    openApiText ??= builtOpenApiText();
    body = openApiText.replace(JSON.stringify(BUILT_ORIGIN), JSON.stringify(origin));
    if (openApiBodies.size > 16) openApiBodies.clear();
    openApiBodies.set(origin, body);
  }
  return body;
}

export function createApiHandler(db: Kysely<Database>, options: ApiHandlerOptions = {}): ApiHandler {
  const now = options.now ?? clockNow;
  const refTtl = options.refTtlMs ?? 5 * 60_000;
  let ref: { data: Promise<RefData>; at: number } | null = null;

  const refData = (): Promise<RefData> => {
    if (!ref || Date.now() - ref.at > refTtl) {
      const data = loadRefData(db);
      ref = { data, at: Date.now() };
      // A failed load must not be cached.
      data.catch(() => {
        ref = null;
      });
    }
    return ref.data;
  };

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (!path.startsWith("/api/") && path !== "/api") return errorResponse(404, { detail: "Not found." });
    let segments: string[];
    try {
      segments = path.slice("/api/".length).split("/").filter(Boolean).map(decodeURIComponent);
    } catch {
      return errorResponse(404, { detail: "Not found." });
    }
    const isDocument = segments.length === 1 && segments[0] === OPENAPI_PATH;
    const found = isDocument ? null : match(segments);
    if (!found && !isDocument) return errorResponse(404, { detail: "Not found." });

    const method = request.method.toUpperCase();
    if (method !== "GET" && method !== "HEAD") {
      return errorResponse(405, { detail: `Method "${method}" not allowed.` }, { allow: "GET, HEAD" });
    }
    if (!found) return jsonResponse(request, openApiBody(url.origin), cacheControlFor("static"));

    capPageSize(url, segments.join("/") + "/");
    // The site scope (domain/scope.ts): every list's sport and level filters are narrowed to the
    // request's site here, once, so no route can answer another sport; detail routes check
    // `ctx.scope` themselves.
    const scope = parseScope(request.headers.get(SCOPE_HEADER));
    applyScopeToSearchParams(url.searchParams, scope);
    try {
      const body = JSON.stringify(
        await found.route.handle({
          db,
          url,
          params: found.params,
          scope,
          ...clockContext(now()),
          ref: await refData(),
        }),
      );
      return jsonResponse(request, body, cacheControlFor(freshnessOfPath(path)));
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.body);
      options.onError?.(error, request);
      if (!options.onError) console.error(`[api] ${method} ${url.pathname}${url.search}:`, error);
      return errorResponse(500, { detail: "Internal server error." });
    }
  };
}
