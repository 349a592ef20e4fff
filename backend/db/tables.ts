/**
 * The schema, declared once: every table's columns (in their order in the table) and indexes, with
 * the migration that introduced each. The query types (backend/db/schema.ts) and the migrations
 * (backend/db/migrations.ts) are derived from it; tables are listed in load order (children after
 * parents), which the build uses to fill and to empty a database.
 *
 * Conventions that keep one set of queries valid on SQLite and PostgreSQL:
 * - ids are plain integers assigned by the build (stable across rebuilds of the same data), so no
 *   autoincrement/serial differences;
 * - flags are integers 0/1 (SQLite has no boolean type);
 * - dates are ISO `yyyy-mm-dd` text, which sorts and compares correctly in both;
 * - lists and objects that are only ever read whole (officials, awards, career stats) are JSON text.
 */
import { as, table, type MigrationName } from "./declare";

export type Flag = 0 | 1;

export type GameStatus = "scheduled" | "live" | "final" | "postponed";

const flag = { spec: "int!", type: as<Flag>() } as const;

/** A flag added to an existing table: NOT NULL needs a default for the rows already there. */
const laterFlag = (since: MigrationName) => ({ ...flag, since, default: 0 }) as const;

/**
 * The league a row belongs to (a key of the league registry, domain/leagues.ts), added to the tables
 * a site reads by 0015: a site's scope is its league, so two leagues of one sport and level (a
 * women's league beside the NBA) never share rows. Rows built before it read "" until a rebuild.
 */
const leagueKey = { spec: "text!", since: "0015_league_scope", default: "" } as const;

const unique = <const C extends string>(...on: C[]) => ({ on, unique: true }) as const;

/**
 * The key of a Lahman stat line (added by 0011): one row per player, season and stint (team).
 * `stint` 0 is the season's total over every stint (the leaders and the player page's season rows
 * read it); stint rows 1, 2, ... exist only where the season had several stints, so a one-club
 * season is its total row. `team_id` is null where Lahman's club has no franchise of ours
 * (19th-century clubs) and on a total of several teams.
 */
const statLineKey = {
  id: "pk",
  player_id: "int!",
  season_start_year: "int!",
  stint: "int!",
  team_id: "int",
  /** The source's club code (Lahman teamID, Basketball-Reference abbreviation), or "TOT" for a total over several clubs. */
  team_code: "text!",
  team_name: "text",
  /** The source's league (Lahman lgID: AL, NL, ...; "MLB" on a total over two leagues; NBA, BAA, ABA). */
  league: "text!",
} as const;

const statLineIndexes = [
  { on: ["player_id", "season_start_year", "stint"] },
  { on: ["team_id", "season_start_year"] },
] as const;

/** The offensive figures of an NFL line (nflverse column names in comments). */
const footballFigures = {
  pass_cmp: "int!", // completions
  pass_att: "int!", // attempts
  pass_yds: "int!", // passing_yards
  pass_td: "int!", // passing_tds
  pass_int: "int!", // interceptions
  sacks: "int!", // sacks taken
  rush_att: "int!", // carries
  rush_yds: "int!", // rushing_yards
  rush_td: "int!", // rushing_tds
  rec: "int!", // receptions
  targets: "int!", // targets
  rec_yds: "int!", // receiving_yards
  rec_td: "int!", // receiving_tds
  fumbles_lost: "int!", // sack, rushing and receiving fumbles lost
} as const;

