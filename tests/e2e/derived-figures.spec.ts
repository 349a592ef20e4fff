import { expect, test, type Page } from "@playwright/test";
import { hostUrl } from "./helpers";

// docs/rules.md#derived-figures and #formatting, on the real database; the clock is 2026-11-21.

const fact = (page: Page, label: string) => page.getByText(label, { exact: true }).locator("..");

/** A year or season written with a thousands separator ('2,021', '2,024-25') after a year's label. */
const YEAR_WITH_SEPARATOR =
  /(Draft Year|Founded|First season(?: in our data)?|Last season in our data:|Last Title|in our data,|Opened|Round \d+, Pick \d+ \()\s*[12],\d{3}\b|\b[12],\d{3}-\d{2}\b/;

test.describe("derived figures say what they cover", () => {
  test("a player's years pro is the seasons played, and no year gets a separator", async ({ page }) => {
    await page.goto(hostUrl("nba", "/players/michael-jordan?open=career"));
    await expect(fact(page, "Draft Year")).toContainText("1984");
    // 15 seasons between 1984-85 and 2002-03, not the 19-year span.
    await expect(fact(page, "Years Pro")).toContainText(/^Years Pro15$/);
    await expect(fact(page, "Status")).toContainText("Last season in our data: 2002-03");
    await expect(page.getByText("Free Agent")).toHaveCount(0);
  });

  test("a coach whose career our data holds in part reads 'N seasons in our data'", async ({ page }) => {
    await page.goto(hostUrl("cfb", "/coaches/bobby-bowden"));
    await expect(page.getByText("Years Experience", { exact: true }).locator("..")).toContainText(
      "40 seasons in our data, 1970-2009",
    );
    await expect(page.getByText("Status", { exact: true }).locator("..")).toContainText(
      "Last season in our data: 2009",
    );
    await expect(page.getByText(/Free Agent|Inactive/)).toHaveCount(0);
    // A curated whole career: the count alone.
    await page.goto(hostUrl("nfl", "/coaches/vince-lombardi"));
    await expect(page.getByText("Years Experience", { exact: true }).locator("..")).toContainText(
      /^Years Experience10$/,
    );
  });

  test("a team shows its founding year and first season, and names the title it counts", async ({ page }) => {
    await page.goto(hostUrl("nfl", "/teams/green-bay-packers"));
    await expect(page.getByText("Founded 1919 · 4 Super Bowl titles · Last Title 2011")).toBeVisible();
    await expect(
      page.getByText(
        "Counts Super Bowl titles from the 1966 season on; titles won before then are not included.",
      ),
    ).toBeVisible();
    const facts = page.getByRole("region", { name: "Quick Facts" });
    await expect(
      facts.getByText("First season", { exact: true }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText("1921");
    await page.goto(hostUrl("cfb", "/teams/alabama-crimson-tide-football"));
    const bama = page.getByRole("region", { name: "Quick Facts" });
    await expect(bama.getByText("First season in our data", { exact: true })).toBeVisible();
    await expect(bama.getByText("Seasons in our data", { exact: true })).toBeVisible();
    await expect(page.getByText(/bowl and playoff games are not included/)).toBeVisible();
  });

  test("no page writes a year with a thousands separator", async ({ page }) => {
    const pages: [string, string][] = [
      ["nba", "/players/lebron-james?open=career"],
      ["nfl", "/players?q=Mahomes"],
      ["nba", "/players"],
      ["nba", "/coaches"],
      ["nfl", "/teams/green-bay-packers"],
      ["nfl", "/teams"],
      ["cbb", "/teams/duke-blue-devils-basketball"],
      ["mlb", "/players/babe-ruth?open=career"],
      ["hub", "/"],
    ];
    for (const [site, path] of pages) {
      await page.goto(hostUrl(site, path));
      const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
      expect(text.match(YEAR_WITH_SEPARATOR)?.[0] ?? null, `${site}${path}`).toBeNull();
    }
  });
});
