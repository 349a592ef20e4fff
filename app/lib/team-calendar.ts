/**
 * A team's calendar feed (`/teams/{slug}/calendar.ics`): one event per game of its schedule.
 * A game with a stored start time is timed (its Eastern start as a UTC instant); a game with a
 * date only (most older games) is an all-day event on that date: no time is invented. Finished
 * games carry their final score in the description. Pure; the route reads the schedule.
 */
import type { ScheduledGame } from "@domain/contract/types";
import { matchupText } from "@domain/neutral-site";
import type { CalendarEvent, EventStart } from "./ical";
import { easternInstant } from "@domain/clock";

/** How many seasons the feed holds: the team's latest season and the one before (bounded size). */
export const CALENDAR_SEASONS = 2;

/** The seasons a feed reads: the latest `CALENDAR_SEASONS` of a team's seasons (start years). */
export function calendarSeasons(startYears: readonly number[]): number[] {
  return [...new Set(startYears)].sort((a, b) => b - a).slice(0, CALENDAR_SEASONS);
}

function startOf(game: ScheduledGame): EventStart {
  const at = easternInstant(game.game_date, game.game_time);
  return at ? { kind: "timed", at } : { kind: "date", date: game.game_date.slice(0, 10) };
}

/** `Final: Boston Red Sox 5, New York Yankees 3 (OT)` for a finished game with both scores; else null. */
export function finalScoreText(game: ScheduledGame): string | null {
  if (game.status !== "completed" || game.home_score === null || game.away_score === null) return null;
  const away = game.away_team_name ?? "Away";
  const home = game.home_team_name ?? "Home";
  const extra = game.overtime ? ` (${game.overtime})` : "";
  return `Final: ${away} ${game.away_score}, ${home} ${game.home_score}${extra}`;
}

export interface TeamCalendarInput {
  games: readonly ScheduledGame[];
  /** The site's origin (`https://mlb.example.com`): game pages' URLs and the UIDs' domain. */
  origin: string;
}

/** The feed's events, in date order, one per game (a game listed twice is one event). */
export function teamCalendarEvents({ games, origin }: TeamCalendarInput): CalendarEvent[] {
  const domain = new URL(origin).hostname;
  const seen = new Set<number>();
  const unique = games.filter((g) => (seen.has(g.id) ? false : (seen.add(g.id), true)));
  return [...unique]
    .sort(
      (a, b) =>
        a.game_date.localeCompare(b.game_date) ||
        (a.game_time ?? "").localeCompare(b.game_time ?? "") ||
        a.id - b.id,
    )
    .map((game) => ({
      uid: `game-${game.id}@${domain}`,
      start: startOf(game),
      summary: matchupText(game.away_team_name ?? "TBD", game.home_team_name ?? "TBD", game.neutral_site),
      description: finalScoreText(game) ?? (game.status === "postponed" ? "Postponed" : null),
      location: game.venue_name ?? null,
      url: `${origin}/scores/${game.id}`,
    }));
}
