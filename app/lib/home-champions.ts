/**
 * The home page's recent champions table (spec sections 2, 7 and 9): requested for the previous
 * calendar year, 5 rows, with the sport label and score defaults. Pure: no React, no I/O.
 */
import type { ChampionRecord } from "@domain/contract/types";
import { homeSportLabel, scoreOrDefault, titleYearOf } from "./champions";

export const HOME_RECENT_CHAMPIONS = 5;

export interface HomeChampionRow {
  id: number;
  year: number;
  team: string;
  championship: string;
  score: string;
  opponent: string;
  league: string;
}

export function homeChampionRow(record: ChampionRecord): HomeChampionRow {
  return {
    id: record.id,
    year: titleYearOf(record),
    team: record.team_name,
    championship: record.championship_name,
    score: scoreOrDefault(record),
    opponent: record.runner_up_name?.trim() || "—",
    league: homeSportLabel(record.championship_name),
  };
}

/**
 * The latest `limit` titles: those of the previous calendar year's season first (the spec's
 * request), topped up from the newest titles overall when that season has fewer (a season still
 * in progress has no champion yet). Newest title first; no record twice.
 */
export function pickRecentChampions(
  previousYear: readonly ChampionRecord[],
  newest: readonly ChampionRecord[],
  limit = HOME_RECENT_CHAMPIONS,
): ChampionRecord[] {
  const byNewest = (a: ChampionRecord, b: ChampionRecord) => titleYearOf(b) - titleYearOf(a);
  const picked = [...previousYear].sort(byNewest).slice(0, limit);
  const ids = new Set(picked.map((r) => r.id));
  for (const r of [...newest].sort(byNewest)) {
    if (picked.length >= limit) break;
    if (!ids.has(r.id)) {
      picked.push(r);
      ids.add(r.id);
    }
  }
  return picked.sort(byNewest);
}
