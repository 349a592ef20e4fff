import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, hostUrl } from "./helpers";

const toneOf = (score: number) => (score >= 95 ? "good" : score >= 80 ? "fair" : "poor");

test.describe("/data-quality", () => {
  for (const site of ["hub", "cbb", "mlb"]) {
    test(`${site}: overall score, four metrics, four sources and five rules, computed by the build`, async ({
      page,
    }) => {
      const response = await page.goto(hostUrl(site, "/data-quality"));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Data Quality" })).toBeVisible();
      await expect(page).toHaveTitle(/^Data Quality \| /);
      await expect(
        page.getByText(/^Computed \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC, when the database was built\.$/),
      ).toBeVisible();
      await expect(page.locator("[data-overall]")).toHaveText(/^\d{1,3}(\.\d)?%$/);
      const metrics = page.locator("[data-metric]");
      await expect(metrics).toHaveCount(4);
      for (const name of ["Completeness", "Accuracy", "Freshness", "Consistency"])
        await expect(metrics.filter({ hasText: name })).toHaveCount(1);
      // Bar colours follow the score: green at 95+, amber at 80+, else red.
      for (let i = 0; i < 4; i++) {
        const bar = metrics.nth(i).getByRole("img");
        const label = (await bar.getAttribute("aria-label")) ?? "";
        const score = Number(label.match(/([\d.]+)%$/)?.[1]);
        await expect(bar).toHaveAttribute("data-tone", toneOf(score));
      }
      await expect(page.locator("[data-source]")).toHaveCount(4);
      await expect(page.locator("[data-source]").filter({ hasText: "Open datasets" })).toContainText(
        "active",
      );
      const rules = page.locator("[data-rule]");
      await expect(rules).toHaveCount(5);
      await expect(rules.filter({ hasText: "Team codes map to a franchise" })).toContainText(
        /warning\s*[\d,]+ issues/,
      );
      await expect(page.getByRole("table", { name: "Completeness by entity" })).toContainText(
        "Champion records",
      );
      if (site === "hub") await expectNoAxeViolations(page);
    });
  }
});
