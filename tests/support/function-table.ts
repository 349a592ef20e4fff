/** A pure function's table test: one test a row, each saying what the function gives for its input. */
import { expect, it } from "vitest";

/** One test per row of `rows`: `fn(input)` equals `expected`; the test is named `title: input`. */
export function itGives<I, O>(title: string, fn: (input: I) => O, rows: readonly (readonly [I, O])[]): void {
  it.each(rows)(`${title}: %s`, (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}
