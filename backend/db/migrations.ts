/**
 * Schema migrations, provided in code so they run the same from tsx, Vitest and the server (no
 * migration folder to locate at run time). The column types used (integer, text, double precision)
 * mean the same on SQLite and PostgreSQL.
 *
 * The database is a build artifact (rebuilt from backend/data), so the first migration is checked
 * against the current table interfaces at compile time; a later change adds a migration here and
 * relaxes that check for the older ones.
 */
import { Kysely, Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from "kysely";
import type { Database } from "./schema";

/** `pk` integer primary key; `int`/`text`/`real` nullable; a trailing `!` means NOT NULL. */
type ColumnSpec = "pk" | "int" | "int!" | "text" | "text!" | "real" | "real!";

type TableSpec<T extends keyof Database> = Record<keyof Database[T] & string, ColumnSpec>;

// Kysely<any> is the documented type for migrations: they run before the typed schema exists.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function createTable<T extends keyof Database>(db: AnyDb, name: T, columns: TableSpec<T>): Promise<void> {
  let builder = db.schema.createTable(name);
  for (const [column, spec] of Object.entries(columns) as [string, ColumnSpec][]) {
    const notNull = spec.endsWith("!") || spec === "pk";
    const base = spec.replace("!", "");
    const type = base === "text" ? "text" : base === "real" ? "double precision" : "integer";
    builder = builder.addColumn(column, type, (c) => {
      let col = c;
      if (spec === "pk") col = col.primaryKey();
      if (notNull) col = col.notNull();
      return col;
    });
  }
  await builder.execute();
}

async function index(db: AnyDb, table: keyof Database, columns: string[], options: { unique?: boolean } = {}): Promise<void> {
  let builder = db.schema
    .createIndex(`${table}_${columns.join("_")}_${options.unique ? "key" : "idx"}`)
    .on(table)
    .columns(columns);
  if (options.unique) builder = builder.unique();
  await builder.execute();
}

