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

export type FetchHandler = (request: Request) => Promise<Response>;

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
      return handler(request);
    },
  };
}

export interface HttpTransportOptions {
  /** Per-request timeout; a hung backend must not hang the page. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
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
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      return doFetch(url, { method: "GET", headers: { accept: "application/json", ...init?.headers }, credentials: "include", signal });
    },
  };
}
