import { describe, expect, it } from "vitest";
import {
  finderPlan,
  finderSearch,
  finderKindsOf,
  finderStats,
  heldValue,
  parseFinderParams,
  seasonAge,
  type FinderQuery,
} from "@domain/finder";
import { statistic } from "@domain/statistics";
import {
  criteriaText,
  finderColumns,
  finderCsv,
  finderHref,
  finderLeagueOf,
  finderPageSearch,
  finderTitle,
  opponentText,
  resultText,
} from "~/lib/finder";
import { conferencesOf, NOT_A_GAME } from "../../backend/http/routes/finder-rows";

function parse(search: string, league: "mlb" | "nba" | "nfl" | "nhl" = "mlb"): FinderQuery {
  const parsed = parseFinderParams(new URLSearchParams(search), league);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
}

function errorsOf(search: string, league: "mlb" | "nba" | "nfl" | "nhl" = "mlb") {
  const parsed = parseFinderParams(new URLSearchParams(search), league);
  return parsed.ok ? null : parsed.errors;
}

describe("finder parameters", () => {
  it("reads the issue's 40-40 question: batting seasons, both criteria, sorted by the first", () => {
    const q = parse("kind=seasons&min.hr=40&min.sb=40");
    expect(q.kind).toBe("seasons");
    expect(q.group.key).toBe("batting");
    expect(q.ranges).toEqual([
      { key: "hr", min: 40, max: null },
      { key: "sb", min: 40, max: null },
    ]);
    expect(q.sort).toBe("hr");
    expect(q.order).toBe("desc");
    expect(finderSearch(q)).toBe("?kind=seasons&min.hr=40&min.sb=40");
  });

  it("finds the group from the statistics named, and a lower-is-better one sorts up", () => {
    const q = parse("max.era=2&min.ip=200.1");
    expect(q.group.key).toBe("pitching");
    // Innings are written as innings and held as outs.
    expect(q.ranges).toEqual([
      { key: "ip", min: 601, max: null },
      { key: "era", min: null, max: 2 },
    ]);
    expect(q.sort).toBe("ip");
    expect(parse("max.era=2&sort=era").order).toBe("asc");
    expect(finderSearch(q)).toBe("?kind=seasons&group=pitching&min.ip=200.1&max.era=2");
  });

  it("ignores empty fields, as a submitted form sends them", () => {
    const q = parse("kind=careers&min.hr=&max.hr=&min.h=3000&from=&team=&min.age=");
    expect(q.ranges).toEqual([{ key: "h", min: 3000, max: null }]);
    expect(finderSearch(q)).toBe("?kind=careers&min.h=3000");
  });

  it("names every bad parameter with what it expected", () => {
    expect(errorsOf("kind=plays&min.hr=lots&min.zzz=1&from=98&dir=up")).toEqual({
      kind: ["Expected seasons or careers or games or team-seasons. Got 'plays'."],
      "min.hr": ["Expected a number. Got 'lots'."],
      "min.zzz": [expect.stringContaining("Unknown statistic 'zzz'. Expected one of hr, h, rbi")],
      from: ["Expected a four-digit year. Got '98'."],
      dir: ["Expected asc or desc. Got 'up'."],
    });
    expect(errorsOf("min.hr=40&max.hr=30")).toEqual({
      "max.hr": ["The most (max.hr) is below the least (min.hr)."],
    });
    expect(errorsOf("group=batting&min.era=3")).toEqual({
      "min.era": ["'era' is a pitching statistic: choose group=pitching."],
    });
    expect(errorsOf("min.hr=40&max.era=3")?.group).toEqual([
      "The statistics named are in different tables (batting, pitching): ask one at a time.",
    ]);
    expect(errorsOf("min.ip=200.5")).toEqual({
      "min.ip": ["Expected innings such as 200 or 200.1. Got '200.5'."],
    });
  });

  it("keeps each site to its own statistics: home runs are no basketball statistic", () => {
    expect(errorsOf("min.hr=30", "nba")?.["min.hr"]?.[0]).toMatch(
      /^Unknown statistic 'hr'\. Expected one of pts/,
    );
    expect(parse("min.ppg=30", "nba").group.key).toBe("players");
    expect(finderStats(parse("", "nba").group).map((s) => s.league)).not.toContain("mlb");
  });

  it("reads seasons, ages, team, league and position", () => {
    const q = parse("from=1990&to=1999&min.age=35&team=New-York-Yankees&league=al&position=Shortstop");
    expect([q.from, q.to, q.minAge, q.team, q.lgId, q.position]).toEqual([
      1990,
      1999,
      35,
      "new-york-yankees",
      "AL",
      "Shortstop",
    ]);
    expect(criteriaText(q)).toEqual([
      "1990 to 1999",
      "age 35 or older",
      "with new-york-yankees",
      "in the AL",
      "Shortstop",
    ]);
  });
});

