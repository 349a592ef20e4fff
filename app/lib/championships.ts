/**
 * The championship list rules (spec sections 2, 5 and 9): search, the season-relevance
 * rule, the summary figures, the season selector's options, the URL parameters of /championships
 * and the defaults a championship shows when a field is missing. Pure: no React, no I/O.
 */
import { z } from "zod";
import type { Championship } from "@domain/contract/types";
import { canonicalSearch } from "./search-params";
import { FIRST_SELECTABLE_SEASON, hubSeasonLabel, selectableSeasonYears } from "@domain/season";

// ---- section 9 defaults ---------------------------------------------------------------------------

export const CHAMPIONSHIP_DEFAULTS = {
  founded: 1967,
  format: "Single elimination game",
  description: "The premier championship event determining the ultimate champion.",
  trophy: "Championship Trophy",
} as const;

/** The season selector shows this many seasons (spec section 9). */
export const SEASON_OPTION_COUNT = 20;

// ---- section 5 filters --------------------------------------------------------------------------

type Filterable = Pick<Championship, "name" | "first_year" | "last_year" | "sport">;

/** Case-insensitive match on the championship's name or its sport's name; empty text matches all. */
export function matchesChampionshipSearch(championship: Filterable, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return (
    championship.name.toLowerCase().includes(needle) || (championship.sport?.name ?? "").toLowerCase().includes(needle)
  );
}

/**
 * Season relevance: kept if first_year is at or before the season and last_year is absent or at or
 * after it. A championship without a first_year is kept (nothing says it had not begun).
 */
export function isRelevantToSeason(championship: Pick<Championship, "first_year" | "last_year">, season: number): boolean {
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

export function filterChampionships<T extends Filterable>(championships: readonly T[], filters: ChampionshipFilters): T[] {
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

export function summarizeChampionships(championships: readonly Filterable[], currentYear: number): ChampionshipSummary {
  const sports = new Set(championships.map((c) => c.sport?.name).filter((n): n is string => !!n));
  const firsts = championships.map((c) => c.first_year).filter((y): y is number => y != null);
  return {
    totalChampionships: championships.length,
    sportsCovered: sports.size,
    yearsOfHistory: firsts.length ? currentYear - Math.min(...firsts) : null,
  };
}

/** 'Years of History' is shown with a '+': `113+`; '0' when unknown. */
export function formatYearsOfHistory(years: number | null): string {
  return `${Math.max(0, years ?? 0)}+`;
}

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

// ---- URL parameters of /championships --------------------------------------------------------------

export const SPORT_SLUGS = ["football", "basketball", "baseball", "hockey"] as const;
export const ALL_SPORTS = "all";

export interface ChampionshipListParams {
  values: ChampionshipFilters;
  /** The canonical query string (`?q=bowl&season=1999`, or "" for the default view). */
  canonical: string;
}

const searchText = z.string().trim().max(100).catch("");

/**
 * Reads /championships' parameters: `q`, `season` (1920 to the current season plus one),
 * `sport` (hub only), `relevant` (`0` turns the rule off; a form's hidden `0` followed by the
 * checkbox's `1` means on). Bad values fall back to the defaults.
 */
export function parseChampionshipListParams(
  params: URLSearchParams,
  options: { defaultSeason: number; currentSeason: number; allowSport: boolean },
): ChampionshipListParams {
  const season = z.coerce
    .number()
    .int()
    .min(FIRST_SELECTABLE_SEASON)
    .max(options.currentSeason + 1)
    .catch(options.defaultSeason)
    .parse(params.get("season") ?? options.defaultSeason);
  const sport = options.allowSport
    ? z.enum(SPORT_SLUGS).nullable().catch(null).parse(params.get("sport")?.trim().toLowerCase() ?? null)
    : null;
  const relevant = params.getAll("relevant").at(-1)?.trim() !== "0";
  const values: ChampionshipFilters = { q: searchText.parse(params.get("q") ?? ""), sport, season, relevant };
  const canonical = canonicalSearch(
    new URLSearchParams({
      q: values.q,
      season: String(season),
      sport: sport ?? ALL_SPORTS,
      relevant: relevant ? "1" : "0",
    }),
    { season: String(options.defaultSeason), sport: ALL_SPORTS, relevant: "1" },
  );
  return { values, canonical };
}

/** Whether the request's query differs from its canonical form (then the loader redirects). */
export function needsCanonicalRedirect(search: string, canonical: string): boolean {
  const normalized = new URLSearchParams(search).toString();
  return normalized !== canonical.replace(/^\?/, "");
}
