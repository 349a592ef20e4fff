/**
 * What a team page says of seasons whose record a source gives without their games, and what the
 * record table and schedule call the postseason (app/lib/team-season.ts).
 */
import { describe, expect, it } from "vitest";
import type { TeamSeason } from "@domain/contract/types";
import { recordSplit } from "@domain/team-history";
import { postseasonTitle, recordTableNote, seasonGamesNote, seasonsSourceNote } from "~/lib/team-season";
import { itGives } from "../support/function-table";

const season = (year: number, over: Partial<TeamSeason> = {}): TeamSeason => ({
  id: year,
  name: `${year}`,
  slug: null,
  start_year: year,
  end_year: year + 1,
  label: null,
  team_name: "Kansas Jayhawks",
  championship_won: false,
  games_played: 25,
  wins: 19,
  losses: 6,
  ties: null,
  overtime_losses: null,
  points: null,
  record: "19-6",
  win_percentage: 0.76,
  conference_name: null,
  division_name: null,
  division_rank: null,
  finish: null,
  made_playoffs: null,
  playoff_result: null,
  runner_up: false,
  coaches: [{ id: 1, slug: "phog-allen", name: "Phog Allen" }],
  record_source: "ncaa-mbb-team-seasons-sportsref/ncaa-team-data.csv",
  regular_games_held: 0,
  postseason_games_held: 0,
  ...over,
});

describe("seasonGamesNote", () => {
  it("says the games of a season held only as a source's record are not in our data", () => {
    expect(seasonGamesNote(season(1952))).toBe(
      "The games of this season are not in our data: its record, coaches and result are the season's totals from Sports-Reference.",
    );
  });

  it("says only the postseason games are held where the tournament's are", () => {
    expect(seasonGamesNote(season(2007, { postseason_games_held: 6 }))).toMatch(
      /^The regular-season games of this season are not in our data, only its postseason games/,
    );
  });

  it("says nothing of a season whose record is not a source's, or whose games are held", () => {
    expect(seasonGamesNote(season(2007, { record_source: null }))).toBeNull();
    expect(seasonGamesNote(season(2007, { regular_games_held: 30 }))).toBeNull();
  });
});

describe("seasonsSourceNote", () => {
  it("names the runs of seasons without games and those with their postseason games only", () => {
    const seasons = [
      ...[1898, 1899, 1900, 1988].map((y) => season(y)),
      ...[1985, 1986].map((y) => season(y, { postseason_games_held: 2 })),
      season(2017, { record_source: null, record: null }),
    ];
    expect(seasonsSourceNote(seasons, "basketball")).toBe(
      "1898-99 to 1900-01 and 1988-89 (4 seasons): the record, coaches and result are the season's totals from Sports-Reference; the games of those seasons are not in our data. " +
        "1985-86 to 1986-87 (2 seasons): the record is the season's total from Sports-Reference; only the postseason games are in our data.",
    );
  });

  it("says nothing where no record is a source's", () => {
    expect(seasonsSourceNote([season(2017, { record_source: null })], "basketball")).toBeNull();
  });
});

itGives(
  "postseasonTitle",
  ([league, year]: [string | null, number | null]) => postseasonTitle(league, year),
  [
    [["nba", 2020], "Playoffs"],
    [["cfb", 2010], "Bowls"],
    [["cfb", 2014], "Bowls and College Football Playoff"],
    [["cbb", 2007], "NCAA Tournament"],
    [[null, 2007], "Playoffs"],
  ],
);

describe("recordTableNote", () => {
  it("names the parts of the season it counts apart", () => {
    const split = recordSplit(
      "football",
      2014,
      [{ home: false, own: 42, other: 20, period: null }],
      false,
      true,
    )!;
    expect(recordTableNote({ postseason_parts: [] })).toBe("From the season's games.");
    expect(
      recordTableNote({
        postseason_parts: [
          { name: "Bowls", split, game_ids: [1] },
          { name: "College Football Playoff", split, game_ids: [2] },
        ],
      }),
    ).toBe(
      "From the season's games; the regular season, Bowls and College Football Playoff are counted apart.",
    );
  });
});