describe("finder query plan", () => {
  it("filters and sorts held figures in SQL, over each season's total", () => {
    const plan = finderPlan(parse("min.hr=40&min.sb=40"));
    expect(plan).toEqual({
      rows: "totals",
      sqlRanges: [
        { key: "hr", column: "hr", min: 40, max: null },
        { key: "sb", column: "sb", min: 40, max: null },
      ],
      memoryRanges: [],
      sortColumn: "hr",
      inMemory: false,
    });
  });

  it("computes a rate from the figures after SQL has applied the counted criteria", () => {
    const plan = finderPlan(parse("min.avg=.400&min.pa=400"));
    expect(plan.sqlRanges).toEqual([{ key: "pa", column: "pa", min: 400, max: null }]);
    expect(plan.memoryRanges).toEqual([{ key: "avg", min: 0.4, max: null }]);
    expect(plan.inMemory).toBe(true);
    expect(finderPlan(parse("group=pitching&sort=era&min.ip=162")).inMemory).toBe(true);
  });

  it("sums a career's club lines when a team or league picks some of a traded player's clubs", () => {
    expect(finderPlan(parse("kind=careers&min.hr=500")).rows).toBe("totals");
    expect(finderPlan(parse("kind=careers&team=boston-red-sox")).rows).toBe("clubs");
    expect(finderPlan(parse("kind=careers&league=NL")).rows).toBe("clubs");
    // A season keeps its total: the team only has to be one of its clubs.
    expect(finderPlan(parse("kind=seasons&team=boston-red-sox")).rows).toBe("totals");
  });

  it("writes a column's name of a statistic held under another (pitchers' strikeouts are `so`)", () => {
    expect(finderPlan(parse("group=pitching&min.so_p=300")).sqlRanges).toEqual([
      { key: "so_p", column: "so", min: 300, max: null },
    ]);
  });
});

describe("finder helpers", () => {
  it("counts ages as Sports-Reference does", () => {
    // Baseball: June 30 of the season; basketball: February 1 of the season's second year.
    expect(seasonAge("mlb", 1988, "1964-07-02")).toBe(23);
    expect(seasonAge("mlb", 1988, "1964-06-30")).toBe(24);
    expect(seasonAge("nba", 1986, "1963-02-17")).toBe(23);
    expect(heldValue(statistic("mlb", "ip"), "162")).toBe(486);
    expect(heldValue(statistic("mlb", "hr"), "4o")).toBeNull();
  });

  it("picks the site's league, the hub's by sport", () => {
    expect(finderLeagueOf({ sport: "baseball", level: "professional" }, null)).toBe("mlb");
    expect(finderLeagueOf({ sport: "hockey", level: "ncaa-division-i" }, null)).toBeNull();
    expect(finderLeagueOf({ sport: null, level: null }, "basketball")).toBe("nba");
    expect(finderLeagueOf({ sport: null, level: null }, null)).toBe("mlb");
    expect(finderPageSearch(parse("min.ppg=30", "nba"), true)).toBe(
      "?sport=basketball&kind=seasons&min.ppg=30",
    );
    expect(finderHref("mlb", "era", false)).toBe("/finder?kind=seasons&group=pitching&sort=era");
  });

  it("titles, columns and CSV name what the table shows", () => {
    const q = parse("kind=seasons&min.hr=40&min.sb=40");
    expect(finderTitle(q)).toBe("Player seasons: HR ≥ 40, SB ≥ 40");
    const columns = finderColumns(q);
    expect(columns.slice(0, 5).map((c) => c.label)).toEqual(["Player", "Season", "Age", "Team", "League"]);
    const hr = columns.find((c) => c.key === "hr");
    expect(hr).toMatchObject({
      abbr: "HR",
      glossary: "/glossary#mlb-hr",
      title: expect.stringMatching(/^Home Runs: /),
    });
    const csv = finderCsv(q, [
      {
        player_id: 1,
        player_slug: "jose-canseco",
        player_name: "Jose Canseco",
        position: null,
        season: 1988,
        age: 23,
        first_season: null,
        last_season: null,
        seasons: null,
        league: "AL",
        team_code: "OAK",
        team_name: "Oakland Athletics",
        team_slug: null,
        teams: [],
        ...NOT_A_GAME,
        stats: { hr: 42, sb: 40, avg: 0.3065573 },
      },
    ]);
    expect(csv.header.slice(0, 7)).toEqual(["Player", "Season", "Age", "Team", "League", "HR", "H"]);
    const row = csv.rows[0];
    expect(row.slice(0, 6)).toEqual(["Jose Canseco", "1988", 23, "OAK", "AL", "42"]);
    expect(row[csv.header.indexOf("AVG")]).toBe(".307");
    expect(row[csv.header.indexOf("H")]).toBe("");
  });
});

