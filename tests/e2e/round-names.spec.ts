/**
 * Round names of their league and era (issue 39, item 5) on the bracket and on a game page, and a
 * bracket whose final is on the first screen at 1280 px. Runs with JavaScript on and off.
 */
import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

test.use({ viewport: { width: 1280, height: 800 } });

test("nba 2023-24: the bracket names its rounds as the league does, the final on the first screen, its games say the round", async ({
  page,
}) => {
  await page.goto(hostUrl("nba", "/seasons/nba-2023-24?tab=playoffs"));
  const bracket = page.getByRole("region", { name: "Bracket" });
  await expect(bracket.getByRole("heading", { level: 3 })).toHaveText([
    "First Round",
    "Conference Semifinals",
    "Conference Finals",
    "NBA Finals",
  ]);
  await expect(bracket.getByText("Quarterfinals")).toHaveCount(0);
  const final = page.getByRole("listitem", { name: "NBA Finals", exact: true });
  await expect(final).toContainText("Boston Celtics won 4-1");
  await expect(final.getByText("Boston Celtics won 4-1")).toBeInViewport();
  await final.getByRole("link", { name: /^Game 5,/ }).click();
  await expect(page).toHaveURL(/\/scores\/\d+/);
  await expect(page.getByTestId("series")).toHaveText("NBA Finals · Game 5 · Boston Celtics win series 4-1");
});

test("older eras: the NBA's division rounds of 1965-66 and MLB's rounds of 2023", async ({ page }) => {
  await page.goto(hostUrl("nba", "/seasons/nba-1965-66?tab=playoffs"));
  await expect(page.getByRole("region", { name: "Bracket" }).getByRole("heading", { level: 3 })).toHaveText([
    "Division Semifinals",
    "Division Finals",
    "NBA Finals",
  ]);
  await page.goto(hostUrl("mlb", "/seasons/mlb-2023?tab=playoffs"));
  await expect(page.getByRole("region", { name: "Bracket" }).getByRole("heading", { level: 3 })).toHaveText([
    "Wild Card Series",
    "Division Series",
    "League Championship Series",
    "World Series",
  ]);
});
