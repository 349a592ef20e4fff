import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import { parseLineScore } from "../../domain/line-score";
import { markPlayoffsByCount } from "../../backend/import/sources/nba-history";
import { winsNeededFor } from "../../backend/import/title-from-games";
import { durationText, extraInnings } from "../../app/lib/game-history";

describe("Retrosheet line scores", () => {
  it("reads runs by inning, a ten-run inning in parentheses and an x for an inning not batted", () => {
    expect(parseLineScore("010000(10)0x")).toEqual([0, 1, 0, 0, 0, 0, 10, 0, null]);
    expect(parseLineScore("000000000001")).toHaveLength(12);
    expect(parseLineScore("")).toEqual([]);
  });
});

describe("NBA playoffs told apart by the season's game count", () => {
  it("marks the games after the 1,230th as postseason", () => {
    const games = [
      ...Array.from({ length: 1230 }, (_, i) => ({
        date: `2016-0${1 + Math.floor(i / 400)}-01`,
        gameType: "regular" as "regular" | "postseason",
      })),
      { date: "2016-06-19", gameType: "regular" as "regular" | "postseason" },
    ];
    expect(markPlayoffsByCount(games)).toBe(true);
    expect(games.filter((g) => g.gameType === "postseason")).toHaveLength(1);
  });
  it("refuses when the last regular-season day is also a playoff day", () => {
    const games = Array.from({ length: 4 }, () => ({
      date: "2016-04-13",
      gameType: "regular" as "regular" | "postseason",
    }));
    expect(markPlayoffsByCount(games, 3)).toBe(false);
  });
});

describe("World Series length", () => {
  itCalls(
    "takes five wins in the best-of-nine years and four otherwise",
    (a: Parameters<typeof winsNeededFor>[2]) => winsNeededFor("baseball", "professional", a),
    [
      [1903, 5],
      [1919, 5],
      [2004, 4],
    ],
  );
});

describe("game-log facts as shown", () => {
  it("says a game's length as h:mm and extra innings past nine", () => {
    expect(durationText(185)).toBe("3:05");
    expect(durationText(null)).toBeNull();
    const sport = { id: 1, slug: "baseball", name: "Baseball", abbreviation: "MLB" };
    expect(extraInnings({ status: "final", period: "10", sport } as never)).toBe(10);
    expect(extraInnings({ status: "final", period: "9", sport } as never)).toBeNull();
  });
});
