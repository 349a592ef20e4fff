/**
 * Spoiler-safe mode's cookie (app/site/preferences.server.ts) and its cache rule
 * (app/lib/cookie-cache.ts): only the value the server sets turns it on, and such a page is
 * stored by no cache.
 */
import { describe, expect, it } from "vitest";
import { applyCookieCachePolicy } from "~/lib/cookie-cache";
import { CACHE_HISTORY } from "~/lib/http-cache";
import { PAGE_BYPASS_COOKIES, PAGE_KEY_COOKIES } from "~/site/product-cookies";
import { readSpoilerSafe, spoilersCookie } from "~/site/preferences.server";

const header = (setCookie: string) => setCookie.split(";")[0]!;

describe("spoiler-safe mode's cookie", () => {
  it("is on with the value the form sets, and off once Off deletes it", async () => {
    expect(await readSpoilerSafe(header(await spoilersCookie.serialize("on")))).toBe(true);
    expect(await readSpoilerSafe(header(await spoilersCookie.serialize("", { maxAge: 0 })))).toBe(false);
    expect(await readSpoilerSafe(null)).toBe(false);
  });

  it.each([
    ["a plain value", "spoilers=on"],
    ["malformed text", "spoilers=%%%not-base64"],
    ["another value the server would never set", null],
  ])("is off with %s", async (_, cookie) => {
    const value = cookie ?? header(await spoilersCookie.serialize("yes"));
    expect(await readSpoilerSafe(value)).toBe(false);
  });

  it("is a key of the page cache (its signed value only), never a bypass any value could force", () => {
    expect(PAGE_KEY_COOKIES).toContain("spoilers");
    expect(PAGE_BYPASS_COOKIES).not.toContain("spoilers");
  });

  it("makes every page private, no-store", () => {
    const headers = new Headers({ "Cache-Control": CACHE_HISTORY });
    applyCookieCachePolicy(headers, { personal: false, noStore: true });
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Vary")).toBe("Cookie");
    const plain = new Headers({ "Cache-Control": CACHE_HISTORY });
    applyCookieCachePolicy(plain, { personal: false, noStore: false });
    expect(plain.get("Cache-Control")).toBe(CACHE_HISTORY);
  });
});
