import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/** Express request -> Fetch Request for the embedded API (GET/HEAD carry no body; others get 405). */
export function toFetchRequest(req: ExpressRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  return new Request(`${origin}${req.originalUrl}`, { method: req.method, headers });
}

export async function sendFetchResponse(response: Response, res: ExpressResponse): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (res.req.method === "HEAD" || response.body === null) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}
