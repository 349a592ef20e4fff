/**
 * College basketball champions before 1985 on /champions (issue 39, item 4): the 1966 final,
 * Texas Western over Kentucky, found by its year.
 */
import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

test("cbb /champions lists 1966 Texas Western over Kentucky", async ({ page }) => {
  await page.goto(hostUrl("cbb", "/champions?year=1966"));
  const row = page.getByRole("row", { name: /Texas Western/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("1966");
  await expect(row).toContainText("Kentucky");
});
