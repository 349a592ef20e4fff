/**
 * Every operator setting, read from the environment once (README, Settings). Two kinds:
 * - what the site says (domain, contact, footer): a bad value is reported as a warning and the
 *   defaults are used, so a typo never keeps the site down;
 * - how the server runs (ports, budgets, caches, limits): a bad value stops the start with a line
 *   naming the variable, since running with a silently different setting is worse than not starting.
 */
import { z } from "zod";
import { buildHostMap, type HostMap } from "./hosts";

const displaySchema = z.object({
  PRIMARY_DOMAIN: z.string().trim().min(1).optional(),
  SITE_HOSTS: z.string().optional(),
  CONTACT_EMAIL: z.string().trim().email().optional(),
  SITE_LOCATION: z.string().trim().min(1).optional(),
  ADMIN_URL: z.string().trim().min(1).optional(),
  SIBLING_SITES: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
});

/** An unset or blank variable takes the default. */
const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const whole = (min: number, fallback: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ invalid_type_error: "must be a number" })
      .int("must be a whole number")
      .min(min)
      .default(fallback),
  );
/** Case and spaces do not matter in a word setting. */
const word = (value: unknown) =>
  typeof blank(value) === "string" ? String(value).trim().toLowerCase() : undefined;
const flag = z.preprocess(blank, z.enum(["0", "1"]).default("0")).transform((v) => v === "1");
const text = z.preprocess(blank, z.string().trim().optional());

const runSchema = z.object({
  PORT: whole(0, 5184).pipe(z.number().max(65_535)),
  // Internal: a child process of the server that builds the database ("1") or writes the bulk downloads.
  DB_BUILD_CHILD: z
    .preprocess(blank, z.enum(["0", "1", "downloads"]).default("0"))
    .transform((v) => (v === "0" ? false : v === "1" ? "database" : v)),
  API_URL: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^https?:\/\/[^/\s]+/i, "must be a URL such as http://127.0.0.1:5185")
      .optional(),
  ),
  SERVE_EMBEDDED_API: flag,
  DATABASE_URL: text,
  RENDER_DEADLINE_MS: whole(1, 4000),
  DATA_VERSION_CHECK_MS: whole(1, 2000),
  SHUTDOWN_DRAIN_MS: whole(0, 2000),
  CSP: z.preprocess(word, z.enum(["enforce", "report-only", "off"]).default("enforce")),
  PAGE_CACHE: z.preprocess(word, z.enum(["on", "off"]).default("on")),
  PAGE_CACHE_MB: whole(1, 32),
  RATE_LIMIT_PER_MINUTE: whole(0, 600),
  RATE_LIMIT_BURST: whole(1, 120),
  WEB_CONCURRENCY: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^(auto|[1-9]\d*)$/i, "must be a number or auto")
      .optional(),
  ),
  WORKERS: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^(auto|[1-9]\d*)$/i, "must be a number or auto")
      .optional(),
  ),
  API_WORKERS: z.preprocess(blank, z.string().trim().regex(/^\d+$/, "must be a whole number").optional()),
  COOKIE_SECRET: text,
  COOKIE_SECRET_FILE: z.preprocess(blank, z.string().default(".data/cookie-secret")),
  SHARE_RENDERS: whole(1, 2),
  SHARE_CACHE_MB: whole(1, 8),
  SHARE_WAIT_MS: whole(1, 3000),
  RENDERS: whole(1, 8),
  RENDER_QUEUE: whole(0, 64),
  DEBUG_DETAILS: flag,
  SCORES_LIVE_REFRESH_MS: whole(500, 30_000),
  SCORES_TODAY_REFRESH_MS: whole(500, 120_000),
});

const siblingSchema = z.array(z.object({ label: z.string().min(1), url: z.string().url() })).min(1);
export type SiblingSite = z.infer<typeof siblingSchema>[number];

/** How the server runs: validated, defaults applied. */
export interface RunSettings {
  port: number;
  /** This process is a child server.ts forks: to build the database, or to write the bulk downloads. */
  buildChild: false | "database" | "downloads";
  apiUrl: string | undefined;
  serveEmbeddedApi: boolean;
  databaseUrl: string | undefined;
  renderDeadlineMs: number;
  dataVersionCheckMs: number;
  shutdownDrainMs: number;
  csp: "enforce" | "report-only" | "off";
  pageCache: boolean;
  pageCacheBytes: number;
  /** Per-client limit of the API and CSV downloads; null when RATE_LIMIT_PER_MINUTE is 0. */
  rateLimit: { perMinute: number; burst: number } | null;
  /** WEB_CONCURRENCY (or WORKERS) as given: a count or `auto` (server/cluster.ts). */
  webConcurrency: string | undefined;
  /** API_WORKERS as given (server/api-pool.ts). */
  apiWorkers: string | undefined;
  cookieSecret: string | undefined;
  cookieSecretFile: string;
  shareRenders: number;
  /** The longest a share image waits for its turn before it answers 503. */
  shareWaitMs: number;
  /** Page renders at once per process, and how many more may wait for a turn (the rest: 503). */
  renderSlots: { running: number; depth: number };
  shareCacheBytes: number;
  debugDetails: boolean;
  scoresRefresh: { liveMs: number; todayMs: number };
}

