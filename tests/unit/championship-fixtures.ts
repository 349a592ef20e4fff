import type { ChampionRecord, Championship } from "@domain/contract/types";

const SPORTS = {
  football: { id: 1, name: "Football", slug: "football", abbreviation: "FB" },
  basketball: { id: 2, name: "Basketball", slug: "basketball", abbreviation: "BKB" },
  baseball: { id: 3, name: "Baseball", slug: "baseball", abbreviation: "BSB" },
  hockey: { id: 4, name: "Hockey", slug: "hockey", abbreviation: "HKY" },
} as const;
const PRO = { id: 1, name: "Professional", slug: "professional" };
const NCAA = { id: 2, name: "NCAA Division I", slug: "ncaa-division-i" };

let nextId = 1;

export function championship(
  over: Partial<Championship> & { sportSlug?: keyof typeof SPORTS } = {},
): Championship {
  const { sportSlug = "football", ...rest } = over;
  return {
    id: nextId++,
    slug: "super-bowl",
    name: "Super Bowl",
    official_name: null,
    description: null,
    trophy_name: null,
    first_year: 1967,
    last_year: null,
    format: null,
    total_teams: null,
    league: null,
    sport: SPORTS[sportSlug],
    level: PRO,
    ...rest,
  };
}

export function champion(
  over: Partial<ChampionRecord> & { sportSlug?: keyof typeof SPORTS | "curling"; college?: boolean } = {},
): ChampionRecord {
  const { sportSlug = "football", college = false, ...rest } = over;
  return {
    id: nextId++,
    year: 2024,
    title_year: 2025,
    edition: null,
    team_id: null,
    team_slug: null,
    team_name: "Philadelphia Eagles",
    team_city: "Philadelphia",
    team_abbreviation: null,
    championship_id: null,
    championship_name: "Super Bowl",
    championship_slug: "super-bowl",
    sport:
      sportSlug === "curling"
        ? { id: 9, name: "Curling", slug: "curling", abbreviation: null }
        : SPORTS[sportSlug],
    level: college ? NCAA : PRO,
    runner_up_id: null,
    runner_up_slug: null,
    runner_up_name: null,
    runner_up_city: null,
    winner_score: null,
    runner_up_score: null,
    overtime: null,
    series: null,
    date: null,
    venue: null,
    city: null,
    state: null,
    mvp: null,
    coach: null,
    coach_slug: null,
    deciding_game_id: null,
    record: null,
    note: null,
    season_id: null,
    season_name: null,
    season_slug: null,
    ...rest,
  };
}
