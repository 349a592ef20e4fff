import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { categoryLabel, timeframeLabel } from "@domain/analytics";
import { AnalyticsToolbar } from "~/components/analytics/AnalyticsToolbar";
import { FiguresBody } from "~/components/analytics/FiguresBody";
import * as s from "~/components/analytics/analytics.css";
import { useIsLoading } from "~/components/ui/FilterForm";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { SkeletonCards, SkeletonRows } from "~/components/ui/states";
import { analyticsParams, keyInsights, rangeText } from "~/lib/analytics";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { sportContextFor } from "~/site/context";
import { canonicalOrigin } from "~/site/hosts";
import { pageMeta } from "~/site/meta";
import { formatCount } from "~/lib/format";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Analytics");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { values, canonical, url } = parseRouteSearch(request, analyticsParams());
  const figures = await context.api.getAnalytics(values).catch((error) => pageFailure(error, "analytics"));
  const sport = sportContextFor(context.site);
  const scopeName = sport.isSportSpecific ? sport.name : "";
  return pageData(
    {
      view: values,
      figures,
      scope: sport.isSportSpecific ? sport.name : "all sports",
      insights: keyInsights(figures, scopeName),
      // From the site's configured origin, never the request's headers: this page is cached for everyone.
      shareUrl: `${canonicalOrigin(context.host, context.settings.hostMap, url.protocol === "https:")}${url.pathname}${canonical}`,
      csvHref: `/analytics.csv${canonical}`,
    },
    "recent",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(
    matches,
    data
      ? `Analytics: ${categoryLabel(data.view.category)}, ${timeframeLabel(data.view.timeframe)}`
      : "Analytics",
    data
      ? `${categoryLabel(data.view.category)} figures for ${data.scope}, ${timeframeLabel(data.view.timeframe).toLowerCase()}: computed from the championship database, with charts and key insights.`
      : "Team, player, game and season figures computed from the championship database.",
  );

export const ErrorBoundary = routeErrorBoundary({});

export default function Analytics() {
  const { view, figures, scope, insights, shareUrl, csvHref } = useLoaderData<typeof loader>();
  const loading = useIsLoading();
  const range = rangeText(figures.start, figures.end);
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>Analytics</h1>
        <p className={s.lead}>
          {categoryLabel(view.category)} for {scope}, {timeframeLabel(view.timeframe).toLowerCase()}
          {range ? ` (${range})` : ""}: {formatCount(figures.games)} {figures.games === 1 ? "game" : "games"}{" "}
          and {formatCount(figures.titles)} {figures.titles === 1 ? "title" : "titles"} in the database.
          {figures.seasons.length
            ? ` Games from ${figures.seasons.map((x) => `${x.sport} ${x.first === x.last ? x.first : `${x.first}–${x.last}`}`).join(", ")} (season start years).`
            : ""}
        </p>
      </header>
      <AnalyticsToolbar view={view} csvHref={csvHref} shareUrl={shareUrl} />
      {loading ? (
        <>
          <SkeletonCards count={4} height="7rem" label="Loading figures" />
          <SkeletonRows count={6} />
        </>
      ) : (
        <FiguresBody figures={figures} insights={insights} />
      )}
    </Container>
  );
}
