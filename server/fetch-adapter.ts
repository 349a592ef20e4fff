import type { Request as ExpressRequest } from "express";

/** Express request -> Fetch Request for the embedded API (GET/HEAD carry no body; others get 405). */
export function toFetchRequest(req: ExpressRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  return new Request(`${origin}${req.originalUrl}`, { method: req.method, headers });
}
