/**
 * Issue 24: dates that type and pages that keep their place.
 * - A typed Scores date navigates once, when it is complete and entered; a start after the end
 *   moves the end; previous / next links step a day (a week on football sites), without JavaScript too.
 * - Back and Forward restore the scroll position, and the search box and dropdowns show what the
 *   URL says.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_PORT } from "../../playwright.config";
import { chooseOption, enhanceField, hostUrl, jsEnabled } from "./helpers";

const range = (page: Page) => page.getByTestId("range");
/**
 * Follows the range's `link` and waits for the range it leads to: each step's link is the page's
 * own, so the next step must wait for the page this click leads to.
 */
async function step(page: Page, link: string, expected: string) {
  await page.getByRole("link", { name: link }).click();
  await expect(range(page)).toHaveText(expected);
}

/** Requests of page data (a client navigation) or of a whole document, counted from now on. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on("request", (r) => {
    if (r.resourceType() === "document" || /\/scores\.data/.test(r.url())) count++;
  });
  return () => count;
}

test.describe("scores dates", () => {
  test("a date typed with the keyboard navigates once, when complete; a start after the end moves the end", async ({
    page,
  }, testInfo) => {
    await page.goto(hostUrl("nhl", "/scores?end=2025-11-02&start=2025-11-01"));
    await expect(range(page)).toHaveText("Nov 1 – Nov 2, 2025");
    const navigations = countNavigations(page);
    if (jsEnabled(testInfo)) {
      await enhanceField(page, "start"); // the react-aria picker, loaded on first use
      const month = page
        .getByRole("group", { name: "Start date" })
        .getByRole("spinbutton", { name: /month/i });
      await expect(month).toBeVisible();
      await month.focus();
      await page.keyboard.type("11052025");
      // Every keystroke of the year made a complete date (year 2, 20, 202): none of them applied.
      await expect(page).toHaveURL(/start=2025-11-01/);
      expect(navigations()).toBe(0);
    } else {
      const start = page.locator('input[name="start"]');
      await start.focus();
      await page.keyboard.type("11052025");
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/start=2025-11-05/);
    // The end date (Nov 2) was before the new start: it moved to it.
    await expect(range(page)).toHaveText("Wednesday, Nov 5, 2025");
    // Without JavaScript the form's empty fields are dropped by a redirect to the canonical URL.
    if (jsEnabled(testInfo)) expect(navigations()).toBe(1);
  });

  test("a typed date applies when the field is left with Tab", async ({ page }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "without JavaScript the form applies with Enter or the Apply button");
    await page.goto(hostUrl("nba", "/scores?end=2024-01-20&start=2024-01-01"));
    const navigations = countNavigations(page);
    await enhanceField(page, "start");
    const month = page.getByRole("group", { name: "Start date" }).getByRole("spinbutton", { name: /month/i });
    await expect(month).toBeVisible();
    await month.focus();
    await page.keyboard.type("01132024");
    await expect(page).toHaveURL(/start=2024-01-01/);
    await page.keyboard.press("Tab"); // to the calendar button, still inside the field
    await page.keyboard.press("Tab");
    await expect(page).toHaveURL(/start=2024-01-13/);
    await expect(range(page)).toHaveText("Jan 13 – Jan 20, 2024");
    expect(navigations()).toBe(1);
  });

  test("previous and next step a day; on a football site a week", async ({ page }) => {
    await page.goto(hostUrl("nhl", "/scores"));
    await expect(range(page)).toHaveText("Saturday, Nov 21, 2026");
    await step(page, "Previous day", "Friday, Nov 20, 2026");
    await step(page, "Next day", "Saturday, Nov 21, 2026");
    await step(page, "Next day", "Sunday, Nov 22, 2026");

    await page.goto(hostUrl("nfl", "/scores"));
    await expect(range(page)).toHaveText("Nov 16 – Nov 22, 2026");
    await step(page, "Next week", "Nov 23 – Nov 29, 2026");
    await step(page, "Previous week", "Nov 16 – Nov 22, 2026");
    await step(page, "Previous week", "Nov 9 – Nov 15, 2026");

    // The hub: a day, keeping the other filters.
    await page.goto(hostUrl("hub", "/scores?status=final"));
    await page.getByRole("link", { name: "Previous day" }).click();
    await expect(page).toHaveURL(/start=2026-11-20/);
    await expect(page).toHaveURL(/status=final/);
  });
});

test.describe("back keeps the place", () => {
  // The same code restores the place on every host: the hub and one sport site.
  for (const key of ["hub", "nhl"]) {
    test(`${key}: Back returns to the scroll position of a long table`, async ({ page }) => {
      await page.goto(hostUrl(key, "/champions"));
      const rows = page.locator("table tbody tr[id^=champion-]");
      const row = rows.nth(40);
      await row.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      const before = await page.evaluate(() => Math.round(window.scrollY));
      expect(before).toBeGreaterThan(600);
      await row.locator("th a").first().click();
      await expect(page).toHaveURL(/\/teams\//);
      await page.goBack();
      await expect(page).toHaveURL(/\/champions$/);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(before - 30);
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(before + 30);
    });
  }

  test("the search box and dropdowns match the URL after Back and Forward", async ({ page }, testInfo) => {
    const search = page.getByPlaceholder("Search teams...");
    await page.goto(hostUrl("nhl", "/scores?end=2025-11-02&q=bruins&start=2025-11-01"));
    await expect(search).toHaveValue("bruins");
    await chooseOption(page, "status", "Final");
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=final/);
    await search.fill("rangers");
    if (jsEnabled(testInfo)) await expect(page).toHaveURL(/q=rangers/);
    else await search.press("Enter");
    await expect(page).toHaveURL(/q=rangers/);

    // With JavaScript the status pushed an entry and the typing replaced it; without, each
    // Apply pushed one: Back leads to the search before, with the status of that entry.
    const js = jsEnabled(testInfo);
    if (!js) {
      await page.goBack();
      await expect(page).toHaveURL(/q=bruins&start=2025-11-01&status=final/);
      await expect(search).toHaveValue("bruins");
      await expect(statusField(page, js)).toHaveText(/Final/);
    }
    await page.goBack();
    await expect(page).toHaveURL(/q=bruins/);
    await expect(page).not.toHaveURL(/status=/);
    await expect(search).toHaveValue("bruins");
    await expect(statusField(page, js)).toHaveText(/All Games/);

    await page.goForward();
    if (!js) await page.goForward();
    await expect(page).toHaveURL(/q=rangers/);
    await expect(search).toHaveValue("rangers");
    await expect(statusField(page, js)).toHaveText(/Final/);
  });
});

/** The status dropdown's shown value: the Radix trigger, or the native select's chosen option. */
function statusField(page: Page, js: boolean) {
  return js ? page.locator('[data-name="status"]') : page.locator('select[name="status"] option:checked');
}

