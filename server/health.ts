/**
 * What /healthz reports: whether the database can be read and whether the backend answers, each
 * within a short deadline, so a load balancer stops sending visitors to a server that can only
 * show error pages (503) instead of being told "ok" while the database is corrupt or the backend
 * down. Concurrent probes share one check, and a result is reused for `reuseMs`.
 */
export type ProbeState = "ok" | "error" | "not used";

export interface Probe {
  state: ProbeState;
  ms?: number;
  /** A short reason for operators, never an internal address or message. */
  reason?: string;
}

export interface HealthReport {
  usable: boolean;
  database: Probe;
  backend: Probe;
}

export interface HealthOptions {
  /** Reads something small from the database (the data version); absent with an external backend. */
  database?: () => Promise<unknown>;
  /** One small backend call: a 2xx answer is healthy. */
  backend: (signal: AbortSignal) => Promise<Response>;
  timeoutMs?: number;
  reuseMs?: number;
  now?: () => number;
  /** Told when a probe changes state (one log line per change, not per check). */
  onChange?: (name: "database" | "backend", probe: Probe, error: unknown) => void;
}

async function timed(
  run: (signal: AbortSignal) => Promise<unknown>,
  timeoutMs: number,
): Promise<{ probe: Probe; error: unknown }> {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const value = await Promise.race([run(signal), late]);
    if (value instanceof Response && !value.ok) throw new Error(`HTTP ${value.status}`);
    return { probe: { state: "ok", ms: Math.round(performance.now() - started) }, error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const reason = /^HTTP \d{3}$/.test(message)
      ? message
      : /no answer in|timeout|abort/i.test(message)
        ? "timed out"
        : "failed";
    return { probe: { state: "error", ms: Math.round(performance.now() - started), reason }, error };
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthCheck(options: HealthOptions): () => Promise<HealthReport> {
  const timeoutMs = options.timeoutMs ?? 2000;
  const reuseMs = options.reuseMs ?? 1000;
  const now = options.now ?? Date.now;
  let last: { at: number; report: HealthReport } | null = null;
  let running: Promise<HealthReport> | null = null;
  const previous: Record<"database" | "backend", ProbeState | null> = { database: null, backend: null };

  async function check(): Promise<HealthReport> {
    const [database, backend] = await Promise.all([
      options.database
        ? timed(() => options.database!(), timeoutMs)
        : Promise.resolve({ probe: { state: "not used" } as Probe, error: null }),
      timed((signal) => options.backend(signal), timeoutMs),
    ]);
    for (const [name, result] of [
      ["database", database],
      ["backend", backend],
    ] as const) {
      if (previous[name] !== null && previous[name] !== result.probe.state)
        options.onChange?.(name, result.probe, result.error);
      else if (previous[name] === null && result.probe.state === "error")
        options.onChange?.(name, result.probe, result.error);
      previous[name] = result.probe.state;
    }
    return {
      usable: database.probe.state !== "error" && backend.probe.state !== "error",
      database: database.probe,
      backend: backend.probe,
    };
  }

  return () => {
    if (last && now() - last.at < reuseMs) return Promise.resolve(last.report);
    running ??= check()
      .then((report) => {
        last = { at: now(), report };
        return report;
      })
      .finally(() => (running = null));
    return running;
  };
}
