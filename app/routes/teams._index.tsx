import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CurrentTeams, FormerFranchises, TeamsFilters } from "~/components/teams/TeamsDirectory";
import * as s from "~/components/teams/teams.css";
import { useIsLoading } from "~/components/ui/FilterForm";
import { Pager } from "~/components/ui/Pager";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { StatStrip } from "~/components/ui/StatStrip";
import { EmptyState, SkeletonCards } from "~/components/ui/states";
import { namedOptions } from "~/components/ui/Select";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageInfo, pageSlice } from "~/lib/route-kit";
import { pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { favoritesCacheControl, readFavorites } from "~/lib/favorites.server";
import { teamsParams, teamsView, toTeamCard, TEAMS_PAGE_SIZE } from "~/lib/teams";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Teams");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, teamsParams());
  const sport = sportContextFor(context.site);
  // The site's teams (the client adds the site's sport and level), cached by the client.
  const teams = await context.api.listTeams().catch((error) => pageFailure(error, "teams"));
  const filters = {
    q: values.q,
    sport: sport.isSportSpecific ? null : values.sport,
    division: values.division,
  };
  const view = teamsView(teams, filters);
  const page = pageInfo(view.current.length, values.page, TEAMS_PAGE_SIZE);
  const lastPage = page.page >= page.pageCount;
  // Each card's star shows the visitor's favourites: with any, the page is theirs alone.
  const favorites = await readFavorites(request);
  return data(
    {
      filters,
      total: teams.length,
      summary: view.summary,
      sports:
        sport.isSportSpecific || view.sports.length < 2
          ? null
          : view.sports.map(([value, label]) => ({ value, label })),
      divisions: namedOptions(view.divisions),
      page,
      current: pageSlice(view.current, page).map(toTeamCard),
      // Former franchises follow the current list (on its last page), never counted with it.
      former: lastPage ? view.former.map(toTeamCard) : [],
      formerCount: view.former.length,
      favorites,
    },
    { headers: { "Cache-Control": favoritesCacheControl("directory", favorites) } },
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches }) => pageTitle(matches, "Teams");
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Failed to load teams data" });

export default function Teams() {
  const page = useLoaderData<typeof loader>();
  const loading = useIsLoading();
  const none = page.summary.filtered === 0 && page.formerCount === 0;
  return (
    <Container className={s.page}>
      <header>
        <h1 className={s.pageTitle}>Teams</h1>
        <p className={s.lead}>
          Current teams first; former franchises are listed apart and not counted with them.
        </p>
      </header>
      <TeamsFilters filters={page.filters} sports={page.sports} divisions={page.divisions} />
      <StatStrip
        id="teams-summary"
        label="Summary"
        items={[
          {
            label: "Total Teams",
            value: page.summary.totalTeams,
            hint: page.formerCount ? `+ ${page.formerCount} former` : undefined,
          },
          { label: "Sports", value: page.summary.sports },
          { label: "Divisions", value: page.summary.divisions },
          { label: "Filtered Results", value: page.summary.filtered },
        ]}
      />
      {loading ? (
        <SkeletonCards count={9} height="5.5rem" label="Loading teams" />
      ) : none ? (
        <EmptyState title="No Teams Found" message="Try adjusting your search or filters" />
      ) : (
        <>
          <CurrentTeams
            cards={page.current}
            page={page.page}
            showSport={page.sports !== null}
            favorites={page.favorites}
          />
          <Pager info={page.page} label="Teams pages" noun="current teams" />
          <FormerFranchises
            cards={page.former}
            count={page.formerCount}
            showSport={page.sports !== null}
            favorites={page.favorites}
          />
        </>
      )}
    </Container>
  );
}
