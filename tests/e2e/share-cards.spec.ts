import { expect, test } from "@playwright/test";
import { siteGet } from "./helpers";

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

test.describe("share cards", () => {
  test("every page has Open Graph and Twitter tags on its own host", async ({ request }) => {
    for (const [site, path] of [
      ["hub", "/"],
      ["nfl", "/standings"],
      ["nhl", "/teams/boston-bruins"],
    ] as const) {
      const html = await (await siteGet(request, site, path)).text();
      const host = site === "hub" ? "localhost" : `${site}.localhost`;
      expect(meta(html, "og:title"), path).toBeTruthy();
      expect(meta(html, "og:description"), path).toBeTruthy();
      expect(meta(html, "og:site_name"), path).toBeTruthy();
      expect(meta(html, "og:url"), path).toMatch(
        new RegExp(`^http://${host.replace(".", "\\.")}:\\d+${path === "/" ? "/" : path}$`),
      );
      expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/[^"]+"/);
      expect(meta(html, "twitter:card"), path).toBeTruthy();
    }
  });

  test("a team page's image is a 1200x630 PNG with long cache headers; other sites' teams are 404", async ({
    request,
  }) => {
    const html = await (await siteGet(request, "nhl", "/teams/boston-bruins")).text();
    const image = meta(html, "og:image");
    expect(image).toMatch(/\/og\/teams\/boston-bruins\.png$/);
    const response = await siteGet(request, "nhl", new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toMatch(/public, max-age=86400/);
    const png = await response.body();
    // PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    expect((await siteGet(request, "nhl", "/og/teams/los-angeles-lakers.png")).status()).toBe(404);
    expect((await siteGet(request, "nhl", "/og/teams/no-such-team.png")).status()).toBe(404);
    expect((await siteGet(request, "nhl", "/og/standings.png")).status()).toBe(404);
  });

  test("player, championship and game pages name their image too", async ({ request }) => {
    for (const path of ["/championships/stanley-cup-final", "/scores/40149"]) {
      const html = await (await siteGet(request, "nhl", path)).text();
      const image = meta(html, "og:image");
      expect(image, path).toBe(`${new URL(meta(html, "og:url")!).origin}/og${path}.png`);
      const response = await siteGet(request, "nhl", `/og${path}.png`);
      expect(response.status(), path).toBe(200);
    }
  });
});
