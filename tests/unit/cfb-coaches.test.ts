import { describe, expect, it } from "vitest";
import { parseCfbCoaches } from "../../backend/import/sources/cfb-coaches";

describe("parseCfbCoaches", () => {
  it("reads each coach's name and W-L-T, a record without ties having none", () => {
    expect(parseCfbCoaches("Mike Price (0-0), Mike Shula (4-9)")).toEqual([
      { name: "Mike Price", wins: 0, losses: 0, ties: 0 },
      { name: "Mike Shula", wins: 4, losses: 9, ties: 0 },
    ]);
    expect(parseCfbCoaches("Bear Bryant (8-1-1)")).toEqual([
      { name: "Bear Bryant", wins: 8, losses: 1, ties: 1 },
    ]);
  });

  it("refuses a text it cannot read whole, never keeping part of it", () => {
    expect(() => parseCfbCoaches("Bear Bryant (11-0), unknown")).toThrow(/not read/);
    expect(() => parseCfbCoaches("Bear Bryant 11-0")).toThrow(/not read/);
  });
});
