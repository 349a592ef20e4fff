/** A player's game log: which seasons it has, and a game's result from the player's side. */

/** The seasons of a log's games, newest first, and the one in the URL if it has games. */
export function logSeasons(
  games: readonly { season: number }[],
  log: number | null,
): { seasons: number[]; chosen: number | null } {
  const seasons = [...new Set(games.map((g) => g.season))].sort((a, b) => b - a);
  return { seasons, chosen: log !== null && seasons.includes(log) ? log : null };
}

/** "W 5-3" from the player's side ("T" for a tie); empty without a score. */
export function gameResult(g: { team_score: number | null; opponent_score: number | null }): string {
  if (g.team_score === null || g.opponent_score === null) return "";
  const mark = g.team_score > g.opponent_score ? "W" : g.team_score < g.opponent_score ? "L" : "T";
  return `${mark} ${g.team_score}-${g.opponent_score}`;
}
