import { describe, expect, it } from "vitest";
import { assignSlugs, splitName, stintsOf, type PersonDraft } from "../../backend/import/sources/people";

const person = (key: string, first: string, last: string, birth_year: number | null): PersonDraft => ({
  key,
  first_name: first,
  last_name: last,
  birth_year,
  birth_date: null,
  birth_city: null,
  birth_state: null,
  birth_country: null,
  college: null,
  height_inches: null,
  weight_pounds: null,
});

describe("people slugs", () => {
  it("uses the name when unique, else the birth year, else the source id", () => {
    const people = [
      person("lahman:ruthba01", "Babe", "Ruth", 1895),
      person("lahman:smithjo01", "John", "Smith", 1950),
      person("lahman:smithjo02", "John", "Smith", 1960),
      person("lahman:smithjo03", "John", "Smith", 1960),
      person("bbref:jokicni01", "Nikola", "Jokić", 1995),
    ];
    const slugs = assignSlugs(people);
    expect(slugs.get("lahman:ruthba01")).toBe("babe-ruth");
    expect(slugs.get("lahman:smithjo01")).toBe("john-smith-1950");
    expect(slugs.get("lahman:smithjo02")).toBe("john-smith-smithjo02");
    expect(slugs.get("lahman:smithjo03")).toBe("john-smith-smithjo03");
    expect(slugs.get("bbref:jokicni01")).toBe("nikola-jokic");
    expect(new Set(slugs.values()).size).toBe(people.length);
  });

  it("does not depend on the order of the people", () => {
    const people = [
      person("a:1", "Mike", "Smith", 1970),
      person("b:2", "Mike", "Smith", 1980),
      person("c:3", "Ann", "Lee", null),
    ];
    expect(assignSlugs(people)).toEqual(assignSlugs([...people].reverse()));
  });

  it("splits names, keeping suffixes with the last name", () => {
    expect(splitName("LeBron James")).toEqual({ first_name: "LeBron", last_name: "James" });
    expect(splitName("Ken Griffey Jr.")).toEqual({ first_name: "Ken", last_name: "Griffey Jr." });
    expect(splitName("Shai Gilgeous-Alexander")).toEqual({
      first_name: "Shai",
      last_name: "Gilgeous-Alexander",
    });
  });

  it("groups consecutive seasons with a team into stints", () => {
    const stints = stintsOf([
      { season: 1999, team_id: 1, team_name: "Philadelphia Eagles" },
      { season: 2000, team_id: 1, team_name: "Philadelphia Eagles" },
      { season: 2013, team_id: 2, team_name: "Kansas City Chiefs" },
      { season: 2014, team_id: 2, team_name: "Kansas City Chiefs" },
      { season: 2016, team_id: 2, team_name: "Kansas City Chiefs" },
    ]);
    expect(stints).toEqual([
      { team_id: 1, team_name: "Philadelphia Eagles", start_year: 1999, end_year: 2000 },
      { team_id: 2, team_name: "Kansas City Chiefs", start_year: 2013, end_year: 2014 },
      { team_id: 2, team_name: "Kansas City Chiefs", start_year: 2016, end_year: 2016 },
    ]);
  });
});
