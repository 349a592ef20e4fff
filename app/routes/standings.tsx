import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { StandingsTable } from "~/components/standings/StandingsTable";
import * as st from "~/components/standings/standings.css";
import * as s from "~/components/championships/championships.css";
import * as f from "~/components/ui/filters.css";
import { FilterForm, SearchField, SelectField } from "~/components/ui/FilterForm";
import { namedOptions, withAll } from "~/components/ui/Select";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Container, CsvButton } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { StatStrip } from "~/components/ui/StatStrip";
import { EmptyState, SkeletonRows } from "~/components/ui/states";
import { useVisibleRevalidate } from "~/components/ui/useVisibleRevalidate";
import { effectiveSeason, validCookieSeason } from "~/lib/active-season";
import { pickableSeasonYears } from "~/lib/season-picker";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { withParams } from "~/lib/search-params";
import {
  blocksOf,
  countStandings,
  DEFAULT_STANDING_SORT,
  filterOptions,
  mlbStandingsNote,
  standingsRecordNote,
  standingFiltersOf,
  standingSortOf,
  standingsParams,
  standingsView,
  groupLeaders,
} from "~/lib/standings";
import { skipRevalidateOnOpen } from "~/lib/revalidate";
import { sportContextFor } from "~/site/context";
import { leagueFilter } from "~/lib/seasons";
import { leagueByKey } from "@domain/leagues";
import { pageMeta } from "~/site/meta";
import { standingsDescription } from "~/lib/share-text.server";
import { readActiveSeason } from "~/site/preferences.server";
import { now } from "@domain/clock";
import {
  currentSeasonStartYear,
  FIRST_SELECTABLE_SEASON,
  hubSeasonLabel,
  seasonLabel,
  selectableSeasonYears,
} from "@domain/season";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Standings");

/** Current standings refresh every 5 minutes while the page is open and visible (docs/constants.md#refresh-intervals). */
export const STANDINGS_REFRESH_MS = 5 * 60 * 1000;

/** The sport switcher: each division's first place, every league's full table, then each league by its name. */
const SWITCHER = [
  { label: "First Place", sport: null, level: null, view: null },
  { label: "All", sport: null, level: null, view: "all" },
  ...(["nfl", "nba", "mlb", "nhl", "cfb", "cbb"] as const).map((k) => ({
    label: leagueByKey(k).name,
    ...leagueFilter(k),
    view: null,
  })),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sport = sportContextFor(context.site);
  const current = currentSeasonStartYear(now(), sport.sport);
  const { values } = parseRouteSearch(request, standingsParams({ allowSport: !sport.isSportSpecific }));
  const cookie = validCookieSeason(await readActiveSeason(request.headers.get("Cookie")), current);
  const chosen = effectiveSeason(values.season, cookie, current);
  // The picker's seasons: the site's leagues' own (a failed list leaves the usual range).
  const seasonsCall = context.api.listSeasons().catch(() => null);
  // The current season may have no table yet (a schedule without results): the default view then
  // shows each league's latest season with standings and says which one it is.
  let all = await context.api
    .listStandings({ season: chosen.season })
    .catch((error) => pageFailure(error, "standings"));
  let fallback = false;
  if (all.length === 0 && chosen.source === "current") {
    all = await context.api.getCurrentStandings().catch((error) => pageFailure(error, "standings"));
    fallback = all.length > 0;
  }
  const seasons = await seasonsCall;
  const filters = standingFiltersOf(values);
  const sort = standingSortOf(values);
  const view = standingsView(all, filters, sort);
  // The hub opens on each division's leader (a table that fits); a league, a filter or `view=all`
  // shows full tables.
  const leadersOnly =
    !sport.isSportSpecific &&
    values.view !== "all" &&
    !filters.sport &&
    !filters.level &&
    !filters.q &&
    !filters.division &&
    !filters.conference;
  const shownSeasons = [
    ...new Set(view.rows.map((r) => r.season).filter((y): y is number => y !== null)),
  ].sort((a, b) => b - a);
  return pageData(
    {
      contextName: sport.name,
      isHub: !sport.isSportSpecific,
      sportSlug: sport.sport,
      filters,
      season: chosen.season,
      seasonSource: chosen.source,
      fallback,
      shownSeasons,
      currentSeason: current,
      seasonOptions: (seasons
        ? // The current season by default is no choice: without a table the picker names the latest one.
          pickableSeasonYears(seasons, chosen.source === "current" ? undefined : chosen.season)
        : selectableSeasonYears(current, FIRST_SELECTABLE_SEASON)
      ).map((y) => ({
        value: String(y),
        label: sport.sport ? seasonLabel(sport.sport, y) : hubSeasonLabel(y),
      })),
      options: filterOptions(
        view.rows.filter(
          (r) =>
            (!filters.sport || r.sport === filters.sport) && (!filters.level || r.level === filters.level),
        ),
      ),
      sort,
      counters: countStandings(view.shown),
      recordNote: standingsRecordNote(view.rows),
      mlbNote: mlbStandingsNote(view.shown),
      total: view.rows.length,
      leadersOnly,
      view: values.view,
      groups: leadersOnly ? groupLeaders(view.groups) : view.groups,
      description: standingsDescription(leadersOnly ? groupLeaders(view.groups) : view.groups),
    },
    "recent",
    { varyCookie: true },
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data, location }) =>
  pageMeta(matches, "Standings", data ? data.description : null, location.search);
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Error Loading Standings" });

