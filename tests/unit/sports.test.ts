import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import { levelSlugFor, SPORT_NAMES, SPORTS, sportRank } from "@domain/sports";

describe("the sports list", () => {
  it("is in the fixed display order with a name for each", () => {
    expect([...SPORTS]).toEqual(["football", "basketball", "baseball", "hockey"]);
    expect(SPORTS.map((s) => SPORT_NAMES[s])).toEqual(["Football", "Basketball", "Baseball", "Hockey"]);
  });
});

describe("levelSlugFor: a site's level as the API's level filter", () => {
  it("maps a college site to Division I and a professional site to professional", () => {
    expect(levelSlugFor("college")).toBe("ncaa-division-i");
    expect(levelSlugFor("professional")).toBe("professional");
  });
  it("adds no filter on the hub (no level)", () => {
    expect(levelSlugFor(null)).toBeUndefined();
    expect(levelSlugFor(undefined)).toBeUndefined();
  });
});

describe("sportRank: position of a sport in the fixed order", () => {
  it("ranks the known sports in order", () => {
    expect(SPORTS.map(sportRank)).toEqual([0, 1, 2, 3]);
  });
  itGives("sorts unknown, empty and missing sports last", sportRank, [
    ["curling", 4],
    ["", 4],
    [null, 4],
    [undefined, 4],
    ["Football", 4],
  ]);
  it("sorts a mixed list", () => {
    const list = ["hockey", "golf", "football", "baseball"];
    expect([...list].sort((a, b) => sportRank(a) - sportRank(b))).toEqual([
      "football",
      "baseball",
      "hockey",
      "golf",
    ]);
  });
});
