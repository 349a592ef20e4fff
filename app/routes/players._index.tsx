import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { PlayerCards } from "~/components/people/PlayerCards";
import { PeopleDirectoryPage } from "~/components/people/PeopleDirectory";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { SkeletonCards } from "~/components/ui/states";
import { namedOptions } from "~/components/ui/Select";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { activeHint, PLAYER_STATUS_OPTIONS, positionOptions } from "~/lib/people";
import { loadPeopleDirectory } from "~/lib/people-directory.server";
import { playerListParams, PLAYERS_PAGE_SIZE } from "~/lib/people-params";
import { toPlayerCard } from "~/lib/people-view";
import { pageData } from "~/lib/route-kit.server";
import { skipRevalidateOnOpen } from "~/lib/revalidate";
import { pageTitle } from "~/site/meta";
import { citeAs } from "~/lib/citation";
import { PLAYER_CSV } from "~/lib/card-csv-columns";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Players");

export async function loader(args: LoaderFunctionArgs) {
  const { values, hub, sport, list, summary, page, teams } = await loadPeopleDirectory(args, {
    shape: playerListParams,
    pageSize: PLAYERS_PAGE_SIZE,
    fetch: (api, filters, page) => [
      api.listPlayers({ ...filters, page, page_size: PLAYERS_PAGE_SIZE }),
      api.getPlayersSummary(filters),
    ],
    label: "players",
  });
  const positions = namedOptions(positionOptions(sport));
  return pageData(
    {
      values,
      hub,
      summary,
      page,
      players: list.results.map(toPlayerCard),
      positions,
      teams,
      // A site whose data has no player figures says so instead of an empty list.
      noPlayerFigures: args.context.site.noPlayerFigures ?? null,
    },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Players");
export const shouldRevalidate: ShouldRevalidateFunction = skipRevalidateOnOpen;
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Failed to load players data" });

export default function Players() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const open = new URLSearchParams(location.search).get("open");
  return (
    <PeopleDirectoryPage
      title="Players"
      lead="Players with their careers as far as the sources reach; where a source ends early, the card says through which season."
      filters={{
        noun: "players",
        placeholder: "Search players, teams, cities or positions...",
        hub: data.hub,
        values: data.values,
        positions: data.positions,
        teams: data.teams,
        statuses: PLAYER_STATUS_OPTIONS,
      }}
      summary={{
        id: "players-summary",
        label: "Player counts",
        items: [
          { label: "Players", value: data.summary.count },
          { label: "Active", value: data.summary.active ?? "N/A", hint: activeHint(data.summary.active) },
          { label: "Sports", value: data.summary.sports },
          { label: "Positions", value: data.summary.positions },
        ],
      }}
      list={{
        noun: "Players",
        page: data.page,
        count: data.players.length,
        loading: <SkeletonCards count={12} height="7rem" label="Loading players" />,
        columns: PLAYER_CSV,
        csvInDownloads: true,
        ...(data.noPlayerFigures
          ? { empty: { title: "No Player Figures", message: data.noPlayerFigures } }
          : {}),
      }}
    >
      <PlayerCards players={data.players} open={open} />
    </PeopleDirectoryPage>
  );
}
