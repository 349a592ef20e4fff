import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { TEST_PORT } from "../../playwright.config";
import {
  chooseOption,
  enhanceField,
  expectNoAxeViolations,
  expectNotFoundPage,
  hostUrl,
  jsEnabled,
  openPage,
} from "./helpers";

/** An API call as a script on a site's host makes it (Node does not resolve *.localhost). */
const apiOn = (site: string, path: string) =>
  [`http://localhost:${TEST_PORT}${path}`, { headers: { host: `${site}.localhost:${TEST_PORT}` } }] as const;

// The suite runs at APP_NOW = Saturday 2026-11-21, 7 p.m. Eastern, on the real database: the
// 2026-27 NHL schedule has 14 games that day (four started earlier without a result in the data).

const cards = (page: Page) => page.locator("a[data-game]");

/**
 * The scores of one day, with the card of `team`'s game there saying it was at `neutralSite`; the
 * card, to open its game.
 */
async function neutralSiteCard(
  page: Page,
  site: "nfl" | "nba",
  date: string,
  team: string,
  neutralSite: string,
) {
  await page.goto(hostUrl(site, `/scores?start=${date}&end=${date}`));
  const card = cards(page).filter({ hasText: team });
  await expect(card.getByTestId("neutral-site")).toHaveText(neutralSite);
  return card;
}

/** A game page whose summary names neither side Home nor Away. */
async function expectNoHomeOrAway(page: Page): Promise<void> {
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByText("Home", { exact: true })).toHaveCount(0);
  await expect(summary.getByText("Away", { exact: true })).toHaveCount(0);
}

