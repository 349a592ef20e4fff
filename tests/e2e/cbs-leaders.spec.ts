/**
 * College baseball's /leaders and /finder (issues 44 item 4, 42 item 1): the boards say the
 * seasons they cover (2022-2024) and the college minimums, offer no 'active' board, and download as
 * CSV; the finder lists Paul Skenes's 2023 (13-2, 1.69 ERA, 209 SO); a college player's page has
 * no draft tiles; and nothing of college baseball is on the MLB site's boards or finder. Run with
 * and without JavaScript.
 */
import { expect, test } from "@playwright/test";
import { hostUrl, siteGet } from "./helpers";

test("cbs /leaders: career home runs 2022-2024, no 'active' board, the season ERA board's minimum, a CSV", async ({
  page,
  request,
}) => {
  await page.goto(hostUrl("cbs", "/leaders"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "NCAA Division I career leaders: Home Runs",
  );
  await expect(page.locator("main")).toContainText("NCAA Division I seasons 2022-2024 only");
  const first = page.locator("table tbody tr").first();
  await expect(first).toContainText("Jac Caglianone");
  await expect(first).toContainText("75");
  await expect(page.locator("main")).not.toContainText("Active (last season in our data)");

  await page.goto(hostUrl("cbs", "/leaders?scope=season&stat=era"));
  await expect(page.locator("main")).toContainText("Qualified: 1 inning pitched per team game");
  await expect(page.locator("table tbody")).toContainText("Paul Skenes");

  const csv = await (await siteGet(request, "cbs", "/leaders.csv?scope=season&stat=hr")).text();
  expect(csv.split("\n")[1]).toContain("Charlie Condon");
  expect(csv.split("\n")[1]).toContain("37");
});

test("cbs /finder: Paul Skenes's 2023 is the only 200-strikeout season, and the page says the seasons held", async ({
  page,
}) => {
  await page.goto(hostUrl("cbs", "/finder?kind=seasons&group=pitching&min.so_p=200"));
  await expect(page.locator("main")).toContainText("seasons 2022-2024 only");
  const rows = page.locator("table tbody tr");
  await expect(rows).toHaveCount(1);
  for (const cell of ["Paul Skenes", "2023", "13", "1.69", "209"])
    await expect(rows.first()).toContainText(cell);
});

test("a college player's page has no draft tiles", async ({ page }) => {
  await page.goto(hostUrl("cbs", "/players?q=skenes"));
  await page
    .getByRole("link", { name: /Paul Skenes/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Paul Skenes" })).toBeVisible();
  await expect(page.locator("#player-tiles")).toContainText("Status");
  await expect(page.locator("main")).not.toContainText("Draft Year");
});

test("nothing of college baseball on the MLB site's boards or finder", async ({ page }) => {
  await page.goto(hostUrl("mlb", "/leaders?scope=season&stat=hr"));
  await expect(page.locator("table tbody")).toContainText("Barry Bonds");
  await expect(page.locator("main")).not.toContainText("Condon");
  await page.goto(hostUrl("mlb", "/finder?kind=seasons&min.hr=30&from=2024&to=2024"));
  await expect(page.locator("table tbody")).toContainText("Aaron Judge");
  await expect(page.locator("main")).not.toContainText("Charlie Condon");
});
