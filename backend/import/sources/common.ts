/**
 * Shared plumbing for the importers of the open datasets (../shared/data, see SOURCES.md there):
 * where the datasets live (DATA_DIR), reading their CSV files by position (several have duplicate
 * or blank header names), and the import report: per file rows read / imported / rejected with
 * file:line and the reason, and a summary table per sport and level at the end of the build.
 *
 * Open-dataset problems never fail the build (the curated facts do): a broken row is reported and
 * skipped, a missing file is reported and the build goes on.
 */
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../db/connection";
import type { BuildContext } from "../context";
import type { BuildStep } from "../step";
import { CsvSyntaxError, parseCsvRows } from "../csv";
import { loadCrosswalk } from "../crosswalk";

/** DATA_DIR, else ../shared/data next to the repository when it exists; null when there is none. */
export function openDataDir(): string | null {
  const configured = process.env.DATA_DIR;
  if (configured) {
    const dir = path.resolve(configured);
    return fs.existsSync(dir) ? dir : null;
  }
  const fallback = path.resolve(REPO_ROOT, "..", "shared", "data");
  return fs.existsSync(fallback) ? fallback : null;
}

export interface FileStats {
  file: string;
  sport: string;
  level: string;
  read: number;
  imported: number;
  /** Rows that duplicate a game of another source (merged, not an error). */
  merged: number;
  /** Rows outside what is imported (another league, a builder-only record), not an error. */
  skipped: number;
  rejected: number;
  missing: boolean;
}

export interface Rejection {
  file: string;
  line: number | null;
  reason: string;
}

/** Collects what every importer did; one instance per build (kept on the context). */
export class ImportReport {
  readonly files: FileStats[] = [];
  readonly rejections: Rejection[] = [];
  /** Entities per sport/level for the summary table: games, standings, players, coaches. */
  readonly totals = new Map<string, Record<string, number>>();

  constructor(
    readonly dataDir: string | null,
    private readonly log: (message: string) => void,
  ) {}

  rel(file: string): string {
    return this.dataDir ? path.relative(this.dataDir, file) || file : file;
  }

  /** Starts the statistics of one file; a missing file is reported and counted. */
  open(file: string, sport: string, level: string): FileStats {
    const stats: FileStats = {
      file: this.rel(file),
      sport,
      level,
      read: 0,
      imported: 0,
      merged: 0,
      skipped: 0,
      rejected: 0,
      missing: !fs.existsSync(file),
    };
    this.files.push(stats);
    if (stats.missing) this.log(`  ${stats.file}: MISSING, skipped`);
    return stats;
  }

  reject(stats: FileStats, line: number | null, reason: string): void {
    stats.rejected++;
    this.rejections.push({ file: stats.file, line, reason });
  }

  /** Rejects the row a RowError was thrown for; any other error is a bug and is thrown again. */
  rejectRowError(stats: FileStats, line: number | null, error: unknown): void {
    if (!(error instanceof RowError)) throw error;
    this.reject(stats, line, error.message);
  }

  done(stats: FileStats, extra = ""): void {
    if (stats.missing) return;
    const merged = stats.merged ? `, ${stats.merged} merged with another source` : "";
    const skipped = stats.skipped ? `, ${stats.skipped} not applicable` : "";
    this.log(
      `  ${stats.file}: read ${stats.read}, imported ${stats.imported}${merged}${skipped}, rejected ${stats.rejected}${extra ? `; ${extra}` : ""}`,
    );
  }

  count(sport: string, level: string, entity: string, n: number): void {
    const key = `${sport}/${level}`;
    const row = this.totals.get(key) ?? {};
    row[entity] = (row[entity] ?? 0) + n;
    this.totals.set(key, row);
  }

