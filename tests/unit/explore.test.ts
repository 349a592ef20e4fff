/**
 * The history views' pure arithmetic: head-to-head records, streaks and series; the bracket's
 * series and rounds; the notable-birthday rule and calendar dates; the franchise timeline's points.
 */
import { describe, expect, it } from "vitest";
import {
  gameCoverage,
  meetingKind,
  recordText,
  sortMeetings,
  summarizeHeadToHead,
  type Meeting,
} from "../../domain/head-to-head";
import { coverageNote } from "../../app/lib/head-to-head";
import { isNotableBirthday, monthDayText, parseMonthDay } from "../../domain/on-this-day";
import {
  bracketOfEra,
  buildBracket,
  roundOfGame,
  seriesResult,
  type BracketGame,
} from "../../app/lib/bracket";
import { roundEraOf } from "../../domain/leagues";
import { nameRuns, pctLabel, timelinePoints } from "../../app/lib/franchise-timeline";
import type { TeamSeason } from "../../domain/contract/types";

let id = 0;
function m(
  date: string,
  aScore: number,
  bScore: number,
  gameType = "regular",
  names: [string, string] = ["A", "B"],
): Meeting {
  return {
    id: ++id,
    slug: null,
    date,
    season: Number(date.slice(0, 4)),
    gameType,
    kind: meetingKind(gameType),
    aName: names[0],
    bName: names[1],
    aScore,
    bScore,
    aHome: true,
    neutral: false,
  };
}

describe("head-to-head", () => {
  const games = [
    m("1961-10-01", 10, 7, "regular", ["Old A", "B"]),
    m("1962-10-01", 14, 14),
    m("1962-11-01", 3, 21),
    m("1962-12-01", 0, 35),
    m("1963-01-05", 20, 17, "postseason"),
    m("1963-01-12", 24, 10, "championship"),
    m("1970-10-01", 28, 3),
  ];
  const x = summarizeHeadToHead(games);

  it("counts every game once, regular and playoff apart", () => {
    expect(x.all).toEqual({ games: 7, aWins: 4, bWins: 2, ties: 1 });
    expect(x.regular).toEqual({ games: 5, aWins: 2, bWins: 2, ties: 1 });
    expect(x.playoff).toEqual({ games: 2, aWins: 2, bWins: 0, ties: 0 });
    expect(recordText(x.all)).toBe("4-2-1");
  });

  it("groups by season and decade, with the names of the time", () => {
    expect(x.byDecade.map((d) => [d.period, d.regular.games, d.playoff.games])).toEqual([
      [1970, 1, 0],
      [1960, 4, 2],
    ]);
    expect(x.byDecade[1].aNames).toEqual(["Old A", "A"]);
    // 1962 holds the October-December games; January 1963 is its own season here (start years come from the game).
    expect(x.bySeason.find((s) => s.period === 1962)?.regular).toEqual({
      games: 3,
      aWins: 0,
      bWins: 2,
      ties: 1,
    });
  });

  it("finds playoff series, streaks, margins, first and last meeting", () => {
    expect(x.series).toHaveLength(1);
    expect(x.series[0]).toMatchObject({ season: 1963, aWins: 2, bWins: 0, winner: "a", final: true });
    // A tie ends a streak: A's longest is the three wins from January 1963 to 1970.
    expect(x.longestA).toMatchObject({ length: 3, from: "1963-01-05", to: "1970-10-01" });
    expect(x.longestB).toMatchObject({ length: 2 });
    expect(x.current).toMatchObject({ team: "a", length: 3 });
    expect(x.marginsA[0].date).toBe("1970-10-01");
    expect(x.marginsB[0].date).toBe("1962-12-01");
    expect(x.first?.date).toBe("1961-10-01");
    expect(x.last?.date).toBe("1970-10-01");
    expect(x.lastSeason).toBe(1970);
  });

  it("sorts meetings by date or margin", () => {
    expect(sortMeetings(games, "-margin")[0].date).toBe("1970-10-01");
    expect(sortMeetings(games, "margin")[0].date).toBe("1962-12-01");
    expect(sortMeetings(games, "-date")[0].date).toBe("1970-10-01");
  });

  it("an empty history has no records", () => {
    const none = summarizeHeadToHead([]);
    expect(none.all.games).toBe(0);
    expect(none.first).toBeNull();
    expect(none.lastSeason).toBeNull();
  });
});

