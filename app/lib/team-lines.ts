/**
 * An MLB team season's batting and pitching tables (the roster tab): rows in the order the
 * reference sites read them (most plate appearances, most innings first) and the rate figures
 * computed from each line as domain/baseball-stats computes them.
 */
import type { TeamBattingLine, TeamPitchingLine } from "@domain/contract/types";
import {
  battingAverage,
  earnedRunAverage,
  formatAverage,
  formatTwoDecimals,
  inningsFromOuts,
  onBase,
  onBasePlusSlugging,
  slugging,
  whip,
} from "@domain/baseball-stats";

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

/** AVG, OBP, SLG, OPS as text (".300"; empty without at bats). */
export function battingRates(l: TeamBattingLine): { avg: string; obp: string; slg: string; ops: string } {
  const counts = {
    ab: l.ab,
    h: l.h,
    doubles: l.doubles,
    triples: l.triples,
    hr: l.hr,
    bb: l.bb,
    hbp: l.hbp,
    sf: l.sf,
    sh: l.sh,
  };
  return {
    avg: formatAverage(battingAverage(counts)),
    obp: formatAverage(onBase(counts)),
    slg: formatAverage(slugging(counts)),
    ops: formatAverage(onBasePlusSlugging(counts)),
  };
}

/** ERA, innings pitched and WHIP as text. */
export function pitchingRates(l: TeamPitchingLine): { era: string; ip: string; whip: string } {
  const counts = { ip_outs: l.ip_outs, h: l.h, er: l.er, bb: l.bb };
  return {
    era: formatTwoDecimals(earnedRunAverage(counts)),
    ip: inningsFromOuts(l.ip_outs),
    whip: formatTwoDecimals(whip(counts)),
  };
}
