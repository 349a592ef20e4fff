/**
 * Cross-origin reads of the public API: any page may read `/api/*` with GET or HEAD (no
 * credentials: the API sets no cookies and reads none), and a preflight is answered at once. The
 * headers a script needs to page politely (ETag, the rate-limit announcement) are exposed.
 */
import type { NextFunction, Request, Response } from "express";

export const CORS_ALLOW_METHODS = "GET, HEAD, OPTIONS";
export const CORS_ALLOW_HEADERS = "Accept, Accept-Language, Cache-Control, If-None-Match, If-Modified-Since";
export const CORS_EXPOSE_HEADERS =
  "ETag, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy";
/** How long a browser may reuse a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = 86_400;

export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/** Sets the CORS headers on every /api answer (errors and 429s included); the request guard answers OPTIONS with 204. */
export function corsForApi() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isApiPath(req.path)) return next();
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Expose-Headers", CORS_EXPOSE_HEADERS);
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Methods", CORS_ALLOW_METHODS);
      res.setHeader("Access-Control-Allow-Headers", CORS_ALLOW_HEADERS);
      res.setHeader("Access-Control-Max-Age", String(PREFLIGHT_MAX_AGE));
      res.setHeader("Cache-Control", "no-store");
    }
    next();
  };
}
