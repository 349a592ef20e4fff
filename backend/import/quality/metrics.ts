/**
 * The four metrics of the data-quality report (completeness, accuracy, freshness, consistency)
 * summed over their sections, and the overall score, their mean.
 */
import { overallScore, percent } from "./figures";
import type { Figure, QualityRow } from "./rows";

interface Metric {
  label: string;
  score: number | null;
  passed: number | null;
  total: number | null;
  detail: string;
}

const sum = (figures: Figure[], of: (f: Figure) => number) => figures.reduce((a, f) => a + of(f), 0);

/** The metric rows ("overall" first) and the metrics, for the build's log line. */
export function metricsOf(
  completeness: Figure[],
  accuracy: { checks: number; agreements: number } | null,
  freshness: { score: number }[],
  consistency: Figure[],
): {
  rows: QualityRow[];
  overall: number | null;
  metrics: Record<"completeness" | "accuracy" | "freshness" | "consistency", Metric>;
} {
  const filled = sum(completeness, (f) => f.passed);
  const expected = sum(completeness, (f) => f.total);
  const consistent = sum(consistency, (f) => f.passed);
  const consistencyTotal = sum(consistency, (f) => f.total);
  const metrics = {
    completeness: {
      label: "Completeness",
      score: percent(filled, expected),
      passed: filled,
      total: expected,
      detail: "expected fields filled, over every entity",
    },
    accuracy: {
      label: "Accuracy",
      score: accuracy ? percent(accuracy.agreements, accuracy.checks) : null,
      passed: accuracy?.agreements ?? 0,
      total: accuracy?.checks ?? 0,
      detail: accuracy
        ? "cross-checks of our facts against the open datasets that agree"
        : "not measured: this build did not import the open datasets",
    },
    freshness: {
      label: "Freshness",
      score: freshness.length
        ? Math.round((freshness.reduce((a, f) => a + f.score, 0) / freshness.length) * 10) / 10
        : null,
      passed: null,
      total: null,
      detail:
        "mean over leagues and sources: 100 when the last completed season is in, 10 points less per season behind",
    },
    consistency: {
      label: "Consistency",
      score: percent(consistent, consistencyTotal),
      passed: consistent,
      total: consistencyTotal,
      detail: "internal checks that agree",
    },
  };
  const overall = overallScore(Object.values(metrics).map((m) => m.score));
  const rows: QualityRow[] = [
    {
      section: "metric",
      key: "overall",
      label: "Overall",
      score: overall,
      passed: null,
      total: null,
      detail: "mean of the measured metrics",
    },
    ...Object.entries(metrics).map(([key, m]) => ({ section: "metric", key, ...m })),
  ];
  return { rows, overall, metrics };
}
