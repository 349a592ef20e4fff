/**
 * The security headers of every answer, by helmet: a strict nonce-based Content-Security-Policy
 * (CSP: `enforce`, the default, `report-only` or `off`), HSTS over TLS only (a browser ignores it on
 * plain HTTP, and local development stays on HTTP), frames from the same origin only, and the
 * browser features the product never uses turned off (Permissions-Policy, which helmet leaves out).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet, { type HelmetOptions } from "helmet";
import type { ServerResponse } from "node:http";

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), interest-cohort=()";

/** The policy's directives; `nonce` gives the nonce of the answer being written. */
export function cspDirectives(nonce: (res: ServerResponse) => string) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [(_req: unknown, res: ServerResponse) => `'nonce-${nonce(res)}'`, "'strict-dynamic'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/**
 * Express middleware setting every security header; the CSP carries `res.locals.nonce`, so it runs
 * after the nonce is drawn. Development runs without a CSP: Vite's client injects inline code of its own.
 */
export function securityHeaders({
  dev,
  csp,
}: {
  dev: boolean;
  csp: "enforce" | "report-only" | "off";
}): RequestHandler {
  const options: HelmetOptions = {
    contentSecurityPolicy:
      dev || csp === "off"
        ? false
        : {
            useDefaults: false,
            reportOnly: csp === "report-only",
            directives: cspDirectives((res) => (res as Response).locals.nonce as string),
          },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "sameorigin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // Share images and the API are read from other sites (link previews, cross-origin clients).
    crossOriginResourcePolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  };
  const overTls = helmet(options);
  const plain = helmet({ ...options, strictTransportSecurity: false });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    (req.secure ? overTls : plain)(req, res, next);
  };
}
