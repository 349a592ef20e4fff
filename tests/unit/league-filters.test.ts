import { describe, expect, it } from "vitest";
import { leagueFilter, QUICK_FILTERS } from "~/lib/seasons";

describe("league filters from the league registry", () => {
  it("gives the hub's eight Quick Filters, NFL ... CHK, their sport and level (spec)", () => {
    expect(QUICK_FILTERS.map((q) => `${q.label} ${q.sport} ${q.level}`)).toEqual([
      "NFL football professional",
      "NBA basketball professional",
      "MLB baseball professional",
      "NHL hockey professional",
      "CFB football ncaa-division-i",
      "CBB basketball ncaa-division-i",
      "CBS baseball ncaa-division-i",
      "CHK hockey ncaa-division-i",
    ]);
  });

  it("names a college league's level as Division I, the level the API filters on", () => {
    expect(leagueFilter("cfb")).toEqual({ sport: "football", level: "ncaa-division-i" });
  });
});
