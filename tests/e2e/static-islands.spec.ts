import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expectNoAxeViolations, hostUrl, jsEnabled } from "./helpers";

// Link-only tables and card lists stay the server's HTML on the first load (StaticIsland): React
// hydrates the island's element, not its rows, and one delegated handler turns clicks on the links
// into client-side navigations. Without JavaScript they are the plain links they always were.

/** With JavaScript: waits until React has claimed the page's islands (hydration is done). */
async function hydrated(page: Page, testInfo: TestInfo) {
  if (!jsEnabled(testInfo)) return;
  await page.waitForFunction(() => {
    const islands = [...document.querySelectorAll("[data-island]")];
    return (
      islands.length > 0 &&
      islands.every((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber")))
    );
  });
  await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
}

/** True when the page was not reloaded since `hydrated` (a client-side navigation). */
async function expectNoReload(page: Page, testInfo: TestInfo) {
  if (jsEnabled(testInfo))
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
}

/** How many of the island's rows React created nodes for (none on the first load). */
function reactRows(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].filter((el) =>
        Object.keys(el).some((key) => key.startsWith("__reactFiber")),
      ).length,
    selector,
  );
}

test.describe("static islands", () => {
  test("champions: rows are server HTML; a name, a sort header and a row toggle still navigate in place", async ({
    page,
  }, testInfo) => {
    // Four page loads and an axe scan: more than the default time on a busy machine.
    test.slow();
    await page.goto(hostUrl("nfl", "/champions"));
    await hydrated(page, testInfo);
    const rows = page.locator("table tbody th[scope=row]");
    await expect(rows.first()).toContainText("Seattle Seahawks");
    expect(await reactRows(page, "table tbody tr")).toBe(0);

    // Sorting by champion: the header link (URL state), in place, rows re-rendered in the new order.
    await page.getByRole("link", { name: "Champion", exact: true }).click();
    await expect(page).toHaveURL(/sort=team/);
    await expect(rows.first()).toContainText("Baltimore Colts");
    await expectNoReload(page, testInfo);

    // A row's toggle opens its details (?open=), one at a time.
    const toggle = page.getByRole("link", { name: /^Details: Baltimore Colts, 1971/ });
    await toggle.click();
    await expect(page).toHaveURL(/open=/);
    await expect(page.getByRole("link", { name: /^Details: Baltimore Colts, 1971/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByText("Road to the title").first()).toBeVisible();
    await expectNoReload(page, testInfo);
    await expectNoAxeViolations(page);

    // A team name leads to its season page.
    await rows.first().getByRole("link", { name: "Baltimore Colts", exact: true }).click();
    await expect(page).toHaveURL(/\/teams\/[^/]+\/1970$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Colts");
    await expectNoReload(page, testInfo);
  });

  test("championships and scores: the cards are server HTML and open their page in place", async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.goto(hostUrl("hub", "/championships"));
    await hydrated(page, testInfo);
    expect(await reactRows(page, "[data-island] li")).toBe(0);
    await page
      .getByRole("list", { name: "Championships" })
      .getByRole("link", { name: /Stanley Cup/ })
      .click();
    await expect(page).toHaveURL(/\/championships\/stanley-cup/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Stanley Cup");
    await expectNoReload(page, testInfo);

    await page.goto(hostUrl("nhl", "/scores?end=2025-11-02&start=2025-11-01"));
    await hydrated(page, testInfo);
    expect(await reactRows(page, "[data-island] li")).toBe(0);
    const card = page.locator("[data-game]").first();
    const id = await card.getAttribute("data-game");
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/scores/${id}$`));
    await expectNoReload(page, testInfo);
    // Back to the list: mounted by a client navigation, the island renders as React and still holds the cards.
    await page.goBack();
    await expect(page.locator(`[data-game="${id}"]`)).toBeVisible();
  });

  test("player: the season lines' code stays out of the first load and comes when a game-log season is chosen", async ({
    page,
  }, testInfo) => {
    test.slow();
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
    });
    const linesCode = () => fetched.filter((path) => /\/PlayerLines-[\w-]+\.js$/.test(path));
    await page.goto(hostUrl("nba", "/players/lebron-james"));
    await hydrated(page, testInfo);
    await expect(page.getByRole("table", { name: "Regular-season totals" })).toBeVisible();
    expect(linesCode()).toEqual([]);

    // Another season of the game log: in place, rendered by React from the code it fetches now.
    await page
      .getByRole("navigation", { name: "Game log season" })
      .getByRole("link", { name: "2015-16" })
      .click();
    await expect(page).toHaveURL(/log=2015/);
    await expect(page.getByRole("heading", { name: "Game log, 2015-16" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Games of 2015-16", exact: true })).toBeVisible();
    await expectNoReload(page, testInfo);
    if (jsEnabled(testInfo)) expect(linesCode()).toHaveLength(1);
  });
});