/** Applies a feed file with the operator's command (`npm run scores:update`). */
function applyFeed(games: unknown[]): void {
  const dir = mkdtempSync(path.join(tmpdir(), "feed-"));
  const file = path.join(dir, "feed.json");
  try {
    writeFileSync(file, JSON.stringify({ source: "e2e", games }));
    execFileSync(process.execPath, ["--import", "tsx", "backend/import/scores-update.ts", file], {
      cwd: process.cwd(),
      stdio: "pipe",
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe("scores list", () => {
  test("nhl: no parameters lists today's NHL games, to come and started without a result", async ({
    page,
  }) => {
    await openPage(page, hostUrl("nhl", "/scores"), "Scores");
    await expect(page.getByTestId("range")).toHaveText("Saturday, Nov 21, 2026");
    await expect(cards(page)).toHaveCount(14);
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["NHL"]);
    const bruins = cards(page).filter({ hasText: "Boston Bruins" });
    await expect(bruins).toContainText("Washington Capitals");
    // Games still to start show the Eastern start time (10:00 PM ET, which scripts convert to the
    // browser's zone: tests/e2e/follow.spec.ts) and a dash for each score.
    await expect(cards(page).filter({ hasText: "San Jose Sharks" }).locator("time")).toHaveAttribute(
      "datetime",
      "2026-11-22T03:00:00.000Z",
    );
    await expect(cards(page).filter({ hasText: "San Jose Sharks" }).getByLabel("no score")).toHaveCount(2);
    // A 1 p.m. game with no result in the data is not called upcoming.
    await expect(cards(page).filter({ hasText: "Carolina Hurricanes" })).toContainText(
      "Result not available yet",
    );
    await expect(page.getByText("Sports", { exact: true }).locator("..")).toContainText("1");
  });

  test("nfl: the default range is the Monday-to-Sunday week; Today narrows it", async ({ page }) => {
    await page.goto(hostUrl("nfl", "/scores"));
    await expect(page.getByTestId("range")).toHaveText("Nov 16 – Nov 22, 2026");
    const days = page.getByRole("heading", { level: 2 }).filter({ hasText: /2026$/ });
    await expect(days.first()).toHaveText("Monday, Nov 16, 2026");
    await expect(days.last()).toHaveText("Sunday, Nov 22, 2026");
    await expect(page.getByRole("heading", { level: 3, name: "NHL" })).toHaveCount(0);
    expect(await cards(page).count()).toBeGreaterThan(10);
    await page.getByRole("link", { name: "Today", exact: true }).click();
    await expect(page).toHaveURL(/start=2026-11-21/);
    await expect(page.getByTestId("range")).toHaveText("Saturday, Nov 21, 2026");
    await page.getByRole("link", { name: "This Week", exact: true }).click();
    await expect(page.getByTestId("range")).toHaveText("Nov 16 – Nov 22, 2026");
  });

  test("nba: never an NHL game, in the page or the site's API", async ({ page, request }) => {
    await page.goto(hostUrl("nba", "/scores?end=2025-11-02&start=2025-11-01"));
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["NBA", "NBA"]);
    await expect(page.getByText("Toronto Maple Leafs")).toHaveCount(0);
    for (const list of ["today", "recent", "upcoming", "live"]) {
      const body = (await (
        await request.get(...apiOn("nba", `/api/games/games/${list}/?days=30`))
      ).json()) as {
        results: { sport: { slug: string } }[];
      };
      expect(
        body.results.every((g) => g.sport.slug === "basketball"),
        list,
      ).toBe(true);
    }
    const nhlToday = (await (await request.get(...apiOn("nhl", "/api/games/games/today/"))).json()) as {
      count: number;
    };
    expect(nhlToday.count).toBe(14);
  });

  test("filters and date ranges live in bookmarkable URLs (with and without JavaScript)", async ({
    page,
  }, testInfo) => {
    await page.goto(hostUrl("nhl", "/scores?end=2025-11-02&start=2025-11-01&status=final"));
    await expect(page.getByTestId("range")).toHaveText("Nov 1 – Nov 2, 2025");
    expect(await cards(page).count()).toBeGreaterThan(10);
    for (const state of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-state"))))
      expect(state).toBe("final");
    await expect(page.getByText("Final Scores", { exact: true }).locator("..")).not.toContainText(/^0$/);

    await page.goto(hostUrl("nhl", "/scores?end=2025-11-02&q=bruins&start=2025-11-01"));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Boston Bruins");

    await page.goto(hostUrl("nhl", "/scores?end=2025-11-01&q=nobody&start=2025-11-01"));
    await expect(page.getByRole("heading", { name: "No Games Found" })).toBeVisible();

    // The form itself: status and dates through the native controls (no JavaScript) or the enhanced ones.
    await page.goto(hostUrl("nhl", "/scores"));
    await chooseOption(page, "status", "Scheduled");
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=scheduled/);
    for (const state of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-state"))))
      expect(state).toBe("scheduled");
    if (!jsEnabled(testInfo)) {
      await page.locator('input[name="start"]').fill("2026-11-24");
      await page.locator('input[name="end"]').fill("2026-11-25");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByTestId("range")).toHaveText("Nov 24 – Nov 25, 2026");
    }
  });
});

test.describe("date picker", () => {
  test("typed MM/dd/yyyy dates apply; an end before the start says 'Date input not valid.'", async ({
    page,
  }, testInfo) => {
    test.skip(
      !jsEnabled(testInfo),
      "the react-aria DatePicker replaces the native input only with JavaScript",
    );
    await page.goto(hostUrl("nhl", "/scores?end=2025-11-02&start=2025-11-01"));
    await enhanceField(page, "end"); // its segments replace the native input on first use
    const end = page.getByRole("group", { name: "End date" });
    const month = end.getByRole("spinbutton", { name: /month/i });
    await expect(month).toBeVisible();
    await month.click();
    await page.keyboard.type("10302025");
    await page.keyboard.press("Enter"); // a typed date applies when entered (or the field is left)
    await expect(page.getByText("Date input not valid.")).toBeVisible();
    await expect(page).toHaveURL(/end=2025-11-02/);
    await month.click();
    await page.keyboard.type("11052025");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/end=2025-11-05/);
    await expect(page.getByText("Date input not valid.")).toHaveCount(0);
    await expect(page.getByTestId("range")).toHaveText("Nov 1 – Nov 5, 2025");
  });
});

test("picking the start date already chosen also moves the end date to it (one day)", async ({
  page,
}, testInfo) => {
  test.skip(!jsEnabled(testInfo), "the calendar is the react-aria DatePicker's, with JavaScript");
  // The NFL default: the week from Monday, Nov 16 to Sunday, Nov 22, 2026.
  await page.goto(hostUrl("nfl", "/scores"));
  await expect(page.getByTestId("range")).toHaveText("Nov 16 – Nov 22, 2026");
  await enhanceField(page, "start");
  await page.getByRole("button", { name: "Choose start date" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /November 16, 2026/ })
    .click();
  await expect(page).toHaveURL(/end=2026-11-16/);
  await expect(page.getByTestId("range")).toHaveText("Monday, Nov 16, 2026");
});

test.describe("neutral sites", () => {
  test("Super Bowl LIX reads 'A vs B' at its venue, on the card and the game page, without Away and Home", async ({
    page,
  }) => {
    const card = await neutralSiteCard(
      page,
      "nfl",
      "2025-02-09",
      "Philadelphia Eagles",
      "Neutral site · Caesars Superdome",
    );
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Kansas City Chiefs vs Philadelphia Eagles",
    );
    await expect(page).toHaveTitle(/^Kansas City Chiefs vs Philadelphia Eagles, /);
    await expectNoHomeOrAway(page);
    await expect(page.getByTestId("venue-name")).toHaveText("Caesars Superdome");
  });
});

