import { expect, test, type Page, type TestInfo } from "@playwright/test";
import {
  chooseOption,
  enhanceField,
  expectFigure,
  expectNoAxeViolations,
  expectNotFoundPage,
  expectSectionOpen,
  hostUrl,
  jsEnabled,
  openPage,
  siteGet,
} from "./helpers";

// Real people from the open datasets (Hockey Databank to 2017-18 and Hockey-Reference to 2023-24, Lahman to 2024,
// Basketball-Reference to 2025-26, the nflverse 2024 rosters); the clock is 2026-11-21.

const cards = (page: Page) => page.getByRole("list", { name: "Players" }).getByRole("listitem");

/**
 * Opens `url` with the page's scripts held back, does `act` (a visitor on a slow phone acting
 * before hydration), then lets the scripts run.
 */
async function actBeforeScripts(page: Page, url: string, act: () => Promise<void>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "commit" });
  await act();
  release();
}

async function search(page: Page, testInfo: TestInfo, text: string) {
  await page.getByRole("main").getByRole("searchbox", { name: "Search" }).fill(text);
  if (jsEnabled(testInfo)) await page.waitForURL(/[?&]q=/);
  else await page.getByRole("button", { name: "Apply" }).click();
}

test.describe("player directory", () => {
  test("hub: counters, cards, and a last-name search that is a bookmarkable URL", async ({
    page,
  }, testInfo) => {
    await openPage(page, hostUrl("hub", "/players"), "Players");
    await expect(page.getByText("Players", { exact: true }).last()).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    await search(page, testInfo, "Gretzky");
    await expect(page).toHaveURL(/q=Gretzky/);
    const wayne = cards(page).filter({ hasText: "Wayne Gretzky" });
    await expect(wayne).toContainText("Hockey");
    await expect(wayne).toContainText("Last season in our data: 1998-99");
    await wayne.getByRole("link", { name: "Wayne Gretzky" }).click();
    await expect(page).toHaveURL(/\/players\/wayne-gretzky$/);
    await expectNoAxeViolations(page);
  });

  test("a search typed before the page's script runs is kept and applied once it does", async ({
    page,
  }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "the page's script is what applies it");
    await actBeforeScripts(page, hostUrl("hub", "/players"), () =>
      page.getByRole("main").getByRole("searchbox", { name: "Search" }).fill("Gretzky"),
    );
    await page.waitForURL(/[?&]q=Gretzky/);
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Search" })).toHaveValue("Gretzky");
    await expect(cards(page).filter({ hasText: "Wayne Gretzky" })).toHaveCount(1);
  });

  test("a filter chosen before the page's script runs is kept and applied once it does", async ({
    page,
  }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "the page's script is what applies it");
    await actBeforeScripts(page, hostUrl("nba", "/players?q=Joki"), async () => {
      await page.getByRole("main").getByLabel("Status").selectOption("inactive");
    });
    await page.waitForURL(/[?&]status=inactive/);
    await expect(page.getByRole("main").getByLabel("Status")).toHaveValue("inactive");
    await expect(cards(page).filter({ hasText: "Nikola Jokić" })).toHaveCount(1);
  });

  test("a URL value a filter's list lacks is no change of the visitor's: hydration leaves the URL as it is", async ({
    page,
  }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "only the page's script could change it");
    await page.goto(hostUrl("nba", "/players?team=no-such-team"));
    await enhanceField(page, "status"); // answers once the page has hydrated
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).search).toBe("?team=no-such-team");
  });

  test("nobody is active: no source reaches the 2026 seasons", async ({ page }) => {
    await page.goto(hostUrl("hub", "/players?status=active"));
    await expect(page.getByRole("heading", { name: "No Players Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  });

  test("the Active tile says N/A, not 0, where no source reaches the current season", async ({ page }) => {
    await page.goto(hostUrl("nba", "/players"));
    const tile = page
      .getByRole("region", { name: "Player counts" })
      .getByText("Active", { exact: true })
      .locator("..");
    await expect(tile).toContainText("N/A");
    await expect(tile).toContainText("Our sources end before this season");
  });

  test("mlb: a pitcher's card shows his pitching; namesakes are Sr. and Jr. or carry their birth year", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/players?q=Maddux&open=greg-maddux"));
    const maddux = cards(page).filter({ hasText: "Greg Maddux" });
    await expect(maddux).toContainText("Pitcher");
    await expect(maddux.getByText("Wins", { exact: true }).locator("..")).toContainText("355");
    await expect(maddux).not.toContainText("Hits");
    await page.goto(hostUrl("mlb", "/players?q=Griffey"));
    await expect(cards(page).filter({ hasText: "Ken Griffey Sr." })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: "Ken Griffey Jr." })).toContainText("Center Field");
    await page.goto(hostUrl("mlb", "/players?q=Dixie+Walker"));
    await expect(cards(page).filter({ hasText: "b. 1910" })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: "b. 1888" })).toHaveCount(1);
  });

  test("mlb: a Lahman player's card says the figures run through 2024", async ({ page }) => {
    await page.goto(hostUrl("mlb", "/players?q=Ohtani"));
    const card = cards(page).filter({ hasText: "Shohei Ohtani" });
    await expect(card).toContainText("Figures through the 2024 season");
    await expect(card).toContainText("Baseball");
  });

  test("nba: status filter and the draft text of a drafted player", async ({ page }, testInfo) => {
    await page.goto(hostUrl("nba", "/players?q=Joki"));
    await chooseOption(page, "status", "Inactive");
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=inactive/);
    await cards(page).filter({ hasText: "Nikola Jokić" }).getByRole("link", { name: "Nikola Jokić" }).click();
    await expect(page.getByText("Figures through the 2025-26 season").first()).toBeVisible();
    await page.getByRole("link", { name: "Career Information" }).click();
    await expect(page.getByText("Round 2, Pick 41 (2014)")).toBeVisible();
  });

  test("'Show More Stats' opens one card at a time", async ({ page }) => {
    await page.goto(hostUrl("nhl", "/players?q=Gretzky"));
    const wayne = cards(page).filter({ hasText: "Wayne Gretzky" });
    await wayne.getByRole("link", { name: "Show More Stats" }).click();
    await expect(page).toHaveURL(/open=wayne-gretzky/);
    await expect(wayne.getByText("Goals")).toBeVisible();
    await expect(wayne.getByText("894")).toBeVisible();
    await expect(wayne.getByRole("link", { name: "Show Less Stats" })).toBeVisible();
  });
});

