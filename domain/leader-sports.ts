/**
 * Which sports and levels have leader boards: a module of its own, so that the navigation (on
 * every page) asks it without loading the statistics registry the boards are ranked by.
 */
export type LeaderSport = "baseball" | "hockey" | "basketball" | "football";

/** Sports and levels with leader boards. */
export const LEADER_SPORTS: readonly { sport: LeaderSport; level: string; league: string }[] = [
  { sport: "baseball", level: "professional", league: "MLB" },
  { sport: "hockey", level: "professional", league: "NHL" },
  { sport: "basketball", level: "professional", league: "NBA" },
  { sport: "football", level: "professional", league: "NFL" },
];

export function hasLeaders(sport: string | null, level: string | null): boolean {
  if (sport === null) return true; // the hub lists every sport's leaders
  return LEADER_SPORTS.some((s) => s.sport === sport && s.level === level);
}

/** The leader sport of a site (null: a site without leaders; the hub picks one by parameter). */
export function leaderSportOf(sport: string | null, level: string | null): LeaderSport | null {
  return LEADER_SPORTS.find((s) => s.sport === sport && s.level === level)?.sport ?? null;
}
