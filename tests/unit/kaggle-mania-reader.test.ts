/**
 * The typed readers of kaggle-march-mania-2025: a row is typed (numbers parsed, DayZero an ISO
 * date, blanks null), a bad row is rejected in the build report with its line and reason, and a
 * cross-check reading a bad file fails with the file and line.
 */
import { expect } from "vitest";
import {
  maniaCoaches,
  maniaSeasons,
  maniaTeams,
  maniaTourneyResults,
} from "../../backend/import/readers/kaggle-mania";
import { describeReaders } from "./support/reader-cases";

describeReaders(
  "the March Mania readers in the build report",
  { prefix: "kaggle-mania-reader-", sport: "basketball", level: "ncaa-division-i" },
  [
    {
      test: "types the tournament games (blank NumOT null) and rejects a bad day number with its line",
      reader: maniaTourneyResults,
      file: "MNCAATourneyCompactResults.csv",
      lines: [
        "Season,DayNum,WTeamID,WScore,LTeamID,LScore,WLoc,NumOT",
        "2024,154,1163,75,1345,60,N,0",
        "1985,154,1437,66,1207,64,N,",
        "2023,one,1166,76,1361,59,N,0",
      ],
      rows: [
        {
          Season: 2024,
          DayNum: 154,
          WTeamID: "1163",
          WScore: 75,
          LTeamID: "1345",
          LScore: 60,
          WLoc: "N",
          NumOT: 0,
          line: 2,
        },
        {
          Season: 1985,
          DayNum: 154,
          WTeamID: "1437",
          WScore: 66,
          LTeamID: "1207",
          LScore: 64,
          WLoc: "N",
          NumOT: null,
          line: 3,
        },
      ],
      rejected: ["4: MNCAATourneyCompactResults: DayNum not a whole number"],
      counts: { read: 3, rejected: 1 },
      crossCheck: "4: MNCAATourneyCompactResults: DayNum not a whole number",
    },
    {
      test: "turns DayZero M/D/YYYY into an ISO date and rejects another format",
      reader: maniaSeasons,
      file: "MSeasons.csv",
      lines: "Season,DayZero,RegionW\n2024,11/6/2023,East\n2025,2024-11-04,East\n",
      rows: [{ Season: 2024, DayZero: "2023-11-06", line: 2 }],
      rejected: ["3: MSeasons: DayZero not a date M/D/YYYY"],
    },
    {
      test: "rejects a program without a name",
      reader: maniaTeams,
      file: "MTeams.csv",
      lines: "TeamID,TeamName,FirstD1Season,LastD1Season\n1163,Connecticut,1985,2025\n1999,,1985,\n",
      rows: [{ TeamID: "1163", TeamName: "Connecticut", FirstD1Season: 1985, LastD1Season: 2025, line: 2 }],
      rejected: [expect.stringMatching(/^3: MTeams: TeamName /)],
    },
    {
      test: "rejects a coach row without a day range",
      reader: maniaCoaches,
      file: "MTeamCoaches.csv",
      lines:
        "Season,TeamID,FirstDayNum,LastDayNum,CoachName\n2024,1163,0,154,dan_hurley\n2024,1345,,154,matt_painter\n",
      rows: [
        { Season: 2024, TeamID: "1163", FirstDayNum: 0, LastDayNum: 154, CoachName: "dan_hurley", line: 2 },
      ],
      rejected: ["3: MTeamCoaches: FirstDayNum not a whole number"],
    },
  ],
);
