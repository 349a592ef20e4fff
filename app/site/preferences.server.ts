import { createCookie } from "@remix-run/node";
import { z } from "zod";

const YEAR = 60 * 60 * 24 * 365;

/** Remembers the admin-access flag once `?admin=true` has been seen (spec section 4). */
export const adminCookie = createCookie("admin", { path: "/", maxAge: YEAR, sameSite: "lax", httpOnly: true });

/** The visitor's active season (a season start year), set by 'Set as Active Season'. */
export const seasonCookie = createCookie("season", { path: "/", maxAge: YEAR, sameSite: "lax", httpOnly: true });

/** A one-shot message shown as a toast on the next page (works without JavaScript). */
export const flashCookie = createCookie("flash", { path: "/", maxAge: 60, sameSite: "lax", httpOnly: true });

export async function readAdminFlag(cookieHeader: string | null): Promise<boolean> {
  return (await adminCookie.parse(cookieHeader).catch(() => null)) === true;
}

export async function readActiveSeason(cookieHeader: string | null): Promise<number | null> {
  const value: unknown = await seasonCookie.parse(cookieHeader).catch(() => null);
  const parsed = z.coerce.number().int().min(1800).max(2200).safeParse(value);
  return parsed.success ? parsed.data : null;
}

const flashSchema = z.object({ kind: z.enum(["success", "error", "blank"]), message: z.string().min(1).max(300) });
export type Flash = z.infer<typeof flashSchema>;

export async function readFlash(cookieHeader: string | null): Promise<Flash | null> {
  const value: unknown = await flashCookie.parse(cookieHeader).catch(() => null);
  const parsed = flashSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
