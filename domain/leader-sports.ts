/**
 * Which sports and levels have leader boards: a module of its own, so that the navigation (on
 * every page) asks it without loading the statistics registry the boards are ranked by.
 */
export type LeaderSport = "baseball" | "hockey" | "basketball" | "football" | "college-baseball";

export interface LeaderSportEntry {
  /** The boards' key (the hub's `sport=`; a college level's is its own). */
  sport: LeaderSport;
  /** The sport's slug of the site's scope (`baseball` for college baseball too). */
  slug: string;
  level: string;
  /** How titles name the boards' league. */
  league: string;
  /** Listed on the hub (the professional leagues'; a college site keeps its own). */
  hub: boolean;
  /** 'Active' boards: careers that run into the data's last season mean something (not a 3-season window of college careers). */
  active: boolean;
}

/** Sports and levels with leader boards. */
export const LEADER_SPORTS: readonly LeaderSportEntry[] = [
  { sport: "baseball", slug: "baseball", level: "professional", league: "MLB", hub: true, active: true },
  { sport: "hockey", slug: "hockey", level: "professional", league: "NHL", hub: true, active: true },
  { sport: "basketball", slug: "basketball", level: "professional", league: "NBA", hub: true, active: true },
  { sport: "football", slug: "football", level: "professional", league: "NFL", hub: true, active: true },
  {
    sport: "college-baseball",
    slug: "baseball",
    level: "college",
    league: "NCAA Division I",
    hub: false,
    active: false,
  },
];

/** The boards listed on the hub. */
export const HUB_LEADER_SPORTS: readonly LeaderSportEntry[] = LEADER_SPORTS.filter((s) => s.hub);

export function hasLeaders(sport: string | null, level: string | null): boolean {
  if (sport === null) return true; // the hub lists every professional sport's leaders
  return LEADER_SPORTS.some((s) => s.slug === sport && s.level === level);
}

/** The leader sport of a site (null: a site without leaders; the hub picks one by parameter). */
export function leaderSportOf(sport: string | null, level: string | null): LeaderSport | null {
  return LEADER_SPORTS.find((s) => s.slug === sport && s.level === level)?.sport ?? null;
}

/** A leader sport's entry (every LeaderSport has one). */
export function leaderSportEntry(sport: LeaderSport): LeaderSportEntry {
  return LEADER_SPORTS.find((s) => s.sport === sport)!;
}
