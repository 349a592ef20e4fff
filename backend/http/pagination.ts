/**
 * Pagination: the list envelope `{count, next, previous, results}` with absolute `next`/`previous`
 * URLs, and the count and page queries of a list read from the database.
 */
import type { SelectQueryBuilder } from "kysely";
import type { RouteContext } from "./context";
import type { Pagination } from "./params";

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export function offsetOf(p: Pagination): number {
  return (p.page - 1) * p.page_size;
}

/** How many rows a list's filtered query matches (its `count`). */
export async function countOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const { n } = await query
    .select((eb) => eb.fn.countAll<number>().as("n"))
    // Only the count is read: the output type `O` of the filtered query does not matter.
    .$castTo<{ n: number }>()
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The rows of the requested page of an ordered query. */
export function pageRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, p: Pagination) {
  return query.limit(p.page_size).offset(offsetOf(p)).execute();
}

/** The list envelope, with `next`/`previous` as absolute URLs built from the request URL. */
export function page<T>(ctx: RouteContext, p: Pagination, count: number, results: T[]): Page<T> {
  const link = (n: number) => {
    const url = new URL(ctx.url.href);
    if (n === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(n));
    return url.href;
  };
  const lastPage = Math.max(1, Math.ceil(count / p.page_size));
  return {
    count,
    next: p.page < lastPage ? link(p.page + 1) : null,
    previous: p.page > 1 ? link(Math.min(p.page - 1, lastPage)) : null,
    results,
  };
}

/**
 * A list read from the database: the `count` of its filtered query, and the requested page of the
 * ordered query (the filtered one with its selection and order) made into results by `toJson`.
 */
export async function listPage<
  DB,
  TB extends keyof DB,
  O,
  OrderedDB,
  OrderedTB extends keyof OrderedDB,
  R,
  T,
>(
  ctx: RouteContext,
  p: Pagination,
  filtered: SelectQueryBuilder<DB, TB, O>,
  ordered: SelectQueryBuilder<OrderedDB, OrderedTB, R>,
  toJson: (
    rows: Awaited<ReturnType<SelectQueryBuilder<OrderedDB, OrderedTB, R>["execute"]>>,
  ) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const count = await countOf(filtered);
  const rows = await pageRows(ordered, p);
  return page(ctx, p, count, await toJson(rows));
}

/** A whole (small) list in the envelope, for lists computed in memory. */
export function pageOf<T>(ctx: RouteContext, p: Pagination, all: T[]): Page<T> {
  return page(ctx, p, all.length, all.slice(offsetOf(p), offsetOf(p) + p.page_size));
}
