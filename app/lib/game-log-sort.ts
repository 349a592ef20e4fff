/**
 * Sorting a player's game log by any of its columns (`?sort=&dir=` on the player page, so a sorted
 * log has its URL and works without JavaScript). The default is the log's own order (by date, the
 * postseason after the regular season), which no link writes out.
 */
import type {
  BaseballGameBatting,
  BaseballGamePitching,
  BasketballGameLine,
  FootballGameLine,
} from "@domain/contract/types";
import { FOOTBALL_COUNTED, footballRates } from "@domain/football-stats";
import { sortRows, type SortDir, type SortState } from "~/lib/route-kit";

/** Each column's first direction: figures from the highest, names and dates from the first. */
export const GAME_LOG_SORTS = {
  date: "asc",
  week: "asc",
  team: "asc",
  opp: "asc",
  result: "desc",
  min: "desc",
  fg: "desc",
  x3p: "desc",
  ft: "desc",
  trb: "desc",
  ast: "desc",
  stl: "desc",
  blk: "desc",
  tov: "desc",
  pf: "desc",
  pts: "desc",
  pm: "desc",
  pass_cmp: "desc",
  pass_att: "desc",
  pass_yds: "desc",
  pass_td: "desc",
  pass_int: "desc",
  passer_rating: "desc",
  rush_att: "desc",
  rush_yds: "desc",
  rush_td: "desc",
  rec: "desc",
  rec_yds: "desc",
  rec_td: "desc",
  // MLB postseason batting, then pitching (the pitching keys apart: both tables share the page's sort).
  ab: "desc",
  r: "desc",
  h: "desc",
  doubles: "desc",
  triples: "desc",
  hr: "desc",
  rbi: "desc",
  bb: "desc",
  so: "desc",
  sb: "desc",
  ip: "desc",
  p_h: "asc",
  p_r: "asc",
  er: "asc",
  p_bb: "asc",
  p_so: "desc",
  p_hr: "asc",
} as const satisfies Record<string, SortDir>;
export type GameLogSortKey = keyof typeof GAME_LOG_SORTS;
/** A column's sort direction, for a column of the log (others are not sortable). */
export const logSortOf = (key: string): SortDir | undefined =>
  Object.hasOwn(GAME_LOG_SORTS, key) ? GAME_LOG_SORTS[key as GameLogSortKey] : undefined;

/** The game log a player page shows: the season in the URL and its order. */
export interface GameLogView {
  log: number | null;
  logSort: SortState<GameLogSortKey>;
}

export const DEFAULT_LOG_SORT: SortState<GameLogSortKey> = { key: "date", dir: "asc" };

type Value = string | number | null;

/** A basketball line's value in a column: a game not played sorts last. */
function basketballValue(g: BasketballGameLine, key: GameLogSortKey): Value {
  if (key === "date") return g.game_date;
  if (key === "opp") return g.opponent_code;
  if (key === "result")
    return g.team_score === null || g.opponent_score === null ? null : g.team_score - g.opponent_score;
  if (g.dnp) return null;
  const figures: Partial<Record<GameLogSortKey, number | null>> = {
    min: g.seconds,
    fg: g.fg,
    x3p: g.x3p,
    ft: g.ft,
    trb: g.trb,
    ast: g.ast,
    stl: g.stl,
    blk: g.blk,
    tov: g.tov,
    pf: g.pf,
    pts: g.pts,
    pm: g.plus_minus,
  };
  return figures[key] ?? null;
}

function footballValue(g: FootballGameLine, key: GameLogSortKey): Value {
  if (key === "date") return g.game_date;
  if (key === "team") return g.team_code;
  if (key === "opp") return g.opponent_code;
  if (key === "passer_rating") return footballRates(g).passer_rating;
  if (key === "week") return (g.season_type === "POST" ? 100 : 0) + g.week;
  const figure = FOOTBALL_COUNTED.find((k) => k === key);
  return figure ? g[figure] : null;
}

/** A baseball line's value: the game's columns, else the figure of the same key (pitching: `p_` keys). */
function baseballValue(g: BaseballGameBatting | BaseballGamePitching, key: GameLogSortKey): Value {
  if (key === "date") return g.game_date;
  if (key === "opp") return g.opponent_code;
  if (key === "result")
    return g.team_score === null || g.opponent_score === null ? null : g.team_score - g.opponent_score;
  const pitching = "outs" in g;
  if (key === "ip") return pitching ? g.outs : null;
  // A key of the other table leaves this one in its own order (every value null).
  if (pitching !== (key.startsWith("p_") || key === "er")) return null;
  const v = g[key.replace(/^p_/, "") as keyof typeof g];
  return typeof v === "number" ? v : null;
}

function sorted<T>(rows: readonly T[], sort: SortState<GameLogSortKey>, value: (row: T) => Value): T[] {
  if (sort.key === DEFAULT_LOG_SORT.key && sort.dir === DEFAULT_LOG_SORT.dir) return [...rows];
  return sortRows(rows, sort.dir, value);
}

export const sortBasketballLog = (rows: readonly BasketballGameLine[], sort: SortState<GameLogSortKey>) =>
  sorted(rows, sort, (g) => basketballValue(g, sort.key));

export const sortFootballLog = (rows: readonly FootballGameLine[], sort: SortState<GameLogSortKey>) =>
  sorted(rows, sort, (g) => footballValue(g, sort.key));

export const sortBaseballLog = <T extends BaseballGameBatting | BaseballGamePitching>(
  rows: readonly T[],
  sort: SortState<GameLogSortKey>,
) => sorted(rows, sort, (g) => baseballValue(g, sort.key));