/** Opening a row only changes `open`: the page already has its data. */
export const shouldRevalidate: ShouldRevalidateFunction = skipRevalidateOnOpen;

type Page = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Standings() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const pending = usePendingSearch();
  // `open` is read from the URL: opening a row does not re-run the loader (shouldRevalidate).
  const open = new URLSearchParams(location.search).get("open");
  const live = page.shownSeasons.includes(page.currentSeason);
  useVisibleRevalidate(live ? STANDINGS_REFRESH_MS : null);
  return (
    <Container className={s.page}>
      <StandingsHeader page={page} />
      {/* The CSV of the whole view beside the filters: the figures' line stays clear of the tables' links. */}
      <div className={f.filterRow}>
        <StandingsFilters page={page} />
        {page.groups.length === 0 ? null : (
          <CsvButton to={`/standings.csv${withParams(location.search, { open: null })}`} />
        )}
      </div>
      {pending ? <SkeletonRows count={12} /> : <StandingsResults page={page} open={open} />}
    </Container>
  );
}

/** The seasons the tables show, in the site's season labels (the hub names years). */
function seasonTextOf(page: Page): string {
  const label = (y: number) => (page.sportSlug ? seasonLabel(page.sportSlug, y) : String(y));
  return page.shownSeasons.length ? page.shownSeasons.map(label).join(", ") : label(page.season);
}

function StandingsHeader({ page }: { page: Page }) {
  const seasonText = seasonTextOf(page);
  return (
    <header className={s.pageHeader}>
      <h1 className={s.pageTitle}>
        {page.contextName === "All Sports" ? "Standings" : `${page.contextName} Standings`}
      </h1>
      <p className={page.isHub ? `${s.lead} ${st.compactLead}` : s.lead} data-testid="standings-season">
        {page.fallback
          ? `No table yet for the current season; showing the latest standings: ${seasonText}.`
          : `Season ${seasonText}${page.seasonSource === "cookie" ? " (your active season)" : page.seasonSource === "param" ? "" : " (current season)"}.`}
      </p>
      {page.isHub ? <SportSwitcher filters={page.filters} view={page.view} /> : null}
    </header>
  );
}

