import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

// An MLB player's postseason game log (the Retrosheet event files' box scores) on the real database,
// with JavaScript on and off (the two projects), and the team season roster's links to it.

const LARSEN_1956 = "/players/don-larsen?log=1956";

test.describe("MLB postseason game log", () => {
  for (const host of ["mlb", "hub"]) {
    test(`${host}: Don Larsen's 1956 log shows his perfect game, linking to its page`, async ({ page }) => {
      await page.goto(hostUrl(host, LARSEN_1956));
      await expect(page.getByRole("heading", { name: "Game log, 1956" })).toBeVisible();
      const pitching = page.getByRole("table", { name: "Postseason pitching of 1956" }).locator("tbody tr");
      await expect(pitching).toHaveCount(2);
      // Game 2, knocked out in the second inning; game 5, 27 outs without a hit.
      await expect(pitching.nth(0)).toContainText(
        /1956-10-05\s*World Series\s*@ BRO\s*L 8-13\s*1\.2\s*1\s*4\s*0\s*4\s*0/,
      );
      const perfect = pitching.nth(1);
      await expect(perfect).toContainText(
        /1956-10-08\s*World Series\s*BRO\s*W 2-0\s*W\s*9\.0\s*0\s*0\s*0\s*0\s*7\s*0/,
      );
      await expect(perfect.getByRole("link", { name: "1956-10-08" })).toHaveAttribute(
        "href",
        "/scores/mlb-1956-10-08-los-angeles-dodgers-at-new-york-yankees",
      );
      await expect(
        page.getByRole("table", { name: "Postseason batting of 1956" }).locator("tbody tr"),
      ).toHaveCount(2);
      await expect(page.getByTestId("notice-retrosheet")).toBeVisible();
    });
  }

  test("mlb: the pitching log sorts by innings from its header, the longest outing first", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", LARSEN_1956));
    const table = page.getByRole("table", { name: "Postseason pitching of 1956" });
    await table.getByRole("link", { name: /IP/ }).click();
    await expect(page).toHaveURL(/sort=ip/);
    await expect(table.locator("tbody tr").first()).toContainText("1956-10-08");
    // The batting table keeps its own order under a pitching key.
    await expect(
      page.getByRole("table", { name: "Postseason batting of 1956" }).locator("tbody tr").first(),
    ).toContainText("1956-10-05");
  });

  test("mlb: the 1956 Yankees' roster links each postseason player to his game log of that season", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/teams/new-york-yankees/1956?tab=roster"));
    const link = page.getByRole("link", { name: "Game log of Don Larsen, 1956" });
    await expect(link).toHaveAttribute("href", "/players/don-larsen?log=1956#game-log-title");
    await link.click();
    await expect(page.getByRole("heading", { name: "Game log, 1956" })).toBeVisible();
  });

  test("nba: a season with box scores links its roster to the game logs, a season without does not", async ({
    page,
  }) => {
    await page.goto(hostUrl("nba", "/teams/cleveland-cavaliers/2015?tab=roster"));
    await expect(page.getByRole("link", { name: "Game log of LeBron James, 2015-16" })).toHaveAttribute(
      "href",
      "/players/lebron-james?log=2015#game-log-title",
    );
    await page.goto(hostUrl("nba", "/teams/cleveland-cavaliers/2005?tab=roster"));
    await expect(page.getByRole("link", { name: "LeBron James", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Game log of/ })).toHaveCount(0);
  });

  test("nfl: the 2016 Patriots' roster tab lists their passers from the weekly lines, each with his game log", async ({
    page,
  }) => {
    await page.goto(hostUrl("nfl", "/teams/new-england-patriots/2016?tab=roster"));
    await expect(page.getByText("defence and kicking are not in our data")).toBeVisible();
    const passing = page
      .getByRole("table", { name: "New England Patriots 2016 passing" })
      .locator("tbody tr");
    // Brady's twelve games after his suspension, then Garoppolo's and Brissett's starts.
    await expect(passing.locator("th a:first-child")).toHaveText([
      "Tom Brady",
      "Jimmy Garoppolo",
      "Jacoby Brissett",
    ]);
    await expect(passing.first()).toContainText(/12\s*291\s*432\s*67\.4\s*3,554\s*8\.2\s*28\s*2/);
    const log = page
      .getByRole("table", { name: "New England Patriots 2016 passing" })
      .getByRole("link", { name: "Game log of Tom Brady, 2016" });
    await expect(log).toHaveAttribute("href", "/players/tom-brady?log=2016#game-log-title");
    await log.click();
    await expect(page.getByRole("heading", { name: "Game log, 2016" })).toBeVisible();
  });
});
