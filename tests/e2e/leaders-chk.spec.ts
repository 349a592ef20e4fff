import { expect, test, type Page } from "@playwright/test";
import { hostUrl, openPage, siteGet } from "./helpers";

// College hockey leaders: the NCAA's statistics 2001-02 to 2013-14 (hockey_skater_lines), career and
// single-season boards, no board of active players.

const leaderRows = (page: Page) =>
  page.getByRole("region", { name: /leaders: .* \(scrolls sideways\)/ }).locator("tbody tr");

test.describe("college hockey leaders", () => {
  test("chk: the single-season points board holds Gaudreau's 80 of 2013-14 and says what it covers", async ({
    page,
    request,
  }) => {
    await openPage(
      page,
      hostUrl("chk", "/leaders?stat=points&scope=season"),
      "NCAA single season leaders: Points",
    );
    await expect(
      page.getByText(/College hockey \(NCAA Division I\) seasons 2001-02 to 2013-14 only/),
    ).toBeVisible();
    const gaudreau = leaderRows(page).filter({ hasText: "Johnny Gaudreau" });
    await expect(gaudreau).toHaveCount(1);
    await expect(gaudreau).toContainText("2013-14");
    await expect(gaudreau).toContainText("80");
    // No board of active players: the source ended in 2013-14.
    await expect(page.getByText("Active (last season in our data)")).toHaveCount(0);
    const csv = await (await siteGet(request, "chk", "/leaders.csv?stat=points&scope=season")).text();
    expect(
      csv.split("\r\n").some((l) => /^\d+,Johnny Gaudreau,2013-14,Boston College Eagles,80$/.test(l)),
    ).toBe(true);
  });

  test("chk: nothing of the NHL on the college boards, and the NHL's boards hold none of college hockey", async ({
    page,
  }) => {
    await openPage(page, hostUrl("chk", "/leaders?stat=goals&scope=career"), "NCAA career leaders: Goals");
    await expect(leaderRows(page).filter({ hasText: "Wayne Gretzky" })).toHaveCount(0);
    await openPage(page, hostUrl("nhl", "/leaders?stat=goals&scope=career"), "NHL career leaders: Goals");
    await expect(leaderRows(page).nth(0)).toContainText("Wayne Gretzky");
    await expect(leaderRows(page).filter({ hasText: "Johnny Gaudreau" })).toHaveCount(0);
  });
});
