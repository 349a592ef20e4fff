import { describe, expect, it } from "vitest";
import { cardSvg, pageOfImage, shareImagePath, wrap } from "~/lib/share-cards";

describe("share cards", () => {
  it("names an image only for pages that have one, and maps it back", () => {
    expect(shareImagePath("/teams/boston-bruins")).toBe("/og/teams/boston-bruins.png");
    expect(shareImagePath("/teams/boston-bruins/vs/montreal-canadiens")).toBe(
      "/og/teams/boston-bruins/vs/montreal-canadiens.png",
    );
    expect(shareImagePath("/scores/40149")).toBe("/og/scores/40149.png");
    expect(shareImagePath("/standings")).toBeNull();
    expect(shareImagePath("/teams")).toBeNull();
    expect(pageOfImage("teams/boston-bruins.png")).toEqual({ kind: "team", ids: ["boston-bruins"] });
    expect(pageOfImage("teams/a/vs/b.png")).toEqual({ kind: "headToHead", ids: ["a", "b"] });
    expect(pageOfImage("teams/../x.png")).toBeNull();
    expect(pageOfImage("teams/boston-bruins")).toBeNull();
  });

  it("wraps long titles and escapes text", () => {
    expect(wrap("Championship Analytics Across Every Sport", 20, 2)).toEqual([
      "Championship",
      "Analytics Across…",
    ]);
    const svg = cardSvg(
      { siteName: "A & B", label: "Team", title: "<script>", lines: [] },
      { from: "#000000", to: "#111111", accent: "#ffcc00" },
    );
    expect(svg).toContain("A &amp; B");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).not.toContain("<script>");
  });
});
