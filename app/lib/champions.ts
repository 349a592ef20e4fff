/**
 * The champions history rules (spec sections 2, 5 and 9): title years, search, the year filter,
 * grouping, the summary figures, the major titles, the page heading, the home page's sport label
 * and score default, and the URL parameters of /champions. Pure: no React, no I/O.
 */
import type { ChampionRecord } from "@domain/contract/types";
import { sportRank, SPORTS } from "@domain/sports";
import { defaultSeasonEndYear, seasonLabel } from "@domain/season";
import { championshipHref, coachHref, gameHref, roadToTitleHref, seasonHref, teamSeasonHref } from "./links";

type Titled = Pick<ChampionRecord, "year" | "title_year" | "sport" | "level">;

/**
 * The year a title was decided: the API's title_year. Only if it is missing, the season's usual
 * end year for its sport (a documented fallback, never a blind +1).
 */
export function titleYearOf(record: Titled): number {
  if (record.title_year != null) return record.title_year;
  return defaultSeasonEndYear(record.sport?.slug ?? "", record.level?.slug ?? "", record.year);
}

/** The season a title belongs to, as the API names it, else `2024-25` / `2024` by sport. */
export function seasonOf(record: Pick<ChampionRecord, "year" | "season_name" | "sport">): string {
  return record.season_name?.trim() || seasonLabel(record.sport?.slug, record.year);
}

// ---- scores -------------------------------------------------------------------------------------

interface Scored {
  winner_score: number | null;
  runner_up_score: number | null;
  overtime?: string | null;
}

/** `35–10`, `25–22 (OT)`, `5–4 (11 inn.)`; null when either score is unknown. */
export function formatScore(game: Scored, dash = "–"): string | null {
  if (game.winner_score == null || game.runner_up_score == null) return null;
  const base = `${game.winner_score}${dash}${game.runner_up_score}`;
  const ot = game.overtime?.trim();
  if (!ot) return base;
  return /^\d+$/.test(ot) ? `${base} (${ot} inn.)` : `${base} (${ot})`;
}

/** The home table's Score: the final score, defaulting to the champion's record, else 'W' (docs/rules.md#formatting). */
export function scoreOrDefault(record: Scored & Pick<ChampionRecord, "record">): string {
  return formatScore(record) ?? (record.record?.trim() || "W");
}

/** The home table's League: NFL for the Super Bowl, NBA, MLB for the World Series, else 'Sports'. */
export function homeSportLabel(championshipName: string): string {
  const name = championshipName.trim().toLowerCase();
  if (name.includes("super bowl")) return "NFL";
  if (/\bnba\b/.test(name)) return "NBA";
  // The pro World Series only: the Men's College World Series is not MLB.
  if (name === "world series") return "MLB";
  return "Sports";
}

// ---- search, year filter ---------------------------------------------------------------------------

type Searchable = Pick<ChampionRecord, "team_name" | "team_city" | "championship_name" | "coach">;

/** Case-insensitive match on team name, city, championship name or coach; empty text matches all. */
export function matchesChampionSearch(record: Searchable, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [record.team_name, record.team_city, record.championship_name, record.coach].some((field) =>
    (field ?? "").toLowerCase().includes(needle),
  );
}

export interface ChampionFilters {
  q: string;
  /** A title year, or null for all years. */
  year: number | null;
}

export function filterChampions<T extends Searchable & Titled>(
  records: readonly T[],
  filters: ChampionFilters,
): T[] {
  return records.filter(
    (r) => matchesChampionSearch(r, filters.q) && (filters.year == null || titleYearOf(r) === filters.year),
  );
}

/** The year filter's years: every title year found, newest first. */
export function titleYears(records: readonly Titled[]): number[] {
  return [...new Set(records.map(titleYearOf))].sort((a, b) => b - a);
}

// ---- grouping ---------------------------------------------------------------------------------------

export interface ChampionGroup<T> {
  key: string;
  label: string;
  records: T[];
}

export interface ChampionYearGroup<T> {
  year: number;
  groups: ChampionGroup<T>[];
}

/**
 * Groups by title year, newest first; within a year by sport (football, basketball, baseball,
 * hockey, other) on the hub, or by championship name on a sport site. Records keep their order
 * within a group.
 */
export function groupChampions<T extends Titled & Pick<ChampionRecord, "championship_name">>(
  records: readonly T[],
  by: "sport" | "championship",
): ChampionYearGroup<T>[] {
  const years = new Map<number, Map<string, ChampionGroup<T>>>();
  for (const record of records) {
    const year = titleYearOf(record);
    let groups = years.get(year);
    if (!groups) years.set(year, (groups = new Map()));
    const key =
      by === "sport"
        ? sportRank(record.sport?.slug) < SPORTS.length
          ? record.sport!.slug!
          : "other"
        : record.championship_name;
    const label =
      by === "sport" ? (key === "other" ? "Other" : (record.sport?.name ?? key)) : record.championship_name;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, label, records: [] }));
    group.records.push(record);
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, groups]) => ({
      year,
      groups: [...groups.values()].sort((a, b) =>
        by === "sport" ? sportRank(a.key) - sportRank(b.key) : a.label.localeCompare(b.label),
      ),
    }));
}

