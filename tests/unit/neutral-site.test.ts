import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import { isNeutralSite, matchupText } from "@domain/neutral-site";
import { siteIsNeutral } from "../../backend/import/sources/nhl";

const game = (over: Partial<Parameters<typeof isNeutralSite>[0]>) => ({
  sport: "football",
  level: "professional",
  season: 2024,
  gameType: "regular",
  sourceSaysNeutral: false,
  ...over,
});

describe("isNeutralSite (docs/rules.md#neutral-sites)", () => {
  it("follows the source's flag (a London game, the 2024 wild-card game moved to Glendale)", () => {
    expect(isNeutralSite(game({ sourceSaysNeutral: true }))).toBe(true);
    expect(isNeutralSite(game({ gameType: "postseason", sourceSaysNeutral: true }))).toBe(true);
  });

  itGives(
    "a Super Bowl is always neutral; other NFL playoff games and pre-1966 title games are home games",
    isNeutralSite,
    [
      [game({ gameType: "championship", season: 1966 }), true],
      [game({ gameType: "postseason" }), false],
      [game({ gameType: "championship", season: 1958 }), false],
    ],
  );

  it("college title games are always neutral; earlier tournament rounds only when the source says so", () => {
    for (const sport of ["basketball", "football", "baseball", "hockey"]) {
      expect(
        isNeutralSite(game({ sport, level: "ncaa-division-i", gameType: "championship", season: 1990 })),
      ).toBe(true);
    }
    expect(
      isNeutralSite(game({ sport: "basketball", level: "ncaa-division-i", gameType: "postseason" })),
    ).toBe(false);
  });

  itGives("NBA and NHL finals are at the clubs' arenas; the NBA Cup final is in Las Vegas", isNeutralSite, [
    [game({ sport: "basketball", gameType: "championship" }), false],
    [game({ sport: "hockey", gameType: "championship" }), false],
    [game({ sport: "basketball", gameType: "cup-final" }), true],
  ]);

  it("reads A vs B at a neutral site, Away at Home otherwise", () => {
    expect(matchupText("Kansas City Chiefs", "Philadelphia Eagles", true)).toBe(
      "Kansas City Chiefs vs Philadelphia Eagles",
    );
    expect(matchupText("Kansas City Chiefs", "Philadelphia Eagles", false)).toBe(
      "Kansas City Chiefs at Philadelphia Eagles",
    );
  });
});

describe("NHL site notes", () => {
  it("abroad, or across the border from the home club, is neutral", () => {
    expect(siteIsNeutral("Prague CZ", "USA")).toBe(true);
    expect(siteIsNeutral("Düsseldorf DE", "USA")).toBe(true);
    expect(siteIsNeutral("Stockholm SE", "Canada")).toBe(true);
    // The 2022 Heritage Classic: Buffalo's game in Hamilton, Ontario (the source writes "ON Ha").
    expect(siteIsNeutral("ON Ha", "USA")).toBe(true);
  });

  itCalls("an outdoor game in the home club's own country is its home game at another venue", siteIsNeutral, [
    ["Boston MA", "USA", false],
    ["East Rutherford NJ", "USA", false],
    ["Edmonton AB", "Canada", false],
  ]);
});
