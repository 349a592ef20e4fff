/**
 * Team options of the people filters: active teams of the sport with an abbreviation (the filter
 * matches it exactly). A failed call is thrown, so the page shows its error state rather than a
 * filter with no teams.
 */
import type { ApiClient } from "~/api/client.server";
import type { Option } from "~/components/ui/FilterForm";

export async function teamOptions(api: ApiClient, sport: string | null): Promise<Option[]> {
  const teams = await api.listTeams({ is_active: true });
  const seen = new Set<string>();
  const out: Option[] = [];
  for (const t of teams) {
    if (!t.abbreviation || seen.has(t.abbreviation)) continue;
    if (sport && t.sport?.slug !== sport) continue;
    // On the hub without a sport, only professional teams: college abbreviations repeat across sports.
    if (!sport && t.level?.slug !== "professional") continue;
    seen.add(t.abbreviation);
    out.push({ value: t.abbreviation, label: `${t.abbreviation} · ${t.name}` });
  }
  return out.sort((a, b) => a.label.localeCompare(b.label));
}
