/**
 * Leader boards from a league's stored season lines (statLineKey tables: stint 0 is the season,
 * one club or "TOT" over a traded player's clubs; stints 1, 2, ... the clubs): career, single-season
 * and active boards of every statistic given, and franchise boards of those marked `franchise`.
 *
 *  - A franchise's board sums the club lines (a one-club season's line carries its club, a split
 *    season's stints do; the TOT row has none), so nothing counts twice.
 *  - A figure first recorded in a later season is summed over the lines that record it (a null
 *    figure is not recorded), and a career row's first and last season say which.
 *  - Rates need their statistic's minimum (domain/leaders.ts `boardValue`), a season's with the
 *    team games the caller gives.
 *  - 'Active' means the player's last season line is the last season of the lines; a league whose
 *    source stopped long ago has no active board (domain/leaders.ts `leaderScopesOf`).
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import {
  FRANCHISE_LEADERS_PER_BOARD,
  LEADERS_PER_BOARD,
  boardValue,
  leaderScopesOf,
  type LeaderScope,
  type LeaderStat,
} from "../../../domain/leaders";
import { readsOf } from "../../../domain/statistics";
import type { BuildContext } from "../context";
import type { BuildStep } from "../step";
import { boardRows, boardsStep, rankEntries, type TotalsEntry, type ValuedEntry } from "./leader-boards";

/** A stored season line as the boards read it: its key and its figures by column (null: not recorded). */
export interface BoardLine {
  player_id: number;
  season_start_year: number;
  stint: number;
  team_id: number | null;
  team_code: string;
  team_name: string | null;
  figures: Readonly<Record<string, number | null>>;
}

/** Stored lines as the boards read them: the key columns and the figures `columns` names. */
export function boardLinesOf<R extends Omit<BoardLine, "figures">>(
  rows: readonly R[],
  columns: readonly string[],
): BoardLine[] {
  return rows.map((r) => {
    const row: Record<string, unknown> = r;
    const figures: Record<string, number | null> = {};
    for (const c of columns) figures[c] = typeof row[c] === "number" ? row[c] : null;
    return { ...r, figures };
  });
}

type Entry = TotalsEntry;

/** Whether a line records every figure a statistic reads. */
const records = (line: BoardLine, stat: LeaderStat) => readsOf(stat).every((c) => line.figures[c] != null);

function totalsOf(line: BoardLine, stat: LeaderStat): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of readsOf(stat)) out[c] = line.figures[c] ?? 0;
  return out;
}

/** Sums lines by `keyOf` (a player, a player with a franchise). */
function sums(lines: readonly BoardLine[], stat: LeaderStat, keyOf: (l: BoardLine) => string): Entry[] {
  const out = new Map<string, Entry>();
  for (const l of lines) {
    const key = keyOf(l);
    const prev = out.get(key);
    if (!prev) {
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
      continue;
    }
    for (const c of readsOf(stat)) prev.totals[c] = (prev.totals[c] ?? 0) + (l.figures[c] ?? 0);
    prev.first = Math.min(prev.first, l.season_start_year);
    prev.last = Math.max(prev.last, l.season_start_year);
  }
  return [...out.values()];
}

function valued(stat: LeaderStat, entries: readonly Entry[], kind: "season" | "career"): ValuedEntry[] {
  return entries.flatMap((e) => {
    const v = boardValue(stat, e, kind);
    return v ? [{ ...e, ...v }] : [];
  });
}

export interface LineBoardsInput {
  leagueKey: string;
  sportId: number;
  levelId: number;
  stats: readonly LeaderStat[];
  lines: readonly BoardLine[];
  /** A season line's team games (its rate minimums); null where unknown (no rate then qualifies). */
  teamGames: (line: BoardLine) => number | null;
  /** The boards built (default: career, season and active). */
  scopes?: readonly LeaderScope[];
  /** A career's team games are its seasons' summed (college minimums); otherwise none. */
  careerTeamGames?: boolean;
}

/** Every board of the statistics over the lines, as stored rows. */
export function lineBoards(
  ctx: BuildContext,
  input: LineBoardsInput,
): Insertable<Database["stat_leaders"]>[] {
  const { lines, stats } = input;
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
  const key = (scope: LeaderScope | "franchise", stat: LeaderStat) => ({
    leagueKey: input.leagueKey,
    sportId: input.sportId,
    levelId: input.levelId,
    scope,
    stat: stat.key,
    league: "all",
  });
  for (const stat of stats) {
    const recorded = seasonLines.filter((l) => records(l, stat));
    const seasons: Entry[] = recorded.map((l) => ({
      playerId: l.player_id,
      totals: totalsOf(l, stat),
      season: l.season_start_year,
      teamId: l.team_code === "TOT" ? null : l.team_id,
      // Null reads "Several teams"; a one-club season whose club the source does not name reads blank.
      teamName: l.team_code === "TOT" ? null : (l.team_name ?? ""),
      teamGames: input.teamGames(l),
      first: l.season_start_year,
      last: l.season_start_year,
    }));
    const careers = sums(recorded, stat, (l) => String(l.player_id));
    if (input.careerTeamGames) {
      const games = new Map<number, number | null>();
      for (const s of seasons) {
        const prev = games.get(s.playerId);
        games.set(s.playerId, prev === null || s.teamGames === null ? null : (prev ?? 0) + s.teamGames);
      }
      for (const c of careers) c.teamGames = games.get(c.playerId) ?? null;
    }
    const boards: [LeaderScope, Entry[], "season" | "career"][] = [
      ["career", careers, "career"],
      ["active", careers.filter((c) => lastSeason.get(c.playerId) === through), "career"],
      ["season", seasons, "season"],
    ];
    for (const [scope, entries, kind] of boards) {
      if (!leaderScopesOf(stat).includes(scope)) continue;
      if (input.scopes && !input.scopes.includes(scope)) continue;
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

/** Which league a board is of, by key and by sport and level. */
type BoardLeague = Pick<LineBoardsInput, "leagueKey" | "sportId" | "levelId">;

/** A league's leaders step from its stored lines (`boards` builds the boards of the lines); nothing without lines. */
export function lineLeadersStep(
  name: string,
  league: { key: string; label: string },
  linesOf: (ctx: BuildContext) => Promise<BoardLine[]>,
  boards: (
    ctx: BuildContext,
    board: BoardLeague,
    lines: BoardLine[],
  ) => Promise<Insertable<Database["stat_leaders"]>[]>,
): BuildStep {
  return boardsStep(name, league, async (ctx, ref) => {
    const lines = await linesOf(ctx);
    if (!lines.length) return null;
    return boards(ctx, { leagueKey: league.key, sportId: ref.sport_id, levelId: ref.level_id }, lines);
  });
}
