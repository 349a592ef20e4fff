import type { Response } from "express";

export function securityHeaders(res: Response, { secure }: { secure: boolean } = { secure: false }): void {
  // HSTS only over TLS (a browser ignores it on plain HTTP; local development stays on HTTP).
  if (secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
}

/**
 * A strict, nonce-based policy. `CSP=enforce` (the default in production), `report-only`, or `off`.
 * Development runs without it: Vite's client injects inline code of its own.
 */
export function contentSecurityPolicy(
  nonce: string,
  { dev, mode }: { dev: boolean; mode: string | undefined },
): { header: string; value: string } | null {
  const chosen = (mode ?? "enforce").toLowerCase();
  if (dev || chosen === "off") return null;
  const value = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
  return { header: chosen === "report-only" ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy", value };
}
