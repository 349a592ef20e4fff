/**
 * What a team season calls its postseason games (domain/postseason-games.ts) and how college
 * football's bowls and playoff read in a season's result (domain/team-history.ts).
 */
import { describe, expect, it } from "vitest";
import { bowlWords, playoffGameIds, postseasonNames, type PostseasonPairing } from "@domain/postseason-games";
import { missedText, playoffResultFromGames } from "@domain/team-history";
import { itGives } from "../support/function-table";

itGives("postseasonNames", ([league, season]: [string, number]) => postseasonNames(league, season), [
  [["nba", 2023], { games: "Playoffs", playoff: null }],
  [["cbb", 1990], { games: "NCAA Tournament", playoff: null }],
  [["cfb", 2013], { games: "Bowls", playoff: null }],
  [["cfb", 2014], { games: "Bowls", playoff: "College Football Playoff" }],
]);

describe("playoffGameIds", () => {
  // 2014 season: the title game, its two semifinals (Sugar and Rose Bowls), and two other bowls.
  const OSU = 1;
  const ORE = 2;
  const BAMA = 3;
  const FSU = 4;
  const games: PostseasonPairing[] = [
    { id: 10, type: "championship", home: ORE, away: OSU },
    { id: 11, type: "postseason", home: BAMA, away: OSU },
    { id: 12, type: "postseason", home: ORE, away: FSU },
    { id: 13, type: "postseason", home: 5, away: 6 },
    { id: 14, type: "postseason", home: 7, away: 8 },
  ];

  it("takes the title game and the games of the teams its bracket reaches, no other bowl", () => {
    expect([...playoffGameIds("cfb", 2014, games)].sort()).toEqual([10, 11, 12]);
  });

  it("reaches a twelve-team bracket's first round through the winners (2024)", () => {
    const twelve: PostseasonPairing[] = [
      ...games,
      { id: 15, type: "postseason", home: OSU, away: 9 }, // first round on campus
      { id: 16, type: "postseason", home: 20, away: 21 }, // a bowl
    ];
    expect([...playoffGameIds("cfb", 2024, twelve)].sort()).toEqual([10, 11, 12, 15]);
  });

  it("names none before the playoff's first season, and none in a league without one", () => {
    expect(playoffGameIds("cfb", 2013, games).size).toBe(0);
    expect(playoffGameIds("nba", 2014, games).size).toBe(0);
  });
});

describe("college football results", () => {
  const game = (id: number, own: number, other: number, type = "postseason") => ({
    id,
    week: null,
    date: "2015-01-01",
    type,
    opponent: "Alabama Crimson Tide",
    own,
    other,
  });

  it("calls a bowl lost a bowl game, not the College Football Playoff", () => {
    expect(playoffResultFromGames("cfb", 2010, [game(1, 14, 52)])).toBe(
      "Lost bowl game to Alabama Crimson Tide 14-52",
    );
    expect(playoffResultFromGames("cfb", 2015, [game(1, 14, 52)], [], new Set([2]))).toBe(
      "Lost bowl game to Alabama Crimson Tide 14-52",
    );
  });

  it("calls a playoff game lost from the 2014 season a College Football Playoff loss", () => {
    expect(playoffResultFromGames("cfb", 2015, [game(1, 14, 52)], [], new Set([1]))).toBe(
      "Lost in College Football Playoff to Alabama Crimson Tide 14-52",
    );
  });

  it("says a season without a postseason game had no bowl game; college basketball keeps its tournament", () => {
    expect(missedText("cfb")).toBe("No bowl game");
    expect(bowlWords("cbb")).toBeNull();
    expect(missedText("cbb")).toBe("Missed NCAA Tournament");
    expect(playoffResultFromGames("cbb", 2010, [game(1, 60, 70)])).toBe(
      "Lost in NCAA Tournament to Alabama Crimson Tide 60-70",
    );
  });
});
