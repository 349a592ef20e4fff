/**
 * What an NFL player's tables show beyond the lines themselves: which seasons a table has (a
 * passing table only for a passer), the career rows (regular season and postseason apart, over the
 * season lines, never a club line counted twice) and a season's game log.
 */
import type { FootballGameLine, FootballSeasonLine } from "@domain/contract/types";
import {
  FOOTBALL_COUNTED,
  NO_FOOTBALL_FIGURES,
  type FootballCount,
  type FootballSums,
} from "@domain/football-stats";

export type FootballTable = "passing" | "rushing" | "receiving";
export type SeasonType = "REG" | "POST";

type Figures = Pick<FootballSeasonLine, FootballCount>;

/** Sums lines' figures. */
export function sumFootball(lines: readonly Figures[]): FootballSums {
  const out = { ...NO_FOOTBALL_FIGURES };
  for (const l of lines) for (const k of FOOTBALL_COUNTED) out[k] += l[k];
  return out;
}

/** Whether a line belongs in a table: a pass thrown, a carry, a target or a catch. */
export function inTable(table: FootballTable, l: Figures): boolean {
  if (table === "passing") return l.pass_att > 0;
  if (table === "rushing") return l.rush_att > 0;
  return l.rec > 0 || l.targets > 0;
}

/**
 * The rows of one table and season type: each season line in it, in season order (a traded
 * player's total, then each club); and the career over its seasons' totals (stint 0).
 */
export function footballTable(
  lines: readonly FootballSeasonLine[],
  table: FootballTable,
  type: SeasonType,
): { rows: FootballSeasonLine[]; career: { seasons: number; sums: FootballSums } | null } {
  const ofType = lines.filter((l) => l.season_type === type);
  // A season is in the table when its total is; its club lines come with it.
  const seasons = new Set(ofType.filter((l) => l.stint === 0 && inTable(table, l)).map((l) => l.season));
  const rows = ofType
    .filter((l) => seasons.has(l.season))
    .sort((a, b) => a.season - b.season || a.stint - b.stint);
  const totals = rows.filter((l) => l.stint === 0);
  return {
    rows,
    career: totals.length ? { seasons: totals.length, sums: sumFootball(totals) } : null,
  };
}

/** A season's game lines: the regular season by week, then the postseason. */
export function gameLog(games: readonly FootballGameLine[], season: number): FootballGameLine[] {
  return games
    .filter((g) => g.season === season)
    .sort((a, b) => (a.season_type === b.season_type ? a.week - b.week : a.season_type === "REG" ? -1 : 1));
}