test.describe("Orlando bubble", () => {
  test("a 2020 restart game reads 'A vs B' at a neutral site, without Home and Away or a venue", async ({
    page,
  }) => {
    const card = await neutralSiteCard(page, "nba", "2020-07-30", "Utah Jazz", "Neutral site");
    await expect(card).toContainText("106");
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Utah Jazz vs New Orleans Pelicans");
    await expectNoHomeOrAway(page);
    await expect(page.getByTestId("venue-name")).toHaveCount(0);
    await expect(page.locator("main")).toContainText("104");
  });
});

test.describe("game page", () => {
  test("venue of the time, team season links, tabs, and the championship of a title game", async ({
    page,
  }) => {
    await page.goto(hostUrl("nfl", "/scores?end=2024-11-17&q=bills&start=2024-11-17"));
    await cards(page).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kansas City Chiefs at Buffalo Bills");
    // The source names it New Era Field; in 2024 it was Highmark Stadium.
    await expect(page.getByTestId("venue-name")).toHaveText("Highmark Stadium");
    await expect(page.getByRole("link", { name: "Buffalo Bills" }).first()).toHaveAttribute(
      "href",
      "/teams/buffalo-bills/2024",
    );
    await expect(page.getByRole("link", { name: "Kansas City Chiefs" }).first()).toHaveAttribute(
      "href",
      "/teams/kansas-city-chiefs/2024",
    );
    await page.getByRole("tab", { name: "Stats" }).click();
    await expect(page).toHaveURL(/tab=stats/);
    // No box score for 2024 (the weekly player files end with 2023): the tab says what is covered.
    await expect(page.getByRole("heading", { name: "No box score for this game" })).toBeVisible();
    await expect(page.getByText("Box scores cover NFL games 1999 to 2023.")).toBeVisible();
    // No league has play-by-play for this game: there is no Plays tab.
    await expect(page.getByRole("tab", { name: "Plays" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Game Info" }).click();
    await expect(page.getByRole("heading", { name: "Game Info", level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(hostUrl("nfl", "/scores?end=2025-02-09&start=2025-02-09"));
    await cards(page).first().click();
    await expect(page.getByRole("link", { name: "Super Bowl" })).toHaveAttribute(
      "href",
      "/championships/super-bowl",
    );
    await expect(page.getByTestId("venue-name")).toHaveText("Caesars Superdome");
  });

  test("an unknown game answers 404 'Game Not Found' with a way back", async ({ page }) => {
    await expectNotFoundPage(page, hostUrl("nhl", "/scores/99999999"), "Game Not Found");
    await expect(page.getByText("The game you are looking for does not exist.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Scores" }).click();
    await expect(page).toHaveURL(/\/scores$/);
    // Another sport's game is not this site's.
    const other = await page.goto(
      hostUrl("nba", "/scores/nfl-2024-11-17-kansas-city-chiefs-at-buffalo-bills"),
    );
    expect(other?.status()).toBe(404);
  });
});

test.describe("live refresh", () => {
  test("a feed update reaches the open page within one refresh interval", async ({ page }, testInfo) => {
    test.setTimeout(90_000); // three runs of the update command (a few seconds each)
    // One game per project, so the two projects never race on the same row; games of tomorrow,
    // so the pages of today other tests read never turn live (and never reload themselves) meanwhile.
    const js = jsEnabled(testInfo);
    const game = js
      ? { league: "nhl", date: "2026-11-22", home: "NYR", away: "CAR" }
      : { league: "nhl", date: "2026-11-22", home: "DAL", away: "PIT" };
    const home = js ? "New York Rangers" : "Dallas Stars";
    const url = hostUrl("nhl", "/scores?end=2026-11-22&start=2026-11-22");
    try {
      await page.goto(url);
      const card = cards(page).filter({ hasText: home });
      await expect(card).toHaveAttribute("data-state", "scheduled");
      // Nothing on this page is live or today: it does not refresh itself yet.
      await expect(page.getByTestId("scores")).toHaveAttribute("data-refresh", "off");

      applyFeed([{ ...game, status: "live", period: 1, clock: "15:12", home_score: 0, away_score: 1 }]);
      // The server notices a data change at its next check (DATA_VERSION_CHECK_MS, 300 ms here): a
      // reload in the same instant may still get the page of before, so reload until it shows.
      await expect
        .poll(
          async () => {
            await page.reload();
            return card.getAttribute("data-state");
          },
          { timeout: 10_000, intervals: [200, 500, 1000] },
        )
        .toBe("live");
      await expect(card.getByTestId("away-score")).toHaveText("1");
      await expect(card).toContainText("P1 · 15:12");
      if (js) {
        await expect(page.getByTestId("scores")).toHaveAttribute("data-refresh", "1500");
        await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
      } else {
        await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);
      }

      // The page is open; the next update reaches it by itself (a revalidation, or without
      // JavaScript the page's own refresh).
      applyFeed([{ ...game, status: "live", period: 2, clock: "04:01", home_score: 2, away_score: 1 }]);
      await expect(card.getByTestId("home-score")).toHaveText("2");
      await expect(card).toContainText("P2 · 04:01");
      // This game, and the other browser project's game when it runs at the same time.
      await expect(page.getByText("Live Games", { exact: true }).locator("..")).toContainText(
        /^Live Games[12]$/,
      );
      if (js) expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
    } finally {
      applyFeed([{ ...game, status: "scheduled" }]);
    }
  });

  test("no polling and no self-reload while nothing on the page can change", async ({ page }, testInfo) => {
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(".data")) requests.push(r.url());
    });
    // The page's timers run on a clock the test moves, not on the machine's (busy or idle) time.
    if (jsEnabled(testInfo)) await page.clock.install();
    await page.goto(hostUrl("nhl", "/scores?end=2025-11-01&start=2025-11-01"));
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId("scores")).toHaveAttribute("data-refresh", "off");
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    if (jsEnabled(testInfo)) {
      // Three live intervals (1.5 s in tests) pass without a single data request.
      await page.clock.runFor(4500);
      expect(requests).toEqual([]);
    }
  });
});
