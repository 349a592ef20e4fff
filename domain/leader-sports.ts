/**
 * Which leagues have leader boards: a module of its own, so that the navigation (on every page)
 * asks it without loading the statistics registry the boards are ranked by. A board set is named
 * by its sport, or by `college-hockey` for the college one of a sport the professionals share.
 */
export type LeaderSport =
  "baseball" | "hockey" | "basketball" | "football" | "college-hockey" | "college-baseball";

export interface LeaderSportEntry {
  /** The boards' key (the hub's `sport=`; a college level's is its own). */
  sport: LeaderSport;
  /** The site's sport and level slugs as the API names them (the API scope of its boards). */
  slug: string;
  level: string;
  /** The league's abbreviation, as the boards' titles say it. */
  league: string;
  /** The league registry's key (domain/leagues.ts). */
  leagueKey: string;
  /** Listed on the hub's leaders (the professional leagues; a college site keeps its own). */
  hub: boolean;
  /** 'Active' boards: careers that run into the data's last season mean something (not a window of college careers). */
  active: boolean;
}

/** Sports and levels with leader boards. */
export const LEADER_SPORTS: readonly LeaderSportEntry[] = [
  {
    sport: "baseball",
    slug: "baseball",
    level: "professional",
    league: "MLB",
    leagueKey: "mlb",
    hub: true,
    active: true,
  },
  {
    sport: "hockey",
    slug: "hockey",
    level: "professional",
    league: "NHL",
    leagueKey: "nhl",
    hub: true,
    active: true,
  },
  {
    sport: "basketball",
    slug: "basketball",
    level: "professional",
    league: "NBA",
    leagueKey: "nba",
    hub: true,
    active: true,
  },
  {
    sport: "football",
    slug: "football",
    level: "professional",
    league: "NFL",
    leagueKey: "nfl",
    hub: true,
    active: true,
  },
  {
    sport: "college-hockey",
    slug: "hockey",
    level: "ncaa-division-i",
    league: "NCAA",
    leagueKey: "chk",
    hub: false,
    active: false,
  },
  {
    sport: "college-baseball",
    slug: "baseball",
    level: "ncaa-division-i",
    league: "NCAA Division I",
    leagueKey: "cbs",
    hub: false,
    active: false,
  },
];

/** The boards the hub lists: the professional leagues'. */
export const HUB_LEADER_SPORTS: readonly LeaderSportEntry[] = LEADER_SPORTS.filter((s) => s.hub);

export function hasLeaders(sport: string | null, level: string | null): boolean {
  if (sport === null) return true; // the hub lists every professional sport's leaders
  return LEADER_SPORTS.some((s) => s.slug === sport && s.level === level);
}

/** The leader sport of a site (null: a site without leaders; the hub picks one by parameter). */
export function leaderSportOf(sport: string | null, level: string | null): LeaderSport | null {
  return LEADER_SPORTS.find((s) => s.slug === sport && s.level === level)?.sport ?? null;
}

/** A board set's entry (every LeaderSport has one). */
export function leaderSportEntry(sport: LeaderSport): LeaderSportEntry {
  return LEADER_SPORTS.find((s) => s.sport === sport)!;
}
