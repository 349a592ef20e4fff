/** The seasons list's parts: the hub's quick filters, the filter form, and the figures and cards. */
import { Link, useLocation } from "@remix-run/react";
import * as s from "~/components/championships/championships.css";
import { CardTable } from "~/components/ui/CardTable";
import { FilterForm, SearchField, SelectField } from "~/components/ui/FilterForm";
import { withAll } from "~/components/ui/Select";
import { Pager } from "~/components/ui/Pager";
import { StatStrip } from "~/components/ui/StatStrip";
import { EmptyState } from "~/components/ui/states";
import { SEASON_CSV } from "~/lib/card-csv-columns";
import type { PageInfo } from "~/lib/route-kit";
import { withParams } from "~/lib/search-params";
import { QUICK_FILTERS, type countSeasons, type SeasonCard } from "~/lib/seasons";
import { pagedCsvTitle } from "~/lib/table-csv";
import { SeasonCards } from "./SeasonCards";
import * as ss from "./seasons.css";

interface SeasonFilters {
  sport: string | null;
  level: string | null;
  status: string | null;
  decade: number | null;
  q: string;
}

/** The hub's one-click sport and level choices; the chosen one, clicked again, drops the choice. */
export function QuickFilters({ filters }: { filters: Pick<SeasonFilters, "sport" | "level"> }) {
  const location = useLocation();
  const quickHref = (sport: string, level: string, on: boolean) =>
    `${location.pathname}${withParams(location.search, { sport: on ? null : sport, level: on ? null : level, page: null })}`;
  return (
    <section aria-labelledby="quick-filters">
      <h2 id="quick-filters" className={s.listHeading}>
        Quick Filters
      </h2>
      <ul className={ss.quick}>
        {QUICK_FILTERS.map((q) => {
          const on = filters.sport === q.sport && filters.level === q.level;
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
  );
}

export function SeasonsFilters({ filters, decades }: { filters: SeasonFilters; decades: readonly number[] }) {
  return (
    <FilterForm
      label="Filter seasons"
      preserve={{ sport: filters.sport ?? undefined, level: filters.level ?? undefined }}
    >
      <SelectField
        name="status"
        label="Status"
        value={filters.status ?? ""}
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
        value={filters.decade === null ? "" : String(filters.decade)}
        options={withAll(
          "All Decades",
          decades.map((d) => ({ value: String(d), label: `${d}s` })),
        )}
      />
      <SearchField
        label="Search"
        placeholder="Search seasons, sports, leagues, champions..."
        defaultValue={filters.q}
      />
    </FilterForm>
  );
}

export function SeasonsResults({
  counters,
  cards,
  page,
  active,
}: {
  counters: ReturnType<typeof countSeasons>;
  cards: readonly SeasonCard[];
  page: PageInfo;
  active: number | null;
}) {
  return (
    <>
      <StatStrip
        id="seasons-summary"
        label="Summary"
        items={[
          { label: "Total Seasons", value: counters.total },
          { label: "Active", value: counters.active },
          { label: "Completed", value: counters.completed },
          { label: "Upcoming", value: counters.upcoming },
        ]}
      />
      {cards.length === 0 ? (
        <EmptyState title="No Seasons Found" message="Try adjusting your search or filters" />
      ) : (
        <>
          <CardTable
            id="seasons"
            caption="Seasons"
            columns={SEASON_CSV}
            title={pagedCsvTitle("seasons", page, true)}
          >
            <SeasonCards cards={cards} active={active} />
          </CardTable>
          <Pager info={page} label="Seasons pages" noun="seasons" />
        </>
      )}
    </>
  );
}
