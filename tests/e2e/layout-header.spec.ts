import { expect, test, type Page } from "@playwright/test";
import { SITE_KEYS } from "../../app/site/sites";
import { hostUrl, jsEnabled } from "./helpers";

// Issue 40, items 4-7: the header, the leader boards and the player pages fit their screens.

/** The bottom edge of the fixed site header (the page's first header, before any in <main>). */
function headerBottom(page: Page): Promise<number> {
  return page
    .locator("header")
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
}
/** How wide the page runs: more than the window means it scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe("a phone in dark mode (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });

  test("every site's Menu button stays on screen beside the name in text", async ({ page }) => {
    test.slow(); // nine sites, a page each
    for (const key of SITE_KEYS) {
      await page.goto(hostUrl(key, "/privacy"));
      const menu = page.locator("header summary", { hasText: "Menu" });
      const box = (await menu.boundingBox())!;
      expect(box.x + box.width, `${key}: the Menu button's right edge`).toBeLessThanOrEqual(390);
      const name = page.getByRole("link", { name: /home$/ }).first();
      const brand = (await name.boundingBox())!;
      expect(brand.x + brand.width, `${key}: the name ends before the Menu button`).toBeLessThanOrEqual(
        box.x,
      );
      expect(await scrollWidth(page), `${key}: page width`).toBeLessThanOrEqual(390);
    }
  });
});

test.describe("a 1280 px screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header keeps to one row on every site, in light and dark mode", async ({ page }) => {
    test.slow(); // nine sites, a page each
    for (const key of SITE_KEYS) {
      await page.goto(hostUrl(key, "/privacy"));
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        // One row is 3.5rem and its border at 1280 px: 57 px (4.25rem was 69 px, two rows were 83 px).
        expect(await headerBottom(page), `${key} (${colorScheme})`).toBeLessThanOrEqual(58);
      }
    }
  });

  test("the leaders table's CSV and anchor links take clicks, and its column labels stay below the header", async ({
    page,
  }) => {
    await page.goto(hostUrl("nba", "/leaders"));
    for (const name of [/^CSV of /, /^Link to this table/]) {
      const link = page.getByRole("link", { name });
      const hit = await link.evaluate((a) => {
        const r = a.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest("a") === a;
      });
      expect(hit, `${name}: the link is what a click at its centre reaches`).toBe(true);
    }
    // Scrolled to the table's middle: the header row sticks just below the site header.
    const table = page.getByRole("table").first();
    const label = table.locator("thead th").first();
    await table.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top + 200));
    const bottom = await headerBottom(page);
    const top = await label.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(bottom - 0.5);
    expect(top).toBeLessThanOrEqual(bottom + 1);

    // A header that wraps (an admin's extra link, a larger font): the labels follow its height.
    if (!jsEnabled(test.info())) return; // measuring the wrapped header takes scripts; one row is what the test above pins
    await page.addStyleTag({ content: 'nav[aria-label="Main"] a { padding-inline: 2rem !important; }' });
    await expect.poll(() => headerBottom(page)).toBeGreaterThan(80);
    await expect
      .poll(
        async () =>
          (await label.evaluate((el) => el.getBoundingClientRect().top)) - (await headerBottom(page)),
      )
      .toBeGreaterThanOrEqual(-0.5);
  });

  test("player pages keep to the window's width (award seasons wrap)", async ({ page }) => {
    for (const [key, slug] of [
      ["nba", "lebron-james"],
      ["mlb", "barry-bonds"],
      ["nhl", "wayne-gretzky"],
    ] as const) {
      await page.goto(hostUrl(key, `/players/${slug}`));
      await expect(page.getByRole("heading", { name: "Awards" })).toBeVisible();
      expect(await scrollWidth(page), slug).toBeLessThanOrEqual(1280);
    }
  });
});
