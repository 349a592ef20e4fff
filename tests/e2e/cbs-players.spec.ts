/**
 * College baseball players (issue 44 item 4): Paul Skenes's 2023 line reached from LSU's 2023
 * roster, the seasons the figures cover, and the scope: the college players are on the college
 * site's /players and never on the MLB site's. Run with and without JavaScript.
 */
import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

test("LSU's 2023 roster leads to Paul Skenes, whose 2023 reads 13-2, 1.69 ERA, 122.2 IP, 209 SO", async ({
  page,
}) => {
  await page.goto(hostUrl("cbs", "/teams/lsu-tigers-baseball/2023?tab=roster"));
  await expect(page.locator("main")).toContainText("seasons 2022-2024 only");
  const pitching = page.locator("section").filter({ has: page.getByRole("heading", { name: /^Pitching/ }) });
  await pitching.getByRole("link", { name: "Paul Skenes", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Paul Skenes" })).toBeVisible();
  const row = page.locator("#pitching-title + p + div tr").filter({ hasText: "2023" }).first();
  for (const cell of ["13", "2", "1.69", "122.2", "209"])
    await expect(row.getByRole("cell", { name: cell, exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pitching, 2023" })).toBeVisible();
  await expect(page.locator("main")).toContainText("seasons 2022-2024 only");
});

test("Charlie Condon is on the college site's /players and not on the MLB site's", async ({ page }) => {
  await page.goto(hostUrl("cbs", "/players?q=condon"));
  await expect(page.getByRole("link", { name: /Charlie Condon/ }).first()).toBeVisible();
  await page.goto(hostUrl("mlb", "/players?q=condon"));
  await expect(page.locator("main")).not.toContainText("Charlie Condon");
});
