import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, hostUrl } from "./helpers";

// An MLB regular-season game's Stats tab from its Retrosheet game log row: pitchers of record,
// starting lineups and team totals, on the mlb host and the hub. Runs with JavaScript on and off
// (the two projects).

const OPENER_2001 = "/scores/mlb-2001-04-02-san-diego-padres-at-san-francisco-giants";

test.describe("MLB game log sides", () => {
  for (const host of ["mlb", "hub"]) {
    test(`${host}: the Giants' 2001 opener lists Barry Bonds batting 3rd in left field, and its pitchers of record`, async ({
      page,
    }) => {
      // From the overview, as a reader comes: the Stats tab is a link, so this runs without JavaScript too.
      await page.goto(hostUrl(host, OPENER_2001));
      await page.getByRole("tab", { name: "Stats" }).click();
      await expect(page.getByRole("tab", { name: "Stats", selected: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Starting Lineups" })).toBeVisible();
      const giants = page.getByRole("table", { name: "San Francisco Giants starting lineup" });
      const third = giants.locator("tbody tr").nth(2);
      await expect(third).toHaveText(/3\.\s*Barry Bonds\s*LF/);
      await expect(third.getByRole("link", { name: "Barry Bonds" })).toHaveAttribute("href", /\/players\//);
      await expect(
        page.getByRole("table", { name: "San Diego Padres starting lineup" }).locator("tbody tr"),
      ).toHaveCount(9);
      await expect(page.getByText("Starting pitcher: Livan Hernandez")).toBeVisible();
      const record = page.getByTestId("pitchers-of-record");
      await expect(record.locator("li").first()).toHaveText("W: Livan Hernandez (San Francisco Giants)");
      await expect(record.locator("li").nth(1)).toHaveText("L: Woody Williams (San Diego Padres)");
      await expect(record.locator("li").nth(2)).toHaveText("S: Robb Nen (San Francisco Giants)");
      const hits = page.getByRole("table", { name: "Team Stats" }).getByRole("row", { name: /^H / });
      await expect(hits).toHaveText(/H\s*7\s*10/);
      await expect(page.getByTestId("notice-retrosheet")).toBeVisible();
    });
  }

  test("mlb: the game log sections pass axe", async ({ page }) => {
    await page.goto(hostUrl("mlb", `${OPENER_2001}?tab=stats`));
    await expect(page.getByTestId("game-log-sides")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
