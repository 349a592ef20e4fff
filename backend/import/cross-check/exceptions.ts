/**
 * backend/data/cross-check-exceptions.csv: one row per known disagreement between our facts and
 * a source, with the reason we keep our value. Columns: source, championship (championship slug,
 * or the team slug for program facts), season (start year; empty for program facts), field,
 * our_value, source_value, reason. A row matches a disagreement when all of the first six agree
 * exactly.
 */
import fs from "node:fs";
import path from "node:path";
import { CURATED_DIR, readCsv, type Check } from "./model";

export const EXCEPTIONS_FILE = path.join(CURATED_DIR, "cross-check-exceptions.csv");
export const EXCEPTION_COLUMNS = [
  "source",
  "championship",
  "season",
  "field",
  "our_value",
  "source_value",
  "reason",
] as const;

export interface ExceptionRow {
  line: number;
  source: string;
  championship: string;
  season: string;
  field: string;
  our_value: string;
  source_value: string;
  reason: string;
}

export function readExceptions(file = EXCEPTIONS_FILE): ExceptionRow[] {
  if (!fs.existsSync(file)) return [];
  return readCsv(file).map((r, i) => ({
    line: i + 2,
    source: (r.source ?? "").trim(),
    championship: (r.championship ?? "").trim(),
    season: (r.season ?? "").trim(),
    field: (r.field ?? "").trim(),
    our_value: (r.our_value ?? "").trim(),
    source_value: (r.source_value ?? "").trim(),
    reason: (r.reason ?? "").trim(),
  }));
}

export function keyOfCheck(c: Check): string {
  return [c.source, c.subject, c.season ?? "", c.field, c.ours, c.theirs].join("\u0001");
}

export function keyOfException(e: ExceptionRow): string {
  return [e.source, e.championship, e.season, e.field, e.our_value, e.source_value].join("\u0001");
}

/** A disagreement as a line of the exceptions file (to paste, with a reason, once verified). */
export function asCsvLine(c: Check): string {
  const q = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [
    c.source,
    c.subject,
    c.season === null ? "" : String(c.season),
    c.field,
    c.ours,
    c.theirs,
    "REASON?",
  ]
    .map(q)
    .join(",");
}
