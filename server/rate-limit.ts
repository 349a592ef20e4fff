/**
 * The per-client limit of the expensive routes (the API and CSV downloads), by express-rate-limit:
 * each client may make `burst` requests per window of `burst / perMinute` minutes, i.e.
 * `perMinute` a minute on average and no more than `burst` at once. Every limited answer
 * announces the quota with the IETF draft's standard headers (RateLimit-Limit, -Remaining,
 * -Reset, -Policy); past it, 429 with Retry-After and the spec's wording. The client is
 * `req.ip`: the socket, or behind `TRUST_PROXY` hops (Express's `trust proxy` hop count) the
 * right-most untrusted X-Forwarded-For entry, never the forgeable left-most one.
 */
import type { Request, RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";

/**
 * Whether a path is one of the limited routes: the API and CSV downloads, in any spelling the
 * router serves them (case, trailing slashes), so the limit is not bypassed by `/CHAMPIONS.CSV` or
 * `/champions.csv/`.
 */
export function isLimitedPath(path: string): boolean {
  const p = path.toLowerCase().replace(/\/+$/, "");
  return p === "/api" || p.startsWith("/api/") || p.endsWith(".csv");
}

export interface RateLimitOptions {
  perMinute: number;
  burst: number;
}

export function rateLimitFor(
  { perMinute, burst }: RateLimitOptions,
  applies: (req: Request) => boolean,
): RequestHandler {
  return rateLimit({
    windowMs: Math.max(1000, Math.round((burst / perMinute) * 60_000)),
    limit: burst,
    standardHeaders: "draft-6",
    legacyHeaders: false,
    skip: (req) => !applies(req) || req.method === "OPTIONS",
    handler: (req, res) => {
      const wait = Number(res.getHeader("Retry-After")) || 1;
      res.setHeader("Cache-Control", "no-store");
      const message = `Too many requests. Try again in ${wait} seconds.`;
      res.status(429);
      if (req.path.startsWith("/api/")) res.json({ detail: message });
      else res.type("text/plain").send(`${message}\n`);
    },
    // Without a trusted proxy X-Forwarded-For is the client's own text and ignored on purpose.
    validate: { xForwardedForHeader: false },
  });
}
