import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import { cfbSchoolOf, cfbSeasonOfDate, conferenceBySeason } from "../../backend/import/sources/cfb-names";
import { cfbConferenceTitleGames, type SeasonGame } from "../../backend/import/sources/cfb-scores";

const schools = new Set(["Miami", "Miami (OH)", "Hawai'i", "Texas", "UConn"]);

describe("cfb score names to our programs", () => {
  it("an exact school name wins over the alias table", () => {
    expect(cfbSchoolOf("Miami (OH)", schools)).toEqual({ school: "Miami (OH)", how: "exact" });
    expect(cfbSchoolOf("Texas", schools)).toEqual({ school: "Texas", how: "exact" });
  });
  itCalls(
    "short names go through the alias table",
    (a: Parameters<typeof cfbSchoolOf>[0]) => cfbSchoolOf(a, schools),
    [
      ["Miami (FL)", { school: "Miami", how: "alias" }],
      ["Hawaii", { school: "Hawai'i", how: "alias" }],
      ["Connecticut", { school: "UConn", how: "alias" }],
    ],
  );
  it("a name we do not hold is unmatched, also when its alias target is not held", () => {
    expect(cfbSchoolOf("Yale", schools)).toEqual({ school: null, how: "unmatched" });
    expect(cfbSchoolOf("USF", schools)).toEqual({ school: null, how: "unmatched" });
  });
  it("January games belong to the season before", () => {
    expect(cfbSeasonOfDate("2006-01-04")).toBe(2005);
    expect(cfbSeasonOfDate("2006-11-18")).toBe(2006);
  });
  it("a team's conference of a season is the one on most of its games", () => {
    const m = conferenceBySeason([
      { season: 2013, team: "Maryland", conference: "ACC" },
      { season: 2013, team: "Maryland", conference: "ACC" },
      { season: 2013, team: "Maryland", conference: "" },
      { season: 2014, team: "Maryland", conference: "Big Ten" },
    ]);
    expect(m.get("2013:Maryland")).toBe("ACC");
    expect(m.get("2014:Maryland")).toBe("Big Ten");
  });
});

describe("conference championship games found in a season's games", () => {
  const g = (date: string, home: number, away: number, conf = "SEC"): SeasonGame => ({
    date,
    home,
    away,
    homeConference: conf,
    awayConference: conf,
  });
  // Four SEC teams, two conference games each; 1 and 3 meet again in the title game.
  const season = [g("2006-10-01", 1, 2), g("2006-10-08", 3, 4), g("2006-11-29", 1, 4), g("2006-11-29", 2, 3)];
  it("the December game of two teams who played one conference game more than the rest", () => {
    const title = g("2006-12-02", 1, 3);
    expect([...cfbConferenceTitleGames(2006, [...season, title])]).toEqual([title]);
  });
  it("a last game of both teams without the extra game is not one (the Egg Bowl)", () => {
    expect(cfbConferenceTitleGames(2006, season).size).toBe(0);
  });
  it("none in a season the conference played no title game", () => {
    const title = g("2006-12-02", 1, 3, "Pac-10");
    const pac = season.map((x) => ({ ...x, homeConference: "Pac-10", awayConference: "Pac-10" }));
    expect(cfbConferenceTitleGames(2006, [...pac, title]).size).toBe(0);
  });
});
