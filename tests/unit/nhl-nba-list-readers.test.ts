/**
 * The typed readers of nhl-schedules-twinfield10 (NHL_Schedule_*.csv) and nba-champions-list
 * (nba_champions.csv): dates checked, scores parsed (blank until played: null), a bad row rejected
 * in the build report with its line and reason.
 */
import { describe, expect, it } from "vitest";
import { nbaChampionsFile } from "../../backend/import/readers/nba-champions-list";
import { twinfieldSchedule } from "../../backend/import/readers/nhl-schedules-twinfield10";
import { tempFiles } from "./support/temp-files";
import { describeReaders } from "./support/reader-cases";

const { write } = tempFiles("nhl-nba-list-readers-");

describeReaders(
  "the NHL API schedule reader",
  { prefix: "nhl-nba-list-readers-", sport: "hockey", level: "professional" },
  [
    {
      test: "types a played and an unplayed game and rejects an impossible date with its line",
      reader: twinfieldSchedule,
      file: "NHL_Schedule_20222023.csv",
      lines: [
        "game_id,season,game_date,start_time_ET,season_type,game_schedule_state,away_team_id,away_score,away_abbreviation,home_score,home_team_id,home_abbreviation",
        "2022030415,20222023,2023-06-13,20:00,P,OK,54,9,VGK,3,13,FLA",
        "2023020001,20232024,2023-10-10,17:30,R,OK,14,,NSH,,10,TBL",
        "2023020002,20232024,2023-10-32,19:00,R,OK,14,3,NSH,2,10,TBL",
      ],
      rows: [
        {
          game_id: "2022030415",
          game_date: "2023-06-13",
          start_time_ET: "20:00",
          season_type: "P",
          away_score: 9,
          away_abbreviation: "VGK",
          home_score: 3,
          home_abbreviation: "FLA",
          line: 2,
        },
        {
          game_id: "2023020001",
          game_date: "2023-10-10",
          start_time_ET: "17:30",
          season_type: "R",
          away_score: null,
          away_abbreviation: "NSH",
          home_score: null,
          home_abbreviation: "TBL",
          line: 3,
        },
      ],
      rejected: ["4: NHL_Schedule: game_date not a date"],
    },
  ],
);

describe("the nba_champions.csv reader", () => {
  it("types a Finals and fails a cross-check on a year that is not a number, with the file and line", () => {
    const file = write(
      "nba_champions.csv",
      "season,champion,runner_up,result\n1947,Philadelphia Warriors,Chicago Stags,4-1\n",
    );
    expect(nbaChampionsFile.readFile(file)).toEqual([
      { season: 1947, champion: "Philadelphia Warriors", runner_up: "Chicago Stags", result: "4-1", line: 2 },
    ]);
    const bad = write(
      "nba_champions_bad.csv",
      "season,champion,runner_up,result\n1947,Philadelphia Warriors,Chicago Stags,4-1\n'48,Baltimore Bullets,Philadelphia Warriors,4-2\n",
    );
    expect(() => nbaChampionsFile.readFile(bad)).toThrow(
      `${bad}:3: nba_champions: season not a whole number`,
    );
  });
});
