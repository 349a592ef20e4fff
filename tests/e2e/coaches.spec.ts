import { expect, test, type Page } from "@playwright/test";
import {
  expectFigure,
  expectNoAxeViolations,
  expectNotFoundPage,
  expectSectionOpen,
  hostUrl,
  openPage,
  optionLabels,
} from "./helpers";

// Careers: curated (backend/data/coaches/careers.json) for title-winning NFL and NBA coaches;
// Basketball-Reference NBA records of the 30 current franchises to 2019-20;
// Lahman managers to 2024; Hockey Databank coaches to 2017-18.

const cards = (page: Page) => page.getByRole("list", { name: "Coaches" }).getByRole("listitem");

test.describe("coach directory", () => {
  test("hub: title, site switcher, search, the four dropdowns and the four tiles", async ({ page }) => {
    await openPage(page, hostUrl("hub", "/coaches"), "All Coaches");
    await expect(
      page.getByRole("navigation", { name: "Coaches on each site" }).getByRole("link"),
    ).toHaveCount(9);
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Search" })).toHaveAttribute(
      "placeholder",
      "Search coaches, teams, or positions...",
    );
    expect(await optionLabels(page, "status")).toEqual([
      "All Status",
      "Active",
      "Interim",
      "Retired",
      "Fired",
      "Resigned",
    ]);
    expect((await optionLabels(page, "sport"))[0]).toBe("All Sports");
    expect((await optionLabels(page, "position"))[0]).toBe("All Positions");
    expect((await optionLabels(page, "team"))[0]).toBe("All Teams");
    for (const label of ["Active Coaches", "Total Championships", "Avg Years Coaching", "Sports Covered"])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
  });

  test("mlb: a Lahman manager's whole career, win % to one decimal, 'Show More Details'", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/coaches?q=Stengel"));
    const casey = cards(page).filter({ hasText: "Casey Stengel" });
    await expect(casey).toContainText("Career Record");
    await expect(casey).toContainText("1,905-1,842-19");
    await expect(casey).toContainText("50.8%");
    await expect(casey).toContainText("Last season in our data: 1965");
    await casey.getByRole("link", { name: "Show More Details" }).click();
    await expect(page).toHaveURL(/open=casey-stengel/);
    await expect(casey.getByText("Coaching Record")).toBeVisible();
    await expect(casey.getByText("Awards & Honors")).toBeVisible();
  });

  test("nhl: a Databank record that stops with 2017-18 is not called a career record", async ({ page }) => {
    await page.goto(hostUrl("nhl", "/coaches?q=Sutter"));
    const darryl = cards(page).filter({ hasText: "Darryl Sutter" });
    await expect(darryl).toContainText("Record 1992-93 to 2016-17");
    await expect(darryl).not.toContainText("Career Record");
  });

  test("a bare name bookmarked before a namesake arrived on another site is still the site's one person of that name", async ({
    page,
  }) => {
    // Mike McCarthy of the NFL (mike-mccarthy-nfl since a college hockey coach of that name).
    await openPage(page, hostUrl("nfl", "/coaches/mike-mccarthy"), "Mike McCarthy");
    await expect(page).toHaveURL(/\/coaches\/mike-mccarthy-nfl$/);
    // On the hub too: he is its one coach of that name (the other Mike McCarthy played college hockey).
    await openPage(page, hostUrl("hub", "/coaches/mike-mccarthy"), "Mike McCarthy");
    await expect(page).toHaveURL(/\/coaches\/mike-mccarthy-nfl$/);
  });

  test("nba: curated careers of title-winning coaches exist", async ({ page }) => {
    await page.goto(hostUrl("nba", "/coaches?q=Jackson"));
    const phil = cards(page).filter({ hasText: "Phil Jackson" });
    await expect(phil).toContainText("1,155-485");
    await expect(phil).toContainText("Career Record");
    await expect(phil).toContainText("11");
  });

  test("no match: 'No Coaches Found'", async ({ page }) => {
    await page.goto(hostUrl("hub", "/coaches?q=zzzzqqq"));
    await expect(page.getByRole("heading", { name: "No Coaches Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  });
});

test.describe("coach page", () => {
  test("hub: Parcells 172-130-1, career open by default, one section at a time, history with 'Head Coach'", async ({
    page,
  }) => {
    await openPage(page, hostUrl("hub", "/coaches/bill-parcells"), "Bill Parcells");
    await expectFigure(page, "Career Record", "172-130-1");
    await expectSectionOpen(page, "Career Information", true);
    await expect(page.getByText("Championships Won")).toBeVisible();
    await page.getByRole("link", { name: "Coaching History" }).click();
    await expect(page).toHaveURL(/open=history/);
    await expectSectionOpen(page, "Career Information", false);
    const giants = page.getByRole("listitem").filter({ hasText: "New York Giants" });
    await expect(giants).toContainText("1983 - 1990");
    await expect(giants).toContainText("Head Coach");
    await page.getByRole("link", { name: "Coaching History" }).click();
    await expectSectionOpen(page, "Career Information", false);
    await expect(page).toHaveURL(/open=none/);
    await expectNoAxeViolations(page);
  });

  test("nhl: Scotty Bowman's seasons link to the team's season page", async ({ page }) => {
    await page.goto(hostUrl("nhl", "/coaches/scotty-bowman"));
    await expectFigure(page, "Career Record", "1,244-573-324");
    const row = page.getByRole("row", { name: /1976-77/ });
    await expect(row).toContainText("Champion");
    await expect(row.getByRole("link")).toHaveAttribute("href", /\/teams\/montreal-canadiens\/1976$/);
  });

  test("nba: Lenny Wilkens's record of the seasons in our data, 1,332-1,155, not called a career", async ({
    page,
  }) => {
    await page.goto(hostUrl("nba", "/coaches/lenny-wilkens"));
    await expectFigure(page, "Record 1969-70 to 2004-05", "1,332-1,155");
    await expect(page.getByText("Career Record", { exact: true })).toHaveCount(0);
  });

  test("cbb: Dean Smith's record of the seasons in our data, 879-254", async ({ page }) => {
    await page.goto(hostUrl("cbb", "/coaches/dean-smith"));
    await expectFigure(page, "Record 1961-62 to 1996-97", "879-254");
  });

  test("cfb: Bear Bryant's record of the 65 programs' seasons, 323-85-17, not called a career", async ({
    page,
  }) => {
    await page.goto(hostUrl("cfb", "/coaches/bear-bryant"));
    await expectFigure(page, "Record 1945 to 1982", "323-85-17");
    await expect(page.getByText("Career Record", { exact: true })).toHaveCount(0);
    await expect(page.getByText(/Sports-Reference CFB, 65 programs, 1869-2017/)).toBeVisible();
  });

  test("nfl: a record from the 1999-on games of a career begun earlier says 'since 1999'", async ({
    page,
  }) => {
    await page.goto(hostUrl("nfl", "/coaches/jeff-fisher"));
    await expectFigure(page, "Record since 1999", "141-130-1");
    // The directory's card says the same.
    await page.goto(hostUrl("nfl", "/coaches?q=Jeff+Fisher"));
    await expect(cards(page).filter({ hasText: "Jeff Fisher" }).first()).toContainText("Record since 1999");
    // Andy Reid began in 1999: his seasons, no "since".
    await page.goto(hostUrl("nfl", "/coaches/andy-reid"));
    await expect(page.getByText("Record 1999 to 2025", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Record since 1999", { exact: true })).toHaveCount(0);
  });

  test("a team season links to its head coach, pro and college", async ({ page }) => {
    await page.goto(hostUrl("nfl", "/teams/new-england-patriots/2007"));
    const pats = page.locator("#season-coaches");
    await expect(pats).toContainText("Head coach: Bill Belichick");
    await expect(pats.getByRole("link", { name: "Bill Belichick" })).toHaveAttribute(
      "href",
      "/coaches/bill-belichick",
    );
    await page.goto(hostUrl("cfb", "/teams/alabama-crimson-tide-football/1961"));
    await expect(page.locator("#season-coaches").getByRole("link", { name: "Bear Bryant" })).toHaveAttribute(
      "href",
      "/coaches/bear-bryant",
    );
    // The team page names the coaches of its latest season that has them (the 2020 title season).
    await page.goto(hostUrl("cfb", "/teams/alabama-crimson-tide-football"));
    const facts = page.getByRole("region", { name: "Quick Facts" });
    await expect(facts.getByText("Head coach, 2020", { exact: true })).toBeVisible();
    await expect(facts.getByRole("link", { name: "Nick Saban" })).toHaveAttribute(
      "href",
      /^\/coaches\/nick-saban/,
    );
  });

  test("an old doubled slug redirects (301) to the coach's slug: bobby-ross-bobby-ross is bobby-ross-nfl", async ({
    page,
  }) => {
    const response = await page.goto(hostUrl("nfl", "/coaches/bobby-ross-bobby-ross"));
    const first = await response?.request().redirectedFrom()?.response();
    expect(first?.status()).toBe(301);
    await expect(page.getByRole("heading", { level: 1, name: "Bobby Ross" })).toBeVisible();
    await expect(page).toHaveURL(/\/coaches\/bobby-ross-nfl$/);
  });

  test("an unknown coach is a 404 with 'Coach Not Found' and a way back", async ({ page }) => {
    await expectNotFoundPage(page, hostUrl("hub", "/coaches/no-such-coach"), "Coach Not Found");
    await expect(page.getByText("We couldn't find details for this coach.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Coaches" })).toHaveAttribute("href", "/coaches");
  });
});
