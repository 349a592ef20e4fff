/**
 * College baseball (cbs) boards and finder, the pure parts: the college minimums (2 PA or 1 inning
 * per team game, a career's over its seasons' games), the boards' scopes (no 'active' in a
 * three-season window) and league filter, the page's view and API query, the hub kept to the
 * professional leagues, the finder's groups and coverage, and a college player's tiles and words.
 */
import { describe, expect, it } from "vitest";
import { COLLEGE_QUALIFY, qualifiesCollege } from "@domain/baseball-stats";
import { FINDER_LEAGUES, finderGroupsOf, parseFinderParams } from "@domain/finder";
import {
  COLLEGE_BASEBALL_LEADER_STATS,
  boardKeys,
  hasLeaders,
  leaderScopesOf,
  leaderStat,
  leaderSportOf,
  qualificationNote,
} from "@domain/leaders";
import { findStatistic } from "@domain/statistics";
import { finderCoverage, finderHref, hasSeasonFinder } from "~/lib/finder";
import { leaderBoardQuery, leadersCoverage, leadersTitle, leadersView } from "~/lib/leaders";
import { leaderChoiceRows } from "~/lib/leader-choices";
import { playerTiles } from "~/lib/people";
import { careerTerm } from "~/lib/share-text.server";

const values = (
  v: Partial<{ sport: string | null; stat: string | null; scope: "career" | "season" | "active" }>,
) => ({
  sport: null,
  stat: null,
  scope: "career" as const,
  league: "all",
  ...v,
});

describe("college baseball minimums", () => {
  it("asks 2 plate appearances or 1 inning per team game, and nothing without the team's games", () => {
    expect(COLLEGE_QUALIFY).toEqual({ paPerTeamGame: 2, outsPerTeamGame: 3 });
    expect(qualifiesCollege("Batting", { pa: 112 }, 56)).toBe(true);
    expect(qualifiesCollege("Batting", { pa: 111 }, 56)).toBe(false);
    expect(qualifiesCollege("Pitching", { ip_outs: 168 }, 56)).toBe(true);
    expect(qualifiesCollege("Pitching", { ip_outs: 167 }, 56)).toBe(false);
    expect(qualifiesCollege("Batting", { pa: 500 }, null)).toBe(false);
  });

  it("says the minimums on the boards and in the glossary, as ours", () => {
    const avg = leaderStat("college-baseball", "avg")!;
    const era = leaderStat("college-baseball", "era")!;
    expect(qualificationNote(avg, "season")).toBe(
      "Qualified: 2 plate appearances per team game (112 in a 56-game season; our minimum).",
    );
    expect(qualificationNote(era, "career")).toBe(
      "Qualified: 1 inning pitched per team game of the seasons the career covers (our minimum).",
    );
    expect(qualificationNote(leaderStat("college-baseball", "hr")!, "season")).toBeNull();
  });
});

describe("college baseball boards", () => {
  it("ranks the MLB batting and pitching statistics under the cbs league, without franchise boards", () => {
    const keys = COLLEGE_BASEBALL_LEADER_STATS.map((s) => s.key);
    expect(keys).toEqual(
      expect.arrayContaining(["hr", "avg", "obp", "slg", "rbi", "sb", "w", "so_p", "era", "sv", "ip"]),
    );
    expect(COLLEGE_BASEBALL_LEADER_STATS.every((s) => s.league === "cbs" && !s.franchise)).toBe(true);
    expect(findStatistic("cbs", "avg")?.sources).toEqual(["ncaa-baseball-statistics"]);
    // A rate's boards sum what its formula reads and its minimum's basis.
    expect(findStatistic("cbs", "era")?.reads).toEqual(expect.arrayContaining(["ip_outs", "er"]));
    expect(findStatistic("cbs", "avg")?.reads).toEqual(expect.arrayContaining(["ab", "h", "pa"]));
  });

  it("has career and season boards, no 'active' board and no AL/NL split", () => {
    const hr = leaderStat("college-baseball", "hr")!;
    expect(leaderScopesOf(hr)).toEqual(["career", "season"]);
    expect(leaderScopesOf(leaderStat("baseball", "hr")!)).toEqual(["career", "season", "active"]);
    expect(boardKeys(hr)).toEqual(["all"]);
    // Levels as the API names them (the pages convert a site's "college" with levelSlugFor).
    expect(hasLeaders("baseball", "ncaa-division-i")).toBe(true);
    expect(leaderSportOf("baseball", "ncaa-division-i")).toBe("college-baseball");
    expect(leaderSportOf("hockey", "ncaa-division-i")).toBe("college-hockey");
    expect(hasLeaders("basketball", "ncaa-division-i")).toBe(false);
  });

  it("reads the college boards on the cbs site, an 'active' URL as the career board, and says the seasons", () => {
    const view = leadersView("college-baseball", values({ stat: "hr", scope: "active" }));
    expect(view.scope).toBe("career");
    expect(leaderBoardQuery(view, 1)).toMatchObject({
      sport__slug: "baseball",
      level__slug: "ncaa-division-i",
    });
    expect(leadersTitle(view)).toBe("NCAA Division I career leaders: Home Runs");
    expect(leadersCoverage(view)).toContain("2022-2024");
    const rows = leaderChoiceRows(view, false);
    expect(rows.find((r) => r.label === "Scope")?.items.map((i) => i.key)).toEqual(["career", "season"]);
    expect(rows.map((r) => r.label)).not.toContain("League");
  });

  it("keeps the hub's boards professional", () => {
    expect(leadersView(null, values({ sport: "college-baseball" })).sport).toBe("baseball");
    const hub = leaderChoiceRows(leadersView(null, values({})), true);
    expect(hub[0].items.map((i) => i.text)).toEqual(["MLB", "NHL", "NBA", "NFL"]);
  });
});

describe("college baseball finder", () => {
  it("finds batting and pitching seasons in the college lines tables, not on the hub", () => {
    expect(finderGroupsOf("cbs", "seasons").map((g) => [g.key, g.table, g.leagueKeyed])).toEqual([
      ["batting", "college_batting_lines", true],
      ["pitching", "college_pitching_lines", true],
    ]);
    expect(FINDER_LEAGUES).not.toContain("cbs");
    const parsed = parseFinderParams(new URLSearchParams("kind=seasons&min.so_p=200"), "cbs");
    expect(parsed.ok && parsed.query.group.key).toBe("pitching");
    expect(hasSeasonFinder("cbs")).toBe(true);
    expect(finderHref("cbs", "era", false)).toBe("/finder?kind=seasons&group=pitching&sort=era");
    expect(finderCoverage("cbs")).toContain("seasons 2022-2024 only");
    expect(finderCoverage("mlb")).toBeNull();
  });
});

describe("a college player's page and words", () => {
  const player = { is_active: false, last_season: 2023, sport: { slug: "baseball" }, draft_year: null };
  it("shows no draft tiles for a college player, and the draft's for a professional one", () => {
    expect(playerTiles({ ...player, level: { slug: "ncaa-division-i" } })).toEqual({
      label: "Status",
      items: [{ label: "Status", value: "Last season in our data: 2023", text: true }],
    });
    expect(playerTiles({ ...player, level: { slug: "professional" } }).items.map((i) => i.label)).toEqual([
      "Draft Year",
      "Draft Round",
      "Draft Pick",
      "Status",
    ]);
  });

  it("does not call a college career 'regular-season'", () => {
    expect(careerTerm({ level: { slug: "ncaa-division-i" } })).toBe(
      "College career in our data (full seasons)",
    );
    expect(careerTerm({ level: { slug: "professional" } })).toBe("Regular-season career");
  });
});
