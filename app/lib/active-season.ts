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

/** A same-site path to return to after a form post; anything else (another host, `//x`) is refused. */
export function safeReturnPath(value: unknown, fallback = "/seasons"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  return value.length > 500 ? fallback : value;
}

/** The first season any league in the database has (MLB 1871); earlier cookie values are forged. */
export const FIRST_SEASON = 1871;

/** A season value read from the cookie, kept only when it is a season that can exist now. */
export function validCookieSeason(value: number | null, current: number): number | null {
  return value !== null && Number.isInteger(value) && value >= FIRST_SEASON && value <= current + 1 ? value : null;
}
