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
  /** First season: the curated one (teams files), else the earliest the data knows (identities). */
  first_season: number | null;
  /** Added by 0010: 1 when first_season is the curated first season, 0 when only the data's earliest. */
  first_season_curated: Flag;
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
  /** Played at a neutral site (docs/rules.md#neutral-sites): no home or away side. */
  neutral_site: Flag;
  /** Added by 0012: runs (or points) by inning, JSON `{"away":[..],"home":[..]}`; null innings were not batted. */
  line_score: string | null;
  duration_minutes: number | null;
  /** `day` or `night`, when the source says. */
  day_night: "day" | "night" | null;
  /** 1 or 2 for the games of a doubleheader, else null. */
  game_number: number | null;
  /** JSON `{"home":..,"away":..}`: the managers (MLB) named by the source. */
  managers: string | null;
  /** A suspended game finished on a later day (yyyy-mm-dd); `game_date` is the day it began. */
  completed_date: string | null;
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
  /** Hockey: losses in overtime or shootout (also counted in `ties`, the contract's "ties or OTL" field). */
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
  /** Added by 0003: year of death where a source gives it (no age is shown then). */
  death_year: number | null;
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
  /** Added by 0003: the player's last season in the source (start year). */
  last_season: number | null;
  /**
   * Added by 0003: the last season the player's source covers (start year), e.g. 2023 for Lahman,
   * 2017 for the Hockey Databank. 'Active' needs it to reach the current season; where the player's
   * last season reaches it, the figures run through it rather than being a whole career.
   */
  source_through: number | null;
}

/** Added by 0003: one row per player, season and team, with that season's figures (JSON). */
export interface PlayerSeasonsTable {
  id: number;
  player_id: number;
  season_start_year: number;
  team_id: number | null;
  team_name: string | null;
  /** League of the row when it is not the player's main league (e.g. WHA). */
  league: string | null;
  /** JSON object of the season's figures (same keys as career_stats). */
  stats: string | null;
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
  /** Added by 0003: JSON of the player's figures for this team-season (RosterStats in domain/contract). */
  stats: string | null;
}

/**
 * Added by 0003: a team-season as a season-by-season source states it (records before the games
 * data begins, division finish, playoff result, team totals). The franchise summary prefers the
 * standings table and falls back to these rows; see backend/import/sources/team-seasons.ts.
 */
export interface TeamSeasonsTable {
  id: number;
  team_id: number;
  season_start_year: number;
  league_key: string;
  /** Name the source gives the team that season. */
  team_name: string | null;
  games_played: number | null;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  overtime_losses: number | null;
  points: number | null;
  points_for: number | null;
  points_against: number | null;
  conference_name: string | null;
  division_name: string | null;
  /** Finish within the division (or league, before divisions) as the source ranks it. */
  division_rank: number | null;
  made_playoffs: Flag | null;
  /** The source's own wording of how the season ended ("Lost ALCS to NYA 2-4"). */
  playoff_result: string | null;
  /** JSON: regular-season team totals (NBA Team Totals.csv). */
  totals: string | null;
  /** File the row comes from, e.g. `hockey-databank/Teams.csv`. */
  source: string;
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
  /** Added by 0003: 1 when wins/losses cover the whole head-coaching career (source or curated facts). */
  record_is_career: Flag;
  /** Added by 0003: the seasons the record counts (start years). */
  record_from: number | null;
  record_to: number | null;
  /** Added by 0003: where the record comes from, e.g. "nflverse games 1999-2025". */
  record_source: string | null;
  /** Added by 0010: 1 when years_experience counts the whole head-coaching career, over or up to a current source. */
  experience_is_career: Flag;
}

