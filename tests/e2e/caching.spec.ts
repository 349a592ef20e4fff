/**
 * Cookies and HTTP caching (docs/rules.md#cookies-and-caching): pages whose HTML depends on a
 * cookie say so, answers that set a cookie are never shared, and the admin's pages stay private.
 */
import { expect, test, type APIResponse } from "@playwright/test";
import { siteGet } from "./helpers";

// Headers only: the page projects (JavaScript on or off) do not matter, so run once.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "response headers are checked once");
});

const cacheControl = (res: APIResponse) => res.headers()["cache-control"] ?? "";
const vary = (res: APIResponse) => (res.headers()["vary"] ?? "").toLowerCase();

test("every page varies by Cookie and is publicly cacheable without one", async ({ playwright }) => {
  const request = await playwright.request.newContext();
  for (const [site, url] of [
    ["hub", "/"],
    ["nfl", "/"],
    ["hub", "/championships"],
    ["nba", "/championships/nba-finals"],
  ]) {
    const res = await siteGet(request, site, url);
    expect(res.status(), url).toBe(200);
    expect(vary(res), url).toContain("cookie");
    expect(cacheControl(res), url).toMatch(/^public\b/);
    expect(res.headers()["set-cookie"], url).toBeUndefined();
  }
  await request.dispose();
});

test("?admin=true sets the cookie on a private, unstored answer; later pages stay private", async ({
  playwright,
}) => {
  const request = await playwright.request.newContext();
  const first = await siteGet(request, "hub", "/?admin=true");
  expect(first.headers()["set-cookie"]).toMatch(/^admin=/);
  expect(cacheControl(first)).toBe("private, no-store");
  expect(await first.text()).toContain(">ADMIN<");

  // The context now sends the admin cookie: the same pages are for this visitor only.
  for (const url of ["/", "/championships", "/_root.data"]) {
    const res = await siteGet(request, "hub", url);
    expect(res.status(), url).toBe(200);
    expect(cacheControl(res), url).toMatch(/^private\b/);
    expect(cacheControl(res), url).not.toContain("public");
    expect(vary(res), url).toContain("cookie");
  }
  expect(await (await siteGet(request, "hub", "/terms")).text()).toContain(">ADMIN<");
  await request.dispose();
});

test("the season cookie's page varies by Cookie, and a visitor without cookies never gets the admin's page", async ({
  playwright,
}) => {
  const request = await playwright.request.newContext();
  const season = await siteGet(request, "hub", "/championships", { Cookie: "season=MjAyMA%3D%3D" });
  expect(season.status()).toBe(200);
  expect(vary(season)).toContain("cookie");

  const anonymous = await siteGet(request, "hub", "/");
  expect(await anonymous.text()).not.toContain(">ADMIN<");
  await request.dispose();
});
