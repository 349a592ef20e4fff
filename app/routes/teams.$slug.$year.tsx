import { leagueOf } from "@domain/leagues";
import { onSite } from "@domain/scope";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { rosterCoverage } from "@domain/rosters";
import { SeasonHead } from "~/components/teams/SeasonHead";
import type { SeasonTabPage } from "~/components/teams/SeasonTabBody";
import { CodeIsland, islandCode } from "~/components/ui/StaticIsland";
// The code island's styles, in the page's own stylesheets: its first load (and a visit without
// JavaScript) shows the server's HTML styled, while the island's code comes only when needed.
import "~/components/scores/scores.css";
import "~/components/ui/reveal.css";
import "~/components/people/people.css";
import { TeamCrumbs } from "~/components/teams/TeamParts";
import * as s from "~/components/teams/teams.css";
import { useIsLoading } from "~/components/ui/FilterForm";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { SkeletonRows } from "~/components/ui/states";
import { UrlTabs } from "~/components/ui/Tabs";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { param } from "~/lib/route-kit";
import {
  lookupFailure,
  notFound,
  pageData,
  pageFailure,
  parseRouteSearch,
  redirectToCanonical,
} from "~/lib/route-kit.server";
import { teamSeasonHref } from "~/lib/links";
import {
  recentGames,
  scheduleParts,
  sortRoster,
  TEAM_TABS,
  teamSeasonTitle,
  type TeamTab,
} from "~/lib/team-season";
import { TEAM_NOT_FOUND } from "~/lib/teams";
import { pageMeta, pageTitle } from "~/site/meta";
import { teamSeasonDescription } from "~/lib/share-text.server";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(
  (data: { team: { name: string }; seasonTitle: string }) => `${data.team.name} ${data.seasonTitle}`,
);

const tabParams = {
  tab: param.oneOf(
    TEAM_TABS.map((t) => t.value),
    "overview",
  ),
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const year = /^\d{4}$/.test(params.year ?? "") ? Number(params.year) : null;
  const { values } = parseRouteSearch(request, tabParams);
  const tab = values.tab as TeamTab;
  const team = await context.api
    .getTeam(slug)
    .catch((error) => lookupFailure(error, "team", { request, context, kind: "team", id: slug }));
  if (!onSite(context.site, team) || year === null) notFound();
  redirectToCanonical(request, teamSeasonHref(team.slug ?? team.id, year));
  const seasons = await context.api.getTeamSeasons(slug).catch((error) => pageFailure(error, "team"));
  const summary = seasons.find((x) => x.start_year === year);
  // A year in which the franchise had no season is not a page.
  if (!summary) notFound("The team you are looking for has no season in that year.");
  const sport = team.sport?.slug ?? null;
  const fail = (error: unknown) => pageFailure(error, "team");
  const league = leagueOf(sport, team.level?.slug);
  const [stats, roster, lines, schedule, titles] = await Promise.all([
    tab === "overview" || tab === "stats" ? context.api.getTeamStats(slug, year).catch(fail) : null,
    tab === "roster" ? context.api.getTeamRoster(slug, year).catch(fail) : null,
    tab === "roster" && (league === "mlb" || league === "nfl" || league === "cbs")
      ? context.api.getTeamPlayerLines(slug, year).catch(fail)
      : null,
    tab === "schedule" || tab === "overview" ? context.api.getTeamSchedule(slug, year).catch(fail) : null,
    tab === "overview" ? context.api.getTeamChampionships(slug).catch(fail) : null,
  ]);
  // Games the sources give no day for (college baseball 1997-2001, some college basketball games):
  // listed under the schedule, never on a made-up date (docs/rules.md#undated-games).
  const undated =
    tab === "schedule" && (league === "cbs" || league === "cbb")
      ? await context.api.listUndatedGames({ season: year, team: team.slug ?? String(team.id) }).catch(fail)
      : [];
  const seasonTitle = teamSeasonTitle(sport, year, !context.site.isSportSpecific);
  return pageData(
    {
      team,
      year,
      tab,
      summary,
      seasonTitle,
      description: teamSeasonDescription(`${team.name} ${seasonTitle}`, summary),
      seasons,
      stats,
      roster: roster ? sortRoster(roster, sport) : null,
      lines: lines && (lines.batting.length || lines.pitching.length || lines.football.length) ? lines : null,
      coverage: rosterCoverage(league, year),
      schedule: schedule && tab === "schedule" ? scheduleParts(schedule, team.id, year, league) : null,
      sources: schedule && tab === "schedule" ? [...new Set(schedule.map((g) => g.source ?? null))] : [],
      recent: schedule && tab === "overview" ? recentGames(schedule, team.id, 5, year) : [],
      titles: titles ? titles.filter((t) => t.year === year) : null,
      undated,
    },
    "directory",
  );
}

// The open tab's tables: links and text, whose code stays out of the first load.
const tabBody = islandCode<{ page: SeasonTabPage }>(() =>
  import("~/components/teams/SeasonTabBody").then((m) => m.default),
);

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(matches, `${data.team.name} ${data.seasonTitle}`, data.description)
    : pageTitle(matches, TEAM_NOT_FOUND.title);
export const ErrorBoundary = routeErrorBoundary({
  notFound: TEAM_NOT_FOUND,
  errorTitle: "Failed to load teams data",
});

export default function TeamSeasonPage() {
  const page = useLoaderData<typeof loader>();
  const loading = useIsLoading();
  const { team, summary } = page;
  const slug = team.slug ?? String(team.id);
  return (
    <Container className={`${s.page} ${s.seasonPage}`}>
      <SeasonHead
        crumbs={<TeamCrumbs team={{ name: team.name, slug }} season={page.seasonTitle} />}
        team={team}
        summary={summary}
        seasonTitle={page.seasonTitle}
        slug={slug}
        seasons={page.seasons}
        year={page.year}
        tab={page.tab}
      />
      <UrlTabs tabs={TEAM_TABS} value={page.tab} defaultValue="overview" label="Team season">
        {loading ? <SkeletonRows count={8} /> : <CodeIsland code={tabBody} props={{ page }} />}
      </UrlTabs>
    </Container>
  );
}
