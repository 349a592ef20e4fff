/**
 * The schema declaration (backend/db/tables.ts) is what the migrations build: every declared
 * column in its place with its type, nullability and default, every declared index, nothing else;
 * and a database migrated from an older version, or taken down and up again, reads the same.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATION_NAMES, indexName, specOf } from "../../backend/db/declare";
import { migrateToLatest, migrations } from "../../backend/db/migrations";
import type { Database } from "../../backend/db/schema";
import { tables, type TableName } from "../../backend/db/tables";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "schema-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function open(name: string): { db: Kysely<Database>; raw: SqliteDatabase.Database } {
  const raw = new SqliteDatabase(path.join(dir, name));
  return { raw, db: new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) }) };
}

async function migrated(name: string): Promise<SqliteDatabase.Database> {
  const { db, raw } = open(name);
  await migrateToLatest(db);
  return raw;
}

/** The schema's statements in creation order, as `sqlite3 .schema` prints them. */
function schemaText(raw: SqliteDatabase.Database): string[] {
  const rows = raw
    .prepare(
      "select sql from sqlite_master where sql is not null and name not like 'kysely_%' order by rowid",
    )
    .all();
  return (rows as { sql: string }[]).map((r) => r.sql);
}

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

const SQL_TYPES = { pk: "INTEGER", int: "INTEGER", text: "TEXT", real: "DOUBLE PRECISION" } as const;

describe("schema declaration", () => {
  it("every declared table has exactly its declared columns, in order, with their types, nullability and defaults", async () => {
    const raw = await migrated("fresh.sqlite");
    for (const name of Object.keys(tables) as TableName[]) {
      const actual = (raw.pragma(`table_info(${name})`) as ColumnInfo[]).map((c) => ({
        name: c.name,
        type: c.type.toUpperCase(),
        notNull: c.notnull === 1,
        default: c.dflt_value,
        pk: c.pk === 1,
      }));
      const declared = Object.entries(tables[name].columns).map(([column, spec]) => {
        const full = specOf(spec);
        return {
          name: column,
          type: SQL_TYPES[full.spec.replace("!", "") as keyof typeof SQL_TYPES],
          notNull: full.spec === "pk" || full.spec.endsWith("!"),
          // SQLite reports a default as its SQL literal (a text one quoted).
          default:
            full.default === undefined
              ? null
              : typeof full.default === "string"
                ? `'${full.default}'`
                : String(full.default),
          pk: full.spec === "pk",
        };
      });
      expect(actual, name).toEqual(declared);
    }
  });

  it("every declared index exists under its name, and no other table or index does", async () => {
    const raw = await migrated("indexes.sqlite");
    const declared = (Object.keys(tables) as TableName[]).flatMap((name) =>
      tables[name].indexes.map((index) => ({
        name: indexName(name, index),
        table: name,
        unique: !!index.unique,
        columns: [...index.on],
      })),
    );
    const actual = (
      raw
        .prepare(
          "select name, tbl_name from sqlite_master where type = 'index' and tbl_name not like 'kysely_%' order by rowid",
        )
        .all() as {
        name: string;
        tbl_name: string;
      }[]
    ).map((index) => ({
      name: index.name,
      table: index.tbl_name,
      unique: (raw.pragma(`index_list(${index.tbl_name})`) as { name: string; unique: number }[]).some(
        (i) => i.name === index.name && i.unique === 1,
      ),
      columns: (raw.pragma(`index_info(${index.name})`) as { name: string }[]).map((c) => c.name),
    }));
    expect(actual.toSorted((a, b) => a.name.localeCompare(b.name))).toEqual(
      declared.toSorted((a, b) => a.name.localeCompare(b.name)),
    );
    const tableNames = (
      raw.prepare("select name from sqlite_master where type = 'table' order by name").all() as {
        name: string;
      }[]
    )
      .map((t) => t.name)
      .filter((t) => !t.startsWith("kysely_") && !t.startsWith("search_fts"));
    expect(tableNames).toEqual(Object.keys(tables).toSorted());
  });

  it("a database migrated from an older version has the same schema as a fresh one", async () => {
    const fresh = schemaText(await migrated("fresh-2.sqlite"));
    const { db, raw } = open("older.sqlite");
    const provider: MigrationProvider = { getMigrations: async () => migrations };
    await new Migrator({ db, provider }).migrateTo("0006_people_coverage");
    expect(schemaText(raw)).not.toEqual(fresh);
    await migrateToLatest(db);
    expect(schemaText(raw)).toEqual(fresh);
  });

  it("0015 gives the rows already there their league and swaps the sport-and-level keys for league ones", async () => {
    const { db, raw } = open("league-scope.sqlite");
    const provider: MigrationProvider = { getMigrations: async () => migrations };
    await new Migrator({ db, provider }).migrateTo("0014_playoff_series");
    // What an older build made: its unique key on sport, level and start year, and rows under it.
    raw.exec(`create unique index seasons_sport_id_level_id_start_year_key on seasons (sport_id, level_id, start_year);
      insert into sports (id, slug, name, abbreviation, sort_order) values (1, 'basketball', 'Basketball', 'BB', 1);
      insert into levels (id, slug, name, sort_order) values (1, 'professional', 'Professional', 1), (2, 'ncaa-d1', 'NCAA Division I', 2);
      insert into conferences (id, slug, name, sport_id, level_id) values (1, 'east', 'East', 1, 1), (2, 'big-ten', 'Big Ten', 1, 2);`);
    await migrateToLatest(db);
    expect(raw.prepare("select slug, league_key from conferences order by id").all()).toEqual([
      { slug: "east", league_key: "nba" },
      { slug: "big-ten", league_key: "cbb" },
    ]);
    const indexes = (
      raw.prepare("select name from sqlite_master where type = 'index'").all() as { name: string }[]
    ).map((r) => r.name);
    expect(indexes).not.toContain("seasons_sport_id_level_id_start_year_key");
    expect(indexes).toContain("seasons_league_key_start_year_key");
    // A second league of the same sport and level may now use the same slug.
    raw.exec(
      "insert into conferences (id, slug, name, sport_id, level_id, league_key) values (3, 'east', 'East', 1, 1, 'wnba')",
    );
    expect(() =>
      raw.exec(
        "insert into conferences (id, slug, name, sport_id, level_id, league_key) values (4, 'east', 'East', 1, 1, 'nba')",
      ),
    ).toThrow(/UNIQUE/);
  });

  it("taking every migration down, last first, leaves no table, and up again gives the same schema", async () => {
    const { db, raw } = open("down-up.sqlite");
    await migrateToLatest(db);
    const fresh = schemaText(raw);
    const provider: MigrationProvider = { getMigrations: async () => migrations };
    const { error } = await new Migrator({ db, provider }).migrateDown();
    expect(error).toBeUndefined();
    for (let i = 1; i < MIGRATION_NAMES.length; i++) await new Migrator({ db, provider }).migrateDown();
    expect(schemaText(raw)).toEqual([]);
    await migrateToLatest(db);
    expect(schemaText(raw)).toEqual(fresh);
  });
});
