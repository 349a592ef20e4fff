/**
 * Hockey goaltending rates as Hockey-Reference computes them, from Hockey Databank's counting
 * columns, and the leaders' qualification minimums. Pure: the build and the pages share it. A rate
 * whose denominator is zero is null.
 */

/** GAA = 60 × GA / minutes. */
export function goalsAgainstAverage(ga: number, minutes: number): number | null {
  return minutes > 0 ? (60 * ga) / minutes : null;
}

/** SV% = (SA - GA) / SA. Shots against are recorded from 1982-83 on. */
export function savePercentage(ga: number, shotsAgainst: number): number | null {
  return shotsAgainst > 0 ? (shotsAgainst - ga) / shotsAgainst : null;
}

/**
 * Goaltending leaders' minimums: 25 games in goal in a season (NHL.com's qualification of its
 * goaltending leaders), 250 in a career (the NHL record book's career GAA minimum).
 */
export const HOCKEY_QUALIFY = { seasonGames: 25, careerGames: 250 } as const;

/**
 * College hockey's goaltending minimums on our boards, in minutes in goal (the NCAA's lines count a
 * goalie's games played, not his games in goal): 900 in a season (15 full games, about 40% of a
 * Division I schedule of 34 to 40 games) and 2,400 in a career (40 full games). Ours, stated on the
 * page: the NCAA's own rule for its leaders is not in the data.
 */
export const COLLEGE_HOCKEY_QUALIFY = { seasonMinutes: 900, careerMinutes: 2400 } as const;

export function qualifiesCollegeGoalie(minutesInGoal: number, scope: "season" | "career"): boolean {
  const q = COLLEGE_HOCKEY_QUALIFY;
  return minutesInGoal >= (scope === "career" ? q.careerMinutes : q.seasonMinutes);
}

export function qualifiesGoalie(
  gamesInGoal: number,
  scope: "season" | "career",
  minimums: { seasonGames: number; careerGames: number } = HOCKEY_QUALIFY,
): boolean {
  return gamesInGoal >= (scope === "career" ? minimums.careerGames : minimums.seasonGames);
}

/** Plus/minus as the record books write it: `+722`, `0`, `-12`. */
export function formatSigned(value: number): string {
  const n = Math.round(value);
  return n > 0 ? `+${n.toLocaleString("en-US")}` : n.toLocaleString("en-US");
}
