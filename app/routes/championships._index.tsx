import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ChampionshipCards } from "~/components/championships/ChampionshipCards";
import { ChampionshipFilterBar } from "~/components/championships/ChampionshipFilterBar";
import { SummaryTiles } from "~/components/championships/SummaryTiles";
import * as s from "~/components/championships/championships.css";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Container } from "~/components/ui/primitives";
import { eyebrow } from "~/components/ui/ui.css";
import { EmptyState, ErrorState, SkeletonCards, Spinner } from "~/components/ui/states";
import { sportRank } from "@domain/sports";
import {
  filterChampionships,
  formatYearsOfHistory,
  needsCanonicalRedirect,
  parseChampionshipListParams,
  seasonOptions,
  summarizeChampionships,
} from "~/lib/championships";
import { currentYear, now } from "@domain/clock";
import { apiErrorMessage, CACHE_HISTORY, CACHE_NONE, loaderCacheHeaders } from "~/lib/http-cache";
import { currentSeasonStartYear, FIRST_SELECTABLE_SEASON } from "@domain/season";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";
import { readActiveSeason } from "~/site/preferences.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Championships");
export const headers: HeadersFunction = loaderCacheHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const sport = sportContextFor(context.site);
  const at = now();
  const currentSeason = currentSeasonStartYear(at, sport.sport);
  // The visitor's active season (cookie) is the default; a `season` parameter overrides it.
  const active = await readActiveSeason(request.headers.get("Cookie"));
  const defaultSeason = active !== null && active >= FIRST_SELECTABLE_SEASON && active <= currentSeason + 1 ? active : currentSeason;
  const { values, canonical } = parseChampionshipListParams(url.searchParams, {
    defaultSeason,
    currentSeason,
    allowSport: !sport.isSportSpecific,
  });
  if (needsCanonicalRedirect(url.search, canonical)) throw redirect(`${url.pathname}${canonical}`);

  const view = {
    filters: values,
    defaultSeason,
    seasons: seasonOptions(currentSeason, values.season),
    isSportSpecific: sport.isSportSpecific,
    contextName: sport.name,
  };
  try {
    const all = await context.api.listChampionships();
    const sports = new Map<string, string>();
    for (const c of all) if (c.sport?.slug) sports.set(c.sport.slug, c.sport.name);
    const sportOptions = [...sports.entries()]
      .sort(([a], [b]) => sportRank(a) - sportRank(b))
      .map(([value, label]) => ({ value, label }));
    const shown = filterChampionships(all, values);
    return data(
      {
        ...view,
        error: null,
        sportOptions: sport.isSportSpecific ? null : sportOptions,
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
      { headers: { "Cache-Control": CACHE_HISTORY, Vary: "Cookie" } },
    );
  } catch (error) {
    console.error("[championships]", error);
    return data(
      { ...view, error: apiErrorMessage(error), sportOptions: null, summary: null, championships: [] },
      { status: 503, headers: { "Cache-Control": CACHE_NONE } },
    );
  }
}

export default function Championships() {
  const view = useLoaderData<typeof loader>();
  const location = useLocation();
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
      {view.error !== null ? (
        <ErrorState title="Error Loading Championships" message={view.error} retryHref={location.pathname + location.search} />
      ) : openingDetail ? (
        <Spinner label="Loading championship details..." />
      ) : pending ? (
        <>
          <Spinner label="Loading championships..." />
          <SkeletonCards count={3} label="Loading championships" />
        </>
      ) : (
        <>
          {view.summary ? (
            <SummaryTiles
              id="championships-summary"
              label="Summary"
              items={[
                { label: "Total Championships", value: view.summary.totalChampionships },
                { label: "Sports Covered", value: view.summary.sportsCovered },
                { label: "Years of History", value: formatYearsOfHistory(view.summary.yearsOfHistory) },
              ]}
            />
          ) : null}
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
