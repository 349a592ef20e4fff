import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { ChampionsFilterBar } from "~/components/championships/ChampionsFilterBar";
import { ChampionsTable } from "~/components/championships/ChampionsTable";
import { SummaryTiles } from "~/components/championships/SummaryTiles";
import * as s from "~/components/championships/championships.css";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Pager } from "~/components/ui/Pager";
import { ButtonLink, Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { EmptyState, SkeletonRows } from "~/components/ui/states";
import { championsHeading, summarizeChampions, titleYears, toChampionRow } from "~/lib/champions";
import { championSortOf, championsParams, championsView, CHAMPIONS_PAGE_SIZE, DEFAULT_CHAMPION_SORT } from "~/lib/champions-view";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageInfo, pageSlice } from "~/lib/route-kit";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { withParams } from "~/lib/search-params";
import { onlyParamsChanged } from "~/lib/url-change";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, championsParams);
  const sport = sportContextFor(context.site);
  const records = await context.api.listChampions().catch((error) => pageFailure(error, "champions"));
  const filters = { q: values.q, year: values.year };
  const sort = championSortOf(values);
  const rows = championsView(records, filters, sport.isSportSpecific, sort);
  const page = pageInfo(rows.length, values.page, CHAMPIONS_PAGE_SIZE);
  return pageData(
    {
      heading: championsHeading(sport),
      filters,
      sort,
      page,
      byChampionship: sport.isSportSpecific,
      total: records.length,
      years: titleYears(records),
      summary: summarizeChampions(rows),
      rows: pageSlice(rows, page).map(toChampionRow),
    },
    "history",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;

const titleOf = (heading: string) => heading.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) => pageTitle(matches, titleOf(page?.heading ?? "CHAMPIONS HISTORY"));

/** Opening an entry only changes `open`: the page already has its data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  onlyParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Failed to load championship history" });

export default function Champions() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const pending = usePendingSearch();
  const filtered = page.filters.q !== "" || page.filters.year !== null;
  const open = new URLSearchParams(location.search).get("open");

  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>{page.heading}</h1>
        <p className={s.lead}>Every champion, year by year: the title year is the year it was decided.</p>
      </header>
      <ChampionsFilterBar filters={page.filters} years={page.years} />
      {page.total === 0 ? (
        <EmptyState title="No championship history available" icon="trophy" />
      ) : (
        <>
          <SummaryTiles
            id="champions-summary"
            label="Summary"
            items={[
              { label: "Total Championships", value: page.summary.totalChampionships },
              { label: "Unique Teams", value: page.summary.uniqueTeams },
              { label: "Years Tracked", value: page.summary.yearsTracked },
              { label: "Winning Coaches", value: page.summary.winningCoaches },
            ]}
          />
          {page.page.total === 0 ? (
            <EmptyState title="No champions found matching your search" message="Try adjusting your search or filters" />
          ) : (
            <>
              <div className={s.toolbar}>
                <p className={s.count} role="status">
                  {page.page.total.toLocaleString("en-US")} {page.page.total === 1 ? "champion" : "champions"}
                  {filtered ? " match" : ""}
                </p>
                <ButtonLink to={`/champions.csv${withParams(location.search, { open: null, page: null })}`} reloadDocument tone="outline" size="sm" download>
                  Download CSV
                </ButtonLink>
              </div>
              {pending ? (
                <SkeletonRows count={12} />
              ) : (
                <ChampionsTable rows={page.rows} open={open} sort={page.sort} defaultSort={DEFAULT_CHAMPION_SORT} byChampionship={page.byChampionship} />
              )}
              <Pager info={page.page} label="Champions pages" noun="champions" />
            </>
          )}
        </>
      )}
    </Container>
  );
}
