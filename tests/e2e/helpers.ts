import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { TEST_PORT } from "../../playwright.config";

/** A site's local address: `hub` is plain localhost, sport sites are `{key}.localhost`. */
export function hostUrl(key: string, path = "/"): string {
  return key === "hub"
    ? `http://localhost:${TEST_PORT}${path}`
    : `http://${key}.localhost:${TEST_PORT}${path}`;
}

export const jsEnabled = (testInfo: TestInfo) => testInfo.project.name === "js-on";

/**
 * Opens a page whose first render computes figures per request (/analytics, a long page's axe walk).
 * A cold page past the render deadline on a busy machine answers 503 with Retry-After, as designed;
 * the load it started goes on (up to 15 s), so asked again after a moment it is served from that
 * load. A page still answering 503 after three more tries is a failure.
 */
export async function gotoServed(page: Page, url: string) {
  let response = await page.goto(url);
  for (let retry = 0; retry < 3 && response?.status() === 503; retry++) {
    await page.waitForTimeout(1_000 * (retry + 1));
    response = await page.goto(url);
  }
  return response;
}

/**
 * Colours are read as they are at that moment: a theme switch or a header turning solid on scroll
 * is mid-transition for a few frames (light text on a still-light bar), so finite transitions end first.
 */
export function transitionsEnded(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A context whose scripts run but whose module scripts are never fetched, kept for the worker's
 * browser (one per colour scheme and screen size): axe runs in it over a page as the server
 * rendered it, at the size of the page it checks.
 */
const scriptlessContexts = new Map<string, Promise<BrowserContext>>();
function scriptlessContext(page: Page, colorScheme: "light" | "dark" | undefined): Promise<BrowserContext> {
  const viewport = page.viewportSize();
  const key = JSON.stringify([colorScheme, viewport]);
  let context = scriptlessContexts.get(key);
  if (!context) {
    context = page
      .context()
      .browser()!
      .newContext({ javaScriptEnabled: true, colorScheme, viewport })
      .then(async (created) => {
        created.on("close", () => scriptlessContexts.delete(key));
        await created.route(/\.js(\?.*)?$/, (route) => route.abort());
        return created;
      });
    scriptlessContexts.set(key, context);
  }
  return context;
}

/**
 * Marks each table row and list item whose markup repeats an earlier one's (`data-axe-repeat`), for
 * axe to skip: rows drawn by the same component differ only in their words and addresses, which no
 * axe rule reads except as present or empty. The markup compared is every element's tag, class,
 * style, role and ARIA values, which other attributes it has and whether each is empty, and whether
 * it holds text of its own. On hub standings (293 rows, 265 repeats) axe took 7.4 s and now 2.8 s,
 * most of it colour contrast measured cell by cell.
 */
function markRepeatedRows(): number {
  const shown = (el: Element): string => {
    const attributes = [...el.attributes]
      .map((a) =>
        a.name === "class" || a.name === "style" || a.name === "role" || a.name.startsWith("aria-")
          ? `${a.name}=${a.value}`
          : `${a.name}${a.value ? "+" : ""}`,
      )
      .sort()
      .join(" ");
    const text = [...el.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    )
      ? "#"
      : "";
    return `<${el.tagName}${text} ${attributes}>${[...el.children].map(shown).join("")}`;
  };
  const seen = new Set<string>();
  let repeats = 0;
  for (const item of document.querySelectorAll("tbody > tr, ul > li, ol > li")) {
    if (item.parentElement?.closest("[data-axe-repeat]")) continue;
    const markup = shown(item);
    if (seen.has(markup)) {
      item.setAttribute("data-axe-repeat", "");
      repeats++;
    } else seen.add(markup);
  }
  return repeats;
}

/**
 * Fails on any axe violation, listing rule, impact and the first offending nodes (in `include` only, when given). axe runs inside
 * the page, so with JavaScript off the same URL is checked in a scripting context whose module
 * scripts are blocked: the page stays exactly as the server rendered it, never hydrated (and only
 * where that DOM differs from the hydrated one: see below).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { colorScheme?: "light" | "dark"; include?: string; targetSize?: boolean } = {},
) {
  // axe walks every node of a long page: on a busy machine that alone took 30 s (a championship
  // page), so the check brings its own minute instead of racing the test's budget.
  test.info().setTimeout(test.info().timeout + 60_000);
  let target = page;
  if (!jsEnabled(test.info())) {
    // Without JavaScript the DOM differs from the one with it only where the page has a filter form
    // of its own (its Apply button and native fields show; scripts hide or replace them). Elsewhere
    // it is the DOM the same test checks in the JavaScript project: axe runs there, once.
    if ((await page.locator('main form[method="get"]').count()) === 0) {
      test.info().annotations.push({
        type: "axe",
        description: "no filter form: the same DOM as with JavaScript, checked there",
      });
      return;
    }
    const context = await scriptlessContext(page, options.colorScheme);
    await context.clearCookies();
    await context.addCookies(await page.context().cookies());
    // One page per context, kept: a new page per check cost 0.4-0.6 s before its first byte.
    target = context.pages()[0] ?? (await context.newPage());
    await target.goto(page.url());
  }
  const results = await transitionsEnded(target)
    .then(() => target.evaluate(markRepeatedRows))
    // axe.run in the page, asked for violations only: the default (a partial run per frame, then
    // all results with every passing node serialised and finished in a second page) took 22 s on a
    // standings page where this takes 7 s. The pages have no frames, so nothing goes unchecked.
    .then(() => {
      const builder = new AxeBuilder({ page: target })
        .setLegacyMode(true)
        // target-size (WCAG 2.5.8, off in axe by default) where asked.
        .options({
          resultTypes: ["violations"],
          ...(options.targetSize ? { rules: { "target-size": { enabled: true } } } : {}),
        })
        .exclude("[data-axe-repeat]");
      // Without JavaScript only the filter form differs from the DOM the JavaScript project checks
      // (above): axe walks that form alone. On a standings page the whole walk took 6 s, the form alone
      // 2 s, most of it axe starting up.
      if (options.include) return builder.include(options.include).analyze();
      return (jsEnabled(test.info()) ? builder : builder.include('main form[method="get"]')).analyze();
    });
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** A long dropdown stays a native select with JavaScript too (app/components/ui/Select.tsx). */
async function staysNative(page: Page, name: string): Promise<boolean> {
  const native = page.locator(`select[name="${name}"]`);
  if ((await native.count()) === 0) return false;
  return (await native.locator("option").count()) > 40;
}

/**
 * With JavaScript, a filter's widget loads on first use (app/components/ui/LoadOnUse.tsx): points
 * at the native field (again until the page has hydrated and answers) and waits for the widget
 * that replaces it. Fails when the widget never comes.
 */
export async function enhanceField(page: Page, name: string) {
  const enhanced = page.locator(`[data-widget="enhanced"]:has([name="${name}"])`);
  if ((await enhanced.count()) > 0) return;
  const native = page.locator(`[data-widget="native"] [name="${name}"]`);
  await expect(async () => {
    await page.mouse.move(0, 0);
    await native.hover();
    await expect(enhanced).toHaveCount(1, { timeout: 2_000 });
  }).toPass();
}

/**
 * Presses "/" until the visible search box has focus, and returns it: the shortcut listens only once
 * the page has hydrated, and a key pressed before that is lost (as it would be for a fast user).
 */
export async function focusSearchByKey(page: Page) {
  const input = page.getByRole("combobox", { name: "Search" }).filter({ visible: true });
  await expect(async () => {
    // Once the box has focus a further "/" would be typed into it.
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("role") === "combobox");
    if (!focused) await page.locator("body").press("/");
    await expect(input).toBeFocused({ timeout: 1_000 });
  }).toPass();
  return input;
}

