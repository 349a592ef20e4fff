/**
 * The typed readers of bball-reference-datasets: "NA" and blank figures null, a season's end year
 * a number, a bad row rejected in the build report with its line and reason, and a cross-check
 * reading a bad file failing with the file and line.
 */
import { describe, expect, it } from "vitest";
import {
  bbrefDraftPicks,
  bbrefPlayerCareers,
  bbrefTeamAbbrev,
  bbrefTeamSummaries,
  bbrefTeamTotals,
} from "../../backend/import/readers/bball-reference";
import { readInReport, tempFiles, type RowReader } from "./support/temp-files";

const { write } = tempFiles("bball-reference-reader-");

const SUMMARIES = write("Team Summaries.csv", [
  "season,lg,team,abbreviation,playoffs,age,w,l,arena",
  "2024,NBA,Boston Celtics*,BOS,TRUE,28.2,64,18,TD Garden",
  "2024,NBA,League Average,,FALSE,26.9,NA,,NA",
  "2023,NBA,Denver Nuggets*,DEN,TRUE,27.3,fifty-three,29,Ball Arena",
]);
/** Reads a Basketball-Reference file in a fresh build report. */
const readBbref = <T>(reader: RowReader<T>, file: string) =>
  readInReport(reader, file, "basketball", "professional");

describe("the Basketball-Reference team readers", () => {
  it("types a club's season, reads NA and blank W-L as null and rejects a W that is not a number", () => {
    const { rows, rejected } = readBbref(bbrefTeamSummaries, SUMMARIES);
    expect(rows).toEqual([
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
    ]);
    expect(rejected).toEqual(["4: Team Summaries: w not a number"]);
  });

  it("reads decimal totals and an abbreviation's season", () => {
    const totals = write(
      "Team Totals.csv",
      `season,lg,team,abbreviation,playoffs,${"g mp fg fga fg_percent x3p x3pa x3p_percent x2p x2pa x2p_percent ft fta ft_percent orb drb trb ast stl blk tov pf pts".split(" ").join(",")}\n2024,NBA,Boston Celtics,BOS,TRUE,82,19780,3601,7396,.487,1351,3531,.383,2250,3865,.582,1328,1653,.803,889,2863,3752,2185,559,541,981,1354,9881\n`,
    );
    const abbrev = write(
      "Team Abbrev.csv",
      "season,lg,team,abbreviation,playoffs\n1947,BAA,Philadelphia Warriors,PHW,TRUE\n19x7,BAA,Chicago Stags,CHS,TRUE\n",
    );
    const teamTotals = readBbref(bbrefTeamTotals, totals);
    expect(teamTotals.rows).toMatchObject([
      { season: 2024, team: "Boston Celtics", g: 82, fg_percent: 0.487, pts: 9881, line: 2 },
    ]);
    expect(teamTotals.rejected).toEqual([]);
    const teamAbbrev = readBbref(bbrefTeamAbbrev, abbrev);
    expect(teamAbbrev.rows).toEqual([
      { season: 1947, lg: "BAA", team: "Philadelphia Warriors", abbreviation: "PHW", line: 2 },
    ]);
    expect(teamAbbrev.rejected).toEqual(["3: Team Abbrev: season not a whole number"]);
  });

  it("fails a cross-check with the file and line", () => {
    expect(() => bbrefTeamSummaries.readFile(SUMMARIES)).toThrow(
      `${SUMMARIES}:4: Team Summaries: w not a number`,
    );
  });
});

describe("the Basketball-Reference player readers", () => {
  it("reads NA heights and picks as null, a pick written 1.0 as 1, and rejects a fractional pick", () => {
    const careers = write(
      "Player Career Info.csv",
      'player,player_id,pos,ht_in_in,wt,birth_date,colleges,from,to,debut,hof\nMichael Jordan,jordami01,G-F,78,195,1963-02-17,UNC,1985,2003,"October 26, 1984",TRUE\nOld Timer,oldti01,F,NA,NA,,NA,1947,1947,,FALSE\n',
    );
    const picks = write(
      "Draft Pick History.csv",
      "season,lg,overall_pick,round,tm,player,player_id,college\n1984,NBA,3.0,1,CHI,Michael Jordan,jordami01,UNC\n1947,BAA,NA,NA,PHW,Someone,NA,NA\n1950,NBA,2.5,1,BOS,Half Pick,halfpi01,NA\n",
    );
    const playerCareers = readBbref(bbrefPlayerCareers, careers);
    expect(playerCareers.rows).toMatchObject([
      { player_id: "jordami01", ht_in_in: 78, wt: 195, from: 1985, to: 2003, hof: "TRUE", line: 2 },
      { player_id: "oldti01", ht_in_in: null, wt: null, colleges: "NA", line: 3 },
    ]);
    expect(playerCareers.rejected).toEqual([]);
    const draftPicks = readBbref(bbrefDraftPicks, picks);
    expect(draftPicks.rows).toMatchObject([
      { season: 1984, overall_pick: 3, round: 1, tm: "CHI", line: 2 },
      { season: 1947, overall_pick: null, round: null, player_id: "NA", line: 3 },
    ]);
    expect(draftPicks.rejected).toEqual(["4: Draft Pick History: overall_pick not a whole number"]);
  });
});
