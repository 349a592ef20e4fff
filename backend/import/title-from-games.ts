/**
 * A title as its deciding games tell it (docs/rules.md#champions-agree-with-the-games): the winner
 * of a single title game, or the club that won the final series, with the series result, the
 * clinching game's date, score, overtime and venue. Pure: the build step
 * (steps/champions-from-games.ts) reads the games and the champion rows and calls these.
 */

export interface DecidingGame {
  date: string;
  time: string | null;
  homeId: number;
  awayId: number;
  homeScore: number | null;
  awayScore: number | null;
  /** OT, 2OT, SO past regulation, else null. */
  period: string | null;
  status: string;
  venueId: number | null;
  venueName: string | null;
}

export interface DecidedTitle {
  winnerId: number;
  runnerUpId: number;
  /** `4-1` (winner's wins first) for a series, null for a single game. */
  series: string | null;
  clinch: DecidingGame;
  winnerScore: number;
  runnerUpScore: number;
}

/**
 * The title the games decide, or null while they decide nothing yet: a single game (`winsNeeded`
 * 1) needs its final score, a series its winner's `winsNeeded`-th win. Games not final, tied
 * games and games between other clubs are not counted.
 */
export function decideTitle(games: readonly DecidingGame[], winsNeeded: number): DecidedTitle | null {
  const played = games
    .filter(
      (g) =>
        g.status === "final" && g.homeScore !== null && g.awayScore !== null && g.homeScore !== g.awayScore,
    )
    .sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? ""));
  const wins = new Map<number, number>();
  for (const g of played) {
    const winner = g.homeScore! > g.awayScore! ? g.homeId : g.awayId;
    const loser = winner === g.homeId ? g.awayId : g.homeId;
    const w = (wins.get(winner) ?? 0) + 1;
    wins.set(winner, w);
    if (!wins.has(loser)) wins.set(loser, 0);
    if (w === winsNeeded) {
      if (wins.size !== 2) return null; // more than two clubs: not one final
      const winnerScore = Math.max(g.homeScore!, g.awayScore!);
      const runnerUpScore = Math.min(g.homeScore!, g.awayScore!);
      return {
        winnerId: winner,
        runnerUpId: loser,
        series: winsNeeded > 1 ? `${w}-${wins.get(loser)}` : null,
        clinch: g,
        winnerScore,
        runnerUpScore,
      };
    }
  }
  return null;
}

/** What a champion row says about its deciding games (the columns the games can also tell). */
export interface TitleClaim {
  team_id: number | null;
  runner_up_team_id: number | null;
  series: string | null;
  game_date: string | null;
  winner_score: number | null;
  runner_up_score: number | null;
}

/**
 * Where a champion row and its deciding games disagree, as `field: row X, games Y` texts. Only
 * what both sides state is compared (an empty field of the row is unknown, not a disagreement).
 */
export function titleDisagreements(
  row: TitleClaim,
  decided: DecidedTitle,
  name: (teamId: number | null) => string,
): string[] {
  const out: string[] = [];
  const differ = (field: string, claimed: string | number | null, fromGames: string | number | null) => {
    if (claimed !== null && fromGames !== null && String(claimed) !== String(fromGames)) {
      out.push(`${field}: row ${claimed}, games ${fromGames}`);
    }
  };
  if (row.team_id !== decided.winnerId)
    out.push(`champion: row ${name(row.team_id)}, games ${name(decided.winnerId)}`);
  if (row.runner_up_team_id !== null && row.runner_up_team_id !== decided.runnerUpId) {
    out.push(`runner-up: row ${name(row.runner_up_team_id)}, games ${name(decided.runnerUpId)}`);
  }
  differ("series", row.series, decided.series);
  differ("date", row.game_date, decided.clinch.date);
  if (row.winner_score !== null && row.runner_up_score !== null) {
    differ(
      "score",
      `${row.winner_score}-${row.runner_up_score}`,
      `${decided.winnerScore}-${decided.runnerUpScore}`,
    );
  }
  return out;
}

/** World Series played as a best of nine (five wins): 1903 and 1919-1921. */
const BEST_OF_NINE_WORLD_SERIES = new Set([1903, 1919, 1920, 1921]);

/**
 * Wins a final takes: four for the NBA Finals, the Stanley Cup Final and the World Series (five in
 * its best-of-nine years), else one game.
 */
export function winsNeededFor(sportSlug: string, levelSlug: string, season?: number): number {
  // The College World Series final: one game 1988-2002, best of three from 2003.
  if (levelSlug !== "professional") return sportSlug === "baseball" && (season ?? 0) >= 2003 ? 2 : 1;
  if (sportSlug === "baseball") return season !== undefined && BEST_OF_NINE_WORLD_SERIES.has(season) ? 5 : 4;
  return sportSlug === "basketball" || sportSlug === "hockey" ? 4 : 1;
}
