import {
  FilterForm,
  SearchField,
  SelectField,
  SportField,
  ToggleField,
  type Option,
} from "~/components/ui/FilterForm";
import type { ChampionshipFilters, SeasonOption } from "~/lib/championships";

/** /championships filters: season, search, sport (hub only) and the season-relevance toggle. */
export function ChampionshipFilterBar({
  filters,
  defaultSeason,
  seasons,
  sports,
}: {
  filters: ChampionshipFilters;
  defaultSeason: number;
  seasons: readonly SeasonOption[];
  /** Sport options; null on a sport site (its sport is fixed). */
  sports: readonly Option[] | null;
}) {
  return (
    <FilterForm
      label="Filter championships"
      defaults={{ season: String(defaultSeason), sport: "all", relevant: "1" }}
    >
      <SelectField name="season" label="Season" options={seasons} value={String(filters.season)} />
      <SearchField label="Search" placeholder="Search championships..." defaultValue={filters.q} />
      <SportField sports={sports} value={filters.sport} allValue="all" />
      <ToggleField
        name="relevant"
        label="Only championships held in this season"
        checked={filters.relevant}
      />
    </FilterForm>
  );
}
