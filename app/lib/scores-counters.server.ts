/**
 * The scores page's counters for a date range: live, final and upcoming games, and the sports
 * with games in it (on the hub each sport counted; on a sport site or with a sport chosen, its
 * own). Each is a one-row page's count.
 */
import { SPORTS } from "@domain/sports";
import type { ApiClient } from "~/api/client.server";

type GamesQuery = Parameters<ApiClient["listGamesPage"]>[0];

export async function scoresCounters(api: ApiClient, query: GamesQuery, oneSport: boolean) {
  const count = (extra: GamesQuery) =>
    api.listGamesPage({ ...query, ...extra, page_size: 1 }).then((p) => p.count);
  const hasGames = (extra: GamesQuery) => count(extra).then((n) => (n > 0 ? 1 : 0));
  const [live, final, upcoming, sports] = await Promise.all([
    count({ status: "live" }),
    count({ status: "final" }),
    count({ status: "scheduled" }),
    oneSport
      ? hasGames({})
      : Promise.all(SPORTS.map((slug) => hasGames({ sport__slug: slug }))).then((n) =>
          n.reduce<number>((a, b) => a + b, 0),
        ),
  ]);
  return { live, final, upcoming, sports };
}
