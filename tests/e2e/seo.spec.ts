/**
 * robots.txt and sitemap.xml per site (docs/rules.md#robots-and-sitemap): each site publishes its
 * own pages under its own origin, never under a Host header it does not own.
 */
import { expect, test, type Page } from "@playwright/test";
import { TEST_PORT } from "../../playwright.config";
import { hostUrl } from "./helpers";

async function body(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  return { text: (await res?.text()) ?? "", type: res?.headers()["content-type"] ?? "" };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

test("a sport site's robots.txt points crawlers at its own sitemap and keeps them off the API", async ({
  page,
}) => {
  const { text, type } = await body(page, hostUrl("nfl", "/robots.txt"));
  expect(type).toContain("text/plain");
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /api/");
  expect(text).toContain(`Sitemap: http://nfl.localhost:${TEST_PORT}/sitemap.xml`);
});

test("a sport site's sitemap lists its pages and only its own championships, and every page listed answers", async ({
  page,
}) => {
  const { text, type } = await body(page, hostUrl("nfl", "/sitemap.xml"));
  expect(type).toContain("application/xml");
  const urls = locs(text);
  const origin = `http://nfl.localhost:${TEST_PORT}`;
  expect(urls.every((u) => u.startsWith(`${origin}/`))).toBe(true);
  expect(urls).toContain(`${origin}/`);
  expect(urls).toContain(`${origin}/championships`);
  expect(urls).toContain(`${origin}/champions`);
  expect(urls).toContain(`${origin}/championships/super-bowl`);
  expect(urls.some((u) => u.includes("nba-finals") || u.includes("stanley-cup"))).toBe(false);
  expect(urls.some((u) => u.includes("/debug") || u.includes("/api/"))).toBe(false);
  expect(new Set(urls).size).toBe(urls.length);

  // Every page that is not a team page, and the first team page if any: each answers 200.
  const firstTeam = urls.find((u) => u.includes("/teams/"));
  for (const url of [...urls.filter((u) => !u.includes("/teams/")), ...(firstTeam ? [firstTeam] : [])]) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
  }
});

test("the hub's sitemap lists every sport's championships under the hub's origin", async ({ page }) => {
  const urls = locs((await body(page, hostUrl("hub", "/sitemap.xml"))).text);
  const origin = `http://localhost:${TEST_PORT}`;
  expect(urls.every((u) => u.startsWith(`${origin}/`))).toBe(true);
  for (const slug of ["super-bowl", "nba-finals", "world-series", "stanley-cup-final"]) {
    expect(urls, slug).toContain(`${origin}/championships/${slug}`);
  }
});

test("an unknown Host header never appears in robots.txt or the sitemap", async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const headers = { Host: "evil.example.com" };
  const robots = await (await request.get(hostUrl("hub", "/robots.txt"), { headers })).text();
  expect(robots).toContain("Sitemap: https://championshiphistory.example/sitemap.xml");
  const sitemap = await (await request.get(hostUrl("hub", "/sitemap.xml"), { headers })).text();
  // Every URL on the hub's configured host ('evil' would also match the New Jersey Devils' slug).
  expect(locs(sitemap)[0]).toBe("https://championshiphistory.example/");
  expect(locs(sitemap).every((u) => u.startsWith("https://championshiphistory.example/"))).toBe(true);
  expect(sitemap).not.toContain("evil.example.com");
  await request.dispose();
});

test("sitemaps list leaders, awards and drafts (with their pages) only on the sites that hold them, and each answers", async ({
  page,
}) => {
  const origin = (key: string) =>
    key === "hub" ? `http://localhost:${TEST_PORT}` : `http://${key}.localhost:${TEST_PORT}`;
  const of = async (key: string) => locs((await body(page, hostUrl(key, "/sitemap.xml"))).text);
  const mlb = await of("mlb");
  expect(mlb).toContain(`${origin("mlb")}/leaders`);
  expect(mlb).toContain(`${origin("mlb")}/awards`);
  expect(mlb.some((u) => u.startsWith(`${origin("mlb")}/awards/`))).toBe(true);
  expect(mlb.some((u) => u.includes("/draft"))).toBe(false);
  const nba = await of("nba");
  expect(nba).toContain(`${origin("nba")}/draft`);
  expect(nba).toContain(`${origin("nba")}/draft/1947`);
  expect(nba).toContain(`${origin("nba")}/leaders`);
  const nhl = await of("nhl");
  expect(nhl).toContain(`${origin("nhl")}/leaders`);
  const hub = await of("hub");
  for (const p of ["/leaders", "/awards", "/draft", "/draft/2025"])
    expect(hub, p).toContain(`${origin("hub")}${p}`);
  const nfl = await of("nfl");
  expect(nfl).toContain(`${origin("nfl")}/leaders`);
  expect(nfl.some((u) => /\/(awards|draft)\b/.test(u))).toBe(false);
  const cfb = await of("cfb");
  expect(cfb.some((u) => /\/(leaders|awards|draft)\b/.test(u))).toBe(false);
  // The section pages listed answer: the first award and draft page of each site.
  for (const urls of [mlb, nba, nhl]) {
    const sections = urls.filter((u) => /\/(leaders|awards|draft)(\/|$)/.test(u));
    const firstOf = (part: string) => sections.find((u) => u.includes(`/${part}/`));
    for (const url of [
      ...sections.filter((u) => !/\/(awards|draft)\//.test(u)),
      firstOf("awards"),
      firstOf("draft"),
    ].filter((u): u is string => !!u)) {
      expect((await page.goto(url))?.status(), url).toBe(200);
    }
  }
});
