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
import { loadHomeFigures } from "~/lib/home-figures.server";
import { CACHE_NONE, loaderCacheHeaders } from "~/lib/http-cache";
import { pageTitle } from "~/site/meta";
import { YourTeams } from "~/components/favorites/YourTeams";
import { favoritesCacheControl, loadYourTeams, readFavorites } from "~/lib/favorites.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches);
export const headers: HeadersFunction = loaderCacheHeaders;

/** The home page's data: the hero's figures, the statistics cards and the recent champions. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context;
  // "Your teams" opens the page for a visitor with favourites; the page is then theirs alone.
  const favorites = await readFavorites(request);
  const yourTeams = await optionalSection(
    async () => (favorites.length ? loadYourTeams(api, context.site, favorites) : []),
    "your teams",
  );
  // "On this day" is an extra: a failed call says so in its place.
  const onThisDay = optionalSection(() => api.getOnThisDay(), "home on this day");
  const { failed, stats, recent, claims } = await loadHomeFigures(api);
  const onThisDayResult = await onThisDay;
  const fresh = !failed && onThisDayResult.ok && yourTeams.ok;
  return data(
    { stats, recent, onThisDay: onThisDayResult, claims, yourTeams },
    { headers: { "Cache-Control": fresh ? favoritesCacheControl("recent", favorites) : CACHE_NONE } },
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
