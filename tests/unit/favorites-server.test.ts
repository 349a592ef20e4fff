/**
 * The server side of favourites (app/lib/favorites.server.ts): the cookie read, the cache policy
 * of a page that shows them, and the "Your teams" section loaded for each favourite.
 */
import { describe, expect, it } from "vitest";
import type { Team } from "@domain/contract/types";
import type { ApiClient } from "~/api/client.server";
import { ApiError } from "~/api/errors";
import { favoritesCacheControl, loadYourTeams, readFavorites } from "~/lib/favorites.server";
import { CACHE_POLICIES } from "~/lib/http-cache";
import { favoritesCookie } from "~/site/preferences.server";
import { SITES } from "~/site/sites";
import { fakeApi } from "../loaders/support";
import { BASKETBALL, proTeam, scheduledGameOf, teamSeasonOf } from "../support/contract-fixtures";

const requestWith = (cookie: string | null) =>
  new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });

describe("reading the favourites cookie", () => {
  it("reads the slugs the site set", async () => {
    const cookie = await favoritesCookie.serialize(["boston-bruins", "toronto-maple-leafs"]);
    expect(await readFavorites(requestWith(cookie.split(";")[0]!))).toEqual([
      "boston-bruins",
      "toronto-maple-leafs",
    ]);
  });

  it.each([
    ["no cookie", null],
    ["a cookie that is not the site's encoding", "favorites=%%%not-base64"],
    ["a cookie holding something other than a list of slugs", `favorites=${btoa(JSON.stringify({ a: 1 }))}`],
  ])("reads %s as no favourites", async (_, cookie) => {
    expect(await readFavorites(requestWith(cookie))).toEqual([]);
  });
});

describe("the cache policy of a page showing favourites", () => {
  it("keeps the page's usual policy without favourites and makes it private with some", () => {
    expect(CACHE_POLICIES.history).toMatch(/^public, /);
    expect(favoritesCacheControl("history", [])).toBe(CACHE_POLICIES.history);
    // Kept by the visitor's browser alone, for as long as the page's policy says.
    expect(favoritesCacheControl("history", ["boston-bruins"])).toBe(
      CACHE_POLICIES.history.replace(/^public, /, "private, "),
    );
  });
});

describe("the Your teams section", () => {
  const bruins = proTeam(1, "Boston Bruins");
  const leafs = proTeam(2, "Toronto Maple Leafs");
  const celtics = proTeam(3, "Boston Celtics", { sport: BASKETBALL });
  const TEAMS: Record<string, Team> = {
    "boston-bruins": bruins,
    "toronto-maple-leafs": leafs,
    "boston-celtics": celtics,
  };
  const season = (start_year: number) => teamSeasonOf({ id: start_year, name: `${start_year}`, start_year });

  function teamsApi(
    getTeam: ApiClient["getTeam"] = async (slug) =>
      TEAMS[String(slug)] ?? Promise.reject(new ApiError(404, "Not found.")),
  ) {
    const schedules: [string | number, number | undefined][] = [];
    const api = fakeApi({
      getTeam,
      // Two rows of 2025 (a split season): the schedule is asked once for it.
      getTeamSeasons: async () => [season(2023), season(2025), season(2025), season(2024)],
      getTeamChampionships: async () => [],
      getTeamSchedule: async (slug, year) => {
        schedules.push([slug, year]);
        return [
          scheduledGameOf({
            id: year ?? 0,
            game_date: `${year}-12-01`,
            status: "completed",
            home_team: 1,
            away_team: 2,
            home_team_name: "Boston Bruins",
            away_team_name: "Toronto Maple Leafs",
            home_score: 3,
            away_score: 1,
          }),
        ];
      },
    });
    return { api, schedules };
  }

  it("lists the favourites in the order they were added, with the schedules of their two latest seasons", async () => {
    const { api, schedules } = teamsApi();
    const teams = await loadYourTeams(api, SITES.nhl, ["toronto-maple-leafs", "boston-bruins"]);
    expect(teams.map((t) => t.slug)).toEqual(["toronto-maple-leafs", "boston-bruins"]);
    expect(schedules).toEqual([
      ["toronto-maple-leafs", 2025],
      ["toronto-maple-leafs", 2024],
      ["boston-bruins", 2025],
      ["boston-bruins", 2024],
    ]);
    // The latest game is the latest season's.
    expect(teams[1]!.latest?.href).toBe("/scores/2025");
  });

  it("leaves out a team gone from the data and a team of another site", async () => {
    const { api, schedules } = teamsApi();
    const teams = await loadYourTeams(api, SITES.nhl, ["gone", "boston-celtics", "boston-bruins"]);
    expect(teams.map((t) => t.slug)).toEqual(["boston-bruins"]);
    expect(schedules.map(([slug]) => slug)).not.toContain("boston-celtics");
  });

  it("throws any failure other than a missing team, so the section says it could not load", async () => {
    const { api } = teamsApi(async () => Promise.reject(new ApiError(503, "down")));
    await expect(loadYourTeams(api, SITES.nhl, ["boston-bruins"])).rejects.toThrow("down");
  });
});