/**
 * Picks an option of a filter dropdown by its form `name`: the native `<select>` without
 * JavaScript, the Radix Select (trigger, then the option) with it.
 */
export async function chooseOption(page: Page, name: string, optionLabel: string) {
  if (jsEnabled(test.info()) && !(await staysNative(page, name))) {
    await enhanceField(page, name);
    await page.locator(`[data-name="${name}"]`).click();
    await page.getByRole("option", { name: optionLabel, exact: true }).click();
  } else {
    await page.locator(`select[name="${name}"]`).selectOption({ label: optionLabel });
  }
}

/** The option labels of a filter dropdown, in order (opening and closing the Radix list with JavaScript). */
export async function optionLabels(page: Page, name: string): Promise<string[]> {
  if (!jsEnabled(test.info()) || (await staysNative(page, name)))
    return page.locator(`select[name="${name}"] option`).allTextContents();
  await enhanceField(page, name);
  await page.locator(`[data-name="${name}"]`).click();
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  const labels = (await options.allTextContents()).map((t) => t.trim());
  await page.keyboard.press("Escape");
  return labels;
}

/** The submitted value of a filter field by its `name` (native select, hidden input of an enhanced widget, or input). */
export function filterField(page: Page, name: string) {
  return page.locator(`select[name="${name}"], input[name="${name}"]`).first();
}

