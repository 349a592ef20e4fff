/**
 * Typed readers of the open-data files: one zod schema per file, of the columns the code uses, so
 * the importers, the cross-checks and the quality checks read a column the same way. A build step
 * reads through the ImportReport (rows counted, a bad row rejected with its line and reason); a
 * cross-check reads the file on its own and fails loudly on a bad row, since it has no report.
 */
import fs from "node:fs";
import { z } from "zod";
import { parseCsv } from "../csv";
import { readRows, type FileStats, type ImportReport, type RawRow } from "../sources/common";

/** A text column, trimmed (the files pad some names). */
export const text = z.string().trim();
/** A whole-number column that every row fills. */
export const int = text.regex(/^-?\d+$/, "not a whole number").transform(Number);
/** A whole-number column where empty means unknown. */
export const optInt = text.regex(/^(-?\d+)?$/, "not a whole number").transform((v) => (v === "" ? null : Number(v)));

export type Typed<S extends z.ZodRawShape> = z.output<z.ZodObject<S>> & { line: number };

export interface TypedReader<S extends z.ZodRawShape> {
  readonly schema: z.ZodObject<S>;
  /** Rows already read with readRows (counted on `stats`), checked; a bad row is rejected on `stats`. */
  parse(report: ImportReport, stats: FileStats, rows: readonly RawRow[]): Typed<S>[];
  /** Reads `file` into the build report (none when missing) and checks its rows. */
  read(report: ImportReport, stats: FileStats, file: string): Typed<S>[];
  /** Reads `file` outside the build report (cross-checks); throws on a row that fails its schema or lacks a column. */
  readFile(file: string): Typed<S>[];
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
}

/** The reader of one file: `label` names it in rejections ("SeriesPost: W not a whole number"). */
export function typedReader<S extends z.ZodRawShape>(label: string, columns: S): TypedReader<S> {
  const schema = z.object(columns);
  const names = Object.keys(columns);
  const check = (get: (column: string) => string | undefined) => schema.safeParse(Object.fromEntries(names.map((n) => [n, get(n)])));
  return {
    schema,
    parse(report, stats, rows) {
      const out: Typed<S>[] = [];
      for (const row of rows) {
        const parsed = check((c) => row.get(c));
        if (parsed.success) out.push({ ...parsed.data, line: row.line });
        else report.reject(stats, row.line, `${label}: ${issues(parsed.error)}`);
      }
      return out;
    },
    read(report, stats, file) {
      return this.parse(report, stats, readRows(report, stats, file) ?? []);
    },
    readFile(file) {
      return parseCsv(fs.readFileSync(file, "utf8")).records.map((r) => {
        const parsed = check((c) => r.values[c]);
        if (!parsed.success) throw new Error(`${file}:${r.line}: ${label}: ${issues(parsed.error)}`);
        return { ...parsed.data, line: r.line };
      });
    },
  };
}

/** The bio columns Lahman People.csv and Hockey Databank Master.csv share (the birth month is named apart). */
export const bioColumns = {
  birthYear: optInt,
  birthDay: optInt,
  birthCity: text,
  birthState: text,
  birthCountry: text,
  height: optInt,
  weight: optInt,
  deathYear: optInt,
};
