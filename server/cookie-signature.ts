/**
 * The signature check of the product's cookies, as the page cache needs it: synchronous, on the
 * raw value of a Cookie header. The cookies are Remix cookies signed with COOKIE_SECRET
 * (app/site/preferences.server.ts): `<value>.<HMAC-SHA256 of value, base64 without padding>`,
 * percent-encoded in the header. Every secret of a rotation verifies, as in Remix.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Whether `raw` (a cookie's value as the header carries it) is signed with one of `secrets`. */
export function signedCookieCheck(secrets: readonly string[]): (raw: string) => boolean {
  const keys = secrets.map((s) => s.trim()).filter(Boolean);
  return (raw) => {
    let cookie: string;
    try {
      cookie = decodeURIComponent(raw);
    } catch {
      return false;
    }
    const dot = cookie.lastIndexOf(".");
    if (dot <= 0) return false;
    const value = cookie.slice(0, dot);
    // Compared as text, exactly as signed: base64 decoding is lenient, so bytes would let several
    // spellings of one signature through.
    const given = Buffer.from(cookie.slice(dot + 1));
    return keys.some((secret) => {
      const expected = Buffer.from(
        createHmac("sha256", secret).update(value).digest("base64").replace(/=+$/, ""),
      );
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  };
}
