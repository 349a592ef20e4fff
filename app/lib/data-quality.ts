/**
 * Pure logic of /data-quality: the bar colour of a score (the spec's thresholds: green at 95 or
 * above, amber at 80 or above, else red), score and count formatting, and the 'computed' line.
 */

import { formatCount } from "./format";

export type ScoreTone = "good" | "fair" | "poor";

export function scoreTone(score: number): ScoreTone {
  if (score >= 95) return "good";
  if (score >= 80) return "fair";
  return "poor";
}

/** `98.5%`; an unmeasured score reads 'Not measured'. */
export function scoreText(score: number | null): string {
  return score === null ? "Not measured" : `${Number.isInteger(score) ? score : score.toFixed(1)}%`;
}

/** Bar width as a CSS percentage, clamped to 0..100. */
export function barWidth(score: number | null): string {
  return `${Math.min(100, Math.max(0, score ?? 0))}%`;
}

/** `2026-11-23 10:50 UTC` from an ISO instant (the build's clock); null stays null. */
export function computedText(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** A rule's issues: 'No issues', '1 issue', '1,368 issues'. */
export function issuesText(issues: number): string {
  return issues === 0 ? "No issues" : `${formatCount(issues)} issue${issues === 1 ? "" : "s"}`;
}
