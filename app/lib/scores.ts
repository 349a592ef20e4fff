/**
 * The scores pages' pure rules: the default date range (football: the current Monday-Sunday week;
 * other sports: today; US Eastern, from the one clock), the range rules of the date pickers, the
 * status text of a game card, start times in Eastern, the grouping of cards by date and league,
 * and when a page refreshes itself.
 */
import { gameState, type EasternNow, type GameState } from "@domain/game-status";
import type { Game } from "@domain/contract/types";
import { sportRank, type SportSlug } from "@domain/sports";
import { startTimeText } from "./game-time";

export const SCORE_STATUSES = ["live", "final", "scheduled", "postponed"] as const;

export interface DateRange {
  start: string;
  end: string;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday to Sunday of the week holding `today` (football weeks start Monday). */
export function weekOf(today: string): DateRange {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const start = addDays(today, -((weekday + 6) % 7));
  return { start, end: addDays(start, 6) };
}

/** The default range of a sport (or of the hub, sport null): football the week, else today. */
export function defaultRange(sport: SportSlug | null, today: string): DateRange {
  return sport === "football" ? weekOf(today) : { start: today, end: today };
}

/**
 * The range a URL asks for. A start alone also sets the end to it (one day); an end alone keeps
 * the default start unless that is after it; an end before the start is moved to the start.
 */
export function resolveRange(start: string | null, end: string | null, fallback: DateRange): DateRange {
  const s = start ?? (end !== null && end < fallback.start ? end : fallback.start);
  const e = end ?? (start !== null ? start : fallback.end);
  return { start: s, end: e < s ? s : e };
}

/** The step of the previous / next links: a football week (its games are weekly), else a day. */
export function rangeStep(sport: SportSlug | null): { days: number; unit: "day" | "week" } {
  return sport === "football" ? { days: 7, unit: "week" } : { days: 1, unit: "day" };
}

/** The range moved by `days` (negative: earlier), its length kept. */
export function shiftRange(range: DateRange, days: number): DateRange {
  return { start: addDays(range.start, days), end: addDays(range.end, days) };
}

export function includesDate(range: DateRange, date: string): boolean {
  return range.start <= date && date <= range.end;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** `Saturday, Nov 21, 2026` (a calendar date, no time zone involved). */
export function longDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${DAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** `Nov 21` or `Nov 21, 2026` for a range label. */
export function shortDate(date: string, withYear = false): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}${withYear ? `, ${d.getUTCFullYear()}` : ""}`;
}

export function rangeLabel(range: DateRange): string {
  if (range.start === range.end) return longDate(range.start);
  const sameYear = range.start.slice(0, 4) === range.end.slice(0, 4);
  return `${shortDate(range.start, !sameYear)} – ${shortDate(range.end, true)}`;
}

/** The period of a live game as fans read it: Q2, P3, OT, SO, 7th inning. */
export function periodText(
  period: string | null | undefined,
  sport: string | null | undefined,
): string | null {
  const p = (period ?? "").trim();
  if (!p) return null;
  if (/^\d+$/.test(p)) {
    const n = Number(p);
    if (sport === "hockey") return n <= 3 ? `P${n}` : n === 4 ? "OT" : `${n - 3}OT`;
    if (sport === "baseball")
      return `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"} inning`;
    if (sport === "football" || sport === "basketball")
      return n <= 4 ? `Q${n}` : n === 5 ? "OT" : `${n - 4}OT`;
    return `Period ${n}`;
  }
  return p;
}

export interface StatusView {
  state: GameState;
  /** The badge: LIVE, Final, Final/OT, Postponed, the start time, or the honest 'not available'. */
  label: string;
  /** A second line: period and clock of a live game, the winner or the tie of a final one. */
  detail: string | null;
  /** Whether scores are shown (live and final); otherwise a dash. */
  showScores: boolean;
  /** "home" | "away" | null (tie or no result). */
  winner: "home" | "away" | null;
}

export const RESULT_PENDING_TEXT = "Result not available yet";
export const TIE_TEXT = "Game ended in a tie";

type GameLike = Pick<
  Game,
  | "status"
  | "game_date"
  | "game_time"
  | "home_score"
  | "away_score"
  | "period"
  | "time_remaining"
  | "result_pending"
> & {
  sport?: { slug?: string | null } | null;
  home_team: { name: string };
  away_team: { name: string };
};

