import { onSite } from "@domain/scope";
import type { ApiClient } from "~/api/client.server";
import { easternToday } from "@domain/clock";
import { favoritesCookie } from "~/site/preferences.server";
import type { SiteConfig } from "~/site/sites";
import { privateCacheControl } from "./cookie-cache";
import { parseFavorites, yourTeam, type YourTeam } from "./favorites";
import { apiErrorStatus, CACHE_POLICIES, type CachePolicy } from "./http-cache";

/** The visitor's favourite team slugs on this site (a forged or malformed cookie is none). */
export async function readFavorites(request: Request): Promise<string[]> {
  const value: unknown = await favoritesCookie.parse(request.headers.get("Cookie")).catch(() => null);
  return parseFavorites(value);
}

/**
 * A page whose HTML shows the visitor's favourites is theirs alone: with favourites it is
 * `private` (never in a shared cache, nor the server's page cache); without, the page's usual policy.
 */
export function favoritesCacheControl(policy: CachePolicy, favorites: readonly string[]): string {
  return favorites.length ? privateCacheControl(CACHE_POLICIES[policy]) : CACHE_POLICIES[policy];
}

/**
 * "Your teams": each favourite of this site that still exists, in the order they were added. A
 * team gone from the data (404) is left out; any other failure is thrown (the home page then
 * says the section could not load).
 */
export async function loadYourTeams(
  api: ApiClient,
  site: SiteConfig,
  favorites: readonly string[],
): Promise<YourTeam[]> {
  const today = easternToday();
  const teams = await Promise.all(
    favorites.map(async (slug) => {
      const team = await api.getTeam(slug).catch((error: unknown) => {
        if (apiErrorStatus(error) === 404) return null;
        throw error;
      });
      if (!team || !onSite(site, team)) return null;
      const [seasons, titles] = await Promise.all([api.getTeamSeasons(slug), api.getTeamChampionships(slug)]);
      // The latest season and the one before: early in a season the latest result is last season's.
      const years = [...new Set(seasons.map((s) => s.start_year))].sort((a, b) => b - a).slice(0, 2);
      const schedule = (await Promise.all(years.map((year) => api.getTeamSchedule(slug, year)))).flat();
      return yourTeam({ team, seasons, titles, schedule, today });
    }),
  );
  return teams.filter((t): t is YourTeam => t !== null);
}
