/**
 * NFL leader boards from football_season_lines (backend/import/steps/line-boards.ts): regular
 * seasons 1999-2024 (nflverse; 2024 from the season totals, which name no club, so a 2024 season
 * row has no team and the franchise boards run through 2023). Rates need the minimums of
 * domain/football-stats.ts per team game of the season's schedule. The defence boards (single
 * season only) rank football_defense_lines, 2018-2021, apart.
 */
import { NFL_LEADER_STATS } from "../../../domain/leaders";
import { nflScheduleGames } from "../../../domain/football-stats";
import { readsOf } from "../../../domain/statistics";
import type { BuildContext } from "../context";
import { boardLinesOf, lineBoards, lineLeadersStep, type BoardLine } from "./line-boards";

const OFFENCE_STATS = NFL_LEADER_STATS.filter((s) => s.group !== "Defense");
const DEFENSE_STATS = NFL_LEADER_STATS.filter((s) => s.group === "Defense");
const columnsOf = (stats: typeof NFL_LEADER_STATS) => [...new Set(stats.flatMap((s) => readsOf(s)))];

async function nflLines(ctx: BuildContext): Promise<BoardLine[]> {
  const rows = await ctx.db
    .selectFrom("football_season_lines")
    .where("season_type", "=", "REG")
    .selectAll()
    .execute();
  return boardLinesOf(rows, columnsOf(OFFENCE_STATS));
}

async function defenseLines(ctx: BuildContext): Promise<BoardLine[]> {
  const rows = await ctx.db.selectFrom("football_defense_lines").selectAll().execute();
  return boardLinesOf(rows, columnsOf(DEFENSE_STATS));
}

export const nflLeadersStep = lineLeadersStep(
  "leaders: NFL career, season, active and franchise boards",
  { key: "nfl", label: "NFL" },
  nflLines,
  async (ctx, board, lines) => {
    const teamGames = (l: BoardLine) => nflScheduleGames(l.season_start_year);
    return [
      ...lineBoards(ctx, { ...board, stats: OFFENCE_STATS, lines, teamGames }),
      ...lineBoards(ctx, { ...board, stats: DEFENSE_STATS, lines: await defenseLines(ctx), teamGames }),
    ];
  },
);
