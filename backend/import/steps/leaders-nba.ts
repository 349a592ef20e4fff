/**
 * NBA leader boards from basketball_lines (NBA and BAA rows; ABA rows are shown on players' pages
 * and never ranked): career, single-season and active boards of every statistic of the registry
 * marked `board`, and the franchise boards of those marked `franchise`.
 *
 *  - A season is the season line (stint 0: one club, or the "TOT" row over a traded player's
 *    clubs); a franchise's board sums the club lines (a one-club season line carries its club, a
 *    split season's stints do; the TOT row has none), so nothing counts twice.
 *  - A figure first recorded in a later season (rebounds 1950-51, steals 1973-74, threes 1979-80)
 *    is summed over the lines that record it, and a career row's first and last season say which.
 *  - Rates need the minimums of domain/basketball-stats.ts; a season's are prorated to its club's
 *    games (team_seasons), a traded player's to the longest schedule of the season.
 *  - 'Active' means the player's last NBA season is the last season of the lines.
 *
 * Runs after the team-seasons step (the team games) and the NBA lines step.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import {
  FRANCHISE_LEADERS_PER_BOARD,
  LEADERS_PER_BOARD,
  NBA_LEADER_STATS,
  boardValue,
  type LeaderScope,
  type LeaderStat,
} from "../../../domain/leaders";
import { readsOf } from "../../../domain/statistics";
import type { BuildContext } from "../context";
import type { BuildStep } from "../step";
import { boardRows, rankEntries, type ValuedEntry } from "./leader-boards";

type Line = Database["basketball_lines"];
type Totals = Record<string, number>;

/** A season line or a sum of lines: its totals, and the club and team games of a season. */
interface Entry {
  playerId: number;
  totals: Totals;
  season: number | null;
  teamId: number | null;
  teamName: string | null;
  teamGames: number | null;
  first: number;
  last: number;
}

const RANKED_LEAGUES = new Set(["NBA", "BAA"]);

/** The line figures of the registry's NBA board statistics. */
const COLUMNS = [...new Set(NBA_LEADER_STATS.flatMap((s) => readsOf(s)))] as (keyof Line & string)[];

/** Whether a line records every figure a statistic reads. */
const records = (line: Line, stat: LeaderStat) => readsOf(stat).every((c) => line[c as keyof Line] !== null);

function totalsOf(line: Line, stat: LeaderStat): Totals {
  const out: Totals = {};
  for (const c of readsOf(stat)) out[c] = Number(line[c as keyof Line] ?? 0);
  return out;
}

function sumInto(into: Entry, line: Line, stat: LeaderStat): void {
  for (const c of readsOf(stat)) into.totals[c] = (into.totals[c] ?? 0) + Number(line[c as keyof Line] ?? 0);
  into.first = Math.min(into.first, line.season_start_year);
  into.last = Math.max(into.last, line.season_start_year);
}

/** Sums lines by `keyOf` (a player, a player with a franchise). */
function sums(lines: readonly Line[], stat: LeaderStat, keyOf: (l: Line) => string | null): Entry[] {
  const out = new Map<string, Entry>();
  for (const l of lines) {
    const key = keyOf(l);
    if (key === null) continue;
    const prev = out.get(key);
    if (prev) sumInto(prev, l, stat);
    else
      out.set(key, {
        playerId: l.player_id,
        totals: totalsOf(l, stat),
        season: null,
        teamId: l.team_id,
        teamName: null,
        teamGames: null,
        first: l.season_start_year,
        last: l.season_start_year,
      });
  }
  return [...out.values()];
}

function valued(stat: LeaderStat, entries: readonly Entry[], kind: "season" | "career"): ValuedEntry[] {
  return entries.flatMap((e) => {
    const v = boardValue(stat, e, kind);
    return v ? [{ ...e, ...v }] : [];
  });
}

