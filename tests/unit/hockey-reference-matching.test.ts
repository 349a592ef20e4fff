/**
 * Matching Hockey-Reference lines (name and age, no ids) to Hockey Databank players: one HR player
 * per name and end-year-minus-age, namesakes kept apart by age and team, spelling differences matched
 * only by surname with the same teams in every overlapping season, nothing guessed.
 */
import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import type { HrLine } from "../../backend/import/readers/hockey-reference";
import {
  birthKeys,
  foldName,
  hrPlayers,
  matchPlayers,
  normName,
  type DatabankPlayer,
} from "../../backend/import/sources/hockey-reference-match";
import { totalRowDifferences, totalsWithoutTeams } from "../../backend/import/sources/hockey-reference";

let lineNo = 1;
const line = (
  name: string,
  season: number,
  age: number,
  team: string,
  more: Partial<HrLine> = {},
): HrLine => ({
  file: "f.csv",
  rank: null,
  line: lineNo++,
  name,
  age,
  season,
  team,
  pos: "C",
  gp: 10,
  g: 1,
  a: 1,
  pts: 2,
  pim: 0,
  goalie: null,
  ...more,
});
const db = (
  id: string,
  first: string,
  last: string,
  birth: [number, number],
  teams: [number, string][],
): DatabankPlayer => ({
  id,
  first,
  last,
  birthYear: birth[0],
  birthMon: birth[1],
  birthDay: 1,
  teams: new Map(teams.map(([y, t]) => [y, new Set([t])])),
});

// The two Sebastian Ahos: Carolina's forward (born July 1997) and the Islanders' defenceman (Feb 1996).
const AHOS = [
  db(
    "ahose01",
    "Sebastian",
    "Aho",
    [1997, 7],
    [
      [2016, "CAR"],
      [2017, "CAR"],
    ],
  ),
  db("ahose02", "Sebastian", "Aho", [1996, 2], [[2017, "NYI"]]),
];

