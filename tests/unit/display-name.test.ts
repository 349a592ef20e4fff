import { describe, expect, it } from "vitest";
import { displayedNameParts } from "@domain/display-name";

describe("displayedNameParts", () => {
  it.each([
    ["T.J. Watt", { first: "Trent", last: "Watt" }, { first: "T.J.", last: "Watt" }],
    ["Josh Allen", { first: "Joshua", last: "Allen" }, { first: "Josh", last: "Allen" }],
    ["Odell Beckham Jr.", { first: "Odell", last: "Beckham" }, { first: "Odell", last: "Beckham Jr." }],
    ["Kenny Moore II", { first: "Kenny", last: "Moore" }, { first: "Kenny", last: "Moore II" }],
    ["Greg Van Roten", { first: "Gregory", last: "Van Roten" }, { first: "Greg", last: "Van Roten" }],
  ])("takes the name fans know, with a suffix after the last name: %s", (display, legal, expected) => {
    expect(displayedNameParts(display, legal)).toEqual(expected);
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
