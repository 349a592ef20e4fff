/**
 * Every cross-check of our curated facts against the open datasets, as one list and one runner:
 * `tests/data/cross-check.test.ts` fails on unexplained disagreements, and the database build runs
 * the same comparisons to store the accuracy figure of /data-quality (agreement rate per source).
 */
import { keyOfCheck, keyOfException, readExceptions } from "./exceptions";
import { equalValues, loadCurated, type Check, type Curated, type SourceResult } from "./model";
import { hockeyDatabankPeople, lahmanPeople, marchManiaCoaches } from "./people";
import { basketballReferenceRecords, hockeyDatabankRecords, lahmanRecords } from "./records";
import {
  cfbdPrograms,
  fiveThirtyEightSuperBowls,
  hockeyDatabankFinals,
  lahmanWorldSeries,
  marchMania,
  multisportNhlFinals,
  multisportNbaFinals,
  multisportSuperBowls,
  nbaChampionsList,
  nflverseSuperBowls,
  twinfieldFinals,
} from "./sources";

export type CrossCheck = (curated: Curated, dataDir: string) => SourceResult;

export const CROSS_CHECKS: CrossCheck[] = [
  nbaChampionsList,
  multisportNbaFinals,
  lahmanWorldSeries,
  hockeyDatabankFinals,
  twinfieldFinals,
  multisportNhlFinals,
  nflverseSuperBowls,
  fiveThirtyEightSuperBowls,
  multisportSuperBowls,
  marchMania,
  cfbdPrograms,
  lahmanPeople,
  hockeyDatabankPeople,
  marchManiaCoaches,
  basketballReferenceRecords,
  lahmanRecords,
  hockeyDatabankRecords,
];

export interface CrossCheckSummary {
  /** The comparing function's name (stable key). */
  key: string;
  source: string;
  label: string;
  rowsCompared: number;
  /** The championships (slugs) or programs (team slugs) the checks compare. */
  subjects: string[];
  checks: number;
  agreements: number;
  /** Disagreements the exceptions file explains (our value kept, with a reason). */
  explained: number;
  unexplained: Check[];
  /** Set when a file of the source is missing: nothing was compared. */
  missing: string | null;
}

/** Runs every cross-check; a source whose file is missing is reported, not thrown. */
export function runCrossChecks(
  dataDir: string,
  curatedDir?: string,
  checks: CrossCheck[] = CROSS_CHECKS,
): CrossCheckSummary[] {
  const curated = loadCurated(curatedDir);
  const exceptions = new Set(readExceptions().map(keyOfException));
  return checks.map((compare) => {
    try {
      const r = compare(curated, dataDir);
      const disagreements = r.checks.filter((c) => !equalValues(c));
      const unexplained = disagreements.filter((c) => !exceptions.has(keyOfCheck(c)));
      return {
        key: compare.name,
        source: r.source,
        label: r.label,
        rowsCompared: r.rowsCompared,
        subjects: [...new Set(r.checks.map((c) => c.subject))],
        checks: r.checks.length,
        agreements: r.checks.length - disagreements.length,
        explained: disagreements.length - unexplained.length,
        unexplained,
        missing: null,
      };
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      if (e.code !== "ENOENT") throw error;
      return {
        key: compare.name,
        source: compare.name,
        label: "",
        rowsCompared: 0,
        subjects: [],
        checks: 0,
        agreements: 0,
        explained: 0,
        unexplained: [],
        missing: e.path ?? e.message,
      };
    }
  });
}