function g(
  idN: number,
  date: string,
  away: string,
  home: string,
  as: number,
  hs: number,
  type = "postseason",
): BracketGame {
  return {
    id: idN,
    game_date: date,
    game_type: type,
    status: "final",
    home_team: { slug: home, name: home },
    away_team: { slug: away, name: away },
    away_score: as,
    home_score: hs,
  };
}

describe("what a record of every game covers", () => {
  it("finds the league's first and last regular season held and the seasons between it lacks", () => {
    expect(
      gameCoverage([2022, 1946, 2019, 2025, 2023, 2024, ...Array.from({ length: 72 }, (_, i) => 1947 + i)]),
    ).toEqual({
      from: 1946,
      to: 2025,
      missing: [2020, 2021],
    });
    expect(gameCoverage([])).toEqual({ from: null, to: null, missing: [] });
  });

  it("says so in words: the gaps since the first meeting, and playoff-only years before the games begin", () => {
    const nba = { from: 1946, to: 2025, missing: [2020, 2021] };
    expect(coverageNote("basketball", nba, 1948)).toBe(
      "It holds no regular-season games of the 2020-21 and 2021-22 seasons.",
    );
    expect(coverageNote("basketball", nba, 2022)).toBe("");
    expect(coverageNote("baseball", { from: 1998, to: 2024, missing: [] }, 1941)).toBe(
      "Regular-season games in the database run from 1998; earlier meetings are playoff games.",
    );
    expect(coverageNote("hockey", { from: 2009, to: 2025, missing: [] }, null)).toBe(
      "Regular-season games in the database run from 2009-10.",
    );
    expect(coverageNote("hockey", { from: null, to: null, missing: [] }, null)).toBe("");
    // College football's games start in 2002: a pair first met in the database's first season.
    expect(coverageNote("football", { from: 2002, to: 2024, missing: [] }, 2002)).toBe(
      "Records since 2002: the database holds no earlier games of this league.",
    );
  });
});

describe("bracket", () => {
  it("builds series and counts rounds back from the final, byes and play-in included", () => {
    const games = [
      g(1, "2020-04-01", "p", "q", 90, 100, "play-in"),
      // Round 1: A-B (A wins 2-1), C-D (D 2-0); E has a bye.
      g(2, "2020-04-10", "b", "a", 90, 100),
      g(3, "2020-04-12", "b", "a", 101, 100),
      g(4, "2020-04-14", "a", "b", 100, 80),
      g(5, "2020-04-10", "c", "d", 70, 80),
      g(6, "2020-04-12", "d", "c", 88, 80),
      // Round 2: A-E (E), D-F (D)
      g(7, "2020-04-20", "a", "e", 80, 90),
      g(8, "2020-04-20", "f", "d", 80, 90),
      // Final: D-E, one game
      g(9, "2020-05-01", "d", "e", 70, 75, "championship"),
    ];
    const rounds = buildBracket(games);
    expect(rounds.map((r) => r.title)).toEqual(["Quarterfinals", "Semifinals", "Final"]);
    expect(rounds[0].series.map((s) => s.key).sort()).toEqual(["a|b", "c|d"]);
    expect(rounds[1].series.map((s) => s.key).sort()).toEqual(["a|e", "d|f"]);
    const ab = rounds[0].series.find((s) => s.key === "a|b")!;
    expect(ab.sides.map((s) => s.wins).sort()).toEqual([1, 2]);
    expect(seriesResult(ab)).toBe("a won 2-1");
    expect(rounds[2].series[0].title).toBe(true);
    expect(seriesResult(rounds[2].series[0])).toBe("e won");
    // The play-in is not in the bracket.
    expect(rounds.flatMap((r) => r.series).some((s) => s.key === "p|q")).toBe(false);
    // With the league's names of the season, from the final back; a round it does not name stays generic.
    expect(buildBracket(games, ["NBA Finals", "Conference Finals"]).map((r) => r.title)).toEqual([
      "Quarterfinals",
      "Conference Finals",
      "NBA Finals",
    ]);
    // A game's round on its page: the column its series sits in.
    const named = buildBracket(games, ["NBA Finals", "Conference Finals", "Conference Semifinals"]);
    expect(roundOfGame(named, 3)).toBe("Conference Semifinals");
    expect(roundOfGame(named, 8)).toBe("Conference Finals");
    expect(roundOfGame(named, 9)).toBe("NBA Finals");
    expect(roundOfGame(named, 1)).toBeNull();
  });

  it("draws only the certain rounds of a namedOnly era: no third-place game, no level total-goals series", () => {
    const games = [
      // A total-goals quarterfinal (one game each, level on wins): not placed, not drawn.
      g(1, "1984-03-16", "a", "q", 3, 6),
      g(2, "1984-03-17", "a", "q", 5, 1),
      // Semifinals at the final's site, a third-place game, the final.
      g(3, "1984-03-22", "a", "b", 2, 1),
      g(4, "1984-03-23", "c", "d", 2, 1),
      g(5, "1984-03-24", "b", "d", 6, 5),
      g(6, "1984-03-24", "a", "c", 5, 4, "championship"),
    ];
    const era = roundEraOf("chk", 1983);
    const rounds = bracketOfEra(games, era);
    expect(rounds.map((r) => [r.title, r.series.map((x) => x.key).sort()])).toEqual([
      ["Frozen Four", ["a|b", "c|d"]],
      ["National Championship", ["a|c"]],
    ]);
    // Without namedOnly the third-place game and the level series would pose as finals.
    expect(buildBracket(games, era!.rounds).at(-1)!.series.length).toBeGreaterThan(1);
  });

  it("a series with games still to play is led, not won", () => {
    const games = [
      g(1, "2020-04-10", "b", "a", 90, 100),
      { ...g(2, "2020-04-12", "b", "a", 0, 0), status: "scheduled", home_score: null, away_score: null },
    ];
    expect(seriesResult(buildBracket(games)[0].series[0])).toBe("a leads 1-0");
  });
});

