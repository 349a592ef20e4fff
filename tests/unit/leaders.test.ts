import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import {
  formatSigned,
  goalsAgainstAverage,
  qualifiesCollegeGoalie,
  qualifiesGoalie,
  savePercentage,
} from "@domain/hockey-stats";
import {
  boardKeys,
  boardValue,
  leaderScopesOf,
  leaderStat,
  qualificationNote,
  qualifiesFielding,
} from "@domain/leaders";
import { hasLeaders } from "@domain/leader-sports";
import { leaderBoardQuery, leadersCsv, leadersTitle, leadersView, leaderYears } from "~/lib/leaders";

const values = (
  v: Partial<{
    sport: string | null;
    stat: string | null;
    scope: "career" | "season" | "active";
    league: string;
  }>,
) => ({
  sport: null,
  stat: null,
  scope: "career" as const,
  league: "all",
  ...v,
});

describe("fielding percentage qualification (Official Baseball Rules 9.22(c), record books)", () => {
  itCalls(
    "a season needs two thirds of the team games at the position, a catcher half",
    (
      a: Parameters<typeof qualifiesFielding>[0],
      b: Parameters<typeof qualifiesFielding>[1],
      c: Parameters<typeof qualifiesFielding>[3],
    ) => qualifiesFielding(a, b, null, c, "season"),
    [
      ["SS", 108, 162, true],
      ["SS", 107, 162, false],
      ["C", 81, 162, true],
      ["C", 80, 162, false],
      ["OF", 150, null, false],
    ],
  );
  itCalls(
    "a pitcher needs an inning per team game, 1,500 innings in a career",
    (
      a: Parameters<typeof qualifiesFielding>[1],
      b: Parameters<typeof qualifiesFielding>[2],
      c: Parameters<typeof qualifiesFielding>[3],
      d: Parameters<typeof qualifiesFielding>[4],
    ) => qualifiesFielding("P", a, b, c, d),
    [
      [30, 486, 162, "season", true],
      [30, 485, 162, "season", false],
      [500, 4500, null, "career", true],
      [500, 4499, null, "career", false],
      [500, null, null, "career", false],
    ],
  );
  it("a career needs 1,000 games at the position", () => {
    expect(qualifiesFielding("1B", 1000, null, null, "career")).toBe(true);
    expect(qualifiesFielding("1B", 999, null, null, "career")).toBe(false);
  });
  it("fielding percentage is ranked per position only; counting fielding statistics also across positions", () => {
    expect(boardKeys(leaderStat("baseball", "fpct")!)).not.toContain("all");
    expect(boardKeys(leaderStat("baseball", "po")!)).toContain("all");
    expect(boardKeys(leaderStat("baseball", "hr")!)).toEqual(["all", "AL", "NL"]);
    expect(boardKeys(leaderStat("hockey", "goals")!)).toEqual(["all"]);
  });
});

describe("goaltending rates and minimums", () => {
  it("GAA is 60 goals against per minutes, save percentage the shots stopped", () => {
    expect(goalsAgainstAverage(43, 2800)).toBeCloseTo(0.921, 3); // Hainsworth 1928-29
    expect(goalsAgainstAverage(3, 0)).toBeNull();
    expect(savePercentage(100, 1000)).toBe(0.9);
    expect(savePercentage(0, 0)).toBeNull();
  });
  it("college hockey: goalies qualify by minutes in goal (its lines count games played), no active board", () => {
    expect(qualifiesCollegeGoalie(900, "season")).toBe(true);
    expect(qualifiesCollegeGoalie(899, "season")).toBe(false);
    expect(qualifiesCollegeGoalie(2399, "career")).toBe(false);
    const gaa = leaderStat("college-hockey", "gaa")!;
    expect(qualificationNote(gaa, "season")).toBe(
      "Qualified: 900 minutes in goal in the season (15 full games).",
    );
    expect(qualificationNote(gaa, "career")).toBe("Qualified: 2,400 career minutes in goal (40 full games).");
    // A skater with 42 games played and a few minutes in goal is not ranked; Jimmy Howard's 2003-04 is.
    expect(boardValue(gaa, { totals: { ga: 0, min: 12, gp: 42 } }, "season")).toBeNull();
    expect(boardValue(gaa, { totals: { ga: 27, min: 1364 } }, "season")?.value.toFixed(2)).toBe("1.19");
    expect(leaderScopesOf(gaa)).toEqual(["career", "season"]);
    expect(leaderScopesOf(leaderStat("hockey", "gaa")!)).toEqual(["career", "season", "active"]);
    expect(hasLeaders("hockey", "ncaa-division-i")).toBe(true);
    expect(hasLeaders("basketball", "ncaa-division-i")).toBe(false);
  });
  it("qualifies 25 games in a season and 250 in a career, and the page says so", () => {
    expect(qualifiesGoalie(25, "season")).toBe(true);
    expect(qualifiesGoalie(24, "season")).toBe(false);
    expect(qualifiesGoalie(249, "career")).toBe(false);
    expect(qualificationNote(leaderStat("hockey", "gaa")!, "career")).toBe(
      "Qualified: 250 career games in goal.",
    );
    expect(qualificationNote(leaderStat("hockey", "svp")!, "season")).toBe(
      "Qualified: 25 games in goal in the season.",
    );
    expect(qualificationNote(leaderStat("hockey", "goals")!, "season")).toBeNull();
  });
  itGives("plus/minus reads signed", formatSigned, [
    [730, "+730"],
    [0, "0"],
    [-1234, "-1,234"],
  ]);
});

