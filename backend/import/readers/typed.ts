/**
 * Typed readers of the open-data files: one zod schema per file, of the columns the code uses, so
 * the importers, the cross-checks and the quality checks read a column the same way. A build step
 * reads through the ImportReport (rows counted, a bad row rejected with its line and reason); a
 * cross-check reads the file on its own and fails loudly on a bad row, since it has no report.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseCsv } from "../csv";
import { readRows, type FileStats, type ImportReport, type RawRow } from "../sources/common";

/** A text column, trimmed (the files pad some names). */
export const text = z.string().trim();
/** A text column every row fills (an id). */
export const filled = text.min(1);
/** A whole-number column that every row fills. */
export const int = text.regex(/^-?\d+$/, "not a whole number").transform(Number);
/** A whole-number column where empty means unknown. */
export const optInt = text
  .regex(/^(-?\d+)?$/, "not a whole number")
  .transform((v) => (v === "" ? null : Number(v)));

/**
 * Plain-code twins of the common column types, giving zod's output for a value zod accepts: the
 * big files (Batting, Fielding: 100k+ rows of 20 counts) read about ten times faster. A value a twin
 * does not pass sends the whole row through zod, which gives the verdict and the reason.
 */
const FAIL = Symbol("fail");
const WHOLE = /^-?\d+$/;
const TWINS = new Map<z.ZodTypeAny, (v: string) => unknown>([
  [text, (v) => v.trim()],
  [filled, (v) => v.trim() || FAIL],
  [int, (v) => (WHOLE.test(v.trim()) ? Number(v) : FAIL)],
  [optInt, (v) => (v.trim() === "" ? null : WHOLE.test(v.trim()) ? Number(v) : FAIL)],
]);

type Check<T> = (get: (column: string) => string | undefined) => z.SafeParseReturnType<unknown, T>;

/** Checks a row's columns: through the twins where every column has one and passes, else through zod. */
function rowCheck<S extends z.ZodRawShape>(schema: z.ZodObject<S>): Check<z.output<z.ZodObject<S>>> {
  const columns = Object.entries(schema.shape).map(([name, type]) => ({ name, twin: TWINS.get(type) }));
  const bySchema: Check<z.output<z.ZodObject<S>>> = (get) =>
    schema.safeParse(Object.fromEntries(columns.map(({ name }) => [name, get(name)])));
  if (columns.some((c) => !c.twin)) return bySchema;
  return (get) => {
    const data: Record<string, unknown> = {};
    for (const { name, twin } of columns) {
      const raw = get(name);
      const value = raw === undefined ? FAIL : twin!(raw);
      if (value === FAIL) return bySchema(get);
      data[name] = value;
    }
    // The twins give what the schema would: this row passes it with these values.
    return { success: true, data: data as z.output<z.ZodObject<S>> };
  };
}

export type Typed<S extends z.ZodRawShape> = z.output<z.ZodObject<S>> & { line: number };

export interface TypedReader<S extends z.ZodRawShape> {
  readonly schema: z.ZodObject<S>;
  /** Rows already read with readRows (counted on `stats`), checked; a bad row is rejected on `stats`. */
  parse(report: ImportReport, stats: FileStats, rows: readonly RawRow[]): Typed<S>[];
  /** Reads `file` into the build report (none when missing) and checks its rows. */
  read(report: ImportReport, stats: FileStats, file: string): Typed<S>[];
  /** Reads `file` outside the build report (cross-checks); throws on a row that fails its schema or lacks a column. */
  readFile(file: string): Typed<S>[];
  /** Rows of `file` read some other way (by position), checked as readFile checks them. */
  checkAll(
    file: string,
    rows: readonly { line: number; get(column: string): string | undefined }[],
  ): Typed<S>[];
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
}

/** The reader of one file: `label` names it in rejections ("SeriesPost: W not a whole number"). */
export function typedReader<S extends z.ZodRawShape>(label: string, columns: S): TypedReader<S> {
  const schema = z.object(columns);
  const check = rowCheck(schema);
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
      return this.checkAll(
        file,
        parseCsv(fs.readFileSync(file, "utf8")).records.map((r) => ({
          line: r.line,
          get: (c: string) => r.values[c],
        })),
      );
    },
    checkAll(file, rows) {
      return rows.map((row) => {
        const parsed = check((c) => row.get(c));
        if (!parsed.success) throw new Error(`${file}:${row.line}: ${label}: ${issues(parsed.error)}`);
        return { ...parsed.data, line: row.line };
      });
    },
  };
}

