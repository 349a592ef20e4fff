/** /analytics page logic: Key Insights sentences, the CSV export, chart geometry; /data-quality tones. */
import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import type { AnalyticsFigures } from "@domain/contract/types";
import {
  analyticsCsv,
  analyticsCsvName,
  barLayout,
  chartValue,
  keyInsights,
  lineLayout,
  linePath,
  niceMax,
  rangeText,
} from "~/lib/analytics";
import { barWidth, computedText, issuesText, scoreText, scoreTone } from "~/lib/data-quality";

function figures(partial: Partial<AnalyticsFigures>): AnalyticsFigures {
  return {
    category: "team-performance",
    timeframe: "all-time",
    start: null,
    end: null,
    seasons: [],
    games: 0,
    titles: 0,
    kpis: [],
    charts: [],
    notes: [],
    computed_at: "2026-11-22T00:00:00.000Z",
    ...partial,
  };
}
const kpi = (
  key: string,
  value: number | null,
  display: string | null,
  subject: string | null,
  detail: string | null,
) => ({
  key,
  label: key,
  value,
  display,
  subject,
  detail,
});

describe("Key Insights", () => {
  it("team performance: best record, most titles, streak and the top three, from the figures only", () => {
    const f = figures({
      games: 100,
      titles: 697,
      kpis: [
        kpi("best-record", 71.2, ".712", "Boston Celtics", "274-111 in 385 games, 2022-23 to 2025-26"),
        kpi("most-titles", 27, "27", "New York Yankees", "697 titles decided of all time"),
        kpi("longest-streak", 21, "21 games", "New England Patriots", "2003-10-05 to 2004-10-24"),
        kpi("best-home-record", null, null, null, "No games played of all time"),
      ],
      charts: [
        {
          key: "win-pct",
          title: "Win percentage, top 10 teams",
          kind: "bar",
          unit: "%",
          series: [
            {
              name: "Win %",
              points: [
                { label: "A", value: 71.2 },
                { label: "B", value: 69.4 },
                { label: "C", value: 64.7 },
                { label: "D", value: 60 },
              ],
            },
          ],
        },
      ],
    });
    expect(keyInsights(f, "")).toEqual([
      "Boston Celtics had the best record in the games on record: 274-111 in 385 games, 2022-23 to 2025-26 (.712).",
      "New York Yankees won the most titles of all time, 27 of the 697 decided.",
      "The longest winning streak was 21 games by New England Patriots (2003-10-05 to 2004-10-24).",
      "The top three by win percentage: A (71.2%), B (69.4%) and C (64.7%).",
    ]);
  });

  it("says when the timeframe has no games, naming the site's league", () => {
    const f = figures({
      timeframe: "this-week",
      category: "game-analysis",
      kpis: [kpi("games", null, null, null, "No games played this week")],
    });
    expect(keyInsights(f, "NFL")).toEqual([
      "No NFL games were played this week; the game figures fill in as results arrive.",
    ]);
    expect(keyInsights(f, "")[0]).toBe(
      "No games were played this week; the game figures fill in as results arrive.",
    );
  });

  const byView = [
    {
      view: "game analysis: home edge and overtime",
      league: "NFL",
      figures: figures({
        category: "game-analysis",
        timeframe: "this-year",
        games: 29,
        kpis: [
          kpi("games", 29, "29", null, "Football 29"),
          kpi("home-win-rate", 64.3, "64.3%", null, ""),
          kpi("overtime-share", 3.4, "3.4%", null, ""),
        ],
      }),
      insights: [
        "29 games were played this year (Football 29).",
        "Home teams won 64.3% of decided games, an edge for playing at home.",
        "3.4% of games went to overtime or a shootout.",
      ],
    },
    {
      view: "season trends: rises and falls in words",
      league: "NHL",
      figures: figures({
        category: "season-trends",
        games: 10,
        kpis: [
          kpi("scoring-trend", 0.5, "+0.5", "Hockey", "points per game: 5.7 in 2009-10, 6.2 in 2025-26"),
          kpi(
            "home-win-trend",
            -3.9,
            "-3.9 pts",
            "Hockey",
            "home-win rate: 55.8% in 2009-10, 51.9% in 2025-26",
          ),
          kpi(
            "distinct-champions",
            25,
            "25",
            null,
            "25 different champions in 106 titles decided of all time",
          ),
        ],
      }),
      insights: [
        "Scoring in Hockey rose by 0.5 points per game (points per game: 5.7 in 2009-10, 6.2 in 2025-26).",
        "The Hockey home-win rate fell by 3.9 points (home-win rate: 55.8% in 2009-10, 51.9% in 2025-26).",
        "25 different champions in 106 titles decided of all time.",
      ],
    },
  ];
  for (const { view, league, figures: f, insights } of byView)
    it(view, () => {
      expect(keyInsights(f, league)).toEqual(insights);
    });
});

