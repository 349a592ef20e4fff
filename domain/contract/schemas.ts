/**
 * zod schemas of the backend contract (backend/http/README.md). The client validates every payload
 * with them; the embedded backend's serializers are typed by their output, so both sides agree.
 *
 * Schemas are lenient on input (an external backend may omit optional fields) and strict on output:
 * a missing optional field becomes null, a missing list becomes [], so pages never see undefined.
 */
import { z } from "zod";
import { SEARCH_KINDS } from "../search";
import { BASKETBALL_FIGURES } from "../basketball-stats";

/** Optional on input, `T | null` on output. */
function opt<T extends z.ZodTypeAny>(schema: T) {
  return schema.nullish().transform((v): z.output<T> | null => v ?? null);
}
const optString = opt(z.string());
const optNumber = opt(z.number());
const count = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);
const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
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
  /** Null for an opponent outside the league's division (a college site's non-D-I opponent): no page. */
  slug: optString,
  /** False for such an opponent: its name is drawn without a link (absent: it has a page). */
  has_page: z.boolean().optional(),
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
  /** The coach's page (`/coaches/{slug}`), when the coach is one person with a page. */
  coach_slug: optString,
  /** The game that decided the title (`/scores/{id}`), when it is in the database. */
  deciding_game_id: optNumber,
  record: optString,
  note: optString,
  season_id: optNumber,
  season_name: optString,
  season_slug: optString,
});

export const championshipStatsSchema = z.object({
  /** Games played to decide the titles; null when the records cannot say exactly (docs/rules.md#total-games). */
  total_games: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  team_championships: list(
    z.object({
      team__name: z.string(),
      team__slug: optString,
      team_id: optNumber,
      championships_won: z.number(),
    }),
  ),
  longest_streak: opt(
    z.object({
      team: z.string(),
      team_slug: optString,
      years: z.number(),
      start_year: optNumber,
      end_year: optNumber,
    }),
  ),
  highest_score: optNumber,
  highest_scoring_game: opt(
    z.object({
      year: z.number(),
      title_year: optNumber,
      team_name: z.string(),
      winner_score: z.number(),
      runner_up_score: optNumber,
      runner_up_name: optString,
    }),
  ),
  total_teams: optNumber,
  distinct_champions: optNumber,
});

export const championshipGameSchema = z.object({
  id: optNumber,
  game_date: optString,
  title_year: optNumber,
  edition: optString,
  season: opt(z.object({ id: optNumber, start_year: z.number(), name: optString, slug: optString })),
  /** The game that decided the title (`/scores/{id}`), when it is in the database. */
  deciding_game_id: optNumber,
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
  /** The year the club was founded (curated; may precede its first season), else null. */
  founded_year: optNumber,
  first_season: optNumber,
  /** True when first_season is a curated fact; false when it is only the first season our data holds. */
  first_season_curated: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  /** The championship whose titles championships_won counts, and its first season (start year). */
  tracked_title: opt(z.object({ slug: z.string(), name: z.string(), first_season: optNumber })),
  last_season: optNumber,
  is_active: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
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
  /** Franchise summary (all optional; absent where no source covers the season). */
  games_played: optNumber,
  wins: optNumber,
  losses: optNumber,
  ties: optNumber,
  overtime_losses: optNumber,
  points: optNumber,
  /** The record in the league's own form (domain/team-history.ts formatRecord). */
  record: optString,
  win_percentage: optNumber,
  conference_name: optString,
  division_name: optString,
  division_rank: optNumber,
  /** "1st in Atlantic". */
  finish: optString,
  made_playoffs: opt(z.boolean()),
  /** "Won Stanley Cup", "Lost Conference Final to Florida Panthers 2-4", "Missed playoffs". */
  playoff_result: optString,
  runner_up: flag,
  /** The season's head coaches (managers) where a coach-season row names them, first to last. */
  coaches: list(namedRefSchema),
  /** The season-by-season source the record is read from (no standings row): "hockey-databank/Teams.csv". */
  record_source: optString,
  /** The team's final games of the season in our data: regular season, and the rest (postseason, play-in). */
  regular_games_held: optNumber,
  postseason_games_held: optNumber,
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
  /** Year of death where known: no age is shown. */
  death_year: optNumber,
});

/**
 * A player's figures for one team-season, as far as the open data has them (see
 * domain/rosters.ts for what each league's source covers). Every field is optional.
 */
