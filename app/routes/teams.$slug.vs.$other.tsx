import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import {
  csvHref,
  HeadToHeadHeader,
  Margins,
  MeetingFilters,
  MeetingsTable,
  OpponentPicker,
  PeriodTable,
  RecordTiles,
  SeriesTable,
} from "~/components/explore/HeadToHeadParts";
import * as s from "~/components/explore/explore.css";
import { Container, TitledSection } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { EmptyState } from "~/components/ui/states";
import { headToHeadParams, MEETING_COLUMNS, meetingOrdering, MEETINGS_PAGE_SIZE } from "~/lib/head-to-head";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageInfo, sortStateOf } from "~/lib/route-kit";
import { lookupFailure, notFound, pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { onSite } from "@domain/scope";
import { TEAM_NOT_FOUND } from "~/lib/teams";
import { pageMeta, pageTitle } from "~/site/meta";
import { headToHeadDescription } from "~/lib/share-text.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, headToHeadParams());
  const a = params.slug ?? "";
  const b = params.other ?? "";
  const [teamA, teamB] = await Promise.all(
    [a, b].map((id) =>
      context.api
        .getTeam(id)
        .catch((error) => lookupFailure(error, "head-to-head", { request, context, kind: "team", id })),
    ),
  );
  if (!onSite(context.site, teamA) || !onSite(context.site, teamB)) notFound();
  const [view, teams] = await Promise.all([
    context.api
      .getHeadToHead(a, b, {
        season: values.season ?? undefined,
        kind: values.kind ?? undefined,
        ordering: meetingOrdering(values),
        page: values.page,
        page_size: MEETINGS_PAGE_SIZE,
      })
      .catch((error) => pageFailure(error, "head-to-head")),
    context.api.listTeams().catch((error) => pageFailure(error, "teams")),
  ]);
  const sameLeague = teams
    .filter((t) => t.sport?.slug === teamA.sport?.slug && t.level?.slug === teamA.level?.slug && t.slug)
    .map((t) => ({ slug: t.slug!, name: t.name }));
  return pageData(
    { view, description: headToHeadDescription(view), values, options: sameLeague },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(
        matches,
        `${data.view.team_a.name} vs ${data.view.team_b.name}: head-to-head`,
        data.description,
      )
    : pageTitle(matches, TEAM_NOT_FOUND.title);
export const ErrorBoundary = routeErrorBoundary({
  notFound: TEAM_NOT_FOUND,
  errorTitle: "Failed to load teams data",
});

export default function HeadToHeadPage() {
  const { view, values, options } = useLoaderData<typeof loader>();
  const location = useLocation();
  const sport = view.team_a.sport;
  const { team_a: a, team_b: b, summary } = view;
  const sort = sortStateOf(MEETING_COLUMNS, values);
  const info = pageInfo(view.meetings.count, values.page, MEETINGS_PAGE_SIZE);
  return (
    <Container className={`${s.page} ${s.denseLg}`}>
      <nav aria-label="Breadcrumb" className={s.muted}>
        <Link to="/teams">Teams</Link> › <Link to={`/teams/${a.slug}`}>{a.name}</Link> › vs {b.name}
      </nav>
      <HeadToHeadHeader view={view} />
      <OpponentPicker team={a} options={options} current={b.slug} />
      {summary.all.games === 0 ? (
        <EmptyState
          title="No meetings yet"
          message={`The database holds no final game between the ${a.name} and the ${b.name}.`}
          icon="trophy"
        />
      ) : (
        <>
          <RecordTiles view={view} />
          <TitledSection id="h2h-series" title="Playoff series" titleClassName={s.h2}>
            <SeriesTable view={view} sport={sport} />
          </TitledSection>
          <TitledSection id="h2h-meetings" title="Every meeting" titleClassName={s.h2}>
            <MeetingFilters view={view} sport={sport} season={values.season} kind={values.kind} />
            <a className={s.csv} href={csvHref(a.slug, b.slug, location.search)} download>
              Download these meetings (CSV)
            </a>
            {view.meetings.count === 0 ? (
              <EmptyState title="No meetings match" message="No meeting matches these filters." />
            ) : (
              <MeetingsTable
                view={view}
                sport={sport}
                sort={sort}
                defaultSort={{ key: "date", dir: "desc" }}
                info={info}
              />
            )}
          </TitledSection>
          <TitledSection id="h2h-margins" title="Largest margins" titleClassName={s.h2}>
            <Margins view={view} />
          </TitledSection>
          <TitledSection id="h2h-decades" title="By decade" titleClassName={s.h2}>
            <PeriodTable view={view} sport={sport} by="decade" />
          </TitledSection>
          <TitledSection id="h2h-seasons" title="By season" titleClassName={s.h2}>
            <PeriodTable view={view} sport={sport} by="season" />
          </TitledSection>
        </>
      )}
    </Container>
  );
}