/** Added by 0003: a coach's record in one season with one team (where a source has it). */
export interface CoachSeasonsTable {
  id: number;
  coach_id: number;
  season_start_year: number;
  team_id: number | null;
  team_name: string;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  playoff_wins: number | null;
  playoff_losses: number | null;
  won_title: Flag;
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

/**
 * Added by 0013: one row per award and person and season the sources hold: every winner, and for
 * awards decided by a vote every vote-getter with the points (Lahman AwardsPlayers and
 * AwardsSharePlayers, Basketball-Reference award shares and end-of-season teams, Hockey Databank).
 */
export interface AwardsTable {
  id: number;
  /** The award's slug, unique across leagues (`mlb-most-valuable-player`, `nba-all-nba-first-team`). */
  award_key: string;
  award_name: string;
  /** The league the award belongs to (`mlb`, `nba`, `nhl`); sport and level scope it to a site. */
  league_key: string;
  sport_id: number;
  level_id: number;
  season_start_year: number;
  /** The sub-league or circuit the source names (AL, NL, NBA, BAA, NHL), null for one across both. */
  league: string | null;
  player_id: number | null;
  coach_id: number | null;
  person_name: string;
  /** The person's team that season (the one with the most games), where the data tells. */
  team_id: number | null;
  team_name: string | null;
  is_winner: Flag;
  /** Place in the vote (1 = most points; ties share a place); null without a vote. */
  rank: number | null;
  points_won: number | null;
  points_max: number | null;
  /** points_won / points_max, a fraction. */
  share: number | null;
  votes_first: number | null;
  note: string | null;
  source: string;
}

/** Added by 0013: one row per pick of a draft (Basketball-Reference Draft Pick History: BAA and NBA 1947-2025). */
export interface DraftPicksTable {
  id: number;
  league_key: string;
  sport_id: number;
  level_id: number;
  /** The calendar year of the draft. */
  draft_year: number;
  /** BAA or NBA, as the source names the draft. */
  league: string;
  round: number | null;
  overall_pick: number | null;
  team_id: number | null;
  /** The drafting club's name of the time (or its abbreviation where the source's name is unknown). */
  team_name: string;
  player_id: number | null;
  player_name: string;
  college: string | null;
}

/**
 * The site search's documents: one row per team, player, coach, championship and season, written
 * by the build's last step from the final tables. Text columns are already folded (domain/search):
 * `keys` holds every name the thing is known by ("|new york yankees|yankees|yanks|...|"), `body`
 * the other words that find it (cities, abbreviations, positions, team names). The full-text index
 * over those two columns is an FTS5 table (`search_fts`) on SQLite and a generated tsvector column
 * with a GIN index (`document`) on PostgreSQL; see migrations.ts.
 */
export interface SearchDocumentsTable {
  id: number;
  /** teams, players, coaches, championships, seasons (domain/search SEARCH_KINDS). */
  kind: string;
  entity_id: number;
  slug: string;
  /** Display name. */
  name: string;
  keys: string;
  body: string;
  sport_id: number | null;
  level_id: number | null;
  first_year: number | null;
  last_year: number | null;
  team_slug: string | null;
  team_name: string | null;
  /** A short fact that tells namesakes apart: a position, a coach's title, a league. */
  detail: string | null;
  /** JSON: [{name, first_year, last_year}] other names it was known by, to say which one matched. */
  aliases: string | null;
  /** Tiebreak within a rank: titles, all-star selections, games, seasons (higher first). */
  fame: number;
}

/** Facts about the build itself (inputs fingerprint, season horizon) for staleness checks. */
export interface BuildInfoTable {
  key: string;
  value: string;
}

/**
 * The data-quality figures of /data-quality, computed by the build (backend/import/quality) and
 * stored with the data they describe. One row per figure: `section` is `metric` (overall and the
 * four metrics), `completeness` (per entity), `accuracy` (per cross-checked source), `freshness`
 * (per league), `consistency` (per internal check), `source` or `rule`.
 */
export interface DataQualityTable {
  id: number;
  section: string;
  key: string;
  label: string;
  /** 0-100; null when not measured (e.g. no open datasets, so no cross-checks). */
  score: number | null;
  /** Items that passed (fields filled, checks agreeing) and items checked; null when not counted. */
  passed: number | null;
  total: number | null;
  /** Sources: active, warning, missing; rules: passed, warning. */
  status: string | null;
  detail: string | null;
  /** Freshness: start year of the last season with data. */
  season: number | null;
  /** The championship (slug) a per-league figure is about; null for whole-database figures. */
  championship: string | null;
  sort_order: number;
  /** ISO instant the build computed the figure. */
  computed_at: string;
}

/**
 * Added by 0011: MLB regular-season lines from Lahman (lahman-2025-stats), one row per player,
 * season and stint (team): `stint` 0 is the season's total over every stint (the leaders and the
 * player page's season rows read it); stint rows 1, 2, ... exist only where the season had several
 * stints, so a one-club season is its total row. `team_id` is null where Lahman's club has no franchise of
 * ours (19th-century clubs) and on a total of several teams.
 */
interface StatLineKey {
  id: number;
  player_id: number;
  season_start_year: number;
  stint: number;
  team_id: number | null;
  /** Lahman teamID, or "TOT" for a total over several teams. */
  team_code: string;
  team_name: string | null;
  /** Lahman lgID (AL, NL, AA, UA, PL, FL, NA); "MLB" on a total over two leagues. */
  league: string;
}

export interface BattingLinesTable extends StatLineKey {
  g: number;
  ab: number;
  r: number;
  h: number;
  doubles: number;
  triples: number;
  hr: number;
  rbi: number | null;
  sb: number | null;
  cs: number | null;
  bb: number;
  so: number | null;
  ibb: number | null;
  hbp: number | null;
  sh: number | null;
  sf: number | null;
  gidp: number | null;
  /** AB + BB + HBP + SH + SF. */
  pa: number;
  /** Games of the player's team that season (the most among his teams), for qualification. */
  team_games: number | null;
}

export interface PitchingLinesTable extends StatLineKey {
  w: number;
  l: number;
  g: number;
  gs: number;
  cg: number;
  sho: number;
  sv: number;
  ip_outs: number;
  h: number;
  er: number;
  hr: number;
  bb: number;
  so: number;
  ibb: number | null;
  wp: number | null;
  hbp: number | null;
  bk: number | null;
  bfp: number | null;
  gf: number | null;
  r: number;
  team_games: number | null;
}

export interface FieldingLinesTable extends StatLineKey {
  /** P, C, 1B, 2B, 3B, SS, OF (Lahman does not split the outfield here). */
  pos: string;
  g: number;
  gs: number | null;
  inn_outs: number | null;
  po: number;
  a: number;
  e: number;
  dp: number;
  pb: number | null;
  sb: number | null;
  cs: number | null;
}

/**
 * Added by 0011: leader boards computed by the build (MLB from the lines above, NHL from the
 * Hockey Databank player seasons): the top rows of each statistic, scope (career, season, active)
 * and league, ranked, so a leaders page is one indexed read.
 */
export interface StatLeadersTable {
  id: number;
  sport_id: number;
  level_id: number;
  /** career | season | active, or franchise (team_id is the franchise; career leaders while with it) */
  scope: string;
  /** The statistic's key (hr, avg, era, goals, ...; see domain/leaders.ts). */
  stat: string;
  /** "all" or a league (AL, NL, ...); fielding boards: "all" or a position (P, C, 1B, ..., OF). */
  league: string;
  rank: number;
  player_id: number;
  value: number;
  /** Season rows: the season and its team (null on a total of several teams). */
  season_start_year: number | null;
  team_id: number | null;
  team_name: string | null;
  /** Career rows: the first and last season of the figures. */
  first_season: number | null;
  last_season: number | null;
  /** What the rate rests on (PA, outs, games), for the qualification column. */
  basis: number | null;
}

/** Added by 0014: a playoff series of the NHL's Stanley Cup path (Hockey Databank SeriesPost.csv, 1917-18 to 2017-18). */
export interface PlayoffSeriesTable {
  id: number;
  league_key: string;
  sport_id: number;
  level_id: number;
  season_start_year: number;
  /** The source's round code (SCF, CF, QF, ...). */
  round: string;
  /** The round's name of its time (abbrev.csv: "Stanley Cup Finals", "Division Semi-Finals"). */
  round_name: string;
  /** Position of the round within its season's playoffs (0 = first). */
  round_order: number;
  /** The source's series letter (A, B, ...; none before 1926-27). */
  series_letter: string | null;
  /** Null where the club is not in the database (e.g. the Hamilton Tigers): the name stays. */
  winner_team_id: number | null;
  winner_name: string;
  loser_team_id: number | null;
  loser_name: string;
  wins: number;
  losses: number;
  ties: number;
  winner_goals: number | null;
  loser_goals: number | null;
  /** The source's note: TG (decided on total goals), ND (no decision), DEF (won by default). */
  note: string | null;
  source: string;
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
  player_seasons: PlayerSeasonsTable;
  team_seasons: TeamSeasonsTable;
  coaches: CoachesTable;
  coaching_history: CoachingHistoryTable;
  coach_seasons: CoachSeasonsTable;
  coach_awards: CoachAwardsTable;
  awards: AwardsTable;
  draft_picks: DraftPicksTable;
  playoff_series: PlayoffSeriesTable;
  build_info: BuildInfoTable;
  data_quality: DataQualityTable;
  search_documents: SearchDocumentsTable;
  batting_lines: BattingLinesTable;
  pitching_lines: PitchingLinesTable;
  fielding_lines: FieldingLinesTable;
  stat_leaders: StatLeadersTable;
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
  "player_seasons",
  "team_seasons",
  "coaches",
  "coaching_history",
  "coach_seasons",
  "coach_awards",
  "awards",
  "draft_picks",
  "playoff_series",
  "build_info",
  "data_quality",
  "search_documents",
  "batting_lines",
  "pitching_lines",
  "fielding_lines",
  "stat_leaders",
] as const satisfies readonly (keyof Database)[];
