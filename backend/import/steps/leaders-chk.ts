/**
 * College hockey leader boards from hockey_skater_lines and hockey_goalie_lines (league chk, the
 * NCAA's statistics 2001-02 to 2013-14; backend/import/steps/hockey-lines.ts), through lineBoards:
 * career and single-season boards of the registry's college hockey statistics, no "Active" board
 * (the source ends in 2013-14) and no franchise boards. Goaltending rates need the college minimums
 * (domain/hockey-stats.ts), in games in goal, so no team games are needed.
 */
import { CHK_LEADER_STATS, type LeaderStat } from "../../../domain/leaders";
import { readsOf } from "../../../domain/statistics";
import type { BuildContext } from "../context";
import { boardsStep } from "./leader-boards";
import { boardLinesOf, lineBoards } from "./line-boards";

async function linesOf(
  ctx: BuildContext,
  table: "hockey_skater_lines" | "hockey_goalie_lines",
  stats: readonly LeaderStat[],
) {
  const rows = await ctx.db.selectFrom(table).where("league_key", "=", "chk").selectAll().execute();
  return boardLinesOf(rows, [...new Set(stats.flatMap((s) => readsOf(s)))]);
}

export const chkLeadersStep = boardsStep(
  "leaders: college hockey career and season boards (NCAA statistics 2001-02 to 2013-14)",
  { key: "chk", label: "college hockey" },
  async (ctx, ref) => {
    const board = { leagueKey: "chk", sportId: ref.sport_id, levelId: ref.level_id, teamGames: () => null };
    const rows = [];
    for (const [table, group] of [
      ["hockey_skater_lines", "Skaters"],
      ["hockey_goalie_lines", "Goalies"],
    ] as const) {
      const stats = CHK_LEADER_STATS.filter((s) => s.group === group);
      const lines = await linesOf(ctx, table, stats);
      rows.push(...lineBoards(ctx, { ...board, stats, lines }));
    }
    return rows.length ? rows : null;
  },
);
