/**
 * The champions history view as both the page and its CSV download compute it, so the download
 * holds exactly the rows on screen: filter, order (title year newest first, then by sport on the
 * hub or by championship on a sport site), then the visitor's sort. The page shows one page of it;
 * the CSV all of it. Pure: no React, no I/O.
 */
import type { ChampionRecord } from "@domain/contract/types";
import {
  lazyShape,
  pageInfo,
  pageSlice,
  param,
  sortParams,
  sortRows,
  sortStateOf,
  type PageInfo,
  type ParamValues,
  type SortState,
} from "./route-kit";
import {
  championsHeading,
  filterChampions,
  groupChampions,
  inDisplayOrder,
  summarizeChampions,
  titleYearOf,
  titleYears,
  toChampionRow,
  type ChampionFilters,
  type ChampionRow,
  type ChampionSummaryFigures,
} from "./champions";

/** Sortable columns and their natural first direction. */
export const CHAMPION_SORTS = { year: "desc", team: "asc", championship: "asc", "runner-up": "asc" } as const;
export type ChampionSortKey = keyof typeof CHAMPION_SORTS;
// Defined in champions.ts (no zod) for the browser's sake; the view keeps its name.
export { DEFAULT_CHAMPION_SORT } from "./champions";
import { DEFAULT_CHAMPION_SORT } from "./champions";

/** Rows per page: the hub's whole history (about 700 titles) would be 150 KB of HTML at once. */
export const CHAMPIONS_PAGE_SIZE = 100;

/** The URL parameters of /champions and /champions.csv. */
export const championsParams = /* @__PURE__ */ lazyShape(() => ({
  q: param.text(100),
  year: param.int(1800, 2200),
  open: param.int(1, 999_999_999),
  page: param.page(),
  ...sortParams(CHAMPION_SORTS, "year"),
}));

export function championSortOf(values: {
  sort: ChampionSortKey;
  dir: "asc" | "desc" | null;
}): SortState<ChampionSortKey> {
  return sortStateOf(CHAMPION_SORTS, values);
}

const sortValue: Record<ChampionSortKey, (r: ChampionRecord) => string | number | null> = {
  year: titleYearOf,
  team: (r) => r.team_name,
  championship: (r) => r.championship_name,
  "runner-up": (r) => r.runner_up_name,
};

export function championsView(
  records: readonly ChampionRecord[],
  filters: ChampionFilters,
  isSportSpecific: boolean,
  sort: SortState<ChampionSortKey> = DEFAULT_CHAMPION_SORT,
): ChampionRecord[] {
  const ordered = inDisplayOrder(
    groupChampions(filterChampions(records, filters), isSportSpecific ? "championship" : "sport"),
  );
  // Stable: within a year the spec's sport (or championship) order survives any sort.
  return sortRows(ordered, sort.dir, sortValue[sort.key]);
}

/** What /champions renders: one page of rows, with the figures of the whole filtered view. */
export interface ChampionsPage {
  heading: string;
  filters: ChampionFilters;
  sort: SortState<ChampionSortKey>;
  page: PageInfo;
  byChampionship: boolean;
  total: number;
  years: number[];
  summary: ChampionSummaryFigures;
  rows: ChampionRow[];
}

export function championsPage(
  records: readonly ChampionRecord[],
  values: ParamValues<ReturnType<typeof championsParams>>,
  context: { sport: string | null; level: string | null; name: string; isSportSpecific: boolean },
): ChampionsPage {
  const filters = { q: values.q, year: values.year };
  const sort = championSortOf(values);
  const rows = championsView(records, filters, context.isSportSpecific, sort);
  const page = pageInfo(rows.length, values.page, CHAMPIONS_PAGE_SIZE);
  return {
    heading: championsHeading(context),
    filters,
    sort,
    page,
    byChampionship: context.isSportSpecific,
    total: records.length,
    years: titleYears(records),
    summary: summarizeChampions(rows),
    rows: pageSlice(rows, page).map(toChampionRow),
  };
}
