import { describe, expect, it } from "vitest";
import {
  averagePositionValue,
  battingSimilarity,
  isReliever,
  mostSimilar,
  mostSimilarBatters,
  pitchingSimilarity,
  POSITION_VALUES,
  type BattingCareer,
  type PitchingCareer,
} from "@domain/similarity";

const batter = (v: Partial<BattingCareer> = {}): BattingCareer => ({
  g: 1000,
  ab: 3500,
  r: 500,
  h: 1000,
  doubles: 200,
  triples: 30,
  hr: 100,
  rbi: 450,
  bb: 300,
  so: 500,
  sb: 50,
  position: POSITION_VALUES.OF,
  ...v,
});

const pitcher = (v: Partial<PitchingCareer> = {}): PitchingCareer => ({
  w: 100,
  l: 80,
  g: 300,
  gs: 250,
  cg: 50,
  ipOuts: 5400,
  h: 1700,
  er: 700,
  bb: 500,
  so: 1100,
  sho: 10,
  sv: 5,
  throws: "R",
  ...v,
});

describe("batting similarity (Bill James, as Baseball-Reference publishes it)", () => {
  it("identical careers at one position score 1000", () => {
    expect(battingSimilarity(batter(), batter())).toBe(1000);
  });
  it("loses one point per 20 games, per 150 strikeouts, per 20 stolen bases, in fractions", () => {
    expect(battingSimilarity(batter(), batter({ g: 1040 }))).toBeCloseTo(998, 9);
    expect(battingSimilarity(batter(), batter({ so: 800 }))).toBeCloseTo(998, 9);
    expect(battingSimilarity(batter(), batter({ sb: 80 }))).toBeCloseTo(998.5, 9);
  });
  it("a catcher and a shortstop with the same figures are 240 - 168 = 72 points apart", () => {
    const c = batter({ position: POSITION_VALUES.C });
    const ss = batter({ position: POSITION_VALUES.SS });
    expect(battingSimilarity(c, ss)).toBeCloseTo(928, 9);
  });
  it("two more home runs cost a point for the count and the slugging difference they make", () => {
    // 2 HR: 1 point; slugging (6 more total bases over 3500 AB = .001714): 0.857 points.
    expect(battingSimilarity(batter(), batter({ hr: 102 }))).toBeCloseTo(1000 - 1 - 6 / 3500 / 0.002, 9);
  });
  it("worked example: Hank Aaron and Willie Mays's career totals", () => {
    const aaron = batter({
      g: 3298,
      ab: 12364,
      r: 2174,
      h: 3771,
      doubles: 624,
      triples: 98,
      hr: 755,
      rbi: 2297,
      bb: 1402,
      so: 1383,
      sb: 240,
    });
    const mays = batter({
      g: 2992,
      ab: 10881,
      r: 2062,
      h: 3283,
      doubles: 523,
      triples: 140,
      hr: 660,
      rbi: 1903,
      bb: 1464,
      so: 1526,
      sb: 338,
    });
    // Points per category: G 306/20, AB 1483/75, R 112/10, H 488/15, 2B 101/5, 3B 42/4, HR 95/2,
    // RBI 394/10, BB 62/25, SO 143/150, SB 98/20; BA .30500-.30172, SLG .55451-.55739; both outfield.
    const counts = 15.3 + 19.7733 + 11.2 + 32.5333 + 20.2 + 10.5 + 47.5 + 39.4 + 2.48 + 0.9533 + 4.9;
    const ba = (3771 / 12364 - 3283 / 10881) / 0.001;
    const slg = ((3771 + 624 + 196 + 2265) / 12364 - (3283 + 523 + 280 + 1980) / 10881) / 0.002;
    expect(battingSimilarity(aaron, mays)).toBeCloseTo(1000 - counts - ba - Math.abs(slg), 3);
    expect(Math.round(battingSimilarity(aaron, mays))).toBe(790);
  });
});

