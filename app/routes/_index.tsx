import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import {
  CallToAction,
  FeatureSection,
  Hero,
  NetworkSection,
  SportSection,
} from "~/components/home/HomeSections";
import { HomeStats } from "~/components/home/HomeStats";
import { RecentChampionsTable } from "~/components/home/RecentChampionsTable";
import { OnThisDayHome } from "~/components/explore/OnThisDay";
import { SectionUnavailable } from "~/components/ui/states";
import { Container } from "~/components/ui/primitives";
import { optionalSection } from "~/lib/route-kit.server";
import { currentYear } from "@domain/clock";
import { heroClaims, totalRecords } from "~/lib/home-claims";
import { homeChampionRow, pickRecentChampions } from "~/lib/home-champions";
import { CACHE_NONE, loaderCacheHeaders } from "~/lib/http-cache";
import { pageTitle } from "~/site/meta";
import { YourTeams } from "~/components/favorites/YourTeams";
import { favoritesCacheControl, loadYourTeams, readFavorites } from "~/lib/favorites.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches);
export const headers: HeadersFunction = loaderCacheHeaders;

const valueOr = <T,>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === "fulfilled" ? result.value : fallback;

/** The home page's data: the hero's figures, the statistics cards and the recent champions. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context;
  // "Your teams" opens the page for a visitor with favourites; the page is then theirs alone.
  const favorites = await readFavorites(request);
  const yourTeams = await optionalSection(
    async () => (favorites.length ? loadYourTeams(api, context.site, favorites) : []),
    "your teams",
  );
  // Recent champions are requested for the previous calendar year (and topped up from all
  // titles, docs/screens.md#home). 'Teams Tracked' counts the active franchises and programs
  // (its card says 'Active'); the hero's records count every team. Counts use one-row pages.
  const previousYear = currentYear() - 1;
  const one = { page_size: 1 };
  // "On this day" is an extra: a failed call says so in its place.
  const onThisDay = optionalSection(() => api.getOnThisDay(), "home on this day");
  const [championships, teams, champions, recentGames, previous, seasons, allTeams, games, players, coaches] =
    await Promise.allSettled([
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
  const allChampions = valueOr(champions, null);
  const previousChampions = valueOr(previous, null);
  const recent =
    allChampions === null && previousChampions === null
      ? null
      : pickRecentChampions(previousChampions ?? [], allChampions ?? []).map(homeChampionRow);
  const all = [
    championships,
    teams,
    champions,
    recentGames,
    previous,
    seasons,
    allTeams,
    games,
    players,
    coaches,
  ];
  const onThisDayResult = await onThisDay;
  const failed = all.some((r) => r.status === "rejected") || !onThisDayResult.ok || !yourTeams.ok;
  for (const r of all) if (r.status === "rejected") console.error("[home]", r.reason);
  const titles = allChampions?.length ?? null;
  const seasonCount = valueOr(seasons, null)?.length ?? null;
  const count = (r: PromiseSettledResult<{ count: number }>) => valueOr(r, null)?.count ?? null;
  return data(
    {
      stats: {
        championships: valueOr(championships, null)?.length ?? null,
        teams: valueOr(teams, null)?.length ?? null,
        champions: allChampions?.length ?? null,
        recentGames: valueOr(recentGames, null)?.length ?? null,
      },
      recent,
      onThisDay: onThisDayResult,
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
      yourTeams,
    },
    { headers: { "Cache-Control": failed ? CACHE_NONE : favoritesCacheControl("recent", favorites) } },
  );
}

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const home = useLoaderData<typeof loader>();
  const location = useLocation();
  if (!root) return null;
  return (
    <>
      {home.yourTeams.ok ? (
        <YourTeams teams={home.yourTeams.data} />
      ) : (
        <Container>
          <SectionUnavailable what="your teams" retryHref={location.pathname + location.search} />
        </Container>
      )}
      <Hero context={root.context} lead={root.site.description} claims={home.claims} />
      <SportSection context={root.context} withoutData={root.site.withoutData}>
        {/* Data first: the latest champions sit on the first screen, the figures after them. */}
        <RecentChampionsTable rows={home.recent} />
        <HomeStats stats={home.stats} />
        {home.onThisDay.ok ? (
          <OnThisDayHome data={home.onThisDay.data} />
        ) : (
          <SectionUnavailable
            what="what happened on this day"
            retryHref={location.pathname + location.search}
          />
        )}
      </SportSection>
      <FeatureSection />
      <NetworkSection sites={root.network} currentKey={root.site.key} />
      <CallToAction />
    </>
  );
}
