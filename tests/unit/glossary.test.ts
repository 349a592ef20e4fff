import { describe, expect, it } from "vitest";
import { hasLeaders } from "@domain/leaders";
import { LEAGUES } from "@domain/leagues";
import { STATISTICS } from "@domain/statistics";
import { glossaryAnchor, glossaryOf } from "~/lib/glossary";

const site = (sport: string | null, level: string | null) => ({ sport, level });

describe("the glossary", () => {
  it("lists every registered statistic of the site's league once, by group", () => {
    const [mlb, ...rest] = glossaryOf(site("baseball", "professional"));
    expect(rest).toEqual([]);
    expect(mlb.league).toEqual({ key: "mlb", name: "MLB" });
    expect(mlb.sources).toEqual([{ id: "lahman", name: "Baseball Databank (Lahman Baseball Database)" }]);
    expect(mlb.groups.map((g) => g.group)).toEqual(["Batting", "Pitching", "Fielding"]);
    const anchors = mlb.groups.flatMap((g) => g.entries.map((e) => e.anchor));
    expect(anchors.sort()).toEqual(
      STATISTICS.filter((s) => s.league === "mlb")
        .map(glossaryAnchor)
        .sort(),
    );
  });

  it("holds every league with statistics on the hub, and exactly the sites whose statistics the registry holds have one", () => {
    expect(glossaryOf(site(null, null)).map((s) => s.league.key)).toEqual(["nfl", "nba", "mlb", "nhl"]);
    for (const league of LEAGUES)
      expect(glossaryOf(site(league.sport, league.level)).length > 0, league.key).toBe(
        STATISTICS.some((s) => s.league === league.key),
      );
    // Every site with leader boards has a glossary for them.
    for (const league of LEAGUES)
      if (hasLeaders(league.sport, league.level))
        expect(glossaryOf(site(league.sport, league.level)).length, league.key).toBeGreaterThan(0);
  });

  it("gives a rate its formula and minimums, a count neither, and links ranked statistics to their board", () => {
    const entries = glossaryOf(site("baseball", "professional")).flatMap((s) =>
      s.groups.flatMap((g) => g.entries),
    );
    const avg = entries.find((e) => e.anchor === "mlb-avg")!;
    expect(avg.formula).toBe("H / AB");
    expect(avg.minimums).toEqual({
      season: "3.1 plate appearances per team game (502 in a 162-game season)",
      career: "3,000 career plate appearances",
    });
    expect(avg.sources).toEqual([{ id: "lahman", name: "Baseball Databank (Lahman Baseball Database)" }]);
    expect(avg.leaders).toBe("/leaders?stat=avg");
    const ab = entries.find((e) => e.anchor === "mlb-ab")!;
    expect(ab.minimums).toBeNull();
    expect(ab.leaders).toBeNull();
  });

  it("points the hub's hockey entries at the hub's hockey boards", () => {
    const nhl = glossaryOf(site(null, null)).find((s) => s.league.key === "nhl")!;
    const goals = nhl.groups.flatMap((g) => g.entries).find((e) => e.anchor === "nhl-goals")!;
    expect(goals.leaders).toBe("/leaders?sport=hockey&stat=goals");
  });
});
