/**
 * The pure parts of the college basketball game lists (backend/import/sources/ncaa-mbb-days.ts and
 * ncaa-mbb-games.ts): a game of an undated list takes the March Mania day of its winner and loser,
 * by the list's order where the same teams meet twice, never a guessed one; the two lists of a
 * season merge into one game per game, a score disagreement named, never counted twice.
 */
import { describe, expect, it } from "vitest";
import { daysByPair, joinDays } from "../../backend/import/sources/ncaa-mbb-days";
import { mergeLists, type ListedGame } from "../../backend/import/sources/ncaa-mbb-games";

const game = (w: string, l: string, ws: number, ls: number, home = w): ListedGame => ({
  key: `${w}:${l}`,
  w,
  l,
  ws,
  ls,
  home,
  away: home === w ? l : w,
  neutral: null,
  ot: null,
});

describe("joinDays", () => {
  const days = daysByPair([
    { winner: "A", loser: "B", day: 10 },
    { winner: "C", loser: "D", day: 20 },
    { winner: "A", loser: "B", day: 40 },
    { winner: "E", loser: "F", day: 30 },
    { winner: "G", loser: "H", day: 50 },
  ]);

  it("dates a pair met once directly and a pair met twice by the list's date order", () => {
    const list = [game("A", "B", 70, 60), game("C", "D", 1, 0), game("A", "B", 80, 60)];
    expect(joinDays(list, days, true).days).toEqual([10, 20, 40]);
  });

  it("gives a list that lacks one of two meetings the day between its neighbours, not the first", () => {
    // The list has only the second A-B game: after E-F (day 30), before G-H (day 50).
    const list = [game("C", "D", 1, 0), game("E", "F", 1, 0), game("A", "B", 80, 60), game("G", "H", 1, 0)];
    expect(joinDays(list, days, true).days).toEqual([20, 30, 40, 50]);
  });

  it("leaves a game undated when no day of its winner and loser is left", () => {
    const list = [game("B", "A", 70, 60), game("X", "Y", 1, 0)];
    expect(joinDays(list, days, true).days).toEqual([null, null]);
  });

  it("an unordered list takes days only where they are certain (one left, or the day's city)", () => {
    const taken = new Map([["A:B", new Set([10])]]);
    expect(joinDays([game("A", "B", 1, 0)], days, false, taken).days).toEqual([40]);
    // Two days, one game, nothing to tell them apart: undated.
    expect(joinDays([game("A", "B", 1, 0)], days, false).days).toEqual([null]);
    // Two games and two days: never by the list's order ...
    const two = [game("A", "B", 1, 0, "B"), game("A", "B", 2, 0, "A")];
    expect(joinDays(two, days, false).days).toEqual([null, null]);
    // ... but by the city: day 10 was in A's city, day 40 in B's; the first game is at B.
    const city = new Map([
      [10, "A"],
      [40, "B"],
    ]);
    const fits = (i: number, day: number) => city.get(day) === two[i].home;
    expect(joinDays(two, days, false, new Map(), fits)).toEqual({ days: [40, 10], byCity: 2 });
  });
});

describe("mergeLists", () => {
  it("one game for a game in both lists, with ESPN's sides; games of one list kept and named", () => {
    const sport = [game("A", "B", 88, 72, "B"), game("C", "D", 60, 50)];
    const espn = [{ ...game("A", "B", 88, 72, "B"), neutral: false, ot: "OT" }, game("E", "F", 70, 69)];
    const merged = mergeLists(sport, espn);
    expect(merged.map((m) => [m.source, m.game.key, m.game.ot])).toEqual([
      ["sportsref+espn", "A:B", "OT"],
      ["espn", "E:F", null],
      ["sportsref", "C:D", null],
    ]);
  });

  it("two games of the same teams with other scores are one game, ESPN's, Sports-Reference's named", () => {
    const merged = mergeLists([game("A", "B", 77, 70)], [game("B", "A", 71, 70)]);
    expect(merged).toHaveLength(1);
    expect(merged[0].game).toMatchObject({ w: "B", ws: 71 });
    expect(merged[0].other).toMatchObject({ w: "A", ws: 77, ls: 70 });
  });

  it("the k-th game of a pair with the same scores matches the k-th of the other list", () => {
    const merged = mergeLists(
      [game("A", "B", 70, 60), game("A", "B", 70, 60)],
      [game("A", "B", 70, 60), game("A", "B", 70, 60)],
    );
    expect(merged.map((m) => m.source)).toEqual(["sportsref+espn", "sportsref+espn"]);
  });
});