/** Opens `url` and waits for the page's title heading (h1) `heading`. */
export async function openPage(page: Page, url: string, heading: string | RegExp) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** Opens `url` and expects the Not Found page: a 404 answer headed `heading`. */
export async function expectNotFoundPage(page: Page, url: string, heading: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

/**
 * Opens a team season's schedule and expects it to name `opponent` (a team outside Division I) as
 * text, never a link: such a team has no page of its own.
 */
export async function expectUnlinkedOpponent(page: Page, scheduleUrl: string, opponent: string) {
  await page.goto(scheduleUrl);
  const row = page.getByRole("row").filter({ hasText: opponent }).first();
  await expect(row).toBeVisible();
  await expect(row.getByRole("link", { name: opponent, exact: true })).toHaveCount(0);
}

/** Expects the page's first figure labelled `label` (a tile's label, exactly) to read `value` beside it. */
export async function expectFigure(page: Page, label: string, value: string) {
  await expect(page.getByText(label, { exact: true }).first().locator("..")).toContainText(value);
}

/** Expects a person page's section toggle `name` (a link: one section open at a time) open or closed. */
export async function expectSectionOpen(page: Page, name: string, open: boolean) {
  await expect(page.getByRole("link", { name })).toHaveAttribute("aria-expanded", String(open));
}

/**
 * GET a site's URL through Playwright's API request context, which does not resolve
 * `*.localhost`: it asks plain localhost with the site's Host header.
 */
export function siteGet(
  request: APIRequestContext,
  key: string,
  path = "/",
  headers: Record<string, string> = {},
) {
  return request.get(hostUrl("hub", path), { headers: { ...headers, Host: new URL(hostUrl(key)).host } });
}

/**
 * Whether a page's server HTML has a filter form of its own (a GET form inside `<main>`): without
 * JavaScript that is where the DOM differs from the hydrated one (native fields, an Apply button).
 * Read over HTTP, so a test that has nothing to prove without JavaScript costs no browser visit.
 */
export async function hasFilterForm(request: APIRequestContext, key: string, path: string): Promise<boolean> {
  const html = await (await siteGet(request, key, path, { accept: "text/html" })).text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return /<form[^>]*method="get"/.test(main);
}

/** The first rows of a table, in order, each containing all of its texts (`expected[i]` for row i). */
export async function expectRowsContaining(rows: Locator, expected: readonly (readonly string[])[]) {
  for (const [i, texts] of expected.entries())
    for (const text of texts) await expect(rows.nth(i)).toContainText(text);
}
