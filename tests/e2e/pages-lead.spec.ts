/**
 * Issue 24: pages that lead somewhere and read well on phones.
 * - Every team, person and season name in the champion, standings, season, schedule and
 *   coaching-history views is a link where its page exists, and the link stays on the item's site.
 * - No page kind is wider than a 390 px phone on any host; wide tables scroll inside their box
 *   with the first column frozen.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { hostUrl, siteGet } from "./helpers";
import { crawlSeed, fullCrawl, seededRandom, shuffled } from "./sample";

/** Fails on a name cell without a link to the expected kind of page, naming the first offenders. */
async function expectNamesLinked(cells: Locator, href: RegExp, what: string) {
  // One read of every cell (a round trip per cell took seconds on a long table).
  const found = await cells.evaluateAll((nodes) =>
    nodes.map((cell) => ({
      text: (cell as HTMLElement).innerText.trim(),
      hrefs: [...cell.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? ""),
    })),
  );
  expect(found.length, `${what}: rows on the page`).toBeGreaterThan(0);
  const missing = found.filter((cell) => !cell.hrefs.some((h) => href.test(h))).map((cell) => cell.text);
  expect(missing.slice(0, 5), `${what}: names that are not links`).toEqual([]);
}

/** Follows the first link of `cells` and expects the page to answer on the same site. */
async function followFirst(page: Page, cells: Locator, href: RegExp) {
  const first = (
    await cells.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
  ).find((h) => href.test(h));
  expect(first).toBeTruthy();
  const origin = new URL(page.url()).origin;
  const response = await page.goto(`${origin}${first}`);
  expect(response?.status(), `${first} answers`).toBe(200);
}

const TEAM_SEASON = /^\/teams\/[^/]+\/\d{4}$/;

const SITES = [
  { key: "hub", championship: "super-bowl", standings: true },
  { key: "nfl", championship: "super-bowl", standings: true },
  { key: "nba", championship: "nba-finals", standings: true },
  { key: "mlb", championship: "world-series", standings: true },
  { key: "cbb", championship: "ncaa-mens-basketball-tournament", standings: false },
] as const;

