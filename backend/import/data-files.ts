/**
 * The curated data files of backend/data (format in backend/data/README.md) and their zod schemas.
 * Readers return validated rows with their line numbers; every problem is collected as
 * `file:line: column: reason` so one build run reports all of them.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SLUG_PATTERN } from "../../domain/slug";
import { CsvSyntaxError, parseCsv } from "./csv";

const SLUG = SLUG_PATTERN;
const MIN_YEAR = 1850;
const MAX_YEAR = 2100;

/** Empty CSV field = unknown: becomes null. */
const optText = z
  .string()
  .transform((v) => v.trim())
  .transform((v) => (v === "" ? null : v));

const reqText = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string().min(1, "is required"));

const slug = reqText.pipe(z.string().regex(SLUG, "must be a lower-case slug like kansas-city-chiefs"));
const optSlug = optText.pipe(
  z.string().regex(SLUG, "must be a lower-case slug like kansas-city-chiefs").nullable(),
);

function intFrom(min: number, max: number, what: string) {
  return z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v === "" || /^-?\d+$/.test(v), { message: `must be ${what}` })
    .transform((v) => (v === "" ? null : Number(v)))
    .refine((v) => v === null || (v >= min && v <= max), {
      message: `must be ${what} between ${min} and ${max}`,
    });
}

const optYear = intFrom(MIN_YEAR, MAX_YEAR, "a four-digit year");
const reqYear = optYear
  .refine((v): v is number => v !== null, { message: "is required" })
  .transform((v) => v as number);
const optCount = intFrom(0, 10_000_000, "a whole number");
const optScore = intFrom(0, 1000, "a whole number");

const optDate = optText.refine(
  (v) => {
    if (v === null) return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  },
  { message: "must be a date yyyy-mm-dd" },
);

// ---- JSON reference files ---------------------------------------------------------------------

export const sportFileSchema = z.array(
  z
    .object({ slug: z.string().regex(SLUG), name: z.string().min(1), abbreviation: z.string().min(1) })
    .strict(),
);

export const levelFileSchema = z.array(
  z.object({ slug: z.string().regex(SLUG), name: z.string().min(1) }).strict(),
);

export const championshipFileSchema = z.array(
  z
    .object({
      slug: z.string().regex(SLUG),
      name: z.string().min(1),
      official_name: z.string().min(1).nullable(),
      description: z.string().min(1).nullable(),
      trophy_name: z.string().min(1).nullable(),
      sport: z.string().regex(SLUG),
      level: z.string().regex(SLUG),
      league_key: z.string().regex(/^[a-z]+$/),
      league: z.string().min(1),
      league_name: z.string().min(1),
      season_title: z.string().min(1),
      first_year: z.number().int().min(MIN_YEAR).max(MAX_YEAR),
      first_season: z.number().int().min(MIN_YEAR).max(MAX_YEAR),
      seasons_from: z.number().int().min(MIN_YEAR).max(MAX_YEAR),
      last_year: z.number().int().min(MIN_YEAR).max(MAX_YEAR).nullable(),
      format: z.string().min(1).nullable(),
      total_teams: z.number().int().positive().nullable(),
    })
    .strict(),
);

// ---- CSV files ---------------------------------------------------------------------------------

export const teamRowSchema = z.object({
  slug,
  name: reqText,
  short_name: optText,
  school: optText,
  city: optText,
  state: optText,
  country: optText,
  abbreviation: optText,
  founded_year: optYear,
  first_season: optYear,
  last_season: optYear,
  conference: optText,
  division: optText,
  venue_name: optText,
  venue_city: optText,
  venue_state: optText,
  venue_country: optText,
  venue_capacity: optCount,
  venue_opened_year: optYear,
});

export const identityRowSchema = z
  .object({
    team_slug: slug,
    name: reqText,
    city: optText,
    abbreviation: optText,
    // Empty = used since before anything we know of (README rule one: nothing is guessed).
    first_season: optYear,
    last_season: optYear,
  })
  .refine((r) => r.last_season === null || r.first_season === null || r.last_season >= r.first_season, {
    message: "must not be before first_season",
    path: ["last_season"],
  });

/** `venue-names.csv`: the name a team's home venue had in a range of seasons (renames). */
export const venueNameRowSchema = z
  .object({
    team_slug: slug,
    name: reqText,
    first_season: reqYear,
    last_season: optYear,
    // Other spellings of this name in the open datasets, `|`-separated (same building, same name).
    source_spellings: optText.transform((v) =>
      v
        ? v
            .split("|")
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    ),
  })
  .refine((r) => r.last_season === null || r.last_season >= r.first_season, {
    message: "must not be before first_season",
    path: ["last_season"],
  });

export const VENUE_NAME_COLUMNS = {
  required: ["team_slug", "name", "first_season"],
  optional: ["last_season", "source_spellings"],
};

