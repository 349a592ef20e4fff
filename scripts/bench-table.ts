/** The plain-text report of the benchmarks (bench.ts, bench-lighthouse.ts): figures and aligned tables. */

/** A whole number, or '-' when the figure is missing. */
export const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "-");

/** A figure with a mark: `!` when it misses its budget. */
export const mark = (text: string, ok: boolean) => `${text}${ok ? " " : "!"}`;

/** A table with a header row and a rule; the first `textColumns` columns align left, figures right. */
export function table(headers: string[], rows: string[][], textColumns: number): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
