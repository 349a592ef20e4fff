/**
 * State-changing requests (POST: the season form) only from the site's own pages: a third-party
 * page must not set a visitor's season or the site's toast. Browsers say where a request comes
 * from (Sec-Fetch-Site, else Origin, else Referer); a cross-site one answers 403. A request with
 * none of them is not a browser's cross-site form (browsers send Origin on every POST), so it goes on.
 */
import type { NextFunction, Request, Response } from "express";

export type Verdict = { ok: true } | { ok: false; reason: string };

/** Host (with port) of an absolute URL, lower-cased, or null when it is not one (`null`, garbage). */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Whether a request with these headers comes from a page of `host` (the host the request was sent
 * to, with its port): Sec-Fetch-Site `same-origin` or `none` (typed or bookmarked); else an Origin
 * or Referer naming the same host.
 */
export function sameOriginVerdict(
  headers: { secFetchSite?: string; origin?: string; referer?: string },
  host: string,
): Verdict {
  const site = headers.secFetchSite?.trim().toLowerCase();
  if (site)
    return site === "same-origin" || site === "none"
      ? { ok: true }
      : { ok: false, reason: `Sec-Fetch-Site ${site.slice(0, 20)}` };
  const wanted = host.trim().toLowerCase();
  for (const [name, value] of [
    ["Origin", headers.origin],
    ["Referer", headers.referer],
  ] as const) {
    if (value === undefined) continue;
    return hostOf(value) === wanted ? { ok: true } : { ok: false, reason: `${name} is another site` };
  }
  return { ok: true };
}

/** Express middleware: 403 for a state-changing request from another site. */
export function sameOriginPosts(hostOf: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== "POST") return next();
    const verdict = sameOriginVerdict(
      { secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin"), referer: req.get("referer") },
      hostOf(req),
    );
    if (verdict.ok) return next();
    console.warn(
      `[reject] 403 cross-site POST (${verdict.reason}): ${JSON.stringify(req.path.slice(0, 80))}`,
    );
    res.status(403).setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("Forbidden: this form can only be sent from this site.\n");
  };
}
