import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hostUrl } from "./helpers";

// Box scores on the game page's Stats tab (real database), with JavaScript on and off (the two
// projects), on the sport sites and the hub.

const KOBE = "/scores/nba-2016-04-13-utah-jazz-at-los-angeles-lakers?tab=stats";
const LUKA = "/scores/nba-2024-01-26-dallas-mavericks-at-atlanta-hawks?tab=stats";
const SUPER_BOWL_LI = "/scores/nfl-2017-02-05-new-england-patriots-at-atlanta-falcons?tab=stats";

/** The row of a player in the table named `table`: its cells' text. */
async function rowOf(page: Page, table: string, player: string) {
  const row = page.getByRole("table", { name: table }).getByRole("row", { name: new RegExp(`^${player}`) });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe("box scores", () => {
  for (const host of ["nba", "hub"]) {
    test(`${host}: Kobe Bryant's 60 points against the Jazz, his name linking to his page`, async ({
      page,
    }) => {
      // From the overview, as a reader comes: the tab is a link, so this runs without JavaScript too.
      await page.goto(hostUrl(host, KOBE.replace("?tab=stats", "")));
      await page.getByRole("tab", { name: "Stats" }).click();
      await expect(page.getByRole("tab", { name: "Stats", selected: true })).toBeVisible();
      const kobe = await rowOf(page, "Los Angeles Lakers players", "Kobe Bryant");
      await expect(kobe).toContainText(/42\s*22-50\s*\.440\s*6-21\s*\.286\s*10-12\s*\.833/);
      await expect(kobe.getByRole("cell").nth(15)).toHaveText("60");
      await expect(kobe.getByRole("link", { name: "Kobe Bryant" })).toHaveAttribute(
        "href",
        "/players/kobe-bryant",
      );
      const totals = page
        .getByRole("table", { name: "Los Angeles Lakers players" })
        .getByRole("row", { name: /^Team totals/ });
      await expect(totals.getByRole("cell").nth(15)).toHaveText("101");
      await expect(page.getByRole("tab", { name: "Plays" })).toHaveCount(0);
    });

    test(`${host}: Luka Dončić's 73 at Atlanta`, async ({ page }) => {
      await page.goto(hostUrl(host, LUKA));
      const luka = await rowOf(page, "Dallas Mavericks players", "Luka Dončić");
      await expect(luka.getByRole("cell").nth(15)).toHaveText("73");
      await expect(luka).toContainText("25-33");
    });
  }

  for (const host of ["nfl", "hub"]) {
    test(`${host}: Tom Brady's 466 passing yards in Super Bowl LI, and no defence or kicking`, async ({
      page,
    }) => {
      await page.goto(hostUrl(host, SUPER_BOWL_LI));
      const brady = await rowOf(page, "New England Patriots passing", "Tom Brady");
      await expect(brady).toContainText(/43\/62\s*466\s*2\s*1\s*5/);
      await expect(page.getByText("Defence and kicking are not in our data.")).toBeVisible();
      await expect(
        page
          .getByRole("table", { name: "Atlanta Falcons receiving" })
          .getByRole("row", { name: /^Julio Jones/ }),
      ).toHaveCount(1);
    });
  }

  for (const host of ["nba", "hub"]) {
    test(`${host}: LeBron James's 2015-16 game log lists 76 games, each linking to its game`, async ({
      page,
    }) => {
      await page.goto(hostUrl(host, "/players/lebron-james?log=2015"));
      await expect(page.getByRole("heading", { name: "Game log, 2015-16" })).toBeVisible();
      const rows = page.getByRole("table", { name: "Games of 2015-16", exact: true }).locator("tbody tr");
      await expect(rows).toHaveCount(76);
      await expect(rows.first().getByRole("link")).toHaveAttribute("href", /^\/scores\/nba-2015-10-27-/);
    });
  }

  test("nba: a game log sorts by a column from its header, the games of most points first", async ({
    page,
  }) => {
    await page.goto(hostUrl("nba", "/players/lebron-james?log=2015"));
    const table = page.getByRole("table", { name: "Games of 2015-16", exact: true });
    await table.getByRole("link", { name: "PTS" }).click();
    await expect(page).toHaveURL(/[?&]sort=pts/);
    await expect(page).toHaveURL(/[?&]log=2015/);
    await expect(table.locator("thead th[aria-sort=descending]")).toHaveText(/PTS/);
    // His 2015-16 high was 37, three times; the first of them leads.
    await expect(table.locator("tbody tr").first()).toContainText("2015-11-14");
    await expect(table.locator("tbody tr").first()).toContainText("37");
    await expect(table.locator("tbody tr")).toHaveCount(76);
  });

  test("nba: a playoff game's Stats tab says what the box scores cover", async ({ page }) => {
    await page.goto(hostUrl("nba", "/scores/nba-2024-06-17-dallas-mavericks-at-boston-celtics?tab=stats"));
    await expect(page.getByText("No box score for this game")).toBeVisible();
    await expect(
      page.getByText(
        "Box scores cover NBA regular-season games 2015-16 to 2024-25 and NBA playoff games 2010-11 to 2022-23.",
      ),
    ).toBeVisible();
  });

  test("nhl: a game page offers no Stats or Plays tab", async ({ page }) => {
    await page.goto(hostUrl("nhl", "/scores/nhl-2024-06-24-edmonton-oilers-at-florida-panthers"));
    await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Stats" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Plays" })).toHaveCount(0);
  });

  test("nba: the box score has no axe violations", async ({ page }) => {
    await page.goto(hostUrl("nba", KOBE));
    await expect(page.getByRole("table", { name: "Los Angeles Lakers players" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