export const rosterStatsSchema = z.object({
  age: optNumber,
  experience: optNumber,
  games_played: optNumber,
  goals: optNumber,
  assists: optNumber,
  points: optNumber,
  penalty_minutes: optNumber,
  plus_minus: optNumber,
  playoff_games: optNumber,
  playoff_goals: optNumber,
  playoff_assists: optNumber,
  playoff_points: optNumber,
  wins: optNumber,
  losses: optNumber,
  ties_or_otl: optNumber,
  shutouts: optNumber,
  goals_against: optNumber,
  minutes: optNumber,
  postseason_games: optNumber,
  postseason_at_bats: optNumber,
  postseason_runs: optNumber,
  postseason_hits: optNumber,
  postseason_home_runs: optNumber,
  postseason_rbi: optNumber,
  postseason_pitching_games: optNumber,
  postseason_wins: optNumber,
  postseason_losses: optNumber,
  postseason_saves: optNumber,
  postseason_outs_pitched: optNumber,
  postseason_earned_runs: optNumber,
  postseason_strikeouts: optNumber,
  all_star: flag,
  /** NBA: the player's regular-season line for the club (games_played, minutes, points, assists too). */
  games_started: optNumber,
  rebounds: optNumber,
  steals: optNumber,
  blocks: optNumber,
  field_goals: optNumber,
  field_goal_attempts: optNumber,
  three_pointers: optNumber,
  three_point_attempts: optNumber,
  free_throws: optNumber,
  free_throw_attempts: optNumber,
  /** NFL: the list the player was on at the roster file's last recorded week. */
  roster_status: optString,
});

export const rosterEntrySchema = z.object({
  id: z.number(),
  jersey_number: optString,
  is_captain: flag,
  is_starter: flag,
  slug: optString,
  /** The player's page has a game log of this season (`?log=`). */
  game_log: flag,
  position: optString,
  stats: opt(rosterStatsSchema),
  player: z.object({
    id: z.number(),
    slug: optString,
    is_active: flag,
    primary_position_name: optString,
    person: personSchema,
  }),
});

/** The two sides' names and abbreviations as the game's row stores them, and the score: a game and a schedule row alike. */
const sidesShape = {
  home_team_name: optString,
  away_team_name: optString,
  home_team_abbreviation: optString,
  away_team_abbreviation: optString,
  home_score: optNumber,
  away_score: optNumber,
};

/** A row of a team's schedule. Status is `completed` for finished games (docs/rules.md#team-schedule-result). */
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
  home_team_slug: optString,
  away_team_slug: optString,
  ...sidesShape,
  venue_name: optString,
  /** How a final game ended past regulation: OT, 2OT, SO (null: in regulation, or not known). */
  overtime: optString,
  /** Scheduled, but its start has passed with no result: not upcoming, result not available yet. */
  result_pending: flag,
  /** Played at a neutral site: neither club at home (docs/rules.md#neutral-sites). */
  neutral_site: flag,
  /** The dataset the game comes from, for its attribution (Retrosheet's notice). */
  source: z.string().nullish(),
});

// ---- MLB postseason box scores (Retrosheet event files) ---------------------------------------

const boxCount = z.number().int();
const boxPlayer = { name: z.string(), player_slug: z.string().nullable() };
export const baseballBoxBatterSchema = z.object({
  ...boxPlayer,
  positions: z.string(),
  ab: boxCount,
  r: boxCount,
  h: boxCount,
  rbi: boxCount,
  bb: boxCount,
  so: boxCount,
  doubles: boxCount,
  triples: boxCount,
  hr: boxCount,
  sb: boxCount,
});
export const baseballBoxPitcherSchema = z.object({
  ...boxPlayer,
  outs: boxCount,
  h: boxCount,
  r: boxCount,
  er: boxCount.nullable(),
  bb: boxCount,
  so: boxCount,
  hr: boxCount,
  decision: z.enum(["W", "L", "S"]).nullable(),
});
export const baseballPlaySchema = z.object({
  inning: boxCount,
  half: z.enum(["top", "bottom"]),
  text: z.string(),
  outs: boxCount,
  away_score: boxCount,
  home_score: boxCount,
});
const bySide = <T extends z.ZodTypeAny>(t: T) => z.object({ away: z.array(t), home: z.array(t) });
const teamFigure = boxCount.nullable();
/**
 * A club's side of an MLB game from its Retrosheet game log row: batting, pitching and fielding
 * totals (null where the row leaves a figure blank), the starting pitcher, the nine starters in
 * batting order (position 1-9 as scored, 10 designated hitter; null unless the row names all nine)
 * and the pitchers of record credited to the club (W, L, S and the game-winning RBI, GWRBI).
 */
