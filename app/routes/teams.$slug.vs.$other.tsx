import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import {
  csvHref,
  Margins,
  MeetingFilters,
  MeetingsTable,
  OpponentPicker,
  PeriodTable,
  RecordTiles,
  SeriesTable,
} from "~/components/explore/HeadToHeadParts";
import * as s from "~/components/explore/explore.css";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { EmptyState } from "~/components/ui/states";
import {
  coverageNote,
  headToHeadParams,
  MEETING_COLUMNS,
  meetingOrdering,
  MEETINGS_PAGE_SIZE,
} from "~/lib/head-to-head";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageInfo, sortStateOf } from "~/lib/route-kit";
import { lookupFailure, notFound, pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { onSite } from "@domain/scope";
import { TEAM_NOT_FOUND } from "~/lib/teams";
import { pageTitle } from "~/site/meta";
import { seasonLabel } from "@domain/season";

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
  return pageData({ view, values, options: sameLeague }, "directory");
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(
    matches,
    data ? `${data.view.team_a.name} vs ${data.view.team_b.name}: head-to-head` : "Team Not Found",
  );
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
  const span =
    summary.firstSeason === null || summary.lastSeason === null
      ? "The database holds no final game between them."
      : `Games through the ${seasonLabel(sport, summary.lastSeason)} season (the database's meetings run from ${seasonLabel(sport, summary.firstSeason)}); records count every final game it holds, under the names of the time. ${coverageNote(sport, view.coverage, summary.firstSeason)}`.trim();
  return (
    <Container className={`${s.page} ${s.denseLg}`}>
      <nav aria-label="Breadcrumb" className={s.muted}>
        <Link to="/teams">Teams</Link> › <Link to={`/teams/${a.slug}`}>{a.name}</Link> › vs {b.name}
      </nav>
      <header>
        <h1 className={s.title}>
          <Link to={`/teams/${a.slug}`}>{a.name}</Link> vs <Link to={`/teams/${b.slug}`}>{b.name}</Link>
        </h1>
        <p className={s.lead}>{span}</p>
        <p className={s.lead}>
          <Link to={`/teams/${b.slug}/vs/${a.slug}`}>See it from the {b.name}&apos; side</Link>
        </p>
      </header>
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
          <section aria-labelledby="h2h-series">
            <h2 id="h2h-series" className={s.h2}>
              Playoff series
            </h2>
            <SeriesTable view={view} sport={sport} />
          </section>
          <section aria-labelledby="h2h-meetings">
            <h2 id="h2h-meetings" className={s.h2}>
              Every meeting
            </h2>
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
          </section>
          <section aria-labelledby="h2h-margins">
            <h2 id="h2h-margins" className={s.h2}>
              Largest margins
            </h2>
            <Margins view={view} />
          </section>
          <section aria-labelledby="h2h-decades">
            <h2 id="h2h-decades" className={s.h2}>
              By decade
            </h2>
            <PeriodTable view={view} sport={sport} by="decade" />
          </section>
          <section aria-labelledby="h2h-seasons">
            <h2 id="h2h-seasons" className={s.h2}>
              By season
            </h2>
            <PeriodTable view={view} sport={sport} by="season" />
          </section>
        </>
      )}
    </Container>
  );
}
