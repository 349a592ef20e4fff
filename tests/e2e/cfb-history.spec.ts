import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

/** College football 2002-2024 (cfb-fbs-scores-2002-2024): a team's season schedule and the standings. */
test.describe("cfb seasons before 2023", () => {
  test("Texas 2006: the schedule lists its games with scores, the Ohio State loss and the Alamo Bowl", async ({
    page,
  }) => {
    await page.goto(hostUrl("cfb", "/teams/texas-longhorns-football/2006?tab=schedule"));
    const osu = page.getByRole("row", { name: /Ohio State/ }).first();
    await expect(osu).toContainText("Sep 9, 2006");
    await expect(osu).toContainText(/L\W*7-24|24-7/);
    const iowa = page.getByRole("row", { name: /Iowa Hawkeyes/ }).first();
    await expect(iowa).toContainText(/W\W*26-24/);
  });

  test("2006 standings: Ohio State 12-0, first in the Big Ten", async ({ page }) => {
    await page.goto(hostUrl("cfb", "/standings?season=2006"));
    await expect(page.getByRole("heading", { name: "No Standings Found" })).toHaveCount(0);
    const osu = page.getByRole("row", { name: /Ohio State Buckeyes/ }).first();
    await expect(osu.locator("td")).toContainText(["12", "0"]);
  });
});
