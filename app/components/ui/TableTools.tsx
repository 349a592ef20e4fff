import { useLocation } from "@remix-run/react";
import { tableAnchor, tableCsvHref } from "~/lib/table-csv";
import * as s from "./widgets.css";

/**
 * The links beside a table: its CSV (exactly the rows on screen: server/table-csv.ts renders this
 * very URL and reads the table back) and a link to the table itself. Plain links, so they work
 * without JavaScript. DataTable and CardTable render it; a hand-made table renders it with its own id.
 * A paged list says in `title` that the file holds the page on screen.
 */
export function TableTools({ id, caption, title }: { id: string; caption: string; title?: string }) {
  const location = useLocation();
  return (
    <p className={s.tableTools}>
      <a
        href={tableCsvHref(location.pathname, location.search, id)}
        download
        aria-label={`CSV of ${caption}`}
        title={title}
        data-table-csv={id}
      >
        CSV
      </a>
      <a href={`#${tableAnchor(id)}`} aria-label={`Link to this table: ${caption}`}>
        Link to this table
      </a>
    </p>
  );
}
