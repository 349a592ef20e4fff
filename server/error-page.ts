import type { NextFunction, Request, Response } from "express";

/**
 * The last Express handler: errors that happen before Remix takes the request (a malformed URL
 * escape, say) get the shared error state (docs/screens.md#shared-states) with the right status, never a stack trace.
 */
export function errorPage(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status =
    error instanceof URIError
      ? 400
      : Number((error as { status?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode) ||
        500;
  // A 503 is the server refusing work it has no room for (a full render queue): not a fault.
  if (status >= 500 && status !== 503)
    console.error(
      `[error] ${req.method} ${req.path.slice(0, 200)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  else console.warn(`[error] ${status} ${req.method} ${req.path.slice(0, 200)}`);
  res.status(status >= 400 && status < 600 ? status : 500);
  res.setHeader("Cache-Control", "no-store");
  if (res.statusCode === 503) res.setHeader("Retry-After", "30");
  if (req.path.startsWith("/api/")) {
    res.json({ detail: status === 400 ? "Malformed request URL." : "Server error." });
    return;
  }
  // Never a link built from the request: the retry goes home.
  const retry = "/";
  res.type("html").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Failed to Load Data</title>
<style>body{font-family:system-ui,sans-serif;color:#111827;background:#f6f7f9;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:32rem;text-align:center;padding:2rem}a{display:inline-block;margin-top:1rem;padding:.7rem 1.4rem;border-radius:10px;background:#1d4ed8;color:#fff;font-weight:700;text-decoration:none}</style>
</head><body><main><h1>Failed to Load Data</h1><p>Something went wrong while loading the data. Please try again.</p>
<a href="${retry}">Try Again</a></main></body></html>`);
}