/** The grouped view flattened back into display order (the CSV's row order). */
export function inDisplayOrder<T>(years: readonly ChampionYearGroup<T>[]): T[] {
  return years.flatMap((y) => y.groups.flatMap((g) => g.records));
}

// ---- summary figures ----------------------------------------------------------------------------

export interface ChampionSummaryFigures {
  totalChampionships: number;
  uniqueTeams: number;
  yearsTracked: number;
  winningCoaches: number;
}

/** Coaches named in a record: co-coaches are written 'A, B'. */
export function coachesOf(record: Pick<ChampionRecord, "coach">): string[] {
  return (record.coach ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
}

export function summarizeChampions(
  records: readonly (Titled & Pick<ChampionRecord, "team_name" | "team_slug" | "team_id" | "coach">)[],
): ChampionSummaryFigures {
  const teams = new Set(
    records.map((r) => r.team_slug ?? (r.team_id != null ? `#${r.team_id}` : r.team_name)),
  );
  const coaches = new Set(records.flatMap((r) => coachesOf(r).map((c) => c.toLowerCase())));
  return {
    totalChampionships: records.length,
    uniqueTeams: teams.size,
    yearsTracked: new Set(records.map(titleYearOf)).size,
    winningCoaches: coaches.size,
  };
}

// ---- major titles and headings -----------------------------------------------------------------------

const MAJOR_TITLES = new Set([
  "super bowl",
  "nba championship",
  "nba finals",
  "world series",
  "stanley cup",
  "stanley cup final",
]);

/** The four major professional titles get a highlighted style (the college World Series is not one). */
export function isMajorTitle(championshipName: string): boolean {
  return MAJOR_TITLES.has(championshipName.trim().toLowerCase());
}

/** The page heading: 'SUPER BOWL CHAMPIONS' on the pro football site, else by context. */
export function championsHeading(context: {
  sport: string | null;
  level: string | null;
  name: string;
}): string {
  if (context.sport === "football" && context.level === "professional") return "SUPER BOWL CHAMPIONS";
  if (!context.sport) return "CHAMPIONS HISTORY";
  return `${context.name} CHAMPIONS`.toUpperCase();
}

// ---- the view's rows -----------------------------------------------------------------------------

/** What the champions table shows of a record (the page sends only this to the browser). */
export interface ChampionRow {
  id: number;
  titleYear: number;
  season: string;
  team: string;
  teamSlug: string | null;
  city: string | null;
  championship: string;
  edition: string | null;
  /** The final score, or the series result (4–3) for a title decided by a series. */
  score: string | null;
  /** The deciding game's score when `score` is a series result. */
  decidingGame: string | null;
  runnerUp: string | null;
  coach: string | null;
  record: string | null;
  major: boolean;
  /** Pages the row links to (null: no page): the champion's and runner-up's season of the title, the coach, the season, the title, the deciding game. */
  teamHref: string | null;
  runnerUpHref: string | null;
  coachHref: string | null;
  seasonHref: string | null;
  /** The season's bracket (the road to the title). */
  roadHref: string | null;
  championshipHref: string | null;
  gameHref: string | null;
}

export function toChampionRow(record: ChampionRecord): ChampionRow {
  return {
    id: record.id,
    titleYear: titleYearOf(record),
    season: seasonOf(record),
    team: record.team_name,
    teamSlug: record.team_slug,
    city: record.team_city,
    championship: record.championship_name,
    edition: record.edition,
    score: record.series ? record.series.replace("-", "–") : formatScore(record),
    decidingGame: record.series ? formatScore(record) : null,
    runnerUp: record.runner_up_name,
    coach: record.coach,
    record: record.record,
    major: isMajorTitle(record.championship_name),
    teamHref: teamSeasonHref(record.team_slug, record.year),
    runnerUpHref: record.runner_up_name ? teamSeasonHref(record.runner_up_slug, record.year) : null,
    coachHref: coachHref(record.coach_slug),
    seasonHref: seasonHref(record.season_slug),
    roadHref: roadToTitleHref(record.season_slug),
    championshipHref: championshipHref(record.championship_slug),
    gameHref: gameHref(record.deciding_game_id),
  };
}

/** The champions table's default order, newest first (used by the page and its links). */
export const DEFAULT_CHAMPION_SORT = { key: "year", dir: "desc" } as const;