/** Rows of the page's first table: all of them, and those whose bottom edge is on the first screen. */
async function rowsOnFirstScreen(page: Page): Promise<{ shown: number; total: number }> {
  return page.evaluate(() => {
    const table = document.querySelector("main table");
    if (!table) return { shown: 0, total: 0 };
    const rows = [...table.querySelectorAll("tbody tr")].filter(
      (tr) => tr.getBoundingClientRect().height > 0,
    );
    return {
      shown: rows.filter((tr) => tr.getBoundingClientRect().bottom <= window.innerHeight).length,
      total: rows.length,
    };
  });
}

test.describe("density", () => {
  // Read from the server's HTML, unhydrated: the tallest a page's top gets (a filter form shows its
  // native fields and Apply button; with scripts the button hides and widgets replace fields only on
  // first use), so one visit without JavaScript proves the rule for both.
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  test.beforeEach(() =>
    test.skip(test.info().project.name !== "js-on", "run once, without JavaScript, in the first project"),
  );
  // Every table page kind on the hub and four sport sites: the main table's first 25 rows (all
  // of a shorter table) are on the first 1280x800 screen.
  const TABLE_PAGES = [
    ["hub", "/champions"],
    ["hub", "/standings"],
    ["hub", "/awards"],
    ["hub", "/awards/mlb-alcs-mvp"],
    ["hub", "/draft"],
    ["hub", "/draft/2024"],
    ["hub", "/leaders"],
    ["hub", "/leaders?scope=season&stat=avg"],
    ["hub", "/teams/boston-celtics/vs/los-angeles-lakers"],
    ["hub", "/teams/boston-celtics/2023?tab=schedule"],
    ["hub", "/teams/boston-celtics/2023?tab=roster"],
    ["hub", "/seasons/nba-2023-24?tab=standings"],
    ["hub", "/downloads"],
    ["nfl", "/champions"],
    ["nfl", "/standings"],
    ["nfl", "/teams/chicago-bears/2023?tab=schedule"],
    ["nfl", "/teams/chicago-bears/vs/green-bay-packers"],
    ["nfl", "/seasons/nfl-2023?tab=standings"],
    ["nba", "/champions"],
    ["nba", "/standings"],
    ["nba", "/awards"],
    ["nba", "/awards/nba-all-defensive-first-team"],
    ["nba", "/draft"],
    ["nba", "/draft/2024"],
    ["nba", "/teams/boston-celtics/2023?tab=schedule"],
    ["nhl", "/champions"],
    ["nhl", "/standings"],
    ["nhl", "/awards"],
    ["nhl", "/awards/nhl-art-ross-trophy"],
    ["nhl", "/teams/boston-bruins/2023?tab=schedule"],
    ["nhl", "/seasons/nhl-2023-24?tab=standings"],
    ["mlb", "/standings"],
    ["mlb", "/leaders?scope=active&stat=era"],
    ["cbb", "/champions"],
    ["cfb", "/champions"],
    ["cfb", "/standings"],
  ] as const;
  for (const [key, path] of TABLE_PAGES) {
    test(`${key} ${path}: 25 rows or more (all of a shorter table) on the first 1280x800 screen`, async ({
      page,
    }) => {
      await page.goto(hostUrl(key, path));
      await expect(page.locator("main table tbody tr").first()).toBeVisible();
      const { shown, total } = await rowsOnFirstScreen(page);
      expect(shown, `${shown} of ${total} rows on the first screen`).toBeGreaterThanOrEqual(
        Math.min(25, total),
      );
    });
  }
});

