/**
 * What every leader board of the build shares: an entry (a player's season, career, or career
 * with one franchise, already valued), the ranking (ties share a rank; earlier first season, then
 * the player id, breaks the order, never the rank) and the stored row.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { StoredLeaderScope } from "../../../domain/leaders";
import type { BuildContext, ChampionshipRef } from "../context";
import type { BuildStep } from "../step";

export interface ValuedEntry {
  playerId: number;
  value: number;
  /** What a rate rests on (PA, outs, games), shown beside it; null for counting statistics. */
  basis: number | null;
  /** Season rows: the season and its club (null club on a total of several). */
  season: number | null;
  teamId: number | null;
  teamName: string | null;
  /** The first and last season the figure covers. */
  first: number;
  last: number;
}

/**
 * An entry before it is valued: a season line or a sum of lines, its totals, and on a season board
 * the club and the team games for qualification.
 */
export interface TotalsEntry extends Omit<ValuedEntry, "value" | "basis"> {
  totals: Record<string, number>;
  teamGames: number | null;
}

/**
 * The best `limit` entries, ranked. A board keeps 250 of up to a hundred thousand entries, so the
 * entries are selected with a bounded heap (one comparison for most) instead of sorting them all;
 * the order is total (value, then earlier first season, then player id), so the rows are the same.
 */
export function rankEntries<T extends ValuedEntry>(
  entries: readonly T[],
  ascending: boolean,
  limit: number,
): (T & { rank: number })[] {
  const better = (a: T, b: T) =>
    (ascending ? a.value - b.value : b.value - a.value) || a.first - b.first || a.playerId - b.playerId;
  const top = selectBest(entries, limit, better).sort(better);
  let rank = 0;
  return top.map((row, i) => {
    if (i === 0 || row.value !== top[i - 1].value) rank = i + 1;
    return { ...row, rank };
  });
}

/** The `limit` smallest items by `compare` (negative: a comes first), unordered: a max-heap of the kept ones, worst at the root. */
export function selectBest<T>(items: readonly T[], limit: number, compare: (a: T, b: T) => number): T[] {
  const heap: T[] = [];
  if (limit <= 0) return heap;
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  for (const item of items) {
    if (heap.length < limit) {
      heap.push(item);
      // Sift up: a worse item rises toward the root.
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (compare(heap[i]!, heap[parent]!) <= 0) break;
        swap(i, parent);
        i = parent;
      }
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      // Sift down: the new root sinks below every worse child.
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let worst = i;
        if (left < heap.length && compare(heap[left]!, heap[worst]!) > 0) worst = left;
        if (right < heap.length && compare(heap[right]!, heap[worst]!) > 0) worst = right;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap;
}

export interface BoardKey {
  /** The league whose site shows the board. */
  leagueKey: string;
  sportId: number;
  levelId: number;
  scope: StoredLeaderScope;
  stat: string;
  /** "all", a league (AL, NL) or a fielding position. */
  league: string;
}

/** The stored rows of one ranked board. Franchise boards keep the franchise in team_id. */
export function boardRows(
  ctx: BuildContext,
  key: BoardKey,
  ranked: readonly (ValuedEntry & { rank: number })[],
  franchiseId: number | null = null,
): Insertable<Database["stat_leaders"]>[] {
  const career = key.scope !== "season";
  return ranked.map((row) => ({
    id: ctx.nextId("stat_leaders"),
    sport_id: key.sportId,
    level_id: key.levelId,
    league_key: key.leagueKey,
    scope: key.scope,
    stat: key.stat,
    league: key.league,
    rank: row.rank,
    player_id: row.playerId,
    value: row.value,
    season_start_year: career ? null : row.season,
    // A career has no club; a franchise board's club is the franchise.
    team_id: franchiseId ?? (career ? null : row.teamId),
    team_name: career ? null : row.teamName,
    first_season: career ? row.first : null,
    last_season: career ? row.last : null,
    basis: row.basis,
  }));
}

/** Sums numeric fields into `into` (missing keys start at 0). */
export function addTotals(into: Record<string, number>, from: Readonly<Record<string, number>>): void {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
}

type StoredRow = Insertable<Database["stat_leaders"]>;

/**
 * A league's leaders step: the boards `boards` builds, stored and counted in the build log (under
 * the label, where one is given); nothing without the league, or where `boards` finds no lines.
 */
export function boardsStep(
  name: string,
  league: { key: string; label: string | null },
  boards: (ctx: BuildContext, league: ChampionshipRef) => Promise<StoredRow[] | null>,
): BuildStep {
  return {
    name,
    async run(ctx) {
      const ref = ctx.lookups.leagues.get(league.key);
      if (!ref) return;
      const rows = await boards(ctx, ref);
      if (!rows) return;
      await ctx.insert("stat_leaders", rows);
      ctx.log(`  stat_leaders${league.label ? ` (${league.label})` : ""} ${rows.length}`);
    },
  };
}
