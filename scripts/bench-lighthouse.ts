/**
 * Lighthouse on the key pages, mobile profile (Lighthouse's default: a mid-range phone, simulated
 * 4G and a 4x slower CPU), run against Debian's Chromium headless. Prints figures; asserts nothing.
 *
 * Each page is measured LIGHTHOUSE_RUNS times (3), round-robin so a burst of load elsewhere on a
 * shared machine hits every page alike, and the median of each figure is printed with the page's
 * first-load JavaScript (every script the page loaded before it went quiet: bytes over the wire and
 * uncompressed).
 *
 * Then, counted rather than timed, how many of each page's elements React hydrated and how many it
 * kept as server HTML (static islands).
 *
 * `npm run bench` calls it on its own server; alone it measures a running server
 * (LIGHTHOUSE_RUNS=0: the counts only):
 *   BENCH_URL=http://localhost:5480 npx tsx scripts/bench-lighthouse.ts
 * LIGHTHOUSE_HOSTS (localhost,nfl.localhost,nba.localhost) and LIGHTHOUSE_PAGES
 * (/,/championships,/champions,/standings,/scores) choose the pages; LIGHTHOUSE_JSON=<file> also
 * writes every run's figures there.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const LIGHTHOUSE_BUDGET = { perf: 95, other: 100 };

export interface LighthouseFigures {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Scripts loaded by the page: bytes transferred (gzipped) and uncompressed. */
  jsTransfer: number;
  jsResource: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/** One Lighthouse run's figures; throws when Lighthouse gives no result. */
async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import("lighthouse");
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error("no result");
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === "Script");
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsResource: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
  };
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of every figure over the runs that succeeded. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = ["perf", "a11y", "bp", "seo", "lcp", "tbt", "cls", "jsTransfer", "jsResource"] as const;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseFigures;
}

/** Every URL measured `runs` times in one Chromium, round-robin; a failed run is reported, not retried. */
export async function lighthouseRuns(urls: string[], runs: number): Promise<Map<string, { runs: LighthouseFigures[]; failures: string[] }>> {
  const out = new Map(urls.map((url) => [url, { runs: [] as LighthouseFigures[], failures: [] as string[] }]));
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  });
  try {
    for (let round = 0; round < runs; round++) {
      for (const url of urls) {
        const slot = out.get(url)!;
        try {
          slot.runs.push(await runOnce(url, chrome.port));
        } catch (error) {
          slot.failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "-");
const kb = (n: number) => (Number.isFinite(n) ? (n / 1024).toFixed(1) : "-");
const mark = (text: string, ok: boolean) => `${text}${ok ? " " : "!"}`;

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** Measures the URLs and prints one table of medians. */
export async function printLighthouse(urls: string[], runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)): Promise<void> {
  const { default: pkg } = await import("lighthouse/package.json", { with: { type: "json" } });
  console.log(
    `\nLighthouse ${pkg.version}, mobile profile (simulated throttling), ${CHROMIUM}; median of ${runs} runs per page; ` +
      `budgets: performance >= ${LIGHTHOUSE_BUDGET.perf}, others ${LIGHTHOUSE_BUDGET.other}; "!" marks a miss. ` +
      `JS = every script loaded (KB over the wire / uncompressed).`,
  );
  const results = await lighthouseRuns(urls, runs);
  const rows = urls.map((url) => {
    const { runs: done, failures } = results.get(url)!;
    if (!done.length) return [url, `failed: ${failures[0] ?? "?"}`, "", "", "", "", "", "", "", ""];
    const s = medianFigures(done);
    return [
      url,
      mark(f0(s.perf), s.perf >= LIGHTHOUSE_BUDGET.perf),
      mark(f0(s.a11y), s.a11y >= LIGHTHOUSE_BUDGET.other),
      mark(f0(s.bp), s.bp >= LIGHTHOUSE_BUDGET.other),
      mark(f0(s.seo), s.seo >= LIGHTHOUSE_BUDGET.other),
      f0(s.lcp),
      f0(s.tbt),
      Number.isFinite(s.cls) ? s.cls.toFixed(3) : "-",
      `${kb(s.jsTransfer)} / ${kb(s.jsResource)}`,
      `${done.length}/${runs}`,
    ];
  });
  console.log(table(["page", "perf", "a11y", "best pr.", "SEO", "LCP ms", "TBT ms", "CLS", "JS KB", "runs"], rows));
  const json = process.env.LIGHTHOUSE_JSON;
  if (json) writeFileSync(json, JSON.stringify(Object.fromEntries(results), null, 1));
}

/**
 * React's share of each page after it hydrated, counted (not timed, so a busy machine cannot move
 * it): elements React hydrated, and elements inside static islands that it kept as server HTML
 * (app/components/ui/StaticIsland.tsx; they were hydrated one by one before).
 */
const COUNT_SCRIPT = `(() => {
  const all = [...document.querySelectorAll("body *")];
  const hydrated = all.filter((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))).length;
  return { elements: all.length, hydrated, kept: document.querySelectorAll("[data-island] *").length };
})()`;

export async function printHydrationCounts(urls: string[]): Promise<void> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const rows: string[][] = [];
    for (const url of urls) {
      try {
        await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
        // A string, not a function: tsx would wrap a named function in a helper the page lacks.
        const counts = (await page.evaluate(COUNT_SCRIPT)) as { elements: number; hydrated: number; kept: number };
        rows.push([url, String(counts.elements), String(counts.hydrated), String(counts.kept)]);
      } catch (error) {
        rows.push([url, `failed: ${error instanceof Error ? error.message.split("\n")[0]! : String(error)}`, "", ""]);
      }
    }
    console.log("\nhydration (390x844, after the network went quiet): elements in the page, hydrated by React, kept as server HTML in islands");
    console.log(table(["page", "elements", "hydrated", "in islands"], rows));
  } finally {
    await browser.close();
  }
}

/** The key pages of each host: the five pages on the hub and two sport sites. */
export function keyPageUrls(origin: URL, hosts: string[], paths: string[]): string[] {
  const port = origin.port || "80";
  return hosts.flatMap((host) => paths.map((path) => `http://${host}:${port}${path}`));
}

const list = (value: string | undefined, fallback: string[]) => (value ? value.split(",").filter(Boolean) : fallback);
export const LIGHTHOUSE_HOSTS = list(process.env.LIGHTHOUSE_HOSTS, ["localhost", "nfl.localhost", "nba.localhost"]);
export const LIGHTHOUSE_PAGES = list(process.env.LIGHTHOUSE_PAGES, ["/", "/championships", "/champions", "/standings", "/scores"]);

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const target = process.env.BENCH_URL;
  if (!target) {
    console.error("BENCH_URL=http://localhost:<port> names the running server to measure");
    process.exit(2);
  }
  const urls = keyPageUrls(new URL(target), LIGHTHOUSE_HOSTS, LIGHTHOUSE_PAGES);
  if (process.env.LIGHTHOUSE_RUNS !== "0") await printLighthouse(urls);
  await printHydrationCounts(urls);
}