export const tables = {
  sports: table({
    since: "0001_initial",
    columns: { id: "pk", slug: "text!", name: "text!", abbreviation: "text!", sort_order: "int!" },
    indexes: [unique("slug")],
  }),

  levels: table({
    since: "0001_initial",
    columns: { id: "pk", slug: "text!", name: "text!", sort_order: "int!" },
    indexes: [unique("slug")],
  }),

  conferences: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      slug: "text!",
      name: "text!",
      sport_id: "int!",
      level_id: "int!",
      league_key: leagueKey,
    },
    indexes: [{ ...unique("league_key", "slug"), since: "0015_league_scope" }],
  }),

  divisions: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      slug: "text!",
      name: "text!",
      conference_id: "int",
      sport_id: "int!",
      level_id: "int!",
      league_key: leagueKey,
    },
    indexes: [{ ...unique("league_key", "slug"), since: "0015_league_scope" }, { on: ["conference_id"] }],
  }),

  venues: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      slug: "text!",
      name: "text!",
      city: "text",
      state: "text",
      country: "text",
      capacity: "int",
      opened_year: "int",
    },
    indexes: [unique("slug")],
  }),

  /** A franchise (pro) or program (college): keeps its id across relocations and renames. */
  teams: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      slug: "text!",
      sport_id: "int!",
      level_id: "int!",
      /** The league file it came from: nfl, nba, mlb, nhl, cfb, cbb, cbs, chk. */
      league_key: "text!",
      name: "text!",
      short_name: "text",
      school: "text",
      city: "text",
      state: "text",
      country: "text",
      abbreviation: "text",
      founded_year: "int",
      /** First season: the curated one (teams files), else the earliest the data knows (identities). */
      first_season: "int",
      /** Start year of the last season of a defunct franchise; null while active. */
      last_season: "int",
      conference_id: "int",
      division_id: "int",
      home_venue_id: "int",
      /** 1 when first_season is the curated first season, 0 when only the data's earliest. */
      first_season_curated: laterFlag("0010_derived_coverage"),
      /**
       * 1 for an opponent outside the league's division (a college site's non-Division I opponent:
       * D-III, club, Canadian, amateur): its games are on its opponents' schedules under its own
       * name, but it has no page, no list entry, no search document and no sitemap line.
       */
      outside_division: laterFlag("0025_teams_outside_division"),
    },
    indexes: [
      unique("slug"),
      { on: ["sport_id", "level_id", "name"] },
      { on: ["conference_id"] },
      { on: ["division_id"] },
      { on: ["abbreviation"] },
    ],
  }),

  /** A name a franchise played under, for a range of seasons (start years, inclusive). */
  team_identities: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      team_id: "int!",
      name: "text!",
      city: "text",
      abbreviation: "text",
      /** Null: used since before the first season we know of. */
      first_season: "int",
      last_season: "int",
    },
    indexes: [{ on: ["team_id", "first_season"] }],
  }),

  championships: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      slug: "text!",
      name: "text!",
      official_name: "text",
      description: "text",
      trophy_name: "text",
      sport_id: "int!",
      level_id: "int!",
      league_key: "text!",
      league: "text!",
      /** First title year (Super Bowl I: 1967). */
      first_year: "int!",
      /** Season start year of the first edition (Super Bowl I: 1966). */
      first_season: "int!",
      last_year: "int",
      format: "text",
      total_teams: "int",
      sort_order: "int!",
    },
    indexes: [unique("slug"), { on: ["sport_id", "level_id"] }],
  }),

  /** One season of one sport at one level. */
  seasons: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      slug: "text!",
      name: "text!",
      sport_id: "int!",
      level_id: "int!",
      championship_id: "int",
      league: "text",
      start_year: "int!",
      end_year: "int!",
      regular_season_start: "text",
      regular_season_end: "text",
      playoffs_end: "text",
      start_date: "text",
      end_date: "text",
      regular_season_games: "int",
      playoffs_format: "text",
      /** Teams that played (from standings or games); null when no data says. */
      teams_count: "int",
      games_count: "int",
      /** The champion record of this season, if the title was decided. */
      champion_id: "int",
      league_key: leagueKey,
    },
    indexes: [
      { ...unique("league_key", "start_year"), since: "0015_league_scope" },
      unique("slug"),
      { on: ["start_year"] },
    ],
  }),

  /** One edition of a championship (a row of backend/data/champions/{slug}.csv). */
  champions: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      championship_id: "int!",
      season_id: "int",
      /** Season start year (Super Bowl LVIII: 2023). */
      year: "int!",
      /** Year the title was decided (Super Bowl LVIII: 2024). */
      title_year: "int",
      edition: "text",
      /** Null when the edition was not held (see note). */
      team_id: "int",
      team_name: "text",
      team_city: "text",
      team_abbreviation: "text",
      runner_up_team_id: "int",
      runner_up_name: "text",
      runner_up_city: "text",
      winner_score: "int",
      runner_up_score: "int",
      overtime: "text",
      series: "text",
      game_date: "text",
      venue: "text",
      city: "text",
      state: "text",
      mvp: "text",
      coach: "text",
      record: "text",
      note: "text",
    },
    indexes: [
      { on: ["championship_id", "year"] },
      { on: ["year"] },
      { on: ["team_id", "year"] },
      { on: ["runner_up_team_id"] },
      { on: ["season_id"] },
    ],
  }),

  games: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      slug: "text!",
      sport_id: "int!",
      level_id: "int!",
      season_id: "int",
      season_start_year: "int",
      championship_id: "int",
      home_team_id: "int!",
      away_team_id: "int!",
      /** Names of the time; filled from team identities by the build when an importer leaves them null. */
      home_team_name: "text",
      away_team_name: "text",
      home_team_city: "text",
      away_team_city: "text",
      home_team_abbreviation: "text",
      away_team_abbreviation: "text",
      home_score: "int",
      away_score: "int",
      status: { spec: "text!", type: as<GameStatus>() },
      /** US Eastern calendar date, yyyy-mm-dd. */
      game_date: "text!",
      /** Local start time HH:MM (24h), when known. */
      game_time: "text",
      period: "text",
      time_remaining: "text",
      venue_id: "int",
      venue_name: "text",
      attendance: "int",
      weather: "text",
      /** JSON: [{position, name}]. */
      officials: "text",
      week: "int",
      /** regular, preseason, postseason, championship ... */
      game_type: "text",
      source: "text",
      /** Played at a neutral site (docs/rules.md#neutral-sites): no home or away side. */
      neutral_site: laterFlag("0008_games_neutral_site"),
      /**
       * Game history (Retrosheet game logs, FiveThirtyEight's NBA games): runs (or points) by inning,
       * JSON `{"away":[..],"home":[..]}`; null innings were not batted.
       */
      line_score: { spec: "text", since: "0012_game_history" },
      duration_minutes: { spec: "int", since: "0012_game_history" },
      /** `day` or `night`, when the source says. */
      day_night: { spec: "text", since: "0012_game_history", type: as<"day" | "night">() },
      /** 1 or 2 for the games of a doubleheader, else null. */
      game_number: { spec: "int", since: "0012_game_history" },
      /** JSON `{"home":..,"away":..}`: the managers (MLB) named by the source; `logged`: names the build corrected. */
      managers: { spec: "text", since: "0012_game_history" },
      /** A suspended game finished on a later day (yyyy-mm-dd); `game_date` is the day it began, as Retrosheet dates it. */
      completed_date: { spec: "text", since: "0012_game_history" },
      league_key: leagueKey,
    },
    indexes: [
      { on: ["league_key"], since: "0015_league_scope" },
      unique("slug"),
      { on: ["game_date"] },
      { on: ["sport_id", "level_id", "game_date"] },
      { on: ["status", "game_date"] },
      { on: ["season_id"] },
      { on: ["home_team_id", "season_start_year"] },
      { on: ["away_team_id", "season_start_year"] },
      { on: ["championship_id"] },
    ],
  }),

  standings: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      season_id: "int",
      season_start_year: "int!",
      sport_id: "int!",
      level_id: "int!",
      team_id: "int!",
      team_name: "text",
      conference_id: "int",
      division_id: "int",
      conference_name: "text",
      division_name: "text",
      rank: "int",
      wins: "int!",
      losses: "int!",
      ties: "int!",
      points: "int",
      win_percentage: "real",
      games_played: "int",
      games_behind: "real",
      streak: "text",
      streak_type: "text",
      playoff_position: "text",
      home_record: "text",
      away_record: "text",
      division_record: "text",
      conference_record: "text",
      last_updated: "text",
      /** Rank within the conference and the whole league (rank is within the division), from the open datasets. */
      conference_rank: { spec: "int", since: "0002_standings_detail" },
      league_rank: { spec: "int", since: "0002_standings_detail" },
      /** Hockey: losses in overtime or shootout (also counted in `ties`, the contract's "ties or OTL" field). */
      overtime_losses: { spec: "int", since: "0002_standings_detail" },
      points_for: { spec: "int", since: "0002_standings_detail" },
      points_against: { spec: "int", since: "0002_standings_detail" },
      /** Which tiebreak decided the club's rank among clubs level on record, if any (NFL procedures, published orders). */
      tiebreak: { spec: "text", since: "0007_standings_tiebreak" },
      league_key: leagueKey,
    },
    indexes: [
      { on: ["league_key"], since: "0015_league_scope" },
      { on: ["sport_id", "level_id", "season_start_year"] },
      { on: ["season_start_year"] },
      { on: ["season_id"] },
      { on: ["division_id"] },
      { on: ["conference_id"] },
      { on: ["team_id", "season_start_year"] },
    ],
  }),

  people: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      slug: "text!",
      first_name: "text!",
      last_name: "text!",
      birth_date: "text",
      birth_city: "text",
      birth_state: "text",
      birth_country: "text",
      college: "text",
      height_inches: "int",
      weight_pounds: "int",
      /** Year of death where a source gives it (no age is shown then). */
      death_year: { spec: "int", since: "0006_people_coverage" },
    },
    indexes: [unique("slug"), { on: ["last_name", "first_name"] }],
  }),

  players: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      slug: "text!",
      person_id: "int!",
      sport_id: "int!",
      level_id: "int!",
      current_team_id: "int",
      jersey_number: "text",
      primary_position_name: "text",
      years_pro: "int",
      draft_year: "int",
      draft_round: "int",
      draft_pick: "int",
      salary: "int",
      is_active: flag,
      /** Start year of the player's first season (rookies list). */
      rookie_season: "int",
      contract_end_year: "int",
      championships_won: "int!",
      all_star_selections: "int!",
      /** JSON object of career totals (see CareerStats in app/api/schemas.ts). */
      career_stats: "text",
      /** JSON array of award texts. */
      awards: "text",
      /** The player's last season in the source (start year). */
      last_season: { spec: "int", since: "0006_people_coverage" },
      /**
       * The last season the player's source covers (start year), e.g. 2023 for Lahman, 2017 for the
       * Hockey Databank. 'Active' needs it to reach the current season; where the player's last
       * season reaches it, the figures run through it rather than being a whole career.
       */
      source_through: { spec: "int", since: "0006_people_coverage" },
      league_key: leagueKey,
    },
    indexes: [
      { on: ["league_key"], since: "0015_league_scope" },
      unique("slug"),
      { on: ["sport_id", "level_id"] },
      { on: ["person_id"] },
      { on: ["current_team_id"] },
      { on: ["primary_position_name"] },
      { on: ["is_active"] },
      { on: ["rookie_season"] },
    ],
  }),

  roster_entries: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      team_id: "int!",
      season_id: "int",
      season_start_year: "int!",
      player_id: "int!",
      jersey_number: "text",
      position: "text",
      is_captain: flag,
      is_starter: flag,
      /** JSON of the player's figures for this team-season (RosterStats in domain/contract). */
      stats: { spec: "text", since: "0003_team_seasons" },
    },
    indexes: [{ on: ["team_id", "season_start_year"] }, { on: ["player_id"] }, { on: ["season_start_year"] }],
  }),

  /** One row per player, season and team, with that season's figures (JSON). */
  player_seasons: table({
    since: "0006_people_coverage",
    columns: {
      id: "pk",
      player_id: "int!",
      season_start_year: "int!",
      team_id: "int",
      team_name: "text",
      /** League of the row when it is not the player's main league (e.g. WHA). */
      league: "text",
      /** JSON object of the season's figures (same keys as career_stats). */
      stats: "text",
    },
    indexes: [{ on: ["player_id", "season_start_year"] }],
  }),

  /**
   * A team-season as a season-by-season source states it (records before the games data begins,
   * division finish, playoff result, team totals). The franchise summary prefers the standings
   * table and falls back to these rows; see backend/import/sources/team-seasons.ts.
   */
  team_seasons: table({
    since: "0003_team_seasons",
    columns: {
      id: "pk",
      team_id: "int!",
      season_start_year: "int!",
      league_key: "text!",
      /** Name the source gives the team that season. */
      team_name: "text",
      games_played: "int",
      wins: "int",
      losses: "int",
      ties: "int",
      overtime_losses: "int",
      points: "int",
      points_for: "int",
      points_against: "int",
      conference_name: "text",
      division_name: "text",
      /** Finish within the division (or league, before divisions) as the source ranks it. */
      division_rank: "int",
      made_playoffs: { spec: "int", type: as<Flag>() },
      /** The source's own wording of how the season ended ("Lost ALCS to NYA 2-4"). */
      playoff_result: "text",
      /** JSON: regular-season team totals (NBA Team Totals.csv). */
      totals: "text",
      /** File the row comes from, e.g. `hockey-databank/Teams.csv`. */
      source: "text!",
    },
    indexes: [{ on: ["team_id", "season_start_year"] }],
  }),

  coaches: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      slug: "text!",
      person_id: "int!",
      sport_id: "int!",
      level_id: "int!",
      current_team_id: "int",
      title: "text",
      is_head_coach: flag,
      is_active: flag,
      years_experience: "int",
      years_with_current_team: "int",
      hire_date: "text",
      specialization: "text",
      coaching_philosophy: "text",
      contract_end_year: "int",
      wins: "int",
      losses: "int",
      ties: "int",
      playoff_appearances: "int",
      playoff_wins: "int",
      playoff_losses: "int",
      championships_won: "int!",
      /** JSON: {sport, position, years_played, teams}. */
      playing_experience: "text",
      /** 1 when wins/losses cover the whole head-coaching career (source or curated facts). */
      record_is_career: laterFlag("0006_people_coverage"),
      /** The seasons the record counts (start years). */
      record_from: { spec: "int", since: "0006_people_coverage" },
      record_to: { spec: "int", since: "0006_people_coverage" },
      /** Where the record comes from, e.g. "nflverse games 1999-2025". */
      record_source: { spec: "text", since: "0006_people_coverage" },
      /** 1 when years_experience counts the whole head-coaching career, over or up to a current source. */
      experience_is_career: laterFlag("0010_derived_coverage"),
      league_key: leagueKey,
      /**
       * The first season of a source that starts after the league (nflverse games, 1999) where the
       * record starts with it and the career may have begun earlier: the record counts "since" then.
       */
      record_since: { spec: "int", since: "0019_coach_record_since" },
    },
    indexes: [
      { on: ["league_key"], since: "0015_league_scope" },
      unique("slug"),
      { on: ["sport_id", "level_id"] },
      { on: ["current_team_id"] },
      { on: ["is_active"] },
      { on: ["is_head_coach"] },
    ],
  }),

  coaching_history: table({
    since: "0001_initial",
    columns: {
      id: "pk",
      coach_id: "int!",
      team_id: "int",
      team_name: "text!",
      start_year: "int!",
      end_year: "int",
      title: "text",
      is_head_coach: flag,
      is_active: flag,
    },
    indexes: [{ on: ["coach_id", "start_year"] }, { on: ["team_id"] }],
  }),

  /** A coach's record in one season with one team (where a source has it). */
  coach_seasons: table({
    since: "0006_people_coverage",
    columns: {
      id: "pk",
      coach_id: "int!",
      season_start_year: "int!",
      team_id: "int",
      team_name: "text!",
      wins: "int",
      losses: "int",
      ties: "int",
      playoff_wins: "int",
      playoff_losses: "int",
      won_title: flag,
    },
    indexes: [{ on: ["coach_id", "season_start_year"] }],
  }),

  coach_awards: table({
    since: "0001_initial",
    columns: { id: "pk", coach_id: "int!", name: "text!", year: "int" },
    indexes: [{ on: ["coach_id"] }],
  }),

  /**
   * One row per award and person and season the sources hold: every winner, and for awards decided
   * by a vote every vote-getter with the points (Lahman AwardsPlayers and AwardsSharePlayers,
   * Basketball-Reference award shares and end-of-season teams, Hockey Databank).
   */
  awards: table({
    since: "0013_awards_drafts",
    columns: {
      id: "pk",
      /** The award's slug, unique across leagues (`mlb-most-valuable-player`, `nba-all-nba-first-team`). */
      award_key: "text!",
      award_name: "text!",
      /** The league the award belongs to (`mlb`, `nba`, `nhl`); sport and level scope it to a site. */
      league_key: "text!",
      sport_id: "int!",
      level_id: "int!",
      season_start_year: "int!",
      /** The sub-league or circuit the source names (AL, NL, NBA, BAA, NHL), null for one across both. */
      league: "text",
      player_id: "int",
      coach_id: "int",
      person_name: "text!",
      /** The person's team that season (the one with the most games), where the data tells. */
      team_id: "int",
      team_name: "text",
      is_winner: flag,
      /** Place in the vote (1 = most points; ties share a place); null without a vote. */
      rank: "int",
      points_won: "real",
      points_max: "real",
      /** points_won / points_max, a fraction. */
      share: "real",
      votes_first: "int",
      note: "text",
      source: "text!",
    },
    indexes: [{ on: ["award_key", "season_start_year"] }, { on: ["player_id"] }, { on: ["coach_id"] }],
  }),

  /** One row per pick of a draft (Basketball-Reference Draft Pick History: BAA and NBA 1947-2025). */
  draft_picks: table({
    since: "0013_awards_drafts",
    columns: {
      id: "pk",
      league_key: "text!",
      sport_id: "int!",
      level_id: "int!",
      /** The calendar year of the draft. */
      draft_year: "int!",
      /** BAA or NBA, as the source names the draft. */
      league: "text!",
      round: "int",
      overall_pick: "int",
      team_id: "int",
      /** The drafting club's name of the time (or its abbreviation where the source's name is unknown). */
      team_name: "text!",
      player_id: "int",
      player_name: "text!",
      college: "text",
    },
    indexes: [{ on: ["draft_year", "overall_pick"] }, { on: ["player_id"] }],
  }),

  /**
   * A playoff series of the NHL's Stanley Cup path (Hockey Databank SeriesPost.csv, 1917-18 to
   * 2017-18), so seasons without playoff games still show their bracket. Clubs the database lacks
   * keep their name of the time with a null team id.
   */
  playoff_series: table({
    since: "0014_playoff_series",
    columns: {
      id: "pk",
      league_key: "text!",
      sport_id: "int!",
      level_id: "int!",
      season_start_year: "int!",
      /** The source's round code (SCF, CF, QF, ...). */
      round: "text!",
      /** The round's name of its time (abbrev.csv: "Stanley Cup Finals", "Division Semi-Finals"). */
      round_name: "text!",
      /** Position of the round within its season's playoffs (0 = first). */
      round_order: "int!",
      /** The source's series letter (A, B, ...; none before 1926-27). */
      series_letter: "text",
      /** Null where the club is not in the database (e.g. the Hamilton Tigers): the name stays. */
      winner_team_id: "int",
      winner_name: "text!",
      loser_team_id: "int",
      loser_name: "text!",
      wins: "int!",
      losses: "int!",
      ties: "int!",
      winner_goals: "int",
      loser_goals: "int",
      /** The source's note: TG (decided on total goals), ND (no decision), DEF (won by default). */
      note: "text",
      source: "text!",
    },
    indexes: [{ on: ["sport_id", "level_id", "season_start_year"] }],
  }),

  /** Facts about the build itself (inputs fingerprint, season horizon) for staleness checks. */
  build_info: table({
    since: "0001_initial",
    columns: { key: "text!", value: "text!" },
    indexes: [unique("key")],
  }),

  /**
   * The data-quality figures of /data-quality, computed by the build (backend/import/quality) and
   * stored with the data they describe. One row per figure: `section` is `metric` (overall and the
   * four metrics), `completeness` (per entity), `accuracy` (per cross-checked source), `freshness`
   * (per league), `consistency` (per internal check), `source` or `rule`.
   */
  data_quality: table({
    since: "0004_data_quality",
    columns: {
      id: "pk",
      section: "text!",
      key: "text!",
      label: "text!",
      /** 0-100; null when not measured (e.g. no open datasets, so no cross-checks). */
      score: "real",
      /** Items that passed (fields filled, checks agreeing) and items checked; null when not counted. */
      passed: "int",
      total: "int",
      /** Sources: active, warning, missing; rules: passed, warning. */
      status: "text",
      detail: "text",
      /** Freshness: start year of the last season with data. */
      season: "int",
      sort_order: "int!",
      /** ISO instant the build computed the figure. */
      computed_at: "text!",
      /** The championship (slug) a per-league figure (accuracy, freshness) is about, for a sport site's report; null for whole-database figures. */
      championship: { spec: "text", since: "0009_data_quality_championship" },
    },
    indexes: [{ on: ["section", "sort_order"] }],
  }),

  /**
   * The site search's documents: one row per team, player, coach, championship and season, written
   * by the build's last step from the final tables. Text columns are already folded (domain/search):
   * `keys` holds every name the thing is known by ("|new york yankees|yankees|yanks|...|"), `body`
   * the other words that find it (cities, abbreviations, positions, team names). The full-text index
   * over those two columns is created by its migration (migrations.ts): an FTS5 table (`search_fts`)
   * on SQLite, a generated tsvector column with a GIN index (`document`) on PostgreSQL.
   */
  search_documents: table({
    since: "0005_search",
    columns: {
      id: "pk",
      /** teams, players, coaches, championships, seasons (domain/search SEARCH_KINDS). */
      kind: "text!",
      entity_id: "int!",
      slug: "text!",
      /** Display name. */
      name: "text!",
      keys: "text!",
      body: "text!",
      sport_id: "int",
      level_id: "int",
      first_year: "int",
      last_year: "int",
      team_slug: "text",
      team_name: "text",
      /** A short fact that tells namesakes apart: a position, a coach's title, a league. */
      detail: "text",
      /** JSON: [{name, first_year, last_year}] other names it was known by, to say which one matched. */
      aliases: "text",
      /** Tiebreak within a rank: titles, all-star selections, games, seasons (higher first). */
      fame: "real!",
      league_key: leagueKey,
    },
    indexes: [unique("kind", "entity_id")],
  }),

  /** MLB regular-season batting lines from Lahman (lahman-2025-stats); see statLineKey. */
  batting_lines: table({
    since: "0011_mlb_stats",
    columns: {
      ...statLineKey,
      g: "int!",
      ab: "int!",
      r: "int!",
      h: "int!",
      doubles: "int!",
      triples: "int!",
      hr: "int!",
      rbi: "int",
      sb: "int",
      cs: "int",
      bb: "int!",
      so: "int",
      ibb: "int",
      hbp: "int",
      sh: "int",
      sf: "int",
      gidp: "int",
      /** AB + BB + HBP + SH + SF. */
      pa: "int!",
      /** Games of the player's team that season (the most among his teams), for qualification. */
      team_games: "int",
    },
    indexes: statLineIndexes,
  }),

  /** MLB regular-season pitching lines from Lahman; see statLineKey. */
  pitching_lines: table({
    since: "0011_mlb_stats",
    columns: {
      ...statLineKey,
      w: "int!",
      l: "int!",
      g: "int!",
      gs: "int!",
      cg: "int!",
      sho: "int!",
      sv: "int!",
      ip_outs: "int!",
      h: "int!",
      er: "int!",
      hr: "int!",
      bb: "int!",
      so: "int!",
      ibb: "int",
      wp: "int",
      hbp: "int",
      bk: "int",
      bfp: "int",
      gf: "int",
      r: "int!",
      team_games: "int",
    },
    indexes: statLineIndexes,
  }),

  /**
   * College baseball batting lines (NCAA statistics 2022-2024, full seasons with the postseason),
   * the finder's table of them (backend/import/steps/college-baseball-lines.ts, from the roster
   * entries' JSON): statLineKey, every line stint 0 (one school per player page); `league` is the
   * team season's conference; league_key the site's.
   */
  college_batting_lines: table({
    since: "0029_college_baseball_lines",
    columns: {
      ...statLineKey,
      league_key: "text!",
      g: "int!",
      gs: "int!",
      pa: "int!",
      ab: "int!",
      r: "int!",
      h: "int!",
      doubles: "int!",
      triples: "int!",
      hr: "int!",
      rbi: "int!",
      sb: "int!",
      cs: "int!",
      bb: "int!",
      so: "int!",
      ibb: "int!",
      hbp: "int!",
      sh: "int!",
      sf: "int!",
      gidp: "int!",
      team_games: "int",
    },
    indexes: [...statLineIndexes, { on: ["league_key", "season_start_year"] }],
  }),

  /** College baseball pitching lines (as college_batting_lines). */
  college_pitching_lines: table({
    since: "0029_college_baseball_lines",
    columns: {
      ...statLineKey,
      league_key: "text!",
      w: "int!",
      l: "int!",
      g: "int!",
      gs: "int!",
      cg: "int!",
      sho: "int!",
      sv: "int!",
      ip_outs: "int!",
      h: "int!",
      r: "int!",
      er: "int!",
      hr: "int!",
      bb: "int!",
      so: "int!",
      hbp: "int!",
      bfp: "int!",
      team_games: "int",
    },
    indexes: [...statLineIndexes, { on: ["league_key", "season_start_year"] }],
  }),

  /** MLB regular-season fielding lines from Lahman; see statLineKey. */
  fielding_lines: table({
    since: "0011_mlb_stats",
    columns: {
      ...statLineKey,
      /** P, C, 1B, 2B, 3B, SS, OF (Lahman does not split the outfield here). */
      pos: "text!",
      g: "int!",
      gs: "int",
      inn_outs: "int",
      po: "int!",
      a: "int!",
      e: "int!",
      dp: "int!",
      pb: "int",
      sb: "int",
      cs: "int",
    },
    indexes: statLineIndexes,
  }),

  /**
   * NBA, BAA and ABA regular-season player lines (Basketball-Reference to 2020-21, NBA.com after);
   * see statLineKey: stint 0 is the season (team "TOT" over several clubs), stints 1, 2, ... the
   * clubs of a traded player's season. `league` is NBA, BAA or ABA. A figure a season did not record
   * (minutes before 1951-52, steals and blocks before 1973-74, threes before 1979-80) is null, as
   * is one the source gives only for the season (some club rows of 1961-62).
   */
  basketball_lines: table({
    since: "0016_basketball_lines",
    columns: {
      ...statLineKey,
      g: "int",
      gs: "int",
      mp: "int",
      fg: "int",
      fga: "int",
      x3p: "int",
      x3pa: "int",
      ft: "int",
      fta: "int",
      orb: "int",
      drb: "int",
      trb: "int",
      ast: "int",
      stl: "int",
      blk: "int",
      tov: "int",
      pf: "int",
      pts: "int",
      /** Where the line comes from: bbref (Basketball-Reference totals) or nbaapi (NBA.com totals, clubs from its game logs). */
      source: "text!",
    },
    indexes: statLineIndexes,
  }),

  /**
   * NFL offensive lines per player and game, 1999-2023 (nflverse weekly player statistics): REG and
   * POST apart (`season_type`); `game_id` is the club's game of that season and week where our games
   * hold it. `opponent_code` only where the source names it (2018 on).
   */
  football_game_lines: table({
    since: "0017_football_lines",
    columns: {
      id: "pk",
      player_id: "int!",
      season_start_year: "int!",
      week: "int!",
      season_type: "text!",
      team_id: "int",
      team_code: "text!",
      game_id: "int",
      opponent_code: "text",
      ...footballFigures,
    },
    indexes: [{ on: ["player_id", "season_start_year"] }, { on: ["game_id"] }],
  }),

  /**
   * NBA player lines per game (NBA.com game logs, regular seasons 2015-16 to 2024-25): `game_id` is
   * the game of that date and clubs in our games; `player_id` null where the player is not one of
   * ours (the source's name is kept). `starter` null where the source does not say; `dnp` the
   * reason a listed player did not play. `seconds` are whole minutes where the source has no more.
   */
  basketball_game_lines: table({
    since: "0020_basketball_game_lines",
    columns: {
      id: "pk",
      game_id: "int!",
      season_start_year: "int!",
      /** regular or postseason */
      season_type: "text!",
      /** 1 for the home side (the designated one at a neutral site). */
      is_home: "int!",
      team_id: "int",
      team_code: "text!",
      player_id: "int",
      player_name: "text!",
      /** Order within the side as the box score lists it. */
      seq: "int!",
      starter: "int",
      dnp: "text",
      seconds: "int",
      fg: "int!",
      fga: "int!",
      x3p: "int!",
      x3pa: "int!",
      ft: "int!",
      fta: "int!",
      orb: "int!",
      drb: "int!",
      trb: "int!",
      ast: "int!",
      stl: "int!",
      blk: "int!",
      tov: "int!",
      pf: "int!",
      pts: "int!",
      plus_minus: "int",
      /** nba-stats (NBA.com game logs) */
      source: "text!",
    },
    indexes: [{ on: ["game_id"] }, { on: ["player_id", "season_start_year"] }],
  }),

  /**
   * NFL season lines per player, season, season type and club (see statLineKey; `league` is NFL):
   * stint 0 is the season (team "TOT" over several clubs), stints 1, 2, ... the clubs. 1999-2023 are
   * sums of the game lines, 2024 REG the nflverse season totals (no club: team_code ""). Defensive
   * figures are not here yet. `source`: nflverse-weekly or nflverse-season.
   */
  football_season_lines: table({
    since: "0017_football_lines",
    columns: {
      ...statLineKey,
      season_type: "text!",
      /** Games with a line in the weekly files (a game without an offensive figure is not counted); null for 2024. */
      games: "int",
      ...footballFigures,
      source: "text!",
    },
    indexes: statLineIndexes,
  }),

  /**
   * NFL defence per player and season, regular seasons 2018-2021 (Pro-Football-Reference's advanced
   * defence table via nflverse; see statLineKey, `league` NFL). The file gives a traded player's
   * season only as one 2TM/3TM total: team "TOT", stint 0, no club rows. It has no solo/assisted
   * split: `tackles` is combined tackles. `pfr_id` is the source's player id. `source`: pfr-advanced.
   */
  football_defense_lines: table({
    since: "0022_football_defense",
    columns: {
      ...statLineKey,
      pfr_id: "text!",
      games: "int!",
      games_started: "int!",
      tackles: "int!",
      /** Half sacks are shared: 22.5. */
      def_sacks: "real!",
      def_int: "int!",
      source: "text!",
    },
    indexes: statLineIndexes,
  }),

  /**
   * MLB postseason box scores 1903-2023, computed from the Retrosheet event files by the parser in
   * domain/retrosheet-events.ts: each batter's line in a game, `seq` his order in his club's table
   * (batting slot, then entry). `player_id` where Lahman's retroID names the player; else null.
   */
  baseball_game_batting: table({
    since: "0021_baseball_event_lines",
    columns: {
      id: "pk",
      game_id: "int!",
      side: { spec: "text!", type: as<"home" | "away">() },
      seq: "int!",
      retro_id: "text!",
      player_id: "int",
      name: "text!",
      /** Batting-order slot 1-9. */
      slot: "int!",
      /** Positions played in order, "ph-lf". */
      positions: "text!",
      ab: "int!",
      r: "int!",
      h: "int!",
      rbi: "int!",
      bb: "int!",
      so: "int!",
      doubles: "int!",
      triples: "int!",
      hr: "int!",
      sb: "int!",
    },
    indexes: [{ on: ["game_id"] }, { on: ["player_id"] }],
  }),

  /** Each pitcher's line in a postseason game (see baseball_game_batting); `er` null where the file gives none. */
  baseball_game_pitching: table({
    since: "0021_baseball_event_lines",
    columns: {
      id: "pk",
      game_id: "int!",
      side: { spec: "text!", type: as<"home" | "away">() },
      seq: "int!",
      retro_id: "text!",
      player_id: "int",
      name: "text!",
      outs: "int!",
      h: "int!",
      r: "int!",
      er: "int",
      bb: "int!",
      so: "int!",
      hr: "int!",
      /** W, L or S: the pitchers of record of the event file's info records. */
      decision: { spec: "text", type: as<"W" | "L" | "S">() },
    },
    indexes: [{ on: ["game_id"] }, { on: ["player_id"] }],
  }),

  /**
   * Each club's side of an MLB game from its Retrosheet game log row (regular seasons and the
   * postseason alike): the batting, pitching and fielding totals (null where the row leaves a figure
   * blank), the starting pitcher, the nine starters and the pitchers of record credited to the club.
   * The people are compact JSON (backend/import/sources/mlb-game-teams.ts), a person as
   * `playerId` where Lahman's retroID names our player, else as `retroId, name`: `lineup`
   * `[[person..., position], ...]` in batting order, null unless the row names all nine;
   * `decisions` `[[role, person...], ...]` with role W, L, S or GWRBI. The starting pitcher:
   * `starter_player_id`, or `starter_retro_id` and `starter_name` where he is not linked.
   */
  baseball_game_teams: table({
    since: "0023_baseball_game_teams",
    columns: {
      id: "pk",
      game_id: "int!",
      side: { spec: "text!", type: as<"home" | "away">() },
      ab: "int",
      h: "int",
      doubles: "int",
      triples: "int",
      hr: "int",
      rbi: "int",
      sh: "int",
      sf: "int",
      hbp: "int",
      bb: "int",
      ibb: "int",
      so: "int",
      sb: "int",
      cs: "int",
      gidp: "int",
      ci: "int",
      lob: "int",
      pitchers: "int",
      er: "int",
      team_er: "int",
      wp: "int",
      balks: "int",
      po: "int",
      a: "int",
      e: "int",
      pb: "int",
      dp: "int",
      tp: "int",
      starter_player_id: "int",
      starter_retro_id: "text",
      starter_name: "text",
      lineup: "text",
      decisions: "text",
    },
    indexes: [{ on: ["game_id"] }],
  }),

  /** The play-by-play of a postseason game in plain English, in order; the score after each play. */
  baseball_game_plays: table({
    since: "0021_baseball_event_lines",
    columns: {
      id: "pk",
      game_id: "int!",
      seq: "int!",
      inning: "int!",
      half: { spec: "text!", type: as<"top" | "bottom">() },
      text: "text!",
      /** Outs made on the play. */
      outs: "int!",
      away_score: "int!",
      home_score: "int!",
    },
    indexes: [{ on: ["game_id", "seq"] }],
  }),

  /**
   * Leader boards computed by the build (MLB from the lines above, NHL from the Hockey Databank
   * player seasons): the top rows of each statistic, scope (career, season, active) and league,
   * ranked, so a leaders page is one indexed read.
   */
  /**
   * The /analytics figures, computed by the build (backend/import/steps/analytics-figures.ts) for
   * every site, category and timeframe, so a view reads one row instead of every game. A row holds
   * for the timeframe's dates and seasons (`period`) and the data version it was computed under;
   * a view outside both (a later week, a live-score update) is computed per request.
   */
  analytics_figures: table({
    since: "0024_analytics_figures",
    columns: {
      id: "pk",
      /** The request's scope: its league ("" on the hub) and sport and level ids (JSON, null for all). */
      scope: "text!",
      category: "text!",
      timeframe: "text!",
      /** The timeframe's dates and current seasons when computed (JSON). */
      period: "text!",
      /** build_info's data_version when computed ("" when none). */
      data_version: "text!",
      /** The answer of /api/analytics/figures/ (JSON). */
      body: "text!",
    },
    indexes: [unique("scope", "category", "timeframe")],
  }),

  /**
   * Games whose day the sources do not give (college baseball 1997-2001, college basketball games
   * no day could be joined to from 2017-18 on): kept apart from `games`, whose every row has a
   * date, so no date view, streak or season span ever reads a made-up day. Listed by season and
   * team (docs/rules.md#undated-games).
   */
  undated_games: table({
    since: "0027_undated_games",
    columns: {
      id: "pk",
      season_start_year: "int!",
      home_team_id: "int!",
      away_team_id: "int!",
      home_team_name: "text!",
      away_team_name: "text!",
      home_score: "int",
      away_score: "int",
      /** OT, 2OT ... when the source says. */
      period: "text",
      neutral_site: "int!",
      /** The neutral site as the source words it (`Omaha, Neb.`), else null. */
      venue_name: "text",
      /** regular or postseason (college baseball: the games at Omaha, the College World Series). */
      game_type: "text!",
      source: "text",
      league_key: "text!",
    },
    indexes: [
      { on: ["league_key", "season_start_year"] },
      { on: ["home_team_id", "season_start_year"] },
      { on: ["away_team_id", "season_start_year"] },
    ],
  }),

  stat_leaders: table({
    since: "0011_mlb_stats",
    columns: {
      id: "pk",
      sport_id: "int!",
      level_id: "int!",
      /** career | season | active, or franchise (team_id is the franchise; career leaders while with it) */
      scope: "text!",
      /** The statistic's key (hr, avg, era, goals, ...; see domain/leaders.ts). */
      stat: "text!",
      /** "all" or a league (AL, NL, ...); fielding boards: "all" or a position (P, C, 1B, ..., OF). */
      league: "text!",
      rank: "int!",
      player_id: "int!",
      value: "real!",
      /** Season rows: the season and its team (null on a total of several teams). */
      season_start_year: "int",
      team_id: "int",
      team_name: "text",
      /** Career rows: the first and last season of the figures. */
      first_season: "int",
      last_season: "int",
      /** What the rate rests on (PA, outs, games), for the qualification column. */
      basis: "real",
      league_key: leagueKey,
    },
    indexes: [
      { on: ["league_key"], since: "0015_league_scope" },
      { on: ["sport_id", "level_id", "scope", "stat", "league", "rank"] },
    ],
  }),

  /**
   * The most similar MLB careers of each batter and pitcher (domain/similarity.ts: Bill James's
   * similarity scores as Baseball-Reference publishes them), computed by the build from the career
   * totals of batting_lines and pitching_lines: one row per player, kind and rank.
   */
  similar_players: table({
    since: "0026_similar_players",
    columns: {
      id: "pk",
      player_id: "int!",
      /** batting | pitching */
      kind: { spec: "text!", type: as<"batting" | "pitching">() },
      rank: "int!",
      other_player_id: "int!",
      score: "real!",
      /** The last season the careers' totals run through (the source's last season). */
      through_season: "int!",
      /** The player's own position value as compared (batting rows), so a reader can score him again. */
      position_value: "real",
      /** The player's own throwing hand as compared (pitching rows; null when unknown). */
      throws: "text",
      league_key: "text!",
    },
    indexes: [{ on: ["player_id", "kind", "rank"] }],
  }),

  /**
   * Hockey skaters' season lines of the NHL (Hockey Databank's Scoring.csv to 2017-18, the
   * Hockey-Reference seasons after) and of college hockey (the NCAA's statistics 2001-02 to
   * 2013-14), filled by the build for the finders (backend/import/steps/hockey-lines.ts); see
   * statLineKey (stint 0 the season, "TOT" over several clubs). `league` is NHL or NCAA. A figure
   * the season or source does not record is null (plus/minus before 1967-68, power-play, short-handed
   * and game-winning goals and shots where the Databank's columns are blank, all four after 2017-18).
   */
  hockey_skater_lines: table({
    since: "0028_hockey_lines",
    columns: {
      ...statLineKey,
      gp: "int",
      g: "int",
      a: "int",
      pts: "int",
      pim: "int",
      pm: "int",
      ppg: "int",
      shg: "int",
      gwg: "int",
      sog: "int",
      league_key: "text!",
    },
    indexes: [...statLineIndexes, { on: ["league_key", "season_start_year"] }],
  }),

  /**
   * Hockey goaltenders' season lines, as hockey_skater_lines (NHL: the Databank's Goalies.csv to
   * 2017-18, Hockey-Reference after; college: the NCAA's goalie columns). `sa` is null where shots
   * against are not recorded (NHL before 1982-83); college shots against are saves plus goals against.
   */
  hockey_goalie_lines: table({
    since: "0028_hockey_lines",
    columns: {
      ...statLineKey,
      gp: "int",
      min: "int",
      w: "int",
      l: "int",
      tol: "int",
      sho: "int",
      ga: "int",
      sa: "int",
      league_key: "text!",
    },
    indexes: [...statLineIndexes, { on: ["league_key", "season_start_year"] }],
  }),
} as const;

export type TableName = keyof typeof tables;
