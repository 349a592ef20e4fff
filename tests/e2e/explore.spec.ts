/**
 * The history views on the real server and database (issue 26): head-to-head records checked
 * against the games table by SQL written here, brackets of recent and 1980s seasons, the franchise
 * timeline, "On this day" on the homes and its page, previous meetings on a game page, and the
 * road-to-the-title links. Every test runs with JavaScript on and off.
 */
import Database from "better-sqlite3";
import { expect, test, type Browser } from "@playwright/test";
import { expectNoAxeViolations, hostUrl, siteGet } from "./helpers";
import { TEST_DATABASE_FILE } from "../support/test-env";

// Opened on first use, not when the file is listed: the suite's server may still be building it then.
let opened: Database.Database | undefined;
const db = {
  prepare: (source: string) =>
    (opened ??= new Database(TEST_DATABASE_FILE, { readonly: true, fileMustExist: true })).prepare(source),
};
test.afterAll(() => opened?.close());

/**
 * Opens `url` in a phone-sized window, JavaScript on or off as the project runs: the page, and its
 * context to close.
 */
async function openOnPhone(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: test.info().project.name === "js-on",
  });
  const page = await context.newPage();
  await page.goto(url);
  return { page, context };
}

interface Counted {
  games: number;
  aWins: number;
  bWins: number;
  ties: number;
}

/** The record of `a` against `b` in final games with both scores, computed straight from the games table. */
function recordFromDb(
  a: string,
  b: string,
  kinds: "all" | "regular" | "playoff",
): Counted & { last: number | null } {
  const filter =
    kinds === "regular"
      ? "and (g.game_type = 'regular' or g.game_type is null)"
      : kinds === "playoff"
        ? "and g.game_type in ('postseason', 'championship', 'play-in')"
        : "";
  const row = db
    .prepare(
      `select count(*) as games,
              sum(case when (g.home_team_id = ta.id and g.home_score > g.away_score) or (g.away_team_id = ta.id and g.away_score > g.home_score) then 1 else 0 end) as aWins,
              sum(case when (g.home_team_id = tb.id and g.home_score > g.away_score) or (g.away_team_id = tb.id and g.away_score > g.home_score) then 1 else 0 end) as bWins,
              sum(case when g.home_score = g.away_score then 1 else 0 end) as ties,
              max(g.season_start_year) as last
         from games g, teams ta, teams tb
        where ta.slug = ? and tb.slug = ?
          and ((g.home_team_id = ta.id and g.away_team_id = tb.id) or (g.home_team_id = tb.id and g.away_team_id = ta.id))
          and g.status = 'final' and g.home_score is not null and g.away_score is not null ${filter}`,
    )
    .get(a, b) as {
    games: number;
    aWins: number | null;
    bWins: number | null;
    ties: number | null;
    last: number | null;
  };
  return {
    games: row.games,
    aWins: row.aWins ?? 0,
    bWins: row.bWins ?? 0,
    ties: row.ties ?? 0,
    last: row.last,
  };
}

const text = (r: Counted) => `${r.aWins}-${r.bWins}${r.ties ? `-${r.ties}` : ""} in ${r.games}`;

const RIVALS = [
  { site: "nba", a: "boston-celtics", b: "los-angeles-lakers" },
  { site: "nhl", a: "montreal-canadiens", b: "toronto-maple-leafs" },
  { site: "nfl", a: "chicago-bears", b: "green-bay-packers" },
  { site: "mlb", a: "new-york-yankees", b: "boston-red-sox" },
  { site: "hub", a: "chicago-bears", b: "green-bay-packers" },
] as const;

