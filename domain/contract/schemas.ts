/**
 * zod schemas of the backend contract (spec sections 3 and 7). The client validates every payload
 * with them; the embedded backend's serializers are typed by their output, so both sides agree.
 *
 * Schemas are lenient on input (an external backend may omit optional fields) and strict on output:
 * a missing optional field becomes null, a missing list becomes [], so pages never see undefined.
 */
import { z } from "zod";

/** Optional on input, `T | null` on output. */
function opt<T extends z.ZodTypeAny>(schema: T) {
  return schema.nullish().transform((v): z.output<T> | null => v ?? null);
}
const optString = opt(z.string());
const optNumber = opt(z.number());
const count = z.number().nullish().transform((v) => v ?? 0);
const flag = z.boolean().nullish().transform((v) => v ?? false);
function list<T extends z.ZodTypeAny>(schema: T) {
  return z
    .array(schema)
    .nullish()
    .transform((v): z.output<T>[] => v ?? []);
}

// ---- references ----------------------------------------------------------------------------

export const sportSchema = z.object({
  id: optNumber,
  name: z.string(),
  slug: optString,
  abbreviation: optString,
});

export const levelSchema = z.object({
  id: optNumber,
  name: z.string(),
  slug: optString,
});

export const namedRefSchema = z.object({
  id: optNumber,
  name: z.string(),
  slug: optString,
});

export const venueSchema = z.object({
  id: optNumber,
  slug: optString,
  name: optString,
  city: optString,
  state: optString,
  country: optString,
  capacity: optNumber,
  opened_year: optNumber,
});

/** A team as nested in games, players, coaches and standings. */
export const teamRefSchema = z.object({
  id: optNumber,
  slug: optString,
  name: z.string(),
  city: optString,
  abbreviation: optString,
  sport_name: optString,
});

// ---- championships ---------------------------------------------------------------------------

export const championshipSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  official_name: optString,
  description: optString,
  trophy_name: optString,
  first_year: optNumber,
  last_year: optNumber,
  format: optString,
  total_teams: optNumber,
  league: optString,
  sport: opt(sportSchema),
  level: opt(levelSchema),
});

/** One edition's champion. `year` is the season start year; `title_year` the year it was decided. */
export const championRecordSchema = z.object({
  id: z.number(),
  year: z.number(),
  title_year: optNumber,
  edition: optString,
  team_id: optNumber,
  team_slug: optString,
  team_name: z.string(),
  team_city: optString,
  team_abbreviation: optString,
  championship_id: optNumber,
  championship_name: z.string(),
  championship_slug: optString,
  sport: opt(sportSchema),
  level: opt(levelSchema),
  runner_up_id: optNumber,
  runner_up_slug: optString,
  runner_up_name: optString,
  runner_up_city: optString,
  winner_score: optNumber,
  runner_up_score: optNumber,
  overtime: optString,
  series: optString,
  date: optString,
  venue: optString,
  city: optString,
  state: optString,
  mvp: optString,
  coach: optString,
  record: optString,
  note: optString,
  season_id: optNumber,
  season_name: optString,
  season_slug: optString,
});

export const championshipStatsSchema = z.object({
  total_games: count,
  team_championships: list(
    z.object({ team__name: z.string(), team__slug: optString, team_id: optNumber, championships_won: z.number() }),
  ),
  longest_streak: opt(
    z.object({ team: z.string(), team_slug: optString, years: z.number(), start_year: optNumber, end_year: optNumber }),
  ),
  highest_score: optNumber,
  highest_scoring_game: opt(
    z.object({ year: z.number(), title_year: optNumber, team_name: z.string(), winner_score: z.number(), runner_up_score: optNumber, runner_up_name: optString }),
  ),
  total_teams: optNumber,
  distinct_champions: optNumber,
});

export const championshipGameSchema = z.object({
  id: optNumber,
  game_date: optString,
  title_year: optNumber,
  edition: optString,
  season: opt(z.object({ id: optNumber, start_year: z.number(), name: optString })),
  winner: opt(namedRefSchema),
  winner_name: optString,
  runner_up: opt(namedRefSchema),
  runner_up_name: optString,
  winner_score: optNumber,
  runner_up_score: optNumber,
  overtime: optString,
  series: optString,
  venue: opt(z.object({ name: optString, city: optString, state: optString })),
  mvp: optString,
});

// ---- teams -----------------------------------------------------------------------------------

export const teamSchema = z.object({
  id: z.number(),
  slug: optString,
  name: z.string(),
  short_name: optString,
  school: optString,
  city: optString,
  state: optString,
  country: optString,
  abbreviation: optString,
  founded_year: optNumber,
  first_season: optNumber,
  last_season: optNumber,
  is_active: z.boolean().nullish().transform((v) => v ?? true),
  championships_won: count,
  last_championship_year: optNumber,
  last_championship_season: optNumber,
  sport: opt(sportSchema),
  sport_name: optString,
  level: opt(levelSchema),
  conference: opt(namedRefSchema),
  division: opt(namedRefSchema),
  home_venue: opt(venueSchema),
});

