/**
 * NFL leader boards from football_season_lines (backend/import/steps/line-boards.ts): regular
 * seasons 1999-2024 (nflverse; 2024 from the season totals, which name no club, so a 2024 season
 * row has no team and the franchise boards run through 2023). Rates need the minimums of
 * domain/football-stats.ts per team game of the season's schedule.
 */
import { NFL_LEADER_STATS } from "../../../domain/leaders";
import { nflScheduleGames } from "../../../domain/football-stats";
import { readsOf } from "../../../domain/statistics";
import type { BuildContext } from "../context";
import type { BuildStep } from "../step";
import { boardLinesOf, lineBoards, type BoardLine } from "./line-boards";

/** The line figures of the registry's NFL board statistics. */
const COLUMNS = [...new Set(NFL_LEADER_STATS.flatMap((s) => readsOf(s)))];

async function nflLines(ctx: BuildContext): Promise<BoardLine[]> {
  const rows = await ctx.db
    .selectFrom("football_season_lines")
    .where("season_type", "=", "REG")
    .selectAll()
    .execute();
  return boardLinesOf(rows, COLUMNS);
}

export const nflLeadersStep: BuildStep = {
  name: "leaders: NFL career, season, active and franchise boards",
  async run(ctx) {
    const nfl = ctx.lookups.leagues.get("nfl");
    if (!nfl) return;
    const lines = await nflLines(ctx);
    if (!lines.length) return;
    const rows = lineBoards(ctx, {
      leagueKey: "nfl",
      sportId: nfl.sport_id,
      levelId: nfl.level_id,
      stats: NFL_LEADER_STATS,
      lines,
      teamGames: (l) => nflScheduleGames(l.season_start_year),
    });
    await ctx.insert("stat_leaders", rows);
    ctx.log(`  stat_leaders (NFL) ${rows.length}`);
  },
};
