/**
 * Similarity scores of MLB careers: Bill James's method (The Politics of Glory, pp. 86-106) as
 * Baseball-Reference publishes it (baseball-reference.com/about/similarity.shtml). Two careers start
 * at 1000 and lose points for every difference; identical careers at the same position score 1000.
 *
 * Batters lose one point for each difference of 20 games, 75 at bats, 10 runs, 15 hits, 5 doubles,
 * 4 triples, 2 home runs, 10 RBI, 25 walks, 150 strikeouts, 20 stolen bases, .001 of batting average
 * and .002 of slugging percentage, and the difference of their position values (catcher 240,
 * shortstop 168, second base 132, third base 84, outfield 48, first base 12, DH 0; Baseball-Reference
 * averages the position of a player with more than one primary position).
 *
 * Pitchers lose one point for each difference of 1 win, 2 losses, .002 of winning percentage (at most
 * 100 points), .02 of ERA (at most 100), 10 games, 20 starts, 20 complete games, 50 innings, 50 hits,
 * 30 strikeouts, 10 walks, 5 shutouts and 3 saves; 10 points when they throw with different hands
 * (25 for relievers); a reliever's winning-percentage penalty is halved, and no pitcher's is larger
 * than 1.5 times his wins-and-losses penalty. A reliever has more relief appearances than starts and
 * under 4 innings per appearance.
 *
 * Where the page leaves a choice open, this module reads it so (and says so on the player page):
 * differences count in fractions (20 games apart is 1 point, 30 games 1.5) and the total is shown
 * rounded; the reliever rules apply when both pitchers are relievers; unknown counts (RBI, strikeouts
 * and stolen bases some early seasons did not record) count as zero.
 */

/** Who is compared: Baseball-Reference's minimums. */
export const SIMILARITY_MIN_AB = 500;
export const SIMILARITY_MIN_IP_OUTS = 300;
/** How many of the most similar careers a player page lists. */
export const SIMILAR_PER_PLAYER = 10;

export type SimilarityKind = "batting" | "pitching";

/** The position values of a batter's primary position (Baseball-Reference's table). */
export const POSITION_VALUES = { C: 240, SS: 168, "2B": 132, "3B": 84, OF: 48, "1B": 12, DH: 0 } as const;
export type SimilarityPosition = keyof typeof POSITION_VALUES;

export interface BattingCareer {
  g: number;
  ab: number;
  r: number;
  h: number;
  doubles: number;
  triples: number;
  hr: number;
  rbi: number;
  bb: number;
  so: number;
  sb: number;
  /** The (average) position value, from POSITION_VALUES. */
  position: number;
}

export interface PitchingCareer {
  w: number;
  l: number;
  g: number;
  gs: number;
  cg: number;
  /** Innings pitched as outs (3 a full inning). */
  ipOuts: number;
  h: number;
  er: number;
  bb: number;
  so: number;
  sho: number;
  sv: number;
  /** "L" or "R"; null when unknown (no hand penalty then). */
  throws: string | null;
}

/** One point per this much difference in each batting count. */
const BATTING_STEPS = [
  ["g", 20],
  ["ab", 75],
  ["r", 10],
  ["h", 15],
  ["doubles", 5],
  ["triples", 4],
  ["hr", 2],
  ["rbi", 10],
  ["bb", 25],
  ["so", 150],
  ["sb", 20],
] as const satisfies readonly (readonly [keyof BattingCareer, number])[];

const PITCHING_STEPS = [
  ["g", 10],
  ["gs", 20],
  ["cg", 20],
  ["h", 50],
  ["so", 30],
  ["bb", 10],
  ["sho", 5],
  ["sv", 3],
] as const satisfies readonly (readonly [keyof PitchingCareer, number])[];

const battingAverage = (c: BattingCareer) => (c.ab > 0 ? c.h / c.ab : 0);
const slugging = (c: BattingCareer) => (c.ab > 0 ? (c.h + c.doubles + 2 * c.triples + 3 * c.hr) / c.ab : 0);

