/**
 * The route kit's pure half: every page reads its search parameters through one zod shape, gets
 * typed values (a bad value falls back to its default, never an error page) and the canonical
 * query string of that view (defaults and empty values left out, keys sorted), so any view has one
 * shareable URL. Paging and sorting parameters are built here too. No React, no I/O.
 */
import { z } from "zod";

/** A parameter parser: reads the raw text (or undefined) and never throws (it `.catch`es). */
export type Param<T> = z.ZodType<T, z.ZodTypeDef, unknown>;
export type ParamShape = Record<string, Param<unknown>>;
export type ParamValues<S extends ParamShape> = { [K in keyof S]: z.output<S[K]> };

// Built per call, not at import: a schema made at module level would ship zod to every page importing this module.
const trimmed = () => z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string());

/** Building blocks for a route's parameter shape. Each falls back to its default on bad input. */
export const param = {
  /** Free text (`q`), trimmed, at most `max` characters; default "". */
  text: (max = 100): Param<string> => trimmed().pipe(z.string().max(max)).catch(""),
  /** A whole number in range, or null (the default). */
  int: (min: number, max: number): Param<number | null> =>
    trimmed()
      .pipe(z.string().regex(/^-?\d+$/))
      .transform(Number)
      .pipe(z.number().int().min(min).max(max))
      .nullable()
      .catch(null),
  /** A whole number in range with a default value. */
  intOr: (min: number, max: number, fallback: number): Param<number> =>
    trimmed()
      .pipe(z.string().regex(/^-?\d+$/))
      .transform(Number)
      .pipe(z.number().int().min(min).max(max))
      .catch(fallback),
  /** One of a fixed list of values (case-insensitive), else `fallback`. */
  oneOf: <T extends string, F extends T | null>(values: readonly T[], fallback: F): Param<T | F> =>
    trimmed()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(values as [T, ...T[]]))
      .catch(fallback as T),
  /** A slug (`new-york-yankees`), else null. */
  slug: (): Param<string | null> =>
    trimmed()
      .transform((v) => v.toLowerCase())
      .pipe(
        z
          .string()
          .max(120)
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      )
      .nullable()
      .catch(null),
  /** A calendar date `yyyy-MM-dd` that exists, else null. */
  date: (): Param<string | null> => trimmed().refine(isIsoDate).nullable().catch(null),
  /** A checkbox that is on by default: `0` turns it off (the last value sent wins). */
  flagOn: (): Param<boolean> =>
    trimmed()
      .transform((v) => v !== "0")
      .catch(true),
  /** A checkbox that is off by default: `1` turns it on. */
  flagOff: (): Param<boolean> =>
    trimmed()
      .transform((v) => v === "1")
      .catch(false),
  /** A parameter this view does not take (e.g. `sport` on a sport site): always null. */
  ignored: (): Param<null> => z.unknown().transform(() => null),
  /** The 1-based page number; default 1. */
  page: (): Param<number> => param.intOr(1, 100_000, 1),
};

// Lives in search-params.ts (no zod) so browser code can use it without pulling zod in.
/**
 * A parameter shape built on first use. Modules the browser also loads (view helpers beside their
 * shapes) must not build zod schemas at import time: that would ship zod to every page importing
 * them. Mark calls with a PURE annotation so an unused shape is dropped from browser bundles.
 */
export function lazyShape<S extends ParamShape>(build: () => S): () => S {
  let shape: S | undefined;
  return () => (shape ??= build());
}

export { isIsoDate } from "./search-params";
import { isIsoDate } from "./search-params";

/** How a value appears in a URL; null means it is left out. */
function serialize(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "1" : "0";
  return String(value);
}

export interface ParsedSearch<S extends ParamShape> {
  values: ParamValues<S>;
  /** `?a=1&b=2` (sorted, defaults left out) or "" for the default view. */
  canonical: string;
}

/**
 * Parses `params` with `shape`. A repeated key counts by its last value (a checkbox sends a hidden
 * "off" value first). Unknown keys are dropped from the canonical URL.
 */
