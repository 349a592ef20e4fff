import type { ReactNode } from "react";
import * as s from "./developers.css";

/** A plain reference table of the API and downloads pages: caption, column headers, the caller's rows. */
export function DocTable({ caption, headers, children }: { caption: ReactNode; headers: readonly string[]; children: ReactNode }) {
  return (
    <div className={s.scroll}>
      <table className={s.table}>
        <caption className={s.caption}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} className={s.cell} scope="col">
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
