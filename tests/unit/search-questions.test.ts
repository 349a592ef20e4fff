import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import { parseQuestion, statisticsNamed, titleSeason } from "~/lib/search-questions";

describe("parseQuestion", () => {
  itGives("two names: a head-to-head or a comparison", parseQuestion, [
    ["celtics vs lakers", { kind: "versus", a: "celtics", b: "lakers" }],
    ["Celtics vs. Lakers", { kind: "versus", a: "celtics", b: "lakers" }],
    ["yankees versus red sox", { kind: "versus", a: "yankees", b: "red sox" }],
    ["Bears v Packers", { kind: "versus", a: "bears", b: "packers" }],
    ["jordan vs bird", { kind: "versus", a: "jordan", b: "bird" }],
    ["duke against north carolina", { kind: "versus", a: "duke", b: "north carolina" }],
    ["Celtics vs Lakers head to head", { kind: "versus", a: "celtics", b: "lakers" }],
  ]);

  itGives("a name or a title in a year: the year the season ended", parseQuestion, [
    ["who won the 1986 world series", { kind: "year", text: "world series", year: 1986 }],
    ["Who won the 1986 World Series?", { kind: "year", text: "world series", year: 1986 }],
    ["1996 nba finals", { kind: "year", text: "nba finals", year: 1996 }],
    ["stanley cup 1994", { kind: "year", text: "stanley cup", year: 1994 }],
    ["celtics 1986", { kind: "year", text: "celtics", year: 1986 }],
    ["lebron james 2016", { kind: "year", text: "lebron james", year: 2016 }],
    ["lebron james 2015-16", { kind: "year", text: "lebron james", year: 2016 }],
    ["1985-86 celtics", { kind: "year", text: "celtics", year: 1986 }],
  ]);

  itGives("a leader: of a season, of a single season ever, of careers", parseQuestion, [
    ["most home runs 1998", { kind: "leader", stat: "home runs", year: 1998, scope: "season", end: "high" }],
    [
      "who hit the most home runs in 1998",
      { kind: "leader", stat: "home runs", year: 1998, scope: "season", end: "high" },
    ],
    ["1998 home run leader", { kind: "leader", stat: "home run", year: 1998, scope: "season", end: "best" }],
    [
      "most career home runs",
      { kind: "leader", stat: "home runs", year: null, scope: "career", end: "high" },
    ],
    ["most home runs ever", { kind: "leader", stat: "home runs", year: null, scope: "career", end: "high" }],
    [
      "most home runs in a season",
      { kind: "leader", stat: "home runs", year: null, scope: "season", end: "high" },
    ],
    [
      "most points in nba history",
      { kind: "leader", stat: "points", year: null, scope: "career", end: "high" },
    ],
    ["lowest era 1968", { kind: "leader", stat: "era", year: 1968, scope: "season", end: "low" }],
    ["who has the most goals", { kind: "leader", stat: "goals", year: null, scope: "career", end: "high" }],
  ]);

  itGives("an ordinary search is not a question", parseQuestion, [
    ["", null],
    ["celtics", null],
    ["lebron james", null],
    ["1986", null],
    ["babe ruth", null],
    ["vs", null],
    ["celtics vs celtics", null],
  ]);

  it("a year out of range or two years that are not one season are not a season", () => {
    expect(parseQuestion("celtics 1492")).toBeNull();
    expect(parseQuestion("celtics 1980 1990")).toBeNull();
  });
});

describe("statisticsNamed", () => {
  const keys = (words: string, leagues: Parameters<typeof statisticsNamed>[1]) =>
    statisticsNamed(words, leagues).map((s) => `${s.league}:${s.key}`);

  itCalls("names a ranked statistic by its label, a synonym or its abbreviation, one per league", keys, [
    ["home runs", ["mlb"], ["mlb:hr"]],
    ["homers", ["mlb"], ["mlb:hr"]],
    ["home run", ["mlb"], ["mlb:hr"]],
    ["strikeouts", ["mlb"], ["mlb:so_p"]],
    ["era", ["mlb"], ["mlb:era"]],
    ["points", ["nba", "nhl"], ["nba:pts", "nhl:points"]],
    ["rebounds", ["nba"], ["nba:trb"]],
    ["passing yards", ["nfl"], ["nfl:pass_yds"]],
    ["sacks", ["nfl"], ["nfl:def_sacks"]],
  ]);

  it("names nothing for words that are no statistic, or a statistic of another league", () => {
    expect(keys("pizzas", ["mlb", "nba", "nhl", "nfl"])).toEqual([]);
    expect(keys("home runs", ["nba"])).toEqual([]);
  });
});

describe("titleSeason", () => {
  const pro = [
    { key: "nfl", sport: "football" },
    { key: "nba", sport: "basketball" },
    { key: "mlb", sport: "baseball" },
    { key: "nhl", sport: "hockey" },
  ] as const;

  it("names the season a title was won in: a final's year, a football season's start", () => {
    expect(titleSeason("world series", 1986, pro)).toEqual({
      league: "mlb",
      slug: "mlb-1986",
      startYear: 1986,
      titleName: "the 1986 World Series",
    });
    expect(titleSeason("NBA Finals", 1996, pro)?.slug).toBe("nba-1995-96");
    expect(titleSeason("stanley cup", 1994, pro)?.titleName).toBe("the 1994 Stanley Cup");
    // Super Bowl XLI was played in February 2007, at the end of the 2006 season.
    expect(titleSeason("super bowl", 2007, pro)).toMatchObject({
      slug: "nfl-2006",
      titleName: "the Super Bowl of the 2006 season",
    });
  });

  it("names only the titles of the leagues asked about", () => {
    expect(titleSeason("world series", 1986, [{ key: "nba", sport: "basketball" }])).toBeNull();
    expect(titleSeason("celtics", 1986, pro)).toBeNull();
    expect(titleSeason("frozen four", 2019, [{ key: "chk", sport: "hockey" }])?.slug).toBe("chk-2018-19");
  });
});
