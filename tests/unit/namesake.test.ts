import { describe, expect, it } from "vitest";
import { namesakeBirthYear, namesakeHint } from "~/lib/namesake";

describe("namesake hints", () => {
  it("reads the birth year a namesake's slug carries", () => {
    expect(namesakeBirthYear("dixie-walker-1910")).toBe(1910);
    expect(namesakeHint("dixie-walker-1910")).toBe("b. 1910");
  });

  it("says nothing for a unique name, a suffixed one or an id", () => {
    expect(namesakeHint("ken-griffey-jr")).toBeNull();
    expect(namesakeHint("lebron-james")).toBeNull();
    expect(namesakeHint("bobby-ross-nfl")).toBeNull();
    expect(namesakeHint(null)).toBeNull();
    expect(namesakeHint("2544")).toBeNull();
  });
});
