import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

// Game history on the real database: NBA/BAA games 1946-2020 (FiveThirtyEight) and MLB games
// from the Retrosheet game logs. Runs with JavaScript on and off (the two projects).

const RETROSHEET_NOTICE =
  "The information used here was obtained free of charge from and is copyrighted by Retrosheet.";

test.describe("game history", () => {
  for (const host of ["hub", "nba"]) {
    test(`${host}: the 1985-86 Celtics' schedule has 82 games with scores, 67 won, and the standings say 67-15`, async ({
      page,
    }) => {
      await page.goto(hostUrl(host, "/teams/boston-celtics/1985?tab=schedule"));
      const regular = page.locator("section", { has: page.locator("#schedule-regular") });
      await expect(page.locator("#schedule-regular")).toContainText("82 games");
      const rows = regular.locator("tbody tr");
      await expect(rows).toHaveCount(82);
      await expect(rows.first()).toContainText("109-113");
      await expect(rows.filter({ hasText: /W\s*\d+-\d+/ })).toHaveCount(67);
      await page.goto(hostUrl(host, "/teams/boston-celtics/1985"));
      await expect(page.getByText("67-15").first()).toBeVisible();
    });
  }

  for (const host of ["hub", "mlb"]) {
    test(`${host}: the 1998 Yankees' schedule has its 162 games and Retrosheet's notice`, async ({
      page,
    }) => {
      await page.goto(hostUrl(host, "/teams/new-york-yankees/1998?tab=schedule"));
      await expect(page.locator("#schedule-regular")).toContainText("162 games");
      await expect(
        page.locator("section", { has: page.locator("#schedule-regular") }).locator("tbody tr"),
      ).toHaveCount(162);
      await expect(page.getByTestId("notice-retrosheet")).toContainText(RETROSHEET_NOTICE);
    });

    test(`${host}: 2004 World Series Game 4 shows its line score, managers and Retrosheet's notice`, async ({
      page,
    }) => {
      await page.goto(hostUrl(host, "/scores/mlb-2004-10-27-boston-red-sox-at-st-louis-cardinals"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Boston Red Sox at St. Louis Cardinals",
      );
      const line = page.getByTestId("line-score");
      await expect(line.locator("tbody tr").first()).toHaveText(
        /BOS\s*1\s*0\s*2\s*0\s*0\s*0\s*0\s*0\s*0\s*3/,
      );
      await expect(line.locator("tbody tr").nth(1)).toHaveText(/STL(\s*0){9}\s*0/);
      await expect(page.getByText("Terry Francona", { exact: false })).toBeVisible();
      await expect(page.getByTestId("notice-retrosheet")).toContainText(RETROSHEET_NOTICE);
    });
  }

  test("mlb: /scores for a 2004 World Series day lists the game with Retrosheet's notice", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/scores?end=2004-10-27&start=2004-10-27"));
    await expect(page.locator("a[data-game]")).toHaveCount(1);
    await expect(page.locator("a[data-game]")).toContainText("Boston Red Sox");
    await expect(page.getByTestId("notice-retrosheet")).toBeVisible();
  });

  test("nba: an MLB game answers 404 on the pro basketball site", async ({ page }) => {
    const res = await page.goto(
      hostUrl("nba", "/scores/mlb-2004-10-27-boston-red-sox-at-st-louis-cardinals"),
    );
    expect(res?.status()).toBe(404);
  });
});