export const baseballTeamLineSchema = z.object({
  ab: teamFigure,
  h: teamFigure,
  doubles: teamFigure,
  triples: teamFigure,
  hr: teamFigure,
  rbi: teamFigure,
  sh: teamFigure,
  sf: teamFigure,
  hbp: teamFigure,
  bb: teamFigure,
  ibb: teamFigure,
  so: teamFigure,
  sb: teamFigure,
  cs: teamFigure,
  gidp: teamFigure,
  ci: teamFigure,
  lob: teamFigure,
  pitchers: teamFigure,
  er: teamFigure,
  team_er: teamFigure,
  wp: teamFigure,
  balks: teamFigure,
  po: teamFigure,
  a: teamFigure,
  e: teamFigure,
  pb: teamFigure,
  dp: teamFigure,
  tp: teamFigure,
  starter: z.object(boxPlayer).nullable(),
  lineup: z.array(z.object({ ...boxPlayer, position: z.number().int().min(1).max(10) })).nullable(),
  decisions: z.array(z.object({ ...boxPlayer, role: z.enum(["W", "L", "S", "GWRBI"]) })),
});
/**
 * An MLB game's box score and play-by-play (postseason, event files; empty lists where the game has
 * none) and each club's game log side (`teams`: null where the game log holds nothing for it).
 */
export const baseballBoxScoreSchema = z.object({
  batting: bySide(baseballBoxBatterSchema),
  pitching: bySide(baseballBoxPitcherSchema),
  plays: z.array(baseballPlaySchema),
  teams: z.object({ away: baseballTeamLineSchema.nullable(), home: baseballTeamLineSchema.nullable() }),
});

// ---- games and standings --------------------------------------------------------------------

/**
 * A game the sources give no day for (docs/rules.md#undated-games): its season, teams (slug null
 * for a team without a page) and score; never a date.
 */
export const undatedGameSchema = z.object({
  id: z.number(),
  season: z.number(),
  league: z.string(),
  home_team: z.object({ id: z.number(), slug: z.string().nullable(), name: z.string() }),
  away_team: z.object({ id: z.number(), slug: z.string().nullable(), name: z.string() }),
  home_score: z.number().nullable(),
  away_score: z.number().nullable(),
  /** OT, 2OT ... when the source says. */
  period: z.string().nullable(),
  neutral_site: z.boolean(),
  /** The neutral site as the source words it (`Omaha, Neb.`). */
  venue_name: z.string().nullable(),
  /** regular or postseason (college baseball: the College World Series games at Omaha). */
  game_type: z.string(),
});

export const gameStatusSchema = z.string();

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
  ...sidesShape,
  status: gameStatusSchema,
  game_date: z.string(),
  game_time: optString,
  period: optString,
  quarter: optString,
  time_remaining: optString,
  venue: opt(
    z.object({ id: optNumber, name: optString, capacity: optNumber, city: optString, state: optString }),
  ),
  venue_name: optString,
  weather: optString,
  attendance: optNumber,
  officials: list(z.object({ position: optString, name: z.string() })),
  week: optNumber,
  game_type: optString,
  /**
   * Scheduled, but its start (Eastern date and time) has passed with no live or final status: the
   * result is not available yet, and the game is never counted as upcoming.
   */
  result_pending: flag,
  /**
   * Played at a neutral site (the source says so, or the round is always played at one: title
   * games, Super Bowls, NCAA tournaments): `home_team`/`away_team` are the designated sides only.
   */
  neutral_site: flag,
  /** A playoff game's series: its number and the standing after it (game detail only). */
  series: opt(z.object({ game_number: z.number(), games_in_series: z.number(), summary: z.string() })),
  /** Game logs (Retrosheet): runs by inning, null for a half-inning not batted. */
  line_score: opt(z.object({ away: z.array(z.number().nullable()), home: z.array(z.number().nullable()) })),
  duration_minutes: optNumber,
  day_night: opt(z.enum(["day", "night"])),
  /** 1 or 2 in a doubleheader. */
  game_number: optNumber,
  managers: opt(z.object({ home: optString, away: optString })),
  /** A suspended game finished on this later day (`game_date` is the day it began). */
  completed_date: optString,
  /** The dataset the game comes from (e.g. retrosheet, fivethirtyeight), for its attribution. */
  source: optString,
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

/** A team's record over one kind of games of a season (regular season or playoffs), from its games. */
export const recordSplitSchema = z.object({
  games_played: count,
  wins: count,
  losses: count,
  ties: count,
  /** Hockey: losses in overtime or a shootout (null when the games carry no OT/SO marker). */
  overtime_losses: optNumber,
  /** In the league's own form (W-L-OTL, W-L-T, W-L); null where that form cannot be told. */
  record: optString,
  win_percentage: optNumber,
  points_for: optNumber,
  points_against: optNumber,
  home_record: optString,
  away_record: optString,
});

/**
 * A team's season. The top-level record fields are the regular season only (the contract's fields);
 * `regular_season` and `postseason` keep the two apart, `summary` is the season's row of the
 * franchise summary (covers seasons before the games data), `totals` the source's team totals.
 */
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
  regular_season: opt(recordSplitSchema),
  postseason: opt(recordSplitSchema),
  /**
   * The postseason games by what the league calls them (domain/postseason-games.ts): "Playoffs",
   * "NCAA Tournament", "Bowls" and, from 2014, "College Football Playoff"; each with its games.
   */
  postseason_parts: list(
    z.object({ name: z.string(), split: recordSplitSchema, game_ids: list(z.number()) }),
  ),
  summary: opt(teamSeasonSchema),
  totals: opt(z.record(z.string(), z.number().nullable())),
  totals_source: optString,
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
  champion: opt(
    z.object({ id: optNumber, slug: optString, name: z.string(), city: optString, abbreviation: optString }),
  ),
  champion_note: optString,
});

