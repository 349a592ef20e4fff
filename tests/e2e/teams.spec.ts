import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { chooseOption, expectNoAxeViolations, hostUrl, jsEnabled, openPage } from "./helpers";

// Facts from the open datasets (see tests/data/teams.test.ts for the same values through the API).

/** A figure of the summary strip, by its label. */
function figure(page: Page, label: string) {
  return page.getByRole("region", { name: "Summary" }).getByText(label, { exact: true }).locator("..");
}

async function apply(page: Page, testInfo: TestInfo) {
  if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply" }).click();
}

const cards = (page: Page, list: string) => page.getByRole("list", { name: list }).getByRole("listitem");

test.describe("team directory", () => {
  test("nhl: 32 current teams, former franchises apart; search and division filter", async ({
    page,
  }, testInfo) => {
    await openPage(page, hostUrl("nhl", "/teams"), "Teams");
    await expect(figure(page, "Total Teams")).toContainText("32");
    await expect(figure(page, "Total Teams")).toContainText("+ 8 former");
    await expect(figure(page, "Sports")).toContainText("1");
    await expect(figure(page, "Divisions")).toContainText("4");
    await expect(figure(page, "Filtered Results")).toContainText("32");
    await expect(cards(page, "Current teams")).toHaveCount(32);
    await expect(page.getByRole("heading", { name: /Former Franchises/ })).toBeVisible();
    await expect(cards(page, "Former franchises")).toHaveCount(8);
    // A sport site has no sport filter; the division filter offers the site's divisions.
    await expect(page.locator('select[name="sport"], [data-name="sport"]')).toHaveCount(0);

    const bruins = cards(page, "Current teams").filter({ hasText: "Boston Bruins" });
    await expect(bruins).toContainText("BOS");
    await expect(bruins).toContainText("Boston, MA");
    await expect(bruins).toContainText("Atlantic");
    await expect(bruins).toContainText("1924");
    await expect(bruins.getByRole("link")).toHaveAttribute("href", "/teams/boston-bruins");

    await page.getByRole("main").getByRole("searchbox", { name: "Search" }).fill("bos");
    await apply(page, testInfo);
    await expect(page).toHaveURL(/\?q=bos$/);
    await expect(cards(page, "Current teams")).toHaveCount(1);
    await expect(figure(page, "Filtered Results")).toContainText("1");
    // The total counts the site's current teams whatever the filter.
    await expect(figure(page, "Total Teams")).toContainText("32");

    await page.goto(hostUrl("nhl", "/teams"));
    await chooseOption(page, "division", "Atlantic");
    await apply(page, testInfo);
    await expect(page).toHaveURL(/division=Atlantic/);
    await expect(cards(page, "Current teams")).toHaveCount(8);
    await expectNoAxeViolations(page);
  });

  test("hub: every sport, the sport filter and the pager", async ({ page }) => {
    await page.goto(hostUrl("hub", "/teams"));
    await expect(figure(page, "Sports")).toContainText("4");
    const pager = page.getByRole("navigation", { name: "Teams pages" });
    await expect(pager).toContainText(/1–48 of [\d,]+ current teams · page 1 of \d+/);
    await expect(cards(page, "Current teams")).toHaveCount(48);
    await pager.getByRole("link", { name: "Next ›" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pager).toContainText(/49–96 of/);

    await page.goto(hostUrl("hub", "/teams?sport=hockey"));
    // The NHL's 32 clubs and the 64 Division I college programs of 2024-25.
    await expect(figure(page, "Filtered Results")).toContainText("96");
    await expect(cards(page, "Current teams").first()).toContainText("Hockey");
  });

  test("cbb: hundreds of programs page through the pager; no match says so", async ({ page }) => {
    await page.goto(hostUrl("cbb", "/teams"));
    await expect(figure(page, "Total Teams")).toContainText("366");
    await expect(page.getByRole("navigation", { name: "Teams pages" })).toContainText(
      "of 366 current teams · page 1 of 8",
    );
    await page.goto(hostUrl("cbb", "/teams?page=8"));
    await expect(page.getByRole("heading", { name: /Former Franchises/ })).toBeVisible();
    await page.goto(hostUrl("cbb", "/teams?q=zzzzzz"));
    await expect(page.getByRole("heading", { name: "No Teams Found" })).toBeVisible();
    await expect(figure(page, "Filtered Results")).toContainText("0");
  });
});

test.describe("team page", () => {
  test("nhl: header, seasons with title marks, franchise summary, titles, facts, venue", async ({ page }) => {
    // A century of seasons in one table: axe needs longer on a busy machine.
    test.slow();
    await openPage(page, hostUrl("nhl", "/teams/boston-bruins"), "Boston Bruins");
    await expect(page.getByText("Founded 1924 · 6 Stanley Cups · Last Title 2011")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "All Teams" }),
    ).toHaveAttribute("href", "/teams");

    const seasons = page.getByRole("region", { name: "Available Seasons" });
    await expect(seasons.getByText("Choose a season to see its roster, schedule and stats.")).toBeVisible();
    const title = seasons.getByRole("link", { name: /2010-11/ });
    await expect(title).toHaveAttribute("href", "/teams/boston-bruins/2010");
    await expect(title.getByRole("img", { name: "Championship season" })).toBeVisible();

    const summary = page.getByRole("table", { name: "Franchise summary by season" });
    await expect(summary.getByRole("columnheader", { name: "W-L-OTL" })).toBeVisible();
    const row = (label: string) =>
      summary.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) });
    await expect(row("2022-23")).toContainText("65-12-5");
    await expect(row("2022-23")).toContainText("135");
    await expect(row("2022-23")).toContainText("1st in Atlantic");
    await expect(row("2022-23")).toContainText("Lost First Round to Florida Panthers 3-4");
    await expect(row("2010-11")).toContainText("Won Stanley Cup");
    await expect(row("1970-71")).toContainText("Lost Quarterfinal to Montreal Canadiens 3-4");
    await expect(row("2022-23").getByRole("link", { name: "2022-23" })).toHaveAttribute(
      "href",
      "/teams/boston-bruins/2022",
    );

    const history = page.getByRole("region", { name: "Championship History" });
    await expect(history.getByRole("listitem")).toHaveCount(6);
    await expect(history).toContainText("+1 more");
    await expect(page.getByRole("region", { name: "Quick Facts" })).toContainText("Boston, MA");
    await expect(page.getByRole("region", { name: "Home Venue" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Explore Seasons" }).getByRole("link")).toHaveAttribute(
      "href",
      /\/teams\/boston-bruins\/\d{4}$/,
    );
    await expectNoAxeViolations(page);
  });

  test("hub and cbb: a college program's page", async ({ page }) => {
    await openPage(page, hostUrl("cbb", "/teams/duke-blue-devils-basketball"), /Duke Blue Devils/);
    await expect(page.getByRole("region", { name: "Championship History" })).toContainText(
      "NCAA Men's Basketball Tournament",
    );
    await openPage(page, hostUrl("hub", "/teams/boston-bruins"), "Boston Bruins");
  });

  test("unknown teams, other sites' teams and years without a season answer 404", async ({ page }) => {
    for (const [site, path] of [
      ["hub", "/teams/no-such-team"],
      ["nhl", "/teams/los-angeles-lakers"],
      ["nhl", "/teams/boston-bruins/1900"],
      ["nba", "/teams/los-angeles-lakers/2030"],
      ["cbb", "/teams/no-such-team/2023"],
    ] as const) {
      const res = await page.goto(hostUrl(site, path));
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Team Not Found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Teams" })).toHaveAttribute("href", "/teams");
    }
    await page.goto(hostUrl("hub", "/teams/no-such-team"));
    await expect(page.getByText("The team you are looking for does not exist.")).toBeVisible();
  });
});

