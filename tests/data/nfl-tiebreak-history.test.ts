import { describe, expect, it } from "vitest";
import {
  computeStandings,
  type StandingGame,
  type StandingTeam,
} from "../../backend/import/sources/standings";
import { nflEra, SHARED_PLACE } from "../../backend/import/sources/nfl-tiebreak-history";

// Tiebreaks of their time (docs/rules.md#tiebreaks-of-their-time): each season's ties are broken
// with the steps the league had then, and clubs those steps leave level share the place.

let day = 0;
const g = (home: number, away: number, homeScore: number, awayScore: number): StandingGame => ({
  home,
  away,
  homeScore,
  awayScore,
  overtime: null,
  date: `1990-10-${String(++day).padStart(2, "0")}`,
});
const team = (
  id: number,
  name: string,
  conference: string | null,
  division: string | null,
): StandingTeam => ({ id, name, conference, division });
const rankOf = (rows: ReturnType<typeof computeStandings>) => (id: number) =>
  rows.find((r) => r.team_id === id)!;

describe("the era of each season's procedure", () => {
  it.each([
    [1921, false, "no-procedure"],
    [1932, false, "no-procedure"],
    [1933, false, "playoff-only"],
    [1966, false, "playoff-only"],
    [1967, true, "playoff-only"],
    [1969, true, "playoff-only"],
    [1967, false, "nfl-divisions-1967"],
    [1969, false, "nfl-divisions-1967"],
    [1970, false, "division-steps-1970"],
    [2001, false, "division-steps-1970"],
  ] as const)("%i (AFL: %s) is %s", (season, afl, era) => {
    expect(nflEra(season, afl)).toBe(era);
  });
});

describe("before 1967: places below first are shared", () => {
  // One conference table (no divisions, as the data holds 1933-1949 conferences and 1950-1966).
  const clubs = (conference: string | null) => [
    team(1, "Alpha", conference, null),
    team(2, "Bravo", conference, null),
    team(3, "Charlie", conference, null),
    team(4, "Delta", conference, null),
  ];
  // Charlie 3-0; Alpha and Bravo 1-2 (they split, both lost to Charlie); Delta 0-1.
  const games = () => [g(3, 1, 20, 10), g(3, 2, 20, 10), g(1, 2, 14, 7), g(2, 1, 21, 0), g(3, 4, 7, 0)];

  it("1950: two clubs level on record share second place (1, 2, 2, 4) and the note says the league had no procedure", () => {
    const by = rankOf(
      computeStandings(clubs("American Conference"), games(), {
        hockey: false,
        tiesExcluded: true,
        nflHistory: 1950,
      }),
    );
    expect([by(3).rank, by(1).rank, by(2).rank, by(4).rank]).toEqual([1, 2, 2, 4]);
    expect(by(1).tiebreak).toBe(SHARED_PLACE["playoff-only"]);
    expect(by(2).conference_rank).toBe(2);
    expect(by(3).tiebreak).toBeNull();
  });

  it("1925: one league table, the clubs share the place (no procedure before 1933)", () => {
    const by = rankOf(
      computeStandings(clubs(null), games(), { hockey: false, tiesExcluded: true, nflHistory: 1925 }),
    );
    expect(by(1).rank).toBe(2);
    expect(by(2).rank).toBe(2);
    expect(by(2).league_rank).toBe(2);
    expect(by(2).tiebreak).toBe(SHARED_PLACE["no-procedure"]);
  });

  it("1958: a tie for first is decided by the playoff game between the clubs", () => {
    const two = [team(1, "Alpha", "Eastern Conference", null), team(2, "Bravo", "Eastern Conference", null)];
    const rows = computeStandings(two, [g(1, 2, 10, 7), g(2, 1, 10, 7)], {
      hockey: false,
      tiesExcluded: true,
      nflHistory: 1958,
      playoffs: [{ winner: 2, loser: 1 }],
    });
    const by = rankOf(rows);
    expect(by(2)).toMatchObject({ rank: 1, tiebreak: "playoff game between the tied clubs" });
    expect(by(1).rank).toBe(2);
  });

  it("1967 AFL East: the AFL had no procedure, the clubs share the place", () => {
    const afl = [
      team(1, "Alpha", "AFL", "AFL East"),
      team(2, "Bravo", "AFL", "AFL East"),
      team(3, "Charlie", "AFL", "AFL East"),
    ];
    const by = rankOf(
      computeStandings(afl, [g(3, 1, 20, 10), g(3, 2, 20, 10), g(1, 2, 14, 7), g(2, 1, 21, 0)], {
        hockey: false,
        tiesExcluded: true,
        nflHistory: 1967,
      }),
    );
    expect([by(1).rank, by(2).rank]).toEqual([2, 2]);
    expect(by(1).tiebreak).toBe(SHARED_PLACE["playoff-only"]);
  });

  it("1968 NFL: the data's one NFL table holds no division, so its ties are shared", () => {
    const by = rankOf(
      computeStandings(clubs("NFL"), games(), { hockey: false, tiesExcluded: true, nflHistory: 1968 }),
    );
    expect([by(1).rank, by(2).rank]).toEqual([2, 2]);
    expect(by(1).tiebreak).toBe(SHARED_PLACE["nfl-divisions-1967"]);
  });
});

