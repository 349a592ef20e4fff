/**
 * The page cache keys only on cookie values the server itself set (issue 41 item 7): a value is
 * checked against the cookie secret in Remix's signed format, so forged values add no entries.
 */
import { createCookie } from "@remix-run/node";
import express from "express";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenLocally } from "../support/local-server";
import { signedCookieCheck } from "../../server/cookie-signature";
import { createPageCache, pageHandler, parseCookies } from "../../server/page-cache";

const SECRET = "test-secret";
/** The header value of a cookie as the server sets it (Remix, signed with `secrets`). */
async function setBy(secrets: string[], value: unknown): Promise<string> {
  const cookie = createCookie("theme", { secrets, path: "/" });
  return parseCookies(await cookie.serialize(value)).get("theme")!;
}

describe("signedCookieCheck", () => {
  const check = signedCookieCheck([SECRET]);

  it("accepts what Remix signed with the secret, and with any secret of a rotation", async () => {
    expect(check(await setBy([SECRET], "dark"))).toBe(true);
    expect(check(await setBy([SECRET], { teams: ["kansas-city-chiefs"] }))).toBe(true);
    expect(signedCookieCheck(["new", SECRET])(await setBy([SECRET], "dark"))).toBe(true);
  });

  it("refuses forged, tampered, unsigned and other secrets' values", async () => {
    const genuine = await setBy([SECRET], "dark");
    const [value, signature] = decodeURIComponent(genuine).split(".");
    expect(check(await setBy(["another"], "dark"))).toBe(false);
    expect(check(encodeURIComponent(`${btoa('"light"')}.${signature}`))).toBe(false);
    expect(check(encodeURIComponent(`${value}.${signature.slice(0, -1)}A`))).toBe(false);
    expect(check(encodeURIComponent(`${value}.${signature}=`))).toBe(false);
    for (const forged of ["", "dark", btoa('"dark"'), "%E0%A4%A", `${value}.`, "."])
      expect(check(forged)).toBe(false);
  });
});

describe("the page cache with the server's check", () => {
  const cache = createPageCache({
    keyCookies: ["theme"],
    bypassCookies: ["flash"],
    keyCookieValid: signedCookieCheck([SECRET]),
  });
  let server: Server;
  let base = "";
  let renders = 0;

  beforeAll(async () => {
    const app = express();
    app.all(
      "*",
      pageHandler(
        async () => {
          renders++;
          return new Response(`<!doctype html><p>render ${renders}</p>`, {
            headers: { "Cache-Control": "public, max-age=60", "Content-Type": "text/html" },
          });
        },
        cache,
        (req) => req.get("host") ?? "",
      ),
    );
    ({ server, base } = await listenLocally(app));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("answers 50 forged cookie values from the default page, adding no entry; a signed one keys its own", async () => {
    const first = await fetch(`${base}/teams`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(cache.size).toBe(1);
    const genuine = await setBy([SECRET], "dark");
    const [value] = decodeURIComponent(genuine).split(".");
    for (let n = 0; n < 50; n++) {
      const forged = n % 2 ? `forged-${n}` : encodeURIComponent(`${value}.forged${n}`);
      const response = await fetch(`${base}/teams`, { headers: { Cookie: `theme=${forged}` } });
      expect(response.headers.get("x-page-cache")).toBe("hit");
      await response.arrayBuffer();
    }
    expect(cache.size).toBe(1);
    expect(renders).toBe(1);
    const signed = await fetch(`${base}/teams`, { headers: { Cookie: `theme=${genuine}` } });
    expect(signed.headers.get("x-page-cache")).toBe("miss");
    expect(cache.size).toBe(2);
  });
});
