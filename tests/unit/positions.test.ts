import { describe, expect, it } from "vitest";
import { primaryBaseballPosition } from "@domain/positions";

const games = (at: Record<number, number>, outfield = 0) => ({
  byNumber: Array.from({ length: 10 }, (_, i) => at[i + 1] ?? 0),
  outfield,
});

describe("primaryBaseballPosition", () => {
  it("is where he played most games", () => {
    expect(primaryBaseballPosition(games({ 1: 762 }))).toBe("Pitcher");
    expect(primaryBaseballPosition(games({ 1: 163, 7: 348, 9: 1133 }, 2241))).toBe("Right Field");
    expect(primaryBaseballPosition(games({ 10: 500, 1: 86 }))).toBe("Designated Hitter");
  });

  it("says Outfield where the source does not split the outfield", () => {
    expect(primaryBaseballPosition(games({ 3: 20 }, 300))).toBe("Outfield");
  });

  it("ties go to the lower scorer's number; no games in the field is no position", () => {
    expect(primaryBaseballPosition(games({ 4: 10, 6: 10 }))).toBe("Second Base");
    expect(primaryBaseballPosition(games({}))).toBeNull();
  });
});