describe("1970-2001: head-to-head, division record, conference record", () => {
  it("1975: head-to-head decides", () => {
    const teams = [
      team(1, "Alpha", "AFC", "AFC East"),
      team(2, "Bravo", "AFC", "AFC East"),
      team(3, "X-ray", "AFC", "AFC West"),
    ];
    // Alpha beat Bravo; each 1-1.
    const by = rankOf(
      computeStandings(teams, [g(1, 2, 10, 7), g(2, 3, 10, 7), g(3, 1, 10, 7)], {
        hockey: false,
        nflHistory: 1975,
      }),
    );
    expect(by(1)).toMatchObject({ rank: 1, tiebreak: "head-to-head" });
    expect(by(2)).toMatchObject({ rank: 2, tiebreak: "head-to-head" });
  });

  it("1984: split head-to-head, the division record decides", () => {
    const teams = [
      team(1, "Alpha", "AFC", "AFC East"),
      team(2, "Bravo", "AFC", "AFC East"),
      team(3, "Charlie", "AFC", "AFC East"),
      team(4, "X-ray", "AFC", "AFC West"),
    ];
    // Alpha and Bravo 2-2 and 1-1 against each other; Alpha 2-1 in the division, Bravo 1-2.
    const games = [
      g(1, 2, 10, 7),
      g(2, 1, 10, 7),
      g(1, 3, 10, 7),
      g(4, 1, 10, 7),
      g(3, 2, 10, 7),
      g(2, 4, 10, 7),
      g(4, 3, 10, 7),
    ];
    const by = rankOf(computeStandings(teams, games, { hockey: false, nflHistory: 1984 }));
    expect(by(1)).toMatchObject({ rank: 1, tiebreak: "division record" });
    expect(by(2).rank).toBe(2);
  });

  const conferenceTeams = [
    team(1, "Alpha", "AFC", "AFC East"),
    team(2, "Bravo", "AFC", "AFC East"),
    team(3, "X-ray", "AFC", "AFC West"),
    team(4, "November", "NFC", "NFC East"),
    team(5, "Mike", "NFC", "NFC West"),
    team(6, "Yankee", "AFC", "AFC West"),
    team(7, "Zulu", "AFC", "AFC West"),
  ];
  // Alpha and Bravo split, 1-1 in the division, both 3-3. Alpha 3-1 in the conference, Bravo 1-3;
  // against their common opponents (X-ray, November, Mike) Alpha 1-2, Bravo 2-1.
  const split = () => [
    g(1, 2, 10, 7),
    g(2, 1, 10, 7),
    g(1, 3, 10, 7),
    g(4, 1, 10, 7),
    g(5, 1, 10, 7),
    g(1, 6, 10, 7),
    g(3, 2, 10, 7),
    g(2, 4, 10, 7),
    g(2, 5, 10, 7),
    g(7, 2, 10, 7),
  ];

  it("1995: the conference record decides where the common games do not point the other way", () => {
    // Without Mike, the common games (X-ray, November) are level, 1-1 each; Alpha loses to Oscar
    // and Bravo beats Papa (each met by one club only), so both stay 3-3.
    const games = split().filter((x) => x.home !== 5 && x.away !== 5);
    games.push(g(8, 1, 10, 7), g(2, 9, 10, 7));
    const teams = [
      ...conferenceTeams,
      team(8, "Oscar", "NFC", "NFC West"),
      team(9, "Papa", "NFC", "NFC West"),
    ];
    const by = rankOf(computeStandings(teams, games, { hockey: false, nflHistory: 1995 }));
    expect(by(1).wins).toBe(by(2).wins);
    expect(by(1)).toMatchObject({ rank: 1, tiebreak: "conference record" });
    expect(by(2).rank).toBe(2);
  });

  it("1995: conference record and common games disagree, so the clubs share the place; today's procedure (2005) puts Bravo first on common games", () => {
    const old = rankOf(computeStandings(conferenceTeams, split(), { hockey: false, nflHistory: 1995 }));
    expect(old(1).wins).toBe(3);
    expect(old(2).wins).toBe(3);
    expect([old(1).rank, old(2).rank]).toEqual([1, 1]);
    expect(old(1).tiebreak).toBe(SHARED_PLACE["division-steps-1970"]);
    const today = rankOf(computeStandings(conferenceTeams, split(), { hockey: false, nfl: true }));
    expect(today(2)).toMatchObject({ rank: 1, tiebreak: "division tiebreak: common games" });
    expect(today(1).rank).toBe(2);
  });
});