test.describe("player page", () => {
  test("nhl: header, tiles with N/A, sections closed until opened, one at a time, seasons linking to team seasons", async ({
    page,
  }) => {
    const response = await page.goto(hostUrl("nhl", "/players/wayne-gretzky"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("All Players");
    await expect(page.getByRole("heading", { level: 1, name: "Wayne Gretzky" })).toBeVisible();
    // Retired in 1999 and in a source that ends in 2018: no age (the sources cannot show him alive),
    // the birth date; no current team (his last team is not one).
    await expect(page.getByText(/^Center · Born Jan 26, 1961$/)).toBeVisible();
    for (const label of ["Draft Year", "Draft Round", "Draft Pick"])
      await expect(page.getByText(label, { exact: true }).locator("..")).toContainText("N/A");
    await expect(page.getByText("Status", { exact: true }).locator("..")).toContainText(
      "Last season in our data: 1998-99",
    );
    for (const name of ["Personal Information", "Career Information", "Career Statistics"]) {
      await expectSectionOpen(page, name, false);
    }
    await page.getByRole("link", { name: "Career Statistics" }).click();
    await expect(page).toHaveURL(/open=stats/);
    await expect(page.getByText("1,963")).toBeVisible();
    await page.getByRole("link", { name: "Personal Information" }).click();
    await expect(page).toHaveURL(/open=personal/);
    await expectSectionOpen(page, "Career Statistics", false);
    await expect(page.getByText(`6' 0"`)).toBeVisible();
    // The season table's row (the awards table above it names 1981-82 too).
    const season = page
      .getByRole("table", { name: "Season by season" })
      .getByRole("row", { name: /1981-82/ });
    await expect(season).toContainText("92");
    await expect(season.getByRole("link", { name: "Edmonton Oilers" })).toHaveAttribute(
      "href",
      "/teams/edmonton-oilers/1981",
    );
    await expectNoAxeViolations(page);
  });

  test("nba: per-game and totals tables, a traded player's clubs under his season, the NBA career", async ({
    page,
  }) => {
    const response = await page.goto(hostUrl("nba", "/players/wilt-chamberlain"));
    expect(response?.status()).toBe(200);
    const totals = page.getByRole("table", { name: "Regular-season totals" });
    await expect(totals.getByRole("row", { name: /^1961-62/ })).toContainText("4,029");
    await expect(totals.getByRole("row", { name: /^NBA career \(14 seasons\)/ })).toContainText("31,419");
    const perGame = page.getByRole("table", { name: "Regular-season averages per game" });
    await expect(perGame.getByRole("row", { name: /^1961-62/ })).toContainText("50.4");
    await page.goto(hostUrl("nba", "/players/james-harden"));
    const rows = page.getByRole("table", { name: "Regular-season totals" }).getByRole("row");
    const index = await rows.evaluateAll((all) => all.findIndex((r) => r.textContent?.startsWith("2020-21")));
    await expect(rows.nth(index)).toContainText("2 teams");
    await expect(rows.nth(index + 1)).toContainText("Houston Rockets");
    await expect(rows.nth(index + 2)).toContainText("Brooklyn Nets");
    await expectNoAxeViolations(page);
  });

  test("nba: Career Statistics sums the lines and says which seasons they cover", async ({ page }) => {
    await page.goto(hostUrl("nba", "/players/kareem-abdul-jabbar?open=stats"));
    const stats = page.locator("#stats");
    await expect(
      stats.getByRole("heading", { name: "NBA regular season, 1969-70 to 1988-89" }),
    ).toBeVisible();
    await expect(stats).toContainText(/Points\s*38,387/);
    await expect(
      stats.getByText(
        "Counted from when first recorded: steals and blocks from 1973-74, 3-pointers from 1979-80.",
      ),
    ).toBeVisible();
    // LeBron James: the header's figures run through 2025-26 (awards), his lines through 2024-25.
    await page.goto(hostUrl("nba", "/players/lebron-james?open=stats"));
    await expect(
      page.locator("#stats").getByRole("heading", { name: "NBA regular season, 2003-04 to 2024-25" }),
    ).toBeVisible();
    await expect(page.locator("#stats")).toContainText(/Points\s*42,184/);
  });

  test("nfl: passing by season with the career, a game log chosen by a link, a career from 1999", async ({
    page,
  }) => {
    const response = await page.goto(hostUrl("nfl", "/players/peyton-manning"));
    expect(response?.status()).toBe(200);
    const passing = page.getByRole("table", { name: "Passing: regular season by season" });
    const row2013 = passing.getByRole("row", { name: /^2013/ });
    await expect(row2013).toContainText("Denver Broncos");
    await expect(row2013).toContainText("5,477");
    await expect(row2013).toContainText("55");
    // Completion %, yards per attempt and passer rating of 2013, as the reference sites give them.
    await expect(row2013).toContainText("68.3");
    await expect(row2013).toContainText("115.1");
    await expect(passing.getByRole("row", { name: /^Career \(/ })).toBeVisible();
    await expect(page.getByRole("table", { name: "Passing: postseason by season" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Game log season" })
      .getByRole("link", { name: "2013" })
      .click();
    await expect(page).toHaveURL(/[?&]log=2013/);
    const log = page.getByRole("table", { name: "Games of 2013" });
    // Week 1 of 2013: seven touchdown passes against Baltimore.
    await expect(log.getByRole("row", { name: /^1 / })).toContainText("462");
    await page.goto(hostUrl("nfl", "/players/j-rice"));
    await expect(page.getByText("Figures start in 1999: the sources hold no earlier season.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Receiving, regular season" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("nfl: a Defense table of 2018-2021 with the row for those seasons; T.J. Watt's 22.5 sacks", async ({
    page,
  }) => {
    await openPage(page, hostUrl("nfl", "/players/darius-leonard"), "Darius Leonard");
    await expect(page.getByText(/^Defence covers the regular seasons 2018-2021 only/)).toBeVisible();
    const defense = page.getByRole("table", { name: "Defense: regular season by season, 2018-2021" });
    const row2018 = defense.getByRole("row", { name: /^2018 Indianapolis/ });
    await expect(row2018).toContainText("Indianapolis Colts");
    await expect(row2018).toContainText("163");
    await expect(defense.getByRole("row", { name: /^2018-2021 \(4 seasons\)/ })).toContainText("538");
    // T.J. Watt, by the name the league displays (the roster's legal first name is Trent): 22.5
    // sacks in 2021, halves shown.
    await openPage(page, hostUrl("nfl", "/players/t-j-watt"), "T.J. Watt");
    await expect(
      page
        .getByRole("table", { name: "Defense: regular season by season, 2018-2021" })
        .getByRole("row", { name: /^2021/ }),
    ).toContainText("22.5");
    await expectNoAxeViolations(page);
  });

  test("nhl: Ovechkin's 2018-19 (Hockey-Reference) with 51 goals, career through 2023-24, 2024-25 named missing", async ({
    page,
  }) => {
    await openPage(page, hostUrl("nhl", "/players/alex-ovechkin"), "Alex Ovechkin");
    const table = page.getByRole("table", { name: "Season by season" });
    const season = table.getByRole("row", { name: /2018-19/ });
    await expect(season).toHaveCount(1);
    await expect(season).toContainText(/Washington Capitals\s*81\s*51\s*38\s*89/);
    await expect(page.getByRole("heading", { name: "Season by season, through 2023-24" })).toBeVisible();
    await expect(page.getByText("2024-25 and later seasons are not in our data.")).toBeVisible();
    // The career figures run through 2023-24 too: 853 goals.
    await page.goto(hostUrl("nhl", "/players/alex-ovechkin?open=stats"));
    await expect(page.getByText("Goals", { exact: true }).locator("..")).toContainText("853");
  });

  test("nhl: McDavid's 2020-21 reads 105 points in 56 games; goalie seasons through 2022-23 with W-L-OTL and SV%", async ({
    page,
  }) => {
    const seasonRow = (season: string) =>
      page.getByRole("table", { name: "Season by season" }).getByRole("row", { name: new RegExp(season) });
    await openPage(page, hostUrl("nhl", "/players/connor-mcdavid"), "Connor McDavid");
    await expect(seasonRow("2020-21")).toContainText(/Edmonton Oilers\s*56\s*33\s*72\s*105/);
    // GP, W, L, T/OTL, GA, SA, SV, SV%, GAA, SO.
    await openPage(page, hostUrl("nhl", "/players/andrei-vasilevskiy"), "Andrei Vasilevskiy");
    for (const abbr of ["W", "L", "T/OTL", "GA", "SA", "SV", "SV%", "GAA", "SO"])
      await expect(page.getByRole("columnheader", { name: abbr, exact: true })).toHaveCount(1);
    await expect(seasonRow("2018-19")).toContainText(
      /Tampa Bay Lightning\s*53\s*39\s*10\s*4\s*128\s*1,713\s*1,585\s*\.925\s*2\.40\s*6/,
    );
    await expect(page.getByRole("heading", { name: "Season by season, through 2022-23" })).toBeVisible();
    await expect(page.getByText("2023-24 and later seasons are not in our data.")).toBeVisible();
    // His bare name, bookmarked before a college namesake arrived (connor-hellebuyck-1993 now), is
    // still his page on the NHL site.
    await openPage(page, hostUrl("nhl", "/players/connor-hellebuyck"), "Connor Hellebuyck");
    await expect(page).toHaveURL(/\/players\/connor-hellebuyck-1993$/);
    // The hub holds both (his UMass Lowell seasons are a player of their own): not one person.
    expect((await siteGet(page.request, "hub", "/players/connor-hellebuyck")).status()).toBe(404);
    await expect(seasonRow("2022-23")).toContainText(/Winnipeg Jets\s*64\s*37\s*25\s*2\s*157\s*1,964/);
  });

  test("mlb: Career Statistics opens on the regular season (Aaron's 755 home runs, Maddux's 355 wins)", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/players/hank-aaron?open=stats"));
    const blocks = page.locator("#stats-panel").getByRole("heading", { level: 3 });
    await expect(blocks.first()).toHaveText("Regular-season batting");
    await expectFigure(page, "Home Runs", "755");
    await page.goto(hostUrl("mlb", "/players/greg-maddux?open=stats"));
    await expect(page.getByText(/^Pitcher · Born Apr 14, 1966$/)).toBeVisible();
    // No jersey number in the sources: no circle with a dash.
    await expect(page.getByLabel(/jersey number/i)).toHaveCount(0);
    await expect(blocks.first()).toHaveText("Regular-season pitching");
    await expectFigure(page, "Wins", "355");
  });

  test("mlb: a namesake's old link names the son, now Jr.; search states the years his page does", async ({
    page,
    request,
  }) => {
    const response = await page.goto(hostUrl("mlb", "/players/ken-griffey-1969"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/players\/ken-griffey-jr$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ken Griffey Jr." })).toBeVisible();
    const suggestions = await siteGet(request, "mlb", "/search.json?q=ken+griffey");
    const body = JSON.stringify(await suggestions.json());
    expect(body).toContain("Ken Griffey Sr.");
    expect(body).toMatch(/Ken Griffey Sr\.[^}]*1973–1991/);
    expect(body).toMatch(/Ken Griffey Jr\.[^}]*1989–2010/);
    // A college coach's suggestion names his seasons as his page does.
    const golden = await siteGet(request, "cbb", "/search.json?q=todd+golden");
    expect(JSON.stringify(await golden.json())).toContain("2019-20 to 2024-25");
  });

  test("an unknown player is a 404 with 'Player Not Found' and a way back", async ({ page }) => {
    await expectNotFoundPage(page, hostUrl("hub", "/players/no-such-player"), "Player Not Found");
    await expect(page.getByText("We couldn't find details for this player.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Players" })).toHaveAttribute("href", "/players");
  });

  test("a sport site does not show another sport's player", async ({ page }) => {
    const response = await page.goto(hostUrl("mlb", "/players/wayne-gretzky"));
    expect(response?.status()).toBe(404);
  });
});

test("the Team filter lists the players who played for that team (no source knows today's teams)", async ({
  page,
}) => {
  const res = await page.goto(hostUrl("nba", "/players?team=BOS&q=russell"));
  expect(res?.status()).toBe(200);
  await expect(cards(page).filter({ hasText: "Bill Russell" })).toHaveCount(1);
  // A Laker who never played in Boston is not listed.
  await page.goto(hostUrl("nba", "/players?team=BOS&q=kareem"));
  await expect(cards(page)).toHaveCount(0);
});
