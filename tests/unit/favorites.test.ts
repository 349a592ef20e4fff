import { describe, expect, it } from "vitest";
import { MAX_FAVORITES, parseFavorites, toggleFavorite, yourTeam } from "~/lib/favorites";
import type { ScheduledGame, TeamChampionship, TeamSeason } from "@domain/contract/types";

const game = (over: Partial<ScheduledGame>): ScheduledGame =>
  ({
    id: 1,
    slug: null,
    week: null,
    game_date: "2026-11-01",
    game_time: null,
    status: "completed",
    game_type: "regular",
    home_team: 7,
    away_team: 9,
    home_team_slug: "boston-bruins",
    away_team_slug: "montreal-canadiens",
    home_team_name: "Boston Bruins",
    away_team_name: "Montreal Canadiens",
    home_team_abbreviation: "BOS",
    away_team_abbreviation: "MTL",
    home_score: 3,
    away_score: 2,
    venue_name: null,
    overtime: null,
    result_pending: false,
    neutral_site: false,
    ...over,
  }) as ScheduledGame;

describe("favourites", () => {
  it("keeps only well-formed, distinct slugs, at most the limit", () => {
    expect(parseFavorites(["boston-bruins", "boston-bruins", "new-york-rangers"])).toEqual([
      "boston-bruins",
      "new-york-rangers",
    ]);
    expect(parseFavorites(["../etc"])).toEqual([]);
    expect(parseFavorites("boston-bruins")).toEqual([]);
    expect(parseFavorites(Array.from({ length: MAX_FAVORITES + 1 }, (_, i) => `t${i}`))).toEqual([]);
  });

  it("adds, removes, and refuses to add past the limit", () => {
    expect(toggleFavorite([], "a", "add")).toEqual({ kind: "added", list: ["a"] });
    expect(toggleFavorite(["a", "b"], "a", "remove")).toEqual({ kind: "removed", list: ["b"] });
    const full = Array.from({ length: MAX_FAVORITES }, (_, i) => `t${i}`);
    expect(toggleFavorite(full, "x", "add")).toEqual({ kind: "full", list: full });
    // Already there: nothing changes, even when full.
    expect(toggleFavorite(full, "t3", "add").kind).toBe("added");
  });

  it("summarises a team: latest result, next game, place and last title, each saying what it covers", () => {
    const seasons = [
      { id: 1, name: "2025-26", start_year: 2025, finish: "2nd in Atlantic" },
      { id: 2, name: "2026-27", start_year: 2026, finish: null },
    ] as unknown as TeamSeason[];
    const titles = [
      {
        id: 1,
        year: 2010,
        title_year: 2011,
        championship_name: "Stanley Cup",
        championship_slug: "stanley-cup",
      },
      {
        id: 2,
        year: 1971,
        title_year: 1972,
        championship_name: "Stanley Cup",
        championship_slug: "stanley-cup",
      },
    ] as unknown as TeamChampionship[];
    const schedule = [
      game({ id: 10, game_date: "2026-11-15", home_score: 3, away_score: 2 }),
      game({
        id: 11,
        game_date: "2026-11-25",
        status: "scheduled",
        home_score: null,
        away_score: null,
        home_team: 9,
        away_team: 7,
        home_team_name: "Montreal Canadiens",
        away_team_name: "Boston Bruins",
      }),
    ];
    const t = yourTeam({
      team: { id: 7, slug: "boston-bruins", name: "Boston Bruins", sport: { slug: "hockey" } },
      seasons,
      titles,
      schedule,
      today: "2026-11-21",
    });
    expect(t.latest?.text).toBe("W 3-2 vs Montreal Canadiens, Nov 15, 2026");
    expect(t.latest?.href).toBe("/scores/10");
    expect(t.next?.text).toBe("at Montreal Canadiens, Nov 25, 2026");
    expect(t.standing).toEqual({ text: "2nd in Atlantic (2025-26)", href: "/teams/boston-bruins/2025" });
    expect(t.lastTitle).toEqual({ text: "2011 Stanley Cup", href: "/championships/stanley-cup" });
  });

  it("says nothing rather than guess when the data is silent", () => {
    const t = yourTeam({
      team: { id: 7, slug: "x", name: "X" },
      seasons: [],
      titles: [],
      schedule: [],
      today: "2026-11-21",
    });
    expect([t.latest, t.next, t.standing, t.lastTitle]).toEqual([null, null, null, null]);
  });
});
