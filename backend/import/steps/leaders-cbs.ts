/**
 * College baseball leader boards (cbs) from the NCAA's season lines 2022-2024, as the college
 * baseball rosters step stored them (roster entries of D-I team seasons, stats `{batting,
 * pitching}` under the MLB lines' keys): career and single-season boards of the registry's cbs
 * statistics (domain/statistics.ts), batting over the batting lines and pitching over the pitching
 * lines. A "career" is the seasons in these three years (a player who changed schools has a page,
 * and a career, for each). No 'active' board: in a three-season window it would mean nothing, and
 * no franchise boards. Rates need the college minimums (domain/baseball-stats COLLEGE_QUALIFY) of
 * the team season's games (team_seasons), a career's summed over its seasons. Runs after the
 * college baseball rosters step.
 */
import { z } from "zod";
import { COLLEGE_BASEBALL_LEADER_STATS } from "../../../domain/leaders";
import type { BuildContext } from "../context";
import { boardsStep } from "./leader-boards";
import { lineBoards, type BoardLine } from "./line-boards";

const LEAGUE = "cbs";

const figures = z.record(z.number().nullable()).nullable();
const stored = z.object({ batting: figures, pitching: figures });

interface CollegeLines {
  batting: BoardLine[];
  pitching: BoardLine[];
  teamGames: Map<string, number>;
}

/** The stored season lines of college baseball, batting and pitching apart, and each team season's games. */
export async function collegeBaseballLines(ctx: BuildContext): Promise<CollegeLines> {
  const rows = await ctx.db
    .selectFrom("roster_entries as r")
    .innerJoin("teams as t", "t.id", "r.team_id")
    .where("t.league_key", "=", LEAGUE)
    .where("r.stats", "is not", null)
    .select(["r.player_id", "r.season_start_year", "r.team_id", "r.stats", "t.abbreviation", "t.name"])
    .orderBy("r.id")
    .execute();
  const out: CollegeLines = { batting: [], pitching: [], teamGames: new Map() };
  let unread = 0;
  for (const r of rows) {
    const parsed = stored.safeParse(JSON.parse(r.stats ?? "null"));
    if (!parsed.success) {
      unread++;
      continue;
    }
    const key = {
      player_id: r.player_id,
      season_start_year: r.season_start_year,
      stint: 0,
      team_id: r.team_id,
      team_code: r.abbreviation ?? "",
      team_name: r.name,
    };
    if (parsed.data.batting) out.batting.push({ ...key, figures: parsed.data.batting });
    if (parsed.data.pitching) out.pitching.push({ ...key, figures: parsed.data.pitching });
  }
  if (unread) ctx.warn(`leaders (cbs): ${unread} roster entries' lines unreadable (not ranked)`);
  const seasons = await ctx.db
    .selectFrom("team_seasons")
    .where("league_key", "=", LEAGUE)
    .select(["team_id", "season_start_year", "games_played"])
    .execute();
  for (const s of seasons)
    if (s.games_played !== null) out.teamGames.set(`${s.team_id}:${s.season_start_year}`, s.games_played);
  return out;
}

const BATTING = COLLEGE_BASEBALL_LEADER_STATS.filter((s) => s.group === "Batting");
const PITCHING = COLLEGE_BASEBALL_LEADER_STATS.filter((s) => s.group === "Pitching");

export const collegeBaseballLeadersStep = boardsStep(
  "leaders: college baseball career (2022-2024) and season boards (NCAA statistics)",
  { key: LEAGUE, label: "college baseball" },
  async (ctx, ref) => {
    const lines = await collegeBaseballLines(ctx);
    if (!lines.batting.length && !lines.pitching.length) return null;
    const teamGames = (l: BoardLine) =>
      l.team_id === null ? null : (lines.teamGames.get(`${l.team_id}:${l.season_start_year}`) ?? null);
    const common = {
      leagueKey: LEAGUE,
      sportId: ref.sport_id,
      levelId: ref.level_id,
      teamGames,
      scopes: ["career", "season"] as const,
      careerTeamGames: true,
    };
    return [
      ...lineBoards(ctx, { ...common, stats: BATTING, lines: lines.batting }),
      ...lineBoards(ctx, { ...common, stats: PITCHING, lines: lines.pitching }),
    ];
  },
);
