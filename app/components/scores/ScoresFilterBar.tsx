import { DateField } from "~/components/ui/DatePicker";
import { ALL_SPORTS, FilterForm, SearchField, SelectField, SportField } from "~/components/ui/FilterForm";
import type { DateRange } from "~/lib/scores";
import * as s from "./scores.css";

export interface ScoresFilters {
  q: string;
  sport: string | null;
  status: string | null;
  range: DateRange;
  /** "My teams": kept across a filter change (the form would otherwise drop it). */
  mine?: boolean;
  /** A season's undated games (/scores?season=): kept across a search, so a team is found in them. */
  season?: number | null;
}

const STATUS_OPTIONS = [
  { value: "", label: "All Games" },
  { value: "live", label: "Live" },
  { value: "final", label: "Final" },
  { value: "scheduled", label: "Scheduled" },
  { value: "postponed", label: "Postponed" },
];

/** /scores filters: search, sport (hub only), status, start and end dates (end never before start). */
export function ScoresFilterBar({ filters, showSport }: { filters: ScoresFilters; showSport: boolean }) {
  return (
    <FilterForm
      label="Filter games"
      preserve={{
        mine: filters.mine ? "1" : undefined,
        season: filters.season ? String(filters.season) : undefined,
      }}
    >
      <SearchField label="Search" placeholder="Search teams..." defaultValue={filters.q} />
      <SportField sports={showSport ? ALL_SPORTS : null} value={filters.sport} />
      <SelectField name="status" label="Status" value={filters.status ?? ""} options={STATUS_OPTIONS} />
      <div className={s.dates}>
        <DateField name="start" label="Start date" value={filters.range.start} alsoSets="end" />
        <DateField name="end" label="End date" value={filters.range.end} min={filters.range.start} />
      </div>
    </FilterForm>
  );
}
