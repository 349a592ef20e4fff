/**
 * The site scope invariant (docs/rules.md#site-scope), on the real server and database: on each of
 * the eight sport sites every API list, search, suggestion, CSV, sitemap and list page holds only
 * items of the site's sport and level, checked against the hub's (unscoped) answer for each item;
 * items of another site answer 404 with a link to where they belong.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNotFoundPage, hostUrl, siteGet } from "./helpers";
import {
  hrefsOf,
  itemPaths,
  SPORT_SITE_KEYS,
  SPORT_SITES,
  strangers,
  type SportSiteKey,
} from "./scope-oracle";

/** Searches that used to leak: names shared across sports, a year, common words. */
const SEARCHES = ["lakers", "1986", "john", "state", "boston"];
/** Per list: a text the `search` filter is tried with. */
const API_LISTS: [path: string, search: string | null][] = [
  ["/api/people/players/", "john"],
  ["/api/people/coaches/", "john"],
  ["/api/teams/teams/", "state"],
  ["/api/championships/championships/", null],
  ["/api/championships/champions/", "boston"],
  ["/api/championships/seasons/", "2020"],
  ["/api/games/games/", null],
  ["/api/games/standings/", null],
  ["/api/core/sports/", null],
];

/** One CSV line's fields (quoted fields may hold commas). */
function csvFields(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .map((m) => m[1]!.replace(/^"|"$/g, "").replace(/""/g, '"'))
    .slice(0, -1);
}

type Item = {
  sport?: { slug?: string | null } | null;
  level?: { slug?: string | null } | null;
  slug?: string | null;
};

function offScope(site: SportSiteKey, items: readonly Item[]): string[] {
  const want = SPORT_SITES[site];
  return items
    .filter((i) => i.sport?.slug !== want.sport || (i.level !== undefined && i.level?.slug !== want.level))
    .map((i) => `${i.slug ?? "?"} (${i.sport?.slug}/${i.level?.slug})`);
}

async function json<T>(request: APIRequestContext, site: string, path: string): Promise<T> {
  const res = await siteGet(request, site, path);
  expect(res.status(), `${site} ${path}`).toBe(200);
  return (await res.json()) as T;
}

test.describe("the API of a sport site", () => {
  // HTTP only: the same in both browser projects, so it runs once.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "API answers do not depend on the browser");

  for (const site of SPORT_SITE_KEYS) {
    test(`${site}: every list, page and search holds only its sport and level`, async ({ request }) => {
      const problems: string[] = [];
      for (const [path, search] of API_LISTS) {
        const variants = [
          `${path}?page_size=25`,
          `${path}?page_size=25&page=3`,
          `${path}?page_size=25&sport__slug=hockey&level__slug=professional`,
        ];
        if (search) variants.push(`${path}?page_size=25&search=${search}`);
        for (const url of variants) {
          const res = await siteGet(request, site, url);
          // A later page past the end is the contract's 404; nothing else may fail.
          if (res.status() === 404 && url.includes("page=3")) continue;
          expect(res.status(), `${site} ${url}`).toBe(200);
          const body = (await res.json()) as { results: Item[] };
          // Core sports carry no level: the sport alone is checked.
          const items =
            path === "/api/core/sports/"
              ? body.results.map((s) => ({ sport: { slug: s.slug }, slug: s.slug }))
              : body.results;
          for (const bad of offScope(site, items)) problems.push(`${url}: ${bad}`);
        }
      }
      // The hub is not scoped: the same list there holds several sports.
      const hub = await json<{ results: Item[] }>(request, "hub", "/api/people/players/?page_size=200");
      expect(new Set(hub.results.map((p) => p.sport?.slug)).size).toBeGreaterThan(1);
      expect(problems).toEqual([]);
    });

    test(`${site}: the search API and the header suggestions find only its sport and level`, async ({
      request,
    }) => {
      const problems: string[] = [];
      for (const q of SEARCHES) {
        const answer = await json<{ groups: { results: Item[] }[] }>(
          request,
          site,
          `/api/search/?q=${q}&page_size=50`,
        );
        for (const bad of offScope(
          site,
          answer.groups.flatMap((g) => g.results),
        ))
          problems.push(`search ${q}: ${bad}`);
        const suggestions = await json<{ suggestions: { href: string }[] }>(
          request,
          site,
          `/search.json?q=${q}`,
        );
        for (const bad of await strangers(
          request,
          site,
          itemPaths(
            suggestions.suggestions.map((s) => s.href),
            site,
          ),
        ))
          problems.push(`suggestion ${q}: ${bad}`);
      }
      expect(problems).toEqual([]);
    });

    test(`${site}: CSVs and the sitemap hold only its own items`, async ({ request }) => {
      const want = SPORT_SITES[site];
      const championships = await json<{
        results: { name: string; slug: string; sport: { slug: string }; level: { slug: string } }[];
      }>(request, "hub", "/api/championships/championships/");
      const own = championships.results
        .filter((c) => c.sport.slug === want.sport && c.level.slug === want.level)
        .map((c) => c.name);
      const champions = await siteGet(request, site, "/champions.csv");
      expect(champions.status()).toBe(200);
      const rows = (await champions.text()).trim().split("\n").slice(1);
      const column = rows.map((r) => csvFields(r)[3]);
      expect(column.filter((name) => !own.includes(name!))).toEqual([]);

      const standings = await siteGet(request, site, "/standings.csv");
      expect(standings.status()).toBe(200);
      const teams = await json<{ results: { name: string }[] }>(
        request,
        "hub",
        `/api/teams/teams/?sport__slug=${want.sport}&level__slug=${want.level}&page_size=1000`,
      );
      const names = new Set(teams.results.map((t) => t.name));
      const standingTeams = (await standings.text())
        .trim()
        .split("\n")
        .slice(1)
        .map((r) => csvFields(r)[5]);
      // A name of the time (Oakland Athletics) is found by the hub's search among the team's former names.
      const unknown: string[] = [];
      for (const name of new Set(standingTeams.filter((n): n is string => !!n && !names.has(n)))) {
        const found = await json<{
          groups: { results: (Item & { name: string; matched_name: { name: string } | null })[] }[];
        }>(request, "hub", `/api/search/?kind=teams&q=${encodeURIComponent(name)}`);
        const match = found.groups
          .flatMap((g) => g.results)
          .find((t) => t.name === name || t.matched_name?.name === name);
        if (!match || offScope(site, [match]).length) unknown.push(name);
      }
      expect(unknown).toEqual([]);

      // Data quality: the per-league rows are the site's championship's, and the page says so.
      const quality = await json<{
        league: string | null;
        freshness: { key: string }[];
        accuracy: { key: string }[];
      }>(request, site, "/api/analytics/data-quality/");
      const hubQuality = await json<{ league: string | null; freshness: { key: string }[] }>(
        request,
        "hub",
        "/api/analytics/data-quality/",
      );
      const slugs = championships.results.filter((c) => own.includes(c.name)).map((c) => c.slug);
      expect(quality.league).toBe(own.join(", "));
      expect(hubQuality.league).toBeNull();
      expect(quality.freshness.filter((f) => !slugs.some((slug) => f.key.startsWith(`${slug}-`)))).toEqual(
        [],
      );
      expect(quality.freshness.length).toBeLessThan(hubQuality.freshness.length);

      const sitemap = await siteGet(request, site, "/sitemap.xml");
      const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(await strangers(request, site, itemPaths(locs, site), 40)).toEqual([]);
    });
  }

  test("an item of another sport or level is not found on a sport site's API, and is on its own", async ({
    request,
  }) => {
    // Tom Abatemarco coached college basketball: not an NBA coach.
    expect((await siteGet(request, "nba", "/api/people/coaches/tom-abatemarco/")).status()).toBe(404);
    expect((await siteGet(request, "cbb", "/api/people/coaches/tom-abatemarco/")).status()).toBe(200);
    expect(
      (await siteGet(request, "nba", "/api/teams/teams/lake-superior-state-lakers-hockey/")).status(),
    ).toBe(404);
    expect(
      (
        await siteGet(
          request,
          "nfl",
          "/api/championships/championships/college-football-national-championship/",
        )
      ).status(),
    ).toBe(404);
    // A visitor's own scope header cannot widen a sport site's scope.
    const forged = await siteGet(request, "nba", "/api/people/players/?page_size=200", {
      "x-site-scope": "",
    });
    expect(offScope("nba", ((await forged.json()) as { results: Item[] }).results)).toEqual([]);
  });
});

