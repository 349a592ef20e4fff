/**
 * The home page's figures: the statistics cards, the recent champions and the hero's claims, from
 * one round of API calls. A failed call leaves its figures null (the page shows the rest) and is
 * reported, so the page is not cached.
 */
import type { ApiClient } from "~/api/client.server";
import { currentYear } from "@domain/clock";
import { heroClaims, totalRecords } from "./home-claims";
import { homeChampionRow, pickRecentChampions } from "./home-champions";

const valueOr = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === "fulfilled" ? result.value : fallback;

export async function loadHomeFigures(api: ApiClient) {
  // Recent champions are requested for the previous calendar year (and topped up from all
  // titles, docs/screens.md#home). 'Teams Tracked' counts the active franchises and programs
  // (its card says 'Active'); the hero's records count every team. Counts use one-row pages.
  const previousYear = currentYear() - 1;
  const one = { page_size: 1 };
  const all = await Promise.allSettled([
    api.listChampionships(),
    api.listTeams({ is_active: true }),
    api.listChampions(),
    api.listRecentGames(),
    api.listChampions({ season: previousYear }),
    api.listSeasons(),
    api.listTeamsPage(one),
    api.listGamesPage(one),
    api.listPlayers(one),
    api.listCoaches(one),
  ]);
  const [championships, teams, champions, recentGames, previous, seasons, allTeams, games, players, coaches] =
    all;
  for (const r of all) if (r.status === "rejected") console.error("[home]", r.reason);
  const allChampions = valueOr(champions, null);
  const previousChampions = valueOr(previous, null);
  const titles = allChampions?.length ?? null;
  const seasonCount = valueOr(seasons, null)?.length ?? null;
  const count = (r: PromiseSettledResult<{ count: number }>) => valueOr(r, null)?.count ?? null;
  return {
    failed: all.some((r) => r.status === "rejected"),
    stats: {
      championships: valueOr(championships, null)?.length ?? null,
      teams: valueOr(teams, null)?.length ?? null,
      champions: allChampions?.length ?? null,
      recentGames: valueOr(recentGames, null)?.length ?? null,
    },
    recent:
      allChampions === null && previousChampions === null
        ? null
        : pickRecentChampions(previousChampions ?? [], allChampions ?? []).map(homeChampionRow),
    claims: heroClaims({
      titles,
      teams: valueOr(teams, null)?.length ?? null,
      seasons: seasonCount,
      records: totalRecords([
        titles,
        count(allTeams),
        seasonCount,
        count(games),
        count(players),
        count(coaches),
      ]),
    }),
  };
}
