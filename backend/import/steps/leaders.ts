/**
 * Leader boards computed once by the build (so a leaders page is one indexed read): for every MLB
 * statistic of domain/leaders.ts, the top rows of the career, single-season and active boards, for
 * all leagues and for the AL and NL alone, from the season totals of batting_lines and
 * pitching_lines. Rate statistics need the qualification minimum (domain/baseball-stats.ts).
 * 'Active' means the player's last line is in the source's last season (through our data).
 *
 * League boards count only what was done in that league: a season split between the leagues
 * contributes its per-club rows to each.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import {
  LEADERS_PER_BOARD,
  MLB_LEADER_LEAGUES,
  MLB_LEADER_STATS,
  boardValue,
  type LeaderScope,
  type LeaderStat,
} from "../../../domain/leaders";
import { BATTING_SUMS, PITCHING_SUMS } from "../../../domain/baseball-stats";
import type { BuildContext } from "../context";
import { fieldingBoards } from "./leaders-fielding";
import { mlbFranchiseBoards } from "./leaders-franchise";
import { addTotals, boardRows, boardsStep, rankEntries, type TotalsEntry } from "./leader-boards";

type Batting = Database["batting_lines"];
type Pitching = Database["pitching_lines"];
type Totals = Record<string, number>;

type Entry = TotalsEntry;

function totalsOf<T>(row: T, keys: readonly (keyof T & string)[]): Totals {
  const out: Totals = {};
  for (const k of keys) out[k] = Number(row[k] ?? 0);
  return out;
}

/** One row per season and league: season totals for "all"; per league, the rows done in it. */
function seasonEntries<T extends Batting | Pitching>(
  rows: readonly T[],
  keys: readonly (keyof T & string)[],
  league: string,
): Entry[] {
  const crossLeague = new Set(
    rows
      .filter((r) => r.stint === 0 && r.league === "MLB")
      .map((r) => `${r.player_id}:${r.season_start_year}`),
  );
  const byKey = new Map<string, Entry>();
  for (const r of rows) {
    const split = crossLeague.has(`${r.player_id}:${r.season_start_year}`);
    const counts =
      league === "all" ? r.stint === 0 : r.league === league && (split ? r.stint > 0 : r.stint === 0);
    if (!counts) continue;
    const key = `${r.player_id}:${r.season_start_year}`;
    const prev = byKey.get(key);
    if (prev) {
      addTotals(prev.totals, totalsOf(r, keys));
      prev.teamId = null;
      prev.teamName = null;
      prev.teamGames = Math.max(prev.teamGames ?? 0, r.team_games ?? 0) || null;
      continue;
    }
    byKey.set(key, {
      playerId: r.player_id,
      totals: totalsOf(r, keys),
      season: r.season_start_year,
      teamId: r.team_id,
      teamName: r.team_code === "TOT" ? null : r.team_name,
      teamGames: r.team_games,
      first: r.season_start_year,
      last: r.season_start_year,
    });
  }
  return [...byKey.values()];
}

function careerEntries(seasons: readonly Entry[]): Entry[] {
  const byPlayer = new Map<number, Entry>();
  for (const s of seasons) {
    const prev = byPlayer.get(s.playerId);
    if (!prev) {
      byPlayer.set(s.playerId, {
        ...s,
        totals: { ...s.totals },
        season: null,
        teamId: null,
        teamName: null,
        teamGames: null,
      });
      continue;
    }
    addTotals(prev.totals, s.totals);
    prev.first = Math.min(prev.first, s.first);
    prev.last = Math.max(prev.last, s.last);
  }
  return [...byPlayer.values()];
}

/** The top rows of one board, ranked (ties share a rank). */
function board(stat: LeaderStat, entries: readonly Entry[], kind: "season" | "career") {
  const valued = entries.flatMap((e) => {
    const v = boardValue(stat, e, kind);
    return v ? [{ ...e, ...v }] : [];
  });
  return rankEntries(valued, !!stat.ascending, LEADERS_PER_BOARD);
}

async function mlbBoards(
  ctx: BuildContext,
  sportId: number,
  levelId: number,
): Promise<Insertable<Database["stat_leaders"]>[]> {
  const batting = await ctx.db.selectFrom("batting_lines").selectAll().execute();
  const pitching = await ctx.db.selectFrom("pitching_lines").selectAll().execute();
  if (!batting.length && !pitching.length) return [];
  // The source's last season, and each player's (loops: spreading 100,000 values overflows the stack).
  let through = 0;
  const lastSeason = new Map<number, number>();
  for (const r of [...batting, ...pitching]) {
    through = Math.max(through, r.season_start_year);
    lastSeason.set(r.player_id, Math.max(lastSeason.get(r.player_id) ?? 0, r.season_start_year));
  }
  const out: Insertable<Database["stat_leaders"]>[] = [];
  for (const league of MLB_LEADER_LEAGUES) {
    const seasons = {
      Batting: seasonEntries(batting, BATTING_SUMS, league),
      Pitching: seasonEntries(pitching, PITCHING_SUMS, league),
    };
    const careers = { Batting: careerEntries(seasons.Batting), Pitching: careerEntries(seasons.Pitching) };
    for (const stat of MLB_LEADER_STATS) {
      // Fielding boards: leaders-fielding.ts.
      if (stat.group !== "Batting" && stat.group !== "Pitching") continue;
      const scopes: [LeaderScope, Entry[], "season" | "career"][] = [
        ["career", careers[stat.group], "career"],
        ["active", careers[stat.group].filter((e) => lastSeason.get(e.playerId) === through), "career"],
        ["season", seasons[stat.group], "season"],
      ];
      for (const [scope, entries, kind] of scopes) {
        const key = { leagueKey: "mlb", sportId, levelId, scope, stat: stat.key, league };
        out.push(...boardRows(ctx, key, board(stat, entries, kind)));
      }
    }
  }
  return out;
}

export const leadersStep = boardsStep(
  "leaders: MLB career, season, active and franchise boards",
  { key: "mlb", label: null },
  async (ctx, mlb) => [
    ...(await mlbBoards(ctx, mlb.sport_id, mlb.level_id)),
    ...(await fieldingBoards(ctx, mlb.sport_id, mlb.level_id)),
    ...(await mlbFranchiseBoards(ctx, mlb.sport_id, mlb.level_id)),
  ],
);
