/**
 * College basketball regular seasons (issue 44): a day's scores, a game page, a team's schedule of
 * a season with its regular-season games and results, the SEC's 2014-15 table with what it counts,
 * and the players directory saying the data has no player figures. Run with and without
 * JavaScript (every step is a link or a plain address).
 */
import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

const cards = (page: import("@playwright/test").Page) => page.locator("a[data-game]");

test("2019-02-20: North Carolina 88 at Duke 72 on /scores, and its game page", async ({ page }) => {
  await page.goto(hostUrl("cbb", "/scores?start=2019-02-20&end=2019-02-20"));
  await expect(page.getByTestId("range")).toHaveText("Wednesday, Feb 20, 2019");
  expect(await cards(page).count()).toBeGreaterThan(20);
  const card = cards(page).filter({ hasText: "Duke Blue Devils" });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("North Carolina Tar Heels");
  await expect(card).toContainText("88");
  await expect(card).toContainText("72");
  await card.click();
  await expect(page).toHaveURL(/\/scores\/\d+$/);
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary).toContainText("North Carolina Tar Heels");
  await expect(summary).toContainText("88");
  await expect(summary).toContainText("72");
});

test("Kentucky 2014-15: the schedule lists the regular season with results, then the NCAA Tournament", async ({
  page,
}) => {
  await page.goto(hostUrl("cbb", "/teams/kentucky-wildcats-basketball/2014?tab=schedule"));
  await expect(page.getByRole("heading", { name: /^Regular Season/ })).toContainText("34 games");
  await expect(page.getByRole("heading", { name: /^NCAA Tournament/ })).toContainText("5 games");
  const row = page.getByRole("row", { name: /Kansas Jayhawks/ });
  await expect(row).toContainText("W");
  await expect(row).toContainText("72-40");
});

test("the SEC's 2014-15 standings list Kentucky 18-0 first, and say what the records count", async ({
  page,
}) => {
  await page.goto(hostUrl("cbb", "/standings?season=2014&q=kentucky+wildcats"));
  const row = page.getByRole("row", { name: /Kentucky Wildcats/ });
  await expect(row).toContainText("18-0");
  await expect(row).toContainText("38");
  await expect(
    page.getByText("conference records count regular-season games between members of the conference", {
      exact: false,
    }),
  ).toBeVisible();
});

test("the players directory says the data holds no college basketball player figures", async ({ page }) => {
  await page.goto(hostUrl("cbb", "/players"));
  await expect(page.getByTestId("no-people-figures")).toContainText(
    "The held data has no college basketball player figures",
  );
  await expect(page.getByRole("heading", { name: "No Players Found" })).toHaveCount(0);
});
