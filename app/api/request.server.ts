/**
 * The client's transport job: one GET as validated JSON, with the site scope on every query,
 * retries per docs/rules.md#retries, the page render's deadline, the response cache by freshness
 * class, and lists followed through `next` (docs/rules.md#api-fallbacks). The calls of each
 * resource group (app/api/calls/) are built on the `Requester` this returns.
 */
import type { z } from "zod";
import { ApiError } from "./errors";
import { timeoutSignal } from "@domain/timeout-signal";
import { freshnessOfPath, FRESHNESS } from "@domain/contract/freshness";
import type { ResponseCache } from "./cache.server";
import type { Transport } from "./transport.server";
import { errorBodySchema, listBodySchema } from "@domain/contract/schemas";
import type { ApiFilters } from "@domain/sports";
import {
  applyScopeToSearchParams,
  formatScope,
  inScope,
  SCOPE_HEADER,
  scopeSportLevel,
  type SiteScope,
} from "@domain/scope";
import type { Paginated } from "@domain/contract/types";

export interface RetryOptions {
  /** Retries after the first attempt (docs/rules.md#retries: at most 2); the class's own limit applies if lower. */
  maxRetries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
}

export interface ApiClientOptions {
  transport: Transport;
  /**
   * The whole budget of this client's calls in ms (server.ts makes one client per page render):
   * attempts and retries stop when it runs out, so a slow backend costs a page a few seconds,
   * not three full timeouts. Unset: no deadline.
   */
  deadlineMs?: number;
  /** How long a shared (cached) load may run past the render that started it; default SHARED_LOAD_MS. */
  sharedLoadMs?: number;
  /**
   * The site's scope (its league; none on the hub): held to on every call and sent to the embedded
   * API, and its league's sport and level are the public filters its list calls add.
   */
  scope?: SiteScope;
  cache?: ResponseCache;
  retry?: RetryOptions;
  /** Page size used when a call fetches every page (default the contract's maximum, 1000). */
  allPagesSize?: number;
}

export type Params = Record<string, string | number | boolean | null | undefined>;

/** Page parameters of the calls that return one page. */
export interface PageParams {
  page?: number;
  page_size?: number;
}

/** A list's page size when every page is fetched: the contract's maximum, fewest round trips. */
const ALL_PAGES_SIZE = 1000;
/** Guards against a backend whose `next` never ends. */
const MAX_PAGES = 500;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `1000 ms x 2^attempt`, capped at 30 s (docs/constants.md#retry-policy). */
export function retryDelay(attempt: number, base = 1000, max = 30_000): number {
  return Math.min(base * 2 ** attempt, max);
}

/**
 * A path with its query, narrowed to the site scope (domain/scope.ts): whatever `sport__slug` or
 * `level__slug` a caller passes (or leaves undefined), a sport site's calls ask for its own sport
 * and level, so an external backend (API_URL) is held to the same rule as the embedded one.
 */
function pathWith(path: string, params: Params, scope: SiteScope = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  applyScopeToSearchParams(search, scope);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A list's `next` link (absolute, or a path) narrowed to the scope. */
function scopedTarget(target: string, scope: SiteScope): string {
  const absolute = /^https?:\/\//i.test(target);
  const url = new URL(target, "http://x");
  applyScopeToSearchParams(url.searchParams, scope);
  return absolute ? url.href : `${url.pathname}${url.search}`;
}

/** One path segment (a slug or an id), encoded. */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** The site's own filters: only the sport and level of the options count. */
/** The public sport and level filters of the scope's league (none on the hub). */
function siteFilters(scope: SiteScope): ApiFilters {
  const own = scopeSportLevel(scope);
  const filters: ApiFilters = {};
  if (own.sport) filters.sport__slug = own.sport;
  if (own.level) filters.level__slug = own.level;
  return filters;
}

/**
 * An answer as the schema's output. The embedded backend's answers (in-process transport) are
 * produced by our own serializers, typed by the schemas' output and checked by the contract tests
 * (tests/backend/contract.test.ts asserts that parsing changes none of them), so they are read as
 * they are: parsing them again cost a third of a cold page's main thread (issue 41). An external
 * backend (API_URL) is validated here, at the boundary.
 */
type Check = <S extends z.ZodTypeAny>(schema: S, data: unknown, target: string) => z.output<S>;

const trusted: Check = <S extends z.ZodTypeAny>(_schema: S, data: unknown): z.output<S> =>
  data as z.output<S>;

/** The check of a transport's answers: none in process, the schema's over HTTP. */
function checkOf(kind: Transport["kind"]): Check {
  return kind === "in-process" ? trusted : validate;
}

function validate<S extends z.ZodTypeAny>(schema: S, data: unknown, target: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiError(
    502,
    `Unexpected API response from ${target}: ${issue.path.join(".") || "body"}: ${issue.message}`,
    target,
    {
      cause: parsed.error,
    },
  );
}

/** An answer that is not 2xx as an ApiError, with the contract's `detail` when the body has one. */
async function errorOfResponse(response: Response, target: string): Promise<ApiError> {
  const body = errorBodySchema.safeParse(await response.json().catch(() => null));
  return new ApiError(response.status, body.success ? body.data.detail : `HTTP ${response.status}`, target);
}

/** The longest a shared (cached) load runs, however early the render that started it stops. */
const SHARED_LOAD_MS = 15_000;

/** A call's budget: the deadline of the page render that made the client (Infinity without one). */
function createDeadline(deadlineMs: number | undefined) {
  const deadline = deadlineMs !== undefined ? Date.now() + deadlineMs : Infinity;
  const remaining = () => deadline - Date.now();
  const timedOut = (path: string) => new ApiError(504, `The API did not answer in time (${path})`, path);
  return {
    bounded: Number.isFinite(deadline),
    remaining,
    timedOut,
    // Held by its timer: an AbortSignal.timeout can be collected before it fires (timeout-signal.ts).
    signal: () =>
      Number.isFinite(deadline) ? timeoutSignal(Math.max(1, Math.ceil(remaining()))).signal : undefined,
    /** Rejects with a 504 when the deadline passes first. */
    race<T>(promise: Promise<T>, path: string): Promise<T> {
      if (!Number.isFinite(deadline)) return promise;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timedOut(path)), Math.max(0, remaining()));
      });
      return Promise.race([promise, late]).finally(() => clearTimeout(timer));
    },
  };
}