// ---- people ----------------------------------------------------------------------------------

const statKeys = [
  "seasons_played",
  "games_played",
  "games_started",
  "points",
  "field_goals_made",
  "field_goals_attempted",
  "field_goal_percentage",
  "rebounds",
  "assists",
  "three_pointers_made",
  "steals",
  "blocks",
  "passing_yards",
  "passing_touchdowns",
  "passing_rating",
  "rushing_yards",
  "rushing_touchdowns",
  "receiving_yards",
  "receptions",
  "receiving_touchdowns",
  "tackles",
  "sacks",
  "at_bats",
  "hits",
  "batting_average",
  "home_runs",
  "runs_batted_in",
  "runs",
  "stolen_bases",
  // Pitching (MLB regular season, summed from the Lahman lines).
  "games_pitched",
  "pitching_wins",
  "pitching_losses",
  "saves",
  "strikeouts_pitched",
  "earned_run_average",
  "all_star_selections",
  "championships_won",
  "mvp_awards",
  // Hockey (Hockey Databank, Hockey-Reference): skaters' goals and penalty minutes; goalies' record,
  // goals and shots against (a season's save percentage is derived from them) and average.
  "goals",
  "penalty_minutes",
  "goalie_wins",
  "goalie_losses",
  "goalie_ties_or_otl",
  "shutouts",
  "goals_against",
  "shots_against",
  "goals_against_average",
] as const;
export type CareerStatKey = (typeof statKeys)[number];

const statsShape = Object.fromEntries(statKeys.map((k) => [k, optNumber])) as Record<
  CareerStatKey,
  typeof optNumber
>;

/** Postseason batting totals (Lahman has no regular-season batting in the copy we hold). */
export const postseasonStatsSchema = z.object({
  seasons: optNumber,
  games_played: optNumber,
  at_bats: optNumber,
  runs: optNumber,
  hits: optNumber,
  home_runs: optNumber,
  runs_batted_in: optNumber,
  stolen_bases: optNumber,
  batting_average: optNumber,
});

/** Career totals; `field_goal_percentage` and `batting_average` are fractions (0.512, .301). */
export const careerStatsSchema = z.object({ ...statsShape, postseason: opt(postseasonStatsSchema) });

/** One season of a player with one team (a season's figures use the career keys). */
export const playerSeasonSchema = z.object({
  season: z.number(),
  team_id: optNumber,
  team_slug: optString,
  team_name: optString,
  league: optString,
  stats: z
    .object(statsShape)
    .nullish()
    .transform((v) => v ?? null),
});

/** A coach's record in one season with one team. */
export const coachSeasonSchema = z.object({
  season: z.number(),
  team_id: optNumber,
  team_slug: optString,
  team_name: z.string(),
  wins: optNumber,
  losses: optNumber,
  ties: optNumber,
  playoff_wins: optNumber,
  playoff_losses: optNumber,
  won_title: flag,
});

// ---- MLB regular-season lines (Lahman) -------------------------------------------------------

/** Where a line belongs: stint 0 is the season's total (team "TOT" over several clubs). */
const lineKeyShape = {
  season: z.number(),
  stint: z.number(),
  team_code: z.string(),
  team_name: optString,
  team_slug: optString,
  league: z.string(),
};

export const battingLineSchema = z.object({
  ...lineKeyShape,
  g: count,
  pa: count,
  ab: count,
  r: count,
  h: count,
  doubles: count,
  triples: count,
  hr: count,
  rbi: optNumber,
  sb: optNumber,
  cs: optNumber,
  bb: count,
  so: optNumber,
  ibb: optNumber,
  hbp: optNumber,
  sh: optNumber,
  sf: optNumber,
  gidp: optNumber,
});

export const pitchingLineSchema = z.object({
  ...lineKeyShape,
  w: count,
  l: count,
  g: count,
  gs: count,
  cg: count,
  sho: count,
  sv: count,
  ip_outs: count,
  h: count,
  r: count,
  er: count,
  hr: count,
  bb: count,
  so: count,
  hbp: optNumber,
  bfp: optNumber,
});

export const fieldingLineSchema = z.object({
  ...lineKeyShape,
  pos: z.string(),
  g: count,
  gs: optNumber,
  inn_outs: optNumber,
  po: count,
  a: count,
  e: count,
  dp: count,
});

/**
 * The figures of a line (its fields past the line key), in the contract's order: what a player's
 * line carries and a team season's lines sum.
 */
