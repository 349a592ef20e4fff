/**
 * The champions history view as both the page and its CSV download compute it, so the download
 * holds exactly the rows on screen: filter, then group (by sport on the hub, by championship name
 * on a sport site). Pure: no React, no I/O.
 */
import type { ChampionRecord } from "@domain/contract/types";
import { filterChampions, groupChampions, inDisplayOrder, type ChampionFilters, type ChampionYearGroup } from "./champions";

export function championsView(
  records: readonly ChampionRecord[],
  filters: ChampionFilters,
  isSportSpecific: boolean,
): { years: ChampionYearGroup<ChampionRecord>[]; rows: ChampionRecord[] } {
  const years = groupChampions(filterChampions(records, filters), isSportSpecific ? "championship" : "sport");
  return { years, rows: inDisplayOrder(years) };
}
