import { describe, expect, it } from "vitest";
import { cardSvg, pageOfImage, shareImagePath, shareQuery, wrap } from "~/lib/share-cards";

describe("share cards", () => {
  it("names an image only for pages that have one, and maps it back", () => {
    expect(shareImagePath("/teams/boston-bruins")).toBe("/og/teams/boston-bruins.png");
    expect(shareImagePath("/teams/boston-bruins/vs/montreal-canadiens")).toBe(
      "/og/teams/boston-bruins/vs/montreal-canadiens.png",
    );
    expect(shareImagePath("/scores/40149")).toBe("/og/scores/40149.png");
    expect(shareImagePath("/standings")).toBe("/og/standings.png");
    expect(shareImagePath("/leaders")).toBe("/og/leaders.png");
    expect(shareImagePath("/awards/nba-mvp")).toBe("/og/awards/nba-mvp.png");
    expect(shareImagePath("/draft/2024")).toBe("/og/draft/2024.png");
    expect(shareImagePath("/draft/next")).toBeNull();
    expect(shareImagePath("/teams")).toBeNull();
    expect(shareImagePath("/awards")).toBeNull();
    expect(pageOfImage("teams/boston-bruins.png")).toEqual({ kind: "team", ids: ["boston-bruins"] });
    expect(pageOfImage("teams/a/vs/b.png")).toEqual({ kind: "headToHead", ids: ["a", "b"] });
    expect(pageOfImage("teams/../x.png")).toBeNull();
    expect(pageOfImage("teams/boston-bruins")).toBeNull();
    expect(pageOfImage("draft/2024.png")).toEqual({ kind: "draft", ids: ["2024"] });
    expect(pageOfImage("standings.png")).toEqual({ kind: "standings", ids: [] });
  });

  it("carries the parameters that choose a standings or leaders view into the image's path, and no others", () => {
    // The page's sort, page and open row do not change what the card shows.
    expect(shareImagePath("/standings", "?season=2023&sort=team&open=12&conference=Eastern")).toBe(
      "/og/standings.png?conference=Eastern&season=2023",
    );
    expect(shareImagePath("/leaders", "?stat=hr&page=3&scope=season")).toBe(
      "/og/leaders.png?scope=season&stat=hr",
    );
    // Other pages' images do not depend on the query string.
    expect(shareImagePath("/teams/boston-bruins", "?open=1")).toBe("/og/teams/boston-bruins.png");
    expect(shareQuery("standings", "?season=2022&season=2023&extra=1")).toBe("?season=2023");
    expect(shareQuery("draft", "?sort=name")).toBe("");
  });

  it("draws a list card: ranks, names cut before the figure, figures right-aligned", () => {
    const svg = cardSvg(
      {
        siteName: "NBA",
        label: "Leaders",
        title: "MLB career leaders: Home Runs",
        lines: ["Top five"],
        rows: [
          { lead: "1", name: "Barry Bonds", value: "762" },
          {
            lead: "2",
            name: "A very long name that goes on and on and on and on and on and on",
            value: "755",
          },
        ],
      },
      { from: "#000000", to: "#111111", accent: "#ffcc00" },
    );
    expect(svg).toContain(">Barry Bonds</text>");
    expect(svg).toMatch(/text-anchor="end">762<\/text>/);
    expect(svg).toMatch(/>A very long name[^<]*…<\/text>/);
    expect(svg).toContain(">Top five</text>");
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
