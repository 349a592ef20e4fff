import type { Award } from "@domain/contract/awards";
import { seasonLabel } from "@domain/season";
import { FilterForm, SelectField } from "~/components/ui/FilterForm";
import { withAll } from "~/components/ui/Select";

/** An award's filters: its seasons, newest first, and the league where it is given in several. */
export function AwardFilters({
  award,
  season,
  league,
}: {
  award: Award;
  season: number | null;
  league: string | null;
}) {
  const sport = award.sport?.slug ?? null;
  const seasons = Array.from(
    { length: award.last_season - award.first_season + 1 },
    (_, i) => award.last_season - i,
  );
  return (
    <FilterForm label="Filter winners">
      <SelectField
        name="season"
        label="Season"
        value={season === null ? "" : String(season)}
        options={withAll(
          "All Seasons",
          seasons.map((y) => ({ value: String(y), label: seasonLabel(sport, y) })),
        )}
      />
      {award.leagues.length > 1 ? (
        <SelectField
          name="league"
          label="League"
          value={league ?? ""}
          options={[
            { value: "", label: "Both Leagues" },
            ...award.leagues.map((l) => ({ value: l.toLowerCase(), label: l })),
          ]}
        />
      ) : null}
    </FilterForm>
  );
}
