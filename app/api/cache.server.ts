/**
 * In-memory response cache by freshness class (docs/constants.md#freshness-classes), shared by
 * every request of the server process and bounded whatever visitors search for: at most
 * `maxEntries` answers and about `maxBytes` of JSON, least recently used first out.
 *
 * - fresh (younger than the class's stale time): served from memory;
 * - stale but within the class's keep time: served at once while one background load refreshes it
 *   (lru-cache's `fetchMethod` with `allowStale`);
 * - older, or missing: loaded before answering; concurrent identical loads share one call;
 * - a failed load never drops the copy it was replacing: a failed background refresh keeps the
 *   stale value, and a failed blocking load answers the old copy when the failure is retryable
 *   (backend down or 5xx), never for a 4xx;
 * - an hourly sweep drops answers older than 24 hours; `invalidate`/`clear` drop answers at once
 *   (live scores changed), and an answer whose load was under way when it was invalidated is
 *   handed to its callers but not stored.
 *
 * Cached values are shared between requests: callers must treat them as read-only.
 */
import { LRUCache } from "lru-cache";
import { FRESHNESS, freshnessOfPath, type FreshnessClass } from "@domain/contract/freshness";
import { ApiError } from "./errors";

export interface CacheEntry {
  value: unknown;
  storedAt: number;
  freshness: FreshnessClass;
  /** Approximate bytes: the length of the value as JSON. */
  size: number;
}

/** Which answers `invalidate` drops; no field means every answer. */
export interface CacheInvalidation {
  /** API path prefix, e.g. `/api/games/` (keys are `<kind> <path?query>`). */
  pathPrefix?: string;
  freshness?: FreshnessClass | readonly FreshnessClass[];
}

export interface ResponseCache {
  /** Fresh or stale-while-revalidate value for `key`, or the result of `load` (stored on success). */
  fetch<T>(key: string, freshness: FreshnessClass, load: () => Promise<T>): Promise<T>;
  /** Drops entries older than `maxAgeMs` (default 24 h); returns how many were dropped. */
  sweep(maxAgeMs?: number): number;
  /** Drops the answers matching `filter` (all without one); returns how many were dropped. */
  invalidate(filter?: CacheInvalidation): number;
  delete(key: string): void;
  clear(): void;
  /** Entries stored (including loads under way). */
  readonly size: number;
  /** Approximate bytes stored (JSON length of the values). */
  readonly bytes: number;
  /** Stops the hourly sweep (tests; the timer never keeps the process alive anyway). */
  dispose(): void;
}

export interface ResponseCacheOptions {
  now?: () => number;
  /** Sweep interval; default one hour. 0 disables the timer. */
  sweepIntervalMs?: number;
  /** Entries older than this are swept; default 24 hours. */
  maxAgeMs?: number;
  /** Most answers kept; default 2000. */
  maxEntries?: number;
  /** Most approximate bytes (JSON length) kept; default 32 MB. */
  maxBytes?: number;
  /** A larger answer is served but not stored; default a quarter of `maxBytes`. */
  maxEntryBytes?: number;
  /** A refresh of a stored answer failed (the stored value stays). */
  onRevalidateError?: (key: string, error: unknown) => void;
}

const HOUR = 3_600_000;
const MB = 1024 * 1024;

export const CACHE_DEFAULTS = {
  maxEntries: 2000,
  maxBytes: 32 * MB,
  maxAgeMs: 24 * HOUR,
  sweepIntervalMs: HOUR,
} as const;

interface LoadContext {
  load: () => Promise<unknown>;
  freshness: FreshnessClass;
}

/** Approximate size of an answer: its JSON length (the payload it was parsed from). */
function approximateBytes(value: unknown): number {
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 1);
  } catch {
    return 1;
  }
}

/** The API path of a cache key (`all /api/teams/teams/?page_size=1000` -> `/api/teams/teams/?page_size=1000`). */
function pathOfKey(key: string): string {
  const space = key.indexOf(" ");
  return space >= 0 ? key.slice(space + 1) : key;
}

type Store = LRUCache<string, CacheEntry, LoadContext>;

/**
 * The LRU behind the cache, bounded by count and bytes. `loading` holds the keys whose load is under
 * way: lru-cache's iterators skip them, invalidation must not.
 */
