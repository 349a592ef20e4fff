import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

// The NBA seasons NBA.com fills (the 2019-20 restart, 2020-21, 2021-22), on the real database.
// Runs with JavaScript on and off (the two projects).

test.describe("NBA 2019-20 restart to 2021-22", () => {
  test("2020-21 standings: the Jazz 52-20, first in the league", async ({ page }) => {
    await page.goto(hostUrl("nba", "/standings?season=2020"));
    await expect(page.getByText("No Standings Found")).toHaveCount(0);
    const jazz = page.getByRole("row", { name: /Utah Jazz/ }).first();
    await expect(jazz.locator("td")).toContainText(["52", "20"]);
  });

  test("a bubble game reads 'A vs B' at a neutral site, without Home and Away or a venue", async ({
    page,
  }) => {
    await page.goto(hostUrl("nba", "/scores?start=2020-07-30&end=2020-07-30"));
    const card = page.locator("a[data-game]").filter({ hasText: "Utah Jazz" });
    await expect(card).toContainText("106");
    await expect(card.getByTestId("neutral-site")).toHaveText("Neutral site");
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Utah Jazz vs New Orleans Pelicans");
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary.getByText("Home", { exact: true })).toHaveCount(0);
    await expect(summary.getByText("Away", { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("venue-name")).toHaveCount(0);
    await expect(page.locator("main")).toContainText("104");
  });
});