  /** The summary table and the first rejections (all of them are counted; reasons grouped). */
  summary(): string[] {
    const lines: string[] = [];
    const entities = ["games", "standings", "players", "coaches"];
    const keys = [
      ...new Set([...this.totals.keys(), ...this.files.map((f) => `${f.sport}/${f.level}`)]),
    ].sort();
    const rejectedBy = new Map<string, number>();
    const readBy = new Map<string, number>();
    for (const f of this.files) {
      const k = `${f.sport}/${f.level}`;
      rejectedBy.set(k, (rejectedBy.get(k) ?? 0) + f.rejected);
      readBy.set(k, (readBy.get(k) ?? 0) + f.read);
    }
    const header = ["sport/level", "rows read", ...entities, "rejected"];
    const rows = keys.map((k) => [
      k,
      String(readBy.get(k) ?? 0),
      ...entities.map((e) => String(this.totals.get(k)?.[e] ?? 0)),
      String(rejectedBy.get(k) ?? 0),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const fmt = (r: string[]) =>
      r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
    lines.push(fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(fmt));
    const missing = this.files.filter((f) => f.missing);
    if (missing.length) lines.push(`missing files: ${missing.map((f) => f.file).join(", ")}`);
    lines.push(`rejected rows: ${this.rejections.length}`);
    const byReason = new Map<string, { n: number; example: Rejection }>();
    for (const r of this.rejections) {
      const kind = r.reason.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, "N");
      const entry = byReason.get(kind);
      if (entry) entry.n++;
      else byReason.set(kind, { n: 1, example: r });
    }
    for (const { n, example } of [...byReason.values()].sort((a, b) => b.n - a.n).slice(0, 25)) {
      lines.push(
        `  ${String(n).padStart(5)} × ${example.file}${example.line ? `:${example.line}` : ""}: ${example.reason}`,
      );
    }
    return lines;
  }
}

const REPORTS = new WeakMap<BuildContext, ImportReport>();

/** The report of this build (created on first use). */
export function reportOf(ctx: BuildContext): ImportReport {
  let report = REPORTS.get(ctx);
  if (!report) {
    report = new ImportReport(openDataDir(), ctx.log);
    REPORTS.set(ctx, report);
  }
  return report;
}

export interface RawRow {
  line: number;
  fields: string[];
  /** Field by header name (first occurrence of a duplicated name). */
  get(name: string): string;
}

/**
 * Reads a CSV file into rows addressed by position (and by header name for the first occurrence).
 * Returns null when the file is missing or unreadable (reported on `stats`). Rows whose field count
 * differs from the header are rejected here.
 */
export function readRows(
  report: ImportReport,
  stats: FileStats,
  file: string,
  encoding: BufferEncoding = "utf8",
): RawRow[] | null {
  if (stats.missing) return null;
  let parsed;
  try {
    parsed = parseCsvRows(fs.readFileSync(file, encoding));
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      report.reject(stats, error.line, `unreadable CSV: ${error.message}`);
      return null;
    }
    throw error;
  }
  if (parsed.length === 0) return [];
  const header = parsed[0].fields.map((h) => h.trim());
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    if (!index.has(h)) index.set(h, i);
  });
  const rows: RawRow[] = [];
  for (const row of parsed.slice(1)) {
    stats.read++;
    if (row.fields.length !== header.length) {
      report.reject(stats, row.line, `expected ${header.length} fields, found ${row.fields.length}`);
      continue;
    }
    const fields = row.fields;
    rows.push({
      line: row.line,
      fields,
      get(name: string) {
        const i = index.get(name);
        return i === undefined ? "" : (fields[i] ?? "").trim();
      },
    });
  }
  return rows;
}

/** Whole number or null; throws on garbage so the caller can reject the row with a reason. */
export function intOrNull(value: string, what: string): number | null {
  const v = value.trim();
  if (v === "" || v === "NA") return null;
  if (!/^-?\d+(\.0+)?$/.test(v)) throw new RowError(`${what}: not a whole number ("${v}")`);
  return Number.parseInt(v, 10);
}

export class RowError extends Error {}

/** yyyy-mm-dd check (a real calendar date). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Clock time as given by a source, to 24-hour `HH:MM`: `13:00`, `8:20PM`, `8:20 PM`, `7:30p`.
 * Throws on anything else. The sources give US Eastern local times; they are stored as given.
 */
export function time24(value: string): string | null {
  const v = value.trim();
  if (v === "") return null;
  let m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(v);
  if (m) return `${m[1].padStart(2, "0")}:${m[2]}`;
  m = /^(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]?\.?$/.exec(v);
  if (m) {
    let h = Number(m[1]) % 12;
    if (m[3].toLowerCase() === "p") h += 12;
    return `${String(h).padStart(2, "0")}:${m[2]}`;
  }
  throw new RowError(`time: not a clock time ("${v}")`);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** Month number (1-12) from an English month name or abbreviation. */
export function monthNumber(name: string): number | null {
  const i = MONTHS.indexOf(name.trim().slice(0, 3).toLowerCase());
  return i < 0 ? null : i + 1;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** What a step over several leagues' files starts from: the data folder, the build report and the crosswalk. */
async function dataImport(ctx: BuildContext) {
  const dataDir = openDataDir();
  if (!dataDir) return null;
  return { dataDir, report: reportOf(ctx), crosswalk: await loadCrosswalk(ctx) };
}

/**
 * What every league importer starts from: the data folder, the league, the build report and the
 * team-code crosswalk. Null (the step does nothing) when the data folder or the league is missing.
 */
export async function leagueImport(ctx: BuildContext, leagueKey: string) {
  const league = ctx.lookups.leagues.get(leagueKey);
  if (!league) return null;
  const files = await dataImport(ctx);
  return files && { ...files, league };
}

/** What a league importer works with (leagueImport when the folder and the league are there). */
export type LeagueSetup = NonNullable<Awaited<ReturnType<typeof leagueImport>>>;

/** A build step that runs once its setup is there (`setup` answers null when it is not: the step does nothing). */
function setupStep<S>(
  name: string,
  setup: (ctx: BuildContext) => Promise<S | null>,
  run: (ctx: BuildContext, setup: S) => Promise<void>,
): BuildStep {
  return {
    name,
    async run(ctx) {
      const ready = await setup(ctx);
      if (ready) await run(ctx, ready);
    },
  };
}

/** A build step over several leagues' files: it does nothing when the data folder is missing. */
export function dataStep(
  name: string,
  run: (ctx: BuildContext, setup: NonNullable<Awaited<ReturnType<typeof dataImport>>>) => Promise<void>,
): BuildStep {
  return setupStep(name, dataImport, run);
}

/** A league importer's build step: it does nothing when the data folder or the league is missing. */
export function leagueStep(
  name: string,
  leagueKey: string,
  run: (ctx: BuildContext, setup: LeagueSetup) => Promise<void>,
): BuildStep {
  return setupStep(name, (ctx) => leagueImport(ctx, leagueKey), run);
}
