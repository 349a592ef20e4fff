import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { CallToAction, FeatureSection, Hero, NetworkSection, SportSection } from "~/components/home/HomeSections";
import { HomeStats } from "~/components/home/HomeStats";
import { RecentChampionsTable } from "~/components/home/RecentChampionsTable";
import { currentYear } from "@domain/clock";
import { homeChampionRow, pickRecentChampions } from "~/lib/home-champions";
import { CACHE_NONE, CACHE_RECENT, loaderCacheHeaders } from "~/lib/http-cache";
import { pageTitle } from "~/site/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches);
export const headers: HeadersFunction = loaderCacheHeaders;

const valueOr = <T,>(result: PromiseSettledResult<T>, fallback: T): T => (result.status === "fulfilled" ? result.value : fallback);

/** The home page's data: the statistics cards and the recent champions (spec sections 2 and 7). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { api } = context;
  // Spec section 7: recent champions are requested for the previous calendar year. 'Teams
  // Tracked' counts the active franchises and programs (its card says 'Active').
  const previousYear = currentYear() - 1;
  const [championships, teams, champions, recentGames, previous] = await Promise.allSettled([
    api.listChampionships(),
    api.listTeams({ is_active: true }),
    api.listChampions(),
    api.listRecentGames(),
    api.listChampions({ season: previousYear }),
  ]);
  const allChampions = valueOr(champions, null);
  const previousChampions = valueOr(previous, null);
  const recent =
    allChampions === null && previousChampions === null
      ? null
      : pickRecentChampions(previousChampions ?? [], allChampions ?? []).map(homeChampionRow);
  const failed = [championships, teams, champions, recentGames, previous].some((r) => r.status === "rejected");
  for (const r of [championships, teams, champions, recentGames, previous]) if (r.status === "rejected") console.error("[home]", r.reason);
  return data(
    {
      stats: {
        championships: valueOr(championships, null)?.length ?? null,
        teams: valueOr(teams, null)?.length ?? null,
        champions: allChampions?.length ?? null,
        recentGames: valueOr(recentGames, null)?.length ?? null,
      },
      recent,
    },
    { headers: { "Cache-Control": failed ? CACHE_NONE : CACHE_RECENT } },
  );
}

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const home = useLoaderData<typeof loader>();
  if (!root) return null;
  return (
    <>
      <Hero context={root.context} lead={root.site.description} />
      <SportSection context={root.context}>
        <HomeStats stats={home.stats} />
        <RecentChampionsTable rows={home.recent} />
      </SportSection>
      <FeatureSection />
      <NetworkSection sites={root.network} currentKey={root.site.key} />
      <CallToAction />
    </>
  );
}
