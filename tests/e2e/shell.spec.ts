import { expect, test } from "@playwright/test";
import { SITES, SITE_KEYS } from "../../app/site/sites";
import { sportContextFor } from "../../app/site/context";
import { expectNoAxeViolations, expectNotFoundPage, hostUrl, jsEnabled } from "./helpers";

test.describe("every host answers as its own site", () => {
  for (const key of SITE_KEYS) {
    test(`${key}: title, theme colour, icons, manifest, headline and heading`, async ({ page }) => {
      const site = SITES[key];
      const response = await page.goto(hostUrl(key));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(site.name);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
        "content",
        site.theme.primary["600"]!,
      );
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", site.faviconUrl!);
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        "href",
        site.appleTouchIconUrl,
      );
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
      const context = sportContextFor(site);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(context.heroHeadline);
      await expect(page.getByRole("heading", { level: 2, name: context.heading })).toBeVisible();
      // Node cannot resolve *.localhost (Chromium can): ask localhost with the site's Host header.
      const manifest = await page.request.get(hostUrl("hub", "/manifest.webmanifest"), {
        headers: { Host: new URL(hostUrl(key)).host },
      });
      expect(await manifest.json()).toMatchObject({
        name: site.name,
        theme_color: site.theme.primary["600"],
      });
    });
  }

  test("an unknown host gets the hub", async ({ page }) => {
    await page.goto(hostUrl("hub").replace("localhost", "unknown.localhost"));
    await expect(page).toHaveTitle(SITES.hub.name);
    await page.goto(hostUrl("hub").replace("localhost", "127.0.0.1"));
    await expect(page).toHaveTitle(SITES.hub.name);
  });
});

test.describe("home page", () => {
  test("hero, claims, feature cards, sport cards and call to action", async ({ page }) => {
    await page.goto(hostUrl("nfl"));
    await expect(page.getByRole("link", { name: "EXPLORE CHAMPIONSHIPS" }).first()).toHaveAttribute(
      "href",
      "/championships",
    );
    // The hero's claims are the site's real figures: tests/e2e/home.spec.ts.
    for (const [name, href] of [
      ["Advanced Analytics", "/analytics"],
      ["Optimized for Accuracy", "/data-quality"],
      ["Built to Scale", "/features"],
      ["All-Time Records", "/champions"],
      ["Statistical Analysis", "/standings"],
      ["Season Archives", "/seasons"],
    ]) {
      await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("link", { name: "VIEW ANALYTICS" })).toHaveAttribute("href", "/analytics");
  });

  test("the hub has no sport cards and shows the generic headline", async ({ page }) => {
    await page.goto(hostUrl("hub"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Championship Analytics Across Every Sport",
    );
    await expect(page.getByRole("link", { name: /All-Time Records/ })).toHaveCount(0);
  });

  test("sister sites open in a new tab on their own hosts", async ({ page }) => {
    await page.goto(hostUrl("hub"));
    const network = page.getByRole("region", { name: "Explore our sister sites" });
    const links = network.getByRole("link");
    await expect(links).toHaveCount(8);
    const nba = network.getByRole("link", { name: /Pro Basketball History/ });
    await expect(nba).toHaveAttribute("href", hostUrl("nba"));
    await expect(nba).toHaveAttribute("target", "_blank");
    await expect(nba).toHaveAttribute("rel", /noopener/);
  });
});

test.describe("shell", () => {
  test("header navigation leads to each section and marks it active", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(hostUrl("nba"));
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, path] of [
      ["Scores", "/scores"],
      ["Seasons", "/seasons"],
      ["Standings", "/standings"],
      ["Teams", "/teams"],
      ["Players", "/players"],
      ["Coaches", "/coaches"],
    ]) {
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", path);
    }
    await nav.getByRole("link", { name: "Teams" }).click();
    await expect(page).toHaveURL(hostUrl("nba", "/teams"));
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Teams" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scores" }),
    ).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "EXPLORE DATA" })).toHaveAttribute("href", "/analytics");
  });

  test("the mobile menu opens, navigates, and closes", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(hostUrl("mlb"));
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(mobile).toBeVisible();
    await mobile.getByRole("link", { name: "Seasons" }).click();
    await expect(page).toHaveURL(hostUrl("mlb", "/seasons"));
    if (jsEnabled(testInfo)) await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("footer lists its links (docs/screens.md#shell), sibling sites, contact and copyright", async ({
    page,
  }) => {
    await page.goto(hostUrl("hub"));
    const footer = page.getByRole("contentinfo");
    for (const [label, href] of [
      ["Championships", "/championships"],
      ["Teams", "/teams"],
      ["Seasons", "/seasons"],
      ["Standings", "/standings"],
      ["Scores", "/scores"],
      ["Players", "/players"],
      ["Coaches", "/coaches"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Cookie Policy", "/cookies"],
    ]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("navigation", { name: "Football Network" }).getByRole("link")).toHaveCount(
      6,
    );
    await expect(footer.getByRole("link", { name: /^contact@/ })).toHaveAttribute("href", /^mailto:contact@/);
    await expect(footer).toContainText("© 2026 Championship History");
    await expect(footer.getByRole("img", { name: "Facebook" })).toBeVisible();
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(hostUrl("hub", "/privacy"));
  });

  test("?admin=true shows the ADMIN link and a cookie remembers it", async ({ page, browser }) => {
    await page.goto(hostUrl("hub"));
    await expect(page.getByRole("link", { name: /ADMIN/ })).toHaveCount(0);
    await page.goto(hostUrl("hub", "/?admin=true"));
    await expect(page.getByRole("link", { name: /ADMIN/ }).first()).toBeAttached();
    await page.goto(hostUrl("hub", "/teams"));
    await expect(page.getByRole("link", { name: /ADMIN/ }).first()).toBeAttached();
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(hostUrl("hub"));
    await expect(other.getByRole("link", { name: /ADMIN/ })).toHaveCount(0);
    await fresh.close();
  });

  test("an unknown path answers 404 with the Not Found screen", async ({ page }) => {
    await expectNotFoundPage(page, hostUrl("cbb", "/no/such/page"), "Page Not Found");
    await expect(page).toHaveTitle(`Page Not Found | ${SITES.cbb.name}`);
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(hostUrl("cbb"));
  });

  test("the skip link moves focus to the content", async ({ page }) => {
    await page.goto(hostUrl("hub"));
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main");
  });

  test("the header turns opaque once scrolled past 20px", async ({ page }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "scroll state needs JavaScript");
    await page.goto(hostUrl("hub"));
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("a logo that fails to load is replaced by the text brand", async ({ page }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "the fallback swaps in after an image error event");
    await page.route("**/logos/*.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(hostUrl("nhl"));
    const brand = page.getByRole("link", { name: `${SITES.nhl.name} home` });
    await expect(brand.locator("img")).toHaveCount(0);
    await expect(brand).toContainText(SITES.nhl.name);
  });
});

test.describe("accessibility", () => {
  // Each site has its own palette: the hub's home and a pro site's are in the axe walk of every
  // page kind (pages-axe.spec.ts); the college sites' are checked here.
  for (const key of ["cfb", "cbb", "cbs", "chk"]) {
    test(`${key} home has no axe violations`, async ({ page }) => {
      await page.goto(hostUrl(key));
      await expectNoAxeViolations(page);
    });
  }
  test("the Not Found page has no axe violations", async ({ page }) => {
    await page.goto(hostUrl("chk", "/missing"));
    await expectNoAxeViolations(page);
  });
});
