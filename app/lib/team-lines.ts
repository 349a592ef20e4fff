/**
 * An MLB team season's batting and pitching tables (the roster tab): rows in the order the
 * reference sites read them (most plate appearances, most innings first); the rate figures are
 * lib/baseball-lines' battingRates and pitchingRates.
 */
import type { TeamBattingLine, TeamPitchingLine } from "@domain/contract/types";

const byName = (a: { player_name: string }, b: { player_name: string }) =>
  a.player_name.localeCompare(b.player_name);

/**
 * Batters by plate appearances. A pitcher who never came to bat (the designated-hitter era) is left
 * out: he is in the pitching table. A pinch runner without a plate appearance stays.
 */
export function battingRows(
  lines: readonly TeamBattingLine[],
  pitchers: readonly TeamPitchingLine[],
): TeamBattingLine[] {
  const pitched = new Set(pitchers.map((p) => p.player_id));
  return lines
    .filter((l) => l.pa > 0 || !pitched.has(l.player_id))
    .sort((a, b) => b.pa - a.pa || byName(a, b));
}

/** Pitchers by outs recorded. */
export function pitchingRows(lines: readonly TeamPitchingLine[]): TeamPitchingLine[] {
  return [...lines].sort((a, b) => b.ip_outs - a.ip_outs || byName(a, b));
}