test.describe("every name a link", () => {
  for (const site of SITES) {
    test(`${site.key}: champion rows, championship, standings and season pages`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(hostUrl(site.key, "/"));
      const recent = page.locator("#recent-champions-heading").locator("..").locator("tbody tr");
      await expectNamesLinked(recent.locator("th[scope=row]"), TEAM_SEASON, "home Recent Champions champion");
      await expectNamesLinked(
        recent.locator("td:nth-child(3)"),
        /^\/championships\//,
        "home Recent Champions title",
      );

      await page.goto(hostUrl(site.key, "/champions"));
      const rows = page.locator("table tbody tr[id^=champion-]");
      await expectNamesLinked(rows.locator("th[scope=row]"), TEAM_SEASON, "/champions champion");
      const runnersUp = rows.locator("td:nth-child(5)").filter({ hasNotText: "—" });
      await expectNamesLinked(runnersUp, TEAM_SEASON, "/champions runner-up");
      // The first title's details: the coach (when a page exists) and the season link.
      await page.goto(
        hostUrl(
          site.key,
          `/champions?open=${(await rows.first().getAttribute("id"))!.replace("champion-", "")}`,
        ),
      );
      const details = page.locator("table tbody tr", { hasText: "Coach" });
      await expect(details.getByRole("link").first()).toHaveAttribute("href", /^\/(coaches|seasons)\//);
      // The season of the title, and its road to the title (the season's bracket).
      await expect(details.locator("a[href^='/seasons/']:not([href*='tab=playoffs'])")).toHaveCount(1);
      await expect(details.getByRole("link", { name: /road to the title/i })).toHaveAttribute(
        "href",
        /^\/seasons\/[^?]+\?tab=playoffs$/,
      );
      await followFirst(page, rows.first().locator("th[scope=row]"), TEAM_SEASON);

      await page.goto(hostUrl(site.key, `/championships/${site.championship}`));
      await expectNamesLinked(
        page.getByRole("region", { name: "Current Champion" }),
        TEAM_SEASON,
        "current champion",
      );
      await expectNamesLinked(page.getByRole("region", { name: "Most Titles" }), /^\/teams\//, "most titles");
      await expectNamesLinked(page.locator("[id^=champion-]"), TEAM_SEASON, "recent champions");

      if (site.standings) {
        await page.goto(hostUrl(site.key, "/standings"));
        const names = page.locator("table tbody th[scope=row]");
        await expectNamesLinked(names, TEAM_SEASON, "standings team");
        await followFirst(page, names.first(), TEAM_SEASON);
      }
    });
  }

  test("a season page links its champion and teams; a schedule its opponents; a coach's history its teams", async ({
    page,
  }) => {
    await page.goto(hostUrl("nba", "/seasons/nba-2023-24"));
    await expect(page.locator("dd a[href='/teams/boston-celtics/2023']")).toHaveText("Boston Celtics");
    await page.goto(hostUrl("nba", "/seasons/nba-2023-24?tab=teams"));
    await expectNamesLinked(
      page.getByRole("list", { name: "Teams" }).locator("li"),
      TEAM_SEASON,
      "season teams",
    );

    await page.goto(hostUrl("nba", "/teams/boston-celtics/2023?tab=schedule"));
    await expectNamesLinked(page.locator("table tbody tr td:nth-child(3)"), TEAM_SEASON, "schedule opponent");

    await page.goto(hostUrl("nba", "/coaches/joe-mazzulla?open=history"));
    await expectNamesLinked(page.locator("#history li"), TEAM_SEASON, "coaching history team");
  });
});

test.describe("every name a link: the kinds added since", () => {
  test("leader boards, awards, drafts, head-to-head, a season's bracket and on this day link their names", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(hostUrl("hub", "/leaders"));
    await expectNamesLinked(page.locator("main table tbody th[scope=row]"), /^\/players\//, "leaders player");
    await page.goto(hostUrl("mlb", "/leaders?scope=season"));
    // A season split between clubs has no one team season to lead to.
    const teams = page.locator("main table tbody td:nth-child(4)").filter({ hasNotText: "Several teams" });
    await expectNamesLinked(teams, TEAM_SEASON, "single-season leaders team");

    await page.goto(hostUrl("nba", "/awards/nba-all-defensive-first-team"));
    await expectNamesLinked(
      page.locator("main table tbody tr > :nth-child(3)"),
      /^\/players\//,
      "award winner",
    );
    await page.goto(hostUrl("nba", "/draft/2024"));
    await expectNamesLinked(page.locator("main table tbody tr > :nth-child(3)"), /^\/teams\//, "draft team");

    await page.goto(hostUrl("nba", "/teams/boston-celtics/vs/los-angeles-lakers"));
    const series = page.locator("main table").first().locator("tbody tr");
    // A series' season leads to that season's meetings of the two.
    await expectNamesLinked(
      series.locator("th[scope=row]"),
      /[?&]season=\d{4}/,
      "head-to-head series season",
    );
    await expectNamesLinked(series.locator("td:nth-child(2)"), TEAM_SEASON, "head-to-head series winner");

    await page.goto(hostUrl("nba", "/seasons/nba-2023-24?tab=playoffs"));
    const sides = page.locator("main ul[aria-label*=' vs '] > li:not(:has(a[href*='/vs/']))");
    await expectNamesLinked(sides, /^\/teams\/[^/]+\/2023$/, "bracket team");

    // 17 June: the Celtics' 2024 title (season 2023-24) and the Panthers' 2025 Stanley Cup.
    await page.goto(hostUrl("hub", "/on-this-day?date=06-17"));
    const titles = page.getByRole("region", { name: "Titles clinched" }).locator("li");
    await expect(
      titles
        .filter({ hasText: "2024: Boston Celtics won the NBA Finals" })
        .getByRole("link", { name: "Boston Celtics" }),
    ).toHaveAttribute("href", "/teams/boston-celtics/2023");
    await expectNamesLinked(titles, TEAM_SEASON, "on this day champion");
    const born = page.getByRole("region", { name: "Birthdays" }).locator("li");
    if ((await born.count()) > 0) await expectNamesLinked(born, /^\/players\//, "on this day birthday");
  });
});

test.describe("pages of their time", () => {
  /** The conference and division badges of a team page's header. */
  const headerOf = (page: Page) =>
    page.locator("main header").filter({ has: page.getByRole("heading", { level: 1 }) });
  const CASES = [
    // The 1985 Bears played in the NFC Central (the NFC North dates from 2002).
    { key: "nfl", path: "/teams/chicago-bears/1985", shown: ["NFC", "NFC Central"], today: ["NFC North"] },
    // The 1990-91 Bruins: Wales Conference, Adams Division (today Eastern, Atlantic).
    {
      key: "nhl",
      path: "/teams/boston-bruins/1990",
      shown: ["Wales", "Adams"],
      today: ["Eastern", "Atlantic"],
    },
    // The data holds no alignment of the 1987-88 NBA: none is shown rather than today's.
    { key: "nba", path: "/teams/boston-celtics/1987", shown: [], today: ["Eastern", "Atlantic"] },
    { key: "nba", path: "/teams/boston-celtics/2024", shown: ["Eastern", "Atlantic"], today: [] },
  ] as const;
  for (const c of CASES) {
    test(`${c.key} ${c.path}: the header shows the conference and division of that season`, async ({
      page,
    }) => {
      await page.goto(hostUrl(c.key, c.path));
      const header = headerOf(page);
      await expect(header.getByRole("heading", { level: 1 })).toBeVisible();
      for (const name of c.shown) await expect(header.getByText(name, { exact: true })).toBeVisible();
      for (const name of c.today) await expect(header.getByText(name, { exact: true })).toHaveCount(0);
    });
  }

  test("a team page's season list gives each season's finish in the division of its time", async ({
    page,
  }) => {
    await page.goto(hostUrl("nfl", "/teams/chicago-bears"));
    const row = page
      .getByRole("table", { name: /Franchise summary/ })
      .locator("tbody tr", { has: page.locator("a[href='/teams/chicago-bears/1985']") });
    await expect(row).toContainText("1st in NFC Central");
    const latest = page
      .getByRole("table", { name: /Franchise summary/ })
      .locator("tbody tr", { has: page.locator("a[href='/teams/chicago-bears/2024']") });
    await expect(latest).toContainText("in NFC North");
  });
});

/** Page kinds of a site, with real slugs read from the site's own API. */
async function pageKinds(request: APIRequestContext, key: string): Promise<string[]> {
  const first = async (path: string) => {
    const body = (await (await siteGet(request, key, path)).json()) as {
      results: { slug?: string | null; id?: number }[];
    };
    return body.results[0] ?? null;
  };
  const [team, season, player, coach, championship, game, other, award, draft] = await Promise.all([
    first("/api/teams/teams/?page_size=1"),
    first("/api/championships/seasons/?page_size=1&is_active=false"),
    first("/api/people/players/?page_size=1"),
    first("/api/people/coaches/?page_size=1"),
    first("/api/championships/championships/?page_size=1"),
    first("/api/games/games/?page_size=1&status=final&ordering=-game_date"),
    first("/api/teams/teams/?page_size=1&page=2"),
    first("/api/awards/awards/?page_size=1"),
    (async () =>
      (
        (await (await siteGet(request, key, "/api/drafts/drafts/?page_size=1")).json()) as {
          results: { year: number }[];
        }
      ).results[0] ?? null)(),
  ]);
  const paths = [
    "/",
    "/championships",
    "/champions",
    "/teams",
    "/scores",
    "/seasons",
    "/standings",
    "/players",
    "/coaches",
    "/search?q=bo",
  ];
  // The kinds added since: on this day, downloads, and where the site holds them, leader boards, awards and drafts.
  paths.push("/on-this-day", "/downloads");
  if ((await siteGet(request, key, "/leaders")).status() === 200)
    paths.push("/leaders", "/leaders?scope=season");
  if (award?.slug) paths.push("/awards", `/awards/${award.slug}`);
  if (draft) paths.push("/draft", `/draft/${draft.year}`);
  if (team?.slug && other?.slug) paths.push(`/teams/${team.slug}/vs/${other.slug}`);
  if (championship?.slug) paths.push(`/championships/${championship.slug}`);
  if (team?.slug) {
    paths.push(`/teams/${team.slug}`);
    const seasons = (await (
      await siteGet(request, key, `/api/teams/teams/${team.slug}/seasons/`)
    ).json()) as { results: { start_year: number }[] };
    const year = seasons.results.find((s) => s.start_year <= 2024)?.start_year;
    if (year)
      paths.push(
        `/teams/${team.slug}/${year}`,
        `/teams/${team.slug}/${year}?tab=schedule`,
        `/teams/${team.slug}/${year}?tab=roster`,
      );
  }
  if (season?.slug)
    paths.push(
      `/seasons/${season.slug}`,
      `/seasons/${season.slug}?tab=standings`,
      `/seasons/${season.slug}?tab=playoffs`,
    );
  if (player?.slug) paths.push(`/players/${player.slug}`);
  if (coach?.slug) paths.push(`/coaches/${coach.slug}?open=history`);
  if (game?.id) paths.push(`/scores/${game.id}`);
  return paths;
}

/** Page kinds a phone visit samples per host and run (about a third: every kind is visited over a few runs). */
const PHONE_SAMPLE = 10;

test.describe("phones: no page wider than 390 px", () => {
  // The server's HTML, unhydrated: the widest a page gets (native filter fields with their Apply
  // button; the widgets replace them only on first use), at a third less of the browser's time per
  // page. The hydrated pages' width is checked once per kind by the axe walk (pages-axe.spec.ts).
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  for (const key of ["hub", "nfl", "nba", "mlb", "nhl", "cfb", "cbb", "cbs", "chk"]) {
    test(`${key}: every page kind fits`, async ({ page, request }) => {
      test.setTimeout(120_000);
      // A sample of the kinds per run, drawn by the run's seed (CRAWL=full visits every kind).
      const seed = crawlSeed();
      const kinds = await pageKinds(request, key);
      const visited = fullCrawl ? kinds : shuffled(kinds, seededRandom(seed)).slice(0, PHONE_SAMPLE);
      console.log(
        `[phones] ${key}: ${fullCrawl ? "every kind" : `a sample, seed ${seed} (CRAWL_SEED=${seed} repeats it, CRAWL=full visits all)`}: ${visited.length} of ${kinds.length} page kinds`,
      );
      const wide: string[] = [];
      for (const path of visited) {
        await page.goto(hostUrl(key, path));
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) wide.push(`${path}: ${width}px`);
      }
      expect(wide, `pages wider than the phone (seed ${seed})`).toEqual([]);
    });
  }
});

test.describe("phones: wide tables and the menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("a wide table scrolls in its box with the team column frozen; the menu, with the search, one tap away", async ({
    page,
  }) => {
    await page.goto(hostUrl("nhl", "/standings?season=2018"));
    const box = page.getByRole("region", { name: /standings \(scrolls sideways\)/ }).first();
    const scrollable = await box.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollable).toBe(true);
    const name = box.locator("tbody th[scope=row]").first();
    const before = (await name.boundingBox())!.x;
    await box.evaluate((el) => el.scrollBy(200, 0));
    expect(Math.round((await name.boundingBox())!.x)).toBe(Math.round(before));
    // The menu is on screen, and one tap on it shows the search field with the navigation.
    const menu = page.locator("header summary", { hasText: "Menu" });
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(390);
    await menu.click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).locator("input").first()).toBeVisible();
  });
});
