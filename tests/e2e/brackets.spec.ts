/**
 * College brackets and undated games (issue 44 items 1, 5): the NCAA hockey tournament of a season
 * drawn by its certain rounds only (the 1983-84 Frozen Four and final; its total-goals quarterfinals
 * and third-place game listed by date), the College World Series of 2012 (its finals drawn, the
 * Omaha games by date), 1999's CWS games without dates, and /scores?season= for a season the
 * sources give no dates for. Run with and without JavaScript.
 */
import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

test("chk 1983-84's bracket draws the Frozen Four and the final only; the other games are listed by date", async ({
  page,
}) => {
  await page.goto(hostUrl("chk", "/seasons/chk-1983-84?tab=playoffs"));
  const bracket = page.locator("section[aria-labelledby=bracket-title]");
  await expect(bracket.locator("h3")).toHaveText(["Frozen Four", "National Championship"]);
  const final = bracket.getByRole("listitem", { name: "National Championship" });
  await expect(final).toContainText("Bowling Green Falcons");
  await expect(final).toContainText("Minnesota Duluth Bulldogs");
  // The third-place game and the two-game total-goals quarterfinals are not drawn, but listed.
  await expect(bracket).not.toContainText("Boston University Terriers");
  await expect(page.locator("main")).toContainText("All postseason games");
  await expect(page.locator("main")).toContainText(
    "North Dakota Fighting Sioux 6 vs Michigan State Spartans 5",
  );
  await expect(page.locator("main")).toContainText("Bowling Green Falcons 3 at Boston University Terriers 6");
});

test("chk 2018-19's bracket names its four rounds, regional semifinals to the final", async ({ page }) => {
  await page.goto(hostUrl("chk", "/seasons/chk-2018-19?tab=playoffs"));
  const bracket = page.locator("section[aria-labelledby=bracket-title]");
  await expect(bracket.locator("h3")).toHaveText([
    "Regional Semifinals",
    "Regional Finals",
    "Frozen Four",
    "National Championship",
  ]);
});

test("cbs 2012's College World Series: the finals drawn (Arizona won 2-0), the Omaha games by date", async ({
  page,
}) => {
  await page.goto(hostUrl("cbs", "/seasons/cbs-2012?tab=playoffs"));
  const bracket = page.locator("section[aria-labelledby=bracket-title]");
  await expect(bracket.locator("h3")).toHaveText(["Finals"]);
  await expect(bracket).toContainText("Arizona Wildcats won 2-0");
  await expect(page.locator("main")).toContainText("June 2012");
});

test("cbs 1999's season lists its College World Series games without dates, the final from the title record", async ({
  page,
}) => {
  await page.goto(hostUrl("cbs", "/seasons/cbs-1999?tab=playoffs"));
  const list = page.locator("section[aria-labelledby=undated-postseason]");
  await expect(list.getByRole("heading", { name: "Postseason games, dates unknown" })).toBeVisible();
  await expect(list.locator("li")).toHaveCount(14);
  await expect(list).toContainText("Florida State Seminoles 5 vs Miami Hurricanes 6");
  const bracket = page.locator("section[aria-labelledby=bracket-title]");
  await expect(bracket.locator("h3")).toHaveText(["National Championship"]);
});

test("cbs /scores?season=1999 lists the season's games by team under 'Dates unknown', not on a date", async ({
  page,
}) => {
  await page.goto(hostUrl("cbs", "/scores?season=1999&q=Miami Hurricanes"));
  await expect(page.getByTestId("range")).toHaveText("1999 season");
  const list = page.locator("section[aria-labelledby=undated-games]");
  await expect(
    list.getByRole("heading", { name: "Dates unknown for this season: games listed by team" }),
  ).toBeVisible();
  await expect(list).toContainText("Florida State Seminoles 5 vs Miami Hurricanes 6");
  await expect(list).not.toContainText("1999-");
});

test("cbb /scores?season=2018 lists the 26 games of 2018-19 no day could be joined to", async ({ page }) => {
  await page.goto(hostUrl("cbb", "/scores?season=2018"));
  await expect(page.getByTestId("range")).toHaveText("2018-19 season");
  await expect(page.locator("section[aria-labelledby=undated-games] li")).toHaveCount(26);
});

test("Miami's 1999 schedule lists its games under 'Dates unknown', the CWS final among them", async ({
  page,
}) => {
  await page.goto(hostUrl("cbs", "/teams/miami-hurricanes-baseball/1999?tab=schedule"));
  const list = page.locator("section[aria-labelledby=undated-games]");
  await expect(
    list.getByRole("heading", { name: "Dates unknown for this season: games listed by team" }),
  ).toBeVisible();
  await expect(list).toContainText("Florida State Seminoles 5 vs Miami Hurricanes 6");
});

test("a search within cbs 1999's undated games keeps the season: a team's games, still without dates", async ({
  page,
}) => {
  await page.goto(hostUrl("cbs", "/scores?season=1999"));
  await expect(page.locator("section[aria-labelledby=undated-games]")).toBeVisible();
  const search = page.getByPlaceholder("Search teams...");
  await search.fill("Miami Hurricanes");
  await search.press("Enter");
  await expect(page).toHaveURL(/season=1999/);
  await expect(page).toHaveURL(/q=Miami/);
  const list = page.locator("section[aria-labelledby=undated-games]");
  await expect(list).toContainText("Florida State Seminoles 5 vs Miami Hurricanes 6");
  await expect(page.getByTestId("range")).toHaveText("1999 season");
});
