/**
 * The database as Kysely sees it. One interface per table; `backend/db/migrations.ts` creates them.
 *
 * Conventions that keep one set of queries valid on SQLite and PostgreSQL:
 * - ids are plain integers assigned by the build (stable across rebuilds of the same data), so no
 *   autoincrement/serial differences;
 * - flags are integers 0/1 (SQLite has no boolean type);
 * - dates are ISO `yyyy-mm-dd` text, which sorts and compares correctly in both;
 * - lists and objects that are only ever read whole (officials, awards, career stats) are JSON text.
 */

export type Flag = 0 | 1;

export interface SportsTable {
  id: number;
  slug: string;
  name: string;
  abbreviation: string;
  sort_order: number;
}

export interface LevelsTable {
  id: number;
  slug: string;
  name: string;
  sort_order: number;
}

export interface ConferencesTable {
  id: number;
  slug: string;
  name: string;
  sport_id: number;
  level_id: number;
}

export interface DivisionsTable {
  id: number;
  slug: string;
  name: string;
  conference_id: number | null;
  sport_id: number;
  level_id: number;
}

export interface VenuesTable {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  capacity: number | null;
  opened_year: number | null;
}

/** A franchise (pro) or program (college): keeps its id across relocations and renames. */
export interface TeamsTable {
  id: number;
  slug: string;
  sport_id: number;
  level_id: number;
  /** The league file it came from: nfl, nba, mlb, nhl, cfb, cbb, cbs, chk. */
  league_key: string;
  name: string;
  short_name: string | null;
  school: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  abbreviation: string | null;
  founded_year: number | null;
  /** First season known to the database (founded year, else earliest identity or title). */
  first_season: number | null;
  /** Start year of the last season of a defunct franchise; null while active. */
  last_season: number | null;
  conference_id: number | null;
  division_id: number | null;
  home_venue_id: number | null;
}

/** A name a franchise played under, for a range of seasons (start years, inclusive). */
export interface TeamIdentitiesTable {
  id: number;
  team_id: number;
  name: string;
  city: string | null;
  abbreviation: string | null;
  /** Null: used since before the first season we know of. */
  first_season: number | null;
  last_season: number | null;
}

export interface ChampionshipsTable {
  id: number;
  slug: string;
  name: string;
  official_name: string | null;
  description: string | null;
  trophy_name: string | null;
  sport_id: number;
  level_id: number;
  league_key: string;
  league: string;
  /** First title year (Super Bowl I: 1967). */
  first_year: number;
  /** Season start year of the first edition (Super Bowl I: 1966). */
  first_season: number;
  last_year: number | null;
  format: string | null;
  total_teams: number | null;
  sort_order: number;
}

/** One season of one sport at one level. */
export interface SeasonsTable {
  id: number;
  slug: string;
  name: string;
  sport_id: number;
  level_id: number;
  championship_id: number | null;
  league: string | null;
  start_year: number;
  end_year: number;
  regular_season_start: string | null;
  regular_season_end: string | null;
  playoffs_end: string | null;
  start_date: string | null;
  end_date: string | null;
  regular_season_games: number | null;
  playoffs_format: string | null;
  /** Teams that played (from standings or games); null when no data says. */
  teams_count: number | null;
  games_count: number | null;
  /** The champion record of this season, if the title was decided. */
  champion_id: number | null;
}

/** One edition of a championship (a row of backend/data/champions/{slug}.csv). */
export interface ChampionsTable {
  id: number;
  championship_id: number;
  season_id: number | null;
  /** Season start year (Super Bowl LVIII: 2023). */
  year: number;
  /** Year the title was decided (Super Bowl LVIII: 2024). */
  title_year: number | null;
  edition: string | null;
  /** Null when the edition was not held (see note). */
  team_id: number | null;
  team_name: string | null;
  team_city: string | null;
  team_abbreviation: string | null;
  runner_up_team_id: number | null;
  runner_up_name: string | null;
  runner_up_city: string | null;
  winner_score: number | null;
  runner_up_score: number | null;
  overtime: string | null;
  series: string | null;
  game_date: string | null;
  venue: string | null;
  city: string | null;
  state: string | null;
  mvp: string | null;
  coach: string | null;
  record: string | null;
  note: string | null;
}

export type GameStatus = "scheduled" | "live" | "final" | "postponed";

export interface GamesTable {
  id: number;
  slug: string;
  sport_id: number;
  level_id: number;
  season_id: number | null;
  season_start_year: number | null;
  championship_id: number | null;
  home_team_id: number;
  away_team_id: number;
  /** Names of the time; filled from team identities by the build when an importer leaves them null. */
  home_team_name: string | null;
  away_team_name: string | null;
  home_team_city: string | null;
  away_team_city: string | null;
  home_team_abbreviation: string | null;
  away_team_abbreviation: string | null;
  home_score: number | null;
  away_score: number | null;
  status: GameStatus;
  /** US Eastern calendar date, yyyy-mm-dd. */
  game_date: string;
  /** Local start time HH:MM (24h), when known. */
  game_time: string | null;
  period: string | null;
  time_remaining: string | null;
  venue_id: number | null;
  venue_name: string | null;
  attendance: number | null;
  weather: string | null;
  /** JSON: [{position, name}]. */
  officials: string | null;
  week: number | null;
  /** regular, preseason, postseason, championship ... */
  game_type: string | null;
  source: string | null;
}