/** A title of a team. `year` is the season start year; `title_year` the year it was decided. */
export const teamChampionshipSchema = z.object({
  id: z.number(),
  year: z.number(),
  title_year: optNumber,
  championship_name: z.string(),
  championship_slug: optString,
  team_name: optString,
  coach: optString,
  record: optString,
  season_name: optString,
  runner_up_name: optString,
  winner_score: optNumber,
  runner_up_score: optNumber,
  series: optString,
  overtime: optString,
});

export const teamSeasonSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: optString,
  start_year: z.number(),
  end_year: optNumber,
  label: optString,
  team_name: optString,
  championship_won: flag,
});

export const personSchema = z.object({
  id: optNumber,
  slug: optString,
  first_name: z
    .string()
    .nullish()
    .transform((v) => v || "Unknown"),
  last_name: z
    .string()
    .nullish()
    .transform((v) => v || "Player"),
  full_name: optString,
  age: optNumber,
  birth_date: optString,
  birth_place: optString,
  birth_city: optString,
  birth_state: optString,
  birth_country: optString,
  college: optString,
  height_inches: optNumber,
  weight_pounds: optNumber,
});

export const rosterEntrySchema = z.object({
  id: z.number(),
  jersey_number: optString,
  is_captain: flag,
  is_starter: flag,
  slug: optString,
  position: optString,
  player: z.object({
    id: z.number(),
    slug: optString,
    is_active: flag,
    primary_position_name: optString,
    person: personSchema,
  }),
});

/** A row of a team's schedule. Status is `completed` for finished games (spec section 4). */
export const scheduledGameSchema = z.object({
  id: z.number(),
  slug: optString,
  week: optNumber,
  game_date: z.string(),
  game_time: optString,
  status: z.string(),
  game_type: optString,
  home_team: optNumber,
  away_team: optNumber,
  home_team_name: optString,
  away_team_name: optString,
  home_team_abbreviation: optString,
  away_team_abbreviation: optString,
  home_score: optNumber,
  away_score: optNumber,
  venue_name: optString,
});

// ---- games and standings --------------------------------------------------------------------

export const gameStatusSchema = z.string();
export type GameStatus = "live" | "final" | "scheduled" | "postponed";

export const gameSchema = z.object({
  id: z.number(),
  slug: optString,
  sport: opt(sportSchema),
  level: opt(levelSchema),
  season: opt(z.object({ id: optNumber, slug: optString, name: optString, start_year: z.number() })),
  season_name: optString,
  championship: opt(namedRefSchema),
  championship_name: optString,
  home_team: teamRefSchema,
  away_team: teamRefSchema,
  home_team_name: optString,
  away_team_name: optString,
  home_team_abbreviation: optString,
  away_team_abbreviation: optString,
  home_score: optNumber,
  away_score: optNumber,
  status: gameStatusSchema,
  game_date: z.string(),
  game_time: optString,
  period: optString,
  quarter: optString,
  time_remaining: optString,
  venue: opt(z.object({ id: optNumber, name: optString, capacity: optNumber, city: optString, state: optString })),
  venue_name: optString,
  weather: optString,
  attendance: optNumber,
  officials: list(z.object({ position: optString, name: z.string() })),
  week: optNumber,
  game_type: optString,
});

export const standingSchema = z.object({
  id: z.number(),
  team: teamRefSchema,
  team_name: z.string(),
  rank: optNumber,
  position: optNumber,
  wins: z.number(),
  losses: z.number(),
  ties: count,
  points: optNumber,
  win_percentage: optNumber,
  games_played: optNumber,
  games_behind: optNumber,
  streak: optString,
  streak_type: optString,
  division: optString,
  conference: optString,
  league: optString,
  season: optNumber,
  season_name: optString,
  sport: opt(sportSchema),
  level: opt(levelSchema),
  last_updated: optString,
  playoff_position: optString,
  home_record: optString,
  away_record: optString,
  division_record: optString,
  conference_record: optString,
  /** Hockey: overtime/shootout losses (also inside `ties`, the spec's "ties or OTL"). */
  overtime_losses: optNumber,
  conference_rank: optNumber,
  league_rank: optNumber,
  points_for: optNumber,
  points_against: optNumber,
  /** Which tiebreak decided the rank among clubs level on record (null: none was needed). */
  tiebreak: optString,
});

