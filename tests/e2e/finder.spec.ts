import { expect, test, type Page } from "@playwright/test";
import { hostUrl, openPage, siteGet } from "./helpers";

// The finders (/finder, domain/finder.ts) over MLB's Lahman lines 1871-2024, NBA and NFL lines, NHL and
// college hockey skaters and goalies (hockey_skater_lines, hockey_goalie_lines).

const resultRows = (page: Page) =>
  page.getByRole("region", { name: /^Player seasons.* \(scrolls sideways\)$/ }).locator("tbody tr");

const FORTY_FORTY = [
  ["Shohei Ohtani", "2024", "54", "59"],
  ["Alfonso Soriano", "2006", "46", "41"],
  ["Jose Canseco", "1988", "42", "40"],
  ["Barry Bonds", "1996", "42", "40"],
  ["Alex Rodriguez", "1998", "42", "46"],
  ["Ronald Acuña", "2023", "41", "73"],
];

test.describe("finder", () => {
  test("mlb: the form asks for 40 homers and 40 steals and lists exactly the six 40-40 seasons; the CSV holds them", async ({
    page,
    request,
  }) => {
    await openPage(page, hostUrl("mlb", "/finder"), "Player seasons");
    await page.getByLabel("Home Runs at least").fill("40");
    await page.getByLabel("Stolen Bases at least").fill("40");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\/finder\?kind=seasons&min\.hr=40&min\.sb=40$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Player seasons: HR ≥ 40, SB ≥ 40" }),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Seasons" })).toHaveText(/^Seasons 1-6 of 6/);
    const rows = resultRows(page);
    await expect(rows).toHaveCount(6);
    for (const [i, [name, season]] of FORTY_FORTY.entries()) {
      await expect(rows.nth(i).getByRole("rowheader")).toHaveText(name);
      await expect(rows.nth(i)).toContainText(season);
    }
    // Each statistic's header explains it without JavaScript.
    await expect(page.locator("thead abbr", { hasText: /^SB$/ })).toHaveAttribute(
      "title",
      "Stolen Bases: Bases the player took by stealing.",
    );
    const csv = await (await siteGet(request, "mlb", "/finder.csv?kind=seasons&min.hr=40&min.sb=40")).text();
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(7);
    expect(lines[0]).toMatch(/^Player,Season,Age,Team,League,HR,/);
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 2).join(" "))).toEqual(
      FORTY_FORTY.map(([name, season]) => `${name} ${season}`),
    );
  });

  test("mlb: a sort header reorders the rows in the URL, and a traded player's season names both clubs", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/finder?kind=seasons&min.hr=37&max.hr=37&from=2008&to=2008"));
    const manny = resultRows(page).filter({ hasText: "Manny Ramirez" });
    await expect(manny).toHaveCount(1);
    // Each club by its abbreviation of the season (the teams' own), not Lahman's code (LAN).
    await expect(manny).toContainText("BOS, LAD");
    await page.goto(hostUrl("mlb", "/finder?kind=seasons&min.hr=40&min.sb=40"));
    await page.locator("thead").getByRole("link", { name: /SB/ }).click();
    await expect(page).toHaveURL(/sort=sb/);
    await expect(resultRows(page).nth(0).getByRole("rowheader")).toHaveText("Ronald Acuña");
  });

  test("a bad parameter answers 400 naming it; a question too broad says so", async ({ page }) => {
    const bad = await page.goto(hostUrl("mlb", "/finder?min.hr=lots"));
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("min.hr: Expected a number. Got 'lots'.");
    const broad = await page.goto(hostUrl("mlb", "/finder?min.avg=.300"));
    expect(broad?.status()).toBe(422);
    await expect(page.getByRole("alert")).toContainText("Too broad to answer in time");
  });

  test("nba: the finder holds basketball statistics only", async ({ page, request }) => {
    await openPage(page, hostUrl("nba", "/finder?kind=seasons&min.ppg=40"), /^Player seasons: PPG ≥ 40/);
    await expect(resultRows(page).first().getByRole("rowheader")).toHaveText("Wilt Chamberlain");
    const form = page.getByRole("form", { name: "Finder criteria" });
    await expect(form.getByLabel("Points per Game at least")).toBeVisible();
    await expect(form.getByLabel("Home Runs at least")).toHaveCount(0);
    await expect(page.locator("thead")).not.toContainText("HR");
    const mlbKey = await siteGet(request, "nba", "/finder?min.hr=40");
    expect(mlbKey.status()).toBe(400);
    expect(await mlbKey.text()).toContain("Unknown statistic");
  });

  test("nba: single games with 60 points link each game and player; the CSV holds the same games", async ({
    page,
    request,
  }) => {
    await openPage(page, hostUrl("nba", "/finder"), "Player seasons");
    const form = page.getByRole("form", { name: "Finder criteria" });
    await form.locator("select[name=kind]").selectOption("games");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\/finder\?kind=games/);
    await form.getByLabel("Points at least", { exact: true }).fill("60");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\/finder\?kind=games&min\.pts=60$/);
    await expect(page.getByRole("heading", { level: 1, name: "Single games: PTS ≥ 60" })).toBeVisible();
    const rows = page
      .getByRole("region", { name: /^Single games.* \(scrolls sideways\)$/ })
      .locator("tbody tr");
    const booker = rows.filter({ hasText: "2017-03-24" });
    await expect(booker).toHaveCount(1);
    await expect(booker.getByRole("rowheader")).toHaveText("Devin Booker");
    await expect(booker).toContainText("@ BOS");
    await expect(booker).toContainText("L 120-130");
    await expect(booker.getByRole("link", { name: "Devin Booker" })).toHaveAttribute(
      "href",
      "/players/devin-booker",
    );
    await expect(booker.getByRole("link", { name: "2017-03-24" })).toHaveAttribute("href", /^\/scores\/\d+$/);
    await expect(rows.filter({ hasText: "2016-04-13" }).getByRole("rowheader")).toHaveText("Kobe Bryant");
    const csv = await (await siteGet(request, "nba", "/finder.csv?kind=games&min.pts=60")).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^Player,Date,Team,Opponent,Result,PTS,/);
    expect(lines.some((l) => l.startsWith("Devin Booker,2017-03-24,PHO,@ BOS,L 120-130,70,"))).toBe(true);
    expect(lines.length - 1).toBe(await rows.count());
  });

  test("mlb: team seasons with 110 wins in the AL link each team's season", async ({ page }) => {
    await openPage(
      page,
      hostUrl("mlb", "/finder?kind=team-seasons&min.wins=110&league=AL"),
      "Team seasons: W ≥ 110, in the AL",
    );
    const rows = page
      .getByRole("region", { name: /^Team seasons.* \(scrolls sideways\)$/ })
      .locator("tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0).getByRole("rowheader")).toHaveText("Seattle Mariners");
    await expect(rows.nth(0).getByRole("link", { name: "Seattle Mariners" })).toHaveAttribute(
      "href",
      "/teams/seattle-mariners/2001",
    );
    const form = page.getByRole("form", { name: "Finder criteria" });
    await expect(form.getByLabel("Wins at least")).toHaveValue("110");
    await expect(form.getByLabel("Age at least", { exact: true })).toHaveCount(0);
  });

  test("nhl: the form asks for 90-goal seasons and finds Gretzky's 92 of 1981-82; the CSV holds it", async ({
    page,
    request,
  }) => {
    await openPage(page, hostUrl("nhl", "/finder"), "Player seasons");
    const form = page.getByRole("form", { name: "Finder criteria" });
    await form.getByLabel("Goals at least", { exact: true }).fill("90");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\/finder\?kind=seasons&min\.goals=90$/);
    await expect(page.getByRole("heading", { level: 1, name: "Player seasons: G ≥ 90" })).toBeVisible();
    const rows = resultRows(page);
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0).getByRole("rowheader")).toHaveText("Wayne Gretzky");
    await expect(rows.nth(0)).toContainText("EDM");
    await expect(rows.nth(0)).toContainText("212");
    const csv = await (await siteGet(request, "nhl", "/finder.csv?kind=seasons&min.goals=90")).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^Player,Season,Age,Team,League,G,A,PTS,/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(/^Wayne Gretzky,1981-82,21,EDM,NHL,92,120,212,/);
  });

  test("chk: college hockey seasons 2001-02 to 2013-14 find Gaudreau's 80 points, without age or position", async ({
    page,
  }) => {
    await openPage(
      page,
      hostUrl("chk", "/finder?kind=seasons&min.points=80&from=2013"),
      /^Player seasons: PTS ≥ 80/,
    );
    const rows = resultRows(page);
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0).getByRole("rowheader")).toHaveText("Johnny Gaudreau");
    await expect(rows.nth(0)).toContainText("Boston College Eagles");
    const form = page.getByRole("form", { name: "Finder criteria" });
    await expect(form.getByLabel("Age at least", { exact: true })).toHaveCount(0);
    await expect(form.locator("input[name=position]")).toHaveCount(0);
    await expect(form.locator("select[name=group] option")).toHaveText([
      "Skaters (2001-02 to 2013-14)",
      "Goalies (2001-02 to 2013-14)",
    ]);
  });

  test("nhl: the finder asks for team seasons", async ({ page }) => {
    await openPage(page, hostUrl("nhl", "/finder?kind=team-seasons&min.wins=60"), "Team seasons: W ≥ 60");
    const rows = page
      .getByRole("region", { name: /^Team seasons.* \(scrolls sideways\)$/ })
      .locator("tbody tr");
    await expect(rows.nth(0).getByRole("rowheader")).toHaveText("Boston Bruins");
  });
});
