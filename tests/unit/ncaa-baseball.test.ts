import { describe, expect, it } from "vitest";
import { conferenceOfTime } from "../../backend/import/sources/ncaa-baseball";
import { displayName, parseCoaches, parseRecord } from "../../backend/import/sources/ncaa-baseball-seasons";

describe("college baseball team histories", () => {
  it("reads W-L and W-L-T records, nothing else", () => {
    expect(parseRecord("52-17")).toEqual({ wins: 52, losses: 17, ties: 0 });
    expect(parseRecord("18-5-1")).toEqual({ wins: 18, losses: 5, ties: 1 });
    expect(parseRecord("")).toBeNull();
    expect(parseRecord("n/a")).toBeNull();
  });

  it("gives each coach of an in-season change his own record", () => {
    const field =
      "Danny Roberts(1-6)\r\n               \r\n               -\r\n               Joe Sottolano(23-14-1)";
    expect(parseCoaches(field)).toEqual([
      { name: "Danny Roberts", record: { wins: 1, losses: 6, ties: 0 } },
      { name: "Joe Sottolano", record: { wins: 23, losses: 14, ties: 1 } },
    ]);
    expect(parseCoaches("Skip Bertman")).toEqual([{ name: "Skip Bertman", record: null }]);
    expect(parseCoaches("")).toEqual([]);
  });

  it("names a coach by the name in quotes and his surname", () => {
    expect(displayName('Raoul M. "Rod" Dedeaux')).toBe("Rod Dedeaux");
    expect(displayName("Skip Bertman")).toBe("Skip Bertman");
  });

  it("names conferences as they were called that season", () => {
    expect(conferenceOfTime(823, "AAC", 2013)).toBe("Big East");
    expect(conferenceOfTime(823, "AAC", 2014)).toBe("AAC");
    expect(conferenceOfTime(905, "Pac-12", 2011)).toBe("Pac-10");
    expect(conferenceOfTime(905, "Pac-12", 2012)).toBe("Pac-12");
    expect(conferenceOfTime(911, "Southeastern", 2012)).toBe("Southeastern");
  });
});
