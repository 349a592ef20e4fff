import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import { conferenceOfTime } from "../../backend/import/sources/ncaa-baseball";
import { displayName, parseCoaches, parseRecord } from "../../backend/import/sources/ncaa-baseball-seasons";

describe("college baseball team histories", () => {
  itGives("reads W-L and W-L-T records, nothing else", parseRecord, [
    ["52-17", { wins: 52, losses: 17, ties: 0 }],
    ["18-5-1", { wins: 18, losses: 5, ties: 1 }],
    ["", null],
    ["n/a", null],
  ]);

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

  itCalls("names conferences as they were called that season", conferenceOfTime, [
    [823, "AAC", 2013, "Big East"],
    [823, "AAC", 2014, "AAC"],
    [905, "Pac-12", 2011, "Pac-10"],
    [905, "Pac-12", 2012, "Pac-12"],
    [911, "Southeastern", 2012, "Southeastern"],
  ]);
});