/** Each key an optional number. */
function numbersOf<K extends string>(keys: readonly K[]): Record<K, typeof optNumber> {
  return Object.fromEntries(keys.map((key) => [key, optNumber])) as Record<K, typeof optNumber>;
}

function lineFigures<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return Object.keys(schema.shape).filter((key) => !(key in lineKeyShape)) as Exclude<
    keyof S & string,
    keyof typeof lineKeyShape
  >[];
}
export const BATTING_FIGURES = lineFigures(battingLineSchema);
export const PITCHING_FIGURES = lineFigures(pitchingLineSchema);
export const FIELDING_FIGURES = lineFigures(fieldingLineSchema);

/** The game of a player's postseason game line: where, against whom, and the final score. */
const baseballGameKeyShape = {
  season: z.number(),
  /** A World Series game (the MLB title), else an earlier postseason round's. */
  world_series: z.boolean(),
  game_slug: z.string(),
  game_date: z.string(),
  team_code: optString,
  opponent_code: optString,
  home: z.boolean(),
  team_score: optNumber,
  opponent_score: optNumber,
};

/** A batter's line of one postseason game (Retrosheet event files): lineup slot and positions played. */
export const baseballGameBattingSchema = z.object({
  ...baseballGameKeyShape,
  slot: optNumber,
  positions: optString,
  ab: z.number(),
  r: z.number(),
  h: z.number(),
  doubles: z.number(),
  triples: z.number(),
  hr: z.number(),
  rbi: z.number(),
  bb: z.number(),
  so: z.number(),
  sb: z.number(),
});

/** A pitcher's line of one postseason game; `decision` W, L or S where he had one. */
export const baseballGamePitchingSchema = z.object({
  ...baseballGameKeyShape,
  outs: z.number(),
  h: z.number(),
  r: z.number(),
  er: optNumber,
  bb: z.number(),
  so: z.number(),
  hr: z.number(),
  decision: optString,
});

/**
 * A player's regular-season lines; `through` is the last season the source holds. `batting_games`
 * and `pitching_games`: his postseason game lines, 1903 on (the box scores of the event files).
 */
export const baseballLinesSchema = z.object({
  through: z.number(),
  /** What the lines cover when they are not Lahman's MLB regular seasons (college baseball's full seasons). */
  note: optString,
  batting: list(battingLineSchema),
  pitching: list(pitchingLineSchema),
  fielding: list(fieldingLineSchema),
  batting_games: list(baseballGameBattingSchema),
  pitching_games: list(baseballGamePitchingSchema),
});

/**
 * An NBA, BAA or ABA regular-season line: stint 0 the season (team "TOT" over several clubs), then
 * a traded player's clubs; a figure the season did not record is null.
 */
export const basketballLineSchema = z.object({
  ...lineKeyShape,
  ...numbersOf(BASKETBALL_FIGURES),
});

const basketballBoxFigureShape = {
  /** Minutes played, in seconds (whole minutes where the source gives only those). */
  seconds: optNumber,
  fg: z.number(),
  fga: z.number(),
  x3p: z.number(),
  x3pa: z.number(),
  ft: z.number(),
  fta: z.number(),
  orb: z.number(),
  drb: z.number(),
  trb: z.number(),
  ast: z.number(),
  stl: z.number(),
  blk: z.number(),
  tov: z.number(),
  pf: z.number(),
  pts: z.number(),
  plus_minus: optNumber,
};

/** A game-log line's figures: the box score's, but for the offensive and defensive rebound split. */
const { orb: _orb, drb: _drb, ...basketballGameFigureShape } = basketballBoxFigureShape;

/** A game-log line's figures, in the contract's order (picked from the stored game line). */
export const BASKETBALL_GAME_FIGURES = Object.keys(
  basketballGameFigureShape,
) as (keyof typeof basketballGameFigureShape)[];
/** The box score's counted figures, which a team's totals sum (minutes and plus-minus are not summed). */
export const BASKETBALL_BOX_SUMS = Object.keys(basketballBoxFigureShape).filter(
  (k) => k !== "seconds" && k !== "plus_minus",
) as Exclude<keyof typeof basketballBoxFigureShape, "seconds" | "plus_minus">[];

/** An NBA player's line in one game of his game log (the box scores' lines), with the game's result. */
export const basketballGameLineSchema = z.object({
  season: z.number(),
  /** A playoff game's line (NBA.com playoff box scores) or a regular-season game's. */
  playoffs: z.boolean(),
  /** A player who did not play: the reason the box score gives ("DNP - Coach's Decision"). */
  dnp: optString,
  game_slug: optString,
  game_date: z.string(),
  team_code: z.string(),
  opponent_code: optString,
  home: z.boolean(),
  team_score: optNumber,
  opponent_score: optNumber,
  ...basketballGameFigureShape,
});

/**
 * A player's basketball lines; `through` is the last season the sources hold (start year). `games`:
 * his game lines where box scores are held (NBA regular seasons from 2015-16), by date.
 */
