/**
 * Errors of resource routes (CSV downloads, form actions): they have no error boundary, so a thrown
 * `data(...)` would reach the visitor as Remix's `{"message":"Unexpected Server Error"}`. These throw
 * a finished Response instead, in the type the address promises: plain text for a download, a small
 * HTML page for a form post a browser navigated to.
 */

/** Ends a CSV loader with `status` and one line of text (a 404 is cached briefly, like a page's). */
export function csvError(status: 400 | 404 | 422, text: string): never {
  throw new Response(`${text}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": status === 404 ? "public, max-age=60" : "no-store",
    },
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Ends a form action with 400 and an HTML page that says why, with a way home; nothing is set. */
export function formError(reason: string): never {
  const message = escapeHtml(`Bad request: ${reason}.`);
  throw new Response(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bad Request</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111827">
<main><h1>Bad Request</h1><p>${message}</p><p><a href="/" style="color:#1d4ed8">Back to Home</a></p></main>
</body></html>
`,
    { status: 400, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } },
  );
}
