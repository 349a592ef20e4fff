import { expect, test, type Page } from "@playwright/test";
import { hostUrl, siteGet } from "./helpers";

const BRUINS = "/teams/boston-bruins";

/** Stars the team and waits for the server's answer (the toast), not just the star's optimistic turn. */
async function star(page: Page, label: RegExp) {
  await page.getByRole("button", { name: label }).first().click();
  await expect(page.getByText("Boston Bruins added to your teams.")).toBeVisible();
}

/** The signed favourites cookie the browser holds for nhl.localhost after starring. */
async function favoritesCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(hostUrl("nhl"))).find((c) => c.name === "favorites");
  expect(cookie, "favorites cookie").toBeTruthy();
  return `favorites=${cookie!.value}`;
}

test.describe("favourite teams", () => {
  test("starring a team puts it first on the home page, and unstarring removes it", async ({ page }) => {
    await page.goto(hostUrl("nhl", BRUINS));
    await star(page, /^Add to your teams$|Add Boston Bruins to your teams/);
    await expect(page).toHaveURL(hostUrl("nhl", BRUINS));
    await expect(
      page.getByRole("button", { name: /Your team|Remove Boston Bruins/ }).first(),
    ).toHaveAttribute("aria-pressed", "true");

    await page.goto(hostUrl("nhl", "/"));
    const yours = page.getByRole("region", { name: "Your teams" });
    await expect(yours).toBeVisible();
    // The page opens with it: before the hero's headline.
    const first = await page.locator("main h2, main h1").first().textContent();
    expect(first).toBe("Your teams");
    await expect(yours.getByRole("link", { name: "Boston Bruins" })).toHaveAttribute("href", BRUINS);
    await expect(yours.getByText("Next game")).toBeVisible();
    await expect(yours.getByText(/in Atlantic \(\d{4}-\d{2}\)/)).toBeVisible();
    await expect(yours.getByRole("link", { name: /Stanley Cup/ })).toBeVisible();

    // The other sites keep their own list (the cookie is per host).
    await page.goto(hostUrl("nfl", "/"));
    await expect(page.getByRole("region", { name: "Your teams" })).toHaveCount(0);

    await page.goto(hostUrl("nhl", "/"));
    await page
      .getByRole("region", { name: "Your teams" })
      .getByRole("button", { name: "Remove Boston Bruins from your teams" })
      .press("Enter");
    await expect(page.getByRole("region", { name: "Your teams" })).toHaveCount(0);
  });

  test("a favourite's page is never served from the page cache to another visitor", async ({
    page,
    request,
  }) => {
    await page.goto(hostUrl("nhl", BRUINS));
    await star(page, /^Add to your teams$|Add Boston Bruins to your teams/);
    await expect(
      page.getByRole("button", { name: /Your team|Remove Boston Bruins/ }).first(),
    ).toHaveAttribute("aria-pressed", "true");
    const cookie = await favoritesCookie(page);

    for (const path of ["/", BRUINS, "/teams"]) {
      // Anonymous first (the page is cached), then with the cookie, then anonymous again.
      const before = await siteGet(request, "nhl", path);
      expect(before.headers()["cache-control"]).toMatch(/^public/);
      const mine = await siteGet(request, "nhl", path, { Cookie: cookie });
      expect(mine.headers()["cache-control"], path).toMatch(/^private/);
      expect(mine.headers()["x-page-cache"] ?? "", path).not.toMatch(/hit|stale/);
      const after = await siteGet(request, "nhl", path, {});
      const html = await after.text();
      expect(html, path).not.toContain("Your teams");
      expect(html, path).not.toContain("Remove Boston Bruins from your teams");
      if (path === "/") expect(await mine.text()).toContain("Your teams");
    }
  });

  test("/scores offers a My teams filter in the URL", async ({ page }) => {
    await page.goto(hostUrl("nhl", BRUINS));
    await star(page, /^Add to your teams$|Add Boston Bruins to your teams/);
    await expect(
      page.getByRole("button", { name: /Your team|Remove Boston Bruins/ }).first(),
    ).toHaveAttribute("aria-pressed", "true");
    await page.goto(hostUrl("nhl", "/scores?start=2026-10-01&end=2026-11-30"));
    await page.getByRole("link", { name: "My teams" }).click();
    await expect(page).toHaveURL(/mine=1/);
    const cards = page.getByTestId("scores").getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toContain("Boston Bruins");
    // A filter change keeps the "My teams" view (the form carries it along).
    const search = page
      .getByRole("search", { name: "Filter games" })
      .getByRole("searchbox", { name: "Search" });
    await search.fill("Bruins");
    await search.press("Enter");
    await expect(page).toHaveURL(/q=Bruins/);
    await expect(page).toHaveURL(/mine=1/);
  });
});
