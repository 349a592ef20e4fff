import { describe, expect, it } from "vitest";
import { namesakeSuffixes, type NamedPerson } from "@domain/namesake-suffix";

const person = (id: string, first: string, last: string, given: string): NamedPerson => ({
  id,
  first,
  last,
  given,
});
const people = (...list: NamedPerson[]) => new Map(list.map((p) => [p.id, p]));

describe("namesakeSuffixes", () => {
  it("names a father Sr. and his son of the same names Jr.", () => {
    const { suffixes } = namesakeSuffixes(
      people(
        person("griffk001", "Ken", "Griffey", "George Kenneth"),
        person("griffk002", "Ken", "Griffey", "George Kenneth"),
      ),
      [{ elder: "griffk001", relation: "Father", younger: "griffk002" }],
    );
    expect(Object.fromEntries(suffixes)).toEqual({ griffk001: "Sr.", griffk002: "Jr." });
  });

  it("accepts a son whose given names continue his father's (Fernando, Fernando Gabriel)", () => {
    const { suffixes } = namesakeSuffixes(
      people(
        person("a", "Fernando", "Tatis", "Fernando"),
        person("b", "Fernando", "Tatis", "Fernando Gabriel"),
      ),
      [{ elder: "a", relation: "Father", younger: "b" }],
    );
    expect(suffixes.get("b")).toBe("Jr.");
  });

  it("leaves apart by years a son of other given names, and says so", () => {
    const { suffixes, unsuffixed } = namesakeSuffixes(
      people(person("a", "Dixie", "Walker", "Ewart Gladstone"), person("b", "Dixie", "Walker", "Fred")),
      [{ elder: "a", relation: "Father", younger: "b" }],
    );
    expect(suffixes.size).toBe(0);
    expect(unsuffixed).toHaveLength(1);
  });

  it("ignores other relations and differently named fathers", () => {
    const { suffixes } = namesakeSuffixes(
      people(
        person("a", "Bill", "Hallman", "William"),
        person("b", "Bill", "Hallman", "William"),
        person("c", "Bob", "Hallman", "William"),
      ),
      [
        { elder: "a", relation: "Uncle", younger: "b" },
        { elder: "c", relation: "Father", younger: "b" },
      ],
    );
    expect(suffixes.size).toBe(0);
  });

  it("gives no suffix to a man who is both a son and a father of the name", () => {
    const p = people(
      person("a", "Al", "Lee", "Al"),
      person("b", "Al", "Lee", "Al"),
      person("c", "Al", "Lee", "Al"),
    );
    const { suffixes, unsuffixed } = namesakeSuffixes(p, [
      { elder: "a", relation: "Father", younger: "b" },
      { elder: "b", relation: "Father", younger: "c" },
    ]);
    expect(Object.fromEntries(suffixes)).toEqual({ a: "Sr.", c: "Jr." });
    expect(unsuffixed[0]).toContain("(b)");
  });
});
