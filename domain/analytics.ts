/**
 * The vocabulary of /analytics, shared by the page and the API: the metric categories and
 * timeframes (labels as the spec names them, slugs as the URL carries them) and the date range a
 * timeframe stands for, in US Eastern calendar dates from the one clock.
 */
import { easternParts } from "./clock";

export const ANALYTICS_CATEGORIES = [
  { slug: "team-performance", label: "Team Performance" },
  { slug: "player-statistics", label: "Player Statistics" },
  { slug: "game-analysis", label: "Game Analysis" },
  { slug: "season-trends", label: "Season Trends" },
] as const;

export const ANALYTICS_TIMEFRAMES = [
  { slug: "this-week", label: "This Week" },
  { slug: "this-month", label: "This Month" },
  { slug: "this-season", label: "This Season" },
  { slug: "this-year", label: "This Year" },
  { slug: "all-time", label: "All Time" },
] as const;

export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number]["slug"];
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number]["slug"];

export const DEFAULT_CATEGORY: AnalyticsCategory = "team-performance";
/**
 * All time by default: the sources' current seasons are often not in the data yet (a schedule
 * without results), and the first screen should show figures; the other timeframes say when
 * they have no games.
 */
export const DEFAULT_TIMEFRAME: AnalyticsTimeframe = "all-time";

export const CATEGORY_SLUGS = ANALYTICS_CATEGORIES.map((c) => c.slug) as [
  AnalyticsCategory,
  ...AnalyticsCategory[],
];
export const TIMEFRAME_SLUGS = ANALYTICS_TIMEFRAMES.map((t) => t.slug) as [
  AnalyticsTimeframe,
  ...AnalyticsTimeframe[],
];

export function categoryLabel(slug: AnalyticsCategory): string {
  return ANALYTICS_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
}

export function timeframeLabel(slug: AnalyticsTimeframe): string {
  return ANALYTICS_TIMEFRAMES.find((t) => t.slug === slug)?.label ?? slug;
}

/** `this week`, `this season`, `all time`: the timeframe inside a sentence. */
export function timeframePhrase(slug: AnalyticsTimeframe): string {
  return slug === "all-time" ? "of all time" : timeframeLabel(slug).toLowerCase();
}

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Calendar range of a date-based timeframe (inclusive yyyy-MM-dd, US Eastern): the week from
 * Monday (the product's week, as on /scores), the calendar month, the calendar year. Null for
 * `this-season` (each sport's current season) and `all-time`.
 */
export function timeframeRange(
  timeframe: AnalyticsTimeframe,
  at: Date,
): { start: string; end: string } | null {
  const { year, month, day, weekday } = easternParts(at);
  const today = iso(year, month, day);
  switch (timeframe) {
    case "this-week": {
      const monday = addDays(today, -((weekday + 6) % 7));
      return { start: monday, end: addDays(monday, 6) };
    }
    case "this-month": {
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      return { start: iso(year, month, 1), end: iso(year, month, last) };
    }
    case "this-year":
      return { start: iso(year, 1, 1), end: iso(year, 12, 31) };
    default:
      return null;
  }
}