/** Team games by club and season; a season's longest schedule for a traded player's total. */
async function teamGames(ctx: BuildContext, lines: readonly Line[]) {
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
  return (l: Line) =>
    (l.team_id === null ? undefined : byClub.get(`${l.team_id}:${l.season_start_year}`)) ??
    longest.get(l.season_start_year) ??
    null;
}

export async function nbaBoards(
  ctx: BuildContext,
  sportId: number,
  levelId: number,
): Promise<Insertable<Database["stat_leaders"]>[]> {
  const lines = (
    await ctx.db
      .selectFrom("basketball_lines")
      .select([
        "id",
        "player_id",
        "season_start_year",
        "stint",
        "team_id",
        "team_code",
        "team_name",
        "league",
        "source",
        ...COLUMNS,
      ])
      .execute()
  ).filter((l) => RANKED_LEAGUES.has(l.league)) as Line[];
  if (!lines.length) return [];
  const gamesOf = await teamGames(ctx, lines);
  const seasonLines = lines.filter((l) => l.stint === 0);
  // Club lines: a one-club season's line, or a traded player's stints (never his TOT row).
  const clubLines = lines.filter((l) => l.team_id !== null && l.team_code !== "TOT");
  let through = 0;
  const lastSeason = new Map<number, number>();
  for (const l of seasonLines) {
    through = Math.max(through, l.season_start_year);
    lastSeason.set(l.player_id, Math.max(lastSeason.get(l.player_id) ?? 0, l.season_start_year));
  }
  const out: Insertable<Database["stat_leaders"]>[] = [];
  const key = (scope: LeaderScope | "franchise", stat: LeaderStat) =>
    ({ leagueKey: "nba", sportId, levelId, scope, stat: stat.key, league: "all" }) as const;
  for (const stat of NBA_LEADER_STATS) {
    const recorded = seasonLines.filter((l) => records(l, stat));
    const seasons: Entry[] = recorded.map((l) => ({
      playerId: l.player_id,
      totals: totalsOf(l, stat),
      season: l.season_start_year,
      teamId: l.team_code === "TOT" ? null : l.team_id,
      teamName: l.team_code === "TOT" ? null : l.team_name,
      teamGames: gamesOf(l),
      first: l.season_start_year,
      last: l.season_start_year,
    }));
    const careers = sums(recorded, stat, (l) => String(l.player_id));
    const boards: [LeaderScope, Entry[], "season" | "career"][] = [
      ["career", careers, "career"],
      ["active", careers.filter((c) => lastSeason.get(c.playerId) === through), "career"],
      ["season", seasons, "season"],
    ];
    for (const [scope, entries, kind] of boards) {
      const ranked = rankEntries(valued(stat, entries, kind), !!stat.ascending, LEADERS_PER_BOARD);
      out.push(...boardRows(ctx, key(scope, stat), ranked));
    }
    if (!stat.franchise) continue;
    const byFranchise = new Map<number, Entry[]>();
    const clubs = clubLines.filter((l) => records(l, stat));
    for (const e of sums(clubs, stat, (l) => `${l.team_id}:${l.player_id}`)) {
      const list = byFranchise.get(e.teamId!) ?? [];
      list.push(e);
      byFranchise.set(e.teamId!, list);
    }
    for (const [teamId, entries] of byFranchise) {
      const ranked = rankEntries(
        valued(stat, entries, "career"),
        !!stat.ascending,
        FRANCHISE_LEADERS_PER_BOARD,
      );
      out.push(...boardRows(ctx, key("franchise", stat), ranked, teamId));
    }
  }
  return out;
}

export const nbaLeadersStep: BuildStep = {
  name: "leaders: NBA career, season, active and franchise boards",
  async run(ctx) {
    const nba = ctx.lookups.leagues.get("nba");
    if (!nba) return;
    const rows = await nbaBoards(ctx, nba.sport_id, nba.level_id);
    await ctx.insert("stat_leaders", rows);
    ctx.log(`  stat_leaders (NBA) ${rows.length}`);
  },
};
