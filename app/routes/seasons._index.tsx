import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import * as s from "~/components/championships/championships.css";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { QuickFilters, SeasonsFilters, SeasonsResults } from "~/components/seasons/SeasonsParts";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { SkeletonCards } from "~/components/ui/states";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageInfo, pageSlice } from "~/lib/route-kit";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import {
  countSeasons,
  decadesOf,
  filterSeasons,
  SEASONS_PAGE_SIZE,
  seasonsParams,
  statusOf,
  toSeasonCard,
} from "~/lib/seasons";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";
import { useSeason } from "~/site/season-context";
import { easternToday, now } from "@domain/clock";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Seasons");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sport = sportContextFor(context.site);
  const { values } = parseRouteSearch(request, seasonsParams({ allowSport: !sport.isSportSpecific }));
  const all = await context.api.listSeasons().catch((error) => pageFailure(error, "seasons"));
  const at = now();
  const today = easternToday(at);
  const byId = new Map(all.map((x) => [x.id, x]));
  const cards = all.map((x) => toSeasonCard(x, statusOf(x, at, today)));
  const filters = {
    q: values.q,
    sport: values.sport,
    level: values.level,
    status: values.status,
    decade: values.decade,
  };
  const shown = filterSeasons(cards, byId, filters);
  const info = pageInfo(shown.length, values.page, SEASONS_PAGE_SIZE);
  return pageData(
    {
      contextName: sport.name,
      isHub: !sport.isSportSpecific,
      filters,
      counters: countSeasons(shown),
      decades: decadesOf(cards),
      page: info,
      cards: pageSlice(shown, info),
    },
    "directory",
    { varyCookie: true },
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Seasons");
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Error Loading Seasons" });

export default function Seasons() {
  const page = useLoaderData<typeof loader>();
  const pending = usePendingSearch();
  const { season: active, chosen } = useSeason();

  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>Seasons</h1>
        <p className={s.lead}>
          Every season we hold, with its champion.{chosen ? ` Your active season: ${active}.` : ""}
        </p>
      </header>
      {page.isHub ? <QuickFilters filters={page.filters} /> : null}
      <SeasonsFilters filters={page.filters} decades={page.decades} />
      {pending ? (
        <SkeletonCards count={6} label="Loading seasons" />
      ) : (
        <SeasonsResults counters={page.counters} cards={page.cards} page={page.page} active={active} />
      )}
    </Container>
  );
}
