import { expect, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  expectNotFoundPage,
  filterField,
  hostUrl,
  jsEnabled,
  openPage,
} from "./helpers";

// The e2e clock is 2026-11-21: the current NFL season is 2026 (no results yet).

test.describe("/seasons", () => {
  test("nfl: cards with status and champion, counters, the active-season marker on the current season", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openPage(page, hostUrl("nfl", "/seasons"), "Seasons");
    await expect(page.getByText("Total Seasons", { exact: true }).locator("..")).toContainText("107");
    const cards = page.getByRole("list", { name: "Seasons" }).getByRole("listitem");
    await expect(cards).toHaveCount(24);
    await expect(cards.first()).toContainText("2026 NFL Season");
    await expect(cards.first()).toContainText("Active Season");
    const y2024 = cards.filter({ hasText: "2024 NFL Season" });
    await expect(y2024).toContainText("Champion: Philadelphia Eagles");
    await expect(y2024.getByRole("button", { name: "Set as Active Season: 2024 NFL Season" })).toBeVisible();
    // No Quick Filters on a sport site.
    await expect(page.getByRole("heading", { name: "Quick Filters" })).toHaveCount(0);
  });

  test("hub: Quick Filters toggle the sport filter; search and decade narrow the list; empty result", async ({
    page,
  }) => {
    await page.goto(hostUrl("hub", "/seasons"));
    const quick = page
      .getByRole("region", { name: "Quick Filters" })
      .or(page.locator("section", { has: page.getByRole("heading", { name: "Quick Filters" }) }));
    await expect(quick.getByRole("link")).toHaveText([
      "NFL",
      "NBA",
      "MLB",
      "NHL",
      "CFB",
      "CBB",
      "CBS",
      "CHK",
    ]);
    await quick.getByRole("link", { name: "NHL" }).click();
    await expect(page).toHaveURL(/level=professional&sport=hockey/);
    await expect(quick.getByRole("link", { name: "NHL" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("list", { name: "Seasons" }).getByRole("listitem").first()).toContainText(
      "NHL",
    );
    await quick.getByRole("link", { name: "NHL" }).click();
    await expect(page).not.toHaveURL(/sport=/);

    await page.goto(hostUrl("hub", "/seasons?q=Seahawks&sport=football&level=professional"));
    const cards = page.getByRole("list", { name: "Seasons" }).getByRole("listitem");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText("2025 NFL Season");
    await page.goto(hostUrl("hub", "/seasons?decade=1920&sport=football&level=professional"));
    await expect(page.getByText("Total Seasons", { exact: true }).locator("..")).toContainText("10");
    await page.goto(hostUrl("hub", "/seasons?q=zzzz-no-such"));
    await expect(page.getByRole("heading", { name: "No Seasons Found" })).toBeVisible();
  });

  test("Set as Active Season: the cookie changes /standings and /championships on the next page; ?season= overrides", async ({
    page,
  }, testInfo) => {
    await page.goto(hostUrl("nfl", "/seasons?decade=2020"));
    await page.getByRole("button", { name: "Set as Active Season: 2023 NFL Season" }).click();
    // Back on the same list, with a confirmation and the marker on the chosen season.
    await expect(page).toHaveURL(/\/seasons\?decade=2020$/);
    await expect(page.getByText("2023 NFL Season is now your active season.")).toBeVisible();
    const card = page
      .getByRole("list", { name: "Seasons" })
      .getByRole("listitem")
      .filter({ hasText: "2023 NFL Season" });
    await expect(card).toContainText("Active Season");

    await page.goto(hostUrl("nfl", "/standings"));
    await expect(page.getByTestId("standings-season")).toHaveText("Season 2023 (your active season).");
    await expect(page.getByRole("row", { name: /Baltimore Ravens/ }).first()).toContainText("13");
    await page.goto(hostUrl("nfl", "/championships"));
    await expect(filterField(page, "season")).toHaveValue("2023");

    // A shared link shows what the sender saw, whatever the cookie says.
    await page.goto(hostUrl("nfl", "/standings?season=2020"));
    await expect(page.getByTestId("standings-season")).toHaveText("Season 2020.");
    await page.goto(hostUrl("nfl", "/championships?season=2020"));
    await expect(filterField(page, "season")).toHaveValue("2020");
    if (!jsEnabled(testInfo)) expect(await page.evaluate(() => typeof window)).toBe("object");
  });

  test("a forged season cookie is ignored", async ({ page, context }) => {
    await context.addCookies([{ name: "season", value: "OTk5OQ%3D%3D", url: hostUrl("nfl") }]); // base64 "9999"
    await page.goto(hostUrl("nfl", "/standings"));
    await expect(page.getByTestId("standings-season")).toContainText("latest standings: 2025");
  });
});

test.describe("/seasons/{slug}", () => {
  test("tabs through ?tab=: overview, teams, standings, playoffs", async ({ page }) => {
    test.setTimeout(90_000);
    await openPage(page, hostUrl("nfl", "/seasons/nfl-2024"), "2024 NFL Season");
    const tabs = page.getByRole("tablist", { name: "Season sections" });
    await expect(tabs.getByRole("tab")).toHaveText(["Overview", "Teams", "Standings", "Playoffs"]);
    await expect(page.getByText("Champion", { exact: true }).locator("..")).toContainText(
      "Philadelphia Eagles",
    );

    await tabs.getByRole("tab", { name: "Teams" }).click();
    await expect(page).toHaveURL(/tab=teams/);
    await expect(page.getByRole("list", { name: "Teams" }).getByRole("listitem")).toHaveCount(32);

    await tabs.getByRole("tab", { name: "Standings" }).click();
    await expect(page).toHaveURL(/tab=standings/);
    await expect(page.getByRole("row", { name: /Los Angeles Rams/ }).first()).toContainText("10");

    await tabs.getByRole("tab", { name: "Playoffs" }).click();
    await expect(page).toHaveURL(/tab=playoffs/);
    await expect(page.getByRole("heading", { name: "Title game or series" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Title game or series" })).toContainText(
      "Philadelphia Eagles 40",
    );
    await expectNoAxeViolations(page);
  });

  test("an unknown season answers 404 'Season Not Found'", async ({ page }) => {
    await expectNotFoundPage(page, hostUrl("nfl", "/seasons/nfl-1850"), "Season Not Found");
  });
});
