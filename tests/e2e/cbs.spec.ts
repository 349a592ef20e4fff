/**
 * College baseball (issue 44): the day of the 2012 CWS final's second game, a team season (LSU 2000
 * under Skip Bertman), a schedule's opponent outside Division I without a link, the 2025 standings
 * from the team statistics and Rod Dedeaux's coach page. Run with and without JavaScript.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNotFoundPage, expectUnlinkedOpponent, hostUrl } from "./helpers";

const cards = (page: Page) => page.locator("a[data-game]");

test("cbs /scores on 2012-06-25 has Arizona 4, South Carolina 1", async ({ page }) => {
  await page.goto(hostUrl("cbs", "/scores?start=2012-06-25&end=2012-06-25"));
  const game = cards(page).filter({ hasText: "Arizona Wildcats" });
  await expect(game).toHaveCount(1);
  await expect(game).toContainText("South Carolina Gamecocks");
  await expect(game).toContainText(/4[\s\S]*1|1[\s\S]*4/);
});

test("LSU's 2000 season reads 52-17 under Skip Bertman", async ({ page }) => {
  await page.goto(hostUrl("cbs", "/teams/lsu-tigers-baseball/2000"));
  await expect(page.locator("main")).toContainText("52-17");
  await expect(page.locator("main")).toContainText("Skip Bertman");
});

test("a 2012 schedule names an opponent outside Division I without a link, and it has no page", async ({
  page,
}) => {
  const schedule = hostUrl("cbs", "/teams/lsu-tigers-baseball/2012?tab=schedule");
  await expectUnlinkedOpponent(page, schedule, "Louisiana Col.");
  await expectNotFoundPage(page, hostUrl("cbs", "/teams/louisiana-col-baseball-opponent"), "Team Not Found");
});

test("the 2025 standings list LSU 53-15 and say conference records are not in the data", async ({ page }) => {
  await page.goto(hostUrl("cbs", "/standings?season=2025"));
  const row = page.getByRole("row").filter({ hasText: "LSU Tigers" }).first();
  await expect(row).toContainText("53");
  await expect(row).toContainText("15");
  await expect(page.getByText("no conference records", { exact: false })).toBeVisible();
});

test("Rod Dedeaux's coach page lists his USC seasons from 1942 to 1986", async ({ page }) => {
  // The bare name is the MLB's Rod Dedeaux (Brooklyn, 1935): the college coach's slug carries the source's full name.
  await page.goto(hostUrl("cbs", "/coaches/rod-dedeaux-raoulmroddedeaux"));
  await expect(page.getByRole("heading", { level: 1, name: "Rod Dedeaux" })).toBeVisible();
  await expect(page.locator("main")).toContainText("USC Trojans");
  await expect(page.locator("main")).toContainText("1942");
  await expect(page.locator("main")).toContainText("1986");
});
