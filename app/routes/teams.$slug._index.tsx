import { Reveal } from "~/components/ui/Reveal";
import { onSite } from "@domain/scope";
import {
  data,
  redirect,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import {
  ChampionshipHistory,
  ExploreSeasons,
  HomeVenue,
  QuickFacts,
  SeasonGrid,
  TeamCrumbs,
  TeamHeader,
} from "~/components/teams/TeamParts";
import * as s from "~/components/teams/teams.css";
import { Container } from "~/components/ui/primitives";
import { CodeIsland, islandCode } from "~/components/ui/StaticIsland";
// The code island's styles, in the page's own stylesheets: its first load (and a visit without
// JavaScript) shows the server's HTML styled, while the island's code comes only when needed.
import "~/components/explore/explore.css";
import "~/components/people/leaders.css";
import type { TeamHistoryPage } from "~/components/teams/TeamHistory";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { param } from "~/lib/route-kit";
import {
  lookupFailure,
  notFound,
  optionalSection,
  pageFailure,
  parseRouteSearch,
  redirectToCanonical,
  sectionsPolicy,
  withAdminFlag,
} from "~/lib/route-kit.server";
import { teamHref } from "~/lib/links";
import { TEAM_NOT_FOUND } from "~/lib/teams";
import { TEAM_TABS } from "~/lib/team-season";
import { pageMeta, pageTitle } from "~/site/meta";
import { teamDescription } from "~/lib/share-text.server";
import { FavoriteStar } from "~/components/favorites/FavoriteStar";
import { CalendarLink } from "~/components/favorites/CalendarLink";
import { teamActions } from "~/components/favorites/favorites.css";
import { favoritesCacheControl, readFavorites } from "~/lib/favorites.server";
import { citeAs } from "~/lib/citation";
import { loadTeamOpponents } from "~/lib/team-opponents.server";
import { FRANCHISE_LEADERS_SHOWN, franchiseLeaderParam, franchiseLeadersView } from "~/lib/leaders";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs((data: { team: { name: string } }) => data.team.name);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  // The season selector's GET form lands here: go to that season's page, on the tab it was sent from.
  const { values } = parseRouteSearch(request, {
    season: param.int(1850, 2100),
    leader: franchiseLeaderParam(),
    tab: param.oneOf(
      TEAM_TABS.map((t) => t.value),
      "overview",
    ),
  });
  if (values.season !== null) {
    const tab = values.tab === "overview" ? "" : `?tab=${values.tab}`;
    throw redirect(withAdminFlag(`/teams/${encodeURIComponent(slug)}/${values.season}${tab}`, request));
  }
  // A tab belongs to a season's page: the franchise page has one URL without it.
  if (values.tab !== "overview") {
    const url = new URL(request.url);
    url.searchParams.delete("tab");
    throw redirect(`${url.pathname}${url.search}`);
  }
  const team = await context.api
    .getTeam(slug)
    .catch((error) => lookupFailure(error, "team", { request, context, kind: "team", id: slug }));
  redirectToCanonical(request, teamHref(team.slug ?? team.id));
  if (!onSite(context.site, team)) notFound();
  const leaders = franchiseLeadersView(team, values.leader);
  const [titles, seasons, opponents, leaderRows] = await Promise.all([
    context.api.getTeamChampionships(slug).catch((error) => pageFailure(error, "team")),
    context.api.getTeamSeasons(slug).catch((error) => pageFailure(error, "team")),
    // The head-to-head links are extras: a failed call says so in their place.
    optionalSection(() => loadTeamOpponents(context.api, team, slug), "team opponents"),
    // Franchise leaders are a section of their own: the page stands without them (the section says so).
    optionalSection(
      async () =>
        leaders
          ? (
              await context.api.listLeaders({
                scope: "franchise",
                team: team.slug ?? slug,
                stat: leaders.stat.key,
                league: "all",
                page_size: FRANCHISE_LEADERS_SHOWN,
                ...leaders.scope,
              })
            ).results
          : null,
      "franchise leaders",
    ),
  ]);
  // The star shows whether the team is among the visitor's favourites: with any, the page is theirs.
  const favorites = await readFavorites(request);
  const favorite = favorites.includes(team.slug ?? String(team.id));
  return data(
    {
      team,
      description: teamDescription(
        team.name,
        team.sport?.slug ?? null,
        titles.length,
        seasons.map((s) => s.start_year),
      ),
      titles,
      seasons,
      favorite,
      opponents,
      leaders: leaders
        ? { sport: leaders.sport, stat: leaders.stat.key, rows: leaderRows.ok ? leaderRows.data : null }
        : null,
    },
    {
      headers: {
        "Cache-Control": favoritesCacheControl(sectionsPolicy("directory", opponents, leaderRows), favorites),
      },
    },
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data ? pageMeta(matches, data.team.name, data.description) : pageTitle(matches, TEAM_NOT_FOUND.title);
export const ErrorBoundary = routeErrorBoundary({
  notFound: TEAM_NOT_FOUND,
  errorTitle: "Failed to load teams data",
});

// The franchise's history tables: links and text, whose code stays out of the first load.
const history = islandCode<{ page: TeamHistoryPage; retryHref: string }>(() =>
  import("~/components/teams/TeamHistory").then((m) => m.default),
);

export default function TeamPage() {
  const page = useLoaderData<typeof loader>();
  const { team, titles, seasons, favorite } = page;
  const location = useLocation();
  const slug = team.slug ?? String(team.id);
  return (
    <Container className={s.page}>
      <TeamCrumbs team={{ name: team.name, slug }} />
      <TeamHeader team={team} />
      <div className={teamActions}>
        <FavoriteStar slug={slug} name={team.name} favorite={favorite} />
        <CalendarLink slug={slug} />
      </div>
      <SeasonGrid slug={slug} seasons={seasons} />
      <div className={s.panels}>
        <Reveal block label="Show titles">
          <ChampionshipHistory titles={titles} slug={slug} />
        </Reveal>
        <QuickFacts team={team} seasons={seasons} />
        <HomeVenue team={team} />
        <ExploreSeasons slug={slug} seasons={seasons} />
      </div>
      <CodeIsland code={history} props={{ page, retryHref: location.pathname + location.search }} />
    </Container>
  );
}
