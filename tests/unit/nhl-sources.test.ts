/**
 * The NHL goalie-win check of /data-quality: a club-season's goalie wins against the games it won,
 * every difference named (a club whose goalies hold no line counts as zero wins).
 */
import { describe, expect, it } from "vitest";
import { goalieWinDifferences } from "../../backend/import/quality/nhl-sources";

const row = (season: number, teamId: number, wins: number, name = "") => ({ season, teamId, name, wins });

describe("NHL goalie wins against the games", () => {
  it("passes club-seasons whose goalie wins equal the games won and names the others with both counts", () => {
    const games = [
      row(2018, 1, 39, "Tampa Bay Lightning"),
      row(2018, 2, 62, "Winnipeg Jets"),
      row(2019, 1, 43, "Tampa Bay Lightning"),
    ];
    const goalies = [row(2018, 1, 39), row(2018, 2, 61)];
    expect(goalieWinDifferences(games, goalies)).toEqual({
      total: 3,
      differing: [
        "Winnipeg Jets 2018-19: games 62 wins, goalies 61",
        "Tampa Bay Lightning 2019-20: games 43 wins, goalies 0",
      ],
    });
  });

  it("finds nothing to report when every club-season agrees", () => {
    expect(goalieWinDifferences([row(2009, 5, 47)], [row(2009, 5, 47), row(2009, 6, 3)])).toEqual({
      total: 1,
      differing: [],
    });
  });
});
