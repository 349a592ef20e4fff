/**
 * Small data files written to a fresh temporary folder, and read through a typed reader in a
 * fresh build report, for the open-data reader tests.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ImportReport, type FileStats } from "../../../backend/import/sources/common";

export function tempFiles(prefix: string): {
  dir: string;
  /** Writes `text` (or its lines, joined with "\n") to `name` in the folder; the file's path. */
  write: (name: string, text: string | readonly string[]) => string;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dir,
    write(name, text) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, typeof text === "string" ? text : text.join("\n"));
      return file;
    },
  };
}

/** A report's rejections as "line: reason". */
export const rejectionLines = (report: ImportReport) =>
  report.rejections.map((r) => `${r.line}: ${r.reason}`);

export interface RowReader<T> {
  read(report: ImportReport, stats: FileStats, file: string): T[];
}

/**
 * Reads `file` through `reader` in a fresh build report as a file of `sport` and `level`: the
 * typed rows, the file's counts and the rejections as "line: reason".
 */
export function readInReport<T>(reader: RowReader<T>, file: string, sport: string, level: string) {
  const report = new ImportReport(path.dirname(file), () => {});
  const stats = report.open(file, sport, level);
  const rows = reader.read(report, stats, file);
  return { rows, stats, rejected: rejectionLines(report) };
}
