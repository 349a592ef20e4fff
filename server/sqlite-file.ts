/**
 * A cheap look at a SQLite file's integrity for /healthz: its 100-byte header must carry the
 * format's magic string, and the file must be as long as the header says (page size x page count).
 * A file truncated or overwritten after the server opened it fails here at once, while the open
 * connection may still answer small reads from its page cache. (A full `PRAGMA quick_check` takes
 * seconds on the full database: too long for a probe that runs every second.)
 */
import { open } from "node:fs/promises";

const MAGIC = "SQLite format 3\0";

/** What is wrong with the header of a SQLite file of `size` bytes, or null when it looks whole. */
export function sqliteHeaderProblem(header: Uint8Array, size: number): string | null {
  if (header.length < 100 || Buffer.from(header.subarray(0, 16)).toString("latin1") !== MAGIC)
    return "not a SQLite database";
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const rawPageSize = view.getUint16(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) return "bad page size";
  // The page count in the header is valid only when written by the same change as the counter.
  const counterValid = view.getUint32(24) === view.getUint32(92);
  const pages = view.getUint32(28);
  if (counterValid && pages > 0 && size < pages * pageSize) return "truncated";
  if (size % pageSize !== 0) return "truncated";
  return null;
}

/** Throws with a short reason when the file at `file` is not a whole SQLite database. */
export async function checkSqliteFile(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const header = new Uint8Array(100);
    const { bytesRead } = await handle.read(header, 0, 100, 0);
    const problem = sqliteHeaderProblem(header.subarray(0, bytesRead), size);
    if (problem) throw new Error(`database file: ${problem}`);
  } finally {
    await handle.close();
  }
}
