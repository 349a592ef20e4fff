/** A pure function's table test: one test a row, each saying what the function gives for its input. */
import { expect, it } from "vitest";

/** One test per row of `rows`: `fn(input)` equals `expected`; the test is named `title: input`. */
export function itGives<I, O>(title: string, fn: (input: I) => O, rows: readonly (readonly [I, O])[]): void {
  it.each(rows)(`${title}: %s`, (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}

/**
 * One test per row of `rows`: `fn` called with the row's first cells equals its last cell; the test
 * is named `title: first argument`.
 */
export function itCalls<A extends unknown[], O>(
  title: string,
  fn: (...args: A) => O,
  rows: readonly (readonly [...A, O])[],
): void {
  it.each(rows.map((row): unknown[] => [...row]))(`${title}: %s`, (...row: unknown[]) => {
    expect(fn(...(row.slice(0, -1) as A))).toEqual(row[row.length - 1]);
  });
}
