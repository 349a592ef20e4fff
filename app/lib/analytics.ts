/**
 * Pure logic of /analytics: the URL's category and timeframe, the 'Key Insights' sentences
 * written from the figures, the CSV export of the figures shown, and the geometry of the charts
 * the page draws as SVG on the server (no chart library).
 */
import {
  CATEGORY_SLUGS,
  DEFAULT_CATEGORY,
  DEFAULT_TIMEFRAME,
  TIMEFRAME_SLUGS,
  categoryLabel,
  timeframeLabel,
  timeframePhrase,
  type AnalyticsCategory,
  type AnalyticsTimeframe,
} from "@domain/analytics";
import type { AnalyticsFigures, AnalyticsKpi } from "@domain/contract/types";
import { toCsv, type CsvValue } from "./csv";
import { lazyShape, param } from "./route-kit";
import { formatCount } from "./format";

// ---- URL ---------------------------------------------------------------------------------------

export interface AnalyticsView {
  category: AnalyticsCategory;
  timeframe: AnalyticsTimeframe;
}

/** `?category=&timeframe=` as slugs; an unknown value falls back to the default (route kit). */
export const analyticsParams = /* @__PURE__ */ lazyShape(() => ({
  category: param.oneOf(CATEGORY_SLUGS, DEFAULT_CATEGORY),
  timeframe: param.oneOf(TIMEFRAME_SLUGS, DEFAULT_TIMEFRAME),
}));

/** `Nov 16 – Nov 22, 2026` for a date range (yyyy-MM-dd, read as calendar dates). */
export function rangeText(start: string | null, end: string | null): string | null {
  if (!start || !end) return null;
  const d = (iso: string, year: boolean) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      year: year ? "numeric" : undefined,
      timeZone: "UTC",
    });
  return `${d(start, start.slice(0, 4) !== end.slice(0, 4))} – ${d(end, true)}`;
}

// ---- Key Insights ------------------------------------------------------------------------------

const kpi = (f: AnalyticsFigures, key: string): AnalyticsKpi | undefined =>
  f.kpis.find((k) => k.key === key && k.value !== null);

function listText(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function signed(v: number, unit: string): string {
  return `${v > 0 ? "rose" : "fell"} by ${Math.abs(v)}${unit}`;
}

/** How a timeframe reads in a sentence: `phrase` for titles, `gamePhrase` for the games on record. */
interface Phrases {
  timeframe: AnalyticsTimeframe;
  phrase: string;
  gamePhrase: string;
}

/**
 * Sentences stating what the figures show, each built only from figures on the page. With no
 * games in the timeframe, the first sentence says so.
 */
export function keyInsights(f: AnalyticsFigures, scopeName: string): string[] {
  const timeframe = f.timeframe as AnalyticsTimeframe;
  const phrase = timeframePhrase(timeframe);
  // Games on record do not reach back to every league's beginning: 'of all time' is only said of titles.
  const phrases: Phrases = {
    timeframe,
    phrase,
    gamePhrase: timeframe === "all-time" ? "in the games on record" : phrase,
  };
  const out: string[] = [];
  if (f.games === 0 && f.category !== "player-statistics") {
    out.push(
      `No ${scopeName ? `${scopeName} ` : ""}games were played ${phrase}; the game figures fill in as results arrive.`,
    );
  }
  const byCategory = CATEGORY_INSIGHTS[f.category as AnalyticsCategory];
  return byCategory ? [...out, ...byCategory(f, phrases)] : out;
}

const CATEGORY_INSIGHTS: Partial<
  Record<AnalyticsCategory, (f: AnalyticsFigures, phrases: Phrases) => string[]>
> = {
  "team-performance": teamPerformanceInsights,
  "player-statistics": playerInsights,
  "game-analysis": gameInsights,
  "season-trends": seasonTrendInsights,
};

function teamPerformanceInsights(f: AnalyticsFigures, { phrase, gamePhrase }: Phrases): string[] {
  const out: string[] = [];
  const best = kpi(f, "best-record");
  if (best) out.push(`${best.subject} had the best record ${gamePhrase}: ${best.detail} (${best.display}).`);
  const titles = kpi(f, "most-titles");
  if (titles)
    out.push(
      `${titles.subject} won the most titles ${phrase}, ${titles.display} of the ${f.titles} decided.`,
    );
  const streak = kpi(f, "longest-streak");
  if (streak)
    out.push(`The longest winning streak was ${streak.display} by ${streak.subject} (${streak.detail}).`);
  const leaders = f.charts.find((c) => c.key === "win-pct")?.series[0]?.points.slice(0, 3) ?? [];
  if (leaders.length === 3)
    out.push(`The top three by win percentage: ${listText(leaders.map((p) => `${p.label} (${p.value}%)`))}.`);
  return out;
}

function playerInsights(f: AnalyticsFigures, { phrase }: Phrases): string[] {
  const out: string[] = [];
  const players = kpi(f, "players");
  out.push(players ? `${players.display} ${players.detail}.` : `No player's first season falls ${phrase}.`);
  const titles = kpi(f, "most-titles-player");
  if (titles) out.push(`${titles.subject} won the most titles of these players: ${titles.display}.`);
  const allStar = kpi(f, "most-all-star");
  if (allStar) out.push(`${allStar.subject} leads in All-Star selections with ${allStar.display}.`);
  const mvp = kpi(f, "championship-mvp");
  if (mvp) out.push(`${mvp.subject} won the most championship MVP awards ${phrase} (${mvp.value}).`);
  return out;
}

function gameInsights(f: AnalyticsFigures, { timeframe, phrase }: Phrases): string[] {
  const out: string[] = [];
  const games = kpi(f, "games");
  if (games)
    out.push(
      `${games.display} games ${timeframe === "all-time" ? "are on record" : `were played ${phrase}`} (${games.detail}).`,
    );
  const home = kpi(f, "home-win-rate");
  if (home && home.value !== null) {
    out.push(
      `Home teams won ${home.display} of decided games${home.value > 50 ? ", an edge for playing at home" : home.value < 50 ? ": visitors did better" : ""}.`,
    );
  }
  const ot = kpi(f, "overtime-share");
  if (ot) out.push(`${ot.display} of games went to overtime or a shootout.`);
  const margin = kpi(f, "largest-margin");
  if (margin)
    out.push(
      `The most lopsided result was ${margin.subject} on ${margin.detail}, a margin of ${margin.display}.`,
    );
  return out;
}

function seasonTrendInsights(f: AnalyticsFigures): string[] {
  const out: string[] = [];
  const seasons = kpi(f, "seasons");
  if (seasons)
    out.push(
      `The figures cover ${seasons.display} season${seasons.value === 1 ? "" : "s"} (${seasons.detail}).`,
    );
  const scoring = kpi(f, "scoring-trend");
  if (scoring && scoring.value !== null)
    out.push(
      `Scoring in ${scoring.subject} ${scoring.value === 0 ? "held steady" : signed(scoring.value, " points per game")} (${scoring.detail}).`,
    );
  const home = kpi(f, "home-win-trend");
  if (home && home.value !== null)
    out.push(
      `The ${home.subject} home-win rate ${home.value === 0 ? "held steady" : signed(home.value, " points")} (${home.detail}).`,
    );
  const distinct = kpi(f, "distinct-champions");
  if (distinct?.detail) out.push(`${distinct.detail.charAt(0).toUpperCase()}${distinct.detail.slice(1)}.`);
  return out;
}

// ---- CSV export --------------------------------------------------------------------------------

/** The figures shown as CSV: one row per KPI, then one per chart point. */
export function analyticsCsv(f: AnalyticsFigures, scopeName: string): string {
  const category = categoryLabel(f.category as AnalyticsCategory);
  const timeframe = timeframeLabel(f.timeframe as AnalyticsTimeframe);
  const rows: CsvValue[][] = [];
  for (const k of f.kpis)
    rows.push([scopeName, category, timeframe, "KPI", k.label, k.subject, k.value, k.display, k.detail]);
  for (const c of f.charts) {
    for (const s of c.series)
      for (const p of s.points)
        rows.push([
          scopeName,
          category,
          timeframe,
          c.title,
          s.name === c.series[0]?.name && c.series.length === 1 ? p.label : `${s.name}: ${p.label}`,
          null,
          p.value,
          `${p.value}${c.unit === "%" ? "%" : ` ${c.unit}`}`,
          null,
        ]);
  }
  return toCsv(
    ["site", "category", "timeframe", "figure", "item", "subject", "value", "shown as", "detail"],
    rows,
  );
}

export function analyticsCsvName(view: AnalyticsView, siteKey: string): string {
  return `analytics-${siteKey}-${view.category}-${view.timeframe}.csv`;
}

// ---- chart geometry ----------------------------------------------------------------------------

/** A round axis maximum at or above `max` (1, 2, 2.5, 5 x 10^n), so ticks read easily. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const exp = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * exp >= max) return step * exp;
  return 10 * exp;
}

export interface Bar {
  label: string;
  value: number;
  /** Length along the value axis, 0..1 of the axis. */
  share: number;
}

