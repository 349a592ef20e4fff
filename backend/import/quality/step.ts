/**
 * Last build step: computes the figures of /data-quality from the database just built and stores
 * them in `data_quality`, so the page shows what this build really holds. One module per section:
 *
 * - completeness: share of the expected fields that are filled, per entity;
 * - accuracy: agreement rate of the cross-checks of our curated facts against the open datasets;
 * - freshness: per league and source, how far its last season is behind the last completed one;
 * - consistency: internal checks (standings against games, champion rows against seasons,
 *   deciding games and leagues, MLB postseason series, NHL sources' overlap and goalie wins);
 * - metrics: the four above and the overall score;
 * - sources: the curated facts, the open datasets, the team-code crosswalk and the database build;
 * - validation rules: the build's checks with their issue counts.
 */
import { openDataDir, reportOf } from "../sources/common";
import type { BuildStep } from "../step";
import { accuracyOf } from "./accuracy";
import { completenessOf } from "./completeness";
import { consistencyOf } from "./consistency";
import { freshnessOf } from "./freshness";
import { metricsOf } from "./metrics";
import { figureRow, type QualityRow } from "./rows";
import { rulesOf } from "./rules";
import { seriesFigure } from "./series-vs-games";
import { hockeySeriesFigure } from "./hockey-series-vs-games";
import { managersFigure } from "./managers-of-record";
import { cbbRecordsFigure, cbbTeamSeasonsFigure } from "./cbb-team-seasons";
import { mlbStandingsFigure } from "./mlb-standings-vs-games";
import { nhlGoalieWinsFigure, nhlOverlapFigure } from "./nhl-sources";
import { sourcesOf } from "./sources";
import { cbbListsFigure } from "../sources/ncaa-mbb-games";
import { cbsSchedulesFigure } from "../sources/ncaa-baseball";
import { cbsRecordsFigure } from "../sources/ncaa-baseball-seasons";
import { cbsPlayerSumsFigure } from "../sources/ncaa-baseball-players";

export type { Figure } from "./rows";

export const qualityStep: BuildStep = {
  name: "data quality",
  async run(ctx) {
    const { db } = ctx;
    const computedAt = new Date().toISOString();

    const completeness = await completenessOf(db);
    // Accuracy only when this build imported the open datasets the checks compare with.
    const report = reportOf(ctx);
    const dataDir = openDataDir();
    const imported = dataDir !== null && report.files.length > 0;
    const accuracy = await accuracyOf(db, imported ? dataDir : null, ctx.dataDir);
    const freshness = await freshnessOf(db, ctx.now);
    const series = [
      await seriesFigure(ctx, ctx.log),
      await hockeySeriesFigure(ctx, ctx.log),
      await managersFigure(db, ctx.log),
      await cbbTeamSeasonsFigure(db, ctx.log),
      cbbListsFigure(ctx),
      cbsSchedulesFigure(ctx),
      cbsRecordsFigure(ctx),
      cbsPlayerSumsFigure(ctx),
      await cbbRecordsFigure(db, ctx.log),
      await mlbStandingsFigure(ctx),
      nhlOverlapFigure(ctx),
      await nhlGoalieWinsFigure(db, ctx.log),
    ].filter((f) => f !== null);
    const consistency = [...(await consistencyOf(db, ctx.log)), ...series];
    const {
      rows: metricRows,
      overall,
      metrics,
    } = metricsOf(completeness, imported ? accuracy : null, freshness, consistency);
    const sources = await sourcesOf(db, report, imported, computedAt);

    const sections: QualityRow[] = [
      ...completeness.map((f) => figureRow("completeness", f)),
      ...accuracy.rows,
      ...freshness.map((f): QualityRow => ({
        section: "freshness",
        key: f.key,
        label: f.label,
        score: f.score,
        season: f.lastSeason,
        passed: null,
        total: null,
        detail: f.detail,
        championship: f.championship,
      })),
      ...consistency.map((f) => figureRow("consistency", f)),
      ...metricRows,
      ...sources.rows,
      ...rulesOf(sources.counts, accuracy, consistency),
    ];
    const rows = sections.map((row, order) => ({
      id: ctx.nextId("data_quality"),
      sort_order: order,
      computed_at: computedAt,
      ...row,
    }));
    await ctx.insert("data_quality", rows);
    ctx.log(
      `data quality: overall ${overall ?? "n/a"}; completeness ${metrics.completeness.score ?? "n/a"}, accuracy ${metrics.accuracy.score ?? "n/a"}, ` +
        `freshness ${metrics.freshness.score ?? "n/a"}, consistency ${metrics.consistency.score ?? "n/a"}`,
    );
  },
};
