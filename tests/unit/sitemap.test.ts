import { describe, expect, it } from "vitest";
import { robotsTxt, routePatterns, sitemapUrls, sitemapXml } from "~/lib/sitemap";

describe("routePatterns", () => {
  it("reads Remix flat-route file names as URL patterns", () => {
    const patterns = routePatterns([
      "../routes/_index.tsx",
      "../routes/championships._index.tsx",
      "../routes/championships.$slug.tsx",
      "../routes/teams.$slug.$year.tsx",
      "../routes/teams_.$slug.tsx",
      "../routes/champions[.]csv.tsx",
      "../routes/_auth.login.tsx",
      "../routes/$.tsx",
    ]);
    expect([...patterns].sort()).toEqual([
      "/",
      "/champions.csv",
      "/championships",
      "/championships/:",
      "/login",
      "/teams/:",
      "/teams/:/:",
    ]);
  });
});

describe("sitemap", () => {
  const routes = routePatterns([
    "_index.tsx",
    "championships._index.tsx",
    "championships.$slug.tsx",
    "champions.tsx",
    "terms.tsx",
    "debug.tsx",
  ]);

  it("lists the pages the build has, then the site's championships, under the site's origin", () => {
    const urls = sitemapUrls({
      origin: "https://nfl.example",
      routes,
      championshipSlugs: ["super-bowl"],
      teamSlugs: ["kansas-city-chiefs"],
    });
    expect(urls).toEqual([
      "https://nfl.example/",
      "https://nfl.example/championships",
      "https://nfl.example/champions",
      "https://nfl.example/terms",
      "https://nfl.example/championships/super-bowl",
    ]);
  });

  it("lists team pages once the build has the team route", () => {
    const withTeams = new Set([...routes, "/teams", "/teams/:"]);
    const urls = sitemapUrls({
      origin: "https://nfl.example",
      routes: withTeams,
      championshipSlugs: [],
      teamSlugs: ["kansas-city-chiefs", "kansas-city-chiefs"],
    });
    expect(urls.filter((u) => u.includes("/teams"))).toEqual([
      "https://nfl.example/teams",
      "https://nfl.example/teams/kansas-city-chiefs",
    ]);
  });

  it("writes valid, escaped XML and a robots.txt pointing at it", () => {
    expect(sitemapXml(["https://x.example/a?b=1&c=2"])).toContain(
      "<loc>https://x.example/a?b=1&amp;c=2</loc>",
    );
    expect(sitemapXml([])).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const robots = robotsTxt("https://nfl.example");
    expect(robots).toContain("User-agent: *\nDisallow: /api/\n");
    expect(robots).toContain("Sitemap: https://nfl.example/sitemap.xml\n");
  });
});

describe("sitemap sections", () => {
  const routes = new Set(["/", "/leaders", "/awards", "/awards/:", "/draft", "/draft/:"]);
  it("lists leaders, awards and drafts with their pages only where the site holds them", () => {
    const urls = sitemapUrls({
      origin: "https://nba.example",
      routes,
      championshipSlugs: [],
      teamSlugs: [],
      sections: { leaders: false, glossary: true, awardSlugs: ["nba-mvp"], draftYears: [1947, 2025] },
    });
    expect(urls).toEqual([
      "https://nba.example/",
      "https://nba.example/awards",
      "https://nba.example/awards/nba-mvp",
      "https://nba.example/draft",
      "https://nba.example/draft/1947",
      "https://nba.example/draft/2025",
    ]);
    const mlb = sitemapUrls({
      origin: "https://mlb.example",
      routes,
      championshipSlugs: [],
      teamSlugs: [],
      sections: { leaders: true, glossary: true, awardSlugs: null, draftYears: null },
    });
    expect(mlb).toEqual(["https://mlb.example/", "https://mlb.example/leaders"]);
  });
});
