/**
 * The arithmetic of the data-quality figures, pure so it is unit-tested and stated once:
 * percentages of passed items, the freshness score of a source from how many seasons it is
 * behind, the overall score, and the status words of sources and rules.
 */

/** `passed / total` as a percentage with one decimal; null when nothing was checked. */
export function percent(passed: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((passed / total) * 1000) / 10;
}

/** Points a source loses per season it is behind the last completed season. */
export const FRESHNESS_POINTS_PER_SEASON = 10;

/**
 * Seasons a source is behind: the current season may still be in progress, so a source that
 * covers the season before it is up to date.
 */
export function seasonsBehind(lastSeason: number, currentSeason: number): number {
  return Math.max(0, currentSeason - 1 - lastSeason);
}

/** 100 when a source covers the last completed season, 10 points less per season behind, at least 0. */
export function freshnessScore(lastSeason: number, currentSeason: number): number {
  return Math.max(0, 100 - FRESHNESS_POINTS_PER_SEASON * seasonsBehind(lastSeason, currentSeason));
}

/** Mean of the measured metrics (null ones are left out), one decimal; null when none was measured. */
export function overallScore(scores: (number | null)[]): number | null {
  const measured = scores.filter((s): s is number => s !== null);
  if (measured.length === 0) return null;
  return Math.round((measured.reduce((a, b) => a + b, 0) / measured.length) * 10) / 10;
}

/** A validation rule passes with no issues; any issue makes it a warning (the build still succeeds). */
export function ruleStatus(issues: number): "passed" | "warning" {
  return issues === 0 ? "passed" : "warning";
}

/**
 * Kind of an importer's rejection, from its reason: a team code the crosswalk cannot map (or a
 * club outside the league) versus a malformed or unresolvable row.
 */
export function rejectionKind(reason: string): "team" | "row" {
  return /team code|team "|not the NFL|without a franchise/i.test(reason) ? "team" : "row";
}

/** An SQL aggregate as a number (drivers give counts as numbers or strings, an empty sum as null). */
export const n = (v: unknown) => Number(v ?? 0);
