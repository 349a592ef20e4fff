/**
 * Career and postseason totals summed from the counting columns of databank rows (Hockey Databank
 * Scoring/Goalies, Lahman BattingPost): a blank or malformed count adds nothing.
 */
import type { RawRow } from "./common";

/** The numeric fields of a totals record, each named by the column it sums. */
export type CountingColumns<T> = { [K in keyof T as T[K] extends number ? K : never]?: string };

/** Adds the row's value of each column to its total. */
export function addColumns<T>(totals: T, row: RawRow, columns: CountingColumns<T>): void {
  const sums = totals as Record<string, number>;
  for (const [total, column] of Object.entries(columns) as [string, string][]) sums[total] += Number(row.get(column)) || 0;
}
