/**
 * Query parameters: zod pieces for the filters the API offers and the parser that turns a bad
 * value into a 400 naming the parameter. An empty value (`?search=`) counts as absent, which is
 * what a submitted GET form sends for an untouched field.
 */
import { z } from "zod";
import { SLUG_PATTERN } from "../../domain/slug";
import { badRequest } from "./errors";

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 100;

function intParam(min: number, max: number, what = "an integer") {
  return z
    .string()
    .refine((v) => /^-?\d+$/.test(v.trim()), { message: `Expected ${what}.` })
    .transform((v) => Number(v.trim()))
    .refine((v) => v >= min && v <= max, { message: `Expected ${what} between ${min} and ${max}.` })
    .describe(`${what[0].toUpperCase()}${what.slice(1)} from ${min} to ${max}.`);
}

export const q = {
  page: intParam(1, 1_000_000, "a positive integer").optional().default("1"),
  pageSize: intParam(1, MAX_PAGE_SIZE, "a positive integer").optional().default(String(DEFAULT_PAGE_SIZE)),
  year: intParam(1850, 2100, "a four-digit year")
    .describe("A season's start year (2023 = the 2023-24 season).")
    .optional(),
  int: (min: number, max: number) => intParam(min, max).optional(),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(SLUG_PATTERN, "Expected a slug like 'football' or 'ncaa-division-i'.")
    .describe("A slug, e.g. 'football' or 'ncaa-division-i'; an unknown slug matches nothing.")
    .optional(),
  text: z.string().trim().max(200, "At most 200 characters.").optional(),
  date: z
    .string()
    .trim()
    .refine(
      (v) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { message: "Expected a date as yyyy-MM-dd." },
    )
    .describe("A date as yyyy-MM-dd (US Eastern).")
    .optional(),
  bool: z
    .enum(["true", "false", "1", "0", "True", "False"], { message: "Expected true or false." })
    .transform((v) => v === "true" || v === "1" || v === "True")
    .describe("true or false.")
    .optional(),
  gameStatus: z
    .enum(["live", "final", "scheduled", "postponed"], {
      message: "Expected live, final, scheduled or postponed.",
    })
    .optional(),
};

/** `page` and `page_size`, shared by every list. */
export const paginationShape = { page: q.page, page_size: q.pageSize };
/** The site filters every list accepts. */
export const siteFilterShape = { sport__slug: q.slug, level__slug: q.slug };

export type Pagination = { page: number; page_size: number };

/** Parses the query string with a zod object of the route's parameters; unknown ones are ignored. */
export function parseQuery<S extends z.ZodRawShape>(url: URL, shape: S): z.output<z.ZodObject<S>> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(shape)) {
    const value = url.searchParams.get(key);
    if (value !== null && value.trim() !== "") raw[key] = value;
  }
  const parsed = z.object(shape).safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "query");
    const got = raw[name] !== undefined ? ` Got '${raw[name]}'.` : "";
    (errors[name] ??= []).push(`${issue.message}${got}`);
  }
  throw badRequest(errors);
}
