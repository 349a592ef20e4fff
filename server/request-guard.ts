/**
 * The first check every request meets, before any page or API code: the method, the request
 * target and the Host header must be well-formed. A bad one gets a short plain answer (400, 405
 * with `Allow`, 501 for CONNECT) and a one-line log, never a stack trace, and never reaches code
 * that would build a URL from it.
 */
import type { NextFunction, Request, Response } from "express";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
const ALLOW = "GET, HEAD, POST, OPTIONS";

export type Rejection = { status: 400 | 405 | 501; reason: string };

/**
 * Longest request target accepted. Remix's route discovery asks `/__manifest?p=...` for every link
 * on a page and splits its own requests at 7,680 characters; 4,096 refused those of pages with many
 * links. Node's own header limit (16 KB for the request line and headers) stays the outer bound.
 */
export const MAX_TARGET_LENGTH = 8192;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/;

/** Whether a Host header value is a syntactically valid `host[:port]` (ASCII, port 1-65535). */
export function isValidHost(value: string): boolean {
  if (value.length === 0 || value.length > 255 || !/^[\x21-\x7e]+$/.test(value)) return false;
  const v = value.toLowerCase();
  let host = v;
  let port: string | null = null;
  if (v.startsWith("[")) {
    const end = v.indexOf("]");
    if (end < 0) return false;
    host = v.slice(0, end + 1);
    const rest = v.slice(end + 1);
    if (rest !== "" && !/^:\d{1,5}$/.test(rest)) return false;
    port = rest ? rest.slice(1) : null;
    if (!IPV6.test(host)) return false;
  } else {
    const colon = v.lastIndexOf(":");
    if (colon >= 0) {
      port = v.slice(colon + 1);
      host = v.slice(0, colon);
      if (!/^\d{1,5}$/.test(port)) return false;
    }
    const name = host.endsWith(".") ? host.slice(0, -1) : host;
    if (!IPV4.test(name) && !name.split(".").every((label) => LABEL.test(label))) return false;
  }
  if (port !== null) {
    const n = Number(port);
    if (n < 1 || n > 65535) return false;
  }
  return true;
}

/** What is wrong with a request's method, target and hosts, or null when it may go on. */
export function rejectionOf(
  method: string,
  target: string,
  host: string | undefined,
  forwardedHost?: string,
): Rejection | null {
  if (method === "CONNECT") return { status: 501, reason: "CONNECT is not supported" };
  if (!(ALLOWED_METHODS as readonly string[]).includes(method))
    return { status: 405, reason: `method ${method.slice(0, 20)} not allowed` };
  // Only origin-form targets ("/path?query"): no absolute-form, no "*", no "//host" (RFC 9112).
  if (!target.startsWith("/") || target.startsWith("//"))
    return { status: 400, reason: "request target must be a path" };
  if (target.length > MAX_TARGET_LENGTH) return { status: 400, reason: "request target too long" };
  if (host !== undefined && !isValidHost(host)) return { status: 400, reason: "malformed Host header" };
  if (forwardedHost !== undefined && !isValidHost(forwardedHost.split(",")[0]!.trim()))
    return { status: 400, reason: "malformed X-Forwarded-Host header" };
  return null;
}

/**
 * The same target with runs of slashes in its path collapsed (`/standings//` -> `/standings/`),
 * or null when there are none. Remix would otherwise render such a path and warn once per link.
 */
export function collapsedTarget(target: string): string | null {
  const cut = target.search(/[?#]/);
  const path = cut < 0 ? target : target.slice(0, cut);
  if (!path.includes("//")) return null;
  return `${path.replace(/\/{2,}/g, "/")}${cut < 0 ? "" : target.slice(cut)}`;
}

const printable = (text: string) => JSON.stringify(text.slice(0, 80));

export function requestGuard({ trustProxy }: { trustProxy: boolean }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const forwarded = trustProxy ? req.get("x-forwarded-host") : undefined;
    const rejection = rejectionOf(req.method, req.url, req.headers.host, forwarded);
    if (!rejection) {
      const collapsed = collapsedTarget(req.url);
      if (collapsed !== null) {
        // One answer, no log: the canonical path (GET/HEAD moved for good, a POST keeps its method).
        res.setHeader("Cache-Control", "no-store");
        res.redirect(req.method === "GET" || req.method === "HEAD" ? 301 : 308, collapsed);
        return;
      }
      if (req.method === "OPTIONS") {
        res.setHeader("Allow", ALLOW);
        res.status(204).end();
        return;
      }
      next();
      return;
    }
    console.warn(
      `[reject] ${rejection.status} ${rejection.reason}: ${printable(req.method)} ${printable(req.url)} host=${printable(req.headers.host ?? "")}`,
    );
    res.status(rejection.status);
    if (rejection.status === 405) res.setHeader("Allow", ALLOW);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Connection", "close");
    res
      .type("text/plain")
      .send(
        `${rejection.status === 400 ? "Bad Request" : rejection.status === 405 ? "Method Not Allowed" : "Not Implemented"}: ${rejection.reason}.\n`,
      );
  };
}
