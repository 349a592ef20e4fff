import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import {
  foldText,
  matchedAlias,
  nameMatches,
  searchPhrase,
  searchTokens,
  SEARCH_MAX_TOKENS,
} from "@domain/search";
import { ftsQuery, tsQuery } from "../../backend/db/search";
import { keysOf, bodyOf, playerFame } from "../../backend/import/steps/search-index";

describe("foldText", () => {
  itGives("drops case, accents and apostrophes; other punctuation is a space", foldText, [
    ["Luka Dončić", "luka doncic"],
    ["DONČIĆ", "doncic"],
    ["Jaromír Jágr", "jaromir jagr"],
    ["Shaquille O'Neal", "shaquille oneal"],
    ["Amazin’s", "amazins"],
    ["Ståle Ødegård Łukasz Straße", "stale odegard lukasz strasse"],
    ["St. Louis Blues", "st louis blues"],
    ["D-backs", "d backs"],
    ["  %_*()  ", ""],
  ]);
});

describe("searchTokens", () => {
  itGives("folds, de-duplicates and caps the words", searchTokens, [
    ["Quebec  Nordiques", ["quebec", "nordiques"]],
    ["new new york", ["new", "york"]],
    ["\"'()*", []],
  ]);
  it("folds, de-duplicates and caps the words", () => {
    expect(searchTokens("a b c d e f g h")).toHaveLength(SEARCH_MAX_TOKENS);
    expect(searchPhrase("2023-24 NBA")).toBe("2023 24 nba");
  });
});

describe("index query syntax", () => {
  it("prefix-matches words of two letters or more, quoted for FTS5", () => {
    expect(ftsQuery(["wayne", "gre"])).toBe('"wayne"* "gre"*');
    expect(ftsQuery(["j", "smith"])).toBe('"j" "smith"*');
    expect(tsQuery(["wayne", "g"])).toBe("wayne:* & g");
  });
});

describe("matchedAlias", () => {
  const aliases = [
    { name: "Quebec Nordiques", first_year: 1972, last_year: 1994 },
    { name: "Avs", first_year: null, last_year: null },
  ];
  it("names the former name or nickname that matched", () => {
    expect(matchedAlias("Colorado Avalanche", aliases, "quebec")).toEqual(aliases[0]);
    expect(matchedAlias("Colorado Avalanche", aliases, "AVS")).toEqual(aliases[1]);
  });
  it("is null when the name itself matches", () => {
    expect(matchedAlias("Colorado Avalanche", aliases, "colorado av")).toBeNull();
    expect(matchedAlias("Colorado Avalanche", aliases, "")).toBeNull();
  });
  it("matches words by prefix, one-letter words whole", () => {
    expect(nameMatches("Wayne Gretzky", ["wayne", "gre"])).toBe(true);
    expect(nameMatches("Wayne Gretzky", ["w"])).toBe(false);
  });
});

describe("search documents", () => {
  it("keys are folded whole names between bars; body is folded words", () => {
    expect(keysOf(["New York Yankees", "Yankees", null, "Yanks", "yanks"])).toBe(
      "|new york yankees|yankees|yanks|",
    );
    expect(keysOf([])).toBe("||");
    expect(bodyOf(["Montréal", null, "QC"])).toBe("montreal qc");
  });
  it("fame weighs titles and all-star selections above games", () => {
    const star = playerFame({ championships_won: 6, all_star_selections: 14, career_stats: null });
    const journeyman = playerFame({
      championships_won: 0,
      all_star_selections: 0,
      career_stats: JSON.stringify({ games_played: 1500, seasons_played: 15 }),
    });
    expect(star).toBeGreaterThan(journeyman);
    expect(playerFame({ championships_won: 0, all_star_selections: 0, career_stats: "{bad json" })).toBe(0);
  });
});
