/**
 * The typed reader of cfbd-fbs-teams/fbs_teams.csv: the CFBD id and the venue capacity (written
 * 46692.0) as numbers, a blank capacity null, a bad row rejected with its line and reason.
 */
import { cfbdFbsTeams } from "../../backend/import/readers/cfbd-fbs-teams";
import { describeReaders } from "./support/reader-cases";

describeReaders(
  "the fbs_teams.csv reader",
  { prefix: "cfbd-fbs-teams-reader-", sport: "football", level: "ncaa-division-i" },
  [
    {
      test: "types the programs and rejects a row whose id and capacity are not numbers",
      reader: cfbdFbsTeams,
      file: "fbs_teams.csv",
      lines: [
        "id,school,abbreviation,nickname,mascot,full_name,classification,conference,home_venue,venue_capacity,city,state",
        "2005,Air Force,AFA,Air Force,Falcons,Air Force Falcons,fbs,Mountain West,Falcon Stadium,46692.0,Colorado Springs,CO",
        "2006,Akron,AKR,Akron,Zips,Akron Zips,fbs,Mid-American,InfoCision Stadium,,Akron,OH",
        "x7,Nowhere,NOW,Nowhere,Ghosts,Nowhere Ghosts,fbs,Independent,,big,,",
      ],
      rows: [
        { id: 2005, school: "Air Force", venue_capacity: 46692, city: "Colorado Springs", line: 2 },
        { id: 2006, school: "Akron", venue_capacity: null, line: 3 },
      ],
      partial: true,
      rejected: ["4: fbs_teams: id not a whole number; venue_capacity not a number"],
      crossCheck: "4: fbs_teams: id not a whole number",
    },
  ],
);
