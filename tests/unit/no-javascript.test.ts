import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NO_JAVASCRIPT_SPECS, readOnlyTests } from "../e2e/no-javascript";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Whether the js-off project leaves out `title` of a spec with this source (the other specs empty). */
function leftOut(source: string, title: string): boolean {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "no-javascript-"));
  dirs.push(dir);
  const [name, ...others] = NO_JAVASCRIPT_SPECS;
  fs.writeFileSync(path.join(dir, `${name}.spec.ts`), source);
  for (const other of others) fs.writeFileSync(path.join(dir, `${other}.spec.ts`), "");
  // Playwright matches grepInvert against the file and the titles, joined by spaces.
  return readOnlyTests(dir).some((pattern) => pattern.test(`${name}.spec.ts suite ${title}`));
}

describe("which browser tests run again without JavaScript", () => {
  it("leaves out a test that only opens a page and reads it", () => {
    expect(
      leftOut(
        `test("reads", async ({ page }) => { await page.goto("/"); await expect(page.locator("h1")).toBeVisible(); });`,
        "reads",
      ),
    ).toBe(true);
  });

  it("keeps a test that clicks, fills or branches on JavaScript", () => {
    expect(
      leftOut(`test("clicks", async ({ page }) => { await page.getByRole("link").click(); });`, "clicks"),
    ).toBe(false);
    expect(
      leftOut(`test("fills", async ({ page }) => { await page.locator("input").fill("x"); });`, "fills"),
    ).toBe(false);
    expect(
      leftOut(`test("branches", async ({ page }) => { if (jsEnabled(test.info())) return; });`, "branches"),
    ).toBe(false);
  });

  it("keeps a test whose helper acts, directly or through another helper", () => {
    const source = `
async function press(page) { await page.keyboard.press("Enter"); }
async function submit(page) { await press(page); }
test("submits", async ({ page }) => { await submit(page); });`;
    expect(leftOut(source, "submits")).toBe(false);
  });

  it("ends a helper at the next test, so a reading helper above acting tests stays a reader", () => {
    const source = `
const label = (n) => \`\${n} games\`;
test.describe("suite", () => {
  test("clicks", async ({ page }) => { await page.getByRole("button").click(); });
});
test("reads", async ({ page }) => { await expect(page.getByText(label(3))).toBeVisible(); });`;
    expect(leftOut(source, "reads")).toBe(true);
    expect(leftOut(source, "clicks")).toBe(false);
  });

  it("matches a title with template holes by any text there", () => {
    const source =
      "for (const site of sites) test(`${site}: reads`, async ({ page }) => { await page.goto(site); });";
    expect(leftOut(source, "nba: reads")).toBe(true);
  });
});
