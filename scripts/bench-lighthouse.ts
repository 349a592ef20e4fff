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
 *
 * Chromium is Debian's `chromium` package; when it is missing, one line says so. Lighthouse is not
 * in package.json (about 170 packages `npm ci` would fetch for a bench few run): the first run
 * installs the versions below into node_modules with `npm install --no-save`.
 */
import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { z } from "zod";
import { f0, mark, table } from "./bench-table";
import { QUIET_CHROMIUM_FLAGS } from "./chromium-flags";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const LIGHTHOUSE_BUDGET = { perf: 95, other: 100 };
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Installed on first use, at the versions this bench was written against. */
const LIGHTHOUSE_PACKAGES = { lighthouse: "12.8.2", "chrome-launcher": "1.2.1" } as const;
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const installedPath = (name: keyof typeof LIGHTHOUSE_PACKAGES) => `${ROOT}node_modules/${name}/package.json`;

/** One line naming the missing browser and how to get it; undefined when Chromium is there. */
export function chromiumMissing(): string | undefined {
  try {
    accessSync(CHROMIUM, constants.X_OK);
    return undefined;
  } catch {
    return `Chromium not found at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH`;
  }
}

/**
 * Installs Lighthouse when node_modules lacks it (checked on disk, so nothing has been imported
 * yet), saying so in one line. `--no-save` leaves package.json and the lock alone; the next
 * `npm ci` drops it again. False, with one line, when the install failed (offline, say).
 */
function ensureLighthouse(): boolean {
  const names = Object.keys(LIGHTHOUSE_PACKAGES) as (keyof typeof LIGHTHOUSE_PACKAGES)[];
  if (names.every((name) => existsSync(installedPath(name)))) return true;
  const specs = names.map((name) => `${name}@${LIGHTHOUSE_PACKAGES[name]}`);
  console.log(`bench: Lighthouse is installed on first use: npm install --no-save ${specs.join(" ")}`);
  try {
    execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", ...specs], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
    });
    return true;
  } catch {
    console.error(`bench: installing Lighthouse failed (npm's error is above): skipping Lighthouse`);
    return false;
  }
}

/**
 * Which browser parts can run, decided before anything is measured so a missing piece shows
 * first: none without Chromium (one line says how to get it), Lighthouse only when runs are
 * asked for and it is installed (or installs now).
 */
export function browserParts(runs = LIGHTHOUSE_RUNS): { lighthouse: boolean; hydration: boolean } {
  const missing = chromiumMissing();
  if (missing) {
    console.error(
      `bench: ${missing}; skipping Lighthouse and the hydration counts (BENCH_LIGHTHOUSE=0 skips them without this line)`,
    );
    return { lighthouse: false, hydration: false };
  }
  return { lighthouse: runs > 0 && ensureLighthouse(), hydration: true };
}

/**
 * What the bench uses of Lighthouse and chrome-launcher. They are imported by a name held in a
 * variable, so neither TypeScript nor knip looks for them when they are not installed.
 */
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<unknown>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

async function importInstalled(name: keyof typeof LIGHTHOUSE_PACKAGES, exported: string): Promise<unknown> {
  const loaded: unknown = await import(name);
  const value =
    typeof loaded === "object" && loaded ? (loaded as Record<string, unknown>)[exported] : undefined;
  if (typeof value !== "function")
    throw new Error(`${name} has no ${exported} function: reinstall ${name}@${LIGHTHOUSE_PACKAGES[name]}`);
  return value;
}

/** The parts of Lighthouse's result (its `lhr`) read below. */
const LighthouseResult = z.object({
  lhr: z.object({
    categories: z.record(z.object({ score: z.number().nullable() })),
    audits: z.record(z.object({ numericValue: z.number().optional(), details: z.unknown() })),
  }),
});
const NetworkDetails = z.object({
  items: z.array(
    z.object({
      resourceType: z.string().nullish(),
      transferSize: z.number().nullish(),
      resourceSize: z.number().nullish(),
    }),
  ),
});

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

