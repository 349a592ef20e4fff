import type { ApiClient } from "~/api/client.server";
import type { Game } from "@domain/contract/types";

/** Games of one range for the "My teams" filter on /scores: every favourite's games, each once. */
export interface MyTeamsGames {
  games: Game[];
  counters: { live: number; final: number; upcoming: number; sports: number };
}

type RangeQuery = { start: string; end: string; search?: string; sport__slug?: string };

/**
 * The favourites' games in the range (the API filters one team at a time; at most 12 calls, each
 * cached by the client), merged in date order, then narrowed to `status` when one is chosen.
 * The counters count the merged list, as the page's counters count the unfiltered range.
 */
export async function myTeamsGames(
  api: ApiClient,
  query: RangeQuery,
  favorites: readonly string[],
  status: string | null,
): Promise<MyTeamsGames> {
  const lists = await Promise.all(
    favorites.map((team) => api.listGamesPage({ ...query, team, page_size: 1000 }).then((p) => p.results)),
  );
  const byId = new Map<number, Game>();
  for (const game of lists.flat()) byId.set(game.id, game);
  const all = [...byId.values()].sort(
    (a, b) =>
      a.game_date.localeCompare(b.game_date) ||
      (a.game_time ?? "").localeCompare(b.game_time ?? "") ||
      a.id - b.id,
  );
  const count = (s: string) =>
    all.filter((g) => g.status === s && !(s === "scheduled" && g.result_pending)).length;
  return {
    games: status
      ? all.filter((g) => g.status === status && !(status === "scheduled" && g.result_pending))
      : all,
    counters: {
      live: count("live"),
      final: count("final"),
      upcoming: count("scheduled"),
      sports: new Set(all.map((g) => g.sport?.slug ?? "")).size,
    },
  };
}
