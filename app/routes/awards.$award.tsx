import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { seasonLabel } from "@domain/season";
import { AwardFilters } from "~/components/awards/AwardFilters";
import { AwardResultsTable } from "~/components/awards/AwardResultsTable";
import * as s from "~/components/championships/championships.css";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Pager } from "~/components/ui/Pager";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { EmptyState, SkeletonRows } from "~/components/ui/states";
import {
  AWARD_PAGE_SIZE,
  awardParams,
  awardSortOf,
  awardTitle,
  awardView,
  orderingOf,
  siteHasAwards,
} from "~/lib/awards";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageInfo, notFoundTexts } from "~/lib/route-kit";
import { notFound, pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { pageMeta, pageTitle } from "~/site/meta";
import { awardDescription } from "~/lib/share-text.server";

const NOT_FOUND = notFoundTexts(
  "Award Not Found",
  "We couldn't find this award on this site.",
  "/awards",
  "Awards",
);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, awardParams());
  const slug = params.award ?? "";
  // An unknown award, or one of another sport or level than the site's, is not found here.
  if (!siteHasAwards(context.site.key) || !/^[a-z0-9-]{1,120}$/.test(slug)) notFound();
  const award = await context.api.getAward(slug).catch((error) => pageFailure(error, "award"));
  const sort = awardSortOf(values);
  const filters = {
    season: values.season ?? undefined,
    league: values.league ?? undefined,
    ...awardView(values.season),
  };
  const results = await context.api
    .listAwardResults(slug, {
      ...filters,
      ordering: orderingOf(sort),
      page: values.page,
      page_size: AWARD_PAGE_SIZE,
    })
    .catch((error) => pageFailure(error, "award results"));
  return pageData(
    {
      award,
      description: awardDescription(awardTitle(award), award),
      season: values.season,
      league: values.league,
      sort,
      rows: results.results,
      page: pageInfo(results.count, values.page, AWARD_PAGE_SIZE),
    },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data ? pageMeta(matches, awardTitle(data.award), data.description) : pageTitle(matches, NOT_FOUND.title);
export const ErrorBoundary = routeErrorBoundary({
  notFound: NOT_FOUND,
  errorTitle: "Failed to Load Data",
});

export default function AwardPage() {
  const page = useLoaderData<typeof loader>();
  const { award } = page;
  const location = useLocation();
  const pending = usePendingSearch();
  const sport = award.sport?.slug ?? null;
  const csvHref = `${location.pathname}.csv${location.search}`;
  const title = awardTitle(award);
  return (
    <Container className={s.page}>
      <nav aria-label="Breadcrumb" className={s.lead}>
        <Link to="/awards">Awards</Link> / {title}
      </nav>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>{title}</h1>
        <p className={s.lead}>
          {page.season === null
            ? `Every winner in our data, ${seasonLabel(sport, award.first_season)} to ${seasonLabel(sport, award.last_season)}.`
            : `The ${seasonLabel(sport, page.season)} ${award.has_votes ? "vote: every player who received points" : "winners"}.`}
          {award.has_votes ? " Share is the points won out of the points possible." : ""}
        </p>
      </header>
      <AwardFilters award={award} season={page.season} league={page.league} />
      {pending ? (
        <SkeletonRows count={12} />
      ) : page.rows.length === 0 ? (
        <EmptyState title="No Winners Found" message="Try adjusting your search or filters" />
      ) : (
        <>
          <AwardResultsTable
            award={award}
            rows={page.rows}
            sort={page.sort}
            votes={page.season !== null}
            heading={
              <p className={s.count}>
                <a href={csvHref} download>
                  Download CSV
                </a>
              </p>
            }
          />
          <Pager info={page.page} label="Award pages" noun="rows" />
        </>
      )}
    </Container>
  );
}
