/**
 * The champions history as CSV: exactly the rows of the filtered view, in display order
 * (RFC 4180, see ./csv). Pure: no React, no I/O.
 */
import type { ChampionRecord } from "@domain/contract/types";
import { toCsv } from "./csv";
import { formatScore, seasonOf, titleYearOf } from "./champions";

export const CHAMPIONS_CSV_HEADER = [
  "Year",
  "Season",
  "Sport",
  "Championship",
  "Edition",
  "Champion",
  "City",
  "Score",
  "Runner-up",
  "Series",
  "Coach",
  "Record",
  "MVP",
  "Venue",
  "Location",
  "Date",
] as const;

export function championsCsv(records: readonly ChampionRecord[]): string {
  return toCsv(
    CHAMPIONS_CSV_HEADER,
    records.map((r) => [
      titleYearOf(r),
      seasonOf(r),
      r.sport?.name,
      r.championship_name,
      r.edition,
      r.team_name,
      r.team_city,
      formatScore(r, "-"),
      r.runner_up_name,
      r.series,
      r.coach,
      r.record,
      r.mvp,
      r.venue,
      [r.city, r.state].filter(Boolean).join(", "),
      r.date,
    ]),
  );
}

/** `champions.csv`, `champions-2024.csv`, `champions-2024-eagles.csv`: names the filtered view. */
export function championsCsvFilename(siteKey: string, filters: { q: string; year: number | null }): string {
  const slug = filters.q
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return (
    ["champions", siteKey === "hub" ? null : siteKey, filters.year, slug || null].filter(Boolean).join("-") +
    ".csv"
  );
}