describe("CSV export", () => {
  it("has one row per KPI and per chart point, with the view in every row", () => {
    const f = figures({
      category: "game-analysis",
      timeframe: "this-year",
      kpis: [kpi("games", 1617, "1,617", null, "Hockey 763, Basketball 825, Football 29")],
      charts: [
        {
          key: "results",
          title: "Results",
          kind: "bar",
          unit: "games",
          series: [{ name: "Games", points: [{ label: "Home wins", value: 877 }] }],
        },
      ],
    });
    expect(analyticsCsv(f, "All Sports").split("\r\n")).toEqual([
      "site,category,timeframe,figure,item,subject,value,shown as,detail",
      'All Sports,Game Analysis,This Year,KPI,games,,1617,"1,617","Hockey 763, Basketball 825, Football 29"',
      "All Sports,Game Analysis,This Year,Results,Home wins,,877,877 games,",
      "",
    ]);
    expect(analyticsCsvName({ category: "game-analysis", timeframe: "this-year" }, "nba")).toBe(
      "analytics-nba-game-analysis-this-year.csv",
    );
  });
});

describe("chart geometry", () => {
  it("rounds the axis up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceMax(71.2)).toBe(100);
    expect(niceMax(27)).toBe(50);
    expect(niceMax(18)).toBe(20);
    expect(niceMax(0)).toBe(1);
    expect(
      barLayout([
        { label: "a", value: 25 },
        { label: "b", value: 50 },
      ]).bars.map((b) => b.share),
    ).toEqual([0.5, 1]);
  });

  it("lays lines over the union of labels, y downwards, with a margin around the data", () => {
    const layout = lineLayout(
      [
        {
          name: "A",
          points: [
            { label: "2010", value: 10 },
            { label: "2012", value: 20 },
          ],
        },
        { name: "B", points: [{ label: "2011", value: 15 }] },
      ],
      100,
      50,
    );
    expect(layout.labels).toEqual(["2010", "2011", "2012"]);
    expect(layout.min).toBe(9);
    expect(layout.max).toBe(21);
    expect(layout.series[0].points[0]).toMatchObject({ x: 0 });
    expect(layout.series[0].points[1]).toMatchObject({ x: 100 });
    expect(layout.series[0].points[1].y).toBeLessThan(layout.series[0].points[0].y);
    expect(
      linePath([
        { x: 0, y: 5 },
        { x: 10, y: 2 },
      ]),
    ).toBe("M0 5 L10 2");
  });

  it("formats values and ranges", () => {
    expect(chartValue(71.2, "%")).toBe("71.2%");
    expect(chartValue(1, "titles")).toBe("1 title");
    expect(chartValue(1234, "games")).toBe("1,234 games");
    expect(rangeText("2026-11-16", "2026-11-22")).toBe("Nov 16 – Nov 22, 2026");
    expect(rangeText("2025-12-29", "2026-01-04")).toBe("Dec 29, 2025 – Jan 4, 2026");
    expect(rangeText(null, null)).toBeNull();
  });
});

describe("data-quality display", () => {
  itGives("colours bars green at 95 or above, amber at 80 or above, else red", scoreTone, [
    [95, "good"],
    [99.2, "good"],
    [94.9, "fair"],
    [80, "fair"],
    [79.9, "poor"],
  ]);
  it("formats scores, widths, issues and the computed time", () => {
    expect(scoreText(79.5)).toBe("79.5%");
    expect(scoreText(100)).toBe("100%");
    expect(scoreText(null)).toBe("Not measured");
    expect(barWidth(120)).toBe("100%");
    expect(barWidth(null)).toBe("0%");
    expect(issuesText(0)).toBe("No issues");
    expect(issuesText(1)).toBe("1 issue");
    expect(issuesText(1368)).toBe("1,368 issues");
    expect(computedText("2026-11-23T10:50:15.358Z")).toBe("2026-11-23 10:50 UTC");
    expect(computedText(null)).toBeNull();
  });
});