/** Horizontal bars: each value's share of a nice axis maximum. */
export function barLayout(points: { label: string; value: number }[]): { max: number; bars: Bar[] } {
  const max = niceMax(Math.max(0, ...points.map((p) => p.value)));
  return {
    max,
    bars: points.map((p) => ({ label: p.label, value: p.value, share: Math.max(0, p.value) / max })),
  };
}

export interface LineLayout {
  labels: string[];
  min: number;
  max: number;
  series: { name: string; points: { x: number; y: number; label: string; value: number }[] }[];
}

/**
 * Lines over the union of the series' labels (in first-seen order), scaled into a
 * `width` x `height` box; y grows downwards as in SVG. The value axis spans the data with a margin.
 */
export function lineLayout(
  series: { name: string; points: { label: string; value: number }[] }[],
  width: number,
  height: number,
): LineLayout {
  const labels: string[] = [];
  for (const s of series) for (const p of s.points) if (!labels.includes(p.label)) labels.push(p.label);
  labels.sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const values = series.flatMap((s) => s.points.map((p) => p.value));
  const lo = values.length ? Math.min(...values) : 0;
  const hi = values.length ? Math.max(...values) : 1;
  const pad = hi === lo ? Math.max(1, Math.abs(hi) * 0.1) : (hi - lo) * 0.1;
  const min = Math.max(0, lo - pad);
  const max = hi + pad;
  const x = (label: string) =>
    labels.length <= 1 ? width / 2 : (labels.indexOf(label) / (labels.length - 1)) * width;
  const y = (v: number) => height - ((v - min) / (max - min)) * height;
  return {
    labels,
    min,
    max,
    series: series.map((s) => ({
      name: s.name,
      points: s.points.map((p) => ({
        x: round2(x(p.label)),
        y: round2(y(p.value)),
        label: p.label,
        value: p.value,
      })),
    })),
  };
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The SVG path of a line through points (`M x y L x y ...`). */
export function linePath(points: { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ");
}

/** Value as shown on a chart: `71.2%`, `27 titles`. */
export function chartValue(value: number, unit: string): string {
  return unit === "%" ? `${value}%` : `${formatCount(value)} ${value === 1 ? unit.replace(/s$/, "") : unit}`;
}