describe("leaders view", () => {
  it("sport sites show their own sport's boards; the hub picks one by parameter", () => {
    expect(hasLeaders("hockey", "professional")).toBe(true);
    expect(hasLeaders("basketball", "professional")).toBe(true);
    expect(hasLeaders("football", "professional")).toBe(true);
    expect(hasLeaders("football", "college")).toBe(false);
    expect(hasLeaders("hockey", "college")).toBe(false);
    expect(leadersView("hockey", values({ stat: "hr" })).stat.key).toBe("goals");
    expect(leadersView(null, values({ sport: "hockey", stat: "gaa" })).stat.key).toBe("gaa");
    expect(leadersView(null, values({ stat: "goals" })).stat.key).toBe("hr");
    // Keys are unique within a league: the NBA's boards open on points.
    expect(leadersView("basketball", values({ stat: "hr" })).stat.key).toBe("pts");
    expect(leadersTitle(leadersView(null, values({ sport: "basketball", stat: "ppg" })))).toBe(
      "NBA career leaders: Points per Game",
    );
  });
  it("a fielding board keeps its position, a batting board its league; others fall back", () => {
    const ss = leadersView("baseball", values({ stat: "fpct", league: "ss" }));
    expect(ss.league).toBe("SS");
    expect(leadersTitle(ss)).toBe("MLB career leaders: Fielding Percentage at SS");
    expect(leadersView("baseball", values({ stat: "fpct", league: "al" })).league).toBe("P");
    expect(leadersView("baseball", values({ stat: "hr", league: "ss" })).league).toBe("all");
    expect(
      leadersTitle(leadersView("baseball", values({ stat: "era", scope: "season", league: "al" }))),
    ).toBe("AL single season leaders: Earned Run Average");
    expect(leadersTitle(leadersView("hockey", values({ stat: "points" })))).toBe(
      "NHL career leaders: Points",
    );
  });
  it("hockey seasons read as they cross New Year, and the CSV carries the rate's basis", () => {
    const row = {
      rank: 1,
      value: 0.921,
      basis: 44,
      player_id: 1,
      player_slug: "x",
      player_name: "George Hainsworth",
      season: 1928,
      team_slug: null,
      team_name: "Montreal Canadiens",
      first_season: null,
      last_season: null,
    };
    expect(leaderYears(row, "hockey")).toBe("1928-29");
    expect(leaderYears({ ...row, season: null, first_season: 1979, last_season: 1998 }, "hockey")).toBe(
      "1979-80 to 1998-99",
    );
    const csv = leadersCsv(leadersView("hockey", values({ stat: "gaa", scope: "season" })), [row]);
    expect(csv.header).toEqual(["Rank", "Player", "Season", "Team", "GAA", "GP"]);
    expect(csv.rows[0]).toEqual([1, "George Hainsworth", "1928-29", "Montreal Canadiens", "0.92", "44"]);
  });
});

describe("leaderBoardQuery: the page's and the CSV's API query", () => {
  it("asks for the board's statistic, scope and league, one page of 25, professional level", () => {
    const view = leadersView("hockey", values({ stat: "goals", scope: "season" }));
    expect(leaderBoardQuery(view, 3)).toEqual({
      stat: "goals",
      scope: "season",
      league: view.league,
      page: 3,
      page_size: 25,
      sport__slug: "hockey",
      level__slug: "professional",
    });
  });
});
