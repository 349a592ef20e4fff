/**
 * Issue 24: axe clean on every page kind at both sizes (1280x800 and 390x844). The hub walks
 * every kind at both sizes; the sport sites share the kinds between them (each kind on one of
 * nba, nfl, nhl and mlb, turn by turn, at one size, the sizes taking turns too), so every kind is
 * checked on a sport site as well while the run stays short. No page may be wider than the screen.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoServed, hostUrl } from "./helpers";
import { pageKinds } from "./page-kinds";

const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
const SPORT_HOSTS = ["nba", "nfl", "nhl", "mlb"] as const;

/** The hub's every kind, and each kind once on a sport site whose data holds it. */
function walk(size: number): { key: string; kind: string; path: string }[] {
  const pages = pageKinds("hub").map((k) => ({ key: "hub", ...k }));
  pageKinds("hub").forEach(({ kind }, i) => {
    // The host turns with each kind, the size with each round of hosts: every host at both sizes.
    if (Math.floor(i / SPORT_HOSTS.length) % SIZES.length !== size) return;
    for (let turn = 0; turn < SPORT_HOSTS.length; turn++) {
      const key = SPORT_HOSTS[(i + turn) % SPORT_HOSTS.length]!;
      const found = pageKinds(key).find((k) => k.kind === kind);
      if (found) {
        pages.push({ key, ...found });
        return;
      }
    }
  });
  return pages;
}

for (const [index, size] of SIZES.entries()) {
  test.describe(`axe at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    for (const { key, kind, path } of walk(index)) {
      test(`${key} ${kind} (${path})`, async ({ page }) => {
        // axe on a long page (a standings table, the API reference) takes a while on a busy machine.
        test.setTimeout(180_000);
        const response = await gotoServed(page, hostUrl(key, path));
        expect(response?.status(), path).toBe(kind === "not found" ? 404 : 200);
        await expect(page.locator("main h1").first()).toBeVisible();
        // No page is wider than the screen: long prose in a table cell must wrap, not widen the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), "page width").toBeLessThanOrEqual(size.width);
        await expectNoAxeViolations(page);
      });
    }
  });
}
