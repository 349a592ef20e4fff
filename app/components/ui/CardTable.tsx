import { createContext, useContext, type ReactNode } from "react";
import { CSV_ATTR, csvHeaderOf, csvRowOf, tableAnchor, type CsvColumn } from "~/lib/table-csv";
import { TableTools } from "./TableTools";

/** The id of the card list a card is rendered in (null outside one: the card then carries no row). */
const CardTableContext = createContext<string | null>(null);

/**
 * A list drawn as cards that is a table all the same: the CSV and "link to this table" links of
 * DataTable, and a wrapper carrying the CSV header. Each card marks its row with `useCsvRow`, so
 * `/table.csv` reads back exactly the cards on screen, in their order (server/table-csv.ts).
 */
export function CardTable<T>({
  id,
  caption,
  columns,
  title,
  children,
}: {
  id: string;
  caption: string;
  columns: readonly CsvColumn<T>[];
  /** What the CSV holds when that is not obvious (a paged list: the page on screen). */
  title?: string;
  children: ReactNode;
}) {
  return (
    <CardTableContext.Provider value={id}>
      <TableTools id={id} caption={caption} title={title} />
      <div
        id={tableAnchor(id)}
        data-table-id={id}
        {...{ [CSV_ATTR.header]: JSON.stringify(csvHeaderOf(columns)) }}
      >
        {children}
      </div>
    </CardTableContext.Provider>
  );
}

/** A function giving a card's CSV attributes (spread them on the card's element); none outside a CardTable. */
export function useCsvRow<T>(columns: readonly CsvColumn<T>[]): (item: T) => Record<string, string> {
  const id = useContext(CardTableContext);
  return (item): Record<string, string> =>
    id === null ? {} : { [CSV_ATTR.of]: id, [CSV_ATTR.row]: JSON.stringify(csvRowOf(columns, item)) };
}
