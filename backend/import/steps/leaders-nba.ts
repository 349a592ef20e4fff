/**
 * NBA leader boards from basketball_lines (backend/import/steps/line-boards.ts): NBA and BAA rows;
 * ABA rows are shown on players' pages and never ranked. Rates need the minimums of
 * domain/basketball-stats.ts; a season's are prorated to its club's games (team_seasons), a traded
 * player's to the longest schedule of the season. Runs after the team-seasons step.
 */
import { NBA_LEADER_STATS } from "../../../domain/leaders";
import { readsOf } from "../../../domain/statistics";
import type { BuildContext } from "../context";
import { boardLinesOf, lineBoards, lineLeadersStep, type BoardLine } from "./line-boards";

const RANKED_LEAGUES = ["NBA", "BAA"];

/** The line figures of the registry's NBA board statistics. */
const COLUMNS = [...new Set(NBA_LEADER_STATS.flatMap((s) => readsOf(s)))];

async function nbaLines(ctx: BuildContext): Promise<BoardLine[]> {
  const rows = await ctx.db
    .selectFrom("basketball_lines")
    .where("league", "in", RANKED_LEAGUES)
    .selectAll()
    .execute();
  return boardLinesOf(rows, COLUMNS);
}

/** Team games by club and season; a season's longest schedule for a traded player's total. */
async function teamGames(ctx: BuildContext, lines: readonly BoardLine[]) {
  const clubs = new Set(
    lines.filter((l) => l.team_id !== null).map((l) => `${l.team_id}:${l.season_start_year}`),
  );
  const rows = await ctx.db
    .selectFrom("team_seasons")
    .where("league_key", "=", "nba")
    .select(["team_id", "season_start_year", "games_played"])
    .execute();
  const byClub = new Map<string, number>();
  const longest = new Map<number, number>();
  for (const r of rows) {
    const key = `${r.team_id}:${r.season_start_year}`;
    if (r.games_played === null || !clubs.has(key)) continue;
    byClub.set(key, r.games_played);
    longest.set(r.season_start_year, Math.max(longest.get(r.season_start_year) ?? 0, r.games_played));
  }
  return (l: BoardLine) =>
    (l.team_id === null ? undefined : byClub.get(`${l.team_id}:${l.season_start_year}`)) ??
    longest.get(l.season_start_year) ??
    null;
}

export const nbaLeadersStep = lineLeadersStep(
  "leaders: NBA career, season, active and franchise boards",
  { key: "nba", label: "NBA" },
  nbaLines,
  async (ctx, board, lines) =>
    lineBoards(ctx, { ...board, stats: NBA_LEADER_STATS, lines, teamGames: await teamGames(ctx, lines) }),
);
