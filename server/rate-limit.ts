/**
 * A per-client token bucket for the expensive routes (the API and CSV downloads): each client
 * (by address) may make `perMinute` requests a minute with bursts of `burst`; past that it gets
 * 429 with `Retry-After`. The table of clients is bounded, so a flood of addresses cannot grow it.
 */
import type { NextFunction, Request, Response } from "express";

export interface RateLimitOptions {
  perMinute: number;
  burst: number;
  /** Most clients tracked at once; the least recently seen are forgotten first. */
  maxClients?: number;
  now?: () => number;
}

/** One request's verdict and the quota it leaves, announced as RateLimit-* headers. */
export interface RateDecision {
  wait: number;
  limit: number;
  remaining: number;
  reset: number;
  windowSeconds: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export function createRateLimiter({ perMinute, burst, maxClients = 10_000, now = Date.now }: RateLimitOptions) {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / 60_000;
  /** Takes one token for `client`: the wait (0 when allowed, else seconds until one is free) and what is left. */
  function check(client: string): RateDecision {
    const t = now();
    let bucket = buckets.get(client);
    if (bucket)
      buckets.delete(client); // re-inserted below: Map order is recency
    else bucket = { tokens: burst, at: t };
    bucket.tokens = Math.min(burst, bucket.tokens + (t - bucket.at) * refillPerMs);
    bucket.at = t;
    buckets.set(client, bucket);
    if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value!);
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    const wait = allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000));
    // Reset: seconds until the bucket is full again (the quota's window restarts).
    const reset = Math.max(wait, Math.ceil((burst - bucket.tokens) / refillPerMs / 1000));
    return { wait, limit: burst, remaining: Math.max(0, Math.floor(bucket.tokens)), reset, windowSeconds: Math.ceil(burst / refillPerMs / 1000) };
  }
  function take(client: string): number {
    return check(client).wait;
  }
  return {
    take,
    check,
    get size() {
      return buckets.size;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The client a request counts against. Behind `proxyHops` trusted proxies each appends the address
 * it saw to X-Forwarded-For, so the right-most untrusted hop is the client; everything left of it
 * was written by the client and can be forged. Without a trusted proxy only the socket counts.
 */
export function clientAddress(remote: string | undefined, forwardedFor: string | string[] | undefined, proxyHops: number): string {
  const socket = remote ?? "unknown";
  if (proxyHops <= 0 || !forwardedFor) return socket;
  const hops = [forwardedFor]
    .flat()
    .join(",")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  // The socket's peer is the nearest proxy: it and the `proxyHops - 1` entries it vouches for are trusted.
  const chain = [...hops, socket];
  return chain[Math.max(0, chain.length - 1 - proxyHops)]!;
}

/**
 * Express middleware: every limited answer announces the quota with the IETF draft's standard
 * headers (RateLimit-Limit, -Remaining, -Reset, -Policy); past it, 429 with Retry-After.
 */
export function rateLimit(limiter: RateLimiter, applies: (req: Request) => boolean, { proxyHops = 0 }: { proxyHops?: number } = {}) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!applies(req) || req.method === "OPTIONS") return next();
    const decision = limiter.check(clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], proxyHops));
    res.setHeader("RateLimit-Policy", `${decision.limit};w=${decision.windowSeconds}`);
    res.setHeader("RateLimit-Limit", String(decision.limit));
    res.setHeader("RateLimit-Remaining", String(decision.remaining));
    res.setHeader("RateLimit-Reset", String(decision.reset));
    const wait = decision.wait;
    if (wait === 0) return next();
    res.status(429).setHeader("Retry-After", String(wait));
    res.setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) res.json({ detail: `Too many requests. Try again in ${wait} seconds.` });
    else res.type("text/plain").send(`Too many requests. Try again in ${wait} seconds.\n`);
  };
}

/** RATE_LIMIT_PER_MINUTE (default 600) and RATE_LIMIT_BURST (default 120); 0 turns limiting off. */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitOptions | null {
  const perMinute = Number(env.RATE_LIMIT_PER_MINUTE ?? 600);
  const burst = Number(env.RATE_LIMIT_BURST ?? 120);
  if (!Number.isFinite(perMinute) || perMinute <= 0) return null;
  return { perMinute, burst: Number.isFinite(burst) && burst >= 1 ? burst : 120 };
}
