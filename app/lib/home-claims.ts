/**
 * The home hero's four claims (docs/screens.md#home): real figures of the site's own data, in the
 * same form on every site ('60 Championships' on the pro football site). A figure the site does
 * not have (its call failed, or it counts nothing) is left out rather than guessed. 'Live
 * Updates' is not claimed: the product has no live updates yet.
 */

import { formatCount } from "./format";

export interface HomeFigures {
  /** Titles decided (champion records). */
  titles: number | null;
  teams: number | null;
  seasons: number | null;
  /** Every record of the site's data: titles, teams, seasons, games, players and coaches. */
  records: number | null;
}

export interface HeroClaim {
  value: string;
  label: string;
}

const LABELS: readonly [keyof HomeFigures, string][] = [
  ["titles", "Championships"],
  ["teams", "Teams Tracked"],
  ["seasons", "Seasons"],
  ["records", "Records"],
];

export function heroClaims(figures: HomeFigures): HeroClaim[] {
  return LABELS.flatMap(([key, label]) => {
    const n = figures[key];
    return n !== null && Number.isFinite(n) && n > 0 ? [{ value: formatCount(n), label }] : [];
  });
}

/** The sum of the counts, or null when any is unknown (a partial sum would understate it). */
export function totalRecords(counts: readonly (number | null)[]): number | null {
  return counts.some((c) => c === null) ? null : counts.reduce<number>((sum, c) => sum + (c ?? 0), 0);
}
