/**
 * The /seasons list rules: parameters, search (name, sport, league, champion team name), the sport,
 * status and decade filters, the counters, the hub's Quick Filters and the detail page's tabs.
 * Pure: no React, no I/O.
 */
import type { Season } from "@domain/contract/types";
import { LEAGUES, leagueByKey, type LeagueKey } from "@domain/leagues";
import { currentSeasonStartYear, seasonStatus, type SeasonStatus } from "@domain/season";
import { levelSlugFor } from "@domain/sports";
import { lazyShape, param } from "./route-kit";

export const SEASONS_PAGE_SIZE = 24;
export const SEASON_STATUSES = ["active", "completed", "upcoming"] as const;

/** A league as the sport and level filters name it (a college league: Division I), from the league registry. */
export function leagueFilter(key: LeagueKey) {
  const league = leagueByKey(key);
  return { sport: league.sport, level: levelSlugFor(league.level) ?? "professional" };
}

/** The hub's Quick Filters: eight buttons, each a sport and level (spec: NFL ... CHK). */
export const QUICK_FILTERS = LEAGUES.map((l) => ({ label: l.key.toUpperCase(), ...leagueFilter(l.key) }));

export function seasonsParams(options: { allowSport: boolean }) {
  return {
    q: param.text(80),
    sport: options.allowSport
      ? param.oneOf(["football", "basketball", "baseball", "hockey"] as const, null)
      : param.ignored(),
    level: options.allowSport
      ? param.oneOf(["professional", "ncaa-division-i"] as const, null)
      : param.ignored(),
    status: param.oneOf(SEASON_STATUSES, null),
    decade: param.int(1870, 2100),
    page: param.page(),
  };
}

export interface SeasonFilters {
  q: string;
  sport: string | null;
  level: string | null;
  status: SeasonStatus | null;
  decade: number | null;
}

export interface SeasonCard {
  id: number;
  key: string;
  name: string;
  startYear: number;
  label: string;
  sport: string | null;
  sportSlug: string | null;
  level: string | null;
  league: string | null;
  status: SeasonStatus;
  champion: string | null;
  teams: number | null;
  games: number | null;
}

/** List status (docs/rules.md#season-status) from the season's sport's current season and today (Eastern). */
export function statusOf(season: Season, at: Date, today: string): SeasonStatus {
  return seasonStatus(season, currentSeasonStartYear(at, season.sport?.slug), today);
}

export function matchesSeasonSearch(season: Season, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [season.name, season.sport?.name, season.league, season.champion?.name].some((v) =>
    (v ?? "").toLowerCase().includes(needle),
  );
}

export function toSeasonCard(season: Season, status: SeasonStatus): SeasonCard {
  return {
    id: season.id,
    key: season.slug ?? String(season.id),
    name: season.name,
    startYear: season.start_year,
    label: season.label ?? String(season.start_year),
    sport: season.sport?.name ?? null,
    sportSlug: season.sport?.slug ?? null,
    level: season.level?.slug ?? null,
    league: season.league ?? null,
    status,
    champion: season.champion?.name ?? null,
    teams: season.teams_count ?? null,
    games: season.games_count ?? null,
  };
}

export function filterSeasons(
  cards: readonly SeasonCard[],
  seasons: ReadonlyMap<number, Season>,
  filters: SeasonFilters,
): SeasonCard[] {
  return cards.filter(
    (c) =>
      (!filters.sport || c.sportSlug === filters.sport) &&
      (!filters.level || c.level === filters.level) &&
      (!filters.status || c.status === filters.status) &&
      (filters.decade === null || (c.startYear >= filters.decade && c.startYear < filters.decade + 10)) &&
      matchesSeasonSearch(seasons.get(c.id)!, filters.q),
  );
}

/** Decades from the earliest to the latest start year (docs/screens.md, /seasons filters). */
export function decadesOf(cards: readonly Pick<SeasonCard, "startYear">[]): number[] {
  if (!cards.length) return [];
  const years = cards.map((c) => c.startYear);
  const out: number[] = [];
  for (
    let d = Math.floor(Math.max(...years) / 10) * 10;
    d >= Math.floor(Math.min(...years) / 10) * 10;
    d -= 10
  )
    out.push(d);
  return out;
}

export function countSeasons(cards: readonly SeasonCard[]) {
  return {
    total: cards.length,
    active: cards.filter((c) => c.status === "active").length,
    completed: cards.filter((c) => c.status === "completed").length,
    upcoming: cards.filter((c) => c.status === "upcoming").length,
  };
}

export const SEASON_TABS = ["overview", "teams", "standings", "playoffs"] as const;
export type SeasonTab = (typeof SEASON_TABS)[number];
export const seasonDetailParams = /* @__PURE__ */ lazyShape(() => ({
  tab: param.oneOf(SEASON_TABS, "overview"),
  open: param.text(20),
}));

/** Postseason games grouped by round as the data names it (week for football, else the month). */
export interface PlayoffRound {
  title: string;
  games: {
    id: number;
    slug: string | null;
    date: string;
    home: string;
    away: string;
    homeScore: number | null;
    awayScore: number | null;
    final: boolean;
    title: boolean;
    /** At a neutral site: reads "A vs B" (docs/rules.md#neutral-sites). */
    neutral: boolean;
  }[];
}

export function playoffRounds(
  games: readonly {
    id: number;
    slug?: string | null;
    game_date: string;
    game_type?: string | null;
    home_team: { name: string };
    away_team: { name: string };
    home_team_name?: string | null;
    away_team_name?: string | null;
    home_score?: number | null;
    away_score?: number | null;
    status: string;
    week?: number | null;
    neutral_site?: boolean;
  }[],
  sport: string | null,
): PlayoffRound[] {
  const rounds = new Map<string, PlayoffRound>();
  for (const g of games) {
    const title =
      g.game_type === "championship"
        ? "Title game or series"
        : g.game_type === "play-in"
          ? "Play-In"
          : sport === "football" && g.week != null
            ? `Week ${g.week}`
            : new Date(`${g.game_date}T12:00:00Z`).toLocaleString("en-US", {
                month: "long",
                year: "numeric",
                timeZone: "UTC",
              });
    let r = rounds.get(title);
    if (!r) rounds.set(title, (r = { title, games: [] }));
    r.games.push({
      id: g.id,
      slug: g.slug ?? null,
      date: g.game_date,
      home: g.home_team_name ?? g.home_team.name,
      away: g.away_team_name ?? g.away_team.name,
      homeScore: g.home_score ?? null,
      awayScore: g.away_score ?? null,
      final: g.status === "final",
      title: g.game_type === "championship",
      neutral: g.neutral_site === true,
    });
  }
  // The title round last, whatever its date.
  return [...rounds.values()].sort(
    (a, b) => (a.title === "Title game or series" ? 1 : 0) - (b.title === "Title game or series" ? 1 : 0),
  );
}
