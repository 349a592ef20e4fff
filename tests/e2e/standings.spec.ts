import { expect, test, type Page } from "@playwright/test";
import { chooseOption, expectNoAxeViolations, hostUrl, jsEnabled, openPage, siteGet } from "./helpers";

/** Team names of the rows on screen, in order. */
/** The team names as shown (a phone's abbreviation is hidden at this width). */
const teamsOnScreen = (page: Page) =>
  page.locator("table tbody th[scope=row] a:not([aria-expanded])").allInnerTexts();

function csvTeams(csv: string): string[] {
  return csv
    .trim()
    .split("\r\n")
    .slice(1)
    .map(
      (line) =>
        line
          .match(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)!
          .map((f) => f.replace(/^,/, "").replace(/^"|"$/g, ""))[5],
    );
}

test.describe("/standings", () => {
  test("the season picker offers only seasons the league has: no NBA before 1946-47, none past its last schedule", async ({
    request,
  }) => {
    const seasons = async (key: string) => {
      const html = await (await siteGet(request, key, "/standings")).text();
      const select = /<select[^>]*name="season"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
      return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]!);
    };
    const nba = await seasons("nba");
    // The catalogue's 2026-27 row has no schedule yet on the test date (2026-11-21).
    expect(nba[0]).toBe("2025-26");
    expect(nba.at(-1)).toBe("1946-47");
    expect(nba).toHaveLength(2025 - 1946 + 1);
    // The NHL's 2026-27 is scheduled: it is offered.
    expect((await seasons("nhl"))[0]).toBe("2026-27");
    const hub = await seasons("hub");
    expect(hub).not.toContain("2027-28 Season");
    // MLB standings start with the National Association of 1871.
    expect(hub.at(-1)).toBe("1871-72 Season");
  });

  test("nfl 2024: divisions as the league presents them, record columns, counters, the NFC West tiebreak", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openPage(page, hostUrl("nfl", "/standings?season=2024"), "NFL Standings");
    const table = page.getByRole("table", { name: "NFL 2024 NFL Season standings" });
    await expect(table.locator("tbody[data-division]")).toHaveCount(8);
    await expect(table.locator("tbody[data-division] th").first()).toHaveText("AFC East");
    await expect(page.getByText("Total Teams", { exact: true }).locator("..")).toContainText("32");
    await expect(page.getByText("Champions", { exact: true }).locator("..")).toContainText("1");
    await expect(page.getByText("Playoff Teams", { exact: true }).locator("..")).toContainText("14");
    const rams = table.getByRole("row", { name: /Los Angeles Rams/ });
    await expect(rams.locator("td").first()).toContainText("1");
    await expect(page.getByRole("list", { name: "Tiebreaks in the NFL table" })).toContainText(
      "LA: division tiebreak: strength of victory",
    );
    await expect(page.locator('tr[data-rank-tier="first"]')).toHaveCount(8);
  });

  test("nfl 1990 NFC Central: the four 6-10 clubs in the order the league published, and the note says so", async ({
    page,
  }) => {
    await page.goto(hostUrl("nfl", "/standings?season=1990&division=NFC+Central"));
    expect(await teamsOnScreen(page)).toEqual([
      "Chicago Bears",
      "Tampa Bay Buccaneers",
      "Detroit Lions",
      "Green Bay Packers",
      "Minnesota Vikings",
    ]);
    await expect(page.getByRole("list", { name: "Tiebreaks in the NFL table" })).toContainText(
      "GB: order of the league's published final standings",
    );
  });

  for (const [site, path] of [
    ["nfl", "/standings?season=1934&division=Eastern+Division"],
    ["hub", "/standings?level=professional&season=1934&sport=football&division=Eastern+Division"],
  ] as const) {
    test(`${site} 1934 Eastern Division: Brooklyn and Philadelphia (4-7) share third place, shown as a tie with the reason`, async ({
      page,
    }) => {
      await page.goto(hostUrl(site, path));
      const table = page.getByRole("table", { name: /NFL 1934/ });
      for (const club of ["Brooklyn Dodgers", "Philadelphia Eagles"])
        await expect(
          table
            .getByRole("row", { name: new RegExp(club) })
            .locator("td")
            .first(),
        ).toContainText("T-3");
      await expect(
        table
          .getByRole("row", { name: /New York Giants/ })
          .locator("td")
          .first(),
      ).toHaveText(/^1/);
      await expect(page.getByRole("list", { name: "Tiebreaks in the NFL table" })).toContainText(
        "the league broke a tie only for first place, by a playoff game, so the clubs share the place",
      );
      await expectNoAxeViolations(page);
    });
  }

  test("a row opens (one at a time, ?open=) to its splits", async ({ page }, testInfo) => {
    await page.goto(hostUrl("nfl", "/standings?season=2024"));
    await page.getByRole("link", { name: "Splits: Los Angeles Rams" }).click();
    await expect(page).toHaveURL(/open=\d+/);
    const detail = page.locator("tr").filter({ hasText: "Home" }).filter({ hasText: "Last updated" });
    await expect(detail).toHaveCount(1);
    await expect(detail).toContainText("4-2"); // division record
    await expect(detail).toContainText("division tiebreak: strength of victory");
    await page.getByRole("link", { name: "Splits: Seattle Seahawks" }).click();
    await expect(page.locator("tr").filter({ hasText: "Last updated" })).toHaveCount(1);
    if (jsEnabled(testInfo))
      await expect(page.locator("tr").filter({ hasText: "Last updated" })).toContainText("3-6");
  });

  test("nba: choosing 2020-21 shows the season NBA.com's games decide, the Jazz 52-20", async ({
    page,
  }, testInfo) => {
    await page.goto(hostUrl("nba", "/standings?season=2019"));
    await expect(
      page
        .getByRole("row", { name: /Milwaukee Bucks/ })
        .first()
        .locator("td"),
    ).toContainText(["56", "17"]);
    await chooseOption(page, "season", "2020-21");
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/season=2020/);
    await expect(page.getByRole("heading", { name: "No Standings Found" })).toHaveCount(0);
    const jazz = page.getByRole("row", { name: /Utah Jazz/ }).first();
    await expect(jazz.locator("td")).toContainText(["52", "20"]);
  });

  test("nhl 2018-19: W-L-OTL and points as the league writes them", async ({ page }) => {
    await page.goto(hostUrl("nhl", "/standings?season=2018"));
    const header = page.getByRole("table").first().locator("thead");
    for (const label of ["GP", "W", "L", "OTL", "PTS"]) await expect(header).toContainText(label);
    const tampa = page.getByRole("row", { name: /Tampa Bay Lightning/ });
    await expect(tampa.locator("td")).toContainText(["1", "82", "62", "16", "4", "128"]);
  });

  test("filters in the URL: division, search and sort; the CSV holds exactly the rows on screen", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto(hostUrl("nfl", "/standings?season=2024"));
    await chooseOption(page, "division", "NFC West");
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/division=NFC\+West/);
    await expect(page.locator("table tbody th[scope=row]")).toHaveCount(4);
    await page.getByRole("columnheader", { name: /PF/ }).getByRole("link").click();
    await expect(page).toHaveURL(/sort=pf/);
    await expect(page.getByRole("columnheader", { name: /PF/ })).toHaveAttribute("aria-sort", "descending");
    await expect(page.locator("table tbody th[scope=row]")).toHaveCount(4);
    await expect(page.locator("table tbody th[scope=row]").first()).toContainText("Arizona Cardinals");
    const shown = await teamsOnScreen(page);
    expect(shown).toEqual([
      "Arizona Cardinals",
      "San Francisco 49ers",
      "Seattle Seahawks",
      "Los Angeles Rams",
    ]);
    const href = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    // The API request context does not resolve *.localhost: ask localhost with the site's Host.
    const csv = await (
      await request.get(hostUrl("hub", href!), { headers: { Host: new URL(hostUrl("nfl")).host } })
    ).text();
    expect(csvTeams(csv)).toEqual(shown);

    await page.goto(hostUrl("nfl", "/standings?season=2024&q=zzzz"));
    await expect(page.getByRole("heading", { name: "No Standings Found" })).toBeVisible();
  });

  test("hub: opens on each division's first place, with a league's and every league's full table one click away", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(hostUrl("hub", "/standings?season=2024"));
    const nav = page.getByRole("navigation", { name: "Sport" });
    await expect(nav.getByRole("link")).toHaveText([
      "First Place",
      "All",
      "NFL",
      "NBA",
      "MLB",
      "NHL",
      "College Football",
      "College Basketball",
    ]);
    await expect(nav.getByRole("link", { name: "First Place" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("standings-leaders-note")).toContainText("Each division's leader");
    await expect(page.getByRole("heading", { level: 2 })).toContainText(["NFL", "NBA", "MLB", "NHL"]);
    // One leader per division: the 2024 Chiefs (15-2) led the AFC West, the Raiders (4-13) did not.
    const nfl = page.getByRole("table", { name: "NFL 2024 NFL Season standings" });
    await expect(nfl.getByRole("row", { name: /Kansas City Chiefs/ })).toHaveCount(1);
    await expect(nfl.getByRole("row", { name: /Las Vegas Raiders/ })).toHaveCount(0);

    await page.getByRole("link", { name: "Full NFL standings ›" }).click();
    await expect(page).toHaveURL(/\?level=professional&season=2024&sport=football$/);
    await expect(page.getByRole("row", { name: /Las Vegas Raiders/ })).toHaveCount(1);
    await expect(page.getByTestId("standings-leaders-note")).toHaveCount(0);

    await page.goto(hostUrl("hub", "/standings?season=2024"));
    await page.getByRole("link", { name: "Every league's full table" }).click();
    await expect(page).toHaveURL(/\?season=2024&view=all$/);
    await expect(nav.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("row", { name: /Las Vegas Raiders/ })).toHaveCount(1);

    await page.goto(hostUrl("hub", "/standings?season=2023"));
    await nav.getByRole("link", { name: "MLB" }).click();
    await expect(page).toHaveURL(/level=professional&season=2023&sport=baseball/);
    await expect(page.getByRole("row", { name: /Atlanta Braves/ }).locator("td")).toContainText([
      "1",
      "104",
      "58",
    ]);
    await nav.getByRole("link", { name: "College Football" }).click();
    await expect(page.getByRole("row", { name: /Michigan Wolverines/ })).toContainText("9-0");
  });
});
