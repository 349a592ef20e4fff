/**
 * The home page's figures (docs/screens.md#home): the hero claims the site's real counts, and
 * 'Recent Champions' lists the titles decided last, by date.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectRowsContaining, hostUrl } from "./helpers";

const claims = (page: Page) => page.getByRole("list", { name: "At a glance" }).getByRole("listitem");

test("the pro football hero claims its own figures: 60 Championships, its 32 teams, no live updates", async ({
  page,
}) => {
  await page.goto(hostUrl("nfl"));
  const items = claims(page);
  await expect(items).toHaveCount(4);
  // Super Bowls I to LX: sixty titles decided.
  await expect(items.nth(0)).toHaveText("60 Championships");
  await expect(items.nth(1)).toHaveText("32 Teams Tracked");
  await expect(items.nth(2)).toHaveText(/^\d{2,3} Seasons$/);
  await expect(items.nth(3)).toHaveText(/^[\d,]+ Records$/);
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  for (const made_up of ["150+", "500+", "1M+", "24/7", "Live Updates"])
    await expect(hero).not.toContainText(made_up);
});

test("the hub's hero counts every title and agrees with its statistics cards", async ({ page }) => {
  await page.goto(hostUrl("hub"));
  const champions = page.getByText("Total Champions", { exact: true }).locator("..");
  const total = ((await champions.textContent()) ?? "").match(/[\d,]{3,}/)?.[0];
  expect(total).toBeTruthy();
  await expect(claims(page).first()).toHaveText(`${total} Championships`);
  await expect(claims(page).nth(1)).toHaveText(/^[\d,]+ Teams Tracked$/);
});

test("Recent Champions lists the titles decided last, the June 2026 finals (derived from their games) included", async ({
  page,
}) => {
  await page.goto(hostUrl("hub"));
  const rows = page.getByRole("table", { name: "Latest championship winners" }).locator("tbody tr");
  await expect(rows).toHaveCount(5);
  // Decided 2026-06-14 (Stanley Cup), 2026-06-13 (NBA Finals), 2026-02-08, 2026-01-19, 2025-11-01.
  await expectRowsContaining(rows, [
    ["Carolina Hurricanes"],
    ["New York Knicks"],
    ["Seattle Seahawks"],
    ["Indiana Hoosiers"],
    ["Los Angeles Dodgers"],
  ]);
  // The June 2025 finals were decided before all five.
  await expect(rows.filter({ hasText: "Oklahoma City Thunder" })).toHaveCount(0);
});