describe("on this day", () => {
  it("takes real calendar days only", () => {
    expect(parseMonthDay("11-21")).toBe("11-21");
    expect(parseMonthDay("02-29")).toBe("02-29");
    expect(parseMonthDay("02-30")).toBeNull();
    expect(parseMonthDay("13-01")).toBeNull();
    expect(parseMonthDay("1-5")).toBeNull();
    expect(monthDayText("11-21")).toBe("November 21");
  });

  it("a notable player is in the Hall of Fame, won an MVP award or played 15+ seasons", () => {
    expect(isNotableBirthday({ awards: '["Baseball Hall of Fame (1982)"]', yearsPro: 3 })).toBe(
      "Hall of Fame",
    );
    expect(isNotableBirthday({ awards: '["Most Valuable Player (1957, NL)"]', yearsPro: 3 })).toBe(
      "Most Valuable Player award",
    );
    expect(isNotableBirthday({ awards: null, yearsPro: 15 })).toBe("15 seasons");
    expect(isNotableBirthday({ awards: '["Gold Glove (1991, AL)"]', yearsPro: 14 })).toBeNull();
  });
});

describe("franchise timeline", () => {
  const season = (year: number, over: Partial<TeamSeason>): TeamSeason =>
    ({
      id: year,
      name: `${year}`,
      slug: null,
      start_year: year,
      end_year: null,
      label: String(year),
      team_name: "Now",
      championship_won: false,
      games_played: 82,
      wins: 41,
      losses: 41,
      ties: null,
      overtime_losses: null,
      points: null,
      record: "41-41",
      win_percentage: 0.5,
      conference_name: null,
      division_name: null,
      division_rank: null,
      finish: null,
      made_playoffs: false,
      playoff_result: null,
      runner_up: false,
      ...over,
    }) as TeamSeason;

  it("keeps seasons with a record, oldest first, with marks and names of the time", () => {
    const points = timelinePoints(
      [
        season(2002, { championship_won: true, made_playoffs: true }),
        season(2001, { team_name: "Then", made_playoffs: true }),
        season(2000, { team_name: "Then" }),
        season(2003, { record: null, win_percentage: null }),
      ],
      "basketball",
      "Now",
    );
    expect(points.map((p) => [p.year, p.playoffs, p.title])).toEqual([
      [2000, false, false],
      [2001, true, false],
      [2002, true, true],
    ]);
    expect(nameRuns(points)).toEqual([
      { name: "Then", from: 2000, to: 2001 },
      { name: "Now", from: 2002, to: 2002 },
    ]);
  });

  it("hockey uses the points share, as the franchise summary does", () => {
    const [p] = timelinePoints(
      [season(2010, { points: 100, games_played: 82, record: "45-27-10" })],
      "hockey",
      "Now",
    );
    expect(pctLabel(p.pct)).toBe(".610");
  });
});