describe("Hockey-Reference to Databank matching", () => {
  itGives("folds accents, dots, the Hall of Fame asterisk and Scandinavian letters", normName, [
    ["David Pastrňák", "david pastrnak"],
    ["Mark Recchi*", "mark recchi"],
    ["Mikkel Bødker", "mikkel bodker"],
    ["T.J. Oshie", normName("TJ Oshie")],
  ]);

  it("keys a birthday by HR's February 1 age: January births keep the year, later ones the next", () => {
    expect(birthKeys(1985, 9)).toEqual([1986]); // Ovechkin, 33 on Feb 1 2019: 2019 - 33
    expect(birthKeys(1990, 1)).toEqual([1990]);
    expect(birthKeys(1990, 2)).toEqual([1991]);
    expect(birthKeys(1990, null)).toEqual([1990, 1991]);
    expect(birthKeys(null, null)).toEqual([]);
  });

  it("keeps the two Sebastian Ahos apart by age and team, in the overlap and after it", () => {
    const lines = [
      line("Sebastian Aho", 2017, 20, "CAR"),
      line("Sebastian Aho", 2020, 23, "CAR"),
      line("Sebastian Aho", 2017, 21, "NYI"),
      line("Sebastian Aho", 2021, 25, "NYI"),
    ];
    const matches = matchPlayers(hrPlayers(lines), AHOS);
    expect(matches.map((m) => [m.kind, m.kind === "matched" ? m.id : null, m.player.lines.length])).toEqual([
      ["matched", "ahose01", 2],
      ["matched", "ahose02", 2],
    ]);
  });

  it("leaves namesakes of one age unresolved rather than guessing, and names the candidates", () => {
    const twins = [
      db("smithjo01", "John", "Smith", [1990, 5], [[2012, "BOS"]]),
      db("smithjo02", "John", "Smith", [1990, 8], [[2012, "BOS"]]),
    ];
    const [m] = matchPlayers(hrPlayers([line("John Smith", 2012, 22, "BOS")]), twins);
    expect(m).toMatchObject({ kind: "unresolved", reason: expect.stringContaining("smithjo01, smithjo02") });
  });

  it("matches a spelling difference only by surname, age and the same team in every overlap season", () => {
    const ovechkin = db(
      "ovechal01",
      "Alex",
      "Ovechkin",
      [1985, 9],
      [
        [2016, "WAS"],
        [2017, "WAS"],
      ],
    );
    const [m] = matchPlayers(
      hrPlayers([line("Alexander Ovechkin", 2016, 31, "WSH"), line("Alexander Ovechkin", 2018, 33, "WSH")]),
      [ovechkin],
    );
    expect(m).toMatchObject({ kind: "matched", id: "ovechal01", by: "surname and teams" });
    const [other] = matchPlayers(hrPlayers([line("Alexander Ovechkin", 2016, 31, "PIT")]), [ovechkin]);
    expect(other.kind).toBe("unresolved");
  });

  it("makes a player first seen after 2017-18 new, and never a Databank namesake of another age", () => {
    const old = db("shestig01", "Igor", "Shesterkin", [1970, 3], [[1995, "NYR"]]);
    const [m] = matchPlayers(hrPlayers([line("Igor Shesterkin", 2019, 24, "NYR")]), [old]);
    expect(m.kind).toBe("new");
  });

  it("checks a traded player's total row against his team rows, and takes a lone total row as the season", () => {
    const rows = [
      line("Timo Meier", 2022, 26, "2TM", { gp: 78, g: 40, a: 26, pts: 66 }),
      line("Timo Meier", 2022, 26, "SJS", { gp: 57, g: 31, a: 21, pts: 52 }),
      line("Timo Meier", 2022, 26, "NJD", { gp: 21, g: 9, a: 5, pts: 14 }),
      line("Craig Adams", 2008, 31, "TOT", { gp: 45 }),
      line("Craig Adams", 2008, 31, "CAR", { gp: 30 }),
      line("Craig Adams", 2008, 31, "PIT", { gp: 14 }),
      line("Jake Guentzel", 2023, 29, "2TM", { gp: 67 }),
    ];
    const diffs = totalRowDifferences(rows);
    expect(diffs).toHaveLength(1);
    expect(diffs[0]).toContain("Craig Adams 2008-09 TOT: GP 45 ≠ 44");
    expect([...totalsWithoutTeams(rows)].map((l) => l.name)).toEqual(["Jake Guentzel"]);
  });

  it("matches a transliteration or a space in a name only with the same teams in every overlap season", () => {
    expect(foldName("Mikkel Bødker")).toBe(foldName("Mikkel Boedker"));
    expect(foldName("Mirco Müller")).toBe(foldName("Mirco Mueller"));
    expect(foldName("Chris VandeVelde")).toBe(foldName("Chris Vande Velde"));
    const boedker = db("boedkmi01", "Mikkel", "Boedker", [1989, 12], [[2016, "SJS"]]);
    const [m] = matchPlayers(hrPlayers([line("Mikkel Bødker", 2016, 27, "SJS")]), [boedker]);
    expect(m).toMatchObject({ kind: "matched", id: "boedkmi01", by: "spelling or birth year and teams" });
    const [elsewhere] = matchPlayers(hrPlayers([line("Mikkel Bødker", 2016, 27, "ARI")]), [boedker]);
    expect(elsewhere.kind).toBe("unresolved");
  });

  it("takes a Databank birth date one year off HR's age only with the same teams everywhere", () => {
    // The Databank gives D.J. King January 27, 1984 (key 1984); HR's ages give 1985.
    const king = db(
      "kingdj01",
      "D.J.",
      "King",
      [1984, 1],
      [
        [2008, "STL"],
        [2010, "WAS"],
      ],
    );
    const lines = [line("D.J. King", 2008, 24, "STL"), line("D.J. King", 2010, 26, "WSH")];
    expect(matchPlayers(hrPlayers(lines), [king])[0]).toMatchObject({ kind: "matched", id: "kingdj01" });
    const moved = [line("D.J. King", 2008, 24, "STL"), line("D.J. King", 2010, 26, "BOS")];
    expect(matchPlayers(hrPlayers(moved), [king])[0].kind).toBe("unresolved");
    // Two years off is another player.
    const older = db("kingdj02", "D.J.", "King", [1982, 6], [[2008, "STL"]]);
    expect(matchPlayers(hrPlayers([line("D.J. King", 2008, 24, "STL")]), [older])[0].kind).toBe("unresolved");
  });

  it("splits two Databank namesakes of one age by the team each played for, total rows with their team rows", () => {
    const picards = [
      db("picaral01", "Alexandre", "Picard", [1985, 7], [[2009, "OTT"]]),
      db("picaral02", "Alexandre", "Picard", [1985, 10], [[2009, "CBS"]]),
    ];
    picards[0].teams.get(2009)!.add("CAR");
    const lines = [
      line("Alexandre Picard", 2009, 24, "TOT", { rank: 608, pos: "D", gp: 54, g: 2, a: 2, pts: 4 }),
      line("Alexandre Picard", 2009, 24, "OTT", { rank: 608, pos: "D", gp: 45 }),
      line("Alexandre Picard", 2009, 24, "CAR", { rank: 608, pos: "D", gp: 9 }),
      line("Alexandre Picard", 2009, 24, "CBJ", { rank: 609, pos: "LW", gp: 9 }),
    ];
    const matches = matchPlayers(hrPlayers(lines), picards);
    expect(
      matches.map((m) => [m.kind, m.kind === "matched" ? m.id : "", m.player.lines.map((l) => l.team)]),
    ).toEqual([
      ["matched", "picaral01", ["TOT", "OTT", "CAR"]],
      ["matched", "picaral02", ["CBJ"]],
    ]);
    // The total row is checked against its own team rows only.
    expect(totalRowDifferences(lines)).toEqual([]);
    // A later season cannot be split by the Databank's teams: nothing is guessed.
    const later = [...lines, line("Alexandre Picard", 2018, 33, "OTT", { rank: 1 })];
    expect(matchPlayers(hrPlayers(later), picards).map((m) => m.kind)).toEqual(["unresolved"]);
  });

  it("matches a player the Databank lists under another surname only by the curated list, age and teams", () => {
    const lavallee = db("lavaljo01", "Jordan", "LaVallee", [1986, 5], [[2008, "ATL"]]);
    const [m] = matchPlayers(hrPlayers([line("Jordan Smotherman", 2008, 22, "ATL")]), [lavallee]);
    expect(m).toMatchObject({ kind: "matched", id: "lavaljo01", by: "another name and teams" });
    const [other] = matchPlayers(hrPlayers([line("Jordan Smotherman", 2008, 22, "BOS")]), [lavallee]);
    expect(other.kind).toBe("unresolved");
  });
});
