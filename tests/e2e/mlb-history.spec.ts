import { expect, test } from "@playwright/test";
import { hostUrl, siteGet } from "./helpers";

// MLB from 1871 (issue 39) on the real database, with JavaScript on and off (the two projects):
// the Yankees-Red Sox meetings from 1901 under the names of the time, the 1927 Yankees' schedule,
// the standings of 1871 and 1906 labelled by league with the note on what they count, and a club of
// the past reached from a 19th-century table.

test.describe("MLB game history from 1871", () => {
  test("mlb: Yankees vs Red Sox counts every meeting from 1901, the first as Baltimore Orioles vs Boston Americans", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/teams/new-york-yankees/vs/boston-red-sox"));
    const summary = page.locator(
      'dl[aria-label="Record of the New York Yankees against the Boston Red Sox"]',
    );
    await expect(summary).toContainText("1270-1065-14 in 2349");
    await expect(summary).toContainText("1258-1053-14 in 2325");
    await expect(summary).toContainText("1901-04-26: Baltimore Orioles 10, Boston Americans 6");
    // The games start before the pair's first meeting: no "earlier meetings are playoff games".
    await expect(page.getByText(/^Games through the /)).not.toContainText("playoff games");
  });

  test("mlb: the 1927 Yankees' schedule lists 155 games, 110 won and one tie", async ({ page }) => {
    await page.goto(hostUrl("mlb", "/teams/new-york-yankees/1927?tab=schedule"));
    await expect(page.locator("#schedule-regular")).toContainText("155 games");
    const rows = page.locator("section", { has: page.locator("#schedule-regular") }).locator("tbody tr");
    await expect(rows).toHaveCount(155);
    await expect(rows.filter({ hasText: /W\s*\d+-\d+/ })).toHaveCount(110);
    await expect(rows.filter({ hasText: /T\s*\d+-\d+/ })).toHaveCount(1);
  });

  test("mlb: the 1871 standings are the National Association's, with the note on how it is counted, and link its clubs", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/standings?season=1871"));
    const table = page.getByRole("table", { name: /1871/ });
    await expect(table).toContainText("National Association");
    await expect(table.locator("tbody tr").filter({ hasText: /\d/ })).toHaveCount(9);
    await expect(table.getByRole("row", { name: /Philadelphia Athletics/ })).toContainText("21");
    await expect(page.getByTestId("mlb-standings-note")).toContainText(
      "the National Association (1871-1875) is included as Lahman includes it, though MLB's official records do not count it as a major league; the Federal League (1914-1915) is a major league in both.",
    );
    await page.getByRole("link", { name: "Rockford Forest Citys", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rockford Forest Citys");
    await expect(page.getByText("Former franchise (last season 1871)").first()).toBeVisible();
  });

  test("mlb: the 1906 standings give the Cubs 116-36 in the National League", async ({ page }) => {
    await page.goto(hostUrl("mlb", "/standings?season=1906"));
    const cubs = page.getByRole("row", { name: /Chicago Cubs/ });
    await expect(cubs).toContainText("116");
    await expect(cubs).toContainText("36");
    await expect(page.getByRole("table", { name: /1906/ })).toContainText("National League");
  });

  test("mlb: every team a 19th-century or Federal League table links to has its page and its season", async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const seen = new Set<string>();
    for (const season of [1871, 1884, 1890, 1914]) {
      const html = await (await siteGet(request, "mlb", `/standings?season=${season}`)).text();
      // A table links each club to its season page (/teams/{slug}/{season}).
      const clubs = new Set(
        [...html.matchAll(/href="\/teams\/([a-z0-9-]+)\/(\d{4})"/g)].map((m) => `/teams/${m[1]!}`),
      );
      expect(clubs.size).toBeGreaterThan(7);
      // The club's page once, its season page every season; a few requests at a time.
      const paths = [...clubs].flatMap((club) => [...(seen.has(club) ? [] : [club]), `${club}/${season}`]);
      for (const club of clubs) seen.add(club);
      for (let i = 0; i < paths.length; i += 4) {
        const batch = paths.slice(i, i + 4);
        const statuses = await Promise.all(
          batch.map(async (path) => (await siteGet(request, "mlb", path)).status()),
        );
        expect(Object.fromEntries(batch.map((path, j) => [path, statuses[j]]))).toEqual(
          Object.fromEntries(batch.map((path) => [path, 200])),
        );
      }
    }
    // Clubs of leagues that ended: the National Association, the Union Association, the Players'
    // League and the Federal League.
    expect(seen.has("/teams/rockford-forest-citys")).toBe(true);
    expect(seen.has("/teams/st-louis-maroons")).toBe(true);
    expect(seen.has("/teams/brooklyn-ward-s-wonders")).toBe(true);
    expect(seen.has("/teams/chicago-whales")).toBe(true);
  });
});
