import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import { TEST_NOW } from "../../playwright.config";
import { extraPort, untilHealthy } from "./server-process";
import { SITES } from "../../app/site/sites";
import {
  chooseOption,
  expectNoAxeViolations,
  expectNotFoundPage,
  filterField,
  hostUrl,
  jsEnabled,
  openPage,
  optionLabels,
} from "./helpers";

// Facts from backend/data/champions/*.csv. Title years are the years the titles were decided:
// Super Bowl LIX (February 2025) is the 2025 title of the 2024 season.

/** A stat tile (label, value, hint), found by its label (the last one: the home hero also says 'Teams Tracked'). */
function tile(page: Page, label: string): Locator {
  return page.getByText(label, { exact: true }).last().locator("..");
}

async function expectTile(page: Page, label: string, value: string | RegExp, hint?: string) {
  const card = tile(page, label);
  await expect(card).toContainText(value);
  if (hint) await expect(card).toContainText(hint);
}

/** Applies a filter form: with JavaScript the change applies itself; without, the Apply button submits. */
async function apply(page: Page, testInfo: TestInfo) {
  if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply" }).click();
}

/** With JavaScript on, filters and expanders navigate client-side: a marker on window survives. */
async function markWindow(page: Page, testInfo: TestInfo) {
  if (jsEnabled(testInfo)) await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
}
async function expectNoReload(page: Page, testInfo: TestInfo) {
  if (jsEnabled(testInfo))
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
}

const championRows = (page: Page) => page.locator("table tbody th[scope=row]");

