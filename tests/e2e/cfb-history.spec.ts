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

/** A team season names its postseason games as college football does: bowls, and the playoff from 2014. */
test.describe("cfb postseason names", () => {
  test("Ohio State 2014: the record table counts the College Football Playoff, not 'Playoffs'", async ({
    page,
  }) => {
    await page.goto(hostUrl("cfb", "/teams/ohio-state-buckeyes-football/2014?tab=stats"));
    const table = page.getByRole("table", { name: "Record by part of the season" });
    await expect(
      table
        .getByRole("row", { name: /^College Football Playoff/ })
        .locator("td")
        .first(),
    ).toHaveText("2");
    await expect(table.getByRole("row", { name: /^Playoffs/ })).toHaveCount(0);
    await expect(table.getByRole("row", { name: /^Bowls/ })).toHaveCount(0);
  });

  test("Ohio State 2010: its Sugar Bowl is a bowl; Michigan's 2010 Gator Bowl loss is a bowl game lost", async ({
    page,
  }) => {
    await page.goto(hostUrl("cfb", "/teams/ohio-state-buckeyes-football/2010?tab=stats"));
    const table = page.getByRole("table", { name: "Record by part of the season" });
    await expect(
      table
        .getByRole("row", { name: /^Bowls/ })
        .locator("td")
        .nth(1),
    ).toHaveText("1-0-0");
    await page.goto(hostUrl("cfb", "/teams/michigan-wolverines-football"));
    const seasons = page.getByRole("table", { name: "Franchise summary by season" });
    await expect(seasons.getByRole("row", { name: /^2010/ })).toContainText(
      "Lost bowl game to Mississippi State Bulldogs 14-52",
    );
    await expect(seasons.getByRole("row", { name: /^2009/ })).toContainText("No bowl game");
  });
});
