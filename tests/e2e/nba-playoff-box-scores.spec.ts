import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

// NBA playoff box scores (NBA.com, 2010-11 to 2022-23) on the real database, with JavaScript on and
// off (the two projects): the 2016 Finals game 7 and LeBron James's playoff game log.

const GAME_7 = "/scores/nba-2016-06-19-cleveland-cavaliers-at-golden-state-warriors?tab=stats";

test.describe("NBA playoff box scores", () => {
  for (const host of ["nba", "hub"]) {
    test(`${host}: LeBron James's line in the 2016 Finals game 7, starters first and DNP rows last`, async ({
      page,
    }) => {
      // From the overview, as a reader comes: the tab is a link, so this runs without JavaScript too.
      await page.goto(hostUrl(host, GAME_7.replace("?tab=stats", "")));
      await page.getByRole("tab", { name: "Stats" }).click();
      await expect(page.getByRole("tab", { name: "Stats", selected: true })).toBeVisible();
      const table = page.getByRole("table", { name: "Cleveland Cavaliers players" });
      const rows = table.locator("tbody tr");
      // The five starters, forwards first, then the bench led by Richard Jefferson's 25:30.
      const names = await rows.locator("th").allTextContents();
      expect(names.slice(0, 6)).toEqual([
        "LeBron James",
        "Kevin Love",
        "Tristan Thompson",
        "Kyrie Irving",
        "JR Smith",
        "Richard Jefferson",
      ]);
      const lebron = rows.first();
      await expect(lebron).toContainText(
        /46:49\s*9-24\s*\.375\s*1-5\s*\.200\s*8-10\s*\.800\s*1\s*10\s*11\s*11\s*2\s*3/,
      );
      await expect(lebron.getByRole("cell").nth(15)).toHaveText("27");
      await expect(lebron.getByRole("link", { name: "LeBron James" })).toHaveAttribute(
        "href",
        "/players/lebron-james",
      );
      // Who did not play, with the reason, below everyone who did; then the team totals.
      const dnp = rows.filter({ hasText: "DNP - Coach's Decision" });
      await expect(dnp).toHaveCount(5);
      expect(names.indexOf("Channing Frye")).toBeGreaterThan(names.indexOf("Mo Williams"));
      expect(names.at(-1)).toBe("Team totals");
      await expect(rows.last().getByRole("cell").nth(15)).toHaveText("93");
      await expect(page.getByText("starters first, then the bench by minutes")).toBeVisible();
    });
  }

  test("nba: LeBron James's 2015-16 game log shows his 21 playoff games below the regular season", async ({
    page,
  }) => {
    await page.goto(hostUrl("nba", "/players/lebron-james?log=2015"));
    await expect(
      page.getByRole("table", { name: "Games of 2015-16", exact: true }).locator("tbody tr"),
    ).toHaveCount(76);
    await expect(page.getByRole("heading", { name: "Playoffs, 2015-16" })).toBeVisible();
    const playoffs = page.getByRole("table", { name: "Playoff games of 2015-16" }).locator("tbody tr");
    await expect(playoffs).toHaveCount(21);
    const game7 = playoffs.filter({ hasText: "2016-06-19" });
    await expect(game7.getByRole("link", { name: "2016-06-19" })).toHaveAttribute(
      "href",
      "/scores/nba-2016-06-19-cleveland-cavaliers-at-golden-state-warriors",
    );
    await expect(game7).toContainText(/@ GSW\s*W 93-89\s*46:49/);
  });

  test("nba: a 2011-12 playoff season has a game log without a regular-season table", async ({ page }) => {
    // From another season's log, by the season list's link (a client navigation with JavaScript, a page load without).
    await page.goto(hostUrl("nba", "/players/lebron-james?log=2015"));
    await page
      .getByRole("navigation", { name: "Game log season" })
      .getByRole("link", { name: "2011-12" })
      .click();
    await expect(page.getByRole("heading", { name: "Playoffs, 2011-12" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Games of 2011-12", exact: true })).toHaveCount(0);
    await expect(
      page.getByRole("table", { name: "Playoff games of 2011-12" }).locator("tbody tr"),
    ).toHaveCount(23);
  });
});
