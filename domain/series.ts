/**
 * A playoff series as fans read it on a game page ("Game 5 · New York Knicks win series 4-1"),
 * computed from the series' games in the database: the postseason meetings of the same two teams
 * in one season, in date order. Only sports whose playoff rounds are series (basketball, hockey,
 * baseball, professional level); a single meeting is no series.
 */
export interface SeriesGame {
  id: number;
  game_date: string;
  game_time: string | null;
  status: string;
  home_team_id: number;
  away_team_id: number;
  home_score: number | null;
  away_score: number | null;
}

export interface SeriesContext {
  /** The game's number in the series (1-based). */
  game_number: number;
  /** Meetings of the series in the database. */
  games_in_series: number;
  /** "Game 5 · New York Knicks win series 4-1", "Game 2 · Series tied 1-1", "Game 3 · Boston Celtics lead series 2-0". */
  summary: string;
}

export const SERIES_SPORTS: ReadonlySet<string> = new Set(["basketball", "hockey", "baseball"]);

const order = (a: SeriesGame, b: SeriesGame) =>
  a.game_date.localeCompare(b.game_date) ||
  (a.game_time ?? "").localeCompare(b.game_time ?? "") ||
  a.id - b.id;

function winnerOf(game: SeriesGame): number | null {
  if (
    game.status !== "final" ||
    game.home_score === null ||
    game.away_score === null ||
    game.home_score === game.away_score
  )
    return null;
  return game.home_score > game.away_score ? game.home_team_id : game.away_team_id;
}

/**
 * The series standing after `gameId` (before it, for a game not yet final). The series is called
 * won only at its last meeting in the data, final, with nothing of the series still to be played.
 */
export function seriesContext(
  games: readonly SeriesGame[],
  gameId: number,
  names: ReadonlyMap<number, string>,
): SeriesContext | null {
  const series = [...games].sort(order);
  const index = series.findIndex((g) => g.id === gameId);
  if (series.length < 2 || index < 0) return null;
  const game = series[index];
  const [a, b] = [game.home_team_id, game.away_team_id];
  const upTo = winnerOf(game) === null ? series.slice(0, index) : series.slice(0, index + 1);
  const wins = new Map<number, number>([
    [a, 0],
    [b, 0],
  ]);
  for (const g of upTo) {
    const w = winnerOf(g);
    if (w !== null) wins.set(w, (wins.get(w) ?? 0) + 1);
  }
  const [wa, wb] = [wins.get(a) ?? 0, wins.get(b) ?? 0];
  const leader = wa > wb ? a : b;
  const score = `${Math.max(wa, wb)}-${Math.min(wa, wb)}`;
  const last = index === series.length - 1 && winnerOf(game) !== null;
  const name = names.get(leader) ?? "";
  const state =
    wa === wb
      ? `Series tied ${score}`
      : last
        ? `${name} win series ${score}`
        : `${name} lead series ${score}`;
  return { game_number: index + 1, games_in_series: series.length, summary: `Game ${index + 1} · ${state}` };
}
