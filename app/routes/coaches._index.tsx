import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { easternToday } from "@domain/clock";
import { CoachCards } from "~/components/people/CoachCards";
import { PeopleDirectoryPage } from "~/components/people/PeopleDirectory";
import { SiteSwitcher } from "~/components/people/SiteSwitcher";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { Spinner } from "~/components/ui/states";
import { namedOptions } from "~/components/ui/Select";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { activeHint, COACH_STATUS_OPTIONS } from "~/lib/people";
import { loadPeopleDirectory } from "~/lib/people-directory.server";
import { coachListParams, COACHES_PAGE_SIZE } from "~/lib/people-params";
import { toCoachCard } from "~/lib/people-view";
import { pageData } from "~/lib/route-kit.server";
import { skipRevalidateOnOpen } from "~/lib/revalidate";
import { pageTitle } from "~/site/meta";
import { formatCount } from "~/lib/format";
import { citeAs } from "~/lib/citation";
import { COACH_CSV } from "~/lib/card-csv-columns";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Coaches");

/** Titles our coaches hold (the position filter matches a title containing the choice). */
const POSITIONS = namedOptions(["Head Coach", "Manager"]);

export async function loader(args: LoaderFunctionArgs) {
  const { values, hub, list, summary, page, teams } = await loadPeopleDirectory(args, {
    shape: coachListParams,
    pageSize: COACHES_PAGE_SIZE,
    fetch: (api, filters, page) => [
      api.listCoaches({ ...filters, page, page_size: COACHES_PAGE_SIZE }),
      api.getCoachesSummary(filters),
    ],
    label: "coaches",
  });
  const today = easternToday();
  return pageData(
    { values, hub, summary, page, coaches: list.results.map((c) => toCoachCard(c, today)), teams },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "All Coaches");
export const shouldRevalidate: ShouldRevalidateFunction = skipRevalidateOnOpen;
export const ErrorBoundary = routeErrorBoundary({
  errorTitle: "Error Loading Coaches",
  errorMessage: "An error occurred",
});

export default function Coaches() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const open = new URLSearchParams(location.search).get("open");
  const years = data.summary.average_years;
  return (
    <PeopleDirectoryPage
      title="All Coaches"
      lead="Head coaches and managers. A record is called a career record only where the data covers the whole career; otherwise the card names the seasons it counts."
      headerExtra={<SiteSwitcher path="/coaches" label="Coaches on each site" />}
      filters={{
        noun: "coaches",
        placeholder: "Search coaches, teams, or positions...",
        hub: data.hub,
        values: data.values,
        positions: POSITIONS,
        teams: data.teams,
        statuses: COACH_STATUS_OPTIONS,
      }}
      summary={{
        id: "coaches-summary",
        label: "Coach figures",
        items: [
          {
            label: "Active Coaches",
            value: data.summary.active ?? "N/A",
            hint: activeHint(data.summary.active),
          },
          { label: "Total Championships", value: data.summary.championships },
          {
            label: "Avg Years Coaching",
            value: years === null ? "N/A" : Math.round(years),
            hint:
              years === null
                ? undefined
                : `of ${formatCount(data.summary.average_years_of)} whole careers in our data`,
          },
          { label: "Sports Covered", value: data.summary.sports },
        ],
      }}
      list={{
        noun: "Coaches",
        page: data.page,
        count: data.coaches.length,
        loading: <Spinner label="Loading coaches..." />,
        columns: COACH_CSV,
        csvInDownloads: false,
      }}
    >
      <CoachCards coaches={data.coaches} open={open} />
    </PeopleDirectoryPage>
  );
}
