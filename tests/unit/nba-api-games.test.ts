/**
 * NBA.com games of 2019-20 to 2021-22 (backend/import/sources/nba-api-games.ts): what a game id
 * says, the two rows of a game paired as visitor and home, overtime from minutes, the check
 * against the held FiveThirtyEight games, and the arena a home game takes from Team Summaries.
 */
import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import type { NbaApiGameRow } from "../../backend/import/readers/nba-api-games";
import { againstHeld, gameTypeOf, overtimeOf, pairGames } from "../../backend/import/sources/nba-api-games";
import { summaryArena } from "../../backend/import/sources/nba-arenas";
import type { GameDraft } from "../../backend/import/sources/games";

const row = (
  line: number,
  id: string,
  club: string,
  matchup: string,
  pts: number,
  min = 240,
): NbaApiGameRow => ({
  line,
  GAME_ID: id,
  GAME_DATE: "2020-10-11",
  TEAM_ABBREVIATION: club,
  MATCHUP: matchup,
  MIN: min,
  PTS: pts,
});

describe("NBA.com game ids", () => {
  itGives(
    "keeps regular-season, play-in and playoff games and leaves out G League, preseason and All-Star",
    gameTypeOf,
    [
      ["0021900001", "regular"],
      ["0051900101", "play-in"],
      ["0041900406", "postseason"],
      ["0011900001", null],
      ["0031900001", null],
      ["2021900001", null],
    ],
  );

  itGives("reads overtime from the team's minutes, 25 per period past 240", overtimeOf, [
    [239, null],
    [240, null],
    [265, "OT"],
    [290, "2OT"],
    [315, "3OT"],
  ]);
});

describe("pairing a game's two rows", () => {
  it("makes the 2020 Finals' Game 6 the Lakers at the Heat, 106-93", () => {
    const { games, skipped, rejected } = pairGames([
      row(2, "0041900406", "LAL", "LAL @ MIA", 106, 239),
      row(3, "0041900406", "MIA", "MIA vs. LAL", 93, 240),
      row(4, "2021900001", "ACC", "ACC vs. CTN", 100),
      row(5, "2021900001", "CTN", "CTN @ ACC", 90),
    ]);
    expect(games).toEqual([
      {
        gameId: "0041900406",
        date: "2020-10-11",
        gameType: "postseason",
        home: "MIA",
        away: "LAL",
        homeScore: 93,
        awayScore: 106,
        overtime: null,
        line: 2,
      },
    ]);
    expect(skipped).toBe(2);
    expect(rejected).toEqual([]);
  });

  it("rejects a game without one visitor and one home row, naming its lines", () => {
    const { games, rejected } = pairGames([
      row(7, "0022000001", "BKN", "BKN vs. GSW", 125),
      row(8, "0022000001", "GSW", "GSW vs. BKN", 99),
      row(9, "0022000002", "LAL", "LAL vs. LAC", 109),
    ]);
    expect(games).toEqual([]);
    expect(rejected.map((r) => r.reason)).toEqual([
      "game 0022000001: rows 7, 8 are not one home and one visitor",
      "game 0022000001: rows 7, 8 are not one home and one visitor",
      "game 0022000002: rows 9 are not one home and one visitor",
    ]);
  });
});

describe("NBA.com games against the held games of 2019-20", () => {
  const club = (id: number, abbreviation: string) =>
    ({
      team: { id, slug: abbreviation.toLowerCase() },
      name: abbreviation,
      city: null,
      abbreviation,
    }) as never;
  const game = (
    date: string,
    home: number,
    away: number,
    homeScore: number,
    awayScore: number,
  ): GameDraft => ({
    league: "nba",
    sport_id: 2,
    level_id: 1,
    season: 2019,
    date,
    time: null,
    home: club(home, `T${home}`),
    away: club(away, `T${away}`),
    homeScore,
    awayScore,
    overtime: null,
    neutral: false,
    venue: null,
    attendance: null,
    weather: null,
    officials: null,
    week: null,
    gameType: "regular",
    championshipId: null,
    source: "test",
  });

  it("adds the restart, merges a held game and reports a different score without overwriting it", () => {
    const held = [game("2020-01-05", 1, 2, 100, 98), game("2020-01-06", 3, 4, 110, 90)];
    const api = [
      game("2020-01-05", 1, 2, 100, 98),
      game("2020-01-06", 3, 4, 111, 90),
      game("2020-07-30", 5, 6, 106, 104),
    ];
    const out = againstHeld(held, api);
    expect(out.merged).toBe(2);
    expect(out.added.map((g) => g.date)).toEqual(["2020-07-30"]);
    expect(out.differences).toEqual(["2020-01-06 T4 90 at T3 110; NBA.com: 2020-01-06 T4 90 at T3 111"]);
    expect(held[1]!.homeScore).toBe(110);
    expect(out.onlyHeld).toEqual([]);
    expect(out.onlyApi).toEqual([]);
  });

  it("reports a game only one source has before the suspension, and a home club swapped", () => {
    const held = [game("2020-01-05", 1, 2, 100, 98), game("2020-02-01", 7, 8, 100, 90)];
    const api = [game("2020-01-05", 2, 1, 98, 100), game("2020-01-20", 3, 4, 99, 97)];
    const out = againstHeld(held, api);
    expect(out.differences).toEqual(["2020-01-05 T2 98 at T1 100; NBA.com: 2020-01-05 T1 100 at T2 98"]);
    expect(out.onlyHeld).toEqual(["2020-02-01 T8 90 at T7 100"]);
    expect(out.onlyApi).toEqual(["2020-01-20 T4 97 at T3 99"]);
  });
});

describe("a home game's arena from Team Summaries", () => {
  itCalls(
    "drops Basketball-Reference's numbering and leaves empty what is unknown or split between cities",
    summaryArena,
    [
      ["New York Knicks", "Madison Square Garden (IV)", "Madison Square Garden"],
      ["Sacramento Kings*", "ARCO Arena (II)", "ARCO Arena"],
      ["Toronto Raptors", "Amalie Arena", "Amalie Arena"],
      ["League Average", "NA", null],
      ["Kansas City-Omaha Kings", "Municipal Auditorium", null],
    ],
  );
});
