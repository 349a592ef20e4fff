/**
 * The home page's recent champions table (docs/screens.md#home): the latest titles by the date
 * each was decided, 5 rows, with the sport label and score defaults. Pure: no React, no I/O.
 */
import type { ChampionRecord } from "@domain/contract/types";
import { homeSportLabel, scoreOrDefault, titleYearOf } from "./champions";
import { championshipHref, gameHref, teamSeasonHref } from "./links";

export const HOME_RECENT_CHAMPIONS = 5;

export interface HomeChampionRow {
  id: number;
  year: number;
  team: string;
  championship: string;
  score: string;
  opponent: string;
  league: string;
  /** Pages the row links to (null: no page): the champion's and runner-up's season, the title, the deciding game. */
  teamHref: string | null;
  championshipHref: string | null;
  opponentHref: string | null;
  gameHref: string | null;
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
    teamHref: teamSeasonHref(record.team_slug, record.year),
    championshipHref: championshipHref(record.championship_slug),
    opponentHref: teamSeasonHref(record.runner_up_slug, record.year),
    gameHref: gameHref(record.deciding_game_id),
  };
}

/**
 * When a title was decided, as a sortable `yyyy-MM-dd` key: the deciding game's date, else the
 * title year with an unknown day (it sorts before every dated title of that year).
 */
export function decidedOn(record: ChampionRecord): string {
  const date = record.date?.trim();
  if (date && /^\d{4}-\d{2}-\d{2}/.test(date)) return date.slice(0, 10);
  return `${String(titleYearOf(record)).padStart(4, "0")}-00-00`;
}

/** Latest decided first; the same day by title year, then newest record. */
export function byLatestDecided(a: ChampionRecord, b: ChampionRecord): number {
  const da = decidedOn(a);
  const db = decidedOn(b);
  if (da !== db) return da < db ? 1 : -1;
  return titleYearOf(b) - titleYearOf(a) || b.id - a.id;
}

/**
 * The `limit` titles decided last, across the previous calendar year's season (the contract's
 * request for this table) and the newest titles overall: a season's titles are decided over two
 * calendar years (a June final belongs to the season before), so the season alone would skip
 * titles decided more recently than some of its own. No record twice.
 */
export function pickRecentChampions(
  previousYear: readonly ChampionRecord[],
  newest: readonly ChampionRecord[],
  limit = HOME_RECENT_CHAMPIONS,
): ChampionRecord[] {
  const unique = new Map<number, ChampionRecord>();
  for (const r of [...previousYear, ...newest]) if (!unique.has(r.id)) unique.set(r.id, r);
  return [...unique.values()].sort(byLatestDecided).slice(0, limit);
}
