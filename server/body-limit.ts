/**
 * Request bodies are read here, bounded, before Remix sees them: the only bodies the site takes
 * are small forms (the season form is under 200 bytes), so a body past `limitBytes` answers 413
 * without being read whole (a 200 MB form used to be held in memory), and a body that is not a
 * form answers 400. The bytes read are handed on as `req.body` (a Buffer) for the page handler.
 */
import express, { type NextFunction, type Request, type Response } from "express";

export const FORM_BODY_LIMIT = 16 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Whether a Content-Type header names a form (the only body a page action takes). */
export function isFormType(contentType: string | undefined): boolean {
  return FORM_TYPES.includes((contentType ?? "").split(";")[0]!.trim().toLowerCase());
}

export function boundedBodies(limitBytes = FORM_BODY_LIMIT) {
  const read = express.raw({ type: () => true, limit: limitBytes });
  return (req: Request, res: Response, next: NextFunction): void => {
    // GET, HEAD and OPTIONS carry no body worth reading; the API answers 405 to the rest itself.
    if (req.method !== "POST" || req.path.startsWith("/api/")) return next();
    const hasBody =
      req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    // Read first, refuse after: answering and closing with the body's bytes unread makes the
    // kernel reset the connection, and a client that is still sending then sees "connection
    // reset" instead of the 400 (seen under load). Only a body past the limit is left unread.
    read(req, res, (error?: unknown) => {
      if (error) {
        const status = Number((error as { status?: unknown }).status) || 400;
        return refuse(
          req,
          res,
          status === 413 ? 413 : 400,
          status === 413 ? `Payload Too Large: at most ${limitBytes} bytes` : "Bad Request: unreadable body",
        );
      }
      if (hasBody && !isFormType(req.headers["content-type"]))
        return refuse(req, res, 400, "Bad Request: expected a form body", { bodyRead: true });
      next();
    });
  };
}

function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  { bodyRead = false }: { bodyRead?: boolean } = {},
): void {
  console.warn(`[reject] ${status} ${message}: ${JSON.stringify(req.path.slice(0, 80))}`);
  res.status(status).setHeader("Cache-Control", "no-store");
  // The rest of an oversized or unreadable body is not read: the connection closes after this answer.
  if (!bodyRead) res.setHeader("Connection", "close");
  res.type("text/plain").send(`${message}.\n`);
}
