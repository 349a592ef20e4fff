/**
 * An MLB player's regular-season tables (docs/rules.md#derived-figures): season rows (a traded
 * player's season total, then its clubs), and a career row summed from the season totals, labelled
 * with the last season the source holds when the player's lines reach it.
 */
import type { FieldingLine } from "@domain/contract/types";
import {
  battingAverage,
  earnedRunAverage,
  formatAverage,
  formatTwoDecimals,
  inningsFromOuts,
  onBase,
  onBasePlusSlugging,
  slugging,
  whip,
  type BattingCounts,
  type PitchingCounts,
} from "@domain/baseball-stats";
import { seasonsText } from "./format";

interface Keyed {
  season: number;
  stint: number;
}

/** Season totals (stint 0), oldest first. */
export function seasonTotals<T extends Keyed>(lines: readonly T[]): T[] {
  return lines.filter((l) => l.stint === 0);
}

/** Rows in display order: each season's total, then its clubs where it had several. */
export function displayRows<T extends Keyed>(lines: readonly T[]): (T & { sub: boolean })[] {
  return [...lines]
    .sort((a, b) => a.season - b.season || a.stint - b.stint)
    .map((l) => ({ ...l, sub: l.stint > 0 }));
}

/** Sums every numeric field of the rows; a field null on every row stays null. */
export function sumLines<T extends object>(
  rows: readonly T[],
  keys: readonly (keyof T & string)[],
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const key of keys) {
    const values = rows
      .map((r) => r[key])
      .filter((v): v is T[keyof T & string] & number => typeof v === "number");
    out[key] = values.length ? values.reduce((a, b) => a + b, 0) : null;
  }
  return out;
}

export const FIELDING_SUMS = [
  "g",
  "gs",
  "inn_outs",
  "po",
  "a",
  "e",
  "dp",
] as const satisfies readonly (keyof FieldingLine)[];

/** Career totals by position (fielding is per position), in the order positions were first played. */
export function fieldingCareer(
  lines: readonly FieldingLine[],
): { pos: string; sums: Record<string, number | null> }[] {
  const byPos = new Map<string, FieldingLine[]>();
  for (const l of seasonTotals(lines)) byPos.set(l.pos, [...(byPos.get(l.pos) ?? []), l]);
  return [...byPos].map(([pos, rows]) => ({ pos, sums: sumLines(rows, FIELDING_SUMS) }));
}

/** The career row's label: "Career through 2024" where the lines reach the source's last season. */
export function careerLabel(lines: readonly Keyed[], through: number): string {
  const seasons = new Set(lines.map((l) => l.season));
  const last = Math.max(...seasons);
  return last >= through ? `Career through ${through}` : `Career (${seasonsText(seasons.size)})`;
}

/** Fielding percentage: (PO + A) / (PO + A + E). */
export function fieldingPct(po: number, a: number, e: number): number | null {
  const chances = po + a + e;
  return chances > 0 ? (po + a) / chances : null;
}

/** AVG, OBP, SLG, OPS as text (".300"; a dash without at bats): a player's line, a team's, or a career sum. */
export function battingRates(c: BattingCounts): { avg: string; obp: string; slg: string; ops: string } {
  return {
    avg: formatAverage(battingAverage(c)),
    obp: formatAverage(onBase(c)),
    slg: formatAverage(slugging(c)),
    ops: formatAverage(onBasePlusSlugging(c)),
  };
}

/** ERA, innings pitched and WHIP as text. */
export function pitchingRates(c: Omit<PitchingCounts, "so">): { era: string; ip: string; whip: string } {
  return {
    era: formatTwoDecimals(earnedRunAverage(c)),
    ip: inningsFromOuts(c.ip_outs),
    whip: formatTwoDecimals(whip(c)),
  };
}