export const championRowSchema = z
  .object({
    season: reqYear,
    title_year: optYear,
    edition: optText,
    champion_slug: optSlug,
    champion_name: optText,
    runner_up_slug: optSlug,
    runner_up_name: optText,
    winner_score: optScore,
    runner_up_score: optScore,
    overtime: optText.pipe(
      z
        .string()
        .regex(/^(?:\d*OT|\d{2})$/, "must be OT, 2OT, ... or the innings played, e.g. 10")
        .nullable(),
    ),
    series: optText.pipe(
      z
        .string()
        .regex(/^\d+-\d+(?:-\d+)?$/, "must be like 4-2 (winner's wins first)")
        .nullable(),
    ),
    date: optDate,
    venue: optText,
    city: optText,
    state: optText,
    mvp: optText,
    coach: optText,
    record: optText,
    note: optText,
  })
  .superRefine((r, ctx) => {
    if (!!r.champion_slug !== !!r.champion_name) {
      ctx.addIssue({
        code: "custom",
        path: ["champion_name"],
        message: "champion_slug and champion_name go together",
      });
    }
    if (r.runner_up_slug && !r.runner_up_name) {
      ctx.addIssue({
        code: "custom",
        path: ["runner_up_name"],
        message: "is required when runner_up_slug is set",
      });
    }
    if (r.title_year !== null && (r.title_year < r.season || r.title_year > r.season + 1)) {
      ctx.addIssue({
        code: "custom",
        path: ["title_year"],
        message: "must be the season year or the year after",
      });
    }
    if (!r.champion_slug && !r.note) {
      ctx.addIssue({
        code: "custom",
        path: ["note"],
        message: "is required when the edition has no champion",
      });
    }
  });
export type ChampionRow = z.infer<typeof championRowSchema>;

// ---- readers -----------------------------------------------------------------------------------

/** All problems found in the data files; thrown once at the end of validation. */
export class DataFileError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 50);
    const more = problems.length > shown.length ? `\n  ... and ${problems.length - shown.length} more` : "";
    super(
      `Invalid data files (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n  ${shown.join("\n  ")}${more}`,
    );
    this.name = "DataFileError";
  }
}

/** Collects problems across files; `where` renders paths relative to the repository for reading. */
export class ProblemList {
  readonly problems: string[] = [];
  constructor(private readonly root: string) {}

  add(file: string, line: number | null, message: string): void {
    const rel = path.relative(this.root, file) || file;
    this.problems.push(line === null ? `${rel}: ${message}` : `${rel}:${line}: ${message}`);
  }

  throwIfAny(): void {
    if (this.problems.length > 0) throw new DataFileError(this.problems);
  }
}

export interface Located<T> {
  file: string;
  line: number;
  row: T;
}

export function issueText(issue: z.ZodIssue, source?: Record<string, string>): string {
  const column = issue.path.join(".");
  const raw = source && column in source ? source[column] : undefined;
  const got = raw !== undefined && raw !== "" ? ` (got "${raw}")` : "";
  return column ? `${column}: ${issue.message}${got}` : issue.message;
}

/**
 * Reads a CSV file and validates each record. A missing file returns null (the data is being
 * written in parts); unknown columns and missing required columns are problems.
 */
export function readCsvFile<S extends z.ZodTypeAny>(
  file: string,
  schema: S,
  columns: { required: string[]; optional: string[] },
  problems: ProblemList,
): Located<z.output<S>>[] | null {
  if (!fs.existsSync(file)) return null;
  let table;
  try {
    table = parseCsv(fs.readFileSync(file, "utf8"));
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      problems.add(file, error.line, error.message);
      return [];
    }
    throw error;
  }
  const known = new Set([...columns.required, ...columns.optional]);
  const unknown = table.header.filter((h) => !known.has(h));
  const missing = columns.required.filter((c) => !table.header.includes(c));
  if (unknown.length) problems.add(file, 1, `unknown column(s): ${unknown.join(", ")}`);
  if (missing.length) problems.add(file, 1, `missing column(s): ${missing.join(", ")}`);
  if (unknown.length || missing.length) return [];

  const rows: Located<z.output<S>>[] = [];
  for (const record of table.records) {
    const values: Record<string, string> = {};
    for (const column of known) values[column] = record.values[column] ?? "";
    const parsed = schema.safeParse(values);
    if (parsed.success) rows.push({ file, line: record.line, row: parsed.data });
    else for (const issue of parsed.error.issues) problems.add(file, record.line, issueText(issue, values));
  }
  return rows;
}

/** Reads a JSON file against a schema; a missing file returns null. */
export function readJsonFile<S extends z.ZodTypeAny>(
  file: string,
  schema: S,
  problems: ProblemList,
): z.output<S> | null {
  if (!fs.existsSync(file)) return null;
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    problems.add(file, null, `not valid JSON: ${(error as Error).message}`);
    return null;
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data as z.output<S>;
  for (const issue of parsed.error.issues)
    problems.add(file, null, `[${issue.path.join(".")}] ${issue.message}`);
  return null;
}

export const TEAM_COLUMNS = {
  required: ["slug", "name"],
  optional: Object.keys(teamRowSchema.shape).filter((c) => c !== "slug" && c !== "name"),
};

export const IDENTITY_COLUMNS = {
  required: ["team_slug", "name"],
  optional: ["city", "abbreviation", "first_season", "last_season"],
};

export const CHAMPION_COLUMNS = {
  required: ["season"],
  optional: [
    "title_year",
    "edition",
    "champion_slug",
    "champion_name",
    "runner_up_slug",
    "runner_up_name",
    "winner_score",
    "runner_up_score",
    "overtime",
    "series",
    "date",
    "venue",
    "city",
    "state",
    "mvp",
    "coach",
    "record",
    "note",
  ],
};
