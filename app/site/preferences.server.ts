import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { PRODUCT_COOKIES, YEAR } from "./product-cookies";
import { appSettings } from "./settings.server";

export { PRODUCT_COOKIES } from "./product-cookies";

/**
 * Cookies are signed with COOKIE_SECRET (server.ts generates one and keeps it in the data folder
 * when the setting is unset), so a forged value is ignored on read. HttpOnly and SameSite=Lax
 * always; Secure is added per response when the request came over TLS (see `cookieOptionsFor`).
 */
const secrets = (appSettings().cookieSecret ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const base = { path: "/", sameSite: "lax" as const, httpOnly: true, ...(secrets.length ? { secrets } : {}) };

/** Per-response cookie options: `Secure` when the visitor's connection is HTTPS (also behind a trusted proxy). */
export function cookieOptionsFor(request: Request): { secure: boolean } {
  return { secure: new URL(request.url).protocol === "https:" };
}

type ProductCookieName = (typeof PRODUCT_COOKIES)[number]["name"];
const maxAgeOf = (name: ProductCookieName) => PRODUCT_COOKIES.find((c) => c.name === name)?.maxAge ?? 0;

/** Remembers the admin-access flag once `?admin=true` has been seen (the admin-access rule). */
export const adminCookie = createCookie("admin", { ...base, maxAge: maxAgeOf("admin") });

/** The visitor's active season (a season start year), set by 'Set as Active Season'. */
export const seasonCookie = createCookie("season", { ...base, maxAge: maxAgeOf("season") });

/** A one-shot message shown as a toast on the next page (works without JavaScript). */
export const flashCookie = createCookie("flash", { ...base, maxAge: maxAgeOf("flash") });

/** The visitor's Light / Dark choice; no cookie means the device's setting (System). */
export const themeCookie = createCookie("theme", { ...base, maxAge: maxAgeOf("theme") });

/** The visitor's favourite teams (team slugs), bounded; see app/lib/favorites.ts. */
export const favoritesCookie = createCookie("favorites", { ...base, maxAge: maxAgeOf("favorites") });

/** Spoiler-safe mode: set (`on`) hides scores and results until revealed; no cookie means off. */
export const spoilersCookie = createCookie("spoilers", { ...base, maxAge: maxAgeOf("spoilers") });

/** `1 year`, `60 seconds`: a cookie's lifetime as the Cookie Policy states it. */
export function lifetimeText(seconds: number): string {
  if (seconds % YEAR === 0) return `${seconds / YEAR} year${seconds === YEAR ? "" : "s"}`;
  if (seconds % 86400 === 0) return `${seconds / 86400} days`;
  return `${seconds} seconds`;
}

export async function readAdminFlag(cookieHeader: string | null): Promise<boolean> {
  return (await adminCookie.parse(cookieHeader).catch(() => null)) === true;
}

export async function readActiveSeason(cookieHeader: string | null): Promise<number | null> {
  const value: unknown = await seasonCookie.parse(cookieHeader).catch(() => null);
  const parsed = z.coerce.number().int().min(1800).max(2200).safeParse(value);
  return parsed.success ? parsed.data : null;
}

const flashSchema = z.object({
  kind: z.enum(["success", "error", "blank"]),
  message: z.string().min(1).max(300),
});
export type Flash = z.infer<typeof flashSchema>;

export async function readFlash(cookieHeader: string | null): Promise<Flash | null> {
  const value: unknown = await flashCookie.parse(cookieHeader).catch(() => null);
  const parsed = flashSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const COLOR_MODES = ["light", "dark", "system"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** The chosen colour mode, or `system` when none (or a forged value) is set. */
export async function readColorMode(cookieHeader: string | null): Promise<ColorMode> {
  const value: unknown = await themeCookie.parse(cookieHeader).catch(() => null);
  return value === "light" || value === "dark" ? value : "system";
}

/** Whether spoiler-safe mode is on: only the signed value the server sets counts (a forged one is off). */
export async function readSpoilerSafe(cookieHeader: string | null): Promise<boolean> {
  const value: unknown = await spoilersCookie.parse(cookieHeader).catch(() => null);
  return value === "on";
}
