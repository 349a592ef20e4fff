/** Small data files written to a fresh temporary folder, for the open-data reader tests. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ImportReport } from "../../../backend/import/sources/common";

export function tempFiles(prefix: string): { dir: string; write: (name: string, text: string) => string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dir,
    write(name, text) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, text);
      return file;
    },
  };
}

/** A report's rejections as "line: reason". */
export const rejectionLines = (report: ImportReport) =>
  report.rejections.map((r) => `${r.line}: ${r.reason}`);
