/**
 * The team directory (/teams) and team header rules: the search (docs/rules.md#team-search: city, name or
 * abbreviation) and exact sport and division filters, the counters, and current teams kept apart
 * from former franchises. Pure.
 */
import type { Team } from "@domain/contract/types";
import { seasonLabel } from "@domain/season";
import { lazyShape, notFoundTexts, param, type ParamShape } from "./route-kit";

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
  /** 'Founded' with the curated founding year, else the first season, labelled by what it is. */
  origin: { label: string; value: string } | null;
  championships: number;
  /** What the count counts: 'Super Bowl titles'. */
  titlesLabel: string;
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
    origin: teamOrigin(team),
    championships: team.championships_won,
    titlesLabel: titleCounting(team).label,
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
  const sports = [
    ...new Map(teams.filter((t) => t.sport?.slug).map((t) => [t.sport!.slug!, t.sport!.name])).entries(),
  ];
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
export const TEAM_NOT_FOUND = notFoundTexts(
  "Team Not Found",
  "The team you are looking for does not exist.",
  "/teams",
  "Teams",
);

// ---- derived figures that say what they cover (docs/rules.md#derived-figures) ------------------

/**
 * Where a team's history starts: the curated founding year ('Founded 1919'), else its curated
 * first season ('First season 1921'), else the first season our data holds, labelled so (never
 * called a founding year: a dataset's first season is not the club's).
 */
export function teamOrigin(
  team: Pick<Team, "founded_year" | "first_season" | "first_season_curated" | "sport">,
): { label: string; value: string } | null {
  if (team.founded_year !== null) return { label: "Founded", value: String(team.founded_year) };
  if (team.first_season === null) return null;
  const value = seasonLabel(team.sport?.slug, team.first_season);
  return team.first_season_curated
    ? { label: "First season", value }
    : { label: "First season in our data", value };
}

/** What each championship's titles are called where a page counts them. */
const TITLE_LABELS: Record<string, string> = {
  "super-bowl": "Super Bowl titles",
  "nba-finals": "NBA titles",
  "world-series": "World Series titles",
  "stanley-cup-final": "Stanley Cups",
  "college-football-national-championship": "National championships",
  "ncaa-mens-basketball-tournament": "NCAA tournament titles",
  "mens-college-world-series": "College World Series titles",
  "frozen-four": "NCAA titles",
};

/**
 * Championships with titles of the same kind before the first one the product tracks: NFL titles
 * before the Super Bowl, NBL titles, pennants before the World Series, Stanley Cups before the
 * NHL, college football titles before the AP poll. The NCAA tournaments are their sport's first
 * championship, so nothing came before them.
 */
const EARLIER_TITLES = new Set([
  "super-bowl",
  "nba-finals",
  "world-series",
  "stanley-cup-final",
  "college-football-national-championship",
]);

/**
 * The title count names the title it counts ('Super Bowl titles', not 'Championships'); where the
 * franchise is older than the tracked championship, the note says that earlier league titles are
 * not counted (the Green Bay Packers' NFL titles before the Super Bowl).
 */
export function titleCounting(
  team: Pick<Team, "tracked_title" | "first_season" | "founded_year" | "sport">,
): {
  label: string;
  note: string | null;
} {
  const t = team.tracked_title;
  if (!t) return { label: "Championships", note: null };
  const label = TITLE_LABELS[t.slug] ?? `${t.name} titles`;
  const start = team.first_season ?? team.founded_year;
  const older =
    EARLIER_TITLES.has(t.slug) && t.first_season !== null && start !== null && start < t.first_season;
  const note = older
    ? `Counts ${label.replace(/^National/, "national")} from the ${seasonLabel(team.sport?.slug, t.first_season!)} season on; titles won before then are not included.`
    : null;
  return { label, note };
}

/**
 * What a season record includes where it is not the whole season: college football's records
 * (CFBD's regular seasons) count the conference championship games but no bowl or playoff game;
 * college basketball's tables (from 2000-01) count the games against Division I teams the data
 * holds, and the conference record only regular-season games.
 */
export function recordScope(
  sport: string | null | undefined,
  level: string | null | undefined,
): string | null {
  if (level !== "ncaa-division-i") return null;
  if (sport === "football")
    return "College football records count regular-season and conference championship games; bowl and playoff games are not included.";
  if (sport === "basketball")
    return "College basketball records from 2000-01 count the regular-season, conference tournament and NCAA tournament games against Division I teams; the NIT and other postseason tournaments and games against teams outside Division I are not included. Conference records count regular-season games between members of the conference that season only.";
  if (sport === "baseball")
    return "College baseball records count every game of the season, the conference tournaments and the NCAA tournament included, as the NCAA's season records do. Conference records (2002-2017, from the games) count the regular-season games between members of the conference that season (the data does not mark the non-conference meetings of two members, which then count too); conference tournament games are left out where the tournament has a game at a neutral site. From 2018 the data has each team's overall record and team statistics but no conference records.";
  return null;
}
