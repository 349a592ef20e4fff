import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectRowsContaining, hostUrl, openPage, siteGet } from "./helpers";

// MLB regular seasons 1871-2024 from the Lahman 2025 edition (lahman-2025-stats).

const leaderRows = (page: Page) =>
  page.getByRole("region", { name: /leaders: .* \(scrolls sideways\)/ }).locator("tbody tr");

/**
 * A career board of 25 leaders holding these rows (the first row's player linking to `firstHref`,
 * where given), under a header that links to Leaders.
 */
async function expectCareerBoard(page: Page, expected: string[][], firstHref?: RegExp): Promise<void> {
  const rows = leaderRows(page);
  await expect(rows).toHaveCount(25);
  await expectRowsContaining(rows, expected);
  if (firstHref)
    await expect(rows.nth(0).getByRole("link", { name: expected[0]![0] })).toHaveAttribute("href", firstHref);
  await expect(page.getByRole("banner").getByRole("link", { name: "Leaders" })).toBeVisible();
}

test.describe("leaders", () => {
  for (const site of ["hub", "mlb"] as const) {
    test(`${site}: career home run leaders start Bonds 762, Aaron 755, Ruth 714`, async ({ page }) => {
      await openPage(page, hostUrl(site, "/leaders"), "MLB career leaders: Home Runs");
      await expectCareerBoard(page, [
        ["Barry Bonds", "762"],
        ["Hank Aaron", "755"],
        ["Babe Ruth", "714"],
      ]);
    });
  }

  test("mlb: a rate board says its minimum, filters are in the URL and the CSV is the view", async ({
    page,
    request,
  }) => {
    await page.goto(hostUrl("mlb", "/leaders?stat=era&scope=career"));
    await expect(page.getByText("Qualified: 1,000 career innings pitched.")).toBeVisible();
    await expect(leaderRows(page).nth(0)).toContainText("Ed Walsh");
    await expect(leaderRows(page).nth(0)).toContainText("1.82");
    await page.getByRole("list", { name: "Scope" }).getByRole("link", { name: "Single season" }).click();
    await expect(page).toHaveURL(/scope=season/);
    await expect(page).toHaveURL(/stat=era/);
    const csv = await (await siteGet(request, "mlb", "/leaders.csv?scope=career&stat=hr")).text();
    expect(csv.split("\r\n").slice(0, 3)).toEqual([
      "Rank,Player,Seasons,HR",
      "1,Barry Bonds,1986-2007,762",
      "2,Hank Aaron,1954-1976,755",
    ]);
  });

  test("a player page shows the regular-season season by season, linking each season to the club's", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/players/hank-aaron"));
    const batting = page.getByRole("region", { name: "Regular-season batting (scrolls sideways)" });
    // A career that ended in 1976 names its seasons, never "through 2024" (docs/rules.md#derived-figures).
    await expect(page.getByRole("heading", { name: "Batting, 1954-1976" })).toBeVisible();
    const career = batting.locator("tbody tr").last();
    await expect(career).toContainText("Career (23 seasons)");
    await expect(career).toContainText("3,771");
    await expect(career).toContainText("755");
    // The first link of the rows (the headers link to the glossary).
    await expect(batting.locator("tbody").getByRole("link").first()).toHaveAttribute(
      "href",
      /\/teams\/[a-z-]+\/1954$/,
    );
  });

  test("cfb: no leaders, no Leaders link", async ({ page, request }) => {
    expect((await siteGet(request, "cfb", "/leaders")).status()).toBe(404);
    await page.goto(hostUrl("cfb", "/"));
    await expect(page.getByRole("banner").getByRole("link", { name: "Leaders" })).toHaveCount(0);
  });
});

