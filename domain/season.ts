/**
 * Season math shared by the pages, the API and the database build. Pure: every function takes the
 * instant or the dates it needs; callers pass `now()` from `~/lib/clock`.
 *
 * A season is identified by its start year. Basketball and hockey seasons cross New Year and are
 * labelled `2024-25`; football and baseball seasons are labelled by their year.
 */
import { easternParts, easternToday } from "./clock";

/** The year the seasons list and selector go back to (docs/constants.md#list-limits). */
export const FIRST_SELECTABLE_SEASON = 1920;

/** Sports whose season crosses New Year and is labelled `2024-25`. */
export function crossesNewYear(sport: string | null | undefined): boolean {
  return sport === "basketball" || sport === "hockey";
}

/**
 * Start year of the current season, counted in US Eastern time.
 * docs/rules.md#current-season: the current year from August on, else the previous year. Baseball seasons are
 * calendar years, so baseball rolls over when its season opens (March), not in August.
 */
export function currentSeasonStartYear(at: Date, sport?: string | null): number {
  const { year, month } = easternParts(at);
  const rollover = sport === "baseball" ? 3 : 8;
  return month >= rollover ? year : year - 1;
}

/** `2024-25` for basketball and hockey, `2024` for football and baseball (and unknown sports). */
export function seasonLabel(sport: string | null | undefined, startYear: number): string {
  if (!crossesNewYear(sport)) return String(startYear);
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/** The hub's sport-neutral wording, `2024-25 Season` (docs/rules.md#current-season). */
export function hubSeasonLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")} Season`;
}

/**
 * Calendar year a season ends in when no better fact is known (a known title date wins).
 * Baseball ends in its start year; basketball and hockey in the next. Football's postseason has
 * run into January since the first Super Bowl (January 1967); before that the NFL finished in
 * December. College football's season ends with January bowls.
 */
export function defaultSeasonEndYear(sport: string, level: string, startYear: number): number {
  if (sport === "baseball") return startYear;
  if (sport === "football" && level === "professional" && startYear < 1966) return startYear;
  return startYear + 1;
}

/** Start years offered by the season selector: current season plus one, back to 1920. */
export function selectableSeasonYears(currentStartYear: number, first = FIRST_SELECTABLE_SEASON): number[] {
  const years: number[] = [];
  for (let y = currentStartYear + 1; y >= first; y--) years.push(y);
  return years;
}

export type SeasonStatus = "upcoming" | "active" | "completed";

export interface SeasonDates {
  start_year: number;
  regular_season_start?: string | null;
  playoffs_end?: string | null;
}

/**
 * Season status on the seasons list (docs/rules.md#season-status): after the current season = upcoming; before
 * it = completed; the current season is active when no dates are known, otherwise upcoming before
 * the regular season starts, active until the playoffs end, then completed.
 * `today` is `yyyy-MM-dd` (US Eastern); ISO dates compare correctly as strings.
 */
export function seasonStatus(season: SeasonDates, currentStartYear: number, today: string): SeasonStatus {
  if (season.start_year > currentStartYear) return "upcoming";
  if (season.start_year < currentStartYear) return "completed";
  const start = season.regular_season_start ?? null;
  const end = season.playoffs_end ?? null;
  if (start && today < start) return "upcoming";
  if (end && today > end) return "completed";
  return "active";
}

/** Status on the season detail page: active if the season is flagged active, else completed. */
export function seasonDetailStatus(season: { is_active?: boolean | null }): "active" | "completed" {
  return season.is_active ? "active" : "completed";
}

/** Whether a season of `sport` is the live one at `at` (the current season and not finished). */
export function isSeasonActive(
  season: SeasonDates & { sport: string | null | undefined },
  at: Date,
): boolean {
  const current = currentSeasonStartYear(at, season.sport);
  return seasonStatus(season, current, easternToday(at)) === "active";
}
