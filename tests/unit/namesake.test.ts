import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import { namesakeBirthYear, namesakeHint } from "~/lib/namesake";

describe("namesake hints", () => {
  it("reads the birth year a namesake's slug carries", () => {
    expect(namesakeBirthYear("dixie-walker-1910")).toBe(1910);
    expect(namesakeHint("dixie-walker-1910")).toBe("b. 1910");
  });

  itGives("says nothing for a unique name, a suffixed one or an id", namesakeHint, [
    ["ken-griffey-jr", null],
    ["lebron-james", null],
    ["bobby-ross-nfl", null],
    [null, null],
    ["2544", null],
  ]);
});
