/**
 * The typed readers of bball-reference-datasets: "NA" and blank figures null, a season's end year
 * a number, a bad row rejected in the build report with its line and reason, and a cross-check
 * reading a bad file failing with the file and line.
 */
import {
  bbrefDraftPicks,
  bbrefPlayerCareers,
  bbrefTeamAbbrev,
  bbrefTeamSummaries,
  bbrefTeamTotals,
} from "../../backend/import/readers/bball-reference";
import { describeReaders } from "./support/reader-cases";

const BBREF = { prefix: "bball-reference-reader-", sport: "basketball", level: "professional" };
const TOTALS =
  "g mp fg fga fg_percent x3p x3pa x3p_percent x2p x2pa x2p_percent ft fta ft_percent orb drb trb ast stl blk tov pf pts";

describeReaders("the Basketball-Reference team readers", BBREF, [
  {
    test: "types a club's season, reads NA and blank W-L as null and rejects a W that is not a number",
    reader: bbrefTeamSummaries,
    file: "Team Summaries.csv",
    lines: [
      "season,lg,team,abbreviation,playoffs,age,w,l,arena",
      "2024,NBA,Boston Celtics*,BOS,TRUE,28.2,64,18,TD Garden",
      "2024,NBA,League Average,,FALSE,26.9,NA,,NA",
      "2023,NBA,Denver Nuggets*,DEN,TRUE,27.3,fifty-three,29,Ball Arena",
    ],
    rows: [
      {
        season: 2024,
        lg: "NBA",
        team: "Boston Celtics*",
        abbreviation: "BOS",
        playoffs: "TRUE",
        w: 64,
        l: 18,
        arena: "TD Garden",
        line: 2,
      },
      {
        season: 2024,
        lg: "NBA",
        team: "League Average",
        abbreviation: "",
        playoffs: "FALSE",
        w: null,
        l: null,
        arena: "NA",
        line: 3,
      },
    ],
    rejected: ["4: Team Summaries: w not a number"],
    crossCheck: "4: Team Summaries: w not a number",
  },
  {
    test: "reads decimal totals",
    reader: bbrefTeamTotals,
    file: "Team Totals.csv",
    lines: `season,lg,team,abbreviation,playoffs,${TOTALS.split(" ").join(",")}\n2024,NBA,Boston Celtics,BOS,TRUE,82,19780,3601,7396,.487,1351,3531,.383,2250,3865,.582,1328,1653,.803,889,2863,3752,2185,559,541,981,1354,9881\n`,
    rows: [{ season: 2024, team: "Boston Celtics", g: 82, fg_percent: 0.487, pts: 9881, line: 2 }],
    partial: true,
    rejected: [],
  },
  {
    test: "reads an abbreviation's season and rejects a season that is not a whole number",
    reader: bbrefTeamAbbrev,
    file: "Team Abbrev.csv",
    lines:
      "season,lg,team,abbreviation,playoffs\n1947,BAA,Philadelphia Warriors,PHW,TRUE\n19x7,BAA,Chicago Stags,CHS,TRUE\n",
    rows: [{ season: 1947, lg: "BAA", team: "Philadelphia Warriors", abbreviation: "PHW", line: 2 }],
    rejected: ["3: Team Abbrev: season not a whole number"],
  },
]);

describeReaders("the Basketball-Reference player readers", BBREF, [
  {
    test: "reads NA heights as null",
    reader: bbrefPlayerCareers,
    file: "Player Career Info.csv",
    lines:
      'player,player_id,pos,ht_in_in,wt,birth_date,colleges,from,to,debut,hof\nMichael Jordan,jordami01,G-F,78,195,1963-02-17,UNC,1985,2003,"October 26, 1984",TRUE\nOld Timer,oldti01,F,NA,NA,,NA,1947,1947,,FALSE\n',
    rows: [
      { player_id: "jordami01", ht_in_in: 78, wt: 195, from: 1985, to: 2003, hof: "TRUE", line: 2 },
      { player_id: "oldti01", ht_in_in: null, wt: null, colleges: "NA", line: 3 },
    ],
    partial: true,
    rejected: [],
  },
  {
    test: "reads NA picks as null, a pick written 1.0 as 1, and rejects a fractional pick",
    reader: bbrefDraftPicks,
    file: "Draft Pick History.csv",
    lines:
      "season,lg,overall_pick,round,tm,player,player_id,college\n1984,NBA,3.0,1,CHI,Michael Jordan,jordami01,UNC\n1947,BAA,NA,NA,PHW,Someone,NA,NA\n1950,NBA,2.5,1,BOS,Half Pick,halfpi01,NA\n",
    rows: [
      { season: 1984, overall_pick: 3, round: 1, tm: "CHI", line: 2 },
      { season: 1947, overall_pick: null, round: null, player_id: "NA", line: 3 },
    ],
    partial: true,
    rejected: ["4: Draft Pick History: overall_pick not a whole number"],
  },
]);
