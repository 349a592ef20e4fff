/**
 * Rules of the player and coach pages (spec: players and coaches screens, the search rules, the
 * business constants), as pure functions: search matching, formatting (height, age, win %, draft
 * text, years pro), status, the card rules, and the wording where a source ends early.
 */
import { seenLately } from "@domain/people";
import { seasonLabel } from "@domain/season";
import { BASEBALL_POSITIONS } from "@domain/positions";

export { coachLastSeason } from "@domain/people";
import type { CareerStats, Coach, Player } from "@domain/contract/types";
import { formatCount, formatDollars, seasonsInOurData } from "./format";

// ---- search rules ----------------------------------------------------------------------------

const fold = (text: string | null | undefined) =>
  (text ?? "")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

function matchesAny(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const q = fold(query).trim();
  if (!q) return true;
  return fields.some((f) => fold(f).includes(q));
}

type PersonLike = { person: { first_name: string; last_name: string; full_name: string | null } };
const fullName = (p: PersonLike) =>
  p.person.full_name ?? `${p.person.first_name} ${p.person.last_name}`.trim();

/** Players search: full, first and last name, team name, city, position (case-insensitive). */
export function matchesPlayerSearch(
  player: PersonLike & Pick<Player, "current_team" | "primary_position_name">,
  query: string,
): boolean {
  return matchesAny(query, [
    fullName(player),
    player.person.first_name,
    player.person.last_name,
    player.current_team?.name,
    player.current_team?.city,
    player.primary_position_name,
  ]);
}

/** Coaches search: full, first, last name, team name, team city, position (case-insensitive). */
export function matchesCoachSearch(
  coach: PersonLike & Pick<Coach, "current_team" | "title" | "position">,
  query: string,
): boolean {
  return matchesAny(query, [
    fullName(coach),
    coach.person.first_name,
    coach.person.last_name,
    coach.current_team?.name,
    coach.current_team?.city,
    coach.title ?? coach.position,
  ]);
}

/** Coaches filters: position contains the text; sport is the lower-cased sport name; team is the exact abbreviation. */
export function matchesCoachFilters(
  coach: Pick<Coach, "title" | "position" | "sport" | "current_team">,
  f: { position?: string; sport?: string; team?: string },
): boolean {
  if (f.position && !fold(coach.title ?? coach.position).includes(fold(f.position))) return false;
  if (f.sport && fold(coach.sport?.name) !== fold(f.sport)) return false;
  if (f.team && (coach.current_team?.abbreviation ?? "FA") !== f.team) return false;
  return true;
}

// ---- formatting ------------------------------------------------------------------------------

/** Height from inches as feet and inches: 78 -> `6' 6"`. */
export function formatHeight(inches: number | null | undefined): string | null {
  if (inches === null || inches === undefined || !(inches > 0)) return null;
  return `${Math.floor(inches / 12)}' ${inches % 12}"`;
}

export function formatWeight(pounds: number | null | undefined): string | null {
  return pounds ? `${pounds} lbs` : null;
}

/** Whole years between a yyyy-mm-dd birth date and `today` (yyyy-mm-dd). */
export function ageFrom(birthDate: string | null | undefined, today: string): number | null {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}/.test(birthDate)) return null;
  const [by, bm, bd] = birthDate.slice(0, 10).split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/**
 * The age shown: the given age, else computed from the birth date, only for someone known to be
 * alive (`seenLately`); anyone else, and anyone known to have died, gets `bornLabel` instead.
 */
export function displayAge(
  person: { age: number | null; birth_date: string | null; death_year?: number | null },
  today: string,
  lastSeason: number | null | undefined,
): number | null {
  if (person.death_year !== null && person.death_year !== undefined) return null;
  if (!seenLately(lastSeason, today)) return null;
  const age = person.age ?? ageFrom(person.birth_date, today);
  return age !== null && age <= 105 ? age : null;
}

/** `Born May 6, 1931` (and `, died 1948` where known): what is certain when no age can be. */
export function bornLabel(person: { birth_date: string | null; death_year?: number | null }): string | null {
  if (!person.birth_date || !/^\d{4}-\d{2}-\d{2}/.test(person.birth_date)) return null;
  const [y, m, d] = person.birth_date.slice(0, 10).split("-").map(Number);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1];
  return `Born ${month} ${d}, ${y}${person.death_year ? `, died ${person.death_year}` : ""}`;
}

/** The header's age part: `Age 27`, else the birth date. */
export function ageOrBorn(
  age: number | null,
  person: { birth_date: string | null; death_year?: number | null },
): string | null {
  return age !== null ? `Age ${age}` : bornLabel(person);
}

