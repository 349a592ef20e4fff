import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import * as s from "~/components/championships/championships.css";
import * as ss from "~/components/seasons/seasons.css";
import { FilterForm, SearchField, SelectField } from "~/components/ui/FilterForm";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { CardTable } from "~/components/ui/CardTable";
import { SeasonCards } from "~/components/seasons/SeasonCards";
import { Pager } from "~/components/ui/Pager";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { StatStrip } from "~/components/ui/StatStrip";
import { EmptyState, SkeletonCards } from "~/components/ui/states";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageInfo, pageSlice } from "~/lib/route-kit";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { withParams } from "~/lib/search-params";
import {
  countSeasons,
  decadesOf,
  filterSeasons,
  QUICK_FILTERS,
  SEASONS_PAGE_SIZE,
  seasonsParams,
  statusOf,
  toSeasonCard,
} from "~/lib/seasons";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";
import { useSeason } from "~/site/season-context";
import { easternToday, now } from "@domain/clock";
import { citeAs } from "~/lib/citation";
import { SEASON_CSV } from "~/lib/card-csv-columns";
import { pagedCsvTitle } from "~/lib/table-csv";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Seasons");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sport = sportContextFor(context.site);
  const { values } = parseRouteSearch(request, seasonsParams({ allowSport: !sport.isSportSpecific }));
  const all = await context.api.listSeasons().catch((error) => pageFailure(error, "seasons"));
  const at = now();
  const today = easternToday(at);
  const byId = new Map(all.map((x) => [x.id, x]));
  const cards = all.map((x) => toSeasonCard(x, statusOf(x, at, today)));
  const filters = {
    q: values.q,
    sport: values.sport,
    level: values.level,
    status: values.status,
    decade: values.decade,
  };
  const shown = filterSeasons(cards, byId, filters);
  const info = pageInfo(shown.length, values.page, SEASONS_PAGE_SIZE);
  return pageData(
    {
      contextName: sport.name,
      isHub: !sport.isSportSpecific,
      filters,
      counters: countSeasons(shown),
      decades: decadesOf(cards),
      page: info,
      cards: pageSlice(shown, info),
    },
    "directory",
    { varyCookie: true },
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Seasons");
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Error Loading Seasons" });

export default function Seasons() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const pending = usePendingSearch();
  const { season: active, chosen } = useSeason();
  const quickHref = (sport: string, level: string, on: boolean) =>
    `${location.pathname}${withParams(location.search, { sport: on ? null : sport, level: on ? null : level, page: null })}`;

  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>Seasons</h1>
        <p className={s.lead}>
          Every season we hold, with its champion.{chosen ? ` Your active season: ${active}.` : ""}
        </p>
      </header>
      {page.isHub ? (
        <section aria-labelledby="quick-filters">
          <h2 id="quick-filters" className={s.listHeading}>
            Quick Filters
          </h2>
          <ul className={ss.quick}>
            {QUICK_FILTERS.map((q) => {
              const on = page.filters.sport === q.sport && page.filters.level === q.level;
              return (
                <li key={q.label}>
                  <Link
                    to={quickHref(q.sport, q.level, on)}
                    className={ss.quickLink}
                    aria-current={on ? "true" : undefined}
                  >
                    {q.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <FilterForm
        label="Filter seasons"
        preserve={{ sport: page.filters.sport ?? undefined, level: page.filters.level ?? undefined }}
      >
        <SelectField
          name="status"
          label="Status"
          value={page.filters.status ?? ""}
          options={[
            { value: "", label: "All Statuses" },
            { value: "active", label: "Active" },
            { value: "completed", label: "Completed" },
            { value: "upcoming", label: "Upcoming" },
          ]}
        />
        <SelectField
          name="decade"
          label="Decade"
          value={page.filters.decade === null ? "" : String(page.filters.decade)}
          options={[
            { value: "", label: "All Decades" },
            ...page.decades.map((d) => ({ value: String(d), label: `${d}s` })),
          ]}
        />
        <SearchField
          label="Search"
          placeholder="Search seasons, sports, leagues, champions..."
          defaultValue={page.filters.q}
        />
      </FilterForm>
      {pending ? (
        <SkeletonCards count={6} label="Loading seasons" />
      ) : (
        <>
          <StatStrip
            id="seasons-summary"
            label="Summary"
            items={[
              { label: "Total Seasons", value: page.counters.total },
              { label: "Active", value: page.counters.active },
              { label: "Completed", value: page.counters.completed },
              { label: "Upcoming", value: page.counters.upcoming },
            ]}
          />
          {page.cards.length === 0 ? (
            <EmptyState title="No Seasons Found" message="Try adjusting your search or filters" />
          ) : (
            <>
              <CardTable
                id="seasons"
                caption="Seasons"
                columns={SEASON_CSV}
                title={pagedCsvTitle("seasons", page.page, true)}
              >
                <SeasonCards cards={page.cards} active={active} />
              </CardTable>
              <Pager info={page.page} label="Seasons pages" noun="seasons" />
            </>
          )}
        </>
      )}
    </Container>
  );
}