/** One Lighthouse run's figures; throws when Lighthouse gives no result. */
async function runOnce(lighthouse: Lighthouse, url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error("no result");
  const parsed = LighthouseResult.safeParse(result);
  if (!parsed.success)
    throw new Error(`unexpected result at ${parsed.error.issues[0]?.path.join(".") ?? "?"}`);
  const { lhr } = parsed.data;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = NetworkDetails.safeParse(lhr.audits["network-requests"]?.details);
  const scripts = (details.success ? details.data.items : []).filter(
    (item) => item.resourceType === "Script",
  );
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
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as LighthouseFigures;
}

/** Every URL measured `runs` times in one Chromium, round-robin; a failed run is reported, not retried. */
export async function lighthouseRuns(
  urls: string[],
  runs: number,
): Promise<Map<string, { runs: LighthouseFigures[]; failures: string[] }>> {
  const out = new Map(
    urls.map((url) => [url, { runs: [] as LighthouseFigures[], failures: [] as string[] }]),
  );
  const lighthouse = (await importInstalled("lighthouse", "default")) as Lighthouse;
  const launch = (await importInstalled("chrome-launcher", "launch")) as ChromeLauncher["launch"];
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...QUIET_CHROMIUM_FLAGS, "--disable-dev-shm-usage"],
  });
  try {
    for (let round = 0; round < runs; round++) {
      for (const url of urls) {
        const slot = out.get(url)!;
        try {
          slot.runs.push(await runOnce(lighthouse, url, chrome.port));
        } catch (error) {
          slot.failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return out;
}

const kb = (n: number) => (Number.isFinite(n) ? (n / 1024).toFixed(1) : "-");

/** Measures the URLs and prints one table of medians. */
export async function printLighthouse(urls: string[], runs = LIGHTHOUSE_RUNS): Promise<void> {
  const pkg = z
    .object({ version: z.string() })
    .parse(JSON.parse(readFileSync(installedPath("lighthouse"), "utf8")));
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
  console.log(
    table(["page", "perf", "a11y", "best pr.", "SEO", "LCP ms", "TBT ms", "CLS", "JS KB", "runs"], rows, 1),
  );
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
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const rows: string[][] = [];
    for (const url of urls) {
      try {
        await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
        // A string, not a function: tsx would wrap a named function in a helper the page lacks.
        const counts = (await page.evaluate(COUNT_SCRIPT)) as {
          elements: number;
          hydrated: number;
          kept: number;
        };
        rows.push([url, String(counts.elements), String(counts.hydrated), String(counts.kept)]);
      } catch (error) {
        rows.push([
          url,
          `failed: ${error instanceof Error ? error.message.split("\n")[0]! : String(error)}`,
          "",
          "",
        ]);
      }
    }
    console.log(
      "\nhydration (390x844, after the network went quiet): elements in the page, hydrated by React, kept as server HTML in islands",
    );
    console.log(table(["page", "elements", "hydrated", "in islands"], rows, 1));
  } finally {
    await browser.close();
  }
}

/** The key pages of each host: the five pages on the hub and two sport sites. */
export function keyPageUrls(origin: URL, hosts: string[], paths: string[]): string[] {
  const port = origin.port || "80";
  return hosts.flatMap((host) => paths.map((path) => `http://${host}:${port}${path}`));
}

const list = (value: string | undefined, fallback: string[]) =>
  value ? value.split(",").filter(Boolean) : fallback;
export const LIGHTHOUSE_HOSTS = list(process.env.LIGHTHOUSE_HOSTS, [
  "localhost",
  "nfl.localhost",
  "nba.localhost",
]);
export const LIGHTHOUSE_PAGES = list(process.env.LIGHTHOUSE_PAGES, [
  "/",
  "/championships",
  "/champions",
  "/standings",
  "/scores",
]);

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const target = process.env.BENCH_URL;
  if (!target) {
    console.error("BENCH_URL=http://localhost:<port> names the running server to measure");
    process.exit(2);
  }
  const missing = chromiumMissing();
  if (missing) {
    console.error(`bench: ${missing}`);
    process.exit(1);
  }
  const parts = browserParts();
  const urls = keyPageUrls(new URL(target), LIGHTHOUSE_HOSTS, LIGHTHOUSE_PAGES);
  if (parts.lighthouse) await printLighthouse(urls);
  await printHydrationCounts(urls);
}