test.describe("team season page", () => {
  test("nhl 2023-24: the 82-game schedule with results, playoff games apart, each linking to its game", async ({
    page,
  }) => {
    test.slow();
    await page.goto(hostUrl("nhl", "/teams/boston-bruins/2023?tab=schedule"));
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Boston Bruins" })).toHaveAttribute(
      "href",
      "/teams/boston-bruins",
    );
    await expect(crumbs).toContainText("2023-24 Season");
    await expect(page.getByRole("tab", { name: "Schedule" })).toHaveAttribute("aria-selected", "true");
    const regular = page.getByRole("table", { name: "Regular Season" });
    const playoffs = page.getByRole("table", { name: "Playoffs" });
    await expect(regular.locator("tbody tr")).toHaveCount(82);
    await expect(playoffs.locator("tbody tr")).toHaveCount(13);
    // Opening night, 2023-10-11: Boston 3, Chicago 1 at home.
    const first = regular.locator("tbody tr").first();
    await expect(first).toContainText("Oct 11, 2023");
    await expect(first).toContainText("vs Chicago Blackhawks");
    await expect(first).toContainText("W 3-1");
    await expect(first.getByRole("link").first()).toHaveAttribute("href", /^\/scores\/\d+$/);
    // Past regulation, marked: the first loss (4-3 to Anaheim in overtime), a shootout win over Toronto.
    await expect(regular.locator("tbody tr", { hasText: "Oct 26, 2023" })).toContainText("L 3-4 (OT)");
    await expect(regular.locator("tbody tr", { hasText: "Nov 2, 2023" })).toContainText("W 3-2 (SO)");
    await expect(playoffs.locator("tbody tr").last()).toContainText("Florida Panthers");
    await expect(playoffs.locator("tbody tr").last()).toContainText(/L \d-\d/);
    await expectNoAxeViolations(page);
  });

  test("nba 2023-24: the roster links to players; tabs are links in the URL", async ({ page }) => {
    await page.goto(hostUrl("nba", "/teams/los-angeles-lakers/2023"));
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("region", { name: "Season Overview" })).toContainText("47-35");
    await expect(page.getByRole("region", { name: "Season Overview" })).toContainText(
      "Lost First Round to Denver Nuggets 1-4",
    );

    await page.getByRole("tab", { name: "Roster" }).click();
    await expect(page).toHaveURL(/\/teams\/los-angeles-lakers\/2023\?tab=roster$/);
    const roster = page.getByRole("table", { name: "Players" });
    const lebron = roster.getByRole("row").filter({ hasText: "LeBron James" });
    // The name, then the season's game log beside it.
    await expect(lebron.getByRole("link", { name: "LeBron James", exact: true })).toHaveAttribute(
      "href",
      "/players/lebron-james",
    );
    await expect(lebron.getByRole("link", { name: "Game log of LeBron James, 2023-24" })).toHaveAttribute(
      "href",
      "/players/lebron-james?log=2023#game-log-title",
    );
    await expect(lebron).toContainText("39");
    // Each player's line for the club, by points: Davis 1,876, James 71 games, 25.7 a game, 1,822.
    await expect(lebron).toContainText(/71.*25\.7.*1,822/);
    await expect(roster.locator("tbody tr").first()).toContainText(/Anthony Davis.*1,876/);

    await page.getByRole("tab", { name: "Stats" }).click();
    await expect(page).toHaveURL(/\?tab=stats$/);
    const record = page.getByRole("table", { name: "Record by part of the season" });
    await expect(record.getByRole("row", { name: /Regular Season/ })).toContainText("47-35");
    await expect(record.getByRole("row", { name: /Playoffs/ })).toContainText("1-4");
    await expect(
      page.getByRole("table", { name: "Team totals" }).getByRole("row", { name: /^Points/ }),
    ).toContainText("9,679");
    await expectNoAxeViolations(page);
  });

  test("the season selector goes to the chosen season", async ({ page }) => {
    await page.goto(hostUrl("nhl", "/teams/boston-bruins/2023"));
    await page.locator('select[name="season"]').selectOption("2010");
    if (!jsEnabled(test.info())) await page.getByRole("button", { name: "Go" }).click();
    await expect(page).toHaveURL(/\/teams\/boston-bruins\/2010$/);
    await expect(page.getByRole("region", { name: "Season Overview" })).toContainText("Won Stanley Cup");
  });

  test("nhl 2017-18 roster with season figures; cbb says when no roster exists", async ({ page }) => {
    await page.goto(hostUrl("nhl", "/teams/boston-bruins/2017?tab=roster"));
    const skaters = page.getByRole("table", { name: "Skaters" });
    await expect(skaters.locator("tbody tr").first()).toContainText("Brad Marchand");
    await expect(skaters.locator("tbody tr").first()).toContainText("85");
    await expect(page.getByRole("table", { name: "Goalies" })).toContainText("Tuukka Rask");

    await page.goto(hostUrl("cbb", "/teams/duke-blue-devils-basketball/2023?tab=roster"));
    await expect(page.getByRole("heading", { name: "No Players Found" })).toBeVisible();
    await expect(page.getByText("The open datasets hold no rosters for this league.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("2023-24 Season");
  });

  test("nhl 2022-23 roster from Hockey-Reference: McDavid's 153 points for Edmonton, goalies with their wins", async ({
    page,
  }) => {
    await page.goto(hostUrl("nhl", "/teams/edmonton-oilers/2022?tab=roster"));
    const skaters = page.getByRole("table", { name: "Skaters" });
    await expect(skaters.locator("tbody tr").first()).toContainText("Connor McDavid");
    await expect(skaters.locator("tbody tr").first()).toContainText("153");
    await expect(page.getByRole("table", { name: "Goalies" })).toContainText("Stuart Skinner");
    // 2023-24: skaters only, as the page says.
    await page.goto(hostUrl("nhl", "/teams/edmonton-oilers/2023?tab=roster"));
    await expect(
      page.getByText(/^Skaters only: goalies' 2023-24 figures are not in the open data/),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: "Skaters" })).toContainText("Leon Draisaitl");
  });

  test("mlb team seasons: each player's batting and pitching line for that club, names linking to the player, with a CSV", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/teams/new-york-mets/1986?tab=roster"));
    const batting = page.getByRole("table", { name: "New York Mets 1986 batting" });
    const first = batting.locator("tbody tr").first();
    // Most plate appearances first; rates as Baseball-Reference gives them (.310/.413/.446).
    await expect(first).toContainText("Keith Hernandez");
    for (const figure of ["149", "652", "551", "171", "83", ".310", ".413", ".446", ".859"])
      await expect(first).toContainText(figure);
    await expect(first.getByRole("link", { name: "Keith Hernandez" })).toHaveAttribute(
      "href",
      /\/players\/keith-hernandez/,
    );
    const gooden = page
      .getByRole("table", { name: "New York Mets 1986 pitching" })
      .getByRole("row", { name: /Dwight Gooden/ });
    for (const figure of ["17", "6", "2.84", "33", "250.0", "200", "1.11"])
      await expect(gooden).toContainText(figure);
    await expect(page.getByRole("link", { name: "CSV of New York Mets 1986 batting" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Postseason and All-Stars" })).toBeVisible();

    // Traded in August 2024: the Dodgers' page shows his Dodgers games only (6-2 in 10 starts, not 13-7 in 28).
    await page.goto(hostUrl("mlb", "/teams/los-angeles-dodgers/2024?tab=roster"));
    const flaherty = page
      .getByRole("table", { name: "Los Angeles Dodgers 2024 pitching" })
      .getByRole("row", { name: /Jack Flaherty/ });
    const cells = flaherty.getByRole("cell");
    const expected = ["6", "2", "3.58", "10", "10", "0", "55.1", "61"]; // W, L, ERA, G, GS, SV, IP, SO
    for (const [i, text] of expected.entries()) await expect(cells.nth(i)).toHaveText(text);
  });
});
