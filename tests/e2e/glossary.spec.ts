import { expect, test } from "@playwright/test";
import { hostUrl, openPage, siteGet } from "./helpers";

// The glossary is the statistics registry (domain/statistics.ts) as a page.

test.describe("glossary", () => {
  test("mlb: each statistic with its definition, formula and minimums, linked to its board", async ({
    page,
  }) => {
    await openPage(page, hostUrl("mlb", "/glossary"), "Glossary");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["MLB"]);
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
      "Batting",
      "Pitching",
      "Fielding",
    ]);
    const ops = page.locator("#mlb-ops");
    await expect(ops.getByRole("rowheader")).toHaveText("On-Base Plus Slugging (OPS)");
    await expect(ops).toContainText("OBP + SLG");
    await expect(ops).toContainText(
      "Season: 3.1 plate appearances per team game (502 in a 162-game season).",
    );
    await expect(ops).toContainText("Career: 3,000 career plate appearances.");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Baseball Databank (Lahman Baseball Database)" }),
    ).toHaveAttribute("href", "/terms#data-sources");
    await ops.getByRole("link", { name: "OPS leaders" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "MLB career leaders: On-Base Plus Slugging" }),
    ).toBeVisible();
    // And back: the board links to its entry.
    await page.getByRole("link", { name: "OPS in the glossary" }).click();
    await expect(page).toHaveURL(/\/glossary#mlb-ops$/);
  });

  test("hub: every league with statistics; a site without any answers 404", async ({ page, request }) => {
    await page.goto(hostUrl("hub", "/glossary"));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "NFL",
      "NBA",
      "MLB",
      "NHL",
    ]);
    await expect(page.locator("#nfl-passer_rating")).toContainText("clamped to 0 to 2.375");
    await expect(page.locator("#nba-fg_pct")).toContainText("FG / FGA");
    await expect(page.locator("#nhl-svp")).toContainText("(SA − GA) / SA");
    await expect(page.locator("#nhl-svp").getByRole("link", { name: "SV% leaders" })).toHaveAttribute(
      "href",
      "/leaders?sport=hockey&stat=svp",
    );
    const cbb = await siteGet(request, "cbb", "/glossary");
    expect(cbb.status()).toBe(404);
    expect(await cbb.text()).toContain("This site has no statistics glossary.");
  });
});
