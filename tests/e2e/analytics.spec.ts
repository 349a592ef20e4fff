import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { chooseOption, expectNoAxeViolations, gotoServed, hostUrl, jsEnabled } from "./helpers";

const kpiValue = (page: Page, key: string) => page.locator(`[data-kpi="${key}"]`);

test.describe("/analytics", () => {
  for (const site of ["hub", "nfl", "nhl"]) {
    test(`${site}: four KPI cards, SVG charts with data tables, Key Insights and the buttons`, async ({
      page,
    }) => {
      const response = await gotoServed(page, hostUrl(site, "/analytics"));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
      await expect(page).toHaveTitle(/^Analytics: Team Performance, All Time \| /);
      await expect(page.getByRole("list", { name: "Key figures" }).getByRole("listitem")).toHaveCount(4);
      await expect(kpiValue(page, "most-titles")).not.toContainText("No titles");
      const charts = page.getByRole("figure");
      expect(await charts.count()).toBeGreaterThan(0);
      await expect(charts.first().getByRole("img")).toHaveAttribute("aria-label", /^Bar chart, /);
      await charts.first().getByText("Data table").click();
      await expect(charts.first().getByRole("table")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Key Insights" })).toBeVisible();
      expect(await page.locator("#insights-heading + ul li").count()).toBeGreaterThan(0);
      await expect(page.getByRole("link", { name: "Export" })).toHaveAttribute("href", "/analytics.csv");
      await expect(
        page.getByRole(jsEnabled(test.info()) ? "button" : "link", { name: "Share" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Filter" })).toBeVisible();
      if (site === "hub") await expectNoAxeViolations(page);
    });
  }

  test("changing a select changes the figures (All Time vs This Year)", async ({ page }) => {
    await gotoServed(page, hostUrl("hub", "/analytics?category=game-analysis"));
    const games = kpiValue(page, "games");
    const before = (await games.textContent()) ?? "";
    expect(before).toMatch(/Games Played[\d,]+/);
    await chooseOption(page, "timeframe", "This Year");
    if (!jsEnabled(test.info())) await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/timeframe=this-year/);
    await expect(page).toHaveURL(/category=game-analysis/);
    await expect(games).not.toHaveText(before);
    // APP_NOW is November 2026: this year holds the 2025-26 NBA and NHL seasons' 2026 games.
    await expect(games).toContainText(/Games Played[\d,]+/);
    await expect(page.getByText(/Jan 1 – Dec 31, 2026/)).toBeVisible();
  });

  test("a timeframe without games says so instead of showing zeros", async ({ page }) => {
    await gotoServed(page, hostUrl("nfl", "/analytics?category=game-analysis&timeframe=this-week"));
    for (const key of ["games", "home-win-rate", "overtime-share", "largest-margin"]) {
      await expect(kpiValue(page, key)).toContainText("No games played this week");
    }
    await expect(page.getByRole("heading", { name: "No Data Available" })).toBeVisible();
    await expect(page.getByText(/No NFL games were played this week/)).toBeVisible();
  });

  test("Export downloads the figures shown as CSV", async ({ page }) => {
    await gotoServed(page, hostUrl("nba", "/analytics?category=game-analysis&timeframe=this-year"));
    const shown = ((await kpiValue(page, "games").textContent()) ?? "")
      .replace(/^Games Played/, "")
      .match(/^[\d,]+/)?.[0];
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("analytics-nba-game-analysis-this-year.csv");
    const csv = fs.readFileSync((await download.path()) ?? "", "utf8");
    expect(csv.split("\r\n")[0]).toBe("site,category,timeframe,figure,item,subject,value,shown as,detail");
    expect(csv).toContain(`NBA,Game Analysis,This Year,KPI,Games Played,,${shown?.replace(/,/g, "")}`);
  });

  test("Share gives the URL that reproduces the view", async ({ page, context }) => {
    await gotoServed(page, hostUrl("hub", "/analytics?category=season-trends&timeframe=this-year"));
    const url = hostUrl("hub", "/analytics?category=season-trends&timeframe=this-year");
    if (jsEnabled(test.info())) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: "Share" }).click();
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: /Link copied|http/ })
          .first(),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    } else {
      await expect(page.getByRole("link", { name: "Share" })).toHaveAttribute("href", url);
    }
    await gotoServed(page, url);
    await expect(page.locator(`select[name="category"], input[name="category"]`).first()).toHaveValue(
      "season-trends",
    );
  });

  test("an unknown category or timeframe falls back to the default view", async ({ page }) => {
    await gotoServed(page, hostUrl("hub", "/analytics?category=nope&timeframe=yesterday"));
    await expect(page).toHaveURL(hostUrl("hub", "/analytics"));
    await expect(page.getByRole("list", { name: "Key figures" }).getByRole("listitem")).toHaveCount(4);
  });
});
