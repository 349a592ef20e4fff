import { expect, test } from "@playwright/test";
import { SITES } from "../../app/site/sites";
import { TEST_PORT } from "../../playwright.config";
import { expectNoAxeViolations, hostUrl } from "./helpers";

test("/debug shows the host, the site configuration, its theme and the teams API test", async ({ page }) => {
  const response = await page.goto(hostUrl("nhl", "/debug"));
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Diagnostics" })).toBeVisible();
  const facts = page.locator("dl").first();
  await expect(facts).toContainText("nhl.localhost");
  await expect(facts).toContainText(String(TEST_PORT));
  const config = page.locator("dl").nth(1);
  await expect(config).toContainText(SITES.nhl.name);
  await expect(config).toContainText("hockey");
  await expect(config).toContainText("professional");
  await expect(page.getByText(SITES.nhl.theme.primary["600"]!, { exact: true })).toBeVisible();
  // The teams API test lists the site's own teams: hockey only on the NHL site.
  const teams = page.getByRole("region", { name: "Teams API test" });
  await expect(teams).toContainText(/Teams API: [1-9]\d* teams/);
  const items = teams.getByRole("listitem");
  await expect(items).toHaveCount(3);
  for (const text of await items.allTextContents()) expect(text).toMatch(/\(Hockey\)$/i);
  await expect(page.getByRole("link", { name: new RegExp(`${SITES.cbb.name}`) })).toHaveAttribute(
    "href",
    hostUrl("cbb"),
  );
  await expectNoAxeViolations(page);
});
