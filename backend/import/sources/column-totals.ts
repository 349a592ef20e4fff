/**
 * Career and postseason totals summed from the counting columns of databank rows (Hockey Databank
 * Scoring/Goalies, Lahman BattingPost): a blank or malformed count adds nothing.
 */
/** The numeric fields of a totals record, each named by the column it sums. */
export type CountingColumns<T, C extends string = string> = {
  [K in keyof T as T[K] extends number ? K : never]?: C;
};

/** Adds the row's value of each column to its total (`value` reads a column of the row). */
export function addColumns<T, C extends string>(
  totals: T,
  value: (column: C) => string | number | null,
  columns: CountingColumns<T, C>,
): void {
  const sums = totals as Record<string, number>;
  for (const [total, column] of Object.entries(columns) as [string, C][])
    sums[total] += Number(value(column)) || 0;
}

/** The numeric fields of a totals record, each with a figure to add. */
type CountingFigures<T> = { [K in keyof T as T[K] extends number ? K : never]?: number };

/** Adds each figure to its total (a skater's line to his career totals). */
export function addFigures<T>(totals: T, figures: CountingFigures<T>): void {
  const sums = totals as Record<string, number>;
  for (const [total, value] of Object.entries(figures) as [string, number][]) sums[total] += value;
}
