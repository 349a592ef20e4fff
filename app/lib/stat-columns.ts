/**
 * Table columns of registered statistics (domain/statistics): the header, its phone abbreviation
 * and the tooltip read from the registry, so a table and a leader board name a statistic alike.
 */
import type { LeagueKey } from "@domain/leagues";
import { columnOf, statistic, valueFrom, type LeagueStatKey } from "@domain/statistics";
import { glossaryAnchor } from "./glossary";

export interface StatColumn {
  /** The line's figure the column shows (the registry's column). */
  key: string;
  label: string;
  abbr: string;
  /** The header's tooltip with JavaScript off: the statistic's name and definition. */
  title: string;
  /** Its glossary entry (a header that does not sort links to it). */
  glossary: string;
  numeric: true;
}

export function statColumn<L extends LeagueKey>(league: L, key: LeagueStatKey<L>): StatColumn {
  const stat = statistic(league, key);
  return {
    key: columnOf(stat),
    label: stat.label,
    abbr: stat.abbr,
    title: `${stat.label}: ${stat.definition}`,
    glossary: `/glossary#${glossaryAnchor(stat)}`,
    numeric: true,
  };
}

/** Columns of a league's statistics, in the order given. */
export function statColumns<L extends LeagueKey>(league: L, keys: readonly LeagueStatKey<L>[]): StatColumn[] {
  return keys.map((k) => statColumn(league, k));
}

/** A goalie season's columns, in the order the player page shows them after games played. */
export const GOALIE_SEASON_STATS = [
  "wins_g",
  "losses_g",
  "otl_g",
  "ga",
  "sa",
  "sv",
  "svp",
  "gaa",
  "shutouts",
] as const satisfies readonly LeagueStatKey<"nhl">[];

/**
 * A goalie season's saves and save percentage, derived by the registry's formulas from his goals
 * and shots against; both null where shots against are not recorded (before 1982-83).
 */
export function goalieSaves(
  goalsAgainst: number | null | undefined,
  shotsAgainst: number | null | undefined,
): { saves: number | null; savePct: number | null } {
  if (!shotsAgainst) return { saves: null, savePct: null };
  const t = { ga: goalsAgainst ?? 0, sa: shotsAgainst };
  return { saves: valueFrom(statistic("nhl", "sv"), t), savePct: valueFrom(statistic("nhl", "svp"), t) };
}