describe("single games and team seasons", () => {
  it("reads a single-game question over the box scores: a counted statistic, an opponent, the date sort", () => {
    const q = parse("kind=games&min.pts=60&opponent=boston-celtics&sort=date", "nba");
    expect(q.group).toMatchObject({ kind: "games", table: "basketball_game_lines" });
    expect(q.ranges).toEqual([{ key: "pts", min: 60, max: null }]);
    expect(q.opponent).toBe("boston-celtics");
    expect(q.sort).toBe("date");
    expect(finderSearch(q)).toBe("?kind=games&min.pts=60&opponent=boston-celtics&sort=date");
    expect(finderTitle(q)).toBe("Single games: PTS ≥ 60, against boston-celtics");
    // Per-game rates need games the box score does not count; shooting rates are held.
    const keys = finderStats(q.group).map((s) => s.key);
    expect(keys).toContain("fg_pct");
    expect(keys).not.toContain("ppg");
    expect(keys).not.toContain("mp");
  });

  it("holds the MLB postseason box scores' figures only: innings as outs, no rate resting on HBP or SF", () => {
    const q = parse("kind=games&min.ip=9&min.so_p=15");
    expect(q.group).toMatchObject({ key: "pitching", table: "baseball_game_pitching" });
    expect(finderPlan(q).sqlRanges).toEqual([
      { key: "so_p", column: "so", min: 15, max: null },
      { key: "ip", column: "ip_outs", min: 27, max: null },
    ]);
    expect(finderTitle(q)).toBe("Single games, pitching (postseason box scores): SO ≥ 15, IP ≥ 9.0");
    const batting = finderStats(parse("kind=games&min.hr=3").group).map((s) => s.key);
    expect(batting).toContain("hr");
    expect(batting).not.toContain("obp");
  });

  it("reads team seasons from the standings' figures, and refuses a player's criteria there", () => {
    const q = parse("kind=team-seasons&min.wins=110&league=al");
    expect(q.group.table).toBe("standings");
    expect(finderPlan(q).sqlRanges).toEqual([{ key: "wins", column: "wins", min: 110, max: null }]);
    expect(finderSearch(q)).toBe("?kind=team-seasons&min.wins=110&league=AL");
    expect(
      finderColumns(q)
        .slice(0, 4)
        .map((c) => c.label),
    ).toEqual(["Team", "Season", "League", "Games"]);
    // No glossary entry to link: the header's title explains a team's statistic.
    expect(finderColumns(q).find((c) => c.key === "wins")).toMatchObject({
      glossary: undefined,
      title: "Wins: Games won.",
    });
    expect(parse("kind=team-seasons&max.win_pct=.2").ranges).toEqual([
      { key: "win_pct", min: null, max: 0.2 },
    ]);
    expect(errorsOf("kind=team-seasons&min.age=30&min.hr=40")).toEqual({
      "min.hr": [expect.stringContaining("Unknown statistic 'hr'")],
      "min.age": ["Not a criterion of team seasons."],
    });
    expect(errorsOf("kind=games&position=Guard&sort=age", "nba")).toEqual({
      position: ["Not a criterion of single games."],
      sort: ["Expected a statistic key, date, player. Got 'age'."],
    });
  });

  it("gives the NHL team seasons only, its default kind", () => {
    expect(finderKindsOf("nhl")).toEqual(["team-seasons"]);
    expect(finderKindsOf("nba")).toEqual(["seasons", "careers", "games", "team-seasons"]);
    const q = parse("min.wins=60", "nhl");
    expect(q.kind).toBe("team-seasons");
    expect(finderLeagueOf({ sport: "hockey", level: "professional" }, null)).toBe("nhl");
    expect(errorsOf("kind=seasons", "nhl")).toEqual({ kind: ["Expected team-seasons. Got 'seasons'."] });
  });

  it("writes a game's row and its CSV: the opponent away with @, the result for the player's club", () => {
    const q = parse("kind=games&min.pts=70", "nba");
    const row = {
      player_id: 1,
      player_slug: "devin-booker",
      player_name: "Devin Booker",
      position: null,
      season: 2016,
      age: null,
      first_season: null,
      last_season: null,
      seasons: null,
      league: null,
      team_code: "PHO",
      team_name: "Phoenix Suns",
      team_slug: "phoenix-suns",
      teams: [],
      ...NOT_A_GAME,
      game_id: 9,
      game_date: "2017-03-24",
      at_home: false,
      opponent_code: "BOS",
      team_score: 120,
      opponent_score: 130,
      stats: { pts: 70, fg_pct: 0.525 },
    };
    expect(opponentText(row)).toBe("@ BOS");
    expect(resultText(row)).toBe("L 120-130");
    expect(resultText({ ...row, team_score: 20, opponent_score: 20 })).toBe("T 20-20");
    expect(opponentText({ ...row, at_home: true })).toBe("BOS");
    const csv = finderCsv(q, [row]);
    expect(csv.header.slice(0, 6)).toEqual(["Player", "Date", "Team", "Opponent", "Result", "PTS"]);
    expect(csv.rows[0].slice(0, 6)).toEqual([
      "Devin Booker",
      "2017-03-24",
      "PHO",
      "@ BOS",
      "L 120-130",
      "70",
    ]);
  });

  it("reads a team season's league code as its conference's initials", () => {
    const names = ["American League", "National League", "American Association", "AFC", null, "Eastern"];
    expect(conferencesOf(names, "AL")).toEqual(["American League"]);
    expect(conferencesOf(names, "aa")).toEqual(["American Association"]);
    expect(conferencesOf(names, "AFC")).toEqual(["AFC"]);
    expect(conferencesOf(names, "XL")).toEqual([]);
  });
});
