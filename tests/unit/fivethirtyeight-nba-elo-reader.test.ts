/**
 * The typed readers of fivethirtyeight-nba-elo: scores and seasons parsed, a blank score (a game
 * never played) null, a blank playoff flag false, a bad row rejected with its line and reason.
 */
import { nbaAllElo, nbaElo } from "../../backend/import/readers/fivethirtyeight-nba-elo";
import { describeReaders } from "./support/reader-cases";

describeReaders(
  "the nba_all_elo.csv reader",
  { prefix: "nba-elo-reader-", sport: "basketball", level: "professional" },
  [
    {
      test: "types a team's game and rejects a score that is not a whole number",
      reader: nbaAllElo,
      file: "nba_all_elo.csv",
      lines: [
        "gameorder,game_id,lg_id,year_id,date_game,seasongame,is_playoffs,team_id,fran_id,pts,opp_id,opp_pts,notes",
        "1,194611010TRH,NBA,1947,1946-11-01,1,0,TRH,Huskies,66,NYK,68,",
        "2,194611020CHS,NBA,1947,1946-11-02,1,0,CHS,Stags,sixty,NYK,47,",
      ],
      rows: [
        {
          game_id: "194611010TRH",
          lg_id: "NBA",
          year_id: 1947,
          date_game: "1946-11-01",
          is_playoffs: false,
          team_id: "TRH",
          pts: 66,
          opp_id: "NYK",
          opp_pts: 68,
          notes: "",
          line: 2,
        },
      ],
      rejected: ["3: nba_all_elo: pts not a whole number"],
    },
  ],
);

describeReaders(
  "the nba_elo.csv reader",
  { prefix: "nba-elo-reader-", sport: "basketball", level: "professional" },
  [
    {
      test: "reads a game never played with null scores and rejects an impossible date",
      reader: nbaElo,
      file: "nba_elo.csv",
      lines: [
        "date,season,neutral,playoff,team1,team2,score1,score2",
        "2020-03-12,2020,0,,LAL,LAC,,",
        "2020-02-30,2020,0,,BOS,NYK,100,90",
      ],
      rows: [
        {
          date: "2020-03-12",
          season: 2020,
          neutral: false,
          team1: "LAL",
          team2: "LAC",
          score1: null,
          score2: null,
          line: 2,
        },
      ],
      rejected: ["3: nba_elo: date not a date"],
    },
  ],
);