test.describe("home page data", () => {
  test("hub: statistics cards and the five latest champions", async ({ page }) => {
    await page.goto(hostUrl("hub"));
    await expectTile(page, "Total Championships", "8", "Tracked");
    await expectTile(page, "Teams Tracked", /\d/, "Active");
    await expectTile(page, "Total Champions", /^\D*\d{3}/, "All-Time");
    await expectTile(page, "Recent Games", /\d/, "Updated");

    const table = page.getByRole("table", { name: "Latest championship winners" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Year",
      "Team",
      "Championship",
      "Score",
      "Opponent",
      "League",
    ]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(5);
    // Season 2025: the NBA Finals of June 2026 (derived from the games) before Super Bowl LX.
    const knicks = table.getByRole("row", { name: /New York Knicks/ });
    await expect(knicks).toContainText("2026");
    await expect(knicks).toContainText("94–90");
    await expect(knicks).toContainText("San Antonio Spurs");
    await expect(knicks.getByRole("cell").last()).toHaveText("NBA");
    const seahawks = table.getByRole("row", { name: /Seattle Seahawks/ });
    await expect(seahawks).toContainText("29–13");
    await expect(seahawks).toContainText("New England Patriots");
    await expect(seahawks.getByRole("cell").last()).toHaveText("NFL");
    await expect(table.getByRole("row", { name: /Los Angeles Dodgers/ })).toContainText("MLB");
    await expect(page.getByRole("link", { name: "VIEW ALL CHAMPIONS" })).toHaveAttribute(
      "href",
      "/champions",
    );
  });

  test("nfl: counts of its own data and Super Bowl rows only", async ({ page }) => {
    await page.goto(hostUrl("nfl"));
    await expectTile(page, "Total Championships", "1");
    await expectTile(page, "Teams Tracked", "32");
    await expectTile(page, "Total Champions", "60");
    const rows = page.getByRole("table", { name: "Latest championship winners" }).locator("tbody tr");
    await expect(rows).toHaveCount(5);
    await expect(rows.locator("td:first-child")).toHaveText(["2026", "2025", "2024", "2023", "2022"]);
    await expect(rows.nth(1)).toContainText("Philadelphia Eagles");
    await expect(rows.nth(2)).toContainText("25–22 (OT)");
    for (const cell of await rows.locator("td:last-child").all()) await expect(cell).toHaveText("NFL");
    await page.getByRole("link", { name: "VIEW ALL CHAMPIONS" }).click();
    await expect(page).toHaveURL(hostUrl("nfl", "/champions"));
  });

  test("cbb: the latest titles when the previous year's season has no champion yet; league 'Sports'", async ({
    page,
  }) => {
    await page.goto(hostUrl("cbb"));
    const rows = page.getByRole("table", { name: "Latest championship winners" }).locator("tbody tr");
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText("2025");
    await expect(rows.first()).toContainText("Florida Gators");
    await expect(rows.first()).toContainText("65–63");
    await expect(rows.first().getByRole("cell").last()).toHaveText("Sports");
    await expect(page.getByRole("link", { name: /All-Time Records/ })).toHaveAttribute("href", "/champions");
  });
});

test.describe("/championships", () => {
  test("hub: title, season selector, summary cards and a card per championship", async ({ page }) => {
    const response = await page.goto(hostUrl("hub", "/championships"));
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/max-age=\d+/);
    await expect(page).toHaveTitle(`Championships | ${SITES.hub.name}`);
    await expect(page.getByRole("heading", { level: 1, name: "Championships" })).toBeVisible();

    await expect(filterField(page, "season")).toHaveValue("2026");
    const options = await optionLabels(page, "season");
    expect(options).toHaveLength(20);
    expect(options[0]).toBe("2027-28 Season");
    expect(options.at(-1)).toBe("2008-09 Season");
    await expect(page.getByPlaceholder("Search championships...")).toBeVisible();
    await expect(filterField(page, "sport")).toHaveValue("all");
    expect((await optionLabels(page, "sport"))[0]).toBe("All Sports");
    await expect(page.getByLabel("Only championships held in this season")).toBeChecked();

    await expectTile(page, "Total Championships", "8");
    await expectTile(page, "Sports Covered", "4");
    await expectTile(page, "Years of History", "123+"); // 2026 - 1903 (World Series)

    const cards = page.getByRole("list", { name: "Championships" }).getByRole("link");
    await expect(cards).toHaveCount(8);
    await expect(cards.filter({ hasText: "Super Bowl" })).toHaveAttribute(
      "href",
      "/championships/super-bowl",
    );
    await cards.filter({ hasText: "Frozen Four" }).click();
    await expect(page).toHaveURL(hostUrl("hub", "/championships/frozen-four"));
    await expect(page.getByRole("heading", { level: 1, name: "Frozen Four" })).toBeVisible();
  });

  test("hub: sport filter and search narrow the cards through the URL", async ({ page }, testInfo) => {
    await page.goto(hostUrl("hub", "/championships"));
    await markWindow(page, testInfo);
    await chooseOption(page, "sport", "Hockey");
    await apply(page, testInfo);
    await expect(page).toHaveURL(hostUrl("hub", "/championships?sport=hockey"));
    const cards = page.getByRole("list", { name: "Championships" }).getByRole("link");
    await expect(cards).toHaveCount(2);
    await expect(cards).toContainText(["Stanley Cup Final", "Frozen Four"]);
    // A discrete change is a history entry: Back undoes it.
    await page.goBack();
    await expect(page).toHaveURL(hostUrl("hub", "/championships"));
    await expect(cards).toHaveCount(8);
    await expectNoReload(page, testInfo);

    await page.goto(hostUrl("hub", "/championships"));
    await page.locator('main input[name="q"]').fill("BASKETBALL"); // matches the sport name
    await apply(page, testInfo);
    await expect(page).toHaveURL(hostUrl("hub", "/championships?q=BASKETBALL"));
    await expect(cards).toHaveCount(2);
    await expect(cards).toContainText(["NBA Finals", "NCAA Men's Basketball Tournament"]);

    // The URL is the view: opening it afresh shows the same result.
    await page.goto(hostUrl("hub", "/championships?q=series&sport=baseball"));
    await expect(cards).toHaveCount(2);
    await expect(page.locator('main input[name="q"]')).toHaveValue("series");
  });

  test("hub: the season-relevance toggle keeps championships held in the chosen season", async ({
    page,
  }, testInfo) => {
    await page.goto(hostUrl("hub", "/championships?season=1940"));
    await expect(filterField(page, "season")).toHaveValue("1940");
    const cards = page.getByRole("list", { name: "Championships" }).getByRole("link");
    // first_year <= 1940: World Series 1903, Stanley Cup 1918, college football 1936, NCAA basketball 1939.
    await expect(cards).toHaveCount(4);
    await expectTile(page, "Total Championships", "4");
    await page.getByLabel("Only championships held in this season").uncheck();
    await apply(page, testInfo);
    await expect(page).toHaveURL(hostUrl("hub", "/championships?relevant=0&season=1940"));
    await expect(cards).toHaveCount(8);
    await chooseOption(page, "season", "2010-11 Season");
    await apply(page, testInfo);
    await expect(page).toHaveURL(hostUrl("hub", "/championships?relevant=0&season=2010"));
    await page.getByLabel("Only championships held in this season").check();
    await apply(page, testInfo);
    await expect(page).toHaveURL(hostUrl("hub", "/championships?season=2010"));
    await expect(cards).toHaveCount(8);
  });

  test("empty and default parameters redirect to the canonical URL; bad values fall back", async ({
    page,
  }) => {
    await page.goto(hostUrl("hub", "/championships?q=&season=2026&sport=all&relevant=0&relevant=1"));
    await expect(page).toHaveURL(hostUrl("hub", "/championships"));
    const response = await page.goto(hostUrl("hub", "/championships?season=abc&sport=curling&relevant=x"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(hostUrl("hub", "/championships"));
    await expect(page.getByRole("list", { name: "Championships" }).getByRole("link")).toHaveCount(8);
  });

  test("no match: 'No Championships Found'", async ({ page }) => {
    await page.goto(hostUrl("hub", "/championships?q=zzzz"));
    await expect(page.getByRole("heading", { name: "No Championships Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await expectTile(page, "Years of History", "0+");
  });

  test("sport sites show their own championship and no sport filter", async ({ page }) => {
    await page.goto(hostUrl("nfl", "/championships"));
    await expect(page.locator('[name="sport"]')).toHaveCount(0);
    const cards = page.getByRole("list", { name: "Championships" }).getByRole("link");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("Super Bowl");
    await expectTile(page, "Years of History", "59+"); // 2026 - 1967
    await page.goto(hostUrl("cbb", "/championships?sport=hockey"));
    await expect(page).toHaveURL(hostUrl("cbb", "/championships"));
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("NCAA Men's Basketball Tournament");
  });

  // The hub's page and a pro site's are in the axe walk of every page kind (pages-axe.spec.ts): here a college site's theme.
  for (const key of ["cbb"]) {
    test(`${key}: no axe violations`, async ({ page }) => {
      await page.goto(hostUrl(key, "/championships"));
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("/championships/{slug}", () => {
  test("nfl Super Bowl: header, cards, highlights and recent champions", async ({ page }) => {
    await page.goto(hostUrl("nfl", "/championships/super-bowl"));
    await expect(page).toHaveTitle(`Super Bowl | ${SITES.nfl.name}`);
    const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumb.getByRole("link", { name: "All Championships" })).toHaveAttribute(
      "href",
      "/championships",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Super Bowl" })).toBeVisible();
    await expect(page.getByText("Vince Lombardi Trophy")).toBeVisible();
    await expectTile(page, "Founded", "1967");
    await expectTile(page, "Total Games", "60");
    await expectTile(page, "Teams Competing", "32");
    await expectTile(page, "Format", "Single game");

    const current = page.getByRole("region", { name: "Current Champion" });
    await expect(current).toContainText("Seattle Seahawks");
    await expect(current).toContainText("2026");
    await expect(current).toContainText("29–13");
    await expect(current).toContainText("vs New England Patriots");
    await expect(page.getByRole("region", { name: "Most Titles" })).toContainText(
      "New England Patriots, Pittsburgh Steelers",
    );
    await expect(page.getByRole("region", { name: "Most Titles" })).toContainText("6 titles");
    await expect(page.getByRole("region", { name: "Longest Streak" })).toContainText("2 consecutive titles");
    await expect(page.getByRole("region", { name: "Highest Score" })).toContainText("55");
    await expect(page.getByRole("region", { name: "Highest Score" })).toContainText(
      "San Francisco 49ers 55–10 vs Denver Broncos, 1990",
    );
    await expect(page.getByRole("region", { name: "Next Championship" })).toBeVisible();

    const recent = page.getByRole("region", { name: "Recent Champions" });
    // Each entry: the champion and runner-up link to their seasons, a toggle opens the details.
    const toggles = recent.getByRole("link", { name: /^Details: / });
    await expect(toggles).toHaveCount(5);
    await expect(toggles.first()).toContainText("2026");
    await expect(toggles.nth(1)).toContainText("Philadelphia Eagles");
  });

  test("recent champions open one at a time through ?open=", async ({ page }, testInfo) => {
    await page.goto(hostUrl("nfl", "/championships/super-bowl"));
    await markWindow(page, testInfo);
    const recent = page.getByRole("region", { name: "Recent Champions" });
    const eagles = recent.getByRole("link", { name: /^Details: 2025/ });
    await expect(eagles).toHaveAttribute("aria-expanded", "false");
    await eagles.click();
    await expect(page).toHaveURL(/\/championships\/super-bowl\?open=2025(#champion-2025)?$/);
    await expect(eagles).toHaveAttribute("aria-expanded", "true");
    await expect(recent).toContainText("Caesars Superdome, New Orleans, LA");
    await expect(recent).toContainText("Jalen Hurts");
    await expect(recent).toContainText("40–22");

    const chiefs = recent.getByRole("link", { name: /^Details: 2024/ });
    await chiefs.click();
    await expect(page).toHaveURL(/\?open=2024/);
    await expect(chiefs).toHaveAttribute("aria-expanded", "true");
    await expect(eagles).toHaveAttribute("aria-expanded", "false");
    await expect(recent).toContainText("Patrick Mahomes");
    await expect(recent).not.toContainText("Jalen Hurts");

    await chiefs.click();
    await expect(page).toHaveURL(/\/championships\/super-bowl(#champion-2024)?$/);
    await expect(chiefs).toHaveAttribute("aria-expanded", "false");
    await expect(recent).not.toContainText("Patrick Mahomes");
    await expectNoReload(page, testInfo);
  });

  test("cbb NCAA tournament: defaults for missing fields and its own records", async ({ page }) => {
    await openPage(
      page,
      hostUrl("cbb", "/championships/ncaa-mens-basketball-tournament"),
      "NCAA Men's Basketball Tournament",
    );
    await expect(page.getByText("Championship Trophy", { exact: true })).toBeVisible(); // no trophy name: the spec default
    await expectTile(page, "Founded", "1939");
    await expectTile(page, "Teams Competing", "68");
    await expect(page.getByRole("region", { name: "Current Champion" })).toContainText("Florida Gators");
    await expect(page.getByRole("region", { name: "Most Titles" })).toContainText("UCLA Bruins");
    await expect(page.getByRole("region", { name: "Most Titles" })).toContainText("11 titles");
    await expect(page.getByRole("region", { name: "Longest Streak" })).toContainText("7 consecutive titles");
  });

  test("an unknown slug answers 404 with 'Championship Not Found'", async ({ page }) => {
    await expectNotFoundPage(page, hostUrl("hub", "/championships/no-such-thing"), "Championship Not Found");
    await expect(page).toHaveTitle(`Championship Not Found | ${SITES.hub.name}`);
    await expect(page.getByText("We couldn't find details for this championship.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Championships" }).click();
    await expect(page).toHaveURL(hostUrl("hub", "/championships"));
  });

  test("a sport site has no page for another sport's championship", async ({ page }) => {
    await expectNotFoundPage(page, hostUrl("nfl", "/championships/nba-finals"), "Championship Not Found");
  });

  test("detail and Not Found have no axe violations", async ({ page }) => {
    await page.goto(hostUrl("nfl", "/championships/super-bowl?open=2025"));
    await expectNoAxeViolations(page);
    await page.goto(hostUrl("cbb", "/championships/no-such-thing"));
    await expectNoAxeViolations(page);
  });
});

test.describe("/champions", () => {
  test("nfl: SUPER BOWL CHAMPIONS by title year, with summary cards", async ({ page }) => {
    const response = await page.goto(hostUrl("nfl", "/champions"));
    expect(response?.headers()["cache-control"]).toMatch(/max-age=\d+/);
    await expect(page).toHaveTitle(`Super Bowl Champions | ${SITES.nfl.name}`);
    await expect(page.getByRole("heading", { level: 1, name: "SUPER BOWL CHAMPIONS" })).toBeVisible();
    const years = await optionLabels(page, "year");
    expect(years[0]).toBe("All Years");
    expect(years[1]).toBe("2026");
    expect(years.at(-1)).toBe("1967");
    await expect(page.getByPlaceholder("Search by team, city, or coach...")).toBeVisible();
    await expectTile(page, "Total Championships", "60");
    await expectTile(page, "Years Tracked", "60");
    await expectTile(page, "Unique Teams", /\d+/);
    await expectTile(page, "Winning Coaches", /\d+/);

    // One row per title, the title year in the row, newest first; every Super Bowl on one page.
    await expect(championRows(page)).toHaveCount(60);
    const rows = page
      .getByRole("table", { name: "Champions by title year" })
      .locator("tbody > tr:first-child");
    await expect(rows.first().locator("td").first()).toHaveText("2026");
    await expect(rows.filter({ hasText: /^2027/ })).toHaveCount(0);
    const eagles = rows.nth(1);
    await expect(eagles.locator("td").first()).toHaveText("2025");
    await expect(eagles).toContainText("Philadelphia Eagles");
    await expect(eagles).toContainText("Super Bowl LIX");
    await expect(eagles).toContainText("40–22");
    await expect(eagles).toContainText("Kansas City Chiefs");
    const chiefs = rows.nth(2);
    await expect(chiefs).toContainText("2024");
    await expect(chiefs).toContainText("Kansas City Chiefs");
    await expect(chiefs).toContainText("Super Bowl LVIII");
    // The Super Bowl is a major title: highlighted.
    await expect(eagles).toHaveAttribute("data-major", "true");
    await expect(page.getByRole("navigation", { name: "Champions pages" })).toContainText(
      "1–60 of 60 champions",
    );
  });

  test("an entry opens to show Coach and Season, one at a time", async ({ page }, testInfo) => {
    await page.goto(hostUrl("nfl", "/champions?year=2025"));
    await markWindow(page, testInfo);
    const toggle = page.getByRole("link", { name: /^Details: Philadelphia Eagles/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page).toHaveURL(/[?&]open=\d+/);
    await expect(page).toHaveURL(/[?&]year=2025/);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const details = page.locator("tr", { hasText: "Coach" });
    await expect(details).toContainText("Nick Sirianni");
    await expect(details).toContainText("2024 NFL Season");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Nick Sirianni")).toHaveCount(0);
    await expect(page).not.toHaveURL(/open=/);
    await expectNoReload(page, testInfo);
  });

  test("the year filter and the search narrow the rows through the URL", async ({ page }, testInfo) => {
    await page.goto(hostUrl("nfl", "/champions"));
    await markWindow(page, testInfo);
    await chooseOption(page, "year", "2025");
    await apply(page, testInfo);
    await expect(page).toHaveURL(hostUrl("nfl", "/champions?year=2025"));
    await expect(championRows(page)).toHaveCount(1);
    await expect(championRows(page)).toContainText("Philadelphia Eagles");
    await expectTile(page, "Total Championships", "1");
    await expectNoReload(page, testInfo);

    await page.goto(hostUrl("nfl", "/champions"));
    await page.locator('main input[name="q"]').fill("reid"); // a coach: Andy Reid's three titles with Kansas City
    await apply(page, testInfo);
    await expect(page).toHaveURL(hostUrl("nfl", "/champions?q=reid"));
    await expect(championRows(page)).toHaveCount(3);
    for (const row of await championRows(page).all()) await expect(row).toContainText("Kansas City Chiefs");

    await page.goto(hostUrl("nfl", "/champions?q=zzzz"));
    await expect(
      page.getByRole("heading", { name: "No champions found matching your search" }),
    ).toBeVisible();
  });

  test("hub: a year lists its titles by sport in the sport order (docs/screens.md#champions-history)", async ({
    page,
  }) => {
    await page.goto(hostUrl("hub", "/champions?year=2025"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CHAMPIONS HISTORY");
    await expect(championRows(page)).toHaveCount(8);
    // Football, basketball, baseball, hockey: the pro title, then the college title of each sport.
    await expect(page.locator("table tbody > tr:first-child > td:nth-child(3)")).toHaveText([
      /^Super Bowl/,
      "College Football National Championship",
      /^NBA Finals/,
      "NCAA Men's Basketball Tournament",
      /^World Series/,
      "Men's College World Series",
      /^Stanley Cup Final/,
      "Frozen Four",
    ]);
    // Majors highlighted: Super Bowl, NBA Finals, World Series, Stanley Cup; not the college titles.
    await expect(page.locator("tr[data-major=true]")).toHaveCount(4);
    await expect(page.locator("tr[data-major=true]", { hasText: "Men's College World Series" })).toHaveCount(
      0,
    );
  });

  test("hub: the whole history pages through 100 rows at a time, and columns sort through links", async ({
    page,
  }, testInfo) => {
    await page.goto(hostUrl("hub", "/champions"));
    await markWindow(page, testInfo);
    await expect(championRows(page)).toHaveCount(100);
    const pager = page.getByRole("navigation", { name: "Champions pages" });
    await expect(pager).toContainText(/1–100 of \d{3} champions · page 1 of \d/);
    await pager.getByRole("link", { name: "Next ›" }).click();
    await expect(page).toHaveURL(hostUrl("hub", "/champions?page=2"));
    await expect(pager).toContainText(/101–200 of/);
    const champion = page.getByRole("columnheader", { name: "Champion", exact: true });
    await expect(champion).toHaveAttribute("aria-sort", "none");
    await champion.getByRole("link").click();
    await expect(page).toHaveURL(hostUrl("hub", "/champions?sort=team"));
    await expect(champion).toHaveAttribute("aria-sort", "ascending");
    await expect(page.getByRole("columnheader", { name: "Year", exact: true })).toHaveAttribute(
      "aria-sort",
      "none",
    );
    // The champion's name link, without the details toggle beside it.
    const names = await championRows(page).locator("a:not([aria-expanded])").allTextContents();
    expect(names.slice(0, 20)).toEqual(
      [...names.slice(0, 20)].sort((a, b) => a.localeCompare(b, "en", { numeric: true })),
    );
    await champion.getByRole("link").click();
    await expect(page).toHaveURL(hostUrl("hub", "/champions?dir=desc&sort=team"));
    await expect(champion).toHaveAttribute("aria-sort", "descending");
    await expectNoReload(page, testInfo);
  });

  test("cbb: grouped by championship name, college titles not highlighted", async ({ page }, testInfo) => {
    await page.goto(hostUrl("cbb", "/champions"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("COLLEGE BASKETBALL CHAMPIONS");
    await expect(page.locator("table tbody > tr:first-child > td:nth-child(3)").first()).toHaveText(
      "NCAA Men's Basketball Tournament",
    );
    await expect(page.locator("table tbody > tr:first-child > td").first()).toHaveText("2025");
    await expect(championRows(page).first()).toContainText("Florida Gators");
    await expect(page.locator("tr[data-major=true]")).toHaveCount(0);
    await page.locator('main input[name="q"]').fill("Storrs");
    await apply(page, testInfo);
    await expect(page).toHaveURL(hostUrl("cbb", "/champions?q=Storrs"));
    await expect(championRows(page).first()).toContainText("UConn Huskies");
  });

  test("the CSV download holds exactly the filtered rows", async ({ page }) => {
    await page.goto(hostUrl("hub", "/champions?q=dodgers"));
    const shown = await championRows(page).count();
    expect(shown).toBeGreaterThan(5);
    const link = page.getByRole("link", { name: "Download CSV" });
    await expect(link).toHaveAttribute("href", "/champions.csv?q=dodgers");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("champions-dodgers.csv");
    const text = await readFile((await download.path())!, "utf8");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toMatch(/^Year,Season,Sport,Championship,/);
    expect(lines).toHaveLength(shown + 1);
    for (const line of lines.slice(1)) expect(line).toMatch(/Dodgers/);
    expect(lines[1]).toMatch(/^2025,2025 MLB Season,Baseball,World Series,,Los Angeles Dodgers,/);

    // The API request context does not resolve *.localhost: ask localhost with the site's Host.
    const csv = await page.request.get(hostUrl("hub", "/champions.csv?year=2025"), {
      headers: { Host: new URL(hostUrl("nfl")).host },
    });
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const nfl = (await csv.text()).split("\r\n").filter(Boolean);
    expect(nfl).toHaveLength(2);
    expect(nfl[1]).toBe(
      '2025,2024 NFL Season,Football,Super Bowl,LIX,Philadelphia Eagles,Philadelphia,40-22,Kansas City Chiefs,,Nick Sirianni,14-3,Jalen Hurts,Caesars Superdome,"New Orleans, LA",2025-02-09',
    );
  });

  test("empty and default parameters redirect to the canonical URL", async ({ page }) => {
    await page.goto(hostUrl("nfl", "/champions?q=&year="));
    await expect(page).toHaveURL(hostUrl("nfl", "/champions"));
    const response = await page.goto(hostUrl("nfl", "/champions?year=abc"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(hostUrl("nfl", "/champions"));
  });

  // With a row open (the hub's page as it first shows is in the axe walk of every page kind, pages-axe.spec.ts).
  for (const [key, path] of [
    ["nfl", "/champions?year=2025"],
    ["cbb", "/champions?q=uconn"],
  ] as const) {
    test(`${key}: no axe violations`, async ({ page }) => {
      await page.goto(hostUrl(key, path));
      const first = page.locator("table tbody th[scope=row] a[aria-expanded]").first();
      await first.click();
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("when the API fails", () => {
  // A second server whose API is unreachable (API_URL at a closed port); checked once.
  const port = extraPort(9);
  let child: ChildProcess | undefined;

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "js-on") return;
    child = spawn(process.execPath, ["build/server.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        APP_NOW: TEST_NOW,
        NODE_ENV: "production",
        API_URL: "http://127.0.0.1:9",
      },
      stdio: "ignore",
    });
    // Any answer: with its backend down /healthz says 503.
    await untilHealthy(child, port, (status) => status === 200 || status === 503);
  });
  test.afterAll(() => {
    child?.kill("SIGTERM");
  });
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "js-on", "checked once, in the JS-on project");
  });

  test("the error states (docs/screens.md#shared-states), with a retry to the same page", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const list = await page.goto(`http://localhost:${port}/championships?q=bowl`);
    expect(list?.status()).toBe(503);
    expect(list?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("alert")).toContainText("Error Loading Championships");
    await expect(page.getByRole("alert")).toContainText("The data service could not be reached");
    await expect(page.getByRole("alert").getByRole("link", { name: "Try Again" })).toHaveAttribute(
      "href",
      "/championships?q=bowl",
    );

    const history = await page.goto(`http://localhost:${port}/champions`);
    expect(history?.status()).toBe(503);
    await expect(page.getByRole("alert")).toContainText("Failed to load championship history");
    await expect(page.getByRole("alert").getByRole("link", { name: "Try Again" })).toHaveAttribute(
      "href",
      "/champions",
    );

    const detail = await page.goto(`http://localhost:${port}/championships/super-bowl`);
    expect(detail?.status()).toBe(503);
    await expect(page.getByRole("alert")).toContainText("Failed to Load Data");

    const csv = await page.request.get(`http://localhost:${port}/champions.csv`);
    expect(csv.status()).toBe(503);

    // Home: the static parts stay; the data parts say what failed.
    await page.goto(`http://localhost:${port}/`);
    await expect(page.getByRole("alert")).toContainText("Failed to Load Data");
    await expect(tile(page, "Total Championships")).toContainText("—");
    await expect(page.getByRole("link", { name: "VIEW ALL CHAMPIONS" })).toBeVisible();
  });
});