/** The GET with retries: network errors and 5xx are retried (never 4xx) while the deadline allows. */
function createGetJson(
  options: ApiClientOptions,
  scopeHeaders: Record<string, string> | undefined,
  deadline: ReturnType<typeof createDeadline>,
) {
  const sleep = options.retry?.sleep ?? defaultSleep;
  const maxRetries = options.retry?.maxRetries ?? 2;
  const baseDelay = options.retry?.baseDelayMs ?? 1000;
  const maxDelay = options.retry?.maxDelayMs ?? 30_000;

  /** One attempt: the JSON body, or the ApiError to retry or throw. */
  async function attempt(target: string): Promise<{ body: unknown } | { error: ApiError }> {
    try {
      const response = await options.transport.fetch(target, {
        signal: deadline.signal(),
        headers: scopeHeaders,
      });
      if (!response.ok) return { error: await errorOfResponse(response, target) };
      try {
        return { body: await response.json() };
      } catch (cause) {
        throw new ApiError(502, `Invalid JSON from the API (${target})`, target, { cause });
      }
    } catch (cause) {
      if (cause instanceof ApiError) throw cause; // a broken answer: retrying would not mend it
      if (deadline.remaining() <= 0) throw deadline.timedOut(target);
      return {
        error: new ApiError(
          0,
          `API unreachable: ${cause instanceof Error ? cause.message : String(cause)}`,
          target,
          { cause },
        ),
      };
    }
  }

  return async function getJson(target: string): Promise<unknown> {
    const retries = Math.min(
      maxRetries,
      FRESHNESS[freshnessOfPath(new URL(target, "http://x").pathname)].retries,
    );
    for (let n = 0; ; n++) {
      if (deadline.remaining() <= 0) throw deadline.timedOut(target);
      const result = await attempt(target);
      if ("body" in result) return result.body;
      const { error } = result;
      if (!error.isRetryable || n >= retries) throw error;
      const delay = retryDelay(n, baseDelay, maxDelay);
      if (delay >= deadline.remaining()) throw error; // no time left for another attempt
      await sleep(delay);
    }
  };
}

/**
 * The items of every page of a list from `first`, following `next` until it runs out (at most
 * MAX_PAGES, never the same page twice).
 */
