import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, hostUrl } from "./helpers";

test.describe("/features", () => {
  for (const site of ["hub", "nba", "chk"]) {
    test(`${site}: category tabs with counts, six feature cards and the three plans`, async ({ page }) => {
      const response = await page.goto(hostUrl(site, "/features"));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Features" })).toBeVisible();
      await expect(page).toHaveTitle(/^Features \| /);
      const tabs = page.getByRole("tablist", { name: "Feature categories" }).getByRole("tab");
      await expect(tabs).toHaveText(["All6", "Analytics2", "Data1", "Tracking2", "Teams1"]);
      const cards = page.locator("[data-feature]");
      await expect(cards).toHaveCount(6);
      await expect(cards.filter({ hasText: "AI Predictions" })).toContainText("Coming Soon");
      await expect(cards.filter({ hasText: "Mobile Experience" })).toContainText("Coming Soon");
      await expect(page.locator("[data-feature]").filter({ hasText: "Coming Soon" })).toHaveCount(2);

      await tabs.filter({ hasText: "Analytics" }).click();
      await expect(page).toHaveURL(hostUrl(site, "/features?tab=analytics"));
      await expect(cards).toHaveCount(2);
      await expect(page.getByRole("tab", { name: /Analytics/ })).toHaveAttribute("aria-selected", "true");

      const free = page.locator('[data-plan="free"]');
      await expect(free).toContainText("Free");
      await expect(free).toContainText("$0forever");
      const pro = page.locator('[data-plan="pro"]');
      await expect(pro).toContainText("$9.99per month");
      await expect(pro).toContainText("Most Popular");
      await expect(pro.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", /^mailto:/);
      const enterprise = page.locator('[data-plan="enterprise"]');
      await expect(enterprise).toContainText("Custom");
      await expect(enterprise.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
        "href",
        /^mailto:/,
      );
      if (site === "hub") await expectNoAxeViolations(page);
    });
  }

  test("an unknown tab falls back to All", async ({ page }) => {
    await page.goto(hostUrl("hub", "/features?tab=nope"));
    await expect(page).toHaveURL(hostUrl("hub", "/features"));
    await expect(page.locator("[data-feature]")).toHaveCount(6);
  });
});
