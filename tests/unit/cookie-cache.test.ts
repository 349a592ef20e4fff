import { describe, expect, it } from "vitest";
import { appendVary, applyCookieCachePolicy, privateCacheControl } from "~/lib/cookie-cache";
import { CACHE_HISTORY } from "~/lib/http-cache";

function apply(init: Record<string, string>, personal = false, setCookie?: string) {
  const headers = new Headers(init);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  applyCookieCachePolicy(headers, { personal });
  return { cacheControl: headers.get("Cache-Control"), vary: headers.get("Vary") };
}

describe("cookies and caching", () => {
  it("says Vary: Cookie on every page, keeping what the route already varies on", () => {
    expect(apply({ "Cache-Control": CACHE_HISTORY })).toEqual({
      cacheControl: CACHE_HISTORY,
      vary: "Cookie",
    });
    expect(apply({ "Cache-Control": CACHE_HISTORY, Vary: "Host" }).vary).toBe("Host, Cookie");
    expect(apply({ Vary: "cookie" }).vary).toBe("cookie");
  });

  it("never lets a shared cache store an answer that sets a cookie", () => {
    expect(apply({ "Cache-Control": CACHE_HISTORY }, false, "admin=eyJ0cnVlIn0; Path=/").cacheControl).toBe(
      "private, no-store",
    );
    expect(apply({ "Cache-Control": "public, max-age=3600" }, true, "flash=; Max-Age=0").cacheControl).toBe(
      "private, no-store",
    );
  });

  it("keeps a page requested with the admin cookie in the visitor's own browser only", () => {
    expect(apply({ "Cache-Control": CACHE_HISTORY }, true).cacheControl).toBe(
      "private, max-age=300, stale-while-revalidate=3600",
    );
    expect(apply({ "Cache-Control": "no-store" }, true).cacheControl).toBe("no-store");
    expect(apply({}, true).cacheControl).toBe("private, no-cache");
  });

  it("drops public and s-maxage from a private policy", () => {
    expect(privateCacheControl("public, max-age=60, s-maxage=600")).toBe("private, max-age=60");
    expect(appendVary(null, "Cookie")).toBe("Cookie");
    expect(appendVary("*", "Cookie")).toBe("*");
  });
});

describe("client-navigation data answers", () => {
  it("carry the same rules, also on a redirect whose headers cannot be changed", async () => {
    const { handleDataRequest } = await import("~/entry.server");
    const args = { request: new Request("http://localhost/_root.data"), params: {}, context: {} as never };
    const redirected = await handleDataRequest!(Response.redirect("http://localhost/", 302), args);
    expect(redirected.headers.get("Vary")).toBe("Cookie");
    expect(redirected.status).toBe(302);
    const data = await handleDataRequest!(
      new Response("{}", { headers: { "Cache-Control": CACHE_HISTORY, "Set-Cookie": "flash=; Max-Age=0" } }),
      args,
    );
    expect(data.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
