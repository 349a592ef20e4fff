/** The teams list's parts: its filter form, the current teams, and the former franchises apart. */
import { CardTable } from "~/components/ui/CardTable";
import { FilterForm, SearchField, SelectField, SportField, type Option } from "~/components/ui/FilterForm";
import { withAll } from "~/components/ui/Select";
import { TEAM_CSV } from "~/lib/card-csv-columns";
import type { PageInfo } from "~/lib/route-kit";
import { pagedCsvTitle } from "~/lib/table-csv";
import type { TeamCard } from "~/lib/teams";
import { TeamCards } from "./TeamParts";
import * as s from "./teams.css";

/** The sport choice only where the site has several sports (`sports` null otherwise). */
export function TeamsFilters({
  filters,
  sports,
  divisions,
}: {
  filters: { q: string; sport: string | null; division: string };
  sports: readonly Option[] | null;
  divisions: readonly Option[];
}) {
  return (
    <FilterForm label="Filter teams" defaults={{ sport: "", division: "" }}>
      <SearchField label="Search" placeholder="Search teams by name or city..." defaultValue={filters.q} />
      <SportField sports={sports} value={filters.sport} />
      <SelectField
        name="division"
        label="Division"
        options={withAll("All Divisions", divisions)}
        value={filters.division}
      />
    </FilterForm>
  );
}

interface CardsProps {
  cards: readonly TeamCard[];
  showSport: boolean;
  favorites: readonly string[];
}

export function CurrentTeams({ cards, page, showSport, favorites }: CardsProps & { page: PageInfo }) {
  if (!cards.length) return null;
  return (
    <section aria-labelledby="current-teams">
      <h2 id="current-teams" className={s.sectionTitle}>
        Current Teams
      </h2>
      <CardTable
        id="current-teams"
        caption="Current teams"
        columns={TEAM_CSV}
        title={pagedCsvTitle("current teams", page, true)}
      >
        <TeamCards cards={cards} label="Current teams" showSport={showSport} favorites={favorites} />
      </CardTable>
    </section>
  );
}

/** Defunct or relocated clubs, listed apart and not counted with the current teams. */
export function FormerFranchises({ cards, count, showSport, favorites }: CardsProps & { count: number }) {
  if (!cards.length) return null;
  return (
    <section aria-labelledby="former-teams">
      <h2 id="former-teams" className={s.sectionTitle}>
        Former Franchises <span className={s.muted}>({count})</span>
      </h2>
      <p className={s.small}>
        Defunct or relocated-away clubs: former champions and finalists kept for their history.
      </p>
      <CardTable id="former-franchises" caption="Former franchises" columns={TEAM_CSV}>
        <TeamCards cards={cards} label="Former franchises" showSport={showSport} favorites={favorites} />
      </CardTable>
    </section>
  );
}
