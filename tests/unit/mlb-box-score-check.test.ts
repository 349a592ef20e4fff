import { describe, expect, it } from "vitest";
import { boxScoreDisagreements } from "../../backend/import/sources/mlb-box-scores";
import type { BatterLine } from "@domain/retrosheet-events";

const batter = (over: Partial<BatterLine>): BatterLine => ({
  retroId: "x",
  name: "X",
  slot: 1,
  positions: "cf",
  ab: 4,
  r: 1,
  h: 2,
  rbi: 0,
  bb: 1,
  so: 1,
  doubles: 0,
  triples: 0,
  hr: 1,
  sb: 0,
  ...over,
});
const game = {
  runs: { away: 1, home: 0 },
  lineScore: { away: [0, 1], home: [0, 0] },
  batting: { away: [batter({})], home: [batter({ r: 0, h: 0, hr: 0, bb: 0 })] },
};
const row = { away_score: 1, home_score: 0, line_score: JSON.stringify({ away: [0, 1], home: [0, null] }) };
const log = { away: { ab: 4, h: 2, hr: 1, bb: 1, so: 1 }, home: { ab: 4, h: 0, hr: 0, bb: 0, so: 1 } };

describe("the box-score check of the build", () => {
  it("passes a box score that agrees with the game row and the game log", () => {
    expect(boxScoreDisagreements(game, row, log).size).toBe(0);
  });
  it("names the runs when the final score differs", () => {
    const bad = boxScoreDisagreements(game, { ...row, away_score: 2 }, log);
    expect(bad.get("runs")).toBe(
      "away runs 1 in the box score, 1 in its line score, 1 in the game's line score, final score 2",
    );
  });
  it("names each figure that differs from the game log, and skips a club the log has no totals for", () => {
    const bad = boxScoreDisagreements(game, row, { away: { ...log.away, ab: 5, so: 2 }, home: null });
    expect([...bad.keys()]).toEqual(["ab", "so"]);
    expect(bad.get("ab")).toBe("away AB 4 in the box score, 5 in the game log");
  });
});