export function statusView(game: GameLike, now?: EasternNow): StatusView {
  const state = gameState(game, now);
  const sport = game.sport?.slug ?? null;
  const scored = game.home_score !== null && game.away_score !== null;
  switch (state) {
    case "live": {
      const period = periodText(game.period, sport);
      return {
        state,
        label: "LIVE",
        detail: [period, game.time_remaining].filter(Boolean).join(" · ") || null,
        showScores: true,
        winner: null,
      };
    }
    case "final": {
      // Past regulation: OT/SO, or a baseball game's extra innings (its innings: Final/10).
      const extra =
        game.period &&
        (/OT|SO/i.test(game.period) ||
          (sport === "baseball" && /^\d+$/.test(game.period) && Number(game.period) > 9));
      const ot = extra ? `/${game.period!.toUpperCase()}` : "";
      if (!scored) return { state, label: `Final${ot}`, detail: null, showScores: false, winner: null };
      const tie = game.home_score === game.away_score;
      const winner = tie ? null : game.home_score! > game.away_score! ? "home" : "away";
      return {
        state,
        label: `Final${ot}`,
        detail: tie ? TIE_TEXT : `${winner === "home" ? game.home_team.name : game.away_team.name} won`,
        showScores: true,
        winner,
      };
    }
    case "postponed":
      return { state, label: "Postponed", detail: null, showScores: false, winner: null };
    case "pending":
      return {
        state,
        label: RESULT_PENDING_TEXT,
        detail: startTimeText(game.game_time),
        showScores: false,
        winner: null,
      };
    default:
      return {
        state,
        label: startTimeText(game.game_time) ?? "Time TBD",
        detail: null,
        showScores: false,
        winner: null,
      };
  }
}

export interface LeagueGroup<G> {
  key: string;
  label: string;
  games: G[];
}

export interface DateGroup<G> {
  date: string;
  label: string;
  leagues: LeagueGroup<G>[];
}

type Groupable = {
  game_date: string;
  sport?: { name?: string | null; slug?: string | null } | null;
  level?: { slug?: string | null; name?: string | null } | null;
};

/** The league a game belongs to, as the sites name them: NFL, NBA, MLB, NHL, College Football ... */
export function leagueOf(game: Groupable): { key: string; label: string; order: number } {
  const sport = game.sport?.slug ?? "";
  const college = (game.level?.slug ?? "").startsWith("ncaa");
  const pro: Record<string, string> = { football: "NFL", basketball: "NBA", baseball: "MLB", hockey: "NHL" };
  const label = college
    ? `College ${game.sport?.name ?? ""}`.trim()
    : (pro[sport] ?? game.sport?.name ?? "Other");
  return {
    key: `${sport}:${college ? "college" : "pro"}`,
    label,
    order: sportRank(sport) * 2 + (college ? 1 : 0),
  };
}

/** Cards grouped by date, then league (in the sites' sport order); the API's order kept within. */
export function groupGames<G extends Groupable>(games: readonly G[]): DateGroup<G>[] {
  const byDate = new Map<string, Map<string, { label: string; order: number; games: G[] }>>();
  for (const g of games) {
    const league = leagueOf(g);
    const day = byDate.get(g.game_date) ?? new Map();
    byDate.set(g.game_date, day);
    const group = day.get(league.key) ?? { label: league.label, order: league.order, games: [] };
    day.set(league.key, group);
    group.games.push(g);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => ({
      date,
      label: longDate(date),
      leagues: [...day.entries()]
        .sort(([, a], [, b]) => a.order - b.order)
        .map(([key, v]) => ({ key, label: v.label, games: v.games })),
    }));
}

export interface RefreshSettings {
  liveMs: number;
  todayMs: number;
}

/**
 * How often an open page refreshes itself: while a game on it is live, every `liveMs`; while it
 * shows today's games that may still change (not final or postponed), every `todayMs`; otherwise
 * never (nothing it shows can change).
 */
export function refreshInterval(
  games: readonly Pick<Game, "status" | "game_date">[],
  today: string,
  settings: RefreshSettings,
): number | null {
  if (games.some((g) => g.status === "live")) return settings.liveMs;
  if (games.some((g) => g.game_date === today && g.status === "scheduled")) return settings.todayMs;
  return null;
}
