import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import { primaryBaseballPosition } from "@domain/positions";

const games = (at: Record<number, number>, outfield = 0) => ({
  byNumber: Array.from({ length: 10 }, (_, i) => at[i + 1] ?? 0),
  outfield,
});

describe("primaryBaseballPosition", () => {
  itGives("is where he played most games", primaryBaseballPosition, [
    [games({ 1: 762 }), "Pitcher"],
    [games({ 1: 163, 7: 348, 9: 1133 }, 2241), "Right Field"],
    [games({ 10: 500, 1: 86 }), "Designated Hitter"],
  ]);

  it("says Outfield where the source does not split the outfield", () => {
    expect(primaryBaseballPosition(games({ 3: 20 }, 300))).toBe("Outfield");
  });

  it("ties go to the lower scorer's number; no games in the field is no position", () => {
    expect(primaryBaseballPosition(games({ 4: 10, 6: 10 }))).toBe("Second Base");
    expect(primaryBaseballPosition(games({}))).toBeNull();
  });
});
