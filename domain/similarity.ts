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

const battingAverage = (c: BattingCareer) => (c.ab > 0 ? c.h / c.ab : 0);
const slugging = (c: BattingCareer) => (c.ab > 0 ? (c.h + c.doubles + 2 * c.triples + 3 * c.hr) / c.ab : 0);

/** The similarity score of two batting careers (1000 = identical). */
export function battingSimilarity(a: BattingCareer, b: BattingCareer): number {
  // Written out (no loop over the categories): the build scores some 40 million pairs.
  let score = 1000;
  score -= Math.abs(a.g - b.g) / 20;
  score -= Math.abs(a.ab - b.ab) / 75;
  score -= Math.abs(a.r - b.r) / 10;
  score -= Math.abs(a.h - b.h) / 15;
  score -= Math.abs(a.doubles - b.doubles) / 5;
  score -= Math.abs(a.triples - b.triples) / 4;
  score -= Math.abs(a.hr - b.hr) / 2;
  score -= Math.abs(a.rbi - b.rbi) / 10;
  score -= Math.abs(a.bb - b.bb) / 25;
  score -= Math.abs(a.so - b.so) / 150;
  score -= Math.abs(a.sb - b.sb) / 20;
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
  score -= Math.abs(a.g - b.g) / 10;
  score -= Math.abs(a.gs - b.gs) / 20;
  score -= Math.abs(a.cg - b.cg) / 20;
  score -= Math.abs(a.h - b.h) / 50;
  score -= Math.abs(a.so - b.so) / 30;
  score -= Math.abs(a.bb - b.bb) / 10;
  score -= Math.abs(a.sho - b.sho) / 5;
  score -= Math.abs(a.sv - b.sv) / 3;
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

/** A batting career as the 14 terms of its score: each figure over the difference worth one point. */
function battingTerms(c: BattingCareer): number[] {
  return [
    c.g / 20,
    c.ab / 75,
    c.r / 10,
    c.h / 15,
    c.doubles / 5,
    c.triples / 4,
    c.hr / 2,
    c.rbi / 10,
    c.bb / 25,
    c.so / 150,
    c.sb / 20,
    battingAverage(c) / 0.001,
    slugging(c) / 0.002,
    c.position,
  ];
}

/** The kept best of each row: `limit` scores and indexes per career, best first. */
class Best {
  readonly scores: Float64Array;
  readonly indexes: Int32Array;
  readonly counts: Int32Array;
  constructor(
    n: number,
    readonly limit: number,
  ) {
    this.scores = new Float64Array(n * limit);
    this.indexes = new Int32Array(n * limit);
    this.counts = new Int32Array(n);
  }
  offer(row: number, index: number, score: number): void {
    const base = row * this.limit;
    let count = this.counts[row];
    if (count === this.limit && score <= this.scores[base + count - 1]) return;
    if (count < this.limit) count = ++this.counts[row];
    let at = count - 1;
    while (at > 0 && this.scores[base + at - 1] < score) {
      this.scores[base + at] = this.scores[base + at - 1];
      this.indexes[base + at] = this.indexes[base + at - 1];
      at--;
    }
    this.scores[base + at] = score;
    this.indexes[base + at] = index;
  }
  lists(): Neighbour[][] {
    return Array.from(this.counts, (count, row) =>
      Array.from({ length: count }, (_, k) => ({
        index: this.indexes[row * this.limit + k],
        score: this.scores[row * this.limit + k],
      })),
    );
  }
}

/**
 * The `limit` most similar batting careers of each (itself left out), best first, equal scores in
 * index order: battingSimilarity over every pair, in plain typed arrays (the score is 1000 less the
 * distance between two careers' terms).
 */
export function mostSimilarBatters(
  careers: readonly BattingCareer[],
  limit = SIMILAR_PER_PLAYER,
): Neighbour[][] {
  const n = careers.length;
  const dims = 14;
  const terms = new Float64Array(n * dims);
  careers.forEach((c, i) => terms.set(battingTerms(c), i * dims));
  const best = new Best(n, limit);
  for (let i = 0; i < n; i++) {
    const a = i * dims;
    for (let j = i + 1; j < n; j++) {
      const b = j * dims;
      let distance = 0;
      for (let k = 0; k < dims; k++) distance += Math.abs(terms[a + k] - terms[b + k]);
      const score = 1000 - distance;
      best.offer(i, j, score);
      best.offer(j, i, score);
    }
  }
  return best.lists();
}

/**
 * The same for any score (pitchers): `score` is called once per pair. The careers are scored in
 * index order, so the lists are as mostSimilarBatters would give.
 */
export function mostSimilar<C>(
  careers: readonly C[],
  score: (a: C, b: C) => number,
  limit = SIMILAR_PER_PLAYER,
): Neighbour[][] {
  const n = careers.length;
  const best = new Best(n, limit);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const value = score(careers[i], careers[j]);
      best.offer(i, j, value);
      best.offer(j, i, value);
    }
  }
  return best.lists();
}
