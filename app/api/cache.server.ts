/**
 * In-memory response cache by freshness class (spec section 9), shared by every request of the
 * server process. A fresh entry is served as is; a stale one (past its class's stale time but
 * within its keep time) is served at once while one background load refreshes it; older entries
 * are loaded again. An hourly sweep drops entries older than 24 hours.
 *
 * Cached values are shared between requests: callers must treat them as read-only.
 */
import { FRESHNESS, type FreshnessClass } from "@domain/contract/freshness";
import { ApiError } from "./errors";

export interface CacheEntry {
  value: unknown;
  storedAt: number;
  freshness: FreshnessClass;
}

export interface ResponseCache {
  /** Fresh or stale-while-revalidate value for `key`, or the result of `load` (stored on success). */
  fetch<T>(key: string, freshness: FreshnessClass, load: () => Promise<T>): Promise<T>;
  /** Drops entries older than `maxAgeMs` (default 24 h); returns how many were dropped. */
  sweep(maxAgeMs?: number): number;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  /** Stops the hourly sweep (tests; the timer never keeps the process alive anyway). */
  dispose(): void;
}

export interface ResponseCacheOptions {
  now?: () => number;
  /** Sweep interval; default one hour. 0 disables the timer. */
  sweepIntervalMs?: number;
  /** Entries older than this are swept; default 24 hours. */
  maxAgeMs?: number;
  /** A background refresh failed (the stale value stays). */
  onRevalidateError?: (key: string, error: unknown) => void;
}

const HOUR = 3_600_000;

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 24 * HOUR;
  const entries = new Map<string, CacheEntry>();
  // One load per key at a time: concurrent misses and refreshes share it.
  const inFlight = new Map<string, Promise<unknown>>();

  function load<T>(key: string, freshness: FreshnessClass, loader: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = loader().then(
      (value) => {
        entries.set(key, { value, storedAt: now(), freshness });
        inFlight.delete(key);
        return value;
      },
      (error: unknown) => {
        inFlight.delete(key);
        throw error;
      },
    );
    inFlight.set(key, promise);
    return promise;
  }

  const cache: ResponseCache = {
    async fetch<T>(key: string, freshness: FreshnessClass, loader: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const policy = FRESHNESS[freshness];
      if (entry) {
        const age = now() - entry.storedAt;
        if (age < policy.staleMs) return entry.value as T;
        if (age < policy.keepMs) {
          load(key, freshness, loader).catch((error: unknown) => options.onRevalidateError?.(key, error));
          return entry.value as T;
        }
      }
      try {
        return await load(key, freshness, loader);
      } catch (error) {
        // Offline-first: an old copy beats an error page when the backend is down (not for 4xx).
        const retryable = !(error instanceof ApiError) || error.isRetryable;
        if (entry && retryable) return entry.value as T;
        throw error;
      }
    },
    sweep(maxAge = maxAgeMs) {
      const cutoff = now() - maxAge;
      let dropped = 0;
      for (const [key, entry] of entries) {
        if (entry.storedAt < cutoff) {
          entries.delete(key);
          dropped++;
        }
      }
      return dropped;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    dispose() {
      if (timer) clearInterval(timer);
    },
  };

  const interval = options.sweepIntervalMs ?? HOUR;
  const timer = interval > 0 ? setInterval(() => cache.sweep(), interval) : null;
  timer?.unref?.();
  return cache;
}
