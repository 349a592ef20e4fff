import type { ReactNode } from "react";
import * as s from "./doc-table.css";
import { visuallyHidden } from "./ui.css";

/**
 * A plain table of a reference or legal page (the API, downloads, cookies): caption, column headers,
 * the caller's rows. Not a statistics table: no sorting, CSV or frozen column (that is DataTable).
 * `roomy` suits tables set in reading prose; `captionHidden` leaves the caption to screen readers
 * where a heading above already says it.
 */
export function DocTable({
  caption,
  headers,
  children,
  density = "dense",
  captionHidden = false,
}: {
  caption: ReactNode;
  headers: readonly string[];
  children: ReactNode;
  density?: "dense" | "roomy";
  captionHidden?: boolean;
}) {
  return (
    <div className={s.scroll}>
      <table className={s.table[density]}>
        <caption className={captionHidden ? visuallyHidden : s.caption}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
