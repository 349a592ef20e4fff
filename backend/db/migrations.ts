/**
 * Schema migrations, generated from the declaration in backend/db/tables.ts and provided in code so
 * they run the same from tsx, Vitest and the server (no migration folder to locate at run time).
 *
 * Migration N creates the tables declared `since: N` (with the columns they were created with, then
 * their indexes), adds the columns and indexes declared `since: N` to older tables, and its `down`
 * undoes that. So a database migrated step by step from an older one and one built fresh are the
 * same. What is not "create" or "add" is written out below, named and commented (`explicit`).
 */
import { Kysely, Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from "kysely";
import { MIGRATION_NAMES, indexName, specOf, type Column, type MigrationName } from "./declare";
import type { Database } from "./schema";
import { tables, type TableName } from "./tables";
import { LEAGUES } from "../../domain/leagues";

// Kysely<any> is the documented type for migrations: they run before the typed schema exists.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

type Step = (db: AnyDb) => Promise<void>;

const TABLE_NAMES = Object.keys(tables) as TableName[];

const SQL_TYPES = { pk: "integer", int: "integer", text: "text", real: "double precision" } as const;

function sqlType(column: Column): (typeof SQL_TYPES)[keyof typeof SQL_TYPES] {
  return SQL_TYPES[column.spec.replace("!", "") as keyof typeof SQL_TYPES];
}

/** The table's columns with the migration each arrived in, in their order in the table. */
function columnsOf(name: TableName): { name: string; column: Column; since: MigrationName }[] {
  const { since, columns } = tables[name];
  return Object.entries(columns).map(([column, spec]) => {
    const full = specOf(spec);
    return { name: column, column: full, since: full.since ?? since };
  });
}

async function createTable(db: AnyDb, name: TableName): Promise<void> {
  let builder = db.schema.createTable(name);
  for (const { name: column, column: spec, since } of columnsOf(name)) {
    if (since !== tables[name].since) continue;
    builder = builder.addColumn(column, sqlType(spec), (c) => {
      let col = c;
      if (spec.spec === "pk") col = col.primaryKey();
      if (spec.spec === "pk" || spec.spec.endsWith("!")) col = col.notNull();
      if (spec.default !== undefined) col = col.defaultTo(spec.default);
      return col;
    });
  }
  await builder.execute();
}

async function addColumns(db: AnyDb, name: TableName, migration: MigrationName): Promise<void> {
  for (const { name: column, column: spec, since } of columnsOf(name)) {
    if (since !== migration || since === tables[name].since) continue;
    await db.schema
      .alterTable(name)
      .addColumn(column, sqlType(spec), (c) => {
        let col = c;
        if (spec.spec.endsWith("!")) col = col.notNull();
        if (spec.default !== undefined) col = col.defaultTo(spec.default);
        return col;
      })
      .execute();
  }
}

function indexesOf(name: TableName, migration: MigrationName) {
  const table = tables[name];
  return table.indexes.filter((index) => ("since" in index ? index.since : table.since) === migration);
}

async function createIndexes(db: AnyDb, name: TableName, migration: MigrationName): Promise<void> {
  for (const index of indexesOf(name, migration)) {
    let builder = db.schema
      .createIndex(indexName(name, index))
      .on(name)
      .columns([...index.on]);
    if (index.unique) builder = builder.unique();
    await builder.execute();
  }
}

/** Creates what migration N declares: its new tables (each followed by its indexes), then its new columns and indexes. */
async function createDeclared(db: AnyDb, migration: MigrationName): Promise<void> {
  for (const name of TABLE_NAMES) {
    if (tables[name].since === migration) await createTable(db, name);
    else await addColumns(db, name, migration);
    await createIndexes(db, name, migration);
  }
}

/** Undoes createDeclared, last first. */
async function dropDeclared(db: AnyDb, migration: MigrationName): Promise<void> {
  for (const name of [...TABLE_NAMES].reverse()) {
    if (tables[name].since === migration) {
      await db.schema.dropTable(name).ifExists().execute();
      continue;
    }
    for (const index of indexesOf(name, migration))
      await db.schema.dropIndex(indexName(name, index)).execute();
    const added = columnsOf(name).filter((c) => c.since === migration);
    for (const { name: column } of added.reverse())
      await db.schema.alterTable(name).dropColumn(column).execute();
  }
}

/**
 * The site search's full-text index over search_documents' folded `keys` and `body`. SQLite: an
 * external-content FTS5 table (the build fills it with 'rebuild'), with prefix indexes so "yan*"
 * and "do*" answer from the index. PostgreSQL: a generated tsvector (names weigh more than the
 * rest) under a GIN index. Text is folded before it is stored, so the 'simple' configuration (no
 * stemming, no stop words: names are not English prose) is the right one.
 */
const searchIndex = {
  async up(db: AnyDb) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`alter table search_documents add column document tsvector generated always as (
          setweight(to_tsvector('simple', keys), 'A') || setweight(to_tsvector('simple', body), 'B')) stored`.execute(
        db,
      );
      await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(
        db,
      );
    } else {
      await sql`create virtual table search_fts using fts5(keys, body, content='search_documents', content_rowid='id',
          tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
    }
  },
  /** Runs before search_documents is dropped (the PostgreSQL column and index go with the table). */
  async down(db: AnyDb) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter))
      await sql`drop table if exists search_fts`.execute(db);
  },
};

/**
 * 0011 created the three Lahman line tables before their indexes, then the leader boards; its
 * steps keep that order so the schema reads (`.schema`) as it always has.
 */
async function mlbStatsInOrder(db: AnyDb): Promise<void> {
  const lines = ["batting_lines", "pitching_lines", "fielding_lines"] as const;
  for (const name of lines) await createTable(db, name);
  for (const name of lines) await createIndexes(db, name, "0011_mlb_stats");
  await createTable(db, "stat_leaders");
  await createIndexes(db, "stat_leaders", "0011_mlb_stats");
}

/** The unique keys 0015 replaced: a conference, division or season is one league's, not a sport and level's. */
const SPORT_LEVEL_KEYS = [
  { table: "conferences", on: ["sport_id", "level_id", "slug"] },
  { table: "divisions", on: ["sport_id", "level_id", "slug"] },
  { table: "seasons", on: ["sport_id", "level_id", "start_year"] },
] as const;

/**
 * 0015 gives the tables a site reads their league (the scope of a site): it adds the columns, fills
 * them on rows already there from the registry's sport and level of each league (one league each
 * until now), then swaps the sport-and-level unique keys for league ones before creating them.
 */
async function leagueScope(db: AnyDb): Promise<void> {
  for (const name of TABLE_NAMES) await addColumns(db, name, "0015_league_scope");
  const tablesWithLeague = TABLE_NAMES.filter((name) =>
    columnsOf(name).some((c) => c.name === "league_key" && c.since === "0015_league_scope"),
  );
  for (const name of tablesWithLeague)
    for (const league of LEAGUES) {
      const levels =
        league.level === "professional"
          ? sql`select id from levels where slug = 'professional'`
          : sql`select id from levels where slug <> 'professional'`;
      await sql`update ${sql.table(name)} set league_key = ${league.key}
        where sport_id in (select id from sports where slug = ${league.sport}) and level_id in (${levels})`.execute(
        db,
      );
    }
  for (const key of SPORT_LEVEL_KEYS)
    await db.schema
      .dropIndex(indexName(key.table, { on: key.on, unique: true }))
      .ifExists()
      .execute();
  for (const name of TABLE_NAMES) await createIndexes(db, name, "0015_league_scope");
}

/** Puts back the keys leagueScope replaced (the generated down then drops its indexes and columns). */
async function sportLevelKeys(db: AnyDb): Promise<void> {
  for (const key of SPORT_LEVEL_KEYS)
    await db.schema
      .createIndex(indexName(key.table, { on: key.on, unique: true }))
      .on(key.table)
      .columns([...key.on])
      .unique()
      .execute();
}

/**
 * The steps that are not generated: `up` runs after the declared tables and columns are created
 * (or, as `create`, instead of the generated creation), `down` before they are dropped.
 */
const explicit: Partial<Record<MigrationName, { create?: Step; up?: Step; down?: Step }>> = {
  "0005_search": searchIndex,
  "0011_mlb_stats": { create: mlbStatsInOrder },
  "0015_league_scope": { create: leagueScope, down: sportLevelKeys },
};

function migration(name: MigrationName): Migration {
  const steps = explicit[name] ?? {};
  return {
    async up(db: AnyDb) {
      await (steps.create ?? ((d: AnyDb) => createDeclared(d, name)))(db);
      await steps.up?.(db);
    },
    async down(db: AnyDb) {
      await steps.down?.(db);
      await dropDeclared(db, name);
    },
  };
}

/** Every migration, in order (declare.ts MIGRATION_NAMES). */
export const migrations: Record<string, Migration> = Object.fromEntries(
  MIGRATION_NAMES.map((name) => [name, migration(name)]),
);

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
