/**
 * College baseball leader boards (cbs) from the college lines tables 2022-2024
 * (college-baseball-lines.ts): career and single-season boards of the registry's cbs statistics
 * (domain/statistics.ts), batting over the batting lines and pitching over the pitching lines. A
 * "career" is the seasons in these three years (a player who changed schools has a page, and a
 * career, for each). No 'active' board: in a three-season window it would mean nothing; no
 * franchise boards. Rates need the college minimums (domain/baseball-stats COLLEGE_QUALIFY) of the
 * team season's games, a career's summed over its seasons.
 */
import { COLLEGE_BASEBALL_LEADER_STATS } from "../../../domain/leaders";
import { readsOf } from "../../../domain/statistics";
import { boardsStep } from "./leader-boards";
import { boardLinesOf, lineBoards, type BoardLine } from "./line-boards";

const LEAGUE = "cbs";
const BATTING = COLLEGE_BASEBALL_LEADER_STATS.filter((s) => s.group === "Batting");
const PITCHING = COLLEGE_BASEBALL_LEADER_STATS.filter((s) => s.group === "Pitching");
const columns = (stats: typeof BATTING) => [...new Set(stats.flatMap((s) => readsOf(s)))];

export const collegeBaseballLeadersStep = boardsStep(
  "leaders: college baseball career (2022-2024) and season boards (NCAA statistics)",
  { key: LEAGUE, label: "college baseball" },
  async (ctx, ref) => {
    const batting = await ctx.db
      .selectFrom("college_batting_lines")
      .where("league_key", "=", LEAGUE)
      .selectAll()
      .execute();
    const pitching = await ctx.db
      .selectFrom("college_pitching_lines")
      .where("league_key", "=", LEAGUE)
      .selectAll()
      .execute();
    if (!batting.length && !pitching.length) return null;
    const games = new Map<string, number | null>(
      [...batting, ...pitching].map((l) => [
        `${l.player_id}:${l.season_start_year}:${l.team_id}`,
        l.team_games,
      ]),
    );
    const common = {
      leagueKey: LEAGUE,
      sportId: ref.sport_id,
      levelId: ref.level_id,
      teamGames: (l: BoardLine) => games.get(`${l.player_id}:${l.season_start_year}:${l.team_id}`) ?? null,
      scopes: ["career", "season"] as const,
      careerTeamGames: true,
    };
    return [
      ...lineBoards(ctx, { ...common, stats: BATTING, lines: boardLinesOf(batting, columns(BATTING)) }),
      ...lineBoards(ctx, { ...common, stats: PITCHING, lines: boardLinesOf(pitching, columns(PITCHING)) }),
    ];
  },
);