export const basketballLinesSchema = z.object({
  through: z.number(),
  lines: list(basketballLineSchema),
  games: list(basketballGameLineSchema),
});

// ---- NFL offensive lines (nflverse) --------------------------------------------------------------

const footballFigureShape = {
  pass_cmp: z.number(),
  pass_att: z.number(),
  pass_yds: z.number(),
  pass_td: z.number(),
  pass_int: z.number(),
  sacks: z.number(),
  rush_att: z.number(),
  rush_yds: z.number(),
  rush_td: z.number(),
  rec: z.number(),
  targets: z.number(),
  rec_yds: z.number(),
  rec_td: z.number(),
  fumbles_lost: z.number(),
};

/**
 * An NFL season line: REG or POST (`season_type`), stint 0 the season (team "TOT" over several
 * clubs), then each club; 2024 REG from the season totals, which name no club (team_code "").
 */
export const footballSeasonLineSchema = z.object({
  ...lineKeyShape,
  season_type: z.enum(["REG", "POST"]),
  ...footballFigureShape,
});

/** The counted figures of an NFL line, in the contract's order. */
export const FOOTBALL_FIGURES = Object.keys(footballFigureShape) as (keyof typeof footballFigureShape)[];

/** An NFL line of one game; `opponent_code` only where the source names it (2018 on). */
export const footballGameLineSchema = z.object({
  season: z.number(),
  week: z.number(),
  season_type: z.enum(["REG", "POST"]),
  team_code: z.string(),
  opponent_code: optString,
  game_slug: optString,
  game_date: optString,
  ...footballFigureShape,
});

/**
 * An NFL defence line, regular season 2018-2021 (Pro-Football-Reference's advanced table): one per
 * season; a traded player's season is one total (team "TOT"), the source splits no clubs. `tackles`
 * are combined tackles (no solo/assisted split); sacks count halves.
 */
export const footballDefenseLineSchema = z.object({
  ...lineKeyShape,
  games: z.number(),
  games_started: z.number(),
  tackles: z.number(),
  def_sacks: z.number(),
  def_int: z.number(),
});

/**
 * A player's NFL lines: `from` and `through` are the first and last seasons the offence sources hold
 * (1999, 2024); game lines run to 2023 (2024 is a season total). `defense`: 2018-2021 (`defense_from`,
 * `defense_through`); empty where the player has no defensive line.
 */
export const footballLinesSchema = z.object({
  from: z.number(),
  through: z.number(),
  seasons: list(footballSeasonLineSchema),
  games: list(footballGameLineSchema),
  defense_from: z.number(),
  defense_through: z.number(),
  defense: list(footballDefenseLineSchema),
});

// ---- box scores (/api/games/games/{id}/box-score/) ------------------------------------------------

/** A player of a box score: the name as the source gives it, linked where he is one of our players. */
const boxPlayerShape = { player_id: optNumber, player_slug: optString, player_name: z.string() };
/** Which team of the game a box-score side is; `team_code` is the source's abbreviation. */
const boxSideShape = { side: z.enum(["away", "home"]), team_code: z.string(), team_name: z.string() };

/** An NFL player's offensive line in one game (nflverse weekly statistics). */
export const footballBoxLineSchema = z.object({ ...boxPlayerShape, ...footballFigureShape });

/** An NFL box score: each team's players' passing, rushing and receiving (no defence or kicking). */
export const footballBoxScoreSchema = z.object({
  kind: z.literal("football"),
  game_id: z.number(),
  teams: list(z.object({ ...boxSideShape, players: list(footballBoxLineSchema) })),
});

/** An NBA player's line in one game; `starter` null where the source does not say, `dnp` the reason he did not play. */
export const basketballBoxLineSchema = z.object({
  ...boxPlayerShape,
  starter: opt(z.boolean()),
  dnp: optString,
  ...basketballBoxFigureShape,
});

/** An NBA box score: each team's players (starters first where the source says) and its totals. */
export const basketballBoxScoreSchema = z.object({
  kind: z.literal("basketball"),
  game_id: z.number(),
  /** The dataset of the lines (nba-stats: NBA.com game logs). */
  source: z.string(),
  teams: list(
    z.object({
      ...boxSideShape,
      players: list(basketballBoxLineSchema),
      totals: z.object(basketballBoxFigureShape),
    }),
  ),
});

/** A game our data holds no box score for. */
export const noBoxScoreSchema = z.object({ kind: z.literal("none"), game_id: z.number() });

/** A game's box score by sport (`kind`); other sports join the union as their data arrives. */
export const boxScoreSchema = z.discriminatedUnion("kind", [
  footballBoxScoreSchema,
  basketballBoxScoreSchema,
  noBoxScoreSchema,
]);

