/**
 * The team directory (/teams) and team header rules: the search (docs/rules.md#team-search: city, name or
 * abbreviation) and exact sport and division filters, the counters, and current teams kept apart
 * from former franchises. Pure.
 */
import type { Team } from "@domain/contract/types";
import { lazyShape, param, type ParamShape } from "./route-kit";

export const TEAMS_PAGE_SIZE = 48;

export const teamsParams = /* @__PURE__ */ lazyShape(
  () =>
    ({
      q: param.text(80),
      sport: param.oneOf(["football", "basketball", "baseball", "hockey"] as const, null),
      division: param.text(80),
      page: param.page(),
    }) satisfies ParamShape,
);

export interface TeamFilters {
  q: string;
  sport: string | null;
  division: string;
}

/** What the card's Division line shows: division, else conference, else N/A; the division filter matches it. */
export function groupingOf(team: Pick<Team, "division" | "conference">): string | null {
  return team.division?.name ?? team.conference?.name ?? null;
}

export function matchesTeam(team: Team, f: TeamFilters): boolean {
  if (f.sport && team.sport?.slug !== f.sport) return false;
  if (f.division && groupingOf(team) !== f.division) return false;
  if (f.q) {
    const q = f.q.toLowerCase();
    const fields = [team.name, team.city, team.abbreviation];
    if (!fields.some((v) => v?.toLowerCase().includes(q))) return false;
  }
  return true;
}

export interface TeamCard {
  slug: string;
  badge: string;
  name: string;
  place: string | null;
  grouping: string;
  founded: number | null;
  championships: number;
  sport: string | null;
  lastSeason: number | null;
}

/** Abbreviation, or the first 3 letters of the name (docs/screens.md#teams). */
export function badgeOf(team: Pick<Team, "abbreviation" | "name">): string {
  return (
    team.abbreviation ||
    team.name
      .replace(/[^A-Za-z]/g, "")
      .slice(0, 3)
      .toUpperCase()
  );
}

export function toTeamCard(team: Team): TeamCard {
  return {
    slug: team.slug ?? String(team.id),
    badge: badgeOf(team),
    name: team.name,
    place: team.city ? (team.state ? `${team.city}, ${team.state}` : team.city) : null,
    grouping: groupingOf(team) ?? "N/A",
    founded: team.founded_year ?? team.first_season,
    championships: team.championships_won,
    sport: team.sport?.name ?? team.sport_name,
    lastSeason: team.is_active ? null : team.last_season,
  };
}

export interface TeamsSummary {
  totalTeams: number;
  sports: number;
  divisions: number;
  filtered: number;
}

/**
 * The directory: current teams (paged, counted) and former franchises apart. 'Total Teams'
 * counts current teams only; 'Filtered Results' the current teams matching the filters.
 */
export function teamsView(teams: readonly Team[], f: TeamFilters) {
  const current = teams.filter((t) => t.is_active);
  const matching = teams.filter((t) => matchesTeam(t, f));
  const bySport = f.sport ? teams.filter((t) => t.sport?.slug === f.sport) : teams;
  const divisions = [
    ...new Set(
      bySport
        .filter((t) => t.is_active)
        .map(groupingOf)
        .filter((d): d is string => d !== null),
    ),
  ].sort((a, b) => a.localeCompare(b));
  const sports = [...new Map(teams.filter((t) => t.sport?.slug).map((t) => [t.sport!.slug!, t.sport!.name])).entries()];
  return {
    current: matching.filter((t) => t.is_active),
    former: matching.filter((t) => !t.is_active),
    divisions,
    sports,
    summary: {
      totalTeams: current.length,
      sports: new Set(current.map((t) => t.sport?.slug).filter(Boolean)).size,
      divisions: new Set(current.map(groupingOf).filter(Boolean)).size,
      filtered: matching.filter((t) => t.is_active).length,
    } satisfies TeamsSummary,
  };
}

/** The team pages' Not Found screen (docs/screens.md#teams). */
export const TEAM_NOT_FOUND = {
  title: "Team Not Found",
  message: "The team you are looking for does not exist.",
  backTo: "/teams",
  backLabel: "Back to Teams",
};
