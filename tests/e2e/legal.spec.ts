import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, hostUrl, openPage } from "./helpers";

test.describe("legal pages", () => {
  test("terms: minimum age, subscriptions, governing law, arbitration, and the data licences", async ({
    page,
  }) => {
    const response = await page.goto(hostUrl("mlb", "/terms"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByText("at least 13 years old")).toBeVisible();
    await expect(page.getByText(/renew automatically/)).toBeVisible();
    await expect(page.getByText(/laws of the State of/)).toBeVisible();
    await expect(page.getByText(/class action/)).toBeVisible();
    const sources = page.getByRole("region", { name: "Data sources and attributions" });
    await expect(sources).toContainText("Lahman Baseball Database");
    await expect(
      sources.getByRole("link", { name: /Creative Commons Attribution-ShareAlike 3.0/ }),
    ).toHaveAttribute("href", "https://creativecommons.org/licenses/by-sa/3.0/");
    await expect(sources).toContainText("Hockey Databank");
    await expect(sources).toContainText("Retrosheet");
    await expect(page.getByRole("link", { name: /^contact@/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the footer links to the data licences on every page", async ({ page }) => {
    await page.goto(hostUrl("nhl"));
    await page.getByRole("contentinfo").getByRole("link", { name: "data sources and licences" }).click();
    await expect(page).toHaveURL(hostUrl("nhl", "/terms#data-sources"));
  });

  test("privacy and cookie policies", async ({ page }) => {
    await openPage(page, hostUrl("hub", "/privacy"), "Privacy Policy");
    await expect(page).toHaveTitle("Privacy Policy | Championship History");
    await page.goto(hostUrl("hub", "/cookies"));
    const table = page.getByRole("table", { name: "Kinds of cookies" });
    for (const kind of ["Essential", "Analytics", "Functionality", "Marketing"])
      await expect(table.getByRole("rowheader", { name: kind })).toBeVisible();
    await expect(table.getByRole("row", { name: /Essential/ })).toContainText("Required");
    // The cookies the product really sets, with purpose and lifetime.
    const set = page.getByRole("table", { name: "Cookies these sites set" });
    await expect(set.locator("[data-cookie]")).toHaveCount(6);
    await expect(set.locator('[data-cookie="theme"]')).toContainText("Functionality");
    await expect(set.locator('[data-cookie="favorites"]')).toContainText("favourite teams");
    await expect(set.locator('[data-cookie="season"]')).toContainText("1 year");
    await expect(set.locator('[data-cookie="admin"]')).toContainText("?admin=true");
    await expect(set.locator('[data-cookie="flash"]')).toContainText("60 seconds");
    await expect(set.locator('[data-cookie="spoilers"]')).toContainText("Spoiler-safe mode");
    await expectNoAxeViolations(page);
  });
});
