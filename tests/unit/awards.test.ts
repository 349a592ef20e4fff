import { describe, expect, it } from "vitest";
import { nbaShareAward, nbaTeamAward, nhlAward } from "../../backend/import/sources/award-names";
import { rankVotes, type AwardDraft } from "../../backend/import/sources/awards";
import { isSeasonAward, mlbAwardName } from "../../backend/import/sources/lahman";
import { awardsByName, awardTitle, orderingOf, pointsText, shareText } from "../../app/lib/awards";
import { navItemsFor, siteHasSection } from "../../app/lib/nav";

const vote = (points: number | null, league = "AL"): AwardDraft => ({
  award: { key: "mlb-most-valuable-player", name: "Most Valuable Player" },
  season: 2024,
  league,
  person: `p${points}`,
  role: "player",
  name: null,
  team: null,
  winner: false,
  points,
  max: 420,
  first: null,
  note: null,
  source: "test",
});

describe("award names", () => {
  it("names the source's codes and keeps other leagues' awards out", () => {
    expect(nbaShareAward("nba mvp")).toMatchObject({
      key: "nba-most-valuable-player",
      name: "NBA Most Valuable Player",
      league: "NBA",
    });
    expect(nbaShareAward("aba mvp")).toBeNull();
    expect(nbaTeamAward("All-Defense", "1st", "NBA")).toEqual({
      key: "nba-all-defensive-first-team",
      name: "All-Defensive First Team",
    });
    expect(nbaTeamAward("All-ABA", "1st", "ABA")).toBeNull();
    expect(nhlAward("Hart", "player")).toEqual({
      key: "nhl-hart-memorial-trophy",
      name: "Hart Memorial Trophy",
    });
    expect(nhlAward("First Team All-Star", "player")?.key).toBe("nhl-first-all-star-team");
    expect(nhlAward("Murphy", "player")).toBeNull();
  });

  it("leaves weekly and monthly honours out and mends the 'SIlver Slugger' spelling", () => {
    expect(isSeasonAward("Player of the Week")).toBe(false);
    expect(isSeasonAward("Pitcher of the Month")).toBe(false);
    expect(isSeasonAward("Cy Young Award")).toBe(true);
    expect(mlbAwardName("SIlver Slugger")).toBe("Silver Slugger");
  });
});

describe("vote places", () => {
  it("ranks each vote by points, equal points sharing a place, leagues apart", () => {
    const [a, b, c, d, nl] = [vote(420), vote(300), vote(300), vote(10), vote(5, "NL")];
    const ranks = rankVotes([d, b, a, c, nl, vote(null)]);
    expect([a, b, c, d, nl].map((x) => ranks.get(x))).toEqual([1, 2, 2, 4, 1]);
  });
});

describe("award pages", () => {
  it("titles an award with its league once", () => {
    expect(awardTitle({ name: "Most Valuable Player", league_key: "mlb" })).toBe("MLB Most Valuable Player");
    expect(awardTitle({ name: "NBA Most Valuable Player", league_key: "nba" })).toBe(
      "NBA Most Valuable Player",
    );
    expect(awardTitle({ name: "BAA Rookie of the Year", league_key: "nba" })).toBe("BAA Rookie of the Year");
  });

  it("formats shares, points and the API ordering", () => {
    expect(shareText(0.978)).toBe("97.8%");
    expect(shareText(null)).toBe("");
    expect(pointsText(12.5)).toBe("12.5");
    expect(pointsText(420)).toBe("420");
    expect(orderingOf({ key: "season", dir: "desc" })).toBe("-season");
    expect(orderingOf({ key: "name", dir: "asc" })).toBe("name");
  });

  it("groups a player's awards by name in the order first won", () => {
    const grouped = awardsByName([
      { slug: "mlb-most-valuable-player", name: "Most Valuable Player", season: 2024, league: "AL" },
      { slug: "mlb-rookie-of-the-year", name: "Rookie of the Year", season: 2017, league: "AL" },
      { slug: "mlb-most-valuable-player", name: "Most Valuable Player", season: 2022, league: "AL" },
    ]);
    expect(grouped.map((g) => [g.name, g.seasons.map((s) => s.season)])).toEqual([
      ["Rookie of the Year", [2017]],
      ["Most Valuable Player", [2022, 2024]],
    ]);
  });

  it("shows Awards and Draft only on the sites whose data holds them", () => {
    const items = [{ to: "/players" }, { to: "/awards" }, { to: "/draft" }];
    expect(navItemsFor(items, "nfl").map((i) => i.to)).toEqual(["/players"]);
    expect(navItemsFor(items, "mlb").map((i) => i.to)).toEqual(["/players", "/awards"]);
    expect(navItemsFor(items, "nba").map((i) => i.to)).toEqual(["/players", "/awards", "/draft"]);
    expect(siteHasSection("hub", "/draft")).toBe(true);
  });
});
