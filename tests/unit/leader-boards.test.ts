/**
 * Ranking a leader board (backend/import/steps/leader-boards.ts): the bounded selection keeps
 * exactly the rows a full sort would, ties share a rank, and the order breaks ties by the earlier
 * first season, then the player id.
 */
import { describe, expect, it } from "vitest";
import { rankEntries, selectBest, type ValuedEntry } from "../../backend/import/steps/leader-boards";

function entry(playerId: number, value: number, first = 2000): ValuedEntry {
  return { playerId, value, basis: null, season: null, teamId: null, teamName: null, first, last: first };
}

/** A fixed pseudo-random sequence, so a failure repeats. */
function numbers(seed: number, n: number): number[] {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x;
  });
}

describe("selectBest", () => {
  it("keeps the same items as sorting everything and slicing, for any limit", () => {
    const items = numbers(7, 2000).map((n) => n % 500);
    const byValue = (a: number, b: number) => a - b;
    for (const limit of [0, 1, 5, 250, 1999, 2000, 5000]) {
      expect(selectBest(items, limit, byValue).sort(byValue)).toEqual(
        [...items].sort(byValue).slice(0, limit),
      );
    }
  });
});

describe("rankEntries", () => {
  it("ranks the best values first, ties sharing a rank, earlier first season then player id breaking the order", () => {
    const ranked = rankEntries(
      [entry(4, 30, 2001), entry(3, 40), entry(2, 30, 1999), entry(1, 30, 2001), entry(5, 10)],
      false,
      4,
    );
    expect(ranked.map((r) => [r.playerId, r.rank])).toEqual([
      [3, 1],
      [2, 2],
      [1, 2],
      [4, 2],
    ]);
  });

  it("ascending boards (an ERA) put the lowest value first", () => {
    expect(
      rankEntries([entry(1, 3.1), entry(2, 1.9), entry(3, 2.5)], true, 2).map((r) => r.playerId),
    ).toEqual([2, 3]);
  });

  it("cuts a board of many entries exactly where a full sort would", () => {
    const values = numbers(11, 5000);
    const entries = values.map((v, i) => entry(i + 1, v % 97, 1900 + (v % 120)));
    const full = [...entries]
      .sort((a, b) => b.value - a.value || a.first - b.first || a.playerId - b.playerId)
      .slice(0, 250);
    expect(rankEntries(entries, false, 250).map((r) => r.playerId)).toEqual(full.map((r) => r.playerId));
  });
});