async function readAllPages<S extends z.ZodTypeAny>(
  getJson: (target: string) => Promise<unknown>,
  check: Check,
  schema: S,
  first: string,
  scope: SiteScope,
): Promise<z.output<S>[]> {
  const items: z.output<S>[] = [];
  const seen = new Set<string>();
  let target: string | null = first;
  for (let n = 0; target && n < MAX_PAGES && !seen.has(target); n++) {
    seen.add(target);
    const body: Paginated<z.output<S>> = check(listBodySchema(schema), await getJson(target), target);
    items.push(...body.results);
    // A backend's own `next` link is held to the scope like the first page (pathWith).
    target = body.next === null ? null : scopedTarget(body.next, scope);
  }
  return items;
}

/** The four shapes of call every resource group is built from, bound to one site's scope. */
export function createRequester(options: ApiClientOptions) {
  const { cache } = options;
  // The site scope: applied to every call's query and sent to the embedded API as a header.
  const scope = options.scope ?? {};
  const filters = siteFilters(scope);
  const scopeHeaders: Record<string, string> | undefined = formatScope(scope)
    ? { [SCOPE_HEADER]: formatScope(scope) }
    : undefined;
  const allPagesSize = options.allPagesSize ?? ALL_PAGES_SIZE;
  const deadline = createDeadline(options.deadlineMs);
  // A cached load is shared (the next view of the page joins it or reads its answer), so it may
  // outlive the render that started it, up to SHARED_LOAD_MS: a cold figure that misses one render's
  // deadline is then ready for the next view instead of being started again and missing it again.
  // The render itself still stops at its own deadline (`cached` races it). Without a cache the
  // render's deadline bounds the load.
  const loadDeadline =
    cache && deadline.bounded
      ? createDeadline(Math.max(options.deadlineMs ?? 0, options.sharedLoadMs ?? SHARED_LOAD_MS))
      : deadline;
  const getJson = createGetJson(options, scopeHeaders, loadDeadline);
  const check = checkOf(options.transport.kind);

  function cached<T>(key: string, path: string, load: () => Promise<T>): Promise<T> {
    if (!cache) return load();
    // The cache shares one load per key between callers, and the load runs under the deadline of
    // whoever started it (the start-up warm-up, another page): this caller still stops at its own.
    return deadline.race(cache.fetch(key, freshnessOfPath(path), load), path);
  }

  /** One object. */
  function getOne<S extends z.ZodTypeAny>(
    path: string,
    schema: S,
    params: Params = {},
  ): Promise<z.output<S>> {
    const target = pathWith(path, params, scope);
    return cached(`one ${target}`, path, async () => check(schema, await getJson(target), target));
  }

  /** One page of a list (a bare array body counts as a single page). */
  function getPage<S extends z.ZodTypeAny>(
    path: string,
    schema: S,
    params: Params,
  ): Promise<Paginated<z.output<S>>> {
    const target = pathWith(path, params, scope);
    return cached(`page ${target}`, path, async () =>
      check(listBodySchema(schema), await getJson(target), target),
    );
  }

  /** Every page of a list, following `next` until it runs out. */
  function getAll<S extends z.ZodTypeAny, R = z.output<S>[]>(
    path: string,
    schema: S,
    params: Params = {},
    finish?: (items: z.output<S>[]) => R,
  ): Promise<R> {
    const first = pathWith(path, { page_size: allPagesSize, ...params }, scope);
    return cached(`all ${first}`, path, async () => {
      const items = await readAllPages(getJson, check, schema, first, scope);
      return finish ? finish(items) : (items as R);
    });
  }

  /**
   * One item of a detail path, 404 when it belongs to another sport or level than the scope's (an
   * external backend may not apply the scope itself).
   */
  async function getScopedOne<S extends z.ZodTypeAny>(path: string, schema: S): Promise<z.output<S>> {
    const item: { sport?: { slug: string | null } | null; level?: { slug: string | null } | null } =
      await getOne(path, schema);
    if (!inScope(scope, { sport: item.sport?.slug ?? null, level: item.level?.slug ?? null }))
      throw new ApiError(404, "Not found.", path);
    return item as z.output<S>;
  }

  return { filters, transport: options.transport, getOne, getPage, getAll, getScopedOne };
}

export type Requester = ReturnType<typeof createRequester>;
