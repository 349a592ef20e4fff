import { describe, expect, it } from "vitest";
import { displayedNameParts } from "@domain/display-name";

describe("displayedNameParts", () => {
  it("takes the name fans know, with a suffix after the last name", () => {
    expect(displayedNameParts("T.J. Watt", { first: "Trent", last: "Watt" })).toEqual({
      first: "T.J.",
      last: "Watt",
    });
    expect(displayedNameParts("Josh Allen", { first: "Joshua", last: "Allen" })).toEqual({
      first: "Josh",
      last: "Allen",
    });
    expect(displayedNameParts("Odell Beckham Jr.", { first: "Odell", last: "Beckham" })).toEqual({
      first: "Odell",
      last: "Beckham Jr.",
    });
    expect(displayedNameParts("Kenny Moore II", { first: "Kenny", last: "Moore" })).toEqual({
      first: "Kenny",
      last: "Moore II",
    });
    expect(displayedNameParts("Greg Van Roten", { first: "Gregory", last: "Van Roten" })).toEqual({
      first: "Greg",
      last: "Van Roten",
    });
  });
  it("keeps the legal parts where the display name does not end with the last name", () => {
    const legal = { first: "Patrick", last: "Mahomes" };
    expect(displayedNameParts("Pat Mahomes II", legal)).toEqual({ first: "Pat", last: "Mahomes II" });
    expect(displayedNameParts("Mahomes", legal)).toEqual(legal);
    expect(displayedNameParts("Patrick Smith", legal)).toEqual(legal);
    expect(displayedNameParts("", legal)).toEqual(legal);
    expect(displayedNameParts("Someone", { first: "A", last: "" })).toEqual({ first: "A", last: "" });
  });
});
