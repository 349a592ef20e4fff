/** The "My teams" filter of /scores (app/lib/my-teams.server.ts). */
import { describe, expect, it } from "vitest";
import type { ApiClient } from "~/api/client.server";
import type { Game } from "@domain/contract/types";
import { myTeamsGames } from "~/lib/my-teams.server";
import { fakeApi } from "../loaders/support";
import { BASKETBALL, gameOf, HOCKEY, pageOf } from "../support/contract-fixtures";

type GamesQuery = Parameters<ApiClient["listGamesPage"]>[0];
const RANGE = { start: "2026-11-16", end: "2026-11-22" };

const game = (id: number, fields: Partial<Parameters<typeof gameOf>[0]> = {}): Game =>
  gameOf({
    id,
    home_team: { name: "Home" },
    away_team: { name: "Away" },
    status: "final",
    game_date: "2026-11-20",
    sport: HOCKEY,
    ...fields,
  });

// Bruins v Leafs appears in both favourites' lists; the Celtics play basketball.
const bruinsLeafs = game(1, { game_date: "2026-11-21", game_time: "19:00" });
const bruinsEarly = game(2, { game_date: "2026-11-21", game_time: "13:00", status: "live" });
const leafsLater = game(3, { game_date: "2026-11-22", status: "scheduled" });
const leafsPending = game(4, { game_date: "2026-11-19", status: "scheduled", result_pending: true });
const celtics = game(5, { game_date: "2026-11-16", sport: BASKETBALL, status: "scheduled" });

const GAMES: Record<string, Game[]> = {
  "boston-bruins": [bruinsEarly, bruinsLeafs],
  "toronto-maple-leafs": [bruinsLeafs, leafsLater, leafsPending],
  "boston-celtics": [celtics],
};

function teamsApi() {
  const asked: GamesQuery[] = [];
  const api = fakeApi({
    listGamesPage: async (query) => {
      asked.push(query);
      return pageOf(GAMES[query?.team ?? ""] ?? []);
    },
  });
  return { api, asked };
}

const favorites = ["boston-bruins", "toronto-maple-leafs", "boston-celtics"];

describe("the My teams games", () => {
  it("asks for each favourite's games of the range (the page's filters kept) in one page", async () => {
    const { api, asked } = teamsApi();
    await myTeamsGames(api, { ...RANGE, search: "bos" }, favorites, null);
    expect(asked).toEqual(favorites.map((team) => ({ ...RANGE, search: "bos", team, page_size: 1000 })));
  });

  it("merges the lists, each game once, in date then time order, and counts the merged list", async () => {
    const { api } = teamsApi();
    const out = await myTeamsGames(api, RANGE, favorites, null);
    expect(out.games.map((g) => g.id)).toEqual([5, 4, 2, 1, 3]);
    // A scheduled game whose result is pending is not upcoming.
    expect(out.counters).toEqual({ live: 1, final: 1, upcoming: 2, sports: 2 });
  });

  it("narrows the games to the chosen status but keeps the counters of the whole range", async () => {
    const { api } = teamsApi();
    const out = await myTeamsGames(api, RANGE, favorites, "scheduled");
    expect(out.games.map((g) => g.id)).toEqual([5, 3]);
    expect(out.counters).toEqual({ live: 1, final: 1, upcoming: 2, sports: 2 });
  });

  it("orders games of the same day and time by id", async () => {
    const api = fakeApi({
      listGamesPage: async () => pageOf([game(9, { game_time: "19:00" }), game(7, { game_time: "19:00" })]),
    });
    expect((await myTeamsGames(api, RANGE, ["boston-bruins"], null)).games.map((g) => g.id)).toEqual([7, 9]);
  });

  it("with no favourites asks nothing and finds no games", async () => {
    const { api, asked } = teamsApi();
    expect(await myTeamsGames(api, RANGE, [], null)).toEqual({
      games: [],
      counters: { live: 0, final: 0, upcoming: 0, sports: 0 },
    });
    expect(asked).toEqual([]);
  });
});
