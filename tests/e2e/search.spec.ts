import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, focusSearchByKey, hostUrl, jsEnabled } from "./helpers";

/** Searches from the header box of the page as a visitor does: type, then the Search button. */
async function searchFromHeader(page: Page, text: string) {
  const box = page.getByRole("search", { name: "Site" }).filter({ visible: true });
  await box.getByRole("searchbox").or(box.getByRole("combobox")).click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  await expect(box.getByRole("searchbox").or(box.getByRole("combobox"))).toHaveValue(text);
  // With the suggestion list open the button is hidden from assistive technology (react-aria
  // hides all but the list); a mouse still clicks it.
  await box.getByRole("button", { name: "Search", includeHidden: true }).click();
}

/** The results page's section of one kind ("Teams", "Players", "Coaches"), named with its count. */
const resultsOf = (page: Page, kind: string) => page.getByRole("region", { name: new RegExp(`^${kind}`) });

test.describe("site search", () => {
  test("the header box finds a player and a defunct franchise, with or without JavaScript", async ({
    page,
  }) => {
    await page.goto(hostUrl("hub", "/championships"));
    await searchFromHeader(page, "Gretzky");
    await expect(page).toHaveURL(/\/search\?q=Gretzky$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “Gretzky”");
    const players = resultsOf(page, "Players");
    await expect(players.getByRole("link", { name: "Wayne Gretzky" })).toHaveAttribute(
      "href",
      "/players/wayne-gretzky",
    );
    // Namesakes are told apart: the player and the coach of the same name.
    await expect(resultsOf(page, "Coaches").getByRole("link", { name: "Wayne Gretzky" })).toHaveAttribute(
      "href",
      "/coaches/wayne-gretzky",
    );

    // A franchise that folded in 1938, and one that moved: found by the name it had then.
    await searchFromHeader(page, "Montreal Maroons");
    const teams = resultsOf(page, "Teams");
    await expect(teams.getByRole("link", { name: "Montreal Maroons" })).toHaveAttribute(
      "href",
      "/teams/montreal-maroons",
    );
    await expect(teams.getByText("Hockey · 1924–1937")).toBeVisible();
    await searchFromHeader(page, "quebec nordiques");
    await expect(resultsOf(page, "Teams").getByRole("link", { name: "Colorado Avalanche" })).toHaveAttribute(
      "href",
      "/teams/colorado-avalanche",
    );
    await expect(page.getByText("Formerly Quebec Nordiques (1972–1994)")).toBeVisible();
  });

  test("accents, nicknames and the site's own sport first", async ({ page }) => {
    await page.goto(hostUrl("hub", "/search?q=doncic"));
    await expect(page.getByRole("link", { name: "Luka Dončić" })).toHaveAttribute(
      "href",
      "/players/luka-doncic",
    );
    await page.goto(hostUrl("hub", "/search?q=Habs"));
    await expect(resultsOf(page, "Teams").getByRole("link").first()).toHaveText("Montreal Canadiens");
    await expect(page.getByText("Also known as Habs")).toBeVisible();
    await page.goto(hostUrl("nhl", "/search?q=rangers"));
    await expect(resultsOf(page, "Teams").getByRole("listitem").first()).toContainText("New York Rangers");
    await page.goto(hostUrl("mlb", "/search?q=rangers"));
    await expect(resultsOf(page, "Teams").getByRole("listitem").first()).toContainText("Texas Rangers");
  });

  test("each kind pages on its own", async ({ page }) => {
    await page.goto(hostUrl("hub", "/search?q=smith"));
    const players = resultsOf(page, "Players");
    await expect(players.getByText(/^1–10 of [\d,]+ players/)).toBeVisible();
    await players
      .getByRole("navigation", { name: "Players pages" })
      .getByRole("link", { name: "Next ›" })
      .click();
    await expect(page).toHaveURL(/players_page=2/);
    await expect(resultsOf(page, "Players").getByText(/^11–20 of [\d,]+ players/)).toBeVisible();
    // The other kinds stay on their first page.
    await expect(resultsOf(page, "Coaches").getByText(/^1–10 of/)).toBeVisible();
  });

  test("any text answers 200: 'No results' with hints, never an error", async ({ page }) => {
    for (const q of ["zzqqxv", "%_\"'*()", "NEAR(a b)", "😀", "x".repeat(300)]) {
      const response = await page.goto(hostUrl("hub", `/search?q=${encodeURIComponent(q)}`));
      expect(response?.status(), q).toBe(200);
      await expect(page.getByRole("heading", { name: "No results" })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "All Players" })).toHaveAttribute("href", "/players");
    const empty = await page.goto(hostUrl("hub", "/search"));
    expect(empty?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  });

  test("suggestions: keyboard to a suggestion lands on its page; Enter on the text goes to /search", async ({
    page,
  }) => {
    test.skip(!jsEnabled(test.info()), "suggestions need JavaScript");
    await page.goto(hostUrl("hub", "/championships"));
    const input = await focusSearchByKey(page);
    await input.pressSequentially("gretz");
    const listbox = page.getByRole("listbox");
    await expect(listbox.getByRole("option").first()).toContainText("Wayne Gretzky");
    expect(await listbox.getByRole("option").count()).toBeLessThanOrEqual(8);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", /.+/);
    await input.press("Enter");
    await expect(page).toHaveURL(/\/players\/wayne-gretzky$/);

    await page.goto(hostUrl("hub", "/"));
    await (await focusSearchByKey(page)).pressSequentially("yanks");
    await expect(page.getByRole("option").first()).toContainText("New York Yankees");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=yanks$/);
    await expect(resultsOf(page, "Teams").getByRole("link", { name: "New York Yankees" })).toBeVisible();
  });

  test("the phone menu holds the search box", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl("hub", "/"));
    await page.getByText("Menu", { exact: true }).click();
    const box = page.getByRole("navigation", { name: "Mobile" }).getByRole("search", { name: "Menu search" });
    await box.getByRole("searchbox").or(box.getByRole("combobox")).click();
    await page.keyboard.type("habs");
    await box.getByRole("button", { name: "Search", includeHidden: true }).click();
    await expect(page).toHaveURL(/\/search\?q=habs$/);
    await expect(page.getByRole("link", { name: "Montreal Canadiens" })).toBeVisible();
  });

  test("axe: results, no results, and the open suggestion list", async ({ page }) => {
    // Three full-page axe runs (the shared machine is slow under load).
    test.setTimeout(90_000);
    await page.goto(hostUrl("nba", "/search?q=jordan"));
    await expectNoAxeViolations(page);
    await page.goto(hostUrl("hub", "/search?q=zzqqxv"));
    await expectNoAxeViolations(page);
    if (jsEnabled(test.info())) {
      await page.goto(hostUrl("hub", "/"));
      await (await focusSearchByKey(page)).pressSequentially("smith");
      await expect(page.getByRole("option").first()).toBeVisible();
      // While the list is open react-aria hides the rest of the page from assistive technology
      // (aria-hidden outside the combobox, by design), so check the widget itself.
      const results = await new AxeBuilder({ page })
        .include('[role="search"]')
        .include('[role="listbox"]')
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
      ).toEqual([]);
    }
  });
});
