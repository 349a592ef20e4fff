import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, hostUrl, siteGet } from "./helpers";

// /compare (issue 42, item 2) and the similar players of an MLB player page (item 3), on the real
// database: Lahman's careers through 2024.

test.describe("compare players", () => {
  test("mlb: Hank Aaron and Willie Mays side by side, 755 and 660 home runs, the better one marked", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/compare?players=hank-aaron,willie-mays"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hank Aaron vs Willie Mays");
    const career = page.getByRole("table", { name: "Batting: career" });
    const hr = career.getByRole("row", { name: /^Home Runs/ });
    await expect(hr.getByRole("cell").nth(0)).toHaveText("▲ 755 (better)");
    await expect(hr.getByRole("cell").nth(1)).toHaveText("660");
    await expect(hr.locator("strong")).toHaveCount(1);
    // Mays stole more bases: the mark follows the figure, not the player.
    await expect(
      career
        .getByRole("row", { name: /^Stolen Bases/ })
        .getByRole("cell")
        .nth(1),
    ).toContainText("better");
    await expect(page.getByText(/mark the better figure of each row/)).toBeVisible();
    await expect(page.getByRole("table", { name: "Awards and titles" })).toContainText(
      "Most Valuable Player",
    );
    await expect(
      page.getByRole("table", { name: "Batting by season" }).getByRole("row", { name: /^1954/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("mlb: the season lines switch to a common axis of age by link", async ({ page }) => {
    await page.goto(hostUrl("mlb", "/compare?players=hank-aaron,willie-mays"));
    await page.getByRole("link", { name: "Age", exact: true }).click();
    await expect(page).toHaveURL(/axis=age/);
    const byAge = page.getByRole("table", { name: "Batting by age" });
    // Aaron was 20 in 1954 (born February 1934); Mays 20 in 1951 (born May 1931).
    const age20 = byAge.getByRole("row", { name: /^Age 20/ });
    await expect(age20).toContainText("1954");
    await expect(age20).toContainText("1951");
  });

  test("bad input answers with a message and its status", async ({ page, request }) => {
    const one = await siteGet(request, "mlb", "/compare?players=hank-aaron");
    expect(one.status()).toBe(400);
    expect(await one.text()).toContain("Choose a second player to compare with.");
    const unknown = await siteGet(request, "mlb", "/compare?players=hank-aaron,nobody-at-all-xyz");
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("No player “nobody-at-all-xyz” on this site.");
    const five = await siteGet(request, "mlb", "/compare?players=a,b,c,d,e");
    expect(five.status()).toBe(400);
    // Another league's player is not on this site.
    const nba = await siteGet(request, "mlb", "/compare?players=hank-aaron,michael-jordan");
    expect(nba.status()).toBe(404);
    const mixed = await siteGet(request, "hub", "/compare?players=hank-aaron,michael-jordan");
    expect(mixed.status()).toBe(400);
    expect(await mixed.text()).toContain("different leagues");
    await page.goto(hostUrl("mlb", "/compare?players=hank-aaron"));
    await expect(page.getByRole("alert")).toHaveText("Choose a second player to compare with.");
  });

  test("mlb: a player page's 'Compare with…' form and similar players lead to the comparison", async ({
    page,
  }) => {
    await page.goto(hostUrl("mlb", "/players/hank-aaron"));
    const similar = page.getByRole("table", { name: "Most similar batters" });
    await expect(similar.getByRole("row")).toHaveCount(11);
    await expect(similar.getByRole("link", { name: "Willie Mays", exact: true })).toBeVisible();
    await expect(page.getByText(/Bill James's similarity scores/)).toBeVisible();
    await page.getByLabel("Compare with…").fill("Willie Mays");
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/compare\?players=hank-aaron,willie-mays$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hank Aaron vs Willie Mays");
    await page.goto(hostUrl("mlb", "/players/hank-aaron"));
    await similar.getByRole("link", { name: "Compare with Willie Mays" }).click();
    await expect(page).toHaveURL(/\/compare\?players=hank-aaron,willie-mays$/);
  });

  test("nba: no similar players where no published method exists; the comparison works", async ({
    page,
    request,
  }) => {
    await page.goto(hostUrl("nba", "/players/michael-jordan"));
    await expect(page.getByRole("heading", { name: "Similar players" })).toHaveCount(0);
    await page.goto(hostUrl("nba", "/compare?players=michael-jordan,larry-bird"));
    const points = page
      .getByRole("table", { name: "Basketball: career" })
      .getByRole("row", { name: /^Points \(PTS\)/ });
    await expect(points.getByRole("cell").nth(0)).toHaveText("▲ 32,292 (better)");
    await expect(points.getByRole("cell").nth(1)).toHaveText("21,791");
    const image = await siteGet(request, "nba", "/og/compare.png?players=michael-jordan,larry-bird");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });
});
