/**
 * A near-miss address (a slug without its year, an abbreviation, a season without its league)
 * answers 404 with "Did you mean" links to the pages it reads like, on the sport sites and the hub.
 * Server HTML only: it runs once, with JavaScript (tests/e2e/no-javascript.ts).
 */
import { expect, test } from "@playwright/test";
import { siteGet } from "./helpers";

/** The "Did you mean" links of a Not Found answer's HTML: [href, text] pairs. */
function didYouMean(html: string): [string, string][] {
  const nav = /<nav aria-label="Did you mean">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [
    m[1]!,
    m[2]!.replace(/<!-- -->/g, "").replace(/&amp;/g, "&"),
  ]);
}

const CASES: { site: string; path: string; title: string; first: [string, RegExp]; also?: string }[] = [
  {
    site: "nba",
    path: "/players/michael-jordan",
    title: "Player Not Found",
    first: ["/players/michael-jordan-1963", /^Michael Jordan \(Player · Basketball .*1984–2002\)$/],
  },
  {
    site: "hub",
    path: "/players/michael-jordan",
    title: "Player Not Found",
    first: ["/players/michael-jordan-1963", /^Michael Jordan \(Player · Basketball/],
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
  for (const { site, path, title, first, also } of CASES) {
    test(`${site} ${path}: 404 with "Did you mean" ${first[0]}`, async ({ request }) => {
      const res = await siteGet(request, site, path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain(title);
      const links = didYouMean(html);
      expect(links[0]?.[0]).toBe(first[0]);
      expect(links[0]?.[1]).toMatch(first[1]);
      if (also) expect(links.map(([href]) => href)).toContain(also);
      // Every link is a page of this site that answers.
      for (const [href] of links) expect((await siteGet(request, site, href)).status(), href).toBe(200);
    });
  }

  test("a file-like or wordless path is a plain Not Found, with no suggestions", async ({ request }) => {
    for (const path of ["/wp-login.php", "/---"]) {
      const res = await siteGet(request, "nba", path);
      expect(res.status(), path).toBe(404);
      expect(didYouMean(await res.text()), path).toEqual([]);
    }
  });
});
