import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  ChampionshipHistory,
  ExploreSeasons,
  FranchiseSummary,
  HomeVenue,
  QuickFacts,
  SeasonGrid,
  TeamCrumbs,
  TeamHeader,
} from "~/components/teams/TeamParts";
import * as s from "~/components/teams/teams.css";
import { FranchiseTimeline } from "~/components/explore/FranchiseTimeline";
import { MostPlayedOpponents } from "~/components/explore/MostPlayedOpponents";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { param } from "~/lib/route-kit";
import { lookupFailure, notFound, pageFailure, parseRouteSearch, redirectToCanonical, withAdminFlag } from "~/lib/route-kit.server";
import { teamHref } from "~/lib/links";
import { teamOnSite } from "~/lib/team-season";
import { TEAM_NOT_FOUND } from "~/lib/teams";
import { pageTitle } from "~/site/meta";
import { FavoriteStar } from "~/components/favorites/FavoriteStar";
import { favoritesCacheControl, readFavorites } from "~/lib/favorites.server";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs((data: { team: { name: string } }) => data.team.name);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  // The season selector's GET form lands here: go to that season's page.
  const { values } = parseRouteSearch(request, { season: param.int(1850, 2100) });
  if (values.season !== null) throw redirect(withAdminFlag(`/teams/${encodeURIComponent(slug)}/${values.season}`, request));
  const team = await context.api.getTeam(slug).catch((error) => lookupFailure(error, "team", { request, context, kind: "team", id: slug }));
  redirectToCanonical(request, teamHref(team.slug ?? team.id));
  if (!teamOnSite(team, context.site)) notFound();
  const [titles, seasons, opponents, teams] = await Promise.all([
    context.api.getTeamChampionships(slug).catch((error) => pageFailure(error, "team")),
    context.api.getTeamSeasons(slug).catch((error) => pageFailure(error, "team")),
    // The head-to-head links are extras: the page stands without them.
    context.api.getOpponents(slug, { limit: 10 }).catch(() => null),
    context.api.listTeams().catch(() => []),
  ]);
  const options = teams
    .filter((t) => t.sport?.slug === team.sport?.slug && t.level?.slug === team.level?.slug && t.slug)
    .map((t) => ({ slug: t.slug!, name: t.name }));
  // The star shows whether the team is among the visitor's favourites: with any, the page is theirs.
  const favorites = await readFavorites(request);
  const favorite = favorites.includes(team.slug ?? String(team.id));
  return data(
    { team, titles, seasons, favorite, opponents, options },
    { headers: { "Cache-Control": favoritesCacheControl("directory", favorites) } },
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => pageTitle(matches, data?.team.name ?? "Team Not Found");
export const ErrorBoundary = routeErrorBoundary({ notFound: TEAM_NOT_FOUND, errorTitle: "Failed to load teams data" });

export default function TeamPage() {
  const { team, titles, seasons, favorite, opponents, options } = useLoaderData<typeof loader>();
  const slug = team.slug ?? String(team.id);
  return (
    <Container className={s.page}>
      <TeamCrumbs team={{ name: team.name, slug }} />
      <TeamHeader team={team} />
      <FavoriteStar slug={slug} name={team.name} favorite={favorite} />
      <SeasonGrid slug={slug} seasons={seasons} />
      <div className={s.panels}>
        <ChampionshipHistory titles={titles} slug={slug} />
        <QuickFacts team={team} seasons={seasons} />
        <HomeVenue team={team} />
        <ExploreSeasons slug={slug} seasons={seasons} />
      </div>
      <FranchiseTimeline slug={slug} seasons={seasons} sport={team.sport?.slug} currentName={team.name} titleName={team.tracked_title?.name} />
      <MostPlayedOpponents data={opponents} options={options} />
      <FranchiseSummary slug={slug} seasons={seasons} sport={team.sport?.slug} level={team.level?.slug} currentName={team.name} />
    </Container>
  );
}
