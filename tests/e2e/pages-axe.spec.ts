/**
 * Issue 24: axe clean on every page kind at both sizes (1280x800 and 390x844). One walk per page
 * kind and size: each kind on the hub at 1280, and once on a sport site at 390 (nba, nfl, nhl and
 * mlb turn by turn; the hub where no sport site has the kind), so every kind is checked at both
 * sizes and on a sport site while the run stays short. No page may be wider than the screen.
 *
 * Without JavaScript the walk visits only the kinds with a filter form of their own, the one place
 * where the DOM differs from the hydrated one (native fields and an Apply button); it reads every
 * other kind's HTML over HTTP to know.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoServed, hasFilterForm, hostUrl, jsEnabled } from "./helpers";
import { pageKinds } from "./page-kinds";

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const SPORT_HOSTS = ["nba", "nfl", "nhl", "mlb"] as const;

/** The hub's every kind at one size; at the other, each kind once on a sport site whose data holds it. */
function walk(size: keyof typeof SIZES): { key: string; kind: string; path: string }[] {
  if (size === "desktop") return pageKinds("hub").map((k) => ({ key: "hub", ...k }));
  return pageKinds("hub").map(({ kind, path }, i) => {
    for (let turn = 0; turn < SPORT_HOSTS.length; turn++) {
      const key = SPORT_HOSTS[(i + turn) % SPORT_HOSTS.length]!;
      const found = pageKinds(key).find((k) => k.kind === kind);
      if (found) return { key, ...found };
    }
    return { key: "hub", kind, path };
  });
}

for (const size of ["desktop", "phone"] as const) {
  const { width, height } = SIZES[size];
  test.describe(`axe at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });
    for (const { key, kind, path } of walk(size)) {
      test(`${key} ${kind} (${path})`, async ({ page, request }) => {
        // axe on a long page (a standings table, the API reference) takes a while on a busy machine.
        test.setTimeout(180_000);
        if (!jsEnabled(test.info())) {
          // Without JavaScript the page is its server HTML, which the walk with JavaScript has
          // checked (status, heading, width, axe) before hydration could change it, except where
          // the page has a filter form of its own: its native fields and Apply button show only
          // here. Asked over HTTP first, so a kind without one costs no browser visit.
          test.skip(
            !(await hasFilterForm(request, key, path)),
            "no filter form: the same DOM as with JavaScript, walked there",
          );
        }
        const response = await gotoServed(page, hostUrl(key, path));
        expect(response?.status(), path).toBe(kind === "not found" ? 404 : 200);
        await expect(page.locator("main h1").first()).toBeVisible();
        // No page is wider than the screen: long prose in a table cell must wrap, not widen the page.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          "page width",
        ).toBeLessThanOrEqual(width);
        // Without JavaScript axe walks the filter form (the part that differs) once per kind, at the
        // desktop size: a phone lays out the same elements with the same colours and names.
        // Targets are checked for size (24 px, or spaced as WCAG 2.5.8 allows) at both sizes: the
        // desktop's dense tables keep 25 rows on the first screen with rows of 24 px where they hold links.
        if (jsEnabled(test.info()) || size === "desktop")
          await expectNoAxeViolations(page, { targetSize: true });
      });
    }
  });
}
