/**
 * Names and links of the CSV beside every table (the server side is server/table-csv.ts): a table's
 * id is its caption in slug form unless it names one, and its CSV is `/table.csv` with the page's
 * own path and query.
 */
import { formatCount } from "./format";

export function tableIdOf(caption: string): string {
  return (
    caption
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80) || "table"
  );
}

/** The element id a "link to this table" anchor points at. */
export function tableAnchor(id: string): string {
  return `table-${id}`;
}

/** The CSV of table `id` as the page at `pathname` + `search` shows it; the open row of a page is not a filter. */
export function tableCsvHref(pathname: string, search: string, id: string): string {
  const query = new URLSearchParams(search);
  query.delete("open");
  const page = query.size > 0 ? `${pathname}?${query.toString()}` : pathname;
  return `/table.csv?${new URLSearchParams({ from: page, table: id }).toString()}`;
}

/**
 * Tables drawn as cards (teams, players, scores...) have no `<table>` to read back: their wrapper
 * carries the header and each card its row, as JSON in data attributes, so the same `/table.csv`
 * reads the rows the page rendered. A table may also lead its rows with columns it shows as
 * heading rows (standings: conference and division).
 */
export const CSV_ATTR = {
  /** On the wrapper of a card list: its header, a JSON array of labels. */
  header: "data-csv-header",
  /** On each card: the table id it belongs to, beside its row. */
  of: "data-csv-of",
  /** On each card: its row, a JSON array of values. */
  row: "data-csv-row",
  /** On a DataTable wrapper (labels) and its rows (values): leading columns a table shows as heading rows. */
  lead: "data-csv-lead",
} as const;

export type CsvCell = string | number | null;

/** A card list's column: its CSV label and how one card gives its value. */
export interface CsvColumn<T> {
  label: string;
  value: (item: T) => CsvCell | undefined;
}

export const csvHeaderOf = <T>(columns: readonly CsvColumn<T>[]): string[] => columns.map((c) => c.label);

export const csvRowOf = <T>(columns: readonly CsvColumn<T>[], item: T): CsvCell[] =>
  columns.map((c) => c.value(item) ?? null);

/**
 * What a CSV link of a paged list holds, said in its title: the page on screen, as its rows are;
 * `inDownloads` when /downloads offers the whole table.
 */
export function pagedCsvTitle(
  noun: string,
  page: { from: number; to: number; total: number; pageCount: number },
  inDownloads: boolean,
): string | undefined {
  if (page.pageCount <= 1) return undefined;
  const range = `${formatCount(page.from)}-${formatCount(page.to)} of ${formatCount(page.total)}`;
  return `CSV of the ${noun} on this page (${range}); each page has its own CSV${inDownloads ? ", /downloads the whole table" : ""}`;
}

/** A row's values of its table's leading CSV columns (`DataTable csvLead`), as attributes of its `<tr>`. */
export const csvLeadOf = (values: readonly CsvCell[]): Record<string, string> => ({
  [CSV_ATTR.lead]: JSON.stringify(values),
});
