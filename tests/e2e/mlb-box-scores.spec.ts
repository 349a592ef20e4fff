import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, hostUrl } from "./helpers";

// MLB postseason box scores and play-by-play from the Retrosheet event files, on the mlb host and
// the hub. Runs with JavaScript on and off (the two projects).

const LARSEN = "/scores/mlb-1956-10-08-los-angeles-dodgers-at-new-york-yankees";
const GAME7 = "/scores/mlb-2016-11-02-chicago-cubs-at-cleveland-guardians";
const RETROSHEET_NOTICE =
  "The information used here was obtained free of charge from and is copyrighted by Retrosheet.";

test.describe("MLB postseason box scores", () => {
  for (const host of ["mlb", "hub"]) {
    test(`${host}: 1956 World Series game 5 shows Don Larsen 9 IP, 0 H, 0 R, 7 SO, linked to his page`, async ({
      page,
    }) => {
      await page.goto(hostUrl(host, `${LARSEN}?tab=stats`));
      const pitching = page.getByRole("table", { name: "New York Yankees pitching" });
      const larsen = pitching.locator("tbody tr", { hasText: "Don Larsen" });
      await expect(larsen).toHaveText(/Don Larsen\s*\(W\)\s*9\.0\s*0\s*0\s*0\s*0\s*7\s*0/);
      await expect(larsen.getByRole("link", { name: "Don Larsen" })).toHaveAttribute("href", /\/players\//);
      const dodgers = page.getByRole("table", { name: "Brooklyn Dodgers batting" });
      await expect(dodgers.locator("tbody tr").last()).toHaveText(/Totals\s*27\s*0\s*0\s*0\s*0\s*7/);
      await expect(page.getByText("HR: Mantle.")).toBeVisible();
      await expect(page.getByTestId("notice-retrosheet")).toContainText(RETROSHEET_NOTICE);
    });

    test(`${host}: its play-by-play gives the Dodgers' 27 outs inning by inning, ending with Mitchell`, async ({
      page,
    }) => {
      await page.goto(hostUrl(host, `${LARSEN}?tab=plays`));
      const plays = page.getByTestId("play-by-play");
      await expect(plays.getByRole("heading", { name: /^Top of the/ })).toHaveCount(9);
      await expect(plays.getByText("Mantle homered to right.")).toBeVisible();
      await expect(
        plays.getByRole("region", { name: "Top of the 9th: Brooklyn Dodgers" }).locator("li").last(),
      ).toHaveText("Mitchell pinch-hit for Maglie. Larsen struck out Mitchell.");
      await expect(page.getByTestId("notice-retrosheet")).toContainText(RETROSHEET_NOTICE);
    });

    test(`${host}: 2016 World Series game 7 shows Aroldis Chapman as the winning pitcher`, async ({
      page,
    }) => {
      await page.goto(hostUrl(host, `${GAME7}?tab=stats`));
      await expect(
        page.getByRole("table", { name: "Chicago Cubs pitching" }).locator("tbody tr", { hasText: "(W)" }),
      ).toHaveText(/Aroldis Chapman\s*\(W\)/);
    });
  }

  test("mlb: the box score and the play-by-play pass axe", async ({ page }) => {
    await page.goto(hostUrl("mlb", `${GAME7}?tab=stats`));
    await expectNoAxeViolations(page);
    await page.goto(hostUrl("mlb", `${GAME7}?tab=plays`));
    await expectNoAxeViolations(page);
  });
});
