import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { TEST_PORT } from "../../playwright.config";

/** A site's local address: `hub` is plain localhost, sport sites are `{key}.localhost`. */
export function hostUrl(key: string, path = "/"): string {
  return key === "hub" ? `http://localhost:${TEST_PORT}${path}` : `http://${key}.localhost:${TEST_PORT}${path}`;
}

export const jsEnabled = (testInfo: TestInfo) => testInfo.project.name === "js-on";

/** Fails on any axe violation, listing rule, impact and the first offending nodes. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}
