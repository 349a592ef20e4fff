/**
 * Which season a page shows (pure): a `season` query parameter wins (shared links show what the
 * sender saw), else the visitor's active season from the cookie, else the current season (the
 * caller passes it: baseball by calendar year, other sports from August).
 */
export function effectiveSeason(
  param: number | null,
  cookie: number | null,
  current: number,
): { season: number; source: "param" | "cookie" | "current" } {
  if (param !== null) return { season: param, source: "param" };
  if (cookie !== null) return { season: cookie, source: "cookie" };
  return { season: current, source: "current" };
}

/** Any C0 control character or DEL: browsers drop tabs and newlines from URLs, which turns `/\t/x` into `//x`. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A same-site path to return to after a form post, normalised as a browser would read it (dot
 * segments resolved, escapes kept); anything that could leave the site (another host, `//x`,
 * `/\x`, `/\t/x`, a scheme) or that holds a control character is refused for `fallback`.
 */
export function safeReturnPath(value: unknown, fallback = "/seasons"): string {
  if (typeof value !== "string" || value.length > 500 || CONTROL_CHARACTERS.test(value)) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://same.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.invalid") return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised form must still be a plain path (a resolved `/..//x` could start with `//`).
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}

/** The first season any league in the database has (MLB 1871); earlier cookie values are forged. */
export const FIRST_SEASON = 1871;

/** A season value read from the cookie, kept only when it is a season that can exist now. */
export function validCookieSeason(value: number | null, current: number): number | null {
  return value !== null && Number.isInteger(value) && value >= FIRST_SEASON && value <= current + 1
    ? value
    : null;
}
