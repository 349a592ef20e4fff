/**
 * The typed reader of multisport-elo-lab's Hockey-Reference schedules: columns found by position
 * (the header repeats "G" and leaves the OT column unnamed), attendance "18,411" a number, blank
 * goals null, a bad row rejected with its line and reason (a cross-check fails with file and line).
 */
import { expect } from "vitest";
import {
  basketballReferenceGames,
  hockeyReferenceGames,
  proFootballReferenceResults,
  proFootballReferenceSchedule,
} from "../../backend/import/readers/multisport-elo-lab";
import { describeReaders } from "./support/reader-cases";

describeReaders(
  "the Hockey-Reference schedule reader",
  { prefix: "multisport-elo-lab-reader-", sport: "hockey", level: "professional" },
  [
    {
      test: "types the games by position and rejects an unknown overtime marker with its line",
      reader: hockeyReferenceGames,
      file: "nhl_2024.csv",
      lines: [
        "Date,Time,Visitor,G,Home,G,,Att.,LOG,Notes",
        '2024-06-24,8:00 PM,Edmonton Oilers,1,Florida Panthers,2,,"19,751",2:31,',
        "2023-11-17,1:00 PM,Detroit Red Wings,3,Ottawa Senators,2,SO,12000,2:40,at Stockholm (Sweden)",
        "2024-10-04,7:00 PM,Buffalo Sabres,,New Jersey Devils,,,,,at Prague (Czechia)",
        "2024-10-05,7:00 PM,Buffalo Sabres,1,New Jersey Devils,2,4OX,,,",
      ],
      rows: [
        {
          date: "2024-06-24",
          time: "8:00 PM",
          visitor: "Edmonton Oilers",
          visitorGoals: 1,
          home: "Florida Panthers",
          homeGoals: 2,
          marker: "",
          attendance: 19751,
          notes: "",
          line: 2,
        },
        {
          date: "2023-11-17",
          time: "1:00 PM",
          visitor: "Detroit Red Wings",
          visitorGoals: 3,
          home: "Ottawa Senators",
          homeGoals: 2,
          marker: "SO",
          attendance: 12000,
          notes: "at Stockholm (Sweden)",
          line: 3,
        },
        {
          date: "2024-10-04",
          time: "7:00 PM",
          visitor: "Buffalo Sabres",
          visitorGoals: null,
          home: "New Jersey Devils",
          homeGoals: null,
          marker: "",
          attendance: null,
          notes: "at Prague (Czechia)",
          line: 4,
        },
      ],
      rejected: ["5: Hockey-Reference schedule: marker unknown overtime marker"],
      crossCheck: "5: Hockey-Reference schedule: marker unknown overtime marker",
    },
  ],
);

describeReaders(
  "the Basketball-Reference schedule reader",
  { prefix: "multisport-elo-lab-reader-", sport: "basketball", level: "professional" },
  [
    {
      test: "turns the date into an ISO date and rejects a day that does not exist",
      reader: basketballReferenceGames,
      file: "nba_2025.csv",
      lines: [
        "Date,Start (ET),Visitor/Neutral,PTS,Home/Neutral,PTS,,,Attend.,LOG,Arena,Notes",
        "Sun Jun 22 2025,8:00p,Indiana Pacers,91,Oklahoma City Thunder,103,Box Score,,18203,2:31,Paycom Center,",
        "Tue Apr 15 2025,7:30p,Miami Heat,123,Chicago Bulls,114,Box Score,OT,,2:20,United Center,Play-In Game",
        "Mon Feb 30 2025,7:00p,Boston Celtics,1,New York Knicks,2,Box Score,,,,,",
      ],
      rows: [
        {
          date: "2025-06-22",
          visitor: "Indiana Pacers",
          visitorPoints: 91,
          homePoints: 103,
          marker: "",
          attendance: 18203,
          arena: "Paycom Center",
          line: 2,
        },
        { date: "2025-04-15", marker: "OT", attendance: null, notes: "Play-In Game", line: 3 },
      ],
      partial: true,
      rejected: ['4: Basketball-Reference schedule: date not a date like "Tue Oct 21 2025"'],
    },
  ],
);

describeReaders(
  "the Pro-Football-Reference readers",
  { prefix: "multisport-elo-lab-reader-", sport: "football", level: "professional" },
  [
    {
      test: "results: the Playoffs heading is left out and not counted; '@' and 'N' read; a bad date rejected with its line",
      reader: proFootballReferenceResults,
      file: "nfl_2024.csv",
      lines: [
        "Week,Day,Date,Time,Winner/tie,,Loser/tie,Date,Pts,Pts,YdsW,TOW,YdsL,TOL",
        "1,Thu,2024-09-05,8:20PM,Kansas City Chiefs,,Baltimore Ravens,boxscore,27,20,353,1,452,1",
        ",,Playoffs,,,,,,,,,,,",
        "SuperBowl,Sun,2025-02-09,6:30PM,Philadelphia Eagles,N,Kansas City Chiefs,boxscore,40,22,345,0,275,3",
        "2,Sun,2024-09-15,1:00PM,Tampa Bay Buccaneers,@,Detroit Lions,boxscore,20,16,,,,",
        "3,Sun,Sept 22,1:00PM,Chicago Bears,,Los Angeles Rams,boxscore,24,18,,,,",
      ],
      rows: [
        expect.objectContaining({
          week: "1",
          date: "2024-09-05",
          winner: "Kansas City Chiefs",
          site: "",
          winnerPoints: 27,
          loserPoints: 20,
          line: 2,
        }),
        expect.objectContaining({
          week: "SuperBowl",
          site: "N",
          winner: "Philadelphia Eagles",
          loser: "Kansas City Chiefs",
          winnerPoints: 40,
          line: 4,
        }),
        expect.objectContaining({ week: "2", site: "@", winner: "Tampa Bay Buccaneers", line: 5 }),
      ],
      rejected: ["6: Pro-Football-Reference results: date not a date"],
      counts: { read: 4 }, // four games; the heading is not a row read
      crossCheck: "6: Pro-Football-Reference results: date not a date",
    },
    {
      test: "schedule: visitor @ home with blank points; a date that is not 'Month day' rejected",
      reader: proFootballReferenceSchedule,
      file: "nfl_2026.csv",
      lines: [
        "Week,Day,,VisTm,Pts,,HomeTm,Pts,Time",
        "1,Wed,September 9,New England Patriots,,@,Seattle Seahawks,,8:20 PM",
        "1,Sun,2026-09-13,Chicago Bears,,@,Detroit Lions,,1:00 PM",
      ],
      rows: [
        {
          week: 1,
          date: "September 9",
          visitor: "New England Patriots",
          visitorPoints: null,
          site: "@",
          home: "Seattle Seahawks",
          homePoints: null,
          time: "8:20 PM",
          line: 2,
        },
      ],
      rejected: ['3: Pro-Football-Reference schedule: date not a "Month day" date'],
    },
  ],
);
