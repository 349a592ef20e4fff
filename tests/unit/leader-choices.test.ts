/** The leader boards' pickers (app/lib/leader-choices.ts): which rows show and what each choice sets. */
import { describe, expect, it } from "vitest";
import { leaderStat } from "@domain/leaders";
import { leadersCoverage, leadersView, type LeadersView } from "~/lib/leaders";
import { leaderChoiceRows } from "~/lib/leader-choices";

const view = (stat: string, over: Partial<LeadersView> = {}): LeadersView => ({
  sport: "baseball",
  stat: (leaderStat("baseball", stat) ?? leaderStat("hockey", stat) ?? leaderStat("basketball", stat))!,
  scope: "career",
  league: "all",
  ...over,
});
const labels = (v: LeadersView, hub = false) => leaderChoiceRows(v, hub).map((r) => r.label);
const row = (v: LeadersView, label: string, hub = false) =>
  leaderChoiceRows(v, hub).find((r) => r.label === label)!;

describe("leaderChoiceRows", () => {
  it("offers the sport on the hub only, the MLB league for batting and pitching, the position for fielding", () => {
    expect(labels(view("hr"))).toEqual(["Scope", "League", "Batting", "Pitching", "Fielding"]);
    expect(labels(view("hr"), true)).toEqual([
      "League",
      "Scope",
      "MLB league",
      "Batting",
      "Pitching",
      "Fielding",
    ]);
    expect(labels(view("po"))).toEqual(["Scope", "Position", "Batting", "Pitching", "Fielding"]);
    expect(labels(view("goals", { sport: "hockey" }))).toEqual(["Scope", "Skaters", "Goalies"]);
  });

  it("clears a parameter for its default and marks the current choice", () => {
    const scope = row(view("hr", { scope: "season" }), "Scope").items;
    expect(scope.find((c) => c.key === "career")).toMatchObject({ params: { scope: null }, current: false });
    expect(scope.find((c) => c.key === "season")).toMatchObject({
      params: { scope: "season" },
      current: true,
    });
    const sports = row(view("hr"), "League", true).items;
    expect(sports.map((c) => [c.text, c.params.sport, c.current])).toEqual([
      ["MLB", null, true],
      ["NHL", "hockey", false],
      ["NBA", "basketball", false],
      ["NFL", "football", false],
    ]);
    const leagues = row(view("hr", { league: "AL" }), "League").items;
    expect(leagues.map((c) => [c.text, c.params.league, c.current])).toEqual([
      ["All leagues", null, false],
      ["AL", "al", true],
      ["NL", "nl", false],
    ]);
  });

  it("keeps the league on a statistic whose boards have it, and the first statistic needs no parameter", () => {
    const batting = row(view("rbi", { league: "AL" }), "Batting").items;
    expect(batting[0]).toMatchObject({ key: "hr", params: { stat: null } });
    expect(batting.find((c) => c.key === "rbi")).toMatchObject({ params: { stat: "rbi" }, current: true });
    const fielding = row(view("rbi", { league: "AL" }), "Fielding").items;
    expect(fielding.find((c) => c.key === "po")!.params).toEqual({ stat: "po", league: null });
  });
});

describe("NFL defence boards (single season, 2018-2021)", () => {
  it("are season boards only: the scope row offers the season, a career URL shows the season", () => {
    const sacks = leaderStat("football", "def_sacks")!;
    const v = leadersView("football", { sport: null, stat: "def_sacks", scope: "career", league: "all" });
    expect(v.scope).toBe("season");
    expect(row({ ...v, stat: sacks }, "Scope").items.map((i) => i.key)).toEqual(["season"]);
    expect(labels(v)).toContain("Defense");
    expect(leadersCoverage(v)).toMatch(/^NFL regular seasons 2018-2021 only/);
  });
});

describe("a board's lead", () => {
  it('says what "Active" means on the board of active players only', () => {
    for (const sport of ["baseball", "basketball", "football", "hockey"] as const) {
      const stat =
        sport === "baseball"
          ? "hr"
          : sport === "basketball"
            ? "pts"
            : sport === "football"
              ? "pass_yds"
              : "g";
      const lead = (scope: LeadersView["scope"]) =>
        leadersCoverage(leadersView(sport, { sport: null, stat, scope, league: "all" }));
      expect(lead("active"), sport).toMatch(/"Active": last season in our data is \d{4}/);
      expect(lead("season"), sport).not.toContain('"Active"');
      expect(lead("career"), sport).not.toContain('"Active"');
      expect(lead("season"), sport).toMatch(/\.$/);
    }
  });
});