/** The similarity score of two batting careers (1000 = identical). */
export function battingSimilarity(a: BattingCareer, b: BattingCareer): number {
  let score = 1000;
  for (const [key, step] of BATTING_STEPS) score -= Math.abs(a[key] - b[key]) / step;
  score -= Math.abs(battingAverage(a) - battingAverage(b)) / 0.001;
  score -= Math.abs(slugging(a) - slugging(b)) / 0.002;
  score -= Math.abs(a.position - b.position);
  return score;
}

const innings = (c: PitchingCareer) => c.ipOuts / 3;
const era = (c: PitchingCareer) => (c.ipOuts > 0 ? (27 * c.er) / c.ipOuts : 0);
const winningPct = (c: PitchingCareer) => (c.w + c.l > 0 ? c.w / (c.w + c.l) : 0);

/** More relief appearances than starts and under 4 innings per appearance. */
export function isReliever(c: PitchingCareer): boolean {
  return c.g - c.gs > c.gs && innings(c) / Math.max(c.g, 1) < 4;
}

/** The similarity score of two pitching careers (1000 = identical). */
export function pitchingSimilarity(a: PitchingCareer, b: PitchingCareer): number {
  const relievers = isReliever(a) && isReliever(b);
  const wonLost = Math.abs(a.w - b.w) + Math.abs(a.l - b.l) / 2;
  let pct = Math.min(100, Math.abs(winningPct(a) - winningPct(b)) / 0.002);
  if (relievers) pct /= 2;
  pct = Math.min(pct, 1.5 * wonLost);
  let score = 1000 - wonLost - pct;
  score -= Math.min(100, Math.abs(era(a) - era(b)) / 0.02);
  score -= Math.abs(innings(a) - innings(b)) / 50;
  for (const [key, step] of PITCHING_STEPS) score -= Math.abs(a[key] - b[key]) / step;
  if (a.throws && b.throws && a.throws !== b.throws) score -= relievers ? 25 : 10;
  return score;
}

/** Games at each position in one season (Appearances: G_c, G_1b, ..., G_of, G_dh). */
export type SeasonPositionGames = Partial<Record<SimilarityPosition, number>>;

/**
 * A batter's position value: each season's primary position (most games there; pitching left out),
 * averaged over his seasons weighted by the games at it, so a player with more than one primary
 * position (Ernie Banks: shortstop, then first base) sits between them. Null without a fielded season.
 */
export function averagePositionValue(seasons: readonly SeasonPositionGames[]): number | null {
  let weighted = 0;
  let games = 0;
  for (const season of seasons) {
    let best: SimilarityPosition | null = null;
    let most = 0;
    for (const pos of Object.keys(POSITION_VALUES) as SimilarityPosition[]) {
      const g = season[pos] ?? 0;
      if (g > most) [best, most] = [pos, g];
    }
    if (!best) continue;
    weighted += POSITION_VALUES[best] * most;
    games += most;
  }
  return games > 0 ? weighted / games : null;
}

export interface Neighbour {
  index: number;
  score: number;
}

/**
 * The `limit` most similar careers of each career among `careers` (itself left out), best first;
 * equal scores in index order. Every pair is scored once (n(n-1)/2 scores).
 */
export function mostSimilar<C>(
  careers: readonly C[],
  score: (a: C, b: C) => number,
  limit = SIMILAR_PER_PLAYER,
): Neighbour[][] {
  const n = careers.length;
  const best: Neighbour[][] = Array.from({ length: n }, () => []);
  const offer = (list: Neighbour[], index: number, value: number) => {
    if (list.length === limit && value <= list[limit - 1].score) return;
    let at = list.length;
    while (at > 0 && list[at - 1].score < value) at--;
    list.splice(at, 0, { index, score: value });
    if (list.length > limit) list.pop();
  };
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const value = score(careers[i], careers[j]);
      offer(best[i], j, value);
      offer(best[j], i, value);
    }
  }
  return best;
}