test.describe("head-to-head", () => {
  // A century of meetings makes long pages; axe needs its time on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  for (const { site, a, b } of RIVALS) {
    test(`${site}: ${a} vs ${b} shows the record the games table sums to`, async ({ page }) => {
      const res = await page.goto(hostUrl(site, `/teams/${a}/vs/${b}`));
      expect(res?.status()).toBe(200);
      const all = recordFromDb(a, b, "all");
      if (all.games === 0) {
        await expect(page.getByRole("heading", { name: "No meetings yet" })).toBeVisible();
      } else {
        const tiles = page.locator('dl[aria-label^="Record of the"]');
        await expect(tiles.locator("div", { hasText: /^All games/ })).toContainText(text(all));
        await expect(tiles.locator("div", { hasText: /^Regular season/ })).toContainText(
          text(recordFromDb(a, b, "regular")),
        );
        await expect(tiles.locator("div", { hasText: /^Playoffs/ })).toContainText(
          text(recordFromDb(a, b, "playoff")),
        );
        await expect(page.getByText(/^Games through the /)).toContainText(String(all.last));
        // The meetings table's pager counts every meeting.
        await expect(page.getByRole("navigation", { name: "Meeting pages" })).toContainText(
          `of ${all.games.toLocaleString("en-US")} meetings`,
        );
      }
    });
  }

  test("the record says which regular seasons the games lack, by SQL over the league's games", async ({
    page,
  }) => {
    // NBA: the games table holds every season since 1946-47; MLB every regular season since 1871.
    const cases = [
      { site: "nba", a: "boston-celtics", b: "los-angeles-lakers" },
      { site: "mlb", a: "new-york-yankees", b: "los-angeles-dodgers" },
    ] as const;
    for (const { site, a, b } of cases) {
      const league = db.prepare("select sport_id, level_id from teams where slug = ?").get(a) as {
        sport_id: number;
        level_id: number;
      };
      const seasons = (
        db
          .prepare(
            `select distinct season_start_year as s from games where sport_id = ? and level_id = ? and status = 'final'
               and (game_type = 'regular' or game_type is null) and season_start_year is not null order by 1`,
          )
          .all(league.sport_id, league.level_id) as { s: number }[]
      ).map((r) => r.s);
      const first = (
        db
          .prepare(
            `select min(g.season_start_year) as s from games g, teams ta, teams tb where ta.slug = ? and tb.slug = ? and g.status = 'final'
               and ((g.home_team_id = ta.id and g.away_team_id = tb.id) or (g.home_team_id = tb.id and g.away_team_id = ta.id))`,
          )
          .get(a, b) as { s: number }
      ).s;
      const lead = page.getByText(/^Games through the /);
      await page.goto(hostUrl(site, `/teams/${a}/vs/${b}`));
      const gaps = [];
      for (let y = Math.max(first, seasons[0]!); y <= seasons[seasons.length - 1]!; y += 1)
        if (!seasons.includes(y)) gaps.push(y);
      if (site === "nba") {
        // NBA.com fills 2020-21 and 2021-22: no season is missing, and the lead says none.
        expect(gaps).toEqual([]);
        await expect(lead).toContainText("Games through the ");
        await expect(lead).not.toContainText("It holds no regular-season games");
      } else {
        // MLB's games start in 1871, before the Yankees and Dodgers first met: no caveat.
        expect(seasons[0]).toBe(1871);
        expect(first).toBeGreaterThan(seasons[0]!);
        expect(gaps).toEqual([]);
        await expect(lead).toContainText("Games through the ");
        await expect(lead).not.toContainText("earlier meetings are playoff games");
        await expect(lead).not.toContainText("It holds no regular-season games");
      }
    }
  });

  test("nfl: the CSV holds every playoff meeting of the filtered view", async ({ request }) => {
    const res = await siteGet(
      request,
      "nfl",
      "/teams/chicago-bears/vs/green-bay-packers/meetings.csv?kind=playoff",
    );
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/csv");
    const lines = (await res.text()).trim().split("\n");
    expect(lines[0]).toContain("date,season,type");
    expect(lines.length - 1).toBe(recordFromDb("chicago-bears", "green-bay-packers", "playoff").games);
  });

  test("nfl: sorting by margin puts the largest Bears win first", async ({ page }) => {
    await page.goto(hostUrl("nfl", "/teams/chicago-bears/vs/green-bay-packers?sort=margin"));
    const id = (slug: string) =>
      (db.prepare("select id from teams where slug = ?").get(slug) as { id: number }).id;
    const [bears, packers] = [id("chicago-bears"), id("green-bay-packers")];
    const best = db
      .prepare(
        `select max(case when home_team_id = ? then home_score - away_score else away_score - home_score end) as m
           from games where status = 'final' and home_score is not null and away_score is not null
            and ((home_team_id = ? and away_team_id = ?) or (home_team_id = ? and away_team_id = ?))`,
      )
      .get(bears, bears, packers, packers, bears) as { m: number };
    const firstMargin = page
      .getByRole("table", { name: /Meetings of the Chicago Bears/ })
      .locator("tbody tr")
      .first()
      .locator("td")
      .last();
    await expect(firstMargin).toHaveText(best.m > 0 ? `+${best.m}` : String(best.m));
  });

  test("a pair across sites is not found, on the sport site and its API", async ({ page, request }) => {
    const res = await page.goto(hostUrl("nba", "/teams/chicago-bears/vs/green-bay-packers"));
    expect(res?.status()).toBe(404);
    const mixed = await request.get(
      hostUrl("hub", "/api/explore/head-to-head/chicago-bears/boston-celtics/"),
    );
    expect(mixed.status()).toBe(404);
  });

  test("nba: the picker chooses an opponent without scripts", async ({ page }) => {
    await page.goto(hostUrl("nba", "/teams/boston-celtics/vs"));
    await page.locator('select[name="opponent"]').selectOption({ label: "Los Angeles Lakers" });
    await page.getByRole("button", { name: "Head-to-head" }).click();
    await expect(page).toHaveURL(/\/teams\/boston-celtics\/vs\/los-angeles-lakers$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "Boston Celtics vs Los Angeles Lakers",
    );
  });
});

