/**
 * The typed reader of cfbd-fbs-teams/fbs_teams.csv: the CFBD id and the venue capacity (written
 * 46692.0) as numbers, a blank capacity null, a bad row rejected with its line and reason.
 */
import { describe, expect, it } from "vitest";
import { cfbdFbsTeams } from "../../backend/import/readers/cfbd-fbs-teams";
import { readInReport, tempFiles } from "./support/temp-files";

const { write } = tempFiles("cfbd-fbs-teams-reader-");
const FILE = write("fbs_teams.csv", [
  "id,school,abbreviation,nickname,mascot,full_name,classification,conference,home_venue,venue_capacity,city,state",
  "2005,Air Force,AFA,Air Force,Falcons,Air Force Falcons,fbs,Mountain West,Falcon Stadium,46692.0,Colorado Springs,CO",
  "2006,Akron,AKR,Akron,Zips,Akron Zips,fbs,Mid-American,InfoCision Stadium,,Akron,OH",
  "x7,Nowhere,NOW,Nowhere,Ghosts,Nowhere Ghosts,fbs,Independent,,big,,",
]);

describe("the fbs_teams.csv reader", () => {
  it("types the programs and rejects a row whose id and capacity are not numbers", () => {
    const { rows, rejected } = readInReport(cfbdFbsTeams, FILE, "football", "ncaa-division-i");
    expect(rows).toMatchObject([
      { id: 2005, school: "Air Force", venue_capacity: 46692, city: "Colorado Springs", line: 2 },
      { id: 2006, school: "Akron", venue_capacity: null, line: 3 },
    ]);
    expect(rejected).toEqual(["4: fbs_teams: id not a whole number; venue_capacity not a number"]);
  });

  it("fails a cross-check with the file and line", () => {
    expect(() => cfbdFbsTeams.readFile(FILE)).toThrow(`${FILE}:4: fbs_teams: id not a whole number`);
  });
});
