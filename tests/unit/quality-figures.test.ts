/** The arithmetic of the data-quality figures (backend/import/quality/figures.ts). */
import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import {
  freshnessScore,
  overallScore,
  percent,
  rejectionKind,
  ruleStatus,
  seasonsBehind,
} from "../../backend/import/quality/figures";

describe("data-quality figures", () => {
  itGives(
    "percent has one decimal and is null when nothing was checked",
    ([checked, total]: readonly [number, number]) => percent(checked, total),
    [
      [[2816, 2838], 99.2],
      [[3, 3], 100],
      [[0, 0], null],
    ],
  );

  itGives(
    "freshness: a source covering the last completed season is not behind",
    ([latest, now]: readonly [number, number]) => seasonsBehind(latest, now),
    [
      [[2025, 2026], 0],
      [[2026, 2026], 0],
    ],
  );

  itGives(
    "freshness: a source covering the last completed season is fresh; 10 points per season behind",
    ([latest, now]: readonly [number, number]) => freshnessScore(latest, now),
    [
      [[2025, 2026], 100],
      [[2024, 2026], 90],
      [[2020, 2026], 50],
      [[1990, 2026], 0],
    ],
  );

  itGives("overall is the mean of the measured metrics", overallScore, [
    [[79.5, 99.2, 91.5, 100], 92.6],
    [[80, null, 100], 90],
    [[null], null],
  ]);

  it("a rule with issues is a warning", () => {
    expect(ruleStatus(0)).toBe("passed");
    expect(ruleStatus(3)).toBe("warning");
  });

  it("tells team-code rejections from malformed rows", () => {
    expect(rejectionKind('unmatched fivethirtyeight team code "MUT" for NFL season 1920')).toBe("team");
    expect(
      rejectionKind(
        'fivethirtyeight team "CLE" (1946): All-America Football Conference game (AAFC, not the NFL)',
      ),
    ).toBe("team");
    expect(rejectionKind('schoolID "ctpostu" not in Schools.csv')).toBe("row");
    expect(rejectionKind("expected 12 fields, found 11")).toBe("row");
  });
});
