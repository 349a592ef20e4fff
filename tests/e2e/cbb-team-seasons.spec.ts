/**
 * College basketball team seasons before the games (issue 39, item 4): a team's seasons table back
 * to 1898-99 from Sports-Reference, and a season page of those years saying what its row holds and
 * that its games are not in our data. Run with and without JavaScript (the season is reached by its
 * link, the schedule by its tab).
 */
import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

test("Kansas: seasons back to 1898-99 with W-L and coach, and a 1952-53 page without games", async ({
  page,
}) => {
  await page.goto(hostUrl("cbb", "/teams/kansas-jayhawks-basketball"));
  const summary = page.locator("section", { has: page.locator("#franchise-summary") });
  await expect(summary).toContainText(
    "1898-99 to 1983-84 (86 seasons): the record, coaches and result are the season's totals from Sports-Reference; the games of those seasons are not in our data.",
  );
  const table = summary.getByRole("table", { name: "Franchise summary by season" });
  await expect(table.getByRole("columnheader", { name: "Coach" })).toBeVisible();
  const first = table.getByRole("row", { name: /^1898-99/ });
  await expect(first.locator("td")).toHaveText(["7-4", ".636", "—", "—", "Doc Naismith"]);
  const final = table.getByRole("row", { name: /^1952-53/ });
  await expect(final.locator("td")).toHaveText([
    "19-6",
    ".760",
    "—",
    "Lost NCAA Men's Basketball Tournament to Indiana Hoosiers 68-69",
    "Phog Allen",
  ]);

  await final.getByRole("link", { name: "1952-53" }).click();
  await expect(page).toHaveURL(/\/teams\/kansas-jayhawks-basketball\/1952$/);
  const overview = page.locator("section", { has: page.locator("#season-overview") });
  await expect(overview).toContainText("19-6");
  await expect(overview).toContainText(
    "The games of this season are not in our data: its record, coaches and result are the season's totals from Sports-Reference.",
  );
  await expect(page.locator("#season-coaches")).toHaveText("Head coach: Phog Allen");

  await page.getByRole("tab", { name: "Schedule", exact: true }).click();
  await expect(page).toHaveURL(/1952\?tab=schedule$/);
  await expect(page.getByRole("heading", { name: "No Games Found" })).toBeVisible();
  await expect(
    page.getByText("The games of this season are not in our data", { exact: false }),
  ).toBeVisible();
});

test("Kansas 2007-08: the schedule holds the regular season (issue 44) and the NCAA Tournament games", async ({
  page,
}) => {
  await page.goto(hostUrl("cbb", "/teams/kansas-jayhawks-basketball/2007"));
  await page.getByRole("tab", { name: "Schedule", exact: true }).click();
  await expect(page).toHaveURL(/2007\?tab=schedule$/);
  await expect(page.getByText("The regular-season games of this season are not in our data")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^Regular Season/ })).toContainText("33 games");
  await expect(page.getByRole("heading", { name: /^NCAA Tournament/ })).toContainText("6 games");
});
