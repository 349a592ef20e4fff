/**
 * The validation rules of the data-quality report: the build's checks, each with its issue count
 * and status (passed, warning).
 */
import { ruleStatus } from "./figures";
import type { Figure, QualityRow } from "./rows";
import type { SourceCounts } from "./sources";

interface Rule {
  key: string;
  label: string;
  issues: number;
  total: number | null;
  detail: string;
}

/** The rules in the report's order; the cross-checks and the standings check come from their sections. */
export function rulesOf(
  counts: SourceCounts,
  accuracy: { checks: number; agreements: number; unexplained: number },
  consistency: Figure[],
): QualityRow[] {
  const { checks, agreements, unexplained } = accuracy;
  const standingsCheck = consistency.find((c) => c.key === "standings-games");
  const rules: Rule[] = [
    {
      key: "curated-schema",
      label: "Curated files match their schemas",
      issues: 0,
      total: counts.curatedRows,
      detail:
        "every row of backend/data validated by zod; a bad row fails the build with file:line and reason",
    },
    {
      key: "rows-well-formed",
      label: "Open-dataset rows are well-formed",
      issues: counts.rowRejections + counts.missingFiles,
      total: counts.rowsRead,
      detail: `${counts.rowRejections.toLocaleString("en-US")} rows rejected (bad field, unknown reference)${counts.missingFiles ? `, ${counts.missingFiles} files missing` : ""}`,
    },
    {
      key: "team-codes",
      label: "Team codes map to a franchise",
      issues: counts.teamRejections,
      total: counts.rowsRead,
      detail: `${counts.teamRejections.toLocaleString("en-US")} rows name a club with no franchise in our leagues (early pro football clubs, AAFC); they are rejected, never guessed`,
    },
    {
      key: "cross-checks",
      label: "Facts agree with overlapping sources",
      issues: unexplained,
      total: checks,
      detail: `${checks - agreements} disagreements, ${checks - agreements - unexplained} explained in cross-check-exceptions.csv`,
    },
    {
      key: "standings-games",
      label: "Standings agree with games",
      issues: standingsCheck ? standingsCheck.total - standingsCheck.passed : 0,
      total: standingsCheck?.total ?? 0,
      detail: standingsCheck?.detail ?? "no season has both standings and games",
    },
  ];
  return rules.map((r) => ({
    section: "rule",
    key: r.key,
    label: r.label,
    status: ruleStatus(r.issues),
    passed: r.issues,
    total: r.total,
    score: null,
    detail: r.detail,
  }));
}
