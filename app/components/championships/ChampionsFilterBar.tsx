import { FilterForm, SearchField, SelectField } from "~/components/ui/FilterForm";
import { withAll } from "~/components/ui/Select";
import type { ChampionFilters } from "~/lib/champions";

/** /champions filters: the title year ('All Years' plus the years found) and the search. */
export function ChampionsFilterBar({
  filters,
  years,
}: {
  filters: ChampionFilters;
  years: readonly number[];
}) {
  return (
    <FilterForm label="Filter champions">
      <SelectField
        name="year"
        label="Year"
        value={filters.year == null ? "" : String(filters.year)}
        options={withAll(
          "All Years",
          years.map((y) => ({ value: String(y), label: String(y) })),
        )}
      />
      <SearchField label="Search" placeholder="Search by team, city, or coach..." defaultValue={filters.q} />
    </FilterForm>
  );
}
