/**
 * Table columns of registered statistics (domain/statistics): the header, its phone abbreviation
 * and the tooltip read from the registry, so a table and a leader board name a statistic alike.
 */
import type { LeagueKey } from "@domain/leagues";
import { columnOf, statistic, type LeagueStatKey } from "@domain/statistics";

export interface StatColumn {
  /** The line's figure the column shows (the registry's column). */
  key: string;
  label: string;
  abbr: string;
  numeric: true;
}

export function statColumn<L extends LeagueKey>(league: L, key: LeagueStatKey<L>): StatColumn {
  const stat = statistic(league, key);
  return { key: columnOf(stat), label: stat.label, abbr: stat.abbr, numeric: true };
}

/** Columns of a league's statistics, in the order given. */
export function statColumns<L extends LeagueKey>(league: L, keys: readonly LeagueStatKey<L>[]): StatColumn[] {
  return keys.map((k) => statColumn(league, k));
}