// NHL regular seasons from 1917-18: Hockey Databank 13.0 to 2017-18, Hockey-Reference after (skaters
// to 2023-24, goalies to 2022-23). Pinned values agree with the
// NHL's own records (NHL.com, John Kreiser, "Some records are not meant to be broken" and "Shining
// a light on some lesser-known NHL records": Gretzky 894 goals, 1,963 assists, 2,857 points;
// Sawchuk's 103 shutouts, passed by Brodeur, who retired with 125; Ovechkin's 853 goals through
// 2023-24 and Marleau's 1,779 games, which passed Howe's 1,767 in 2021).
test.describe("NHL leaders", () => {
  for (const site of ["nhl", "hub"] as const) {
    test(`${site}: career goals start Gretzky 894, Ovechkin 853, Howe 801, through 2023-24`, async ({
      page,
    }) => {
      await openPage(
        page,
        hostUrl(site, site === "hub" ? "/leaders?sport=hockey" : "/leaders"),
        "NHL career leaders: Goals",
      );
      await expect(
        page.getByText(/skaters' figures run through 2023-24; 2024-25 is not in our data/),
      ).toBeVisible();
      await expectCareerBoard(
        page,
        [
          ["Wayne Gretzky", "1979-80 to 1998-99", "894"],
          ["Alex Ovechkin", "2005-06 to 2023-24", "853"],
          ["Gordie Howe", "801"],
        ],
        /\/players\/wayne-gretzky/,
      );
    });
  }

  test("nhl: assists, points, games and shutouts match the league's records", async ({ page }) => {
    const first = async (query: string) => {
      await page.goto(hostUrl("nhl", `/leaders?${query}`));
      return leaderRows(page).nth(0);
    };
    await expect(await first("stat=assists")).toContainText(/Wayne Gretzky.*1,963/);
    await expect(await first("stat=points")).toContainText(/Wayne Gretzky.*2,857/);
    await expect(await first("stat=gp")).toContainText(/Patrick Marleau.*1,779/);
    await page.goto(hostUrl("nhl", "/leaders?stat=shutouts"));
    await expect(leaderRows(page).nth(0)).toContainText(/Martin Brodeur.*125/);
    await expect(leaderRows(page).nth(1)).toContainText(/Terry Sawchuk.*103/);
  });

  test("nhl: a goaltending rate board says its minimum, links the season to the club's, and the CSV is the view", async ({
    page,
    request,
  }) => {
    await openPage(
      page,
      hostUrl("nhl", "/leaders?stat=gaa&scope=season"),
      "NHL single season leaders: Goals Against Average",
    );
    await expect(page.getByText("Qualified: 25 games in goal in the season.")).toBeVisible();
    const top = leaderRows(page).nth(0);
    await expect(top).toContainText(/George Hainsworth.*1928-29.*Montreal Canadiens.*0\.92/);
    await expect(top.getByRole("link", { name: "Montreal Canadiens" })).toHaveAttribute(
      "href",
      /\/teams\/montreal-canadiens\/1928$/,
    );
    await page.getByRole("list", { name: "Scope" }).getByRole("link", { name: "Career" }).click();
    await expect(page).toHaveURL(/stat=gaa/);
    await expect(page.getByText("Qualified: 250 career games in goal.")).toBeVisible();
    const csv = await (await siteGet(request, "nhl", "/leaders.csv?stat=gaa&scope=season")).text();
    expect(csv.split("\r\n").slice(0, 2)).toEqual([
      "Rank,Player,Season,Team,GAA,GP",
      "1,George Hainsworth,1928-29,Montreal Canadiens,0.92,44",
    ]);
    // Plus/minus says what it covers.
    await page.goto(hostUrl("nhl", "/leaders?stat=plus_minus"));
    await expect(page.getByText(/Plus\/minus counts the seasons 1967-68 to 2017-18/)).toBeVisible();
    await expect(leaderRows(page).nth(0)).toContainText("+");
  });
});

// NBA and BAA regular seasons 1946-47 to 2024-25 (Basketball-Reference to 2020-21, NBA.com after).
// Pinned values agree with the NBA's records: Kareem Abdul-Jabbar 38,387 points, passed by LeBron
// James in 2023; Wilt Chamberlain's 4,029 points of 1961-62; Michael Jordan's 30.1 per game.
test.describe("NBA leaders", () => {
  for (const site of ["nba", "hub"] as const) {
    test(`${site}: career points start LeBron James, Kareem Abdul-Jabbar 38,387, Karl Malone`, async ({
      page,
    }) => {
      await openPage(
        page,
        hostUrl(site, site === "hub" ? "/leaders?sport=basketball" : "/leaders"),
        "NBA career leaders: Points",
      );
      await expect(page.getByText(/ABA seasons are not counted/)).toBeVisible();
      await expectCareerBoard(
        page,
        [
          ["LeBron James", "2003-04 to 2024-25", "42,184"],
          ["Kareem Abdul-Jabbar", "1969-70 to 1988-89", "38,387"],
          ["Karl Malone", "36,928"],
        ],
        /\/players\/lebron-james$/,
      );
    });
  }

  test("nba: a per-game board says its minimum; the season board links the club's season; the CSV is the view", async ({
    page,
    request,
  }) => {
    await openPage(page, hostUrl("nba", "/leaders?stat=ppg"), "NBA career leaders: Points per Game");
    await expect(page.getByText("Qualified: 400 games or 10,000 points.")).toBeVisible();
    await expect(leaderRows(page).nth(0)).toContainText(/Michael Jordan.*30\.1.*1,072/);
    await page
      .getByRole("list", { name: "Basketball" })
      .getByRole("link", { name: "PTS", exact: true })
      .click();
    // The scope links carry the board's statistic: wait for the Points board before choosing a scope.
    await expect(page.getByRole("heading", { level: 1, name: "NBA career leaders: Points" })).toBeVisible();
    await page.getByRole("list", { name: "Scope" }).getByRole("link", { name: "Single season" }).click();
    await expect(page).toHaveURL(/scope=season/);
    const top = leaderRows(page).nth(0);
    await expect(top).toContainText(/Wilt Chamberlain.*1961-62.*Philadelphia Warriors.*4,029/);
    await expect(top.getByRole("link", { name: "Philadelphia Warriors" })).toHaveAttribute(
      "href",
      /\/teams\/[a-z-]+\/1961$/,
    );
    const csv = await (await siteGet(request, "nba", "/leaders.csv?stat=ft_pct&scope=career")).text();
    expect(csv.split("\r\n").slice(0, 2)).toEqual([
      "Rank,Player,Seasons,FT%,FTA",
      '1,Stephen Curry,2009-10 to 2024-25,.911,"4,424"',
    ]);
  });

  test("nba: the Bulls' points leaders while with the franchise", async ({ page }) => {
    await page.goto(hostUrl("nba", "/teams/chicago-bulls?leader=pts"));
    const rows = page
      .getByRole("region", { name: /Chicago Bulls career leaders: Points/ })
      .locator("tbody tr");
    await expect(rows.nth(0)).toContainText(/Michael Jordan.*1984-85 to 1997-98.*29,277/);
  });
});

// NFL regular seasons 1999-2024 (nflverse, summed from the play-by-play). Season figures pinned here
// agree with the NFL's records (Peyton Manning's 5,477 of 2013, Adrian Peterson's 2,097 rushing yards
// of 2012); careers can differ by a few yards (Tom Brady: 89,218 here, 89,214 officially), which the
// page says.
test.describe("NFL leaders", () => {
  for (const site of ["nfl", "hub"] as const) {
    test(`${site}: career passing yards start Tom Brady, Drew Brees, from 1999`, async ({ page }) => {
      await openPage(
        page,
        hostUrl(site, site === "hub" ? "/leaders?sport=football" : "/leaders"),
        "NFL career leaders: Passing Yards",
      );
      await expect(page.getByText(/a career that began before 1999 counts from 1999/)).toBeVisible();
      await expect(page.getByText(/can differ from the official one by a few yards/)).toBeVisible();
      await expectCareerBoard(page, [
        ["Tom Brady", "2000-2022", "89,218"],
        ["Drew Brees", "2001-2020", "80,364"],
      ]);
    });
  }

  test("nfl: single-season rushing and a rate board with its minimum", async ({ page, request }) => {
    await page.goto(hostUrl("nfl", "/leaders?scope=season&stat=rush_yds"));
    await expect(leaderRows(page).nth(0)).toContainText(/Adrian Peterson.*2012.*Minnesota Vikings.*2,097/);
    await page.goto(hostUrl("nfl", "/leaders?scope=season&stat=pass_yds"));
    await expect(leaderRows(page).nth(0)).toContainText(/Peyton Manning.*2013.*Denver Broncos.*5,477/);
    await page.goto(hostUrl("nfl", "/leaders?stat=passer_rating"));
    await expect(page.getByText("Qualified: 1,500 career pass attempts.")).toBeVisible();
    const csv = await (await siteGet(request, "nfl", "/leaders.csv?scope=season&stat=rush_td")).text();
    expect(csv.split("\r\n")[0]).toBe("Rank,Player,Season,Team,TD");
  });
});

test.describe("MLB fielding leaders", () => {
  test("fielding percentage by position with the rules' minimum; the position stays in the URL", async ({
    page,
    request,
  }) => {
    await openPage(
      page,
      hostUrl("mlb", "/leaders?stat=fpct&league=ss"),
      "MLB career leaders: Fielding Percentage at SS",
    );
    await expect(page.getByText(/Qualified: 1,000 career games at the position/)).toBeVisible();
    // Omar Vizquel's .985 is the record for shortstops (1,000 games).
    await expect(leaderRows(page).nth(0)).toContainText(/Omar Vizquel.*\.985/);
    await page.getByRole("list", { name: "Fielding" }).getByRole("link", { name: "A", exact: true }).click();
    await expect(page).toHaveURL(/league=ss/);
    await expect(
      page.getByRole("heading", { level: 1, name: "MLB career leaders: Assists (fielding) at SS" }),
    ).toBeVisible();
    await expect(leaderRows(page).nth(0)).toContainText(/Ozzie Smith.*8,375/);
    const csv = await (await siteGet(request, "mlb", "/leaders.csv?stat=po")).text();
    expect(csv.split("\r\n").slice(0, 2)).toEqual([
      "Rank,Player,Seasons,PO",
      '1,Jake Beckley,1888-1907,"23,767"',
    ]);
  });
});

test.describe("franchise leaders on team pages", () => {
  test("mlb: the Yankees' career leaders while with the franchise, a statistic picker in the URL", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/teams/new-york-yankees"));
    const table = page.getByRole("region", { name: /New York Yankees career leaders: Home Runs/ });
    await expect(table.locator("tbody tr").nth(0)).toContainText(/Babe Ruth.*1920-1934.*659/);
    await expect(table.locator("tbody tr").nth(0).getByRole("link", { name: "Babe Ruth" })).toHaveAttribute(
      "href",
      /\/players\/babe-ruth/,
    );
    await page
      .getByRole("list", { name: "Franchise leaders statistic" })
      .getByRole("link", { name: "Hits" })
      .click();
    await expect(page).toHaveURL(/leader=h(#|$)/);
    await expect(
      page
        .getByRole("region", { name: /career leaders: Hits/ })
        .locator("tbody tr")
        .nth(0),
    ).toContainText(/Derek Jeter.*3,465/);
  });

  test("nhl: the Oilers' goals leaders, saying through which seasons", async ({ page }) => {
    test.slow(); // a whole team page under the accessibility scan
    await page.goto(hostUrl("nhl", "/teams/edmonton-oilers"));
    await expect(
      page.getByText(
        "NHL regular seasons with the franchise: skaters through 2023-24, goalies through 2022-23 (Hockey Databank 13.0, Hockey-Reference).",
      ),
    ).toBeVisible();
    const rows = page
      .getByRole("region", { name: /Edmonton Oilers career leaders: Goals/ })
      .locator("tbody tr");
    await expect(rows.nth(0)).toContainText(/Wayne Gretzky.*1979-80 to 1987-88.*583/);
    await expect(rows.nth(1)).toContainText(/Jari Kurri.*474/);
    await expectNoAxeViolations(page);
  });
});
