/**
 * The typed reader of multisport-elo-lab's Hockey-Reference schedules: columns found by position
 * (the header repeats "G" and leaves the OT column unnamed), attendance "18,411" a number, blank
 * goals null, a bad row rejected with its line and reason (a cross-check fails with file and line).
 */
import { describe, expect, it } from "vitest";
import {
  basketballReferenceGames,
  hockeyReferenceGames,
  proFootballReferenceResults,
  proFootballReferenceSchedule,
} from "../../backend/import/readers/multisport-elo-lab";
import { readInReport, tempFiles } from "./support/temp-files";

const { write } = tempFiles("multisport-elo-lab-reader-");
const FILE = write("nhl_2024.csv", [
  "Date,Time,Visitor,G,Home,G,,Att.,LOG,Notes",
  '2024-06-24,8:00 PM,Edmonton Oilers,1,Florida Panthers,2,,"19,751",2:31,',
  "2023-11-17,1:00 PM,Detroit Red Wings,3,Ottawa Senators,2,SO,12000,2:40,at Stockholm (Sweden)",
  "2024-10-04,7:00 PM,Buffalo Sabres,,New Jersey Devils,,,,,at Prague (Czechia)",
  "2024-10-05,7:00 PM,Buffalo Sabres,1,New Jersey Devils,2,4OX,,,",
]);

describe("the Hockey-Reference schedule reader", () => {
  it("types the games by position and rejects an unknown overtime marker with its line", () => {
    const { rows, rejected } = readInReport(hockeyReferenceGames, FILE, "hockey", "professional");
    expect(rows).toEqual([
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
    ]);
    expect(rejected).toEqual(["5: Hockey-Reference schedule: marker unknown overtime marker"]);
  });

  it("fails a cross-check on the bad row with the file and line", () => {
    expect(() => hockeyReferenceGames.readFile(FILE)).toThrow(
      `${FILE}:5: Hockey-Reference schedule: marker unknown overtime marker`,
    );
  });
});

describe("the Basketball-Reference schedule reader", () => {
  it("turns the date into an ISO date and rejects a day that does not exist", () => {
    const file = write("nba_2025.csv", [
      "Date,Start (ET),Visitor/Neutral,PTS,Home/Neutral,PTS,,,Attend.,LOG,Arena,Notes",
      "Sun Jun 22 2025,8:00p,Indiana Pacers,91,Oklahoma City Thunder,103,Box Score,,18203,2:31,Paycom Center,",
      "Tue Apr 15 2025,7:30p,Miami Heat,123,Chicago Bulls,114,Box Score,OT,,2:20,United Center,Play-In Game",
      "Mon Feb 30 2025,7:00p,Boston Celtics,1,New York Knicks,2,Box Score,,,,,",
    ]);
    const { rows, rejected } = readInReport(basketballReferenceGames, file, "basketball", "professional");
    expect(rows).toMatchObject([
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
    ]);
    expect(rejected).toEqual(['4: Basketball-Reference schedule: date not a date like "Tue Oct 21 2025"']);
  });
});

describe("the Pro-Football-Reference readers", () => {
  it("results: the Playoffs heading is left out and not counted; '@' and 'N' read; a bad date rejected with its line", () => {
    const file = write("nfl_2024.csv", [
      "Week,Day,Date,Time,Winner/tie,,Loser/tie,Date,Pts,Pts,YdsW,TOW,YdsL,TOL",
      "1,Thu,2024-09-05,8:20PM,Kansas City Chiefs,,Baltimore Ravens,boxscore,27,20,353,1,452,1",
      ",,Playoffs,,,,,,,,,,,",
      "SuperBowl,Sun,2025-02-09,6:30PM,Philadelphia Eagles,N,Kansas City Chiefs,boxscore,40,22,345,0,275,3",
      "2,Sun,2024-09-15,1:00PM,Tampa Bay Buccaneers,@,Detroit Lions,boxscore,20,16,,,,",
      "3,Sun,Sept 22,1:00PM,Chicago Bears,,Los Angeles Rams,boxscore,24,18,,,,",
    ]);
    const { rows, stats, rejected } = readInReport(
      proFootballReferenceResults,
      file,
      "football",
      "professional",
    );
    expect(rows).toEqual([
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
    ]);
    expect(stats.read).toBe(4); // four games; the heading is not a row read
    expect(rejected).toEqual(["6: Pro-Football-Reference results: date not a date"]);
    expect(() => proFootballReferenceResults.readFile(file)).toThrow(
      `${file}:6: Pro-Football-Reference results: date not a date`,
    );
  });

  it("schedule: visitor @ home with blank points; a date that is not 'Month day' rejected", () => {
    const file = write("nfl_2026.csv", [
      "Week,Day,,VisTm,Pts,,HomeTm,Pts,Time",
      "1,Wed,September 9,New England Patriots,,@,Seattle Seahawks,,8:20 PM",
      "1,Sun,2026-09-13,Chicago Bears,,@,Detroit Lions,,1:00 PM",
    ]);
    const { rows, rejected } = readInReport(proFootballReferenceSchedule, file, "football", "professional");
    expect(rows).toEqual([
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
    ]);
    expect(rejected).toEqual(['3: Pro-Football-Reference schedule: date not a "Month day" date']);
  });
});