/** A player's figures for one club in one season: every stint with that club summed (never his other clubs'). */
const teamLinePlayerShape = { player_id: z.number(), player_slug: optString, player_name: z.string() };
const lineKeyMask = {
  season: true,
  stint: true,
  team_code: true,
  team_name: true,
  team_slug: true,
  league: true,
} as const;
export const teamBattingLineSchema = battingLineSchema.omit(lineKeyMask).extend(teamLinePlayerShape);
export const teamPitchingLineSchema = pitchingLineSchema.omit(lineKeyMask).extend(teamLinePlayerShape);

/** An NFL player's regular-season offence for one club: his weekly lines with that club summed. */
export const teamFootballLineSchema = z.object({
  ...teamLinePlayerShape,
  games: z.number(),
  ...footballFigureShape,
});

/**
 * A team season's players (/api/teams/teams/{id}/player-lines/): an MLB club's batting and pitching
 * lines, an NFL club's offence from the weekly lines (1999-2023).
 */
export const teamPlayerLinesSchema = z.object({
  season: z.number(),
  /** The last season the source holds. */
  through: z.number(),
  /** What the lines cover when they are not Lahman's MLB regular seasons (college baseball's full seasons). */
  note: optString,
  batting: list(teamBattingLineSchema),
  pitching: list(teamPitchingLineSchema),
  football: list(teamFootballLineSchema),
});

/** A row of a leader board (/api/leaders/): a career (first-last season) or one season with its club. */
export const leaderRowSchema = z.object({
  rank: z.number(),
  value: z.number(),
  /** What a rate rests on: plate appearances (batting) or outs pitched. */
  basis: optNumber,
  player_id: z.number(),
  player_slug: optString,
  player_name: z.string(),
  season: optNumber,
  team_slug: optString,
  team_name: optString,
  first_season: optNumber,
  last_season: optNumber,
});

/**
 * A row of a finder (/api/finder/): a player's season (`season`, its clubs), career
 * (`first_season`-`last_season`), line in one game (`game_id`, `game_date`, the opponent and the
 * score) or a team's season (`team_*`, no player).
 */
export const finderRowSchema = z.object({
  /** Null on a team's season, and on a game's line of a player the box score names but we do not hold. */
  player_id: optNumber,
  player_slug: optString,
  /** "" on a team's season. */
  player_name: z.string(),
  position: optString,
  season: optNumber,
  /** Age in the season by the league's rule (domain/finder.ts AGE_DATE); null without a birth date or on a career. */
  age: optNumber,
  first_season: optNumber,
  last_season: optNumber,
  seasons: optNumber,
  /** The source's league (AL, NL, "MLB" over both); null on a career. */
  league: optString,
  /** The season's club, or "TOT" over several (then `teams` names each). */
  team_code: optString,
  team_name: optString,
  team_slug: optString,
  teams: z.array(z.object({ code: z.string(), name: optString, slug: optString })),
  /** Single games: the game (its page is /scores/{game_id}), its date, the side and the opponent. */
  game_id: optNumber,
  game_date: optString,
  at_home: opt(z.boolean()),
  opponent_code: optString,
  opponent_name: optString,
  opponent_slug: optString,
  team_score: optNumber,
  opponent_score: optNumber,
  /** Every statistic of the group by its registry key; null where the lines do not record it. */
  stats: z.record(z.string(), z.number().nullable()),
});

/** One of a player's most similar careers (domain/similarity.ts). */
export const similarPlayerSchema = z.object({
  rank: z.number(),
  /** The similarity score, 1000 for identical careers (one decimal). */
  score: z.number(),
  player_id: z.number(),
  player_slug: optString,
  player_name: z.string(),
  first_season: optNumber,
  last_season: optNumber,
});

/**
 * MLB: the ten most similar batting and pitching careers by Bill James's similarity scores as
 * Baseball-Reference publishes them, over career totals through `through` (detail only).
 */
export const similarPlayersSchema = z.object({
  through: z.number(),
  batting: list(similarPlayerSchema),
  pitching: list(similarPlayerSchema),
});

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
  /** The player's last season in the source (start year). */
  last_season: optNumber,
  /**
   * Where the player's source ends while the career may go on: the last season the figures cover
   * (start year). Null when the source shows the whole career (or is kept current).
   */
  figures_through: optNumber,
  /** Season by season (detail only; empty in lists). */
  seasons: list(playerSeasonSchema),
  /** MLB: regular-season batting, pitching and fielding lines (detail only; null elsewhere). */
  baseball_lines: opt(baseballLinesSchema),
  /** NBA, BAA and ABA: regular-season lines (detail only; null elsewhere). */
  basketball_lines: opt(basketballLinesSchema),
  /** NFL: offensive season and game lines 1999-2024, defence 2018-2021 (detail only; null elsewhere). */
  football_lines: opt(footballLinesSchema),
  /** MLB: the most similar careers (detail only; null elsewhere and for a career too short to compare). */
  similar_players: opt(similarPlayersSchema),
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
  /** True when years_experience is the whole head-coaching career; else it counts the seasons of experience_from-experience_to our data holds. */
  experience_is_career: flag,
  experience_from: optNumber,
  experience_to: optNumber,
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
  /** True only where the record covers the whole head-coaching career (a source or curated facts). */
  record_is_career: flag,
  /** The seasons the record counts (start years) and where it comes from. */
  record_from: optNumber,
  record_to: optNumber,
  record_source: optString,
  /** The source's first season when the record starts with it and the career began earlier: "since 1999". */
  record_since: optNumber,
  /** Season by season where a source has it (detail only; empty in lists). */
  seasons: list(coachSeasonSchema),
});

