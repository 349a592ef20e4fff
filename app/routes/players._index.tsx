import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { PlayerCards } from "~/components/people/PlayerCards";
import * as s from "~/components/people/people.css";
import { FilterForm, SearchField, SelectField } from "~/components/ui/FilterForm";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { CardTable } from "~/components/ui/CardTable";
import { Pager } from "~/components/ui/Pager";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { StatStrip } from "~/components/ui/StatStrip";
import { EmptyState, SkeletonCards } from "~/components/ui/states";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { PLAYER_STATUS_OPTIONS, positionOptions, SPORT_OPTIONS } from "~/lib/people";
import { teamOptions } from "~/lib/people-options.server";
import { playerListParams, PLAYERS_PAGE_SIZE, peopleListFilters } from "~/lib/people-params";
import { toPlayerCard } from "~/lib/people-view";
import { pageInfo } from "~/lib/route-kit";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { onlyParamsChanged } from "~/lib/url-change";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";
import { formatCount } from "~/lib/format";
import { citeAs } from "~/lib/citation";
import { PLAYER_CSV } from "~/lib/card-csv-columns";
import { pagedCsvTitle } from "~/lib/table-csv";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Players");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = sportContextFor(context.site);
  const { values } = parseRouteSearch(request, playerListParams(!site.isSportSpecific));
  const sport = site.sport ?? values.sport;
  const filters = peopleListFilters(values, site.isSportSpecific);
  const [list, summary, teams] = await Promise.all([
    context.api.listPlayers({ ...filters, page: values.page, page_size: PLAYERS_PAGE_SIZE }),
    context.api.getPlayersSummary(filters),
    teamOptions(context.api, sport),
  ]).catch((error) => pageFailure(error, "players"));
  return pageData(
    {
      values,
      hub: !site.isSportSpecific,
      summary,
      page: pageInfo(list.count, values.page, PLAYERS_PAGE_SIZE),
      players: list.results.map(toPlayerCard),
      positions: positionOptions(sport).map((p) => ({ value: p, label: p })),
      teams,
    },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Players");
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  onlyParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Failed to load players data" });

export default function Players() {
  const data = useLoaderData<typeof loader>();
  const pending = usePendingSearch();
  const location = useLocation();
  const open = new URLSearchParams(location.search).get("open");
  const v = data.values;
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>Players</h1>
        <p className={s.lead}>
          Players with their careers as far as the sources reach; where a source ends early, the card says through which season.
        </p>
      </header>
      <FilterForm label="Filter players" preserve={{}}>
        <SearchField label="Search" placeholder="Search players, teams, cities or positions..." defaultValue={v.q} />
        {data.hub ? (
          <SelectField name="sport" label="Sport" options={[{ value: "", label: "All Sports" }, ...SPORT_OPTIONS]} value={v.sport ?? ""} />
        ) : null}
        <SelectField name="position" label="Position" options={[{ value: "", label: "All Positions" }, ...data.positions]} value={v.position} />
        <SelectField name="team" label="Team" options={[{ value: "", label: "All Teams" }, ...data.teams]} value={v.team} />
        <SelectField name="status" label="Status" options={PLAYER_STATUS_OPTIONS} value={v.status ?? ""} />
      </FilterForm>
      <StatStrip
        id="players-summary"
        label="Player counts"
        items={[
          { label: "Players", value: data.summary.count },
          { label: "Active", value: data.summary.active },
          { label: "Sports", value: data.summary.sports },
          { label: "Positions", value: data.summary.positions },
        ]}
      />
      {pending ? (
        <SkeletonCards count={12} height="7rem" label="Loading players" />
      ) : data.players.length === 0 ? (
        <EmptyState title="No Players Found" message="Try adjusting your search or filters" />
      ) : (
        <>
          <p className={s.count} role="status">
            Players {formatCount(data.page.from)}-{formatCount(data.page.to)} of {formatCount(data.page.total)}
          </p>
          <CardTable id="players" caption="Players" columns={PLAYER_CSV} title={pagedCsvTitle("players", data.page, true)}>
            <PlayerCards players={data.players} open={open} />
          </CardTable>
          <Pager info={data.page} label="Players pages" noun="players" />
        </>
      )}
    </Container>
  );
}
