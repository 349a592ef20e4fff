import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import { compareHref } from "~/lib/links";
import {
  ageInSeason,
  bestMarks,
  betterWay,
  careerGroups,
  honourRows,
  parseCompareSlugs,
  seasonTable,
} from "~/lib/compare";
import { statistic } from "@domain/statistics";

const batting = (season: number, t: Record<string, number>) => ({ season, totals: t });
const line = (hr: number, h: number, ab: number) => ({ g: 150, ab, h, hr, pa: ab + 50, bb: 50, doubles: 20 });

describe("the players of /compare?players=", () => {
  it("takes two to four distinct slugs", () => {
    expect(parseCompareSlugs("hank-aaron,willie-mays")).toEqual({
      ok: true,
      slugs: ["hank-aaron", "willie-mays"],
    });
    expect(parseCompareSlugs(" Hank-Aaron , willie-mays ,")).toEqual({
      ok: true,
      slugs: ["hank-aaron", "willie-mays"],
    });
  });
  it("says what is wrong with a missing, short, long, repeated or malformed list", () => {
    expect(parseCompareSlugs(null)).toEqual({ ok: false, message: "Choose two to four players to compare." });
    expect(parseCompareSlugs("hank-aaron")).toEqual({
      ok: false,
      message: "Choose a second player to compare with.",
    });
    expect(parseCompareSlugs("a,b,c,d,e")).toEqual({
      ok: false,
      message: "Compare at most four players at a time.",
    });
    expect(parseCompareSlugs("a,a")).toEqual({ ok: false, message: "A player is named twice." });
    expect(parseCompareSlugs("a,<b>")).toEqual({
      ok: false,
      message: "“<b>” is not a player's address name.",
    });
  });
  it("links the comparison with its axis", () => {
    expect(compareHref(["a", "b"])).toBe("/compare?players=a,b");
    expect(compareHref(["a", "b"], "age")).toBe("/compare?players=a,b&axis=age");
  });
});

describe("the better figure of a row", () => {
  itGives("is the highest, or the lowest where less is better; games are not marked", betterWay, [
    [statistic("mlb", "hr"), "high"],
    [statistic("mlb", "era"), "low"],
    [statistic("mlb", "l"), "low"],
    [statistic("mlb", "g"), null],
  ]);
  itCalls("marks every player at the best value, none when equal or only one is known", bestMarks, [
    [[755, 660], "high", [true, false]],
    [[3.1, 2.5, 2.5], "low", [false, true, true]],
    [[10, 10], "high", [false, false]],
    [[10, null], "high", [false, false]],
    [[10, 12], null, [false, false]],
  ]);
});

describe("career rows and season lines", () => {
  const lines = [
    { Batting: [batting(1954, line(13, 131, 468)), batting(1955, line(27, 189, 602))] },
    { Batting: [batting(1954, line(41, 195, 565))] },
  ];
  it("sums the seasons and reads the registry's figures, marking the better one", () => {
    const [group] = careerGroups("mlb", lines);
    const hr = group.rows.find((r) => r.key === "hr")!;
    expect(hr.cells).toEqual([
      { text: "40", best: false },
      { text: "41", best: true },
    ]);
    const avg = group.rows.find((r) => r.key === "avg")!;
    expect(avg.cells.map((c) => c.text)).toEqual([".299", ".345"]);
  });
  it("leaves out groups no player has and leagues without a registry", () => {
    expect(careerGroups("mlb", lines).map((g) => g.group)).toEqual(["Batting"]);
    expect(careerGroups(null, lines)).toEqual([]);
  });
  it("puts seasons on a common axis of season or age, a gap where a player has none", () => {
    const [group] = careerGroups("mlb", lines);
    const people = [
      { birthDate: "1934-02-05", sport: "baseball" },
      { birthDate: "1931-05-06", sport: "baseball" },
    ];
    const bySeason = seasonTable(group, lines, "season", people);
    expect(bySeason.map((r) => r.label)).toEqual(["1954", "1955"]);
    expect(bySeason[1].players[1]).toBeNull();
    const byAge = seasonTable(group, lines, "age", people);
    expect(byAge.map((r) => r.label)).toEqual(["Age 20", "Age 21", "Age 23"]);
    expect(byAge[2].players[0]).toBeNull();
    expect(byAge[2].players[1]?.season).toBe("1954");
  });
  itCalls(
    "ages a player on June 30 of a baseball season and February 1 of a basketball season's end",
    ageInSeason,
    [
      ["1934-02-05", 1954, "baseball", 20],
      ["1934-07-01", 1954, "baseball", 19],
      ["1963-02-17", 1984, "basketball", 21],
      [null, 1984, "basketball", null],
    ],
  );
  it("counts titles, All-Star selections and each award, the most marked", () => {
    const rows = honourRows([
      { awards: [{ slug: "mvp", name: "Most Valuable Player", seasons: [1957] }], titles: 1, allStars: 25 },
      {
        awards: [{ slug: "mvp", name: "Most Valuable Player", seasons: [1954, 1965] }],
        titles: 1,
        allStars: 24,
      },
    ]);
    expect(rows.map((r) => [r.label, r.cells.map((c) => `${c.text}${c.best ? "*" : ""}`)])).toEqual([
      ["Championships", ["1", "1"]],
      ["All-Star selections", ["25*", "24"]],
      ["Most Valuable Player", ["1", "2*"]],
    ]);
  });
});
