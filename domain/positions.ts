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