/** Where a file of the open datasets lives: its dataset's folder under the data directory, and its name there. */
export interface DatasetFile {
  readonly dir: string;
  readonly name: string;
}

/** A typed reader that knows its file: call sites pass the data directory, never a file name. */
export interface TypedFile<S extends z.ZodRawShape> extends TypedReader<S>, DatasetFile {
  /** `dir/name`, as the rows it gives name their source ("hockey-databank/Teams.csv"). */
  readonly source: string;
  /** The file's path under `dataDir`. */
  path(dataDir: string): string;
  exists(dataDir: string): boolean;
  /** The same file in another folder: another edition of the dataset (the Lahman editions share names). */
  in(dir: string): TypedFile<S>;
  /** Opens the file in the build report under `sport` and `level`, and reads it (no rows when missing). */
  open(
    report: ImportReport,
    dataDir: string,
    sport: string,
    level: string,
  ): { file: string; stats: FileStats; rows: Typed<S>[] };
  /**
   * Reads the file for lookups (its rows counted by another step, or not imported): a bad row is
   * still rejected in the report, but the file is not listed among the build's files.
   */
  lookup(report: ImportReport, dataDir: string, sport: string, level: string): Typed<S>[];
  /** Reads the file under `dataDir` outside the build report (cross-checks); throws on a bad row. */
  load(dataDir: string): Typed<S>[];
}

/**
 * The reader of one named file of a dataset; its rejections are labelled with the file's name
 * without the extension ("SeriesPost: W not a whole number").
 */
export function typedFile<S extends z.ZodRawShape>(dir: string, name: string, columns: S): TypedFile<S> {
  const reader = typedReader(name.replace(/\.[^.]+$/, ""), columns);
  const inFolder = (folder: string): TypedFile<S> => {
    const where = (dataDir: string) => path.join(dataDir, folder, name);
    return {
      ...reader,
      dir: folder,
      name,
      source: `${folder}/${name}`,
      path: where,
      exists: (dataDir) => fs.existsSync(where(dataDir)),
      in: inFolder,
      open(report, dataDir, sport, level) {
        const file = where(dataDir);
        const stats = report.open(file, sport, level);
        return { file, stats, rows: reader.read(report, stats, file) };
      },
      lookup(report, dataDir, sport, level) {
        const file = where(dataDir);
        const silent = report.open(file, sport, level);
        report.files.pop();
        return reader.read(report, silent, file);
      },
      load: (dataDir) => reader.readFile(where(dataDir)),
    };
  };
  return inFolder(dir);
}

/** Opens an importer's typed files in the build report, all of one sport and level. */
export type OpenTyped = <S extends z.ZodRawShape>(
  file: TypedFile<S>,
) => { stats: FileStats; rows: Typed<S>[] };

export function openTyped(report: ImportReport, dataDir: string, sport: string, level: string): OpenTyped {
  return (file) => file.open(report, dataDir, sport, level);
}

/** A dataset folder of one file per season (or other year-like key), named after it. */
export interface SeasonFiles {
  /** The folder under the data directory ("multisport-elo-lab/nhl"), as the sources credit it. */
  readonly source: string;
  folder(dataDir: string): string;
  /** The path of the file of `key` (which need not exist). */
  path(dataDir: string, key: number): string;
  /** The keys of the files the folder holds, in name order; throws when the folder is missing. */
  keys(dataDir: string): number[];
}

/** The files of `dir` named `name(key)`; `pattern` matches those names, its first group the key. */
export function seasonFiles(dir: string, name: (key: number) => string, pattern: RegExp): SeasonFiles {
  const folder = (dataDir: string) => path.join(dataDir, dir);
  return {
    source: dir,
    folder,
    path: (dataDir, key) => path.join(folder(dataDir), name(key)),
    keys: (dataDir) =>
      fs
        .readdirSync(folder(dataDir))
        .filter((n) => pattern.test(n))
        .sort()
        .map((n) => Number(pattern.exec(n)![1])),
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
