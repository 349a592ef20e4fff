import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TeamCards } from "~/components/teams/TeamParts";
import * as s from "~/components/teams/teams.css";
import { FilterForm, SearchField, SelectField, useIsLoading } from "~/components/ui/FilterForm";
import { CardTable } from "~/components/ui/CardTable";
import { Pager } from "~/components/ui/Pager";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { StatStrip } from "~/components/ui/StatStrip";
import { EmptyState, SkeletonCards } from "~/components/ui/states";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageInfo, pageSlice } from "~/lib/route-kit";
import { pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { favoritesCacheControl, readFavorites } from "~/lib/favorites.server";
import { teamsParams, teamsView, toTeamCard, TEAMS_PAGE_SIZE } from "~/lib/teams";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";
import { citeAs } from "~/lib/citation";
import { TEAM_CSV } from "~/lib/card-csv-columns";
import { pagedCsvTitle } from "~/lib/table-csv";

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
      divisions: view.divisions.map((d) => ({ value: d, label: d })),
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
      <FilterForm label="Filter teams" defaults={{ sport: "", division: "" }}>
        <SearchField
          label="Search"
          placeholder="Search teams by name or city..."
          defaultValue={page.filters.q}
        />
        {page.sports ? (
          <SelectField
            name="sport"
            label="Sport"
            options={[{ value: "", label: "All Sports" }, ...page.sports]}
            value={page.filters.sport ?? ""}
          />
        ) : null}
        <SelectField
          name="division"
          label="Division"
          options={[{ value: "", label: "All Divisions" }, ...page.divisions]}
          value={page.filters.division}
        />
      </FilterForm>
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
          {page.current.length ? (
            <section aria-labelledby="current-teams">
              <h2 id="current-teams" className={s.sectionTitle}>
                Current Teams
              </h2>
              <CardTable
                id="current-teams"
                caption="Current teams"
                columns={TEAM_CSV}
                title={pagedCsvTitle("current teams", page.page, true)}
              >
                <TeamCards
                  cards={page.current}
                  label="Current teams"
                  showSport={page.sports !== null}
                  favorites={page.favorites}
                />
              </CardTable>
            </section>
          ) : null}
          <Pager info={page.page} label="Teams pages" noun="current teams" />
          {page.former.length ? (
            <section aria-labelledby="former-teams">
              <h2 id="former-teams" className={s.sectionTitle}>
                Former Franchises <span className={s.muted}>({page.formerCount})</span>
              </h2>
              <p className={s.small}>
                Defunct or relocated-away clubs: former champions and finalists kept for their history.
              </p>
              <CardTable id="former-franchises" caption="Former franchises" columns={TEAM_CSV}>
                <TeamCards
                  cards={page.former}
                  label="Former franchises"
                  showSport={page.sports !== null}
                  favorites={page.favorites}
                />
              </CardTable>
            </section>
          ) : null}
        </>
      )}
    </Container>
  );
}