test.describe("brackets", () => {
  // The final under its league's name of the time (domain/leagues.ts).
  const SEASONS = [
    {
      site: "nba",
      slug: "nba-2025-26",
      final: "NBA Finals",
      champion: "New York Knicks",
      runnerUp: "San Antonio Spurs",
      result: "New York Knicks won 4-1",
    },
    {
      site: "nhl",
      slug: "nhl-2025-26",
      final: "Stanley Cup Final",
      champion: "Carolina Hurricanes",
      runnerUp: "Vegas Golden Knights",
      result: "Carolina Hurricanes won 4-2",
    },
    {
      site: "nfl",
      slug: "nfl-1985",
      final: "Super Bowl",
      champion: "Chicago Bears",
      runnerUp: "New England Patriots",
      result: "Chicago Bears won",
    },
    {
      site: "mlb",
      slug: "mlb-1985",
      final: "World Series",
      champion: "Kansas City Royals",
      runnerUp: "St. Louis Cardinals",
      result: "Kansas City Royals won 4-3",
    },
  ] as const;
  for (const x of SEASONS) {
    test(`${x.site}: ${x.slug} shows its bracket with the final`, async ({ page }) => {
      await page.goto(hostUrl(x.site, `/seasons/${x.slug}?tab=playoffs`));
      await expect(page.getByRole("heading", { name: "Bracket" })).toBeVisible();
      const final = page.getByRole("listitem", { name: x.final, exact: true });
      await expect(final).toContainText(x.champion);
      await expect(final).toContainText(x.runnerUp);
      await expect(final).toContainText(x.result);
    });
  }

  test("nba 2025-26: four rounds under the league's names, eight first-round series, each linking to its games", async ({
    page,
  }) => {
    await page.goto(hostUrl("nba", "/seasons/nba-2025-26?tab=playoffs"));
    const rounds = page
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { name: "First Round" }) })
      .first();
    await expect(rounds.getByRole("heading", { level: 3 })).toHaveText([
      "First Round",
      "Conference Semifinals",
      "Conference Finals",
      "NBA Finals",
    ]);
    const first = page.getByRole("listitem", { name: "First Round", exact: true });
    await expect(first.getByRole("list")).toHaveCount(8);
    await first
      .getByRole("link", { name: /^Game 1,/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/scores\/\d+/);
  });

  test("a season without a postseason says why, from its title record", async ({ page }) => {
    for (const { site, slug, why } of [
      { site: "nhl", slug: "nhl-2004-05", why: "Season cancelled (lockout); no Stanley Cup awarded." },
      { site: "mlb", slug: "mlb-1994", why: "No World Series (players' strike)." },
      { site: "hub", slug: "mlb-1904", why: "refused to play" },
    ]) {
      await page.goto(hostUrl(site, `/seasons/${slug}?tab=playoffs`));
      await expect(page.getByRole("heading", { name: "No postseason" })).toBeVisible();
      await expect(page.getByText(why)).toBeVisible();
      await expect(page.getByText("Coming Soon")).toHaveCount(0);
    }
  });

  test("a phone reads the bracket without scrolling sideways", async ({ browser }) => {
    const { page, context } = await openOnPhone(browser, hostUrl("nhl", "/seasons/nhl-2025-26?tab=playoffs"));
    await expect(page.getByRole("heading", { name: "Bracket" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  // Before its playoff games begin (2009-10) an NHL season's bracket comes from the Hockey Databank's series.
  for (const site of ["hub", "nhl"] as const) {
    test(`${site}: nhl-1985-86 shows every series of its Stanley Cup path under the round names of the time`, async ({
      page,
    }) => {
      const res = await page.goto(hostUrl(site, "/seasons/nhl-1985-86?tab=playoffs"));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Bracket" })).toBeVisible();
      const rounds = page
        .getByRole("list")
        .filter({ has: page.getByRole("heading", { name: "Division Semi-Finals" }) });
      await expect(rounds.getByRole("heading", { level: 3 })).toHaveText([
        "Division Semi-Finals",
        "Division Finals",
        "Conference Finals",
        "Stanley Cup Finals",
      ]);
      await expect(
        page.getByRole("listitem", { name: "Division Semi-Finals", exact: true }).getByRole("list"),
      ).toHaveCount(8);
      const final = page.getByRole("listitem", { name: "Stanley Cup Finals", exact: true });
      await expect(final).toContainText("Montreal Canadiens won 4-1");
      await expect(final).toContainText("Calgary Flames");
      // No games to link to; the team seasons are links.
      await expect(final.getByRole("link", { name: /^Game / })).toHaveCount(0);
      await final.getByRole("link", { name: "Calgary Flames" }).click();
      await expect(page).toHaveURL(/\/teams\/calgary-flames.*1985/);
    });
  }

  test("nhl-1985-86 passes axe and reads on a phone without scrolling sideways", async ({ browser }) => {
    const { page, context } = await openOnPhone(browser, hostUrl("nhl", "/seasons/nhl-1985-86?tab=playoffs"));
    await expect(page.getByRole("listitem", { name: "Stanley Cup Finals", exact: true })).toContainText(
      "Montreal Canadiens won 4-1",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("nhl-1924-25: the Cup Final against a WCHL club, a series decided on total goals and one won by default", async ({
    page,
  }) => {
    await page.goto(hostUrl("nhl", "/seasons/nhl-1924-25?tab=playoffs"));
    await expect(page.getByRole("listitem", { name: "Stanley Cup Finals", exact: true })).toContainText(
      "Victoria Cougars won 3-1",
    );
    await expect(page.getByRole("listitem", { name: "Semi-Finals", exact: true })).toContainText(
      "Montreal Canadiens won 5-2 on total goals (games 2-0)",
    );
    await expect(page.getByRole("listitem", { name: "Finals", exact: true })).toContainText(
      "Montreal Canadiens won by default",
    );
  });

  test("nba: the champion row's road to the title leads to the bracket", async ({ page }) => {
    await page.goto(hostUrl("nba", "/championships/nba-finals"));
    await page.getByRole("link", { name: "Road to the title" }).first().click();
    await expect(page).toHaveURL(/\/seasons\/[a-z0-9-]+\?tab=playoffs/);
    await expect(page.getByRole("heading", { name: "Bracket" })).toBeVisible();
  });
});

test.describe("franchise timeline and opponents", () => {
  for (const { site, slug } of [
    { site: "nfl", slug: "chicago-bears" },
    { site: "nba", slug: "boston-celtics" },
    { site: "nhl", slug: "montreal-canadiens" },
    { site: "mlb", slug: "new-york-yankees" },
    { site: "hub", slug: "green-bay-packers" },
  ]) {
    test(`${site}: ${slug} shows its timeline, its table and its most-played opponents`, async ({ page }) => {
      await page.goto(hostUrl(site, `/teams/${slug}`));
      await expect(page.getByRole("heading", { name: "Franchise timeline" })).toBeVisible();
      const rows = db
        .prepare(
          `select count(*) as n from team_seasons ts join teams t on t.id = ts.team_id where t.slug = ? and ts.wins is not null`,
        )
        .get(slug) as { n: number };
      const table = page.getByRole("table", { name: /^Franchise timeline/ });
      // At least the seasons the season-by-season source gives (standings add recent ones).
      expect(await table.locator("tbody tr").count()).toBeGreaterThanOrEqual(Math.min(rows.n, 1));
      // Each point links to its season's page.
      await expect(page.locator(`svg a[href^="/teams/${slug}/"]`).first()).toBeAttached();
      const opponents = page.getByRole("table", { name: /Most-played opponents/ });
      await expect(opponents.locator("tbody tr").first()).toBeVisible();
      await opponents.getByRole("link").first().click();
      await expect(page).toHaveURL(new RegExp(`/teams/${slug}/vs/[a-z0-9-]+$`));
    });
  }
});

test.describe("on this day", () => {
  for (const site of ["hub", "nba", "nhl", "nfl", "mlb"] as const) {
    test(`${site}: the home page shows November 21`, async ({ page }) => {
      await page.goto(hostUrl(site, "/"));
      const section = page.getByRole("region", { name: "On this day: November 21" });
      await expect(section).toBeVisible();
      await expect(section.getByRole("heading", { name: "Born on this day" })).toBeVisible();
      await expect(
        section.getByRole("link", { name: /Everything that happened on November 21/ }),
      ).toHaveAttribute("href", "/on-this-day?date=11-21");
    });
  }

  test("nfl: February 2 lists the Super Bowls decided that day, each linking onward", async ({ page }) => {
    await page.goto(hostUrl("nfl", "/on-this-day?date=02-02"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("On this day: February 2");
    const titles = page.getByRole("region", { name: "Titles clinched" });
    const expected = db
      .prepare(
        `select count(*) as n from champions c join championships ch on ch.id = c.championship_id join sports s on s.id = ch.sport_id
          where s.slug = 'football' and ch.level_id = (select id from levels where slug = 'professional') and substr(c.game_date, 6, 5) = '02-02' and c.team_id is not null`,
      )
      .get() as { n: number };
    await expect(titles.getByRole("listitem")).toHaveCount(expected.n);
    await expect(titles).toContainText("Kansas City Chiefs won the Super Bowl over San Francisco 49ers");
    await expectNoAxeViolations(page);
  });

  test("a bad date answers 400 with the spec's wording", async ({ page }) => {
    const res = await page.goto(hostUrl("hub", "/on-this-day?date=02-30"));
    expect(res?.status()).toBe(400);
    await expect(page.getByText("Date input not valid.")).toBeVisible();
  });

  test("hub: the page has every sport's day and is axe clean", async ({ page }) => {
    await page.goto(hostUrl("hub", "/on-this-day?date=06-14"));
    await expect(page.getByRole("region", { name: "Titles clinched" })).toContainText("Carolina Hurricanes");
    await expectNoAxeViolations(page);
  });
});

test.describe("game page", () => {
  test("nba: a Finals game lists the teams' previous meetings", async ({ page }) => {
    const game = db
      .prepare(
        `select g.id, g.game_date, g.home_team_id, g.away_team_id from games g join sports s on s.id = g.sport_id
          where s.slug = 'basketball' and g.game_type = 'championship' and g.season_start_year = 2025 order by g.game_date limit 1`,
      )
      .get() as { id: number; game_date: string; home_team_id: number; away_team_id: number };
    const earlier = db
      .prepare(
        `select count(*) as n from games where status = 'final' and home_score is not null and game_date < ?
           and ((home_team_id = ? and away_team_id = ?) or (home_team_id = ? and away_team_id = ?))`,
      )
      .get(game.game_date, game.home_team_id, game.away_team_id, game.away_team_id, game.home_team_id) as {
      n: number;
    };
    await page.goto(hostUrl("nba", `/scores/${game.id}`));
    const section = page.getByRole("region", { name: "Previous meetings" });
    await expect(section.getByRole("listitem")).toHaveCount(Math.min(5, earlier.n));
    await expect(
      section.getByRole("link", { name: new RegExp(`all ${earlier.n} earlier meetings`) }),
    ).toBeVisible();
  });
});
