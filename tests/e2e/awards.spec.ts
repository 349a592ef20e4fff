import { expect, test } from "@playwright/test";
import { chooseOption, expectNoAxeViolations, hostUrl, jsEnabled, openPage, siteGet } from "./helpers";

// Awards (Lahman 2025 edition to 2024, Basketball-Reference, Hockey Databank to 2017-18) and the
// NBA drafts (Basketball-Reference Draft Pick History), read from the real database.

test.describe("awards", () => {
  test("hub: the list names every league's awards, each linking to its winners", async ({ page }) => {
    await openPage(page, hostUrl("hub", "/awards"), "Awards");
    for (const league of ["MLB", "NBA", "NHL"])
      await expect(page.getByRole("heading", { level: 2, name: league })).toBeVisible();
    await page.getByRole("link", { name: "MLB Cy Young Award" }).click();
    await expect(page).toHaveURL(/\/awards\/mlb-cy-young-award$/);
    await expectNoAxeViolations(page);
  });

  test("mlb: 1998 NL MVP Sammy Sosa and the 2024 MVPs, linking to players and team seasons", async ({
    page,
  }, testInfo) => {
    await openPage(page, hostUrl("mlb", "/awards/mlb-most-valuable-player"), "MLB Most Valuable Player");
    const judge = page.getByRole("row", { name: /^2024 AL Aaron Judge/ });
    await expect(judge).toContainText("2024");
    await expect(judge).toContainText("New York Yankees");
    await expect(judge).toContainText("100.0%");
    await expect(page.getByRole("row", { name: /^2024 NL Shohei Ohtani/ })).toContainText(
      "Los Angeles Dodgers",
    );
    await chooseOption(page, "season", "1998");
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/season=1998/);
    const sosa = page.getByRole("row", { name: /Sammy Sosa/ });
    await expect(sosa).toContainText("(winner)");
    await expect(sosa).toContainText("NL");
    await expect(sosa.getByRole("link", { name: "Chicago Cubs" })).toHaveAttribute(
      "href",
      "/teams/chicago-cubs/1998",
    );
    await sosa.getByRole("link", { name: "Sammy Sosa" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sammy Sosa" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Most Valuable Player/ })).toContainText("1998");
  });

  test("mlb: 2024 AL Cy Young Tarik Skubal; the CSV is the view", async ({ page, request }) => {
    await page.goto(hostUrl("mlb", "/awards/mlb-cy-young-award?league=al"));
    await expect(page.getByRole("row", { name: /Tarik Skubal/ })).toContainText("Detroit Tigers");
    const csv = await (await siteGet(request, "mlb", "/awards/mlb-cy-young-award.csv?league=al")).text();
    expect(csv.split("\n")[1]).toContain("Tarik Skubal");
    expect(csv).not.toContain("Chris Sale");
    await expectNoAxeViolations(page);
  });

  test("nba: the 1985-86 MVP vote is won by Larry Bird; the list is the NBA's only", async ({ page }) => {
    await page.goto(hostUrl("nba", "/awards/nba-most-valuable-player?season=1985"));
    await expect(page.getByRole("row", { name: /Larry Bird/ })).toContainText("(winner)");
    await expect(page.getByRole("row", { name: /Larry Bird/ })).toContainText("1985-86");
    await page.goto(hostUrl("nba", "/awards"));
    await expect(page.getByRole("heading", { level: 2, name: "MLB" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "NBA Most Valuable Player" })).toBeVisible();
  });

  test("nhl: Wayne Gretzky's Hart Trophies are on his page by name and year", async ({ page }) => {
    await page.goto(hostUrl("nhl", "/players/wayne-gretzky"));
    const hart = page.getByRole("row", { name: /Hart Memorial Trophy/ });
    await expect(hart).toContainText("1981-82");
    await expect(hart).toContainText("9");
  });

  test("unknown and out-of-scope awards answer 404; sites without awards have no page or link", async ({
    page,
    request,
  }) => {
    expect((await siteGet(request, "mlb", "/awards/no-such-award")).status()).toBe(404);
    expect((await siteGet(request, "mlb", "/awards/nba-most-valuable-player")).status()).toBe(404);
    expect((await siteGet(request, "nhl", "/awards/mlb-most-valuable-player.csv")).status()).toBe(404);
    expect((await siteGet(request, "nfl", "/awards")).status()).toBe(404);
    expect((await siteGet(request, "mlb", "/draft")).status()).toBe(404);
    await page.goto(hostUrl("nfl", "/"));
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Awards" })).toHaveCount(0);
    await page.goto(hostUrl("nba", "/"));
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Draft" }),
    ).toHaveCount(1);
  });
});

test.describe("draft", () => {
  test("nba: 1984 pick 3 is Michael Jordan to Chicago, linking to his page", async ({ page }) => {
    await page.goto(hostUrl("nba", "/draft"));
    await page.getByRole("link", { name: "1984 NBA Draft" }).click();
    await expect(page).toHaveURL(/\/draft\/1984$/);
    const jordan = page.getByRole("row", { name: /Michael Jordan/ });
    await expect(jordan).toContainText("Chicago Bulls");
    await expect(jordan.locator("th")).toHaveText("3");
    await jordan.getByRole("link", { name: "Michael Jordan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Michael Jordan" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a year without a draft answers 404", async ({ request }) => {
    expect((await siteGet(request, "nba", "/draft/1900")).status()).toBe(404);
  });
});