export interface StandingsTable {
  id: number;
  season_id: number | null;
  season_start_year: number;
  sport_id: number;
  level_id: number;
  team_id: number;
  team_name: string | null;
  conference_id: number | null;
  division_id: number | null;
  conference_name: string | null;
  division_name: string | null;
  rank: number | null;
  wins: number;
  losses: number;
  ties: number;
  points: number | null;
  win_percentage: number | null;
  games_played: number | null;
  games_behind: number | null;
  streak: string | null;
  streak_type: string | null;
  playoff_position: string | null;
  home_record: string | null;
  away_record: string | null;
  division_record: string | null;
  conference_record: string | null;
  last_updated: string | null;
  /** Added by 0002: rank within the conference and the whole league (rank is within the division). */
  conference_rank: number | null;
  league_rank: number | null;
  /** Hockey: losses in overtime or shootout (also counted in `ties`, the spec's "ties or OTL" field). */
  overtime_losses: number | null;
  points_for: number | null;
  points_against: number | null;
  /** Added by 0003: which tiebreak decided the club's rank among clubs level on record, if any. */
  tiebreak: string | null;
}

export interface PeopleTable {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  birth_city: string | null;
  birth_state: string | null;
  birth_country: string | null;
  college: string | null;
  height_inches: number | null;
  weight_pounds: number | null;
}

export interface PlayersTable {
  id: number;
  slug: string;
  person_id: number;
  sport_id: number;
  level_id: number;
  current_team_id: number | null;
  jersey_number: string | null;
  primary_position_name: string | null;
  years_pro: number | null;
  draft_year: number | null;
  draft_round: number | null;
  draft_pick: number | null;
  salary: number | null;
  is_active: Flag;
  /** Start year of the player's first season (rookies list). */
  rookie_season: number | null;
  contract_end_year: number | null;
  championships_won: number;
  all_star_selections: number;
  /** JSON object of career totals (see CareerStats in app/api/schemas.ts). */
  career_stats: string | null;
  /** JSON array of award texts. */
  awards: string | null;
}

export interface RosterEntriesTable {
  id: number;
  team_id: number;
  season_id: number | null;
  season_start_year: number;
  player_id: number;
  jersey_number: string | null;
  position: string | null;
  is_captain: Flag;
  is_starter: Flag;
}

export interface CoachesTable {
  id: number;
  slug: string;
  person_id: number;
  sport_id: number;
  level_id: number;
  current_team_id: number | null;
  title: string | null;
  is_head_coach: Flag;
  is_active: Flag;
  years_experience: number | null;
  years_with_current_team: number | null;
  hire_date: string | null;
  specialization: string | null;
  coaching_philosophy: string | null;
  contract_end_year: number | null;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  playoff_appearances: number | null;
  playoff_wins: number | null;
  playoff_losses: number | null;
  championships_won: number;
  /** JSON: {sport, position, years_played, teams}. */
  playing_experience: string | null;
}

export interface CoachingHistoryTable {
  id: number;
  coach_id: number;
  team_id: number | null;
  team_name: string;
  start_year: number;
  end_year: number | null;
  title: string | null;
  is_head_coach: Flag;
  is_active: Flag;
}

export interface CoachAwardsTable {
  id: number;
  coach_id: number;
  name: string;
  year: number | null;
}

/** Facts about the build itself (inputs fingerprint, season horizon) for staleness checks. */
export interface BuildInfoTable {
  key: string;
  value: string;
}

export interface Database {
  sports: SportsTable;
  levels: LevelsTable;
  conferences: ConferencesTable;
  divisions: DivisionsTable;
  venues: VenuesTable;
  teams: TeamsTable;
  team_identities: TeamIdentitiesTable;
  championships: ChampionshipsTable;
  seasons: SeasonsTable;
  champions: ChampionsTable;
  games: GamesTable;
  standings: StandingsTable;
  people: PeopleTable;
  players: PlayersTable;
  roster_entries: RosterEntriesTable;
  coaches: CoachesTable;
  coaching_history: CoachingHistoryTable;
  coach_awards: CoachAwardsTable;
  build_info: BuildInfoTable;
}

/** Tables in load order (children after parents); the reverse order empties a database. */
export const TABLES_IN_LOAD_ORDER = [
  "sports",
  "levels",
  "conferences",
  "divisions",
  "venues",
  "teams",
  "team_identities",
  "championships",
  "seasons",
  "champions",
  "games",
  "standings",
  "people",
  "players",
  "roster_entries",
  "coaches",
  "coaching_history",
  "coach_awards",
  "build_info",
] as const satisfies readonly (keyof Database)[];
