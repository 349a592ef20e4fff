/**
 * The home page's figures (app/lib/home-figures.server.ts): which counts it asks for, and how a
 * failed call leaves only its own figures out and keeps the page from being cached.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentYear } from "@domain/clock";
import type { ApiClient } from "~/api/client.server";
import { ApiError } from "~/api/errors";
import { loadHomeFigures } from "~/lib/home-figures.server";
import { fakeApi } from "../loaders/support";
import { pageOf, seasonOf, teamOf } from "../support/contract-fixtures";
import { champion, championship } from "./championship-fixtures";

const previousYear = currentYear() - 1;
const lastSeasonTitle = champion({
  year: previousYear,
  title_year: currentYear(),
  date: `${currentYear()}-02-08`,
});
const olderTitle = champion({
  year: previousYear - 1,
  title_year: previousYear,
  date: `${previousYear}-02-09`,
});
const down = async (): Promise<never> => Promise.reject(new ApiError(500, "down"));

/** A site with 2 titles, 3 active teams, 4 seasons and 5 teams, 6 games, 7 players, 8 coaches in all. */
function homeApi(overrides: Partial<ApiClient> = {}) {
  const asked: [string, unknown][] = [];
  const count = (name: string, n: number) => async (query: unknown) => (
    asked.push([name, query]),
    pageOf([], n)
  );
  const api = fakeApi({
    listChampionships: async () => [championship()],
    listTeams: async (filters) => (
      asked.push(["listTeams", filters]),
      [1, 2, 3].map((id) => teamOf({ id, name: `Team ${id}` }))
    ),
    listChampions: async (filters) => (
      asked.push(["listChampions", filters]),
      filters?.season ? [lastSeasonTitle] : [lastSeasonTitle, olderTitle]
    ),
    listRecentGames: async () => [],
    listSeasons: async () => [1, 2, 3, 4].map((id) => seasonOf({ id, name: `${id}`, start_year: 2000 + id })),
    listTeamsPage: count("listTeamsPage", 5),
    listGamesPage: count("listGamesPage", 6),
    listPlayers: count("listPlayers", 7),
    listCoaches: count("listCoaches", 8),
    ...overrides,
  });
  return { api, asked };
}

const claimsOf = (figures: Awaited<ReturnType<typeof loadHomeFigures>>) =>
  figures.claims.map((c) => `${c.value} ${c.label}`);

describe("the home page's figures", () => {
  beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it("counts active teams, every champion and the previous year's, and the records in one-row pages", async () => {
    const { api, asked } = homeApi();
    const figures = await loadHomeFigures(api);
    expect(asked).toEqual(
      expect.arrayContaining([
        ["listTeams", { is_active: true }],
        ["listChampions", undefined],
        ["listChampions", { season: previousYear }],
        ["listTeamsPage", { page_size: 1 }],
        ["listGamesPage", { page_size: 1 }],
        ["listPlayers", { page_size: 1 }],
        ["listCoaches", { page_size: 1 }],
      ]),
    );
    expect(figures.failed).toBe(false);
    expect(figures.stats).toEqual({ championships: 1, teams: 3, champions: 2, recentGames: 0 });
    expect(figures.recent?.map((r) => r.id)).toEqual([lastSeasonTitle.id, olderTitle.id]);
    // Records: 2 titles + 5 teams + 4 seasons + 6 games + 7 players + 8 coaches.
    expect(claimsOf(figures)).toEqual(["2 Championships", "3 Teams Tracked", "4 Seasons", "32 Records"]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it("leaves out a figure whose call failed, and the records total it is part of, and says so", async () => {
    const { api } = homeApi({ listPlayers: down });
    const figures = await loadHomeFigures(api);
    expect(figures.failed).toBe(true);
    expect(claimsOf(figures)).toEqual(["2 Championships", "3 Teams Tracked", "4 Seasons"]);
    expect(console.error).toHaveBeenCalledWith("[home]", expect.any(ApiError));
  });

  it("leaves a stat card empty when its call failed and keeps the others", async () => {
    const { api } = homeApi({ listTeams: down, listRecentGames: down });
    const figures = await loadHomeFigures(api);
    expect(figures.stats).toEqual({ championships: 1, teams: null, champions: 2, recentGames: null });
    expect(claimsOf(figures)).toEqual(["2 Championships", "4 Seasons", "32 Records"]);
  });

  it("lists recent champions from either champions call, and none only when both fail", async () => {
    const previousOnly = await loadHomeFigures(
      homeApi({ listChampions: async (f) => (f?.season ? [lastSeasonTitle] : down()) }).api,
    );
    expect(previousOnly.recent?.map((r) => r.id)).toEqual([lastSeasonTitle.id]);
    expect(previousOnly.stats.champions).toBeNull();
    const neither = await loadHomeFigures(homeApi({ listChampions: down }).api);
    expect(neither.recent).toBeNull();
    expect(neither.failed).toBe(true);
  });
});
