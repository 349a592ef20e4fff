import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { ChampionshipCards } from "~/components/championships/ChampionshipCards";
import { ChampionshipFilterBar } from "~/components/championships/ChampionshipFilterBar";
import { SummaryTiles } from "~/components/championships/SummaryTiles";
import * as s from "~/components/championships/championships.css";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { eyebrow } from "~/components/ui/ui.css";
import { EmptyState, SkeletonCards, Spinner } from "~/components/ui/states";
import { currentYear, now } from "@domain/clock";
import { currentSeasonStartYear, FIRST_SELECTABLE_SEASON } from "@domain/season";
import { sportRank } from "@domain/sports";
import { championshipListParams, filterChampionships, formatYearsOfHistory, seasonOptions, summarizeChampionships } from "~/lib/championships";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";
import { readActiveSeason } from "~/site/preferences.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Championships");
export const headers: HeadersFunction = loaderCacheHeaders;
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Error Loading Championships" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sport = sportContextFor(context.site);
  const at = now();
  const currentSeason = currentSeasonStartYear(at, sport.sport);
  // The visitor's active season (cookie) is the default; a `season` parameter overrides it.
  const active = await readActiveSeason(request.headers.get("Cookie"));
  const defaultSeason = active !== null && active >= FIRST_SELECTABLE_SEASON && active <= currentSeason + 1 ? active : currentSeason;
  const { values } = parseRouteSearch(request, championshipListParams({ defaultSeason, currentSeason, allowSport: !sport.isSportSpecific }));

  const all = await context.api.listChampionships().catch((error) => pageFailure(error, "championships"));
  const sports = new Map<string, string>();
  for (const c of all) if (c.sport?.slug) sports.set(c.sport.slug, c.sport.name);
  const shown = filterChampionships(all, values);
  return pageData(
    {
      filters: values,
      defaultSeason,
      seasons: seasonOptions(currentSeason, values.season),
      contextName: sport.name,
      sportOptions: sport.isSportSpecific
        ? null
        : [...sports.entries()].sort(([a], [b]) => sportRank(a) - sportRank(b)).map(([value, label]) => ({ value, label })),
      summary: summarizeChampionships(shown, currentYear(at)),
      championships: shown.map((c) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        sport: c.sport?.name ?? null,
        level: c.level?.name ?? null,
        firstYear: c.first_year,
        lastYear: c.last_year,
        trophy: c.trophy_name,
      })),
    },
    "history",
    { varyCookie: true },
  );
}

export default function Championships() {
  const view = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pending = usePendingSearch();
  const openingDetail = navigation.state === "loading" && navigation.location?.pathname.startsWith("/championships/");

  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <span className={eyebrow}>{view.contextName}</span>
        <h1 className={s.pageTitle}>Championships</h1>
        <p className={s.lead}>Every championship we track, with its history, records and champions.</p>
      </header>
      <ChampionshipFilterBar filters={view.filters} defaultSeason={view.defaultSeason} seasons={view.seasons} sports={view.sportOptions} />
      {openingDetail ? (
        <Spinner label="Loading championship details..." />
      ) : pending ? (
        <>
          <Spinner label="Loading championships..." />
          <SkeletonCards count={3} label="Loading championships" />
        </>
      ) : (
        <>
          <SummaryTiles
            id="championships-summary"
            label="Summary"
            items={[
              { label: "Total Championships", value: view.summary.totalChampionships },
              { label: "Sports Covered", value: view.summary.sportsCovered },
              { label: "Years of History", value: formatYearsOfHistory(view.summary.yearsOfHistory) },
            ]}
          />
          {view.championships.length === 0 ? (
            <EmptyState title="No Championships Found" message="Try adjusting your search or filters" />
          ) : (
            <section aria-labelledby="championship-list">
              <h2 id="championship-list" className={s.listHeading}>
                {view.championships.length} {view.championships.length === 1 ? "championship" : "championships"}
              </h2>
              <ChampionshipCards championships={view.championships} />
            </section>
          )}
        </>
      )}
    </Container>
  );
}