// ---- site search (/api/search/) ------------------------------------------------------------

export const searchKindSchema = z.enum(SEARCH_KINDS);

export const searchResultSchema = z.object({
  kind: searchKindSchema,
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** How the query met its names: exact, prefix (of a name), word (start of a word in a name), text (other words). */
  match: z.enum(["exact", "prefix", "word", "text"]),
  sport: opt(sportSchema),
  level: opt(levelSchema),
  /** Years active: a team's first and last season (null while active), a person's known span, a championship's title years. */
  first_year: optNumber,
  last_year: optNumber,
  /** A person's current (or last) team; a season's champion. */
  team: opt(z.object({ slug: optString, name: z.string() })),
  /** A position, a coach's title, a league. */
  detail: optString,
  /** The other name the query found it by (a former name or nickname), with its years. */
  matched_name: opt(z.object({ name: z.string(), first_year: optNumber, last_year: optNumber })),
});

export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(searchResultSchema),
});

export const searchResponseSchema = z.object({
  query: z.string(),
  /** Every kind, in SEARCH_KINDS order, each with its count (results only for the requested kind). */
  groups: z.array(searchGroupSchema),
});

/** Headline figures of a filtered player list (`people/players/summary/`). */
/**
 * `active` is null where no source reaches the current season: one that does marks someone active,
 * so a 0 would only say that our sources end earlier.
 */
export const playersSummarySchema = z.object({
  count: z.number(),
  active: optNumber,
  sports: count,
  positions: count,
});

/** Headline figures of a filtered coach list (`people/coaches/summary/`). */
/** `average_years` averages the `average_years_of` coaches whose seasons count is the whole career. */
export const coachesSummarySchema = z.object({
  count: z.number(),
  /** Null where no source reaches the current season (as for players). */
  active: optNumber,
  championships: count,
  average_years: optNumber,
  average_years_of: count,
  sports: count,
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

/** Lists read `results`, falling back to a bare array body (docs/rules.md#api-fallbacks). */
export function listBodySchema<T extends z.ZodTypeAny>(item: T) {
  return z.union([
    paginatedSchema(item),
    z.array(item).transform((results) => ({ count: results.length, next: null, previous: null, results })),
  ]);
}

/** The backend's error body. */
export const errorBodySchema = z.object({ detail: z.string() }).passthrough();

// ---- analytics and data quality (this product's own endpoints, beyond the spec's API contract) ---------

export const analyticsKpiSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: optNumber,
  display: optString,
  subject: optString,
  detail: optString,
});

export const analyticsChartSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(["bar", "line"]),
  unit: z.string(),
  series: z.array(
    z.object({ name: z.string(), points: z.array(z.object({ label: z.string(), value: z.number() })) }),
  ),
});

/** GET /api/analytics/figures/: four KPIs and the charts of a category and timeframe. */
export const analyticsFiguresSchema = z.object({
  category: z.string(),
  timeframe: z.string(),
  /** Date range of date-based timeframes (week, month, year); null for season and all time. */
  start: optString,
  end: optString,
  /** Per sport, the seasons of the games in range. */
  seasons: list(z.object({ sport: z.string(), first: z.number(), last: z.number(), count: z.number() })),
  games: count,
  titles: count,
  kpis: list(analyticsKpiSchema),
  charts: list(analyticsChartSchema),
  notes: list(z.string()),
  computed_at: z.string(),
});

export const dataQualityItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  score: optNumber,
  passed: optNumber,
  total: optNumber,
  status: optString,
  detail: optString,
  season: optNumber,
});

/** GET /api/analytics/data-quality/: the figures the database build computed. */
export const dataQualityReportSchema = z.object({
  computed_at: optString,
  overall: optNumber,
  /** On a sport site: the championship(s) the per-league figures (accuracy, freshness) cover. */
  league: optString,
  metrics: list(dataQualityItemSchema),
  completeness: list(dataQualityItemSchema),
  accuracy: list(dataQualityItemSchema),
  freshness: list(dataQualityItemSchema),
  consistency: list(dataQualityItemSchema),
  sources: list(dataQualityItemSchema),
  rules: list(dataQualityItemSchema),
});