function createStore(options: ResponseCacheOptions, now: () => number, loading: Set<string>): Store {
  const maxBytes = options.maxBytes ?? CACHE_DEFAULTS.maxBytes;
  return new LRUCache<string, CacheEntry, LoadContext>({
    max: options.maxEntries ?? CACHE_DEFAULTS.maxEntries,
    maxSize: maxBytes,
    maxEntrySize: options.maxEntryBytes ?? Math.floor(maxBytes / 4),
    sizeCalculation: (entry) => entry.size,
    // Per-entry TTL (the class's stale time) is passed on every fetch; staleness is checked
    // against the injected clock on every read (no 1 ms debounce, which would blur test clocks).
    ttlResolution: 0,
    // lru-cache treats a start time of 0 as "no TTL"; the offset keeps a clock at 0 meaningful.
    perf: { now: () => now() + 1 },
    // Reads pass allowStale explicitly; this default makes the iterators see stale entries too.
    allowStale: true,
    noDeleteOnFetchRejection: true,
    // clear()/invalidate() abort loads under way; their callers still get the answer (not an
    // AbortError), which is not stored because its slot was dropped.
    ignoreFetchAbort: true,
    fetchMethod: async (key, stale, { context }) => {
      loading.add(key);
      try {
        const value = await context.load();
        return { value, storedAt: now(), freshness: context.freshness, size: approximateBytes(value) };
      } catch (error) {
        if (stale !== undefined) options.onRevalidateError?.(key, error);
        throw error;
      } finally {
        loading.delete(key);
      }
    },
  });
}

/** Drops the answers stored before `cutoff`; returns how many were dropped. */
function dropStoredBefore(lru: Store, cutoff: number): number {
  let dropped = 0;
  for (const [key, entry] of [...lru.entries()]) {
    if (entry.storedAt < cutoff) {
      lru.delete(key);
      dropped++;
    }
  }
  return dropped;
}

/** Drops the stored answers and loads under way that match `filter`; returns how many were dropped. */
function dropMatching(lru: Store, loading: ReadonlySet<string>, filter: CacheInvalidation): number {
  const classes = filter.freshness === undefined ? null : ([] as FreshnessClass[]).concat(filter.freshness);
  let dropped = 0;
  for (const key of new Set([...lru.keys(), ...loading])) {
    const path = pathOfKey(key);
    if (filter.pathPrefix !== undefined && !path.startsWith(filter.pathPrefix)) continue;
    if (classes && !classes.includes(lru.peek(key, { allowStale: true })?.freshness ?? freshnessOfPath(path)))
      continue;
    if (lru.delete(key)) dropped++;
  }
  return dropped;
}

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? CACHE_DEFAULTS.maxAgeMs;
  const loading = new Set<string>();
  const lru = createStore(options, now, loading);

  const cache: ResponseCache = {
    async fetch<T>(key: string, freshness: FreshnessClass, load: () => Promise<T>): Promise<T> {
      const policy = FRESHNESS[freshness];
      const stored = lru.peek(key, { allowStale: true });
      // Within the keep time a stale copy is answered at once (and refreshed in the background).
      const serveStale = stored !== undefined && now() - stored.storedAt < policy.keepMs;
      try {
        const entry = await lru.fetch(key, {
          allowStale: serveStale,
          ttl: policy.staleMs,
          context: { load, freshness },
        });
        if (entry === undefined) throw new Error(`response cache: no value for ${key}`);
        return entry.value as T;
      } catch (error) {
        // Offline-first: an old copy beats an error page when the backend is down (not for 4xx).
        const retryable = !(error instanceof ApiError) || error.isRetryable;
        const old = lru.peek(key, { allowStale: true }) ?? stored;
        if (old !== undefined && retryable) return old.value as T;
        throw error;
      }
    },
    sweep(maxAge = maxAgeMs) {
      return dropStoredBefore(lru, now() - maxAge);
    },
    invalidate(filter = {}) {
      return dropMatching(lru, loading, filter);
    },
    delete(key) {
      lru.delete(key);
    },
    clear() {
      lru.clear();
    },
    get size() {
      return lru.size;
    },
    get bytes() {
      return lru.calculatedSize;
    },
    dispose() {
      if (timer) clearInterval(timer);
    },
  };

  const interval = options.sweepIntervalMs ?? CACHE_DEFAULTS.sweepIntervalMs;
  const timer = interval > 0 ? setInterval(() => cache.sweep(), interval) : null;
  timer?.unref?.();
  return cache;
}