describe("pitching similarity", () => {
  it("identical careers score 1000; a different throwing hand costs 10, 25 between relievers", () => {
    expect(pitchingSimilarity(pitcher(), pitcher())).toBe(1000);
    expect(pitchingSimilarity(pitcher(), pitcher({ throws: "L" }))).toBe(990);
    const reliever = { g: 600, gs: 0, ipOuts: 2400, cg: 0 };
    expect(isReliever(pitcher(reliever))).toBe(true);
    expect(pitchingSimilarity(pitcher(reliever), pitcher({ ...reliever, throws: "L" }))).toBe(975);
    expect(pitchingSimilarity(pitcher(), pitcher({ throws: null }))).toBe(1000);
  });
  it("a reliever has more relief appearances than starts and under 4 innings per appearance", () => {
    expect(isReliever(pitcher())).toBe(false);
    // 600 games, 100 starts, 2,400 innings: 4 innings per game is not under 4.
    expect(isReliever(pitcher({ g: 600, gs: 100, ipOuts: 7200 }))).toBe(false);
  });
  it("one point per win, per 2 losses, per 50 innings, per 3 saves", () => {
    expect(pitchingSimilarity(pitcher(), pitcher({ sv: 11 }))).toBeCloseTo(1000 - 2, 9);
    expect(
      pitchingSimilarity(pitcher(), pitcher({ ipOuts: 5400 + 300, er: 700 * (5700 / 5400) })),
    ).toBeCloseTo(998, 9);
    // 4 more losses: 2 points, and winning pct .5556 -> .5435 (6.05 points, under 1.5 x 2 = 3: capped at 3).
    expect(pitchingSimilarity(pitcher(), pitcher({ l: 84 }))).toBeCloseTo(1000 - 2 - 3, 9);
  });
  it("ERA and winning percentage cost at most 100 points each", () => {
    const a = pitcher({ w: 100, l: 0, er: 0 });
    const b = pitcher({ w: 0, l: 100, er: 1200 });
    // W 100 + L 50 = 150; pct 1.000 vs .000: 500 -> 100; ERA 0 vs 6.00: 300 -> 100.
    expect(pitchingSimilarity(a, b)).toBeCloseTo(1000 - 150 - 100 - 100, 9);
  });
});

describe("position value and ranking", () => {
  it("averages each season's primary position by its games (Ernie Banks: shortstop, then first base)", () => {
    expect(averagePositionValue([{ SS: 150, "3B": 5 }, { "1B": 150 }])).toBe((168 + 12) / 2);
    expect(averagePositionValue([{ C: 100 }, { DH: 50, "1B": 10 }])).toBeCloseTo((240 * 100) / 150, 9);
    expect(averagePositionValue([{}])).toBeNull();
  });
  it("lists the most similar careers best first, leaving the player himself out", () => {
    const careers = [batter(), batter({ hr: 110 }), batter({ hr: 101 }), batter({ hr: 150 })];
    const best = mostSimilar(careers, battingSimilarity, 2);
    expect(best[0].map((n) => n.index)).toEqual([2, 1]);
    expect(best[3].map((n) => n.index)).toEqual([1, 2]);
    expect(best[0][0].score).toBeGreaterThan(best[0][1].score);
  });
  it("the typed-array ranking of batters is the pairwise score's ranking", () => {
    let seed = 7;
    const rand = (max: number) => (seed = (seed * 16807) % 2147483647) % max;
    const careers = Array.from({ length: 60 }, () =>
      batter({
        g: 500 + rand(2500),
        ab: 2000 + rand(9000),
        h: 500 + rand(2500),
        hr: rand(700),
        sb: rand(500),
      }),
    );
    const slow = mostSimilar(careers, battingSimilarity);
    const fast = mostSimilarBatters(careers);
    expect(fast.map((l) => l.map((n) => n.index))).toEqual(slow.map((l) => l.map((n) => n.index)));
    fast.forEach((l, i) => l.forEach((n, k) => expect(n.score).toBeCloseTo(slow[i][k].score, 6)));
  });
});
