/**
 * MLB fielding leader boards from fielding_lines (Lahman's Fielding, 1871-2024): putouts,
 * assists, errors, double plays and games, at every position together and at each position, and
 * fielding percentage at each position with the Official Baseball Rules' minimums
 * (domain/leaders.ts qualifiesFielding). Boards are split by position, kept in the board's league
 * column; a season's team games and a pitcher's outs come from the batting and pitching lines.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import {
  FIELDING_POSITIONS,
  LEADERS_PER_BOARD,
  MLB_LEADER_STATS,
  boardKeys,
  boardValue,
} from "../../../domain/leaders";
import type { BuildContext } from "../context";
import { addTotals, boardRows, rankEntries, type ValuedEntry } from "./leader-boards";

interface FieldEntry {
  playerId: number;
  pos: string;
  season: number | null;
  teamId: number | null;
  teamName: string | null;
  teamGames: number | null;
  /** Outs pitched (pitchers' fielding percentage), null when unknown. */
  outs: number | null;
  totals: Record<string, number>;
  first: number;
  last: number;
}

/** Careers (or all positions of a season) summed from entries by `keyOf`. */
function sumBy(
  entries: readonly FieldEntry[],
  keyOf: (e: FieldEntry) => string,
  season: boolean,
  pos: string | null,
): FieldEntry[] {
  const out = new Map<string, FieldEntry>();
  for (const e of entries) {
    const key = keyOf(e);
    const prev = out.get(key);
    if (!prev) {
      out.set(key, { ...e, pos: pos ?? e.pos, season: season ? e.season : null, totals: { ...e.totals } });
      continue;
    }
    addTotals(prev.totals, e.totals);
    prev.outs = prev.outs === null || e.outs === null ? null : prev.outs + e.outs;
    prev.first = Math.min(prev.first, e.first);
    prev.last = Math.max(prev.last, e.last);
    if (!season) prev.teamGames = null;
  }
  return [...out.values()];
}

async function seasonEntries(ctx: BuildContext): Promise<FieldEntry[]> {
  const fielding = await ctx.db
    .selectFrom("fielding_lines")
    .where("stint", "=", 0)
    .select([
      "player_id",
      "season_start_year",
      "team_id",
      "team_code",
      "team_name",
      "pos",
      "g",
      "po",
      "a",
      "e",
      "dp",
    ])
    .execute();
  const teamGames = new Map<string, number>();
  const outs = new Map<string, number>();
  for (const r of await ctx.db
    .selectFrom("batting_lines")
    .where("stint", "=", 0)
    .select(["player_id", "season_start_year", "team_games"])
    .execute()) {
    if (r.team_games !== null) teamGames.set(`${r.player_id}:${r.season_start_year}`, r.team_games);
  }
  for (const r of await ctx.db
    .selectFrom("pitching_lines")
    .where("stint", "=", 0)
    .select(["player_id", "season_start_year", "team_games", "ip_outs"])
    .execute()) {
    const key = `${r.player_id}:${r.season_start_year}`;
    outs.set(key, r.ip_outs);
    if (r.team_games !== null && !teamGames.has(key)) teamGames.set(key, r.team_games);
  }
  return fielding.map((r) => {
    const key = `${r.player_id}:${r.season_start_year}`;
    return {
      playerId: r.player_id,
      pos: r.pos,
      season: r.season_start_year,
      teamId: r.team_id,
      teamName: r.team_code === "TOT" ? null : r.team_name,
      teamGames: teamGames.get(key) ?? null,
      outs: r.pos === "P" ? (outs.get(key) ?? null) : null,
      totals: { g: r.g, po: r.po, a: r.a, e: r.e, dp: r.dp },
      first: r.season_start_year,
      last: r.season_start_year,
    };
  });
}

export async function fieldingBoards(
  ctx: BuildContext,
  sportId: number,
  levelId: number,
): Promise<Insertable<Database["stat_leaders"]>[]> {
  const seasons = await seasonEntries(ctx);
  if (!seasons.length) return [];
  // 'Active': the player's last fielding line is in the source's last season.
  let through = 0;
  for (const s of seasons) through = Math.max(through, s.last);
  const lastSeason = new Map<number, number>();
  for (const s of seasons) lastSeason.set(s.playerId, Math.max(lastSeason.get(s.playerId) ?? 0, s.last));
  const byPos = new Map<string, { season: FieldEntry[]; career: FieldEntry[] }>();
  for (const pos of FIELDING_POSITIONS) {
    const season =
      pos === "all"
        ? sumBy(seasons, (e) => `${e.playerId}:${e.season}`, true, "all")
        : seasons.filter((e) => e.pos === pos);
    byPos.set(pos, { season, career: sumBy(season, (e) => String(e.playerId), false, pos) });
  }
  const out: Insertable<Database["stat_leaders"]>[] = [];
  for (const stat of MLB_LEADER_STATS.filter((s) => s.group === "Fielding")) {
    for (const pos of boardKeys(stat)) {
      const { season, career } = byPos.get(pos)!;
      const boards: ["career" | "season" | "active", FieldEntry[], "season" | "career"][] = [
        ["career", career, "career"],
        ["active", career.filter((c) => lastSeason.get(c.playerId) === through), "career"],
        ["season", season, "season"],
      ];
      for (const [scope, entries, kind] of boards) {
        const valued: ValuedEntry[] = entries.flatMap((e) => {
          const v = boardValue(stat, e, kind);
          return v ? [{ ...e, ...v }] : [];
        });
        out.push(
          ...boardRows(
            ctx,
            { leagueKey: "mlb", sportId, levelId, scope, stat: stat.key, league: pos },
            rankEntries(valued, !!stat.ascending, LEADERS_PER_BOARD),
          ),
        );
      }
    }
  }
  return out;
}
