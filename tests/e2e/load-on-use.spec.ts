import { expect, test, type Page } from "@playwright/test";
import { enhanceField, hostUrl, jsEnabled } from "./helpers";

// Filter widgets load on first use (app/components/ui/LoadOnUse.tsx): the first load carries none
// of their code; the native control is replaced, with the same value, when the visitor points at
// it, touches it or moves the focus into it, and a focused control hands its focus on.

const WIDGET_CODE = /\/assets\/(SelectEnhanced|DatePickerEnhanced|SearchCombobox|useFilter)-/;

/** The widget scripts the page has fetched so far. */
function widgetScripts(page: Page): () => string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (WIDGET_CODE.test(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return () => seen;
}

test.describe("widgets load on use", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!jsEnabled(testInfo), "without JavaScript the native controls are the page's controls");
  });

  test("a scores page loads no widget code until a field is used; the date picker then keeps the date and the focus", async ({
    page,
  }) => {
    const scripts = widgetScripts(page);
    await page.goto(hostUrl("nfl", "/scores"));
    await page.waitForLoadState("networkidle");
    expect(scripts()).toEqual([]);
    await expect(page.locator('[data-widget="native"] input[type="date"][name="start"]')).toHaveValue(
      "2026-11-16",
    );

    // The keyboard path: focus moves into the native date input (until the page has hydrated and answers).
    const group = page.getByRole("group", { name: "Start date" });
    await expect(async () => {
      await page.locator('input[name="start"]').first().blur();
      await page.locator('[data-widget="native"] input[name="start"]').focus();
      await expect(group).toBeVisible({ timeout: 2_000 });
    }).toPass();
    expect(scripts().some((path) => path.includes("DatePickerEnhanced"))).toBe(true);
    await expect(group.getByRole("spinbutton", { name: /month/i })).toBeFocused();
    await expect(group.getByRole("spinbutton", { name: /month/i })).toHaveText("11");
    await expect(group.getByRole("spinbutton", { name: /day/i })).toHaveText("16");
    await expect(group.getByRole("spinbutton", { name: /year/i })).toHaveText("2026");
    await expect(page.locator('input[type="hidden"][name="start"]')).toHaveValue("2026-11-16");
  });

  test("a dropdown becomes the Radix Select when pointed at, showing the same choice", async ({ page }) => {
    await page.goto(hostUrl("nhl", "/scores?status=final"));
    await expect(page.locator('select[name="status"] option:checked')).toHaveText("Final");
    await enhanceField(page, "status");
    await expect(page.locator('select[name="status"]')).toHaveCount(0);
    await expect(page.locator('[data-name="status"]')).toHaveText(/Final/);
    await expect(page.locator('input[type="hidden"][name="status"]')).toHaveValue("final");
  });
});
