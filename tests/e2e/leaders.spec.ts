import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, hostUrl, siteGet } from "./helpers";

// MLB regular seasons 1871-2024 from the Lahman 2025 edition (lahman-2025-stats).

const leaderRows = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: /leaders: .* \(scrolls sideways\)/ }).locator("tbody tr");

test.describe("leaders", () => {
  for (const site of ["hub", "mlb"] as const) {
    test(`${site}: career home run leaders start Bonds 762, Aaron 755, Ruth 714`, async ({ page }) => {
      await page.goto(hostUrl(site, "/leaders"));
      await expect(page.getByRole("heading", { level: 1, name: "MLB career leaders: Home Runs" })).toBeVisible();
      const rows = leaderRows(page);
      await expect(rows).toHaveCount(25);
      await expect(rows.nth(0)).toContainText("Barry Bonds");
      await expect(rows.nth(0)).toContainText("762");
      await expect(rows.nth(1)).toContainText("Hank Aaron");
      await expect(rows.nth(1)).toContainText("755");
      await expect(rows.nth(2)).toContainText("Babe Ruth");
      await expect(rows.nth(2)).toContainText("714");
      await expect(page.getByRole("banner").getByRole("link", { name: "Leaders" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("mlb: a rate board says its minimum, filters are in the URL and the CSV is the view", async ({ page, request }) => {
    await page.goto(hostUrl("mlb", "/leaders?stat=era&scope=career"));
    await expect(page.getByText("Qualified: 1,000 career innings pitched.")).toBeVisible();
    await expect(leaderRows(page).nth(0)).toContainText("Ed Walsh");
    await expect(leaderRows(page).nth(0)).toContainText("1.82");
    await page.getByRole("list", { name: "Scope" }).getByRole("link", { name: "Single season" }).click();
    await expect(page).toHaveURL(/scope=season/);
    await expect(page).toHaveURL(/stat=era/);
    const csv = await (await siteGet(request, "mlb", "/leaders.csv?scope=career&stat=hr")).text();
    expect(csv.split("\r\n").slice(0, 3)).toEqual(["Rank,Player,Seasons,HR", "1,Barry Bonds,1986-2007,762", "2,Hank Aaron,1954-1976,755"]);
  });

  test("a player page shows the regular-season season by season, linking each season to the club's", async ({ page }) => {
    await page.goto(hostUrl("mlb", "/players/hank-aaron"));
    const batting = page.getByRole("region", { name: "Regular-season batting (scrolls sideways)" });
    // A career that ended in 1976 names its seasons, never "through 2024" (docs/rules.md#derived-figures).
    await expect(page.getByRole("heading", { name: "Batting, 1954-1976" })).toBeVisible();
    const career = batting.locator("tbody tr").last();
    await expect(career).toContainText("Career (23 seasons)");
    await expect(career).toContainText("3,771");
    await expect(career).toContainText("755");
    await expect(batting.getByRole("link").first()).toHaveAttribute("href", /\/teams\/[a-z-]+\/1954$/);
  });

  test("nfl: no leaders, no Leaders link", async ({ page, request }) => {
    expect((await siteGet(request, "nfl", "/leaders")).status()).toBe(404);
    await page.goto(hostUrl("nfl", "/"));
    await expect(page.getByRole("banner").getByRole("link", { name: "Leaders" })).toHaveCount(0);
  });
});
