import { describe, expect, it } from "vitest";
import { parseCoaches } from "../../backend/import/sources/ncaa-mbb-coaches";

describe("parseCoaches", () => {
  it("reads each coach's name and W-L", () => {
    expect(parseCoaches("Jeff Reynolds (11-10), Dave Pilipovich (2-6)")).toEqual([
      { name: "Jeff Reynolds", wins: 11, losses: 10 },
      { name: "Dave Pilipovich", wins: 2, losses: 6 },
    ]);
    expect(parseCoaches("Dean Smith (28-6)")).toEqual([{ name: "Dean Smith", wins: 28, losses: 6 }]);
  });

  it("refuses a text it cannot read whole, never keeping part of it", () => {
    expect(() => parseCoaches("(unknown) Thompson (1-2)")).toThrow(/not read/);
    expect(() => parseCoaches("Unknown")).toThrow(/not read/);
  });
});
