/**
 * No broken internal link: from each of the nine hosts' home pages a crawl follows the links of the
 * site family and checks that every one answers 2xx (after redirects). Each run crawls a sample: the
 * pages to visit next and the links to check are drawn from the frontier by the run's seed
 * (tests/e2e/sample.ts, printed with the figures; CRAWL_SEED repeats it), within small bounds;
 * `CRAWL=full` crawls breadth first to the full bounds. The figures of each host are attached to
 * the test's report.
 */
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { TEST_PORT } from "../../playwright.config";
import { hostUrl, siteGet } from "./helpers";
import { hrefsOf } from "./scope-oracle";
import { crawlSeed, fullCrawl, seededRandom, shuffled } from "./sample";

const HOSTS = ["hub", "nfl", "nba", "mlb", "nhl", "cfb", "cbb", "cbs", "chk"] as const;
/** Pages whose links are followed, per host (a sample; the full crawl's bound with CRAWL=full). */
const MAX_PAGES = fullCrawl ? 45 : 15;
/**
 * Distinct links checked, per host. Each run draws another sample; at 150 the nine crawls were a ninth
 * of the browser suite's time.
 */
const MAX_LINKS = fullCrawl ? 450 : 100;
/** Links checked per page visited, so a sample reaches past the first pages' links. */
const LINKS_PER_PAGE = fullCrawl ? Infinity : 8;
const CONCURRENCY = 3;

/** The site key and path of a link inside the family (any of the nine local hosts), else null. */
function familyTarget(href: string, base: URL): { site: string; path: string } | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" || url.port !== String(TEST_PORT)) return null;
  const m = /^(?:([a-z]+)\.)?localhost$/.exec(url.hostname);
  if (!m) return null;
  const site = m[1] ?? "hub";
  if (!(HOSTS as readonly string[]).includes(site)) return null;
  // Fingerprinted build files and icons are not pages; the page cache key ignores fragments.
  if (url.pathname.startsWith("/assets/")) return null;
  return { site, path: `${url.pathname}${url.search}` };
}

async function pool<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/**
 * GET through the site's host. Two answers are the moment, not the link, so such a request is sent
 * again until the server is past that moment (for up to 30 s): a reused keep-alive socket that the
 * server closed as idle at that very instant resets, and a 503 (the page's render deadline passed on
 * a busy machine) says "try again". A link that still answers 503 then is broken.
 */
async function get(request: APIRequestContext, site: string, path: string): Promise<APIResponse> {
  let res: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        res = await siteGet(request, site, path, { accept: "text/html,*/*" }).catch((error: unknown) => {
          if (/ECONNRESET|socket hang up/.test(String(error))) return undefined;
          throw error;
        });
        return res ? String(res.status()) : "reset";
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .not.toMatch(/^(503|reset)$/)
    .catch(() => {}); // the last answer is reported below (a 503 is a broken link)
  if (!res) throw new Error(`${site} ${path}: the connection kept being reset`);
  return res;
}

interface CrawlFigures {
  pages: number;
  links: number;
  failures: string[];
}

async function crawl(request: APIRequestContext, start: string, seed: number): Promise<CrawlFigures> {
  // The full crawl keeps the page's order (breadth first); a sample draws from it by the seed.
  const random = seededRandom(seed);
  const draw = <T>(items: readonly T[]): T[] => (fullCrawl ? [...items] : shuffled(items, random));
  const checked = new Map<string, number>();
  const failures: string[] = [];
  const queue: { site: string; path: string }[] = [{ site: start, path: "/" }];
  const queued = new Set([`${start} /`]);
  let pages = 0;
  while (queue.length && pages < MAX_PAGES) {
    const batch = queue.splice(0, CONCURRENCY);
    await pool(batch, CONCURRENCY, async ({ site, path }) => {
      pages++;
      const res = await get(request, site, path);
      const type = res.headers()["content-type"] ?? "";
      if (!type.includes("text/html")) return;
      const base = new URL(hostUrl(site, path));
      const targets = hrefsOf(await res.text())
        .map((href) => familyTarget(href, base))
        .filter((t): t is { site: string; path: string } => t !== null);
      const unchecked = targets.filter(
        (t, i) =>
          !checked.has(`${t.site} ${t.path}`) &&
          targets.findIndex((u) => u.site === t.site && u.path === t.path) === i,
      );
      const fresh = draw(unchecked).slice(0, Math.max(0, Math.min(LINKS_PER_PAGE, MAX_LINKS - checked.size)));
      for (const t of fresh) checked.set(`${t.site} ${t.path}`, 0);
      await pool(fresh, CONCURRENCY, async (t) => {
        const answer = await get(request, t.site, t.path);
        checked.set(`${t.site} ${t.path}`, answer.status());
        if (answer.status() < 200 || answer.status() > 299)
          failures.push(`${t.site}${t.path} -> ${answer.status()} (linked from ${site}${path})`);
      });
      // Staying on the crawl's own host: other hosts' links are checked, not followed.
      for (const t of draw(targets)) {
        const key = `${t.site} ${t.path}`;
        if (t.site !== start || queued.has(key) || t.path.endsWith(".csv") || t.path.startsWith("/api/"))
          continue;
        queued.add(key);
        queue.push(t);
      }
    });
  }
  return { pages, links: checked.size, failures };
}

test.describe("internal links", () => {
  // HTTP only: the server's HTML is the same for both browser projects, so the crawl runs once.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the crawl reads the server's HTML");

  for (const host of HOSTS) {
    test(`${host}: a crawl from the home page finds no broken internal link`, async ({
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      const seed = crawlSeed();
      const figures = await crawl(request, host, seed);
      await testInfo.attach("crawl", {
        body: JSON.stringify({ host, seed, full: fullCrawl, ...figures }, null, 2),
        contentType: "application/json",
      });
      console.log(
        `[crawl] ${host}: ${fullCrawl ? "full crawl" : `sample, seed ${seed} (CRAWL_SEED=${seed} repeats it, CRAWL=full crawls all)`}: ` +
          `${figures.pages} pages visited, ${figures.links} links checked, ${figures.failures.length} failures`,
      );
      expect(figures.pages).toBeGreaterThan(10);
      expect(figures.failures).toEqual([]);
    });
  }
});
