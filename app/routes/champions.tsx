import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData, useLocation, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { ChampionsFilterBar } from "~/components/championships/ChampionsFilterBar";
import { ChampionsTable } from "~/components/championships/ChampionsTable";
import { SummaryTiles } from "~/components/championships/SummaryTiles";
import * as s from "~/components/championships/championships.css";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { ButtonLink, Container } from "~/components/ui/primitives";
import { EmptyState, ErrorState, Spinner } from "~/components/ui/states";
import { championsHeading, parseChampionListParams, summarizeChampions, titleYears, toChampionRow } from "~/lib/champions";
import { championsView } from "~/lib/champions-view";
import { needsCanonicalRedirect } from "~/lib/championships";
import { apiErrorMessage, CACHE_HISTORY, CACHE_NONE, loaderCacheHeaders } from "~/lib/http-cache";
import { withParams } from "~/lib/search-params";
import { onlyParamsChanged } from "~/lib/url-change";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const sport = sportContextFor(context.site);
  const { values, canonical } = parseChampionListParams(url.searchParams);
  if (needsCanonicalRedirect(url.search, canonical)) throw redirect(`${url.pathname}${canonical}`);
  const heading = championsHeading(sport);
  const filters = { q: values.q, year: values.year };
  try {
    const records = await context.api.listChampions();
    const { years, rows } = championsView(records, filters, sport.isSportSpecific);
    return data(
      {
        heading,
        filters,
        error: null,
        total: records.length,
        years: titleYears(records),
        summary: summarizeChampions(rows),
        groups: years.map((y) => ({ year: y.year, groups: y.groups.map((g) => ({ ...g, records: g.records.map(toChampionRow) })) })),
        shown: rows.length,
      },
      { headers: { "Cache-Control": CACHE_HISTORY } },
    );
  } catch (error) {
    console.error("[champions]", error);
    return data(
      { heading, filters, error: apiErrorMessage(error), total: 0, years: [], summary: null, groups: [], shown: 0 },
      { status: 503, headers: { "Cache-Control": CACHE_NONE } },
    );
  }
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) => {
  const heading = page?.heading ?? "CHAMPIONS HISTORY";
  const title = heading.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
  return pageTitle(matches, title);
};

/** Opening an entry only changes `open`: the page already has its data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  onlyParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export default function Champions() {
  const page = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const pending = usePendingSearch();
  const csvHref = `/champions.csv${withParams(location.search, { open: null })}`;
  const filtered = page.filters.q !== "" || page.filters.year !== null;

  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>{page.heading}</h1>
        <p className={s.lead}>Every champion, year by year: the title year is the year it was decided.</p>
      </header>
      <ChampionsFilterBar filters={page.filters} years={page.years} />
      {page.error !== null ? (
        <ErrorState title="Failed to load championship history" message={page.error} retryHref={location.pathname + location.search} />
      ) : pending ? (
        <Spinner label="Loading championship history..." />
      ) : page.total === 0 ? (
        <EmptyState title="No championship history available" icon="trophy" />
      ) : (
        <>
          {page.summary ? (
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
          ) : null}
          {page.shown === 0 ? (
            <EmptyState title="No champions found matching your search" message="Try adjusting your search or filters" />
          ) : (
            <>
              <div className={s.toolbar}>
                <p className={s.count} role="status">
                  {page.shown.toLocaleString("en-US")} {page.shown === 1 ? "champion" : "champions"}
                  {filtered ? " match" : ""}
                </p>
                <ButtonLink to={csvHref} reloadDocument tone="outline" size="sm" download>
                  Download CSV
                </ButtonLink>
              </div>
              <ChampionsTable years={page.groups} open={searchParams.get("open")} caption="Champions by title year" />
            </>
          )}
        </>
      )}
    </Container>
  );
}
