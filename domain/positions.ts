/** Position names shared by the importers and the pages. */

/** Baseball positions in scorer's order: number n (1 = pitcher ... 10 = designated hitter) is index n - 1. */
export const BASEBALL_POSITIONS = [
  "Pitcher",
  "Catcher",
  "First Base",
  "Second Base",
  "Third Base",
  "Shortstop",
  "Left Field",
  "Center Field",
  "Right Field",
  "Designated Hitter",
] as const;

/** The position of a scorer's number (Lahman startingPos), or null outside 1-10. */
export function baseballPosition(n: number): string | null {
  return Number.isInteger(n) && n >= 1 && n <= BASEBALL_POSITIONS.length ? BASEBALL_POSITIONS[n - 1] : null;
}

/** Games at each fielding position, in scorer's order (Lahman Appearances' G_p ... G_dh), and G_of. */
export interface PositionGames {
  byNumber: number[];
  /** Outfield games where the source does not split them into left, center and right. */
  outfield: number;
}

/**
 * A baseball player's primary position: where he played most games over his career (the rule the
 * reference sites use), ties to the lower scorer's number; "Outfield" where the source counts
 * outfield games without the field; null for no games in the field (a pinch hitter).
 */
export function primaryBaseballPosition({ byNumber, outfield }: PositionGames): string | null {
  let best = -1;
  for (let i = 0; i < BASEBALL_POSITIONS.length; i++)
    if ((byNumber[i] ?? 0) > (byNumber[best] ?? 0)) best = i;
  const split = (byNumber[6] ?? 0) + (byNumber[7] ?? 0) + (byNumber[8] ?? 0);
  const unsplit = outfield - split;
  if (unsplit > 0 && unsplit > (byNumber[best] ?? 0)) return "Outfield";
  return best >= 0 ? BASEBALL_POSITIONS[best] : null;
}

/** Hockey Databank position codes. */
export const HOCKEY_POSITIONS: Record<string, string> = {
  C: "Center",
  L: "Left Wing",
  R: "Right Wing",
  D: "Defense",
  G: "Goalie",
  F: "Forward",
  W: "Wing",
};
