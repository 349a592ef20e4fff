/**
 * College hockey (issue 44): the scores of the days of two NCAA finals, a team season's schedule
 * with an opponent outside Division I named without a link (and without a page of its own), Hockey
 * East's standings and Jerry York's coach page. Run with and without JavaScript.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNotFoundPage, expectUnlinkedOpponent, hostUrl } from "./helpers";

const cards = (page: Page) => page.locator("a[data-game]");

test("chk /scores on 2019-04-13 has the NCAA final, Minnesota Duluth 3, Massachusetts 0", async ({
  page,
}) => {
  await page.goto(hostUrl("chk", "/scores?start=2019-04-13&end=2019-04-13"));
  const final = cards(page).filter({ hasText: "Minnesota Duluth" });
  await expect(final).toHaveCount(1);
  await expect(final).toContainText("UMass Minutemen");
  await expect(final).toContainText(/3[\s\S]*0|0[\s\S]*3/);
  await final.click();
  await expect(page).toHaveURL(/\/scores\/\d+$/);
  await expect(page.locator("main")).toContainText("KeyBank Center, Buffalo, N.Y.");
});

test("chk /scores on 1984-03-24 has Bowling Green 5, Minnesota Duluth 4 in overtime", async ({ page }) => {
  await page.goto(hostUrl("chk", "/scores?start=1984-03-24&end=1984-03-24"));
  const final = cards(page).filter({ hasText: "Bowling Green" });
  await expect(final).toHaveCount(1);
  await expect(final).toContainText("Minnesota Duluth Bulldogs");
  await expect(final).toContainText("OT");
});

test("a schedule names an opponent outside Division I without a link, and it has no page", async ({
  page,
}) => {
  await expectUnlinkedOpponent(
    page,
    hostUrl("chk", "/teams/bowling-green-falcons-hockey/2020?tab=schedule"),
    "Adrian",
  );
  await expect(page.getByRole("row").filter({ hasText: "Lake Superior State Lakers" }).first()).toBeVisible();
  await expectNotFoundPage(page, hostUrl("chk", "/teams/adrian-hockey-opponent"), "Team Not Found");
});

test("Hockey East's 2023-24 standings list Boston College 20-3-1 in the conference", async ({ page }) => {
  await page.goto(hostUrl("chk", "/standings?season=2023"));
  const row = page.getByRole("row").filter({ hasText: "Boston College Eagles" }).first();
  await expect(row).toContainText("20-3-1");
  await expect(page.getByText("NCAA tournament games are not included", { exact: false })).toBeVisible();
});

test("Jerry York's coach page gives his career: 1,123 wins at Clarkson, Bowling Green and Boston College", async ({
  page,
}) => {
  await page.goto(hostUrl("chk", "/coaches/jerry-york"));
  await expect(page.getByRole("heading", { level: 1, name: "Jerry York" })).toBeVisible();
  await expect(page.locator("main")).toContainText("Career Record");
  await expect(page.locator("main")).toContainText("1,123-682-128");
  for (const team of ["Clarkson Golden Knights", "Bowling Green Falcons", "Boston College Eagles"])
    await expect(page.locator("main")).toContainText(team);
});