test.describe("home pages lead with data", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    for (const key of ["hub", "nfl", "nba", "chk"]) {
      // axe walks the home page in the walk of every page kind (pages-axe.spec.ts) and on each college
      // site (shell.spec.ts); here the layout alone, which is the server's with or without scripts.
      test(`${key} at ${viewport.width}px: the first recent champion is on the first screen`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(hostUrl(key, "/"));
        const first = page.locator("#recent-champions-heading").locator("..").locator("tbody tr").first();
        await expect(first).toBeVisible();
        const box = await first.boundingBox();
        expect(box, "the first champion row").not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      });
    }
  }
});

test.describe("one URL per thing", () => {
  /** The hub's API answer for a record (its id and slug). */
  async function keys(request: APIRequestContext, path: string): Promise<{ id: number; slug: string }> {
    const response = await request.get(hostUrl("hub", path));
    expect(response.status(), path).toBe(200);
    return (await response.json()) as { id: number; slug: string };
  }

  test("a game by its slug, a player, coach, team or season by its id, answer 301 to the one URL", async ({
    request,
  }) => {
    const game = await keys(request, "/api/games/games/nba-2026-06-13-new-york-knicks-at-san-antonio-spurs/");
    const player = await keys(request, "/api/people/players/a-c-green/");
    const coach = await keys(request, "/api/people/coaches/a-j-hinch/");
    const team = await keys(request, "/api/teams/teams/boston-celtics/");
    const season = await keys(request, "/api/championships/seasons/cbb-1938-39/");
    const cases = [
      [`/scores/${game.slug}?tab=info`, `/scores/${game.id}?tab=info`],
      [`/players/${player.id}`, "/players/a-c-green"],
      [`/coaches/${coach.id}`, "/coaches/a-j-hinch"],
      [`/teams/${team.id}`, "/teams/boston-celtics"],
      [`/teams/${team.id}/1985`, "/teams/boston-celtics/1985"],
      [`/seasons/${season.id}`, "/seasons/cbb-1938-39"],
    ];
    for (const [asked, canonical] of cases) {
      const response = await request.get(hostUrl("hub", asked), { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location, asked).toBe(canonical);
      expect((await request.get(hostUrl("hub", canonical), { maxRedirects: 0 })).status(), canonical).toBe(
        200,
      );
    }
  });

  test("on a sport site the game's slug leads to its one URL", async ({ page }) => {
    await page.goto(hostUrl("nba", "/scores/nba-2026-06-13-new-york-knicks-at-san-antonio-spurs"));
    await expect(page).toHaveURL(/\/scores\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New York Knicks at San Antonio Spurs");
    // The 2026 NBA Finals' deciding game: its round, and the series computed from its five games.
    await expect(page.getByTestId("series")).toHaveText(
      "NBA Finals · Game 5 · New York Knicks win series 4-1",
    );
  });
});

test.describe("no dead ends", () => {
  const SECTIONS = [
    { path: "/scores", api: "/api/games/games/?page_size=1", label: "Scores" },
    { path: "/standings", api: "/api/games/standings/?page_size=1", label: "Standings" },
    { path: "/players", api: "/api/people/players/?page_size=1", label: "Players" },
  ] as const;

  test("a site's header leaves out only sections its data holds nothing for (nine hosts, against the API)", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    for (const key of ["hub", "nfl", "nba", "mlb", "nhl", "cfb", "cbb", "cbs", "chk"]) {
      await page.goto(hostUrl(key, "/teams"));
      const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Teams" }).first()).toBeAttached();
      for (const section of SECTIONS) {
        // The site's own API answers only its sport and level (the site scope): ask it on the site's host.
        const host = key === "hub" ? `localhost:${TEST_PORT}` : `${key}.localhost:${TEST_PORT}`;
        const answer = await request.get(`http://localhost:${TEST_PORT}${section.api}`, {
          headers: { host },
        });
        const count = ((await answer.json()) as { count: number }).count;
        const links = nav.locator(`a[href="${section.path}"]`);
        if (count > 0)
          expect(
            await links.count(),
            `${key} ${section.path}: ${count} in the data, and linked`,
          ).toBeGreaterThan(0);
        // A section a site's configuration leaves out is empty in the data (MLB games arrive with
        // their import: an empty section not yet left out is allowed, a hidden one with data is not).
        if ((await links.count()) === 0) expect(count, `${key} ${section.path}: left out, so empty`).toBe(0);
      }
    }
  });

  test("a section with no data says so plainly", async ({ page }) => {
    // College baseball's standings start in 2002.
    const response = await page.goto(hostUrl("cbs", "/standings?season=1995"));
    expect(response?.status()).toBe(200);
    await expect(page.getByText("There are no standings for College Baseball in our records.")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toHaveCount(0);
  });
});
