/**
 * Issue 4 "Cross-checks": compares our curated facts (backend/data) with every overlapping file of
 * the open datasets (DATA_DIR, default ../shared/data; see SOURCES.md there). Every disagreement
 * fails unless backend/data/cross-check-exceptions.csv explains it; an exception that no longer
 * matches a disagreement fails too (stale). A field we left empty is unknown and not compared.
 * Skipped, with a message, when the datasets are not on this machine.
 */
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { openDataDir } from "../../backend/import/sources/common";
import {
  asCsvLine,
  EXCEPTION_COLUMNS,
  EXCEPTIONS_FILE,
  keyOfCheck,
  keyOfException,
  readExceptions,
} from "../../backend/import/cross-check/exceptions";
import { equalValues, loadCurated, type SourceResult } from "../../backend/import/cross-check/model";
import { CROSS_CHECKS } from "../../backend/import/cross-check/run";

const dataDir = openDataDir();
if (!dataDir)
  console.warn(
    "tests/data/cross-check: skipped — no DATA_DIR and no ../shared/data (the open datasets are not on this machine)",
  );

// One list with the database build, which stores the agreement rates for /data-quality.
const SOURCES = CROSS_CHECKS;

describe("exceptions file", () => {
  it("has the columns, a reason on every row and no duplicate rows", () => {
    if (!fs.existsSync(EXCEPTIONS_FILE)) return;
    const header = fs.readFileSync(EXCEPTIONS_FILE, "utf8").split(/\r?\n/, 1)[0].split(",");
    expect(header).toEqual([...EXCEPTION_COLUMNS]);
    const seen = new Map<string, number>();
    for (const e of readExceptions()) {
      expect(e.reason, `cross-check-exceptions.csv:${e.line} has no reason`).not.toBe("");
      expect(
        seen.get(keyOfException(e)),
        `cross-check-exceptions.csv:${e.line} repeats line ${seen.get(keyOfException(e))}`,
      ).toBeUndefined();
      seen.set(keyOfException(e), e.line);
    }
  });
});

describe.skipIf(!dataDir)("curated facts vs the open datasets", () => {
  const exceptions = readExceptions();
  const byKey = new Map(exceptions.map((e) => [keyOfException(e), e]));
  const used = new Set<string>();
  const results = new Map<(typeof SOURCES)[number], SourceResult | { missing: string }>();

  beforeAll(() => {
    const curated = loadCurated();
    for (const compare of SOURCES) {
      try {
        results.set(compare, compare(curated, dataDir as string));
      } catch (error) {
        // A file of the datasets folder is missing: that source is skipped, the others still run.
        const e = error as NodeJS.ErrnoException;
        if (e.code !== "ENOENT") throw error;
        results.set(compare, { missing: e.path ?? e.message });
      }
    }
    for (const r of results.values()) {
      if ("missing" in r) continue;
      for (const c of r.checks) if (!equalValues(c) && byKey.has(keyOfCheck(c))) used.add(keyOfCheck(c));
    }
  });

  for (const compare of SOURCES) {
    // Each source is its own test so a failure names the source.
    it(`agrees with ${compare.name}`, (ctx) => {
      const result = results.get(compare);
      if (!result) throw new Error(`${compare.name}: no result`);
      if ("missing" in result) {
        console.warn(`cross-check ${compare.name}: skipped — missing ${result.missing}`);
        ctx.skip();
        return;
      }
      const agreements = result.checks.filter(equalValues).length;
      const disagreements = result.checks.filter((c) => !equalValues(c));
      const unexplained = disagreements.filter((c) => !byKey.has(keyOfCheck(c)));
      console.log(
        `cross-check ${result.source} — ${result.label}: ${result.rowsCompared} rows compared, ${result.checks.length} field checks, ` +
          `${agreements} agreements, ${disagreements.length - unexplained.length} exceptions used, ${unexplained.length} unexplained` +
          (result.notCompared.length ? `; not compared: ${result.notCompared.join("; ")}` : ""),
      );
      expect(result.rowsCompared, `${result.source}: nothing compared`).toBeGreaterThan(0);
      expect(
        unexplained.map(asCsvLine),
        `${result.source}: disagreements with our facts. Fix the fact if the source is right, else add a row with the reason to backend/data/cross-check-exceptions.csv`,
      ).toEqual([]);
    });
  }

  it("has no stale exceptions (every exception matches a current disagreement)", (ctx) => {
    // With a source file missing, its exceptions cannot be told stale.
    if ([...results.values()].some((r) => "missing" in r)) {
      console.warn("cross-check: stale exceptions not checked — a source file is missing");
      ctx.skip();
      return;
    }
    const stale = exceptions
      .filter((e) => !used.has(keyOfException(e)))
      .map(
        (e) =>
          `cross-check-exceptions.csv:${e.line}: ${e.source} ${e.championship} ${e.season} ${e.field} "${e.our_value}" vs "${e.source_value}"`,
      );
    expect(stale).toEqual([]);
  });
});
