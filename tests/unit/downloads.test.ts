/**
 * The /downloads page's files (app/lib/downloads.server.ts): while the server writes the bulk
 * downloads after it starts, the page says so; a folder left by a writer that died does not count.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { downloadsBeingWritten, sizeText } from "../../app/lib/downloads.server";

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "downloads-test-"));
  temps.push(dir);
  return dir;
}

describe("downloadsBeingWritten", () => {
  it("is true while a live process writes into downloads.tmp-<pid>, false before and after", () => {
    const dir = dataDir();
    const downloads = path.join(dir, "downloads");
    expect(downloadsBeingWritten(downloads)).toBe(false);
    const temp = path.join(dir, `downloads.tmp-${process.pid}`);
    fs.mkdirSync(temp);
    expect(downloadsBeingWritten(downloads)).toBe(true);
    fs.renameSync(temp, downloads);
    expect(downloadsBeingWritten(downloads)).toBe(false);
  });

  it("ignores a folder left by a writer that is no longer running, and any other name", () => {
    const dir = dataDir();
    // A pid past the kernel's maximum (4194304) is never a running process.
    fs.mkdirSync(path.join(dir, "downloads.tmp-99999999"));
    fs.mkdirSync(path.join(dir, "downloads.tmp-abc"));
    fs.mkdirSync(path.join(dir, `other.tmp-${process.pid}`));
    expect(downloadsBeingWritten(path.join(dir, "downloads"))).toBe(false);
    expect(downloadsBeingWritten(undefined)).toBe(false);
  });
});

describe("sizeText", () => {
  it("writes bytes, KB and MB", () => {
    expect([sizeText(512), sizeText(1536), sizeText(5 * 1024 * 1024)]).toEqual(["512 B", "1.5 KB", "5.0 MB"]);
  });
});
