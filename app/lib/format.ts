/**
 * Numbers read by what they are (docs/rules.md#formatting): counts get thousands separators
 * (`17,510`); years, seasons, jersey numbers, draft picks and ids never do (a Draft Year of
 * `2,021` is wrong). Every page formats numbers through here.
 */
import { seasonLabel } from "@domain/season";

export type NumberKind = "count" | "year" | "jersey" | "pick" | "id";

const COUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A count: `17,510`. */
export function formatCount(n: number): string {
  return COUNT.format(n);
}

/** A number as its kind reads it: only counts get separators. */
export function formatNumber(n: number, kind: NumberKind = "count"): string {
  return kind === "count" ? formatCount(n) : String(Math.trunc(n));
}

/** A year: `2021`, never `2,021`. */
export function formatYear(year: number): string {
  return formatNumber(year, "year");
}

/** Money in dollars with separators: `$1,250,000`. */
export function formatDollars(amount: number): string {
  return `$${formatCount(amount)}`;
}

/**
 * A range of seasons by their labels: `1999-2010` for single-year seasons, `1984-85 to 2021-22`
 * for seasons that cross New Year (a hyphen between those would be ambiguous); one season alone
 * when `from` equals `to`.
 */
export function seasonSpan(sportSlug: string | null | undefined, from: number, to: number): string {
  const a = seasonLabel(sportSlug, from);
  const b = seasonLabel(sportSlug, to);
  if (a === b) return a;
  return a.includes("-") ? `${a} to ${b}` : `${a}-${b}`;
}

/** A count of seasons as a career row names it: "1 season", "12 seasons". */
export function seasonsText(n: number): string {
  return `${n} ${n === 1 ? "season" : "seasons"}`;
}

/**
 * A figure that covers part of what it would claim, labelled with what it covers
 * (docs/rules.md#derived-figures): `12 seasons in our data, 1999-2010`.
 */
export function seasonsInOurData(
  sportSlug: string | null | undefined,
  n: number,
  from: number,
  to: number,
): string {
  return `${formatCount(n)} ${n === 1 ? "season" : "seasons"} in our data, ${seasonSpan(sportSlug, from, to)}`;
}