/** The hub's sport links: each keeps the season and search and drops the previous sport's groups. */
function SportSwitcher({ filters, view }: { filters: Page["filters"]; view: Page["view"] }) {
  const location = useLocation();
  const switchHref = (sport: string | null, level: string | null, v: string | null) =>
    `${location.pathname}${withParams(location.search, { sport, level, view: v, division: null, conference: null, open: null })}`;
  return (
    <nav aria-label="Sport">
      <ul className={st.switcher}>
        {SWITCHER.map((o) => {
          const current = filters.sport === o.sport && filters.level === o.level && view === o.view;
          return (
            <li key={o.label}>
              <Link
                to={switchHref(o.sport, o.level, o.view)}
                className={st.switchLink}
                aria-current={current ? "page" : undefined}
              >
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function StandingsFilters({ page }: { page: Page }) {
  const defaultSort =
    page.sort.key === DEFAULT_STANDING_SORT.key && page.sort.dir === DEFAULT_STANDING_SORT.dir;
  return (
    <FilterForm
      label="Filter standings"
      // The season shown by default (cookie or current) stays out of the URL; a chosen one stays in.
      defaults={page.seasonSource === "param" ? {} : { season: String(page.season) }}
      preserve={{
        sport: page.filters.sport ?? undefined,
        level: page.filters.level ?? undefined,
        sort: defaultSort ? undefined : page.sort.key,
        dir: defaultSort ? undefined : page.sort.dir,
      }}
    >
      {/* The picker names the season on screen: the latest table when the current season has none yet. */}
      <SelectField
        name="season"
        label="Season"
        value={String(page.fallback && page.shownSeasons.length === 1 ? page.shownSeasons[0] : page.season)}
        options={page.seasonOptions}
      />
      <SelectField
        name="conference"
        label="Conference"
        value={page.filters.conference}
        options={withAll("All Conferences", namedOptions(page.options.conferences))}
      />
      <SelectField
        name="division"
        label="Division"
        value={page.filters.division}
        options={withAll("All Divisions", namedOptions(page.options.divisions))}
      />
      <SearchField
        label="Search"
        placeholder="Search teams, cities, divisions..."
        defaultValue={page.filters.q}
      />
    </FilterForm>
  );
}

function StandingsResults({ page, open }: { page: Page; open: string | null }) {
  return (
    <>
      <div className={s.summaryRow}>
        <StatStrip
          id="standings-summary"
          label="Summary"
          items={[
            { label: "Champions", value: page.counters.champions },
            { label: "Playoff Teams", value: page.counters.playoffTeams },
            { label: "On the Bubble", value: page.counters.bubble },
            { label: "Total Teams", value: page.counters.totalTeams },
          ]}
        />
      </div>
      {page.groups.length === 0 ? (
        // Nothing to filter: the site's records hold no standings at all, and the page says so.
        page.total === 0 && !page.filters.q && !page.filters.division && !page.filters.conference ? (
          <EmptyState
            title="No Standings Found"
            message={`There are no standings for ${page.contextName} in our records.`}
          />
        ) : (
          <EmptyState title="No Standings Found" message="Try adjusting your search or filters" />
        )
      ) : (
        <StandingsTables page={page} open={open} />
      )}
    </>
  );
}

/** A league's full table from the leaders' view (keeps the season). */
function leagueLink(group: Page["groups"][number], search: string) {
  return {
    href: `/standings${withParams(search, { sport: group.sport, level: group.level, view: null, open: null })}`,
    label: `Full ${group.league} standings`,
  };
}

/** The tables, a block of groups at a time, and the footnote on their marks. */
function StandingsTables({ page, open }: { page: Page; open: string | null }) {
  const location = useLocation();
  return (
    <>
      {page.leadersOnly ? (
        <p className={st.note} data-testid="standings-leaders-note">
          Each division&apos;s leader in every league.{" "}
          <Link to={`/standings${withParams(location.search, { view: "all", open: null })}`}>
            Every league&apos;s full table
          </Link>
          , or a league&apos;s own from its table.
        </p>
      ) : null}
      <div className={st.groups}>
        {blocksOf(page.groups).map((block) => (
          <StandingsTable
            key={block[0].key}
            groups={block}
            open={open}
            sort={page.sort}
            defaultSort={DEFAULT_STANDING_SORT}
            more={page.leadersOnly ? leagueLink(block[0], location.search) : undefined}
          />
        ))}
      </div>
      {/* Under the tables, as a footnote: above them it cost two rows of the first screen. */}
      <p className={`${st.note} ${st.afterTables}`}>
        † rank decided by a tiebreak (the step is listed under the table); T- a place clubs level on record
        share, where the league of that season had no step to separate them. Open › beside a team for its
        splits.
        {page.recordNote ? ` ${page.recordNote}` : ""}
      </p>
      {page.mlbNote ? (
        <p className={st.note} data-testid="mlb-standings-note">
          {page.mlbNote} <Link to="/data-quality">Standings against the game logs on Data Quality</Link>.
        </p>
      ) : null}
    </>
  );
}