export function parseSearchParams<S extends ParamShape>(params: URLSearchParams, shape: S): ParsedSearch<S> {
  const values = {} as ParamValues<S>;
  const out = new URLSearchParams();
  for (const key of Object.keys(shape).sort()) {
    const schema = shape[key];
    const raw = params.getAll(key).at(-1);
    const value = schema.parse(raw);
    (values as Record<string, unknown>)[key] = value;
    const text = serialize(value);
    if (text !== null && text !== serialize(schema.parse(undefined))) out.set(key, text);
  }
  const text = out.toString();
  return { values, canonical: text ? `?${text}` : "" };
}

/** Whether `search` (as requested) differs from the canonical query string. */
export function needsCanonicalRedirect(search: string, canonical: string): boolean {
  return new URLSearchParams(search).toString() !== canonical.replace(/^\?/, "");
}

// ---- sorting --------------------------------------------------------------------------------------

export type SortDir = "asc" | "desc";

export interface SortState<K extends string> {
  key: K;
  dir: SortDir;
}

/**
 * The `sort` and `dir` parameters of a table. `dir` defaults to the column's natural direction
 * (numbers and years descending, names ascending), so a link to a column needs only `sort`.
 */
export function sortParams<K extends string>(columns: Readonly<Record<K, SortDir>>, fallback: K) {
  const keys = Object.keys(columns) as K[];
  return {
    sort: param.oneOf(keys, fallback),
    dir: param.oneOf(["asc", "desc"] as const, null),
  };
}

/** The effective sort of parsed `sort`/`dir` values. */
export function sortStateOf<K extends string>(
  columns: Readonly<Record<K, SortDir>>,
  values: { sort: K; dir: SortDir | null },
): SortState<K> {
  return { key: values.sort, dir: values.dir ?? columns[values.sort] };
}

type Comparable = string | number | null | undefined;

/** A stable sort by `value`; nulls always last, whatever the direction. */
export function sortRows<T>(rows: readonly T[], dir: SortDir, value: (row: T) => Comparable): T[] {
  const sign = dir === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      const an = a.v === null || a.v === undefined || a.v === "";
      const bn = b.v === null || b.v === undefined || b.v === "";
      if (an || bn) return an === bn ? a.index - b.index : an ? 1 : -1;
      const c =
        typeof a.v === "number" && typeof b.v === "number"
          ? a.v - b.v
          : String(a.v).localeCompare(String(b.v), "en", { numeric: true });
      return c === 0 ? a.index - b.index : sign * c;
    })
    .map((x) => x.row);
}

// ---- paging ---------------------------------------------------------------------------------------

export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown (0 and 0 when empty). */
  from: number;
  to: number;
}

/** The page a list shows; a page past the end shows the last page. */
export function pageInfo(total: number, page: number, pageSize: number): PageInfo {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  return { page: current, pageSize, total, pageCount, from, to };
}

/** The rows of one page of an in-memory list. */
export function pageSlice<T>(rows: readonly T[], info: PageInfo): T[] {
  return rows.slice(info.from === 0 ? 0 : info.from - 1, info.to);
}

/** A page's 'Not Found' screen: its heading, the message when the 404 carries none, and the way back. */
export interface NotFoundTexts {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}

/**
 * The texts of a page's 'Not Found' screen, its link named "Back to {backName}" (docs/screens.md).
 * A route keeps the result in one constant so that its `meta` title and its error boundary say the same.
 */
export function notFoundTexts(
  title: string,
  message: string,
  backTo: string,
  backName: string,
): NotFoundTexts {
  return { title, message, backTo, backLabel: `Back to ${backName}` };
}

/**
 * A detail page's 'Not Found' screen in the spec's words: "{Thing} Not Found" / "We couldn't find
 * details for this {thing}." (players, coaches, championships).
 */
export function detailNotFoundTexts(thing: string, backTo: string, backName: string): NotFoundTexts {
  return notFoundTexts(
    `${thing} Not Found`,
    `We couldn't find details for this ${thing.toLowerCase()}.`,
    backTo,
    backName,
  );
}