const initial: Migration = {
  async up(db: AnyDb) {
    await createTable(db, "sports", { id: "pk", slug: "text!", name: "text!", abbreviation: "text!", sort_order: "int!" });
    await index(db, "sports", ["slug"], { unique: true });

    await createTable(db, "levels", { id: "pk", slug: "text!", name: "text!", sort_order: "int!" });
    await index(db, "levels", ["slug"], { unique: true });

    await createTable(db, "conferences", { id: "pk", slug: "text!", name: "text!", sport_id: "int!", level_id: "int!" });
    await index(db, "conferences", ["sport_id", "level_id", "slug"], { unique: true });

    await createTable(db, "divisions", {
      id: "pk",
      slug: "text!",
      name: "text!",
      conference_id: "int",
      sport_id: "int!",
      level_id: "int!",
    });
    await index(db, "divisions", ["sport_id", "level_id", "slug"], { unique: true });
    await index(db, "divisions", ["conference_id"]);

    await createTable(db, "venues", {
      id: "pk",
      slug: "text!",
      name: "text!",
      city: "text",
      state: "text",
      country: "text",
      capacity: "int",
      opened_year: "int",
    });
    await index(db, "venues", ["slug"], { unique: true });

    await createTable(db, "teams", {
      id: "pk",
      slug: "text!",
      sport_id: "int!",
      level_id: "int!",
      league_key: "text!",
      name: "text!",
      short_name: "text",
      school: "text",
      city: "text",
      state: "text",
      country: "text",
      abbreviation: "text",
      founded_year: "int",
      first_season: "int",
      last_season: "int",
      conference_id: "int",
      division_id: "int",
      home_venue_id: "int",
    } as TableSpec<"teams">);
    await index(db, "teams", ["slug"], { unique: true });
    await index(db, "teams", ["sport_id", "level_id", "name"]);
    await index(db, "teams", ["conference_id"]);
    await index(db, "teams", ["division_id"]);
    await index(db, "teams", ["abbreviation"]);

    await createTable(db, "team_identities", {
      id: "pk",
      team_id: "int!",
      name: "text!",
      city: "text",
      abbreviation: "text",
      first_season: "int",
      last_season: "int",
    });
    await index(db, "team_identities", ["team_id", "first_season"]);

    await createTable(db, "championships", {
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
      first_year: "int!",
      first_season: "int!",
      last_year: "int",
      format: "text",
      total_teams: "int",
      sort_order: "int!",
    });
    await index(db, "championships", ["slug"], { unique: true });
    await index(db, "championships", ["sport_id", "level_id"]);

    await createTable(db, "seasons", {
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
      teams_count: "int",
      games_count: "int",
      champion_id: "int",
    });
    await index(db, "seasons", ["slug"], { unique: true });
    await index(db, "seasons", ["sport_id", "level_id", "start_year"], { unique: true });
    await index(db, "seasons", ["start_year"]);

    await createTable(db, "champions", {
      id: "pk",
      championship_id: "int!",
      season_id: "int",
      year: "int!",
      title_year: "int",
      edition: "text",
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
    });
    await index(db, "champions", ["championship_id", "year"]);
    await index(db, "champions", ["year"]);
    await index(db, "champions", ["team_id", "year"]);
    await index(db, "champions", ["runner_up_team_id"]);
    await index(db, "champions", ["season_id"]);

    await createTable(db, "games", {
      id: "pk",
      slug: "text!",
      sport_id: "int!",
      level_id: "int!",
      season_id: "int",
      season_start_year: "int",
      championship_id: "int",
      home_team_id: "int!",
      away_team_id: "int!",
      home_team_name: "text",
      away_team_name: "text",
      home_team_city: "text",
      away_team_city: "text",
      home_team_abbreviation: "text",
      away_team_abbreviation: "text",
      home_score: "int",
      away_score: "int",
      status: "text!",
      game_date: "text!",
      game_time: "text",
      period: "text",
      time_remaining: "text",
      venue_id: "int",
      venue_name: "text",
      attendance: "int",
      weather: "text",
      officials: "text",
      week: "int",
      game_type: "text",
      source: "text",
      // neutral_site: 0008.
    } as TableSpec<"games">);
    await index(db, "games", ["slug"], { unique: true });
    await index(db, "games", ["game_date"]);
    await index(db, "games", ["sport_id", "level_id", "game_date"]);
    await index(db, "games", ["status", "game_date"]);
    await index(db, "games", ["season_id"]);
    await index(db, "games", ["home_team_id", "season_start_year"]);
    await index(db, "games", ["away_team_id", "season_start_year"]);
    await index(db, "games", ["championship_id"]);

    // Columns added by later migrations are not created here (hence the cast).
    await createTable(db, "standings", {
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
    } as TableSpec<"standings">);
    await index(db, "standings", ["sport_id", "level_id", "season_start_year"]);
    await index(db, "standings", ["season_start_year"]);
    await index(db, "standings", ["season_id"]);
    await index(db, "standings", ["division_id"]);
    await index(db, "standings", ["conference_id"]);
    await index(db, "standings", ["team_id", "season_start_year"]);

    await createTable(db, "people", {
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
    } as TableSpec<"people">);
    await index(db, "people", ["slug"], { unique: true });
    await index(db, "people", ["last_name", "first_name"]);

    await createTable(db, "players", {
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
      is_active: "int!",
      rookie_season: "int",
      contract_end_year: "int",
      championships_won: "int!",
      all_star_selections: "int!",
      career_stats: "text",
      awards: "text",
    } as TableSpec<"players">);
    await index(db, "players", ["slug"], { unique: true });
    await index(db, "players", ["sport_id", "level_id"]);
    await index(db, "players", ["person_id"]);
    await index(db, "players", ["current_team_id"]);
    await index(db, "players", ["primary_position_name"]);
    await index(db, "players", ["is_active"]);
    await index(db, "players", ["rookie_season"]);

    await createTable(db, "roster_entries", {
      id: "pk",
      team_id: "int!",
      season_id: "int",
      season_start_year: "int!",
      player_id: "int!",
      jersey_number: "text",
      position: "text",
      is_captain: "int!",
      is_starter: "int!",
    } as TableSpec<"roster_entries">);
    await index(db, "roster_entries", ["team_id", "season_start_year"]);
    await index(db, "roster_entries", ["player_id"]);
    await index(db, "roster_entries", ["season_start_year"]);

    await createTable(db, "coaches", {
      id: "pk",
      slug: "text!",
      person_id: "int!",
      sport_id: "int!",
      level_id: "int!",
      current_team_id: "int",
      title: "text",
      is_head_coach: "int!",
      is_active: "int!",
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
      playing_experience: "text",
    } as TableSpec<"coaches">);
    await index(db, "coaches", ["slug"], { unique: true });
    await index(db, "coaches", ["sport_id", "level_id"]);
    await index(db, "coaches", ["current_team_id"]);
    await index(db, "coaches", ["is_active"]);
    await index(db, "coaches", ["is_head_coach"]);

    await createTable(db, "coaching_history", {
      id: "pk",
      coach_id: "int!",
      team_id: "int",
      team_name: "text!",
      start_year: "int!",
      end_year: "int",
      title: "text",
      is_head_coach: "int!",
      is_active: "int!",
    });
    await index(db, "coaching_history", ["coach_id", "start_year"]);
    await index(db, "coaching_history", ["team_id"]);

    await createTable(db, "coach_awards", { id: "pk", coach_id: "int!", name: "text!", year: "int" });
    await index(db, "coach_awards", ["coach_id"]);

    await createTable(db, "build_info", { key: "text!", value: "text!" });
    await index(db, "build_info", ["key"], { unique: true });
  },

  async down(db: AnyDb) {
    for (const table of [
      "build_info",
      "coach_awards",
      "coaching_history",
      "coaches",
      "roster_entries",
      "players",
      "people",
      "standings",
      "games",
      "champions",
      "seasons",
      "championships",
      "team_identities",
      "teams",
      "venues",
      "divisions",
      "conferences",
      "levels",
      "sports",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** Standings from the open datasets: conference and league rank, hockey OTL, points for/against. */
const standingsDetail: Migration = {
  async up(db: AnyDb) {
    for (const column of ["conference_rank", "league_rank", "overtime_losses", "points_for", "points_against"]) {
      await db.schema.alterTable("standings").addColumn(column, "integer").execute();
    }
  },
  async down(db: AnyDb) {
    for (const column of ["conference_rank", "league_rank", "overtime_losses", "points_for", "points_against"]) {
      await db.schema.alterTable("standings").dropColumn(column).execute();
    }
  },
};

/**
 * People whose figures are true about their extent: the last season a player's source covers and
 * the player's own last season in it ('active' only where the source reaches the current season),
 * whether a coach's record is the whole career, and per-season rows for players and coaches.
 */
const peopleCoverage: Migration = {
  async up(db: AnyDb) {
    for (const column of ["last_season", "source_through"]) await db.schema.alterTable("players").addColumn(column, "integer").execute();
    await db.schema.alterTable("people").addColumn("death_year", "integer").execute();
    await db.schema
      .alterTable("coaches")
      .addColumn("record_is_career", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    for (const column of ["record_from", "record_to"]) await db.schema.alterTable("coaches").addColumn(column, "integer").execute();
    await db.schema.alterTable("coaches").addColumn("record_source", "text").execute();
    await createTable(db, "player_seasons", {
      id: "pk",
      player_id: "int!",
      season_start_year: "int!",
      team_id: "int",
      team_name: "text",
      league: "text",
      stats: "text",
    });
    await index(db, "player_seasons", ["player_id", "season_start_year"]);
    await createTable(db, "coach_seasons", {
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
      won_title: "int!",
    });
    await index(db, "coach_seasons", ["coach_id", "season_start_year"]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("coach_seasons").ifExists().execute();
    await db.schema.dropTable("player_seasons").ifExists().execute();
    for (const column of ["record_source", "record_to", "record_from", "record_is_career"])
      await db.schema.alterTable("coaches").dropColumn(column).execute();
    for (const column of ["source_through", "last_season"]) await db.schema.alterTable("players").dropColumn(column).execute();
    await db.schema.alterTable("people").dropColumn("death_year").execute();
  },
};

/** Rosters with per-player season figures, and team-seasons from season-by-season sources. */
const teamSeasons: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("roster_entries").addColumn("stats", "text").execute();
    await createTable(db, "team_seasons", {
      id: "pk",
      team_id: "int!",
      season_start_year: "int!",
      league_key: "text!",
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
      division_rank: "int",
      made_playoffs: "int",
      playoff_result: "text",
      totals: "text",
      source: "text!",
    });
    await index(db, "team_seasons", ["team_id", "season_start_year"]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("team_seasons").ifExists().execute();
    await db.schema.alterTable("roster_entries").dropColumn("stats").execute();
  },
};

/** The data-quality figures the build computes (see DataQualityTable). */
const dataQuality: Migration = {
  async up(db: AnyDb) {
    await createTable(db, "data_quality", {
      id: "pk",
      section: "text!",
      key: "text!",
      label: "text!",
      score: "real",
      passed: "int",
      total: "int",
      status: "text",
      detail: "text",
      season: "int",
      sort_order: "int!",
      computed_at: "text!",
      // championship: 0009.
    } as TableSpec<"data_quality">);
    await index(db, "data_quality", ["section", "sort_order"]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("data_quality").ifExists().execute();
  },
};

/**
 * The site search: a documents table and a full-text index over its folded `keys` and `body`.
 * SQLite: an external-content FTS5 table (the build fills it with 'rebuild'), with prefix indexes
 * so "yan*" and "do*" answer from the index. PostgreSQL: a generated tsvector (names weigh more
 * than the rest) under a GIN index. Text is folded before it is stored, so the 'simple'
 * configuration (no stemming, no stop words: names are not English prose) is the right one.
 */
const search: Migration = {
  async up(db: AnyDb) {
    await createTable(db, "search_documents", {
      id: "pk",
      kind: "text!",
      entity_id: "int!",
      slug: "text!",
      name: "text!",
      keys: "text!",
      body: "text!",
      sport_id: "int",
      level_id: "int",
      first_year: "int",
      last_year: "int",
      team_slug: "text",
      team_name: "text",
      detail: "text",
      aliases: "text",
      fame: "real!",
    });
    await index(db, "search_documents", ["kind", "entity_id"], { unique: true });
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`alter table search_documents add column document tsvector generated always as (
          setweight(to_tsvector('simple', keys), 'A') || setweight(to_tsvector('simple', body), 'B')) stored`.execute(db);
      await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db);
    } else {
      await sql`create virtual table search_fts using fts5(keys, body, content='search_documents', content_rowid='id',
          tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
    }
  },
  async down(db: AnyDb) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await sql`drop table if exists search_fts`.execute(db);
    await db.schema.dropTable("search_documents").ifExists().execute();
  },
};

/** Standings: the tiebreak that decided a rank (NFL procedures, published orders). */
const standingsTiebreak: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("standings").addColumn("tiebreak", "text").execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable("standings").dropColumn("tiebreak").execute();
  },
};

/** Games: played at a neutral site (docs/rules.md#neutral-sites). */
const gamesNeutralSite: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable("games")
      .addColumn("neutral_site", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable("games").dropColumn("neutral_site").execute();
  },
};

/** Data quality: the championship a per-league figure (accuracy, freshness) is about, for a sport site's report. */
const dataQualityChampionship: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("data_quality").addColumn("championship", "text").execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable("data_quality").dropColumn("championship").execute();
  },
};

/**
 * Derived figures that say what they cover (docs/rules.md#derived-figures): whether a coach's
 * seasons count is the whole career, and whether a team's first season is a curated fact or only
 * the first season the data holds.
 */
const derivedCoverage: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable("coaches")
      .addColumn("experience_is_career", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("teams")
      .addColumn("first_season_curated", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable("teams").dropColumn("first_season_curated").execute();
    await db.schema.alterTable("coaches").dropColumn("experience_is_career").execute();
  },
};

/** MLB regular-season lines (per stint and season totals) and the leader boards the build computes. */
const mlbStats: Migration = {
  async up(db: AnyDb) {
    const key = {
      id: "pk",
      player_id: "int!",
      season_start_year: "int!",
      stint: "int!",
      team_id: "int",
      team_code: "text!",
      team_name: "text",
      league: "text!",
    } as const;
    await createTable(db, "batting_lines", {
      ...key,
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
      pa: "int!",
      team_games: "int",
    });
    await createTable(db, "pitching_lines", {
      ...key,
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
    });
    await createTable(db, "fielding_lines", {
      ...key,
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
    });
    for (const table of ["batting_lines", "pitching_lines", "fielding_lines"] as const) {
      await index(db, table, ["player_id", "season_start_year", "stint"]);
      await index(db, table, ["team_id", "season_start_year"]);
    }
    await createTable(db, "stat_leaders", {
      id: "pk",
      sport_id: "int!",
      level_id: "int!",
      scope: "text!",
      stat: "text!",
      league: "text!",
      rank: "int!",
      player_id: "int!",
      value: "real!",
      season_start_year: "int",
      team_id: "int",
      team_name: "text",
      first_season: "int",
      last_season: "int",
      basis: "real",
    });
    await index(db, "stat_leaders", ["sport_id", "level_id", "scope", "stat", "league", "rank"]);
  },
  async down(db: AnyDb) {
    for (const table of ["stat_leaders", "fielding_lines", "pitching_lines", "batting_lines"]) await db.schema.dropTable(table).ifExists().execute();
  },
};

/**
 * Game history (Retrosheet game logs, FiveThirtyEight's NBA games): what a box-score-less game log
 * tells beyond the score. Line score by inning (JSON `{"away":[..],"home":[..]}`, an inning not
 * batted is null), duration in minutes, day or night, the game number of a doubleheader (1, 2) and
 * the two managers (JSON `{"home":..,"away":..}`), and the day a suspended game was completed
 * (`game_date` stays the day it began, as Retrosheet dates it).
 */
const gameHistory: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("games").addColumn("line_score", "text").execute();
    await db.schema.alterTable("games").addColumn("duration_minutes", "integer").execute();
    await db.schema.alterTable("games").addColumn("day_night", "text").execute();
    await db.schema.alterTable("games").addColumn("game_number", "integer").execute();
    await db.schema.alterTable("games").addColumn("managers", "text").execute();
    await db.schema.alterTable("games").addColumn("completed_date", "text").execute();
  },
  async down(db: AnyDb) {
    for (const column of ["completed_date", "managers", "game_number", "day_night", "duration_minutes", "line_score"]) {
      await db.schema.alterTable("games").dropColumn(column).execute();
    }
  },
};

/** Awards by season and the picks of every draft the data holds (AwardsTable, DraftPicksTable). */
const awardsDrafts: Migration = {
  async up(db: AnyDb) {
    await createTable(db, "awards", {
      id: "pk",
      award_key: "text!",
      award_name: "text!",
      league_key: "text!",
      sport_id: "int!",
      level_id: "int!",
      season_start_year: "int!",
      league: "text",
      player_id: "int",
      coach_id: "int",
      person_name: "text!",
      team_id: "int",
      team_name: "text",
      is_winner: "int!",
      rank: "int",
      points_won: "real",
      points_max: "real",
      share: "real",
      votes_first: "int",
      note: "text",
      source: "text!",
    });
    await index(db, "awards", ["award_key", "season_start_year"]);
    await index(db, "awards", ["player_id"]);
    await index(db, "awards", ["coach_id"]);
    await createTable(db, "draft_picks", {
      id: "pk",
      league_key: "text!",
      sport_id: "int!",
      level_id: "int!",
      draft_year: "int!",
      league: "text!",
      round: "int",
      overall_pick: "int",
      team_id: "int",
      team_name: "text!",
      player_id: "int",
      player_name: "text!",
      college: "text",
    });
    await index(db, "draft_picks", ["draft_year", "overall_pick"]);
    await index(db, "draft_picks", ["player_id"]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("draft_picks").ifExists().execute();
    await db.schema.dropTable("awards").ifExists().execute();
  },
};

/**
 * 0014: one row per playoff series the Hockey Databank's SeriesPost.csv holds on the NHL's Stanley
 * Cup path (1917-18 to 2017-18), so seasons without playoff games still show their bracket. Clubs
 * the database lacks keep their name of the time with a null team id.
 */
const playoffSeries: Migration = {
  async up(db: AnyDb) {
    await createTable(db, "playoff_series", {
      id: "pk",
      league_key: "text!",
      sport_id: "int!",
      level_id: "int!",
      season_start_year: "int!",
      round: "text!",
      round_name: "text!",
      round_order: "int!",
      series_letter: "text",
      winner_team_id: "int",
      winner_name: "text!",
      loser_team_id: "int",
      loser_name: "text!",
      wins: "int!",
      losses: "int!",
      ties: "int!",
      winner_goals: "int",
      loser_goals: "int",
      note: "text",
      source: "text!",
    });
    await index(db, "playoff_series", ["sport_id", "level_id", "season_start_year"]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable("playoff_series").ifExists().execute();
  },
};

/** Every migration, in order. Names sort lexically, which is how Kysely orders them. */
export const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_standings_detail": standingsDetail,
  "0003_team_seasons": teamSeasons,
  "0004_data_quality": dataQuality,
  "0005_search": search,
  "0006_people_coverage": peopleCoverage,
  "0007_standings_tiebreak": standingsTiebreak,
  "0008_games_neutral_site": gamesNeutralSite,
  "0009_data_quality_championship": dataQualityChampionship,
  "0010_derived_coverage": derivedCoverage,
  "0011_mlb_stats": mlbStats,
  "0012_game_history": gameHistory,
  "0013_awards_drafts": awardsDrafts,
  "0014_playoff_series": playoffSeries,
};

const provider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`, { cause: error });
  }
}

/** Whether the schema exists and is current (used to decide if a PostgreSQL database needs a build). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const all = await migrator.getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
