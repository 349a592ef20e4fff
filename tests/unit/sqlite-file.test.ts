import { describe, expect, it } from "vitest";
import { sqliteHeaderProblem } from "../../server/sqlite-file";

/** A SQLite header of `pages` pages of `pageSize` bytes, its page count valid unless `stale`. */
function header(pageSize: number, pages: number, stale = false): Uint8Array {
  const bytes = new Uint8Array(100);
  bytes.set(Buffer.from("SQLite format 3\0", "latin1"), 0);
  const view = new DataView(bytes.buffer);
  view.setUint16(16, pageSize === 65536 ? 1 : pageSize);
  view.setUint32(24, 7);
  view.setUint32(28, pages);
  view.setUint32(92, stale ? 6 : 7);
  return bytes;
}

describe("sqliteHeaderProblem", () => {
  it("accepts a whole file, including the 64 KiB page size written as 1", () => {
    expect(sqliteHeaderProblem(header(4096, 10), 40960)).toBeNull();
    expect(sqliteHeaderProblem(header(65536, 2), 131072)).toBeNull();
  });

  it("names a truncated file, by the header's page count or by a partial page", () => {
    expect(sqliteHeaderProblem(header(4096, 10), 4096 * 5)).toBe("truncated");
    expect(sqliteHeaderProblem(header(4096, 10, true), 4096 * 5 + 100)).toBe("truncated");
    // A stale page count (an old writer) is not trusted: whole pages pass.
    expect(sqliteHeaderProblem(header(4096, 10, true), 4096 * 5)).toBeNull();
  });

  it("names a file that is not SQLite or whose header is overwritten", () => {
    const junk = header(4096, 10);
    junk.set(Buffer.from("garbage!", "latin1"), 0);
    expect(sqliteHeaderProblem(junk, 40960)).toBe("not a SQLite database");
    expect(sqliteHeaderProblem(new Uint8Array(20), 20)).toBe("not a SQLite database");
    expect(sqliteHeaderProblem(header(1000, 10), 10000)).toBe("bad page size");
  });
});
