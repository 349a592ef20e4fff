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
export function rejectionOf(method: string, target: string, host: string | undefined, forwardedHost?: string): Rejection | null {
  if (method === "CONNECT") return { status: 501, reason: "CONNECT is not supported" };
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return { status: 405, reason: `method ${method.slice(0, 20)} not allowed` };
  // Only origin-form targets ("/path?query"): no absolute-form, no "*", no "//host" (RFC 9112).
  if (!target.startsWith("/") || target.startsWith("//")) return { status: 400, reason: "request target must be a path" };
  if (target.length > 4096) return { status: 400, reason: "request target too long" };
  if (host !== undefined && !isValidHost(host)) return { status: 400, reason: "malformed Host header" };
  if (forwardedHost !== undefined && !isValidHost(forwardedHost.split(",")[0]!.trim()))
    return { status: 400, reason: "malformed X-Forwarded-Host header" };
  return null;
}

const printable = (text: string) => JSON.stringify(text.slice(0, 80));

export function requestGuard({ trustProxy }: { trustProxy: boolean }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const forwarded = trustProxy ? req.get("x-forwarded-host") : undefined;
    const rejection = rejectionOf(req.method, req.url, req.headers.host, forwarded);
    if (!rejection) {
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