export interface Settings extends RunSettings {
  primaryDomain: string;
  hostMap: HostMap;
  contactEmail: string;
  location: string;
  adminUrl: string;
  /** Footer sibling sites: professional, collegiate and four high-school prep football sites. */
  siblingSites: SiblingSite[];
  trustProxy: boolean;
  /** Reverse proxies in front that append to X-Forwarded-For (TRUST_PROXY: `1`/`true` one, or a count); 0 when off. */
  proxyHops: number;
  warnings: string[];
}

/** A setting the server cannot run with; the message names the variable and what it must be. */
export class SettingsError extends Error {}

const MB = 1024 * 1024;

function runSettings(env: Record<string, string | undefined>): RunSettings {
  const parsed = runSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join(".")}=${JSON.stringify(env[String(i.path[0])] ?? "")} ${i.message}`,
    );
    throw new SettingsError(`bad settings: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    buildChild: e.DB_BUILD_CHILD,
    apiUrl: e.API_URL,
    serveEmbeddedApi: e.SERVE_EMBEDDED_API,
    databaseUrl: e.DATABASE_URL,
    renderDeadlineMs: e.RENDER_DEADLINE_MS,
    dataVersionCheckMs: e.DATA_VERSION_CHECK_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    csp: e.CSP,
    pageCache: e.PAGE_CACHE === "on",
    pageCacheBytes: e.PAGE_CACHE_MB * MB,
    rateLimit:
      e.RATE_LIMIT_PER_MINUTE > 0 ? { perMinute: e.RATE_LIMIT_PER_MINUTE, burst: e.RATE_LIMIT_BURST } : null,
    webConcurrency: e.WEB_CONCURRENCY ?? e.WORKERS,
    apiWorkers: e.API_WORKERS,
    cookieSecret: e.COOKIE_SECRET,
    cookieSecretFile: e.COOKIE_SECRET_FILE,
    shareRenders: e.SHARE_RENDERS,
    shareWaitMs: e.SHARE_WAIT_MS,
    renderSlots: { running: e.RENDERS, depth: e.RENDER_QUEUE },
    shareCacheBytes: e.SHARE_CACHE_MB * MB,
    debugDetails: e.DEBUG_DETAILS,
    scoresRefresh: { liveMs: e.SCORES_LIVE_REFRESH_MS, todayMs: e.SCORES_TODAY_REFRESH_MS },
  };
}

/** Parses `env`: throws SettingsError for a setting the server cannot run with, warns about the rest. */
export function loadSettings(env: Record<string, string | undefined>): Settings {
  const run = runSettings(env);
  const warnings: string[] = [];
  const parsed = displaySchema.safeParse(env);
  const e = parsed.success ? parsed.data : {};
  if (!parsed.success)
    warnings.push(...parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message} (default used)`));
  const primaryDomain = (e.PRIMARY_DOMAIN ?? "championshiphistory.example").toLowerCase();
  const { map, errors } = buildHostMap(primaryDomain, e.SITE_HOSTS);
  warnings.push(...errors);

  let siblingSites: SiblingSite[] = [
    { label: "Pro Football History", url: `https://nfl.${primaryDomain}/` },
    { label: "College Football History", url: `https://cfb.${primaryDomain}/` },
    { label: "Texas Prep Football", url: `https://txprep.${primaryDomain}/` },
    { label: "California Prep Football", url: `https://caprep.${primaryDomain}/` },
    { label: "Florida Prep Football", url: `https://flprep.${primaryDomain}/` },
    { label: "Georgia Prep Football", url: `https://gaprep.${primaryDomain}/` },
  ];
  if (e.SIBLING_SITES) {
    try {
      siblingSites = siblingSchema.parse(JSON.parse(e.SIBLING_SITES));
    } catch {
      warnings.push("SIBLING_SITES is not a JSON array of {label, url}; the defaults are used");
    }
  }
  const proxyHops = proxyHopsOf(e.TRUST_PROXY);
  return {
    ...run,
    primaryDomain,
    hostMap: map,
    contactEmail: e.CONTACT_EMAIL ?? `contact@${primaryDomain}`,
    location: e.SITE_LOCATION ?? "Made for fans across the United States and Canada",
    adminUrl: e.ADMIN_URL ?? "/admin/",
    siblingSites,
    trustProxy: proxyHops > 0,
    proxyHops,
    warnings,
  };
}

let current: Settings | undefined;
/** The process's settings: the environment is read on the first call only (the start). */
export function appSettings(): Settings {
  current ??= loadSettings(process.env);
  return current;
}

/** TRUST_PROXY as a hop count: `1`, `true`, `yes` one proxy; a whole number that many; anything else off. */
export function proxyHopsOf(value: string | undefined): number {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "true" || v === "yes") return 1;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 10) : 0;
}
