/**
 * The parts the player and coach directories share: the filter form (search, sport on the hub,
 * position, team, status) and the paged list of cards with its count, CSV and pager. Each
 * directory brings its own cards, figures and loading placeholder; PeopleDirectoryPage lays them out.
 */
import type { ComponentProps, ReactNode } from "react";
import { CardTable } from "~/components/ui/CardTable";
import {
  ALL_SPORTS,
  FilterForm,
  SearchField,
  SelectField,
  SportField,
  type Option,
} from "~/components/ui/FilterForm";
import { withAll } from "~/components/ui/Select";
import { Pager } from "~/components/ui/Pager";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Container } from "~/components/ui/primitives";
import { StatStrip } from "~/components/ui/StatStrip";
import { EmptyState } from "~/components/ui/states";
import { formatCount } from "~/lib/format";
import type { PageInfo } from "~/lib/route-kit";
import { pagedCsvTitle, type CsvColumn } from "~/lib/table-csv";
import * as s from "./people.css";

export function PeopleFilters({
  noun,
  placeholder,
  hub,
  values,
  positions,
  teams,
  statuses,
}: {
  /** Lower case and plural: "players". */
  noun: string;
  placeholder: string;
  hub: boolean;
  values: { q: string; sport: string | null; position: string; team: string; status: string | null };
  positions: readonly Option[];
  teams: readonly Option[];
  statuses: readonly Option[];
}) {
  return (
    <FilterForm label={`Filter ${noun}`}>
      <SearchField label="Search" placeholder={placeholder} defaultValue={values.q} />
      <SportField sports={hub ? ALL_SPORTS : null} value={values.sport} />
      <SelectField
        name="position"
        label="Position"
        options={withAll("All Positions", positions)}
        value={values.position}
      />
      <SelectField name="team" label="Team" options={withAll("All Teams", teams)} value={values.team} />
      <SelectField name="status" label="Status" options={statuses} value={values.status ?? ""} />
    </FilterForm>
  );
}

/** The page of cards: the loading placeholder while a search runs, the empty state, or count, cards and pager. */
export function PeopleList<T>({
  noun,
  page,
  count,
  pending,
  loading,
  columns,
  csvInDownloads,
  empty,
  children,
}: {
  /** Capitalised and plural: "Players". */
  noun: string;
  page: PageInfo;
  /** The cards on this page. */
  count: number;
  pending: boolean;
  loading: ReactNode;
  columns: readonly CsvColumn<T>[];
  /** Whether /downloads holds the whole table (the CSV's title says so). */
  csvInDownloads: boolean;
  /** What an empty list says instead of the search's empty state (a site without such people). */
  empty?: { title: string; message: string };
  children: ReactNode;
}) {
  const lower = noun.toLowerCase();
  if (pending) return <>{loading}</>;
  if (count === 0)
    return empty ? (
      <div data-testid="no-people-figures">
        <EmptyState title={empty.title} message={empty.message} icon="user" />
      </div>
    ) : (
      <EmptyState title={`No ${noun} Found`} message="Try adjusting your search or filters" />
    );
  return (
    <>
      <p className={s.count} role="status">
        {`${noun} `}
        {formatCount(page.from)}-{formatCount(page.to)} of {formatCount(page.total)}
      </p>
      <CardTable
        id={lower}
        caption={noun}
        columns={columns}
        title={pagedCsvTitle(lower, page, csvInDownloads)}
      >
        {children}
      </CardTable>
      <Pager info={page} label={`${noun} pages`} noun={lower} />
    </>
  );
}

/** A directory page: title and lead, the filters, the figures of the filtered list, then its cards. */
export function PeopleDirectoryPage<T>({
  title,
  lead,
  headerExtra,
  filters,
  summary,
  list,
  children,
}: {
  title: string;
  lead: string;
  /** Under the lead (the coaches' links to each site). */
  headerExtra?: ReactNode;
  filters: ComponentProps<typeof PeopleFilters>;
  summary: ComponentProps<typeof StatStrip>;
  list: Omit<Parameters<typeof PeopleList<T>>[0], "pending" | "children">;
  children: ReactNode;
}) {
  const pending = usePendingSearch();
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>{title}</h1>
        <p className={s.lead}>{lead}</p>
        {headerExtra}
      </header>
      <PeopleFilters {...filters} />
      <StatStrip {...summary} />
      <PeopleList {...list} pending={pending}>
        {children}
      </PeopleList>
    </Container>
  );
}
