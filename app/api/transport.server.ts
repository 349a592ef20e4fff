/**
 * How the client reaches the backend. In-process (default): the backend handler is called
 * directly with a Request, no socket. HTTP: `API_URL` points at an external backend of the same
 * contract. Both take a path (`/api/...?query`) or an absolute URL such as a list's `next` link.
 */

export interface Transport {
  readonly kind: "in-process" | "http";
  /** Base the paths resolve against (`http://internal` in process). */
  readonly baseUrl: string;
  fetch(target: string, init?: TransportInit): Promise<Response>;
}

export interface TransportInit {
  signal?: AbortSignal;
  /** Extra request headers (the site scope header, domain/scope.ts). */
  headers?: Record<string, string>;
}

/** The backend handler; `signal` is the caller's deadline, given as is (see boundedFetch). */
export type FetchHandler = (request: Request, signal?: AbortSignal) => Promise<Response>;

import { timeoutSignal, whenAborted } from "@domain/timeout-signal";

const INTERNAL_ORIGIN = "http://internal";

/** Calls the embedded backend's handler directly. */
export function inProcessTransport(handler: FetchHandler): Transport {
  return {
    kind: "in-process",
    baseUrl: INTERNAL_ORIGIN,
    fetch(target, init) {
      // A `next` link is absolute; in process only its path and query matter.
      const url = new URL(target, INTERNAL_ORIGIN);
      const request = new Request(`${INTERNAL_ORIGIN}${url.pathname}${url.search}`, {
        method: "GET",
        headers: { accept: "application/json", ...init?.headers },
        signal: init?.signal,
      });
      return handler(request, init?.signal);
    },
  };
}

export interface HttpTransportOptions {
  /** Per-request timeout; a hung backend must not hang the page. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * A call bounded by `timeoutMs` and the caller's signal, body included. The call is raced against
 * the abort as well as handed it: Node 20's fetch follows a signal weakly, so an abort may never
 * reach a call to a hung backend, which would then wait for good (and every later caller of the
 * same cached load with it).
 */
async function boundedFetch(
  doFetch: typeof globalThis.fetch,
  url: URL,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const timeout = timeoutSignal(timeoutMs);
  const signal = init.signal ? anySignal(init.signal, timeout.signal) : timeout.signal;
  const aborted = whenAborted(signal);
  try {
    const response = await Promise.race([doFetch(url, { ...init, signal }), aborted]);
    // Read here, under the same bound: a backend that sends headers and then stalls is hung too.
    const body = await Promise.race([response.arrayBuffer(), aborted]);
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } finally {
    timeout.clear();
  }
}

/** Aborts when either does; the controller is held by the listeners on both (not weakly, as AbortSignal.any). */
function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  const controller = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** Speaks HTTP to an external backend at `baseUrl` (which may carry a path prefix). */
export function httpTransport(baseUrl: string, options: HttpTransportOptions = {}): Transport {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, "");
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    kind: "http",
    baseUrl: base.origin + prefix,
    fetch(target, init) {
      const url = /^https?:\/\//i.test(target) ? new URL(target) : new URL(`${prefix}${target}`, base.origin);
      const headers = { accept: "application/json", ...init?.headers };
      return boundedFetch(
        doFetch,
        url,
        { method: "GET", headers, credentials: "include", signal: init?.signal },
        timeoutMs,
      );
    },
  };
}