export const teamStatsSchema = z.object({
  team: namedRefSchema,
  season: opt(z.object({ id: optNumber, name: optString, start_year: z.number() })),
  games_played: count,
  wins: count,
  losses: count,
  ties: count,
  win_percentage: optNumber,
  points_for: optNumber,
  points_against: optNumber,
  home_record: optString,
  away_record: optString,
  championships_won: count,
  standing: opt(standingSchema),
});

// ---- seasons ---------------------------------------------------------------------------------

export const seasonSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: optString,
  label: optString,
  start_year: z.number(),
  end_year: optNumber,
  sport: opt(sportSchema),
  level: opt(levelSchema),
  league: optString,
  is_active: flag,
  status: opt(z.enum(["upcoming", "active", "completed"])),
  regular_season_start: optString,
  regular_season_end: optString,
  playoffs_end: optString,
  start_date: optString,
  end_date: optString,
  teams_count: optNumber,
  games_count: optNumber,
  championship: opt(namedRefSchema),
  playoffs_format: optString,
  regular_season_games: optNumber,
  champion: opt(z.object({ id: optNumber, slug: optString, name: z.string(), city: optString, abbreviation: optString })),
  champion_note: optString,
});

// ---- people ----------------------------------------------------------------------------------

const statKeys = [
  "seasons_played", "games_played", "games_started", "points", "field_goals_made", "field_goals_attempted",
  "field_goal_percentage", "rebounds", "assists", "three_pointers_made", "steals", "blocks", "passing_yards",
  "passing_touchdowns", "passing_rating", "rushing_yards", "rushing_touchdowns", "receiving_yards", "receptions",
  "receiving_touchdowns", "tackles", "sacks", "at_bats", "hits", "batting_average", "home_runs", "runs_batted_in",
  "runs", "stolen_bases", "all_star_selections", "championships_won", "mvp_awards",
] as const;
export type CareerStatKey = (typeof statKeys)[number];
export const CAREER_STAT_KEYS: readonly CareerStatKey[] = statKeys;

/** Career totals; `field_goal_percentage` and `batting_average` are fractions (0.512, .301). */
export const careerStatsSchema = z.object(
  Object.fromEntries(statKeys.map((k) => [k, optNumber])) as Record<CareerStatKey, typeof optNumber>,
);

export const playerSchema = z.object({
  id: z.number(),
  slug: optString,
  person: personSchema,
  jersey_number: optString,
  primary_position_name: optString,
  current_team: opt(teamRefSchema),
  sport: opt(sportSchema),
  level: opt(levelSchema),
  height: optString,
  weight: optNumber,
  years_pro: optNumber,
  college: optString,
  draft_year: optNumber,
  draft_round: optNumber,
  draft_pick: optNumber,
  salary: optNumber,
  awards: list(z.string()),
  championships_won: count,
  all_star_selections: count,
  is_active: flag,
  rookie_season: optNumber,
  contract_end_year: optNumber,
  career_stats: opt(careerStatsSchema),
});

export const coachingHistoryEntrySchema = z.object({
  team_id: optNumber,
  team_slug: optString,
  team_name: z.string(),
  start_year: z.number(),
  end_year: optNumber,
  title: optString,
  is_active: flag,
  is_head_coach: flag,
});

export const coachSchema = z.object({
  id: z.number(),
  slug: optString,
  person: personSchema,
  current_team: opt(teamRefSchema),
  sport: opt(sportSchema),
  level: opt(levelSchema),
  title: optString,
  position: optString,
  years_experience: optNumber,
  years_with_current_team: optNumber,
  previous_teams: list(z.object({ name: z.string() })),
  college: optString,
  playing_experience: opt(
    z.object({ sport: optString, position: optString, years_played: optNumber, teams: list(z.string()) }),
  ),
  career_record: opt(
    z.object({
      wins: count,
      losses: count,
      ties: count,
      win_percentage: optNumber,
      playoff_appearances: optNumber,
      playoff_wins: optNumber,
      playoff_losses: optNumber,
    }),
  ),
  championships_won: count,
  awards: list(z.object({ name: z.string(), year: optNumber })),
  specialization: optString,
  coaching_philosophy: optString,
  contract_end_year: optNumber,
  is_head_coach: flag,
  is_active: flag,
  hire_date: optString,
  coaching_history: list(coachingHistoryEntrySchema),
});

// ---- envelopes -------------------------------------------------------------------------------

export function paginatedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: z.number(),
    next: optString,
    previous: optString,
    results: z.array(item),
  });
}

/** Lists read `results`, falling back to a bare array body (spec section 7). */
export function listBodySchema<T extends z.ZodTypeAny>(item: T) {
  return z.union([
    paginatedSchema(item),
    z.array(item).transform((results) => ({ count: results.length, next: null, previous: null, results })),
  ]);
}

/** The backend's error body. */
export const errorBodySchema = z.object({ detail: z.string() }).passthrough();
