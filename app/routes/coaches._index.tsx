import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { easternToday } from "@domain/clock";
import { CoachCards } from "~/components/people/CoachCards";
import { SiteSwitcher } from "~/components/people/SiteSwitcher";
import * as s from "~/components/people/people.css";
import { FilterForm, SearchField, SelectField } from "~/components/ui/FilterForm";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { CardTable } from "~/components/ui/CardTable";
import { Pager } from "~/components/ui/Pager";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { StatStrip } from "~/components/ui/StatStrip";
import { EmptyState, Spinner } from "~/components/ui/states";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { COACH_STATUS_OPTIONS, SPORT_OPTIONS } from "~/lib/people";
import { teamOptions } from "~/lib/people-options.server";
import { coachListParams, COACHES_PAGE_SIZE, peopleListFilters } from "~/lib/people-params";
import { toCoachCard } from "~/lib/people-view";
import { pageInfo } from "~/lib/route-kit";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { onlyParamsChanged } from "~/lib/url-change";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";
import { formatCount } from "~/lib/format";
import { citeAs } from "~/lib/citation";
import { COACH_CSV } from "~/lib/card-csv-columns";
import { pagedCsvTitle } from "~/lib/table-csv";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Coaches");

/** Titles our coaches hold (the position filter matches a title containing the choice). */
const POSITIONS = ["Head Coach", "Manager"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = sportContextFor(context.site);
  const { values } = parseRouteSearch(request, coachListParams(!site.isSportSpecific));
  const sport = site.sport ?? values.sport;
  const filters = peopleListFilters(values, site.isSportSpecific);
  const [list, summary, teams] = await Promise.all([
    context.api.listCoaches({ ...filters, page: values.page, page_size: COACHES_PAGE_SIZE }),
    context.api.getCoachesSummary(filters),
    teamOptions(context.api, sport),
  ]).catch((error) => pageFailure(error, "coaches"));
  const today = easternToday();
  return pageData(
    {
      values,
      hub: !site.isSportSpecific,
      summary,
      page: pageInfo(list.count, values.page, COACHES_PAGE_SIZE),
      coaches: list.results.map((c) => toCoachCard(c, today)),
      teams,
    },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "All Coaches");
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  onlyParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Error Loading Coaches", errorMessage: "An error occurred" });

export default function Coaches() {
  const data = useLoaderData<typeof loader>();
  const pending = usePendingSearch();
  const location = useLocation();
  const open = new URLSearchParams(location.search).get("open");
  const v = data.values;
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>All Coaches</h1>
        <p className={s.lead}>
          Head coaches and managers. A record is called a career record only where the data covers the whole career; otherwise the card names the
          seasons it counts.
        </p>
        <SiteSwitcher path="/coaches" label="Coaches on each site" />
      </header>
      <FilterForm label="Filter coaches">
        <SearchField label="Search" placeholder="Search coaches, teams, or positions..." defaultValue={v.q} />
        {data.hub ? (
          <SelectField name="sport" label="Sport" options={[{ value: "", label: "All Sports" }, ...SPORT_OPTIONS]} value={v.sport ?? ""} />
        ) : null}
        <SelectField
          name="position"
          label="Position"
          options={[{ value: "", label: "All Positions" }, ...POSITIONS.map((p) => ({ value: p, label: p }))]}
          value={v.position}
        />
        <SelectField name="team" label="Team" options={[{ value: "", label: "All Teams" }, ...data.teams]} value={v.team} />
        <SelectField name="status" label="Status" options={COACH_STATUS_OPTIONS} value={v.status ?? ""} />
      </FilterForm>
      <StatStrip
        id="coaches-summary"
        label="Coach figures"
        items={[
          { label: "Active Coaches", value: data.summary.active },
          { label: "Total Championships", value: data.summary.championships },
          {
            label: "Avg Years Coaching",
            value: data.summary.average_years === null ? "N/A" : Math.round(data.summary.average_years),
            hint: data.summary.average_years === null ? undefined : `of ${formatCount(data.summary.average_years_of)} whole careers in our data`,
          },
          { label: "Sports Covered", value: data.summary.sports },
        ]}
      />
      {pending ? (
        <Spinner label="Loading coaches..." />
      ) : data.coaches.length === 0 ? (
        <EmptyState title="No Coaches Found" message="Try adjusting your search or filters" />
      ) : (
        <>
          <p className={s.count} role="status">
            Coaches {formatCount(data.page.from)}-{formatCount(data.page.to)} of {formatCount(data.page.total)}
          </p>
          <CardTable id="coaches" caption="Coaches" columns={COACH_CSV} title={pagedCsvTitle("coaches", data.page, false)}>
            <CoachCards coaches={data.coaches} open={open} />
          </CardTable>
          <Pager info={data.page} label="Coaches pages" noun="coaches" />
        </>
      )}
    </Container>
  );
}
