import { expect, test } from "@playwright/test";
import { hostUrl, openPage } from "./helpers";

// MLB from the Lahman 2025 edition: People and Teams through 2024, the 2024 postseason, awards,
// All-Stars and managers, and Hall of Fame voting through 2025.

test.describe("MLB through 2024", () => {
  test("2024 standings: the Dodgers won the NL West at 98-64 and the title", async ({ page }) => {
    await page.goto(hostUrl("mlb", "/standings?season=2024"));
    const dodgers = page.getByRole("row", { name: /Los Angeles Dodgers/ });
    await expect(dodgers.locator("td")).toContainText(["1", "98", "64"]);
  });

  test("the 2024 team season: 98-64, won the World Series", async ({ page }) => {
    await page.goto(hostUrl("mlb", "/teams/los-angeles-dodgers/2024"));
    await expect(page.getByText(/98-64/).first()).toBeVisible();
    await expect(page.getByText("Won World Series").first()).toBeVisible();
    await expect(page.getByText("Champions").first()).toBeVisible();
  });

  test("players who debuted in 2023 and 2024 exist with their bio facts, figures through 2024", async ({
    page,
  }) => {
    await openPage(page, hostUrl("mlb", "/players/elly-de-la-cruz"), "Elly De La Cruz");
    await expect(page.getByText("Figures through the 2024 season").first()).toBeVisible();
    await page.goto(hostUrl("mlb", "/players/paul-skenes?open=personal"));
    await expect(page.getByText("2002-05-29")).toBeVisible();
    // 2024 NL Rookie of the Year (Lahman AwardsPlayers, 2025 edition).
    await expect(page.getByRole("row", { name: /Rookie of the Year/ })).toContainText("2024");
  });

  test("2024 AL MVP Aaron Judge and NL MVP Shohei Ohtani on their pages", async ({ page }) => {
    await page.goto(hostUrl("mlb", "/players/aaron-judge"));
    await expect(page.getByRole("row", { name: /^Most Valuable Player/ })).toContainText("2024 (AL)");
    await page.goto(hostUrl("mlb", "/players/shohei-ohtani"));
    await expect(page.getByRole("row", { name: /^Most Valuable Player/ })).toContainText("2024 (NL)");
  });
});
