/**
 * Cookies and HTTP caching (docs/rules.md#cookies-and-caching), applied once to every page and
 * every client-navigation data answer (app/entry.server.tsx), after the route's own policy:
 *
 * - every page reads cookies (the admin flag shows the ADMIN link in the header, a flash cookie
 *   shows a toast, the season cookie picks /championships' default season, and the root data
 *   embedded in the page carries them), so every page says `Vary: Cookie`: a shared cache keys on
 *   the cookies sent and never hands one visitor's variant to another;
 * - an answer that sets a cookie is never stored by any cache (`private, no-store`): the cookie
 *   belongs to one visitor;
 * - a page requested with the admin cookie is `private`: only the visitor's own browser keeps it;
 * - a page in spoiler-safe mode is `private, no-store`: kept by no cache (a shared one would hand
 *   its hidden scores to, or another's scores to, the wrong visitor), nor the server's page cache.
 */

/** Appends `token` to a comma-separated header value unless it is already there (case-insensitive). */
export function appendVary(current: string | null, token: string): string {
  const parts = (current ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => p === "*" || p.toLowerCase() === token.toLowerCase())) return parts.join(", ");
  return [...parts, token].join(", ");
}

/** A Cache-Control value for one visitor's browser only: `public` becomes `private`, the times stay. */
export function privateCacheControl(value: string | null): string {
  if (!value) return "private, no-cache";
  const directives = value
    .split(",")
    .map((d) => d.trim())
    .filter(Boolean);
  if (directives.some((d) => d.toLowerCase() === "no-store")) return value;
  const kept = directives.filter((d) => !/^(public|private|s-maxage=.*)$/i.test(d));
  return ["private", ...kept].join(", ");
}

export interface CookieCacheInput {
  /** The request carried a cookie that makes the page this visitor's own (the admin flag). */
  personal: boolean;
  /** The request is in spoiler-safe mode: the answer is stored by no cache. */
  noStore?: boolean;
}

/** Applies the cookie rules to a page's (or data answer's) response headers, in place. */
export function applyCookieCachePolicy(headers: Headers, input: CookieCacheInput): void {
  headers.set("Vary", appendVary(headers.get("Vary"), "Cookie"));
  const setsCookie = headers.has("Set-Cookie") || (headers.getSetCookie?.().length ?? 0) > 0;
  if (setsCookie || input.noStore) {
    headers.set("Cache-Control", "private, no-store");
    return;
  }
  if (input.personal) headers.set("Cache-Control", privateCacheControl(headers.get("Cache-Control")));
}
