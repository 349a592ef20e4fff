/**
 * The typed reader of fivethirtyeight-nfl-elo-game/nfl_games.csv: flags as booleans, scores as
 * numbers, a bad row rejected in the build report with its line and reason, and a cross-check
 * reading a bad file failing with the file and line.
 */
import { fiveThirtyEightNflGames } from "../../backend/import/readers/fivethirtyeight-nfl-elo";
import { describeReaders } from "./support/reader-cases";

describeReaders(
  "the nfl_games.csv reader",
  { prefix: "nfl-elo-reader-", sport: "football", level: "professional" },
  [
    {
      test: "types a game and rejects an impossible date and a flag other than 0/1 with their lines",
      reader: fiveThirtyEightNflGames,
      file: "nfl_games.csv",
      lines: [
        "date,season,neutral,playoff,team1,team2,elo1,elo2,elo_prob1,score1,score2,result1",
        "1967-01-15,1966,1,1,GB,KC,1700.0,1600.0,0.7,35,10,1",
        "1998-02-31,1997,0,0,DEN,SEA,1600.0,1500.0,0.6,20,17,1",
        "1997-09-01,1997,0,2,DEN,KC,1600.0,1500.0,0.6,19,3,1",
      ],
      rows: [
        {
          date: "1967-01-15",
          season: 1966,
          neutral: true,
          playoff: true,
          team1: "GB",
          team2: "KC",
          score1: 35,
          score2: 10,
          line: 2,
        },
      ],
      rejected: ["3: nfl_games: date not a date", "4: nfl_games: playoff not 0 or 1"],
      crossCheck: "3: nfl_games: date not a date",
    },
  ],
);
