/** /features: tabs with counts, the six cards and the three plans as the spec lists them. */
import { describe, expect, it } from "vitest";
import { FEATURES, PLANS, featureTabs, featuresOf } from "~/lib/features";

describe("features", () => {
  it("has six cards, AI Predictions and Mobile Experience coming soon", () => {
    expect(FEATURES).toHaveLength(6);
    expect(FEATURES.filter((f) => f.comingSoon).map((f) => f.title)).toEqual([
      "AI Predictions",
      "Mobile Experience",
    ]);
    for (const f of FEATURES)
      expect(f.comingSoon ? f.href : f.href?.startsWith("/")).toBe(f.comingSoon ? null : true);
  });

  it("counts each tab's features; All counts them all", () => {
    const tabs = featureTabs();
    expect(tabs.map((t) => t.label)).toEqual(["All", "Analytics", "Data", "Tracking", "Teams"]);
    expect(tabs[0].count).toBe(6);
    expect(tabs.slice(1).reduce((a, t) => a + t.count, 0)).toBe(6);
    expect(featuresOf("analytics").map((f) => f.key)).toEqual(["advanced-analytics", "ai-predictions"]);
  });

  it("lists the three plans: Free $0 forever, Pro $9.99 per month (most popular), Enterprise Custom", () => {
    expect(PLANS.map((p) => [p.name, p.price, p.period, p.mostPopular])).toEqual([
      ["Free", "$0", "forever", false],
      ["Pro", "$9.99", "per month", true],
      ["Enterprise", "Custom", "", false],
    ]);
    expect(PLANS.find((p) => p.key === "pro")?.cta).toBe("Start Free Trial");
    expect(PLANS.find((p) => p.key === "enterprise")?.cta).toBe("Contact Sales");
  });
});
