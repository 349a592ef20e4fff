import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import { clockMinutes } from "~/lib/box-score";
import {
  orderSide,
  ourGameOf,
  parseMinutes,
  playoffCode,
  playoffGames,
  playoffPointsOff,
  totalsDifferences,
} from "../../backend/import/sources/nba-playoff-box-scores";
import { gameKey, type OurGame } from "../../backend/import/sources/nba-box-scores";
import type {
  NbaPlayoffBoxRow,
  NbaPlayoffTotalRow,
} from "../../backend/import/readers/nba-playoffs-nocturnebear";

type Row = NbaPlayoffBoxRow & { line: number };

let line = 1;
const row = (team: string, name: string, figures: Partial<NbaPlayoffBoxRow> = {}): Row => ({
  season_year: "2015-16",
  game_date: "2016-06-19",
  gameId: "41500407",
  teamTricode: team,
  personId: name,
  personName: name,
  position: "",
  comment: "",
  minutes: "10:00",
  fieldGoalsMade: 0,
  fieldGoalsAttempted: 0,
  threePointersMade: 0,
  threePointersAttempted: 0,
  freeThrowsMade: 0,
  freeThrowsAttempted: 0,
  reboundsOffensive: 0,
  reboundsDefensive: 0,
  reboundsTotal: 0,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 0,
  foulsPersonal: 0,
  points: 0,
  plusMinusPoints: 0,
  line: line++,
  ...figures,
});

describe("playoff minutes", () => {
  it("reads MM:SS as seconds and prints them back", () => {
    expect(parseMinutes("46:49")).toBe(2809);
    expect(parseMinutes("0:28")).toBe(28);
    expect(parseMinutes("53:07")).toBe(3187);
    expect(parseMinutes("")).toBeNull();
    // NBA.com's "16:60" is a time rounded up to the minute: 17:00.
    expect(parseMinutes("16:60")).toBe(17 * 60);
    expect(clockMinutes(17 * 60)).toBe("17:00");
    expect(() => parseMinutes("12:75")).toThrow(/seconds/);
    expect(clockMinutes(2809)).toBe("46:49");
    expect(clockMinutes(28)).toBe("0:28");
    expect(clockMinutes(null)).toBe("");
  });
});

describe("playoff clubs", () => {
  itCalls("turns NBA.com tricodes into ours, Charlotte by its era", playoffCode, [
    ["PHX", 2020, "PHO"],
    ["BKN", 2012, "BRK"],
    ["CHA", 2013, "CHA"],
    ["CHA", 2015, "CHO"],
    ["CLE", 2015, "CLE"],
  ]);
});

describe("a side's order", () => {
  it("lists starters (forwards, centre, guards), then the bench by minutes, then who did not play", () => {
    const side = [
      row("CLE", "Jefferson", { minutes: "25:30" }),
      row("CLE", "Irving", { position: "G", minutes: "43:00" }),
      row("CLE", "Jones", { comment: "DNP - Coach's Decision", minutes: "" }),
      row("CLE", "James", { position: "F", minutes: "46:49" }),
      row("CLE", "Williams", { minutes: "4:45" }),
      row("CLE", "Thompson", { position: "C", minutes: "31:49" }),
      row("CLE", "Smith", { position: "G", minutes: "38:55" }),
      row("CLE", "Shumpert", { minutes: "19:10" }),
      row("CLE", "Love", { position: "F", minutes: "30:02" }),
      row("CLE", "Frye", { comment: "DNP - Coach's Decision", minutes: "" }),
    ];
    expect(orderSide(side).map((r) => r.personName)).toEqual([
      "James",
      "Love",
      "Thompson",
      "Irving",
      "Smith",
      "Jefferson",
      "Shumpert",
      "Williams",
      "Jones",
      "Frye",
    ]);
  });
});

const ours: OurGame = {
  id: 7,
  game_date: "2016-06-19",
  home_team_abbreviation: "GSW",
  away_team_abbreviation: "CLE",
  home_team_id: 1,
  away_team_id: 2,
  home_score: 89,
  away_score: 93,
};

describe("matching a playoff game", () => {
  const rows = [
    row("CLE", "James", { points: 27 }),
    row("CLE", "Irving", { points: 66 }),
    row("GSW", "Green", { points: 32 }),
    row("GSW", "Curry", { points: 57 }),
  ];
  const [game] = playoffGames(rows);

  it("is our game of that date and those clubs, whichever the file lists first", () => {
    expect(game!.clubs.size).toBe(2);
    const byKey = new Map([[gameKey("2016-06-19", "GSW", "CLE"), ours]]);
    expect(ourGameOf(game!, byKey)).toBe(ours);
    expect(ourGameOf(game!, new Map([[gameKey("2016-06-20", "GSW", "CLE"), ours]]))).toBeNull();
  });

  it("names a game whose players' points differ from our score", () => {
    expect(playoffPointsOff(game!, ours)).toBeNull();
    expect(playoffPointsOff(game!, { ...ours, home_score: 90 })).toBe(
      "2016-06-19 CLE 93 at GSW 90 (game 7, NBA.com 41500407): players 93-89",
    );
  });

  it("names a club whose players' figures differ from the team totals file", () => {
    const total = (team: string, PTS: number): NbaPlayoffTotalRow => ({
      SEASON_YEAR: "2015-16",
      TEAM_ABBREVIATION: team,
      GAME_ID: "0041500407",
      GAME_DATE: "2016-06-19",
      MATCHUP: "CLE @ GSW",
      FGM: 0,
      FGA: 0,
      REB: 0,
      AST: 0,
      PTS,
    });
    const totals = new Map([
      ["41500407:CLE", total("CLE", 93)],
      ["41500407:GSW", total("GSW", 88)],
    ]);
    expect(totalsDifferences(game!, totals)).toEqual({
      checked: 2,
      differences: ["2016-06-19 GSW (41500407): PTS 89 vs 88 in the totals"],
    });
  });
});
