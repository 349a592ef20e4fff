/** What every category of /analytics figures is computed from, and the shapes they answer. */
import type { AnalyticsTimeframe } from "../../../domain/analytics";
import type { Chart, ChartPoint, GameRow, Kpi, TitleRow } from "../../analytics/figures";
import type { RouteContext } from "../context";
import type { Scope } from "./rows";

export interface FigureInputs {
  ctx: RouteContext;
  scope: Scope;
  timeframe: AnalyticsTimeframe;
  /** Final games and titles decided in the scope. */
  games: GameRow[];
  titles: TitleRow[];
  /** Sports with final games at all, and the sources that mark overtime. */
  gameSports: { sport_id: number }[];
  otSources: { source: string | null }[];
  /** Seasons the timeframe covers, per sport slug. */
  seasons: Map<string, Set<number>>;
  /** The sport's slug when the scope holds one sport only. */
  singleSport: string | null;
  /** "in 2025", "all time": the timeframe in words. */
  phrase: string;
  noGames: string;
  noTitles: string;
  nameOf: (teamId: number) => string;
  sportName: (slug: string) => string;
  seasonText: (sport: string, year: number) => string;
}

export interface CategoryFigures {
  kpis: Kpi[];
  charts: Chart[];
  notes: string[];
}

export const fmt = (v: number) => v.toLocaleString("en-US");

/** A figure the scope holds no data for: shown with its reason, never as 0. */
export const empty = (key: string, label: string, detail: string): Kpi => ({
  key,
  label,
  value: null,
  display: null,
  subject: null,
  detail,
});

/** What a KPI shows, without its key and label. */
export type Figure = Omit<Kpi, "key" | "label">;

/** The KPI `key`: its figure when the scope has one, else `empty` with the reason `missing`. */
export function kpi(key: string, label: string, figure: Figure | null, missing: string): Kpi {
  return figure ? { key, label, ...figure } : empty(key, label, missing);
}

/** A bar chart of one series. */
export function barChart(
  key: string,
  title: string,
  unit: string,
  name: string,
  points: ChartPoint[],
): Chart {
  return { key, title, kind: "bar", unit, series: [{ name, points }] };
}
