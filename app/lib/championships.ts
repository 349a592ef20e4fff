/**
 * The championship list rules (spec sections 2, 5 and 9): search, the season-relevance
 * rule, the summary figures, the season selector's options, the URL parameters of /championships
 * and the defaults a championship shows when a field is missing. Pure: no React, no I/O.
 */
import type { Championship } from "@domain/contract/types";
import { sportRank, SPORTS } from "@domain/sports";
import { param, parseSearchParams } from "./route-kit";
import { FIRST_SELECTABLE_SEASON, hubSeasonLabel, selectableSeasonYears } from "@domain/season";

// ---- defaults (docs/constants.md#defaults) ----------------------------------------------------

export const CHAMPIONSHIP_DEFAULTS = {
  founded: 1967,
  format: "Single elimination game",
  description: "The premier championship event determining the ultimate champion.",
  trophy: "Championship Trophy",
} as const;

/** The season selector shows this many seasons (docs/constants.md#list-limits). */
export const SEASON_OPTION_COUNT = 20;

// ---- filters (docs/rules.md#championship-search) ---------------------------------------------

type Filterable = Pick<Championship, "name" | "first_year" | "last_year" | "sport">;

/** Case-insensitive match on the championship's name or its sport's name; empty text matches all. */
export function matchesChampionshipSearch(championship: Filterable, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return (
    championship.name.toLowerCase().includes(needle) ||
    (championship.sport?.name ?? "").toLowerCase().includes(needle)
  );
}

/**
 * Season relevance: kept if first_year is at or before the season and last_year is absent or at or
 * after it. A championship without a first_year is kept (nothing says it had not begun).
 */
export function isRelevantToSeason(
  championship: Pick<Championship, "first_year" | "last_year">,
  season: number,
): boolean {
  const { first_year: first, last_year: last } = championship;
  if (first != null && first > season) return false;
  if (last != null && last < season) return false;
  return true;
}

export interface ChampionshipFilters {
  q: string;
  /** Sport slug, or null for every sport. */
  sport: string | null;
  season: number;
  /** The season-relevance toggle (default on). */
  relevant: boolean;
}

export function filterChampionships<T extends Filterable>(
  championships: readonly T[],
  filters: ChampionshipFilters,
): T[] {
  return championships.filter(
    (c) =>
      matchesChampionshipSearch(c, filters.q) &&
      (!filters.sport || c.sport?.slug === filters.sport) &&
      (!filters.relevant || isRelevantToSeason(c, filters.season)),
  );
}

// ---- summary figures ----------------------------------------------------------------------------

export interface ChampionshipSummary {
  totalChampionships: number;
  sportsCovered: number;
  /** Current year minus the earliest first_year; null when no championship has one. */
  yearsOfHistory: number | null;
}

export function summarizeChampionships(
  championships: readonly Filterable[],
  currentYear: number,
): ChampionshipSummary {
  const sports = new Set(championships.map((c) => c.sport?.name).filter((n): n is string => !!n));
  const firsts = championships.map((c) => c.first_year).filter((y): y is number => y != null);
  return {
    totalChampionships: championships.length,
    sportsCovered: sports.size,
    yearsOfHistory: firsts.length ? currentYear - Math.min(...firsts) : null,
  };
}

/** 'Years of History' is shown with a '+': `113+`; '0' when unknown. */
// In its own zod-free module: the page component uses it in the browser.
export { formatYearsOfHistory } from "./championship-format";

// ---- season selector ------------------------------------------------------------------------------

export interface SeasonOption {
  value: string;
  label: string;
}

/**
 * The selector's seasons: from the current season plus one back to 1920, the first 20, labelled
 * 'YYYY-YY Season'. A chosen season outside those 20 is added so the control can show it.
 */
export function seasonOptions(currentSeason: number, selected?: number): SeasonOption[] {
  const years = selectableSeasonYears(currentSeason).slice(0, SEASON_OPTION_COUNT);
  if (selected !== undefined && !years.includes(selected)) {
    years.push(selected);
    years.sort((a, b) => b - a);
  }
  return years.map((y) => ({ value: String(y), label: hubSeasonLabel(y) }));
}

export interface ChampionshipListParams {
  values: ChampionshipFilters;
  /** The canonical query string (`?q=bowl&season=1999`, or "" for the default view). */
  canonical: string;
}

/**
 * /championships' parameters: `q`, `season` (1920 to the current season plus one; default the
 * visitor's active season), `sport` (hub only; 'all' is the default), `relevant` (`0` turns the
 * rule off; a form's hidden `0` followed by the checkbox's `1` means on).
 */
export function championshipListParams(options: {
  defaultSeason: number;
  currentSeason: number;
  allowSport: boolean;
}) {
  return {
    q: param.text(100),
    season: param.intOr(FIRST_SELECTABLE_SEASON, options.currentSeason + 1, options.defaultSeason),
    sport: options.allowSport ? param.oneOf(SPORTS, null) : param.ignored(),
    relevant: param.flagOn(),
  };
}

export function parseChampionshipListParams(
  params: URLSearchParams,
  options: { defaultSeason: number; currentSeason: number; allowSport: boolean },
): ChampionshipListParams {
  return parseSearchParams(params, championshipListParams(options));
}

// ---- the /championships view ----------------------------------------------------------------------

export interface ChampionshipCardData {
  slug: string;
  name: string;
  description: string | null;
  sport: string | null;
  level: string | null;
  firstYear: number | null;
  lastYear: number | null;
  trophy: string | null;
}

export interface ChampionshipsPage {
  filters: ChampionshipFilters;
  defaultSeason: number;
  seasons: SeasonOption[];
  contextName: string;
  /** Sport options on the hub; null on a sport site (its sport is fixed). */
  sportOptions: { value: string; label: string }[] | null;
  summary: ChampionshipSummary;
  championships: ChampionshipCardData[];
}

/** The season /championships opens on: the visitor's active season when it is selectable. */
export function defaultChampionshipSeason(active: number | null, currentSeason: number): number {
  return active !== null && active >= FIRST_SELECTABLE_SEASON && active <= currentSeason + 1
    ? active
    : currentSeason;
}

export function championshipsPage(
  all: readonly Championship[],
  filters: ChampionshipFilters,
  options: {
    defaultSeason: number;
    currentSeason: number;
    currentYear: number;
    contextName: string;
    isSportSpecific: boolean;
  },
): ChampionshipsPage {
  const sports = new Map<string, string>();
  for (const c of all) if (c.sport?.slug) sports.set(c.sport.slug, c.sport.name);
  const shown = filterChampionships(all, filters);
  return {
    filters,
    defaultSeason: options.defaultSeason,
    seasons: seasonOptions(options.currentSeason, filters.season),
    contextName: options.contextName,
    sportOptions: options.isSportSpecific
      ? null
      : [...sports.entries()]
          .sort(([a], [b]) => sportRank(a) - sportRank(b))
          .map(([value, label]) => ({ value, label })),
    summary: summarizeChampionships(shown, options.currentYear),
    championships: shown.map((c) => ({
      slug: c.slug,
      name: c.name,
      description: c.description,
      sport: c.sport?.name ?? null,
      level: c.level?.name ?? null,
      firstYear: c.first_year,
      lastYear: c.last_year,
      trophy: c.trophy_name,
    })),
  };
}
