/**
 * Names and links of the CSV beside every table (the server side is server/table-csv.ts): a table's
 * id is its caption in slug form unless it names one, and its CSV is `/table.csv` with the page's
 * own path and query.
 */

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