/** Win % to one decimal from a fraction: 0.5712 -> "57.1%". */
export function formatWinPct(fraction: number | null | undefined): string | null {
  if (fraction === null || fraction === undefined || Number.isNaN(fraction)) return null;
  return `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;
}

/** Wins-losses, with '-ties' only when ties are above 0. */
export function formatRecord(
  r: { wins: number | null; losses: number | null; ties?: number | null } | null | undefined,
): string | null {
  if (!r || r.wins === null || r.losses === null) return null;
  // Counts as counts read: a career of 1,123 wins keeps its separator (1,123-682-128).
  return `${formatCount(r.wins)}-${formatCount(r.losses)}${r.ties && r.ties > 0 ? `-${formatCount(r.ties)}` : ""}`;
}

/**
 * Draft text: 'Round R, Pick P (year)' or 'Undrafted'. Where the source names the pick but not the
 * round (the NFL roster file), 'Pick P (year)'; where it holds no draft data at all (Lahman, the
 * Hockey Databank), null ('N/A'): calling those players undrafted would be false.
 */
export function draftText(
  p: Pick<Player, "draft_year" | "draft_round" | "draft_pick">,
  hasDraftData: boolean,
): string | null {
  if (p.draft_year === null) return hasDraftData ? "Undrafted" : null;
  const pick = p.draft_pick !== null ? `Pick ${p.draft_pick}` : null;
  const round = p.draft_round !== null ? `Round ${p.draft_round}` : null;
  const parts = [round, pick].filter(Boolean).join(", ");
  return parts ? `${parts} (${p.draft_year})` : `Drafted ${p.draft_year}`;
}

/** Sports whose player source carries the draft (Basketball-Reference, the nflverse roster). */
export function sportHasDraftData(sportSlug: string | null | undefined): boolean {
  return sportSlug === "basketball" || sportSlug === "football";
}

/**
 * Years Pro: the seasons played the source counts (a count, not the span: Michael Jordan 15, not
 * 19). Where the source ends while the career may go on, the count says what it covers ('12
 * seasons in our data, 2012-2023'; docs/rules.md#derived-figures). Else, for an active player,
 * the current year minus the draft year (spec rule); a retired player's 'current year minus draft
 * year' would count the years since he retired.
 */
export function yearsPro(
  p: Pick<Player, "years_pro" | "draft_year" | "is_active" | "figures_through" | "rookie_season"> & {
    sport?: { slug: string | null } | null;
  },
  currentYear: number,
): string | null {
  if (p.years_pro !== null) {
    if (p.figures_through === null) return formatCount(p.years_pro);
    const from = p.rookie_season ?? p.figures_through;
    return seasonsInOurData(p.sport?.slug, p.years_pro, from, p.figures_through);
  }
  if (p.is_active && p.draft_year !== null) return formatCount(Math.max(0, currentYear - p.draft_year));
  return null;
}

/**
 * Status from the sources (docs/rules.md#derived-figures): 'Active' only where a source reaching
 * the current season says so; otherwise the last season the sources show, never 'Inactive' (no
 * source says the person stopped) and never a guess.
 */
export function statusText(
  isActive: boolean,
  lastSeason: number | null | undefined,
  sportSlug: string | null | undefined,
): string {
  if (isActive) return "Active";
  return lastSeason === null || lastSeason === undefined
    ? "No current source"
    : `Last season in our data: ${seasonLabel(sportSlug, lastSeason)}`;
}

/** A player page's headline tiles: the draft's where the level has a draft (no college player has one), then the status. */
export function playerTiles(p: {
  level?: { slug: string | null } | null;
  draft_year?: number | null;
  draft_round?: number | null;
  draft_pick?: number | null;
  is_active: boolean;
  last_season?: number | null;
  sport?: { slug: string | null } | null;
}): {
  label: string;
  items: { label: string; value: string | number; kind?: "year" | "pick"; text?: true }[];
} {
  const status = {
    label: "Status",
    value: statusText(p.is_active, p.last_season, p.sport?.slug),
    text: true as const,
  };
  // The API names a college level by its division (ncaa-division-i).
  if (p.level?.slug && p.level.slug !== "professional") return { label: "Status", items: [status] };
  return {
    label: "Draft and status",
    items: [
      { label: "Draft Year", value: p.draft_year ?? "N/A", kind: "year" },
      { label: "Draft Round", value: p.draft_round ?? "N/A", kind: "pick" },
      { label: "Draft Pick", value: p.draft_pick ?? "N/A", kind: "pick" },
      status,
    ],
  };
}

/**
 * A coach's seasons as head coach: the count alone where it is the whole career, else labelled
 * with the seasons our data holds ('2 seasons in our data, 1993-1999' for Bobby Bowden, whose 44
 * seasons no source holds).
 */
export function coachExperience(
  c: Pick<Coach, "years_experience" | "experience_is_career" | "experience_from" | "experience_to"> & {
    sport?: { slug: string | null } | null;
  },
): string | null {
  const n = c.years_experience;
  if (n === null) return null;
  if (c.experience_is_career) return formatCount(n);
  if (c.experience_from === null || c.experience_to === null)
    return `${formatCount(n)} ${n === 1 ? "season" : "seasons"} in our data`;
  return seasonsInOurData(c.sport?.slug, n, c.experience_from, c.experience_to);
}

export function formatSalary(salary: number | null | undefined): string | null {
  return salary === null || salary === undefined ? null : formatDollars(salary);
}

/** 'figures through 2017-18' for a source that ends while the career may go on. */
export function figuresThrough(
  sportSlug: string | null | undefined,
  season: number | null | undefined,
): string | null {
  return season === null || season === undefined
    ? null
    : `Figures through the ${seasonLabel(sportSlug, season)} season`;
}

/**
 * A statistics table's title says what it covers (docs/rules.md#derived-figures): "Batting, through
 * 2024" where the rows reach the last season the source holds (the career may go on past it),
 * else the seasons the rows hold ("Batting, 1920-1935"; "Season by season, 1979-80 to 1998-99"),
 * so a career that ended long ago never reads as current.
 */
export function coverageTitle(
  label: string,
  sportSlug: string | null | undefined,
  seasons: readonly number[],
  through: number | null | undefined,
): string {
  if (!seasons.length) return label;
  const first = Math.min(...seasons);
  const last = Math.max(...seasons);
  if (through !== null && through !== undefined && last >= through)
    return `${label}, through ${seasonLabel(sportSlug, through)}`;
  if (first === last) return `${label}, ${seasonLabel(sportSlug, first)}`;
  const joiner = seasonLabel(sportSlug, first).includes("-") ? " to " : "-";
  return `${label}, ${seasonLabel(sportSlug, first)}${joiner}${seasonLabel(sportSlug, last)}`;
}

/**
 * The current team, only where a source of the current season gives one; never 'Free Agent' (no
 * source says a player is unsigned) and never the last team of a retired or dead player.
 */
export function teamName(
  p: Pick<Player, "current_team"> & { person?: { death_year?: number | null } },
): string | null {
  if (p.person?.death_year !== null && p.person?.death_year !== undefined) return null;
  return p.current_team?.name ?? null;
}

// ---- player cards ------------------------------------------------------------------------------

/** Icon rule: more than 2 championships, an MVP award, or more than 3 awards -> the trophy icon. */
export function playerIcon(
  p: Pick<Player, "championships_won" | "awards" | "career_stats">,
): "trophy" | "user" {
  const mvps = p.career_stats?.mvp_awards ?? 0;
  return p.championships_won > 2 || mvps > 0 || p.awards.length > 3 ? "trophy" : "user";
}

/** Awards on a card: the first 2, then an ellipsis when there are more. */
export function cardAwards(awards: readonly string[]): { shown: string[]; more: boolean } {
  return { shown: awards.slice(0, 2), more: awards.length > 2 };
}

export interface StatEntry {
  label: string;
  value: string;
}

const STAT_LABELS: [keyof CareerStats, string, ((v: number) => string)?][] = [
  ["seasons_played", "Seasons"],
  ["games_played", "Games"],
  ["games_started", "Games Started"],
  ["points", "Points"],
  ["goals", "Goals"],
  ["assists", "Assists"],
  ["rebounds", "Rebounds"],
  ["passing_yards", "Passing Yards"],
  ["rushing_yards", "Rushing Yards"],
  ["receiving_yards", "Receiving Yards"],
  ["hits", "Hits"],
  ["home_runs", "Home Runs"],
  ["batting_average", "Batting Average", (v) => v.toFixed(3).replace(/^0/, "")],
  ["pitching_wins", "Wins"],
  ["pitching_losses", "Losses"],
  ["earned_run_average", "ERA", (v) => v.toFixed(2)],
  ["strikeouts_pitched", "Strikeouts"],
  ["saves", "Saves"],
  ["goalie_wins", "Wins (goalie)"],
  ["shutouts", "Shutouts"],
  ["goals_against_average", "GAA", (v) => v.toFixed(2)],
  ["penalty_minutes", "Penalty Minutes"],
  ["all_star_selections", "All-Star Selections"],
  ["championships_won", "Championships"],
  ["mvp_awards", "MVP Awards"],
];

/** A pitcher's batting, which his card leaves out so that his pitching shows. */
const BATTING_KEYS = new Set<keyof CareerStats>([
  "games_played",
  "at_bats",
  "hits",
  "home_runs",
  "runs_batted_in",
  "runs",
  "stolen_bases",
  "batting_average",
]);

/** 'Show More Stats': the career entries above 0, at most 6 (an MLB pitcher's pitching, not his batting). */
export function careerEntries(stats: CareerStats | null, limit = 6, pitcher = false): StatEntry[] {
  if (!stats) return [];
  const out: StatEntry[] = [];
  for (const [key, label, format] of STAT_LABELS) {
    if (pitcher && BATTING_KEYS.has(key)) continue;
    const v = stats[key];
    if (typeof v === "number" && v > 0) out.push({ label, value: format ? format(v) : formatCount(v) });
    if (out.length >= limit) break;
  }
  return out;
}

/** True when a player has any career statistic above 0 (else 'No career statistics available for this player.'). */
export function hasCareerStats(stats: CareerStats | null): boolean {
  return careerEntries(stats, Infinity).length > 0 || (stats?.postseason?.games_played ?? 0) > 0;
}

/** The Active tile's note where no source reaches the current season (the count is then unknown, not 0). */
export function activeHint(active: number | null): string | undefined {
  return active === null ? "Our sources end before this season" : undefined;
}

// ---- coaches ---------------------------------------------------------------------------------

/** Status on the list: 'active' only where a source reaching the current season says so. */
export function coachStatus(c: Pick<Coach, "is_active">): "active" | "inactive" {
  return c.is_active ? "active" : "inactive";
}

export const COACH_STATUS_OPTIONS = [
  { value: "", label: "All Status" },
  { value: "active", label: "Active" },
  { value: "interim", label: "Interim" },
  { value: "retired", label: "Retired" },
  { value: "fired", label: "Fired" },
  { value: "resigned", label: "Resigned" },
] as const;

export const PLAYER_STATUS_OPTIONS = [
  { value: "", label: "All Status" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "injured", label: "Injured" },
  { value: "retired", label: "Retired" },
] as const;

/** At most 2 specialties, then '...' when there are more (comma-separated text). */
export function cardSpecialties(text: string | null | undefined): { shown: string[]; more: boolean } {
  const all = (text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return { shown: all.slice(0, 2), more: all.length > 2 };
}

/**
 * The record's label: 'Career Record' only where it covers the whole career; otherwise the seasons
 * it counts ('Record 1999-2025'), so a partial record is never presented as a career.
 */
export function recordLabel(
  c: Pick<Coach, "record_is_career" | "record_from" | "record_to" | "sport"> &
    Partial<Pick<Coach, "record_since">>,
): string {
  if (c.record_is_career) return "Career Record";
  const sport = c.sport?.slug;
  // A career that began before the source (nflverse games, 1999) counts only from its first season.
  if (c.record_since != null) return `Record since ${seasonLabel(sport, c.record_since)}`;
  if (c.record_from === null || c.record_to === null) return "Record";
  const from = seasonLabel(sport, c.record_from);
  const to = seasonLabel(sport, c.record_to);
  return from === to ? `Record ${from}` : `Record ${from} to ${to}`;
}

/** 'start - end' or 'start - Present' for a coaching stint. */
export function stintYears(h: { start_year: number; end_year: number | null; is_active: boolean }): string {
  return `${h.start_year} - ${h.end_year === null || h.is_active ? "Present" : h.end_year}`;
}

/** Player positions offered by the filter, per sport (the positions our sources use). */
export const PLAYER_POSITIONS: Record<string, readonly string[]> = {
  football: [
    "Quarterback",
    "Running Back",
    "Wide Receiver",
    "Tight End",
    "Offensive Line",
    "Defensive Line",
    "Linebacker",
    "Defensive Back",
    "Kicker",
    "Punter",
    "Long Snapper",
  ],
  basketball: ["Guard", "Forward", "Center"],
  baseball: [...BASEBALL_POSITIONS],
  hockey: ["Center", "Left Wing", "Right Wing", "Defense", "Goalie"],
};

export function positionOptions(sport: string | null): string[] {
  if (sport) return [...(PLAYER_POSITIONS[sport] ?? [])];
  return [...new Set(Object.values(PLAYER_POSITIONS).flat())].sort();
}
