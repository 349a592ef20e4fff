import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { SortDir, SortState } from "~/lib/route-kit";
import { withParams } from "~/lib/search-params";
import { tableIdOf } from "~/lib/table-csv";
import { NAV_MARKS } from "~/lib/island-links";
import { StaticIsland } from "./StaticIsland";
import { TableRegion } from "./TableRegion";
import { TableTools } from "./TableTools";
import * as s from "./widgets.css";

export interface Column {
  key: string;
  label: string;
  /** Right-aligned, tabular numerals. */
  numeric?: boolean;
  /** Sortable columns get a header link; the value is the column's natural first direction. */
  sort?: SortDir;
  /** A shorter header on phones (e.g. 'Pts' for 'Points'); the full label stays for assistive tech. */
  abbr?: string;
  /** The abbreviation's tooltip (default: the label): a statistic's name and definition. */
  title?: string;
  /** The glossary entry of a statistic's column: a header that does not sort links to it. */
  glossary?: string;
}

/**
 * A dense statistics table: sticky header, tabular numerals, right-aligned numbers, and on phones
 * a frozen first column with a scroll hint. Sortable headers are links (`?sort=&dir=`) carrying
 * `aria-sort`, so sorting works without JavaScript and a sorted view has its URL. Rows are the
 * caller's `<tbody>` content (one `<tr>` per record). `staticRows`: the rows hold nothing but links
 * and text, so the table stays the server's HTML on the first load (StaticIsland) instead of being
 * hydrated row by row.
 */
export function DataTable({
  caption,
  columns,
  sort,
  defaultSort,
  children,
  captionHidden = true,
  frozen = 1,
  id,
  csvLead,
  staticRows = false,
  heading,
}: {
  caption: string;
  columns: readonly Column[];
  sort?: SortState<string>;
  /** The sort of the default view, left out of links. */
  defaultSort?: SortState<string>;
  children: ReactNode;
  captionHidden?: boolean;
  /** How many leading columns stay in view when the table scrolls sideways on phones (1 or 2). */
  frozen?: 1 | 2;
  /** The table's id for its CSV and anchor (default: the caption as a slug); unique on its page. */
  id?: string;
  /** Leading CSV columns the table shows as heading rows (each row gives its values with `csvLeadOf`). */
  csvLead?: readonly string[];
  /** Only links and text in the rows (no buttons, forms or state): see StaticIsland. */
  staticRows?: boolean;
  /**
   * The line above the table (its heading, a count, a note): the table's CSV and link share it,
   * at its right, instead of taking a line of their own (a dense page's 25 rows stay on the first screen).
   */
  heading?: ReactNode;
}) {
  const tableId = id ?? tableIdOf(caption);
  const content = (
    <>
      <caption className={captionHidden ? s.visuallyHiddenCaption : s.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <SortHeader key={column.key} column={column} sort={sort} defaultSort={defaultSort} />
          ))}
        </tr>
      </thead>
      {children}
    </>
  );
  return (
    <>
      {heading ? (
        <div className={s.tableHead}>
          {heading}
          <TableTools id={tableId} caption={caption} />
        </div>
      ) : (
        <TableTools id={tableId} caption={caption} />
      )}
      <TableRegion
        tableId={tableId}
        label={`${caption} (scrolls sideways)`}
        className={s.tableScroll}
        frozen={frozen}
        csvLead={csvLead}
      >
        {staticRows ? (
          <StaticIsland as="table" className={s.table}>
            {content}
          </StaticIsland>
        ) : (
          <table className={s.table}>{content}</table>
        )}
      </TableRegion>
    </>
  );
}

function SortHeader({
  column,
  sort,
  defaultSort,
}: {
  column: Column;
  sort?: SortState<string>;
  defaultSort?: SortState<string>;
}) {
  const location = useLocation();
  const active = sort?.key === column.key;
  const ariaSort = active
    ? sort.dir === "asc"
      ? "ascending"
      : "descending"
    : column.sort
      ? "none"
      : undefined;
  const cls = column.numeric ? s.num : undefined;
  const label = column.abbr ? (
    <abbr title={column.title ?? column.label} className={s.abbr}>
      {column.abbr}
    </abbr>
  ) : (
    column.label
  );
  if (!column.sort || !sort) {
    return (
      <th scope="col" className={cls}>
        {column.glossary ? (
          <Link to={column.glossary} className={s.glossaryLink}>
            {label}
          </Link>
        ) : (
          label
        )}
      </th>
    );
  }
  const dir: SortDir = active ? (sort.dir === "asc" ? "desc" : "asc") : column.sort;
  // The canonical URL leaves out the default column and each column's natural direction.
  const href = `${location.pathname}${withParams(location.search, {
    sort: defaultSort?.key === column.key ? null : column.key,
    dir: dir === column.sort ? null : dir,
    page: null,
    open: null,
  })}`;
  return (
    <th scope="col" className={cls} aria-sort={ariaSort}>
      <Link to={href} className={s.sortLink} preventScrollReset data-nav={NAV_MARKS.keepScroll}>
        {label}
        <span className={s.sortMark} aria-hidden="true">
          {active ? (sort.dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </Link>
    </th>
  );
}
