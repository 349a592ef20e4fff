import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hostUrl, siteGet, transitionsEnded } from "./helpers";

/** The theme form in the footer: a plain POST that comes back to the page (docs/rules.md#colour-modes). */
async function chooseTheme(page: Page, label: "Light" | "Dark" | "System") {
  const form = page.locator('form[action="/theme"]');
  await form.getByRole("button", { name: label, exact: true }).click();
  await expect(form.getByRole("button", { name: label, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
}

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Every element's colours at the top of the page, in document order, outside the theme form (whose
 * pressed button is the choice itself): two modes that paint the same list read the same to axe.
 */
async function paintedColours(page: Page): Promise<string[]> {
  // The same pointer and scroll for both: hover colours and the header that turns solid on scroll
  // (its transition starts a frame after the scroll) are part of what is painted.
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
  });
  await transitionsEnded(page);
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      // Elements that paint nothing (prefetch links and scripts come and go with navigation) are left out.
      .filter(
        (el) =>
          !el.closest('form[action="/theme"]') && !["LINK", "SCRIPT", "STYLE", "META"].includes(el.tagName),
      )
      .map((el) => {
        const s = getComputedStyle(el);
        return `${el.tagName} ${s.color} ${s.backgroundColor} ${s.borderTopColor} ${s.outlineColor} ${s.fill} ${s.stroke} ${s.opacity}`;
      }),
  );
}

test.describe("colour modes", () => {
  test("the theme choice works without JavaScript and the server renders it", async ({ page }) => {
    await page.goto(hostUrl("nfl", "/standings?season=2024"));
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
    const light = await pageBackground(page);

    await chooseTheme(page, "Dark");
    // Back on the same page (query kept), rendered dark by the server.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/standings?season=2024");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await pageBackground(page)).not.toBe(light);
    // The server's HTML carries the choice (no flash): what a visitor without JavaScript gets.
    const cookie = (await page.context().cookies()).find((c) => c.name === "theme");
    const html = await (
      await siteGet(page.request, "nfl", "/standings?season=2024", { Cookie: `theme=${cookie?.value}` })
    ).text();
    expect(html).toMatch(/<html[^>]*data-theme="dark"/);

    await chooseTheme(page, "Light");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await pageBackground(page)).toBe(light);

    await chooseTheme(page, "System");
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
  });

  test("System follows the device's dark setting; a Light choice overrides it", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(hostUrl("hub", "/"));
    const light = await pageBackground(page);
    await page.emulateMedia({ colorScheme: "dark" });
    const dark = await pageBackground(page);
    expect(dark).not.toBe(light);
    await chooseTheme(page, "Light");
    expect(await pageBackground(page)).toBe(light);
  });

  test("the theme form refuses to send a visitor to another site", async ({ request }) => {
    const response = await request.post(hostUrl("hub", "/theme"), {
      form: { mode: "dark", redirectTo: "//evil.example/x" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/");
    const bad = await request.post(hostUrl("hub", "/theme"), {
      form: { mode: "purple", redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(400);
  });
});

// Ten key pages across three sites.
const KEY_PAGES: [string, string][] = [
  ["hub", "/"],
  ["hub", "/championships"],
  ["hub", "/teams"],
  ["nfl", "/"],
  ["nfl", "/standings?season=2024"],
  ["nfl", "/teams/kansas-city-chiefs"],
  ["nfl", "/scores"],
  ["nhl", "/teams/boston-bruins"],
  ["nhl", "/players"],
  ["nhl", "/seasons"],
];

test.describe("axe in dark mode", () => {
  // The dark pages' DOM is the same with and without scripts (axe without JavaScript reads the
  // server's DOM, which these pages' scripts do not change before a visitor acts): checked once, with them.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the same DOM as with JavaScript, checked there");
  test.describe.configure({ timeout: 120_000 });
  for (const [site, path] of KEY_PAGES) {
    test(`${site} ${path} is axe clean dark, from the system and from the cookie`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(hostUrl(site, path));
      await expectNoAxeViolations(page, { colorScheme: "dark" });
      const fromSystem = await paintedColours(page);

      // The cookie wins over a light device, and paints every element as the system's dark did
      // (what axe checked above); the theme form, whose pressed button differs, is checked on its own.
      await page.emulateMedia({ colorScheme: "light" });
      await chooseTheme(page, "Dark");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await paintedColours(page)).toEqual(fromSystem);
      await expectNoAxeViolations(page, { colorScheme: "light", include: 'form[action="/theme"]' });
    });
  }
});
