/**
 * The shape every typed reader's test shares: a small file written to a fresh temporary folder,
 * read in a fresh build report, its typed rows and its rejections ("line: reason") compared, and
 * (where the case names one) a cross-check reading the same file failing with the file and line.
 */
import { describe, expect, it } from "vitest";
import { readInReport, tempFiles, type RowReader } from "./temp-files";

export interface ReaderCase {
  /** The test's name: what the reader does with these lines. */
  test: string;
  reader: RowReader<unknown> & { readFile(file: string): unknown[] };
  /** The file's name (the one the reader knows) and its text or lines. */
  file: string;
  lines: string | readonly string[];
  /** The typed rows: whole, or only the fields the case is about (`partial`). */
  rows: readonly unknown[];
  partial?: boolean;
  rejected: readonly unknown[];
  /** The file's counts (rows read, rejected), where the case is about them. */
  counts?: { read?: number; rejected?: number };
  /** "line: reason" of the error a cross-check reading the file fails with. */
  crossCheck?: string;
}

/** A describe block of reader cases, each read as a file of `sport` and `level`. */
export function describeReaders(
  title: string,
  where: { prefix: string; sport: string; level: string },
  cases: readonly ReaderCase[],
): void {
  const { write } = tempFiles(where.prefix);
  describe(title, () => {
    it.each(cases)("$test", (c) => {
      const { rows, stats, rejected } = readInReport(
        c.reader,
        write(c.file, c.lines),
        where.sport,
        where.level,
      );
      if (c.partial) expect(rows).toMatchObject(c.rows);
      else expect(rows).toEqual(c.rows);
      expect(rejected).toEqual(c.rejected);
      if (c.counts) expect(stats).toMatchObject(c.counts);
    });
    const crossChecked = cases.filter((c) => c.crossCheck !== undefined);
    if (crossChecked.length > 0)
      it.each(crossChecked)("$test: a cross-check fails on the bad row with the file and line", (c) => {
        const file = write(c.file, c.lines);
        expect(() => c.reader.readFile(file)).toThrow(`${file}:${c.crossCheck}`);
      });
  });
}
