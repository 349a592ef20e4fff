/**
 * 'Total Games' on a championship counts games (docs/rules.md#total-games): every game of the
 * finals where the records say exactly, 'N/A' where they cannot.
 */
import { expect, test, type Page } from "@playwright/test";
import { hostUrl } from "./helpers";

/** The fact card's value under its label. */
const fact = (page: Page, label: string) => page.getByText(label, { exact: true }).last().locator("..");

test("a series final counts every game of its series, more than one per title", async ({ page }) => {
  await page.goto(hostUrl("nba", "/championships/nba-finals"));
  const text = (await fact(page, "Total Games").textContent()) ?? "";
  const games = Number(text.replace(/[^\d]/g, ""));
  // 79 Finals (1947-2025), each a best-of-seven series of four to seven games.
  expect(games).toBeGreaterThanOrEqual(79 * 4);
  expect(games).toBeLessThanOrEqual(79 * 7);
});

test("a single-game final counts one game per title", async ({ page }) => {
  await page.goto(hostUrl("nfl", "/championships/super-bowl"));
  await expect(fact(page, "Total Games")).toContainText("60");
});

test("where the records cannot count the games, the card says N/A rather than a wrong number", async ({
  page,
}) => {
  await page.goto(hostUrl("cbb", "/championships/ncaa-mens-basketball-tournament"));
  await expect(fact(page, "Total Games")).toContainText("N/A");
  await page.goto(hostUrl("nhl", "/championships/stanley-cup-final"));
  await expect(fact(page, "Total Games")).toContainText("N/A");
});
