/**
 * Issue 40, items 8-10: tables on a phone and the first screen. A phone's standings show wins,
 * losses and points without scrolling sideways and start on the first screen; a phone's schedule
 * shows its results; the season picker keeps the open tab; the home page shows data on the first
 * screen; a phone's table links are large enough to touch.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, hostUrl, jsEnabled } from "./helpers";

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

/** The header cell of `name` (its short form on screen, the full one as its title) in `table`. */
const headerCell = (table: Locator, name: string) =>
  table.locator("thead th").filter({ hasText: name }).first();

/** Where `cell` lies on the screen (fails when it is not laid out). */
async function boxOf(cell: Locator) {
  const box = await cell.boundingBox();
  expect(box, "laid out").not.toBeNull();
  return box!;
}

/** Expects `cell` inside the screen's width, with no sideways scroll. */
async function expectOnScreenWidth(cell: Locator, label: string) {
  const box = await boxOf(cell);
  expect(box.x, `${label} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${label} right edge`).toBeLessThanOrEqual(PHONE.width);
}

/** How many body rows of the page's tables begin within the first screen. */
function rowsOnFirstScreen(page: Page, height: number): Promise<number> {
  return page.evaluate(
    (bottom) =>
      [...document.querySelectorAll("main table tbody tr")].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.height > 0 && box.bottom <= bottom;
      }).length,
    height,
  );
}

test.describe("phone", () => {
  test.use({ viewport: PHONE });

  test("standings show wins, losses and points beside the team, from the first screen", async ({ page }) => {
    // The sport sites' tables and the hub's (its first league), each with its points column.
    const cases = [
      ["nba", "PCT"],
      ["nhl", "PTS"],
      ["nfl", "PCT"],
      ["mlb", "PCT"],
      ["cfb", "PCT"],
      ["hub", "PCT"],
    ] as const;
    for (const [key, points] of cases) {
      await page.goto(hostUrl(key, "/standings"));
      const table = page.locator("main table").first();
      for (const name of ["W", "L", points])
        await expectOnScreenWidth(headerCell(table, name), `${key} ${name}`);
      const team = await boxOf(table.locator("tbody tr:not([data-csv]) th[scope=row]").first());
      expect(team.y + team.height, `${key}: the first team's row on the first screen`).toBeLessThanOrEqual(
        PHONE.height,
      );
    }
  });

  test("a phone's standings and schedule links are large enough to touch (axe target-size)", async ({
    page,
  }) => {
    test.slow();
    for (const [key, path] of [
      ["nhl", "/standings"],
      ["nba", "/teams/los-angeles-lakers/2023?tab=schedule"],
    ] as const) {
      await page.goto(hostUrl(key, path));
      await expectNoAxeViolations(page, { include: "main table", targetSize: true });
    }
  });

  test("a team's schedule shows each game's result", async ({ page }) => {
    await page.goto(hostUrl("nba", "/teams/los-angeles-lakers/2023?tab=schedule"));
    const table = page.getByRole("table", { name: "Regular Season" });
    await expectOnScreenWidth(headerCell(table, "Result"), "Result header");
    await expectOnScreenWidth(
      table
        .locator("tbody tr")
        .first()
        .locator("td", { hasText: /^[WL] / }),
      "result",
    );
  });

  test("the home page shows data on the first screen", async ({ page }) => {
    await page.goto(hostUrl("nba"));
    expect(await rowsOnFirstScreen(page, PHONE.height)).toBeGreaterThan(0);
  });
});

test("changing the season on a team page keeps the open tab", async ({ page }) => {
  await page.goto(hostUrl("nhl", "/teams/boston-bruins/2023?tab=schedule"));
  await page.locator('select[name="season"]').selectOption("2010");
  if (!jsEnabled(test.info())) await page.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(/\/teams\/boston-bruins\/2010\?tab=schedule$/);
  await expect(page.getByRole("tab", { name: "Schedule" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("table", { name: "Regular Season" }).locator("tbody tr").first()).toContainText(
    "2010",
  );
});

test.describe("desktop", () => {
  test.use({ viewport: DESKTOP });

  test("the home page shows data on the first screen", async ({ page }) => {
    await page.goto(hostUrl("nba"));
    expect(await rowsOnFirstScreen(page, DESKTOP.height)).toBeGreaterThan(0);
  });
});
