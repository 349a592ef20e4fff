/**
 * Favourite teams without an account (pure): a bounded list of team slugs kept in a signed cookie
 * per site, and the "Your teams" summary of each (latest result, next game, place in the
 * standings, last title), every figure naming the season or date it covers.
 */
import { z } from "zod";
import type { ScheduledGame, TeamChampionship, TeamSeason } from "@domain/contract/types";
import { seasonLabel } from "@domain/season";
import { championshipHref, gameHref, teamSeasonHref } from "./links";
import { scheduleRow } from "./team-season";

/** At most this many favourites; the star says so when the list is full. */
export const MAX_FAVORITES = 12;

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/);

/** A cookie's value as favourites: well-formed slugs, no repeats, at most MAX_FAVORITES; anything else is none. */
export function parseFavorites(value: unknown): string[] {
  const parsed = z.array(slug).max(MAX_FAVORITES).safeParse(value);
  return parsed.success ? [...new Set(parsed.data)] : [];
}

export type ToggleResult = { kind: "added" | "removed"; list: string[] } | { kind: "full"; list: string[] };

/** Adds or removes one team; adding to a full list changes nothing. */
export function toggleFavorite(
  list: readonly string[],
  team: string,
  intent: "add" | "remove",
): ToggleResult {
  const without = list.filter((s) => s !== team);
  if (intent === "remove") return { kind: "removed", list: without };
  if (list.includes(team)) return { kind: "added", list: [...list] };
  if (list.length >= MAX_FAVORITES) return { kind: "full", list: [...list] };
  return { kind: "added", list: [...list, team] };
}

export const FULL_MESSAGE = `You can keep up to ${MAX_FAVORITES} teams. Remove one to add another.`;

export interface LinkedText {
  text: string;
  href: string | null;
}

export interface YourTeam {
  slug: string;
  name: string;
  sport: string | null;
  latest: LinkedText | null;
  next: LinkedText | null;
  standing: LinkedText | null;
  lastTitle: LinkedText | null;
}

const DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const dateText = (iso: string) => DATE.format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));

function gameLine(game: ScheduledGame, teamId: number, year: number): string {
  const row = scheduleRow(game, teamId, year);
  const where = row.neutral ? "vs" : row.home ? "vs" : "at";
  const result = row.score ? `${row.outcome} ${row.score} ` : "";
  return `${result}${where} ${row.opponent}, ${dateText(row.date)}`;
}

export interface YourTeamInput {
  team: { id: number; slug: string | null; name: string; sport?: { slug: string | null } | null };
  seasons: readonly TeamSeason[];
  titles: readonly TeamChampionship[];
  /** The schedule of the team's latest seasons in the data. */
  schedule: readonly ScheduledGame[];
  /** Today in US Eastern time, yyyy-MM-dd. */
  today: string;
}

/** One favourite's summary; each part is null when the data has nothing to say. */
export function yourTeam({ team, seasons, titles, schedule, today }: YourTeamInput): YourTeam {
  const sport = team.sport?.slug ?? null;
  const slugOf = team.slug ?? String(team.id);
  const byDate = [...schedule].sort((a, b) => a.game_date.localeCompare(b.game_date) || a.id - b.id);
  const lastSeason = [...seasons].sort((a, b) => b.start_year - a.start_year)[0] ?? null;
  const year = lastSeason?.start_year ?? 0;
  const played = byDate.filter((g) => g.status === "completed").at(-1) ?? null;
  const upcoming =
    byDate.find((g) => g.status === "scheduled" && !g.result_pending && g.game_date.slice(0, 10) >= today) ??
    null;
  const placed = [...seasons].sort((a, b) => b.start_year - a.start_year).find((s) => s.finish) ?? null;
  const title = [...titles].sort((a, b) => (b.title_year ?? b.year) - (a.title_year ?? a.year))[0] ?? null;
  return {
    slug: slugOf,
    name: team.name,
    sport,
    latest: played
      ? { text: gameLine(played, team.id, year), href: gameHref(played.slug ?? played.id) }
      : null,
    next: upcoming
      ? { text: gameLine(upcoming, team.id, year), href: gameHref(upcoming.slug ?? upcoming.id) }
      : null,
    standing: placed
      ? {
          text: `${placed.finish} (${seasonLabel(sport, placed.start_year)})`,
          href: teamSeasonHref(slugOf, placed.start_year),
        }
      : null,
    lastTitle: title
      ? {
          text: `${title.title_year ?? title.year} ${title.championship_name}`,
          href: championshipHref(title.championship_slug),
        }
      : null,
  };
}
