/**
 * A near-miss address (a slug without its year, an abbreviation, a season without its league)
 * answers 404 with "Did you mean" links to the pages it reads like, on the sport sites and the hub.
 * Server HTML only: it runs once, with JavaScript (tests/e2e/no-javascript.ts).
 */
import { expect, test } from "@playwright/test";
import { hostUrl, siteGet } from "./helpers";

/** The "Did you mean" links of a Not Found answer's HTML: [href, text] pairs. */
function didYouMean(html: string): [string, string][] {
  const nav = /<nav aria-label="Did you mean">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [
    m[1]!,
    m[2]!.replace(/<!-- -->/g, "").replace(/&amp;/g, "&"),
  ]);
}

const CASES: { site: string; path: string; title: string; first: [string, RegExp] }[] = [
  {
    site: "nba",
    path: "/players/lebron",
    title: "Player Not Found",
    first: ["/players/lebron-james", /^LeBron James \(Player · Basketball .*2003-04 to /],
  },
  {
    site: "hub",
    path: "/players/kobe",
    title: "Player Not Found",
    first: ["/players/kobe-bryant", /^Kobe Bryant/],
  },
  {
    site: "nba",
    path: "/teams/BOS",
    title: "Team Not Found",
    first: ["/teams/boston-celtics", /^Boston Celtics/],
  },
  {
    site: "nhl",
    path: "/teams/BOS",
    title: "Team Not Found",
    first: ["/teams/boston-bruins", /^Boston Bruins/],
  },
  {
    site: "nba",
    path: "/2024-25",
    title: "Page Not Found",
    first: ["/seasons/nba-2024-25", /^2024-25 NBA Season/],
  },
];

test.describe("near misses", () => {
  for (const { site, path, title, first } of CASES) {
    test(`${site} ${path}: 404 with "Did you mean" ${first[0]}`, async ({ request }) => {
      const res = await siteGet(request, site, path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain(title);
      const links = didYouMean(html);
      expect(links[0]?.[0]).toBe(first[0]);
      expect(links[0]?.[1]).toMatch(first[1]);
      // Every link is a page of this site that answers.
      for (const [href] of links) expect((await siteGet(request, site, href)).status(), href).toBe(200);
    });
  }

  test("a namesake's old slug with his birth year answers 301 to his slug; another year is no one", async ({
    request,
  }) => {
    // The NFL's Michael Jordan is listed as Mike Jordan: the basketball one's slug lost its year.
    const moved = await request.get(hostUrl("hub", "/players/michael-jordan-1963"), {
      headers: { Host: new URL(hostUrl("nba")).host },
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/players/michael-jordan");
    const wrongYear = await siteGet(request, "nba", "/players/michael-jordan-1964");
    expect(wrongYear.status()).toBe(404);
  });

  test("a file-like or wordless path is a plain Not Found, with no suggestions", async ({ request }) => {
    for (const path of ["/wp-login.php", "/---"]) {
      const res = await siteGet(request, "nba", path);
      expect(res.status(), path).toBe(404);
      expect(didYouMean(await res.text()), path).toEqual([]);
    }
  });
});