/** List pages of every sport site; each link to an item must be an item of that site. */
const LIST_PAGES = [
  "/",
  "/players",
  "/players?page=2",
  "/players?q=john",
  "/coaches",
  "/coaches?page=2",
  "/coaches?q=john",
  "/teams",
  "/seasons",
  "/champions",
  "/championships",
  "/standings",
  "/scores",
  "/search?q=lakers",
  "/search?q=1986",
  "/search?q=john",
];

test.describe("the pages of a sport site", () => {
  for (const site of SPORT_SITE_KEYS) {
    // The links are read from the server's HTML, over HTTP: every link of a list page is rendered by
    // the server (the pages are complete without JavaScript, and hydration renders the same data),
    // so a browser visit, with or without scripts, reads the same hrefs at many times the cost. It
    // only reads, so it runs in the JavaScript project alone (tests/e2e/no-javascript.ts).
    test(`${site}: every list page links only to its own sport and level`, async ({ request }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      for (const path of LIST_PAGES) {
        const res = await siteGet(request, site, path, { accept: "text/html" });
        expect(res.status(), `${site} ${path}`).toBe(200);
        const html = await res.text();
        const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
        expect(main.length, `${site} ${path}: a main element`).toBeGreaterThan(0);
        for (const bad of await strangers(request, site, itemPaths(hrefsOf(main), site), 12))
          problems.push(`${path}: ${bad}`);
      }
      expect(problems).toEqual([]);
    });
  }

  test("another site's item answers 404 with links to the site it belongs to and to the hub", async ({
    page,
  }) => {
    await expectNotFoundPage(page, hostUrl("nba", "/coaches/tom-abatemarco"), "Coach Not Found");
    const links = page.getByRole("navigation", { name: "This page on other sites" }).getByRole("link");
    await expect(links.first()).toHaveAttribute("href", hostUrl("cbb", "/coaches/tom-abatemarco"));
    await expect(links.nth(1)).toHaveAttribute("href", hostUrl("hub", "/coaches/tom-abatemarco"));
    await links.first().click();
    await expect(page).toHaveURL(hostUrl("cbb", "/coaches/tom-abatemarco"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Abatemarco");

    // A college team on the pro site, and a plain unknown slug (no links: it is nowhere).
    expect((await page.goto(hostUrl("nba", "/teams/lake-superior-state-lakers-hockey")))?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "This page on other sites" })).toContainText(
      "College Hockey History",
    );
    expect((await page.goto(hostUrl("nba", "/players/no-such-player-anywhere")))?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "This page on other sites" })).toHaveCount(0);
  });
});
