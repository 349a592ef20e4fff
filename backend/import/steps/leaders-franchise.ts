/**
 * MLB franchise leaders: each franchise's career leaders while with it, for the statistics marked
 * `franchise` in domain/leaders.ts, from the per-club batting and pitching lines (a one-club season's
 * total row carries its club; a split season's per-club rows do; the "TOT" row has no club and is
 * left out, so nothing counts twice). Clubs the crosswalk does not place (early leagues we do not
 * track) have no franchise board.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { FRANCHISE_LEADERS_PER_BOARD, MLB_LEADER_STATS } from "../../../domain/leaders";
import { columnOf } from "../../../domain/statistics";
import type { BuildContext } from "../context";
import { boardRows, rankEntries, type ValuedEntry } from "./leader-boards";

type Row = { player_id: number; team_id: number | null; season_start_year: number } & Record<
  string,
  number | null
>;

function franchiseBoards(
  ctx: BuildContext,
  sportId: number,
  levelId: number,
  rows: readonly Row[],
  stat: string,
  column: string,
) {
  const sums = new Map<number, Map<number, ValuedEntry>>();
  for (const r of rows) {
    if (r.team_id === null) continue;
    const v = Number(r[column] ?? 0);
    const byPlayer = sums.get(r.team_id) ?? new Map<number, ValuedEntry>();
    sums.set(r.team_id, byPlayer);
    const prev = byPlayer.get(r.player_id);
    if (!prev) {
      byPlayer.set(r.player_id, {
        playerId: r.player_id,
        value: v,
        basis: null,
        season: null,
        teamId: r.team_id,
        teamName: null,
        first: r.season_start_year,
        last: r.season_start_year,
      });
      continue;
    }
    prev.value += v;
    prev.first = Math.min(prev.first, r.season_start_year);
    prev.last = Math.max(prev.last, r.season_start_year);
  }
  const out: Insertable<Database["stat_leaders"]>[] = [];
  for (const [teamId, byPlayer] of sums) {
    const ranked = rankEntries(
      [...byPlayer.values()].filter((e) => e.value > 0),
      false,
      FRANCHISE_LEADERS_PER_BOARD,
    );
    out.push(
      ...boardRows(
        ctx,
        { leagueKey: "mlb", sportId, levelId, scope: "franchise", stat, league: "all" },
        ranked,
        teamId,
      ),
    );
  }
  return out;
}

// The line columns the franchise statistics sum (a missing one leaves its boards empty, which
// the data tests' every-statistic-has-rows check reports).
const BATTING_COLUMNS = ["g", "r", "h", "hr", "rbi", "sb"] as const;
const PITCHING_COLUMNS = ["w", "sv", "ip_outs", "so"] as const;

export async function mlbFranchiseBoards(
  ctx: BuildContext,
  sportId: number,
  levelId: number,
): Promise<Insertable<Database["stat_leaders"]>[]> {
  const batting = (await ctx.db
    .selectFrom("batting_lines")
    .where("team_id", "is not", null)
    .select(["player_id", "team_id", "season_start_year", ...BATTING_COLUMNS])
    .execute()) as Row[];
  const pitching = (await ctx.db
    .selectFrom("pitching_lines")
    .where("team_id", "is not", null)
    .select(["player_id", "team_id", "season_start_year", ...PITCHING_COLUMNS])
    .execute()) as Row[];
  const out: Insertable<Database["stat_leaders"]>[] = [];
  // Franchise statistics are counts (domain/statistics): each sums one column of the club's lines.
  for (const stat of MLB_LEADER_STATS.filter((s) => s.franchise)) {
    const rows = stat.group === "Batting" ? batting : pitching;
    out.push(...franchiseBoards(ctx, sportId, levelId, rows, stat.key, columnOf(stat)));
  }
  return out;
}
