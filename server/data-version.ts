/**
 * Drops the server's cached backend responses when the data changed under it: the score updater
 * (`npm run scores:update`, possibly another process) bumps build_info.data_version; the server
 * reads it at most once per `intervalMs` (default 2 s, DATA_VERSION_CHECK_MS), on the way into a
 * request, and calls `onChange` when it differs from the last value seen. Concurrent requests
 * share one read; a failed read is reported and leaves the cache alone.
 */
export interface DataVersionWatch {
  /** Resolves once the version is known to be current (at most one read per interval). */
  check(): Promise<void>;
  readonly version: string | null;
}

export function createDataVersionWatch(options: {
  read: () => Promise<string | null>;
  onChange: (version: string | null, previous: string | null) => void;
  intervalMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}): DataVersionWatch {
  const intervalMs = options.intervalMs ?? 2000;
  const now = options.now ?? Date.now;
  let version: string | null = null;
  let known = false;
  let checkedAt = -Infinity;
  let running: Promise<void> | null = null;

  return {
    get version() {
      return version;
    },
    check() {
      if (now() - checkedAt < intervalMs) return Promise.resolve();
      if (running) return running;
      running = options
        .read()
        .then(
          (value) => {
            checkedAt = now();
            if (known && value !== version) options.onChange(value, version);
            version = value;
            known = true;
          },
          (error: unknown) => {
            checkedAt = now();
            options.onError?.(error);
          },
        )
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
