/**
 * The league of every row a site reads, in the run's database: each row of the scoped tables names
 * a league of the registry, and it is the league of what it belongs to (a game its home club's, a
 * standing its club's, a season its championship's). A wrong key would put a row on another site,
 * or on none; the failures name the rows.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { openTestDatabase, TEST_DATABASE_FILE } from "../support/test-database";
import { DOWNLOADS_DIRNAME, MANIFEST_FILE, type DownloadsManifest } from "../../backend/import/downloads";
import { ATTRIBUTIONS } from "../../app/lib/attributions";
import type { Database } from "../../backend/db/schema";
import { findLeague, LEAGUE_KEYS } from "../../domain/leagues";

const SCOPED = [
  "conferences",
  "divisions",
  "seasons",
  "games",
  "standings",
  "players",
  "coaches",
  "stat_leaders",
  "teams",
] as const;

describe("league keys of the built rows", () => {
  let db: Kysely<Database>;
  beforeAll(() => {
    db = openTestDatabase();
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it.each(SCOPED)("every %s row names a league of the registry", async (table) => {
    const rows = await db
      .selectFrom(table)
      .select(["league_key", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("league_key")
      .execute();
    expect(rows.length, `${table} has rows`).toBeGreaterThan(0);
    expect(
      rows.map((r) => r.league_key).filter((key) => !(LEAGUE_KEYS as readonly string[]).includes(key)),
    ).toEqual([]);
  });

  it("a game's league is its home club's, a standing's its club's, a season's its championship's", async () => {
    const strays = await sql<{ what: string; slug: string; own: string; other: string }>`
      select 'game' as what, g.slug, g.league_key as own, t.league_key as other
        from games g join teams t on t.id = g.home_team_id where g.league_key <> t.league_key
      union all
      select 'standing', t.slug || ' ' || s.season_start_year, s.league_key, t.league_key
        from standings s join teams t on t.id = s.team_id where s.league_key <> t.league_key
      union all
      select 'season', se.slug, se.league_key, ch.league_key
        from seasons se join championships ch on ch.id = se.championship_id where se.league_key <> ch.league_key
      union all
      select 'player', p.slug, p.league_key, t.league_key
        from players p join teams t on t.id = p.current_team_id where p.league_key <> t.league_key`.execute(
      db,
    );
    expect(strays.rows.slice(0, 20)).toEqual([]);
  });
});

describe("the bulk downloads of each league", () => {
  let db: Kysely<Database>;
  let manifest: DownloadsManifest;
  beforeAll(() => {
    db = openTestDatabase();
    const file = path.join(path.dirname(TEST_DATABASE_FILE), DOWNLOADS_DIRNAME, MANIFEST_FILE);
    manifest = JSON.parse(fs.readFileSync(file, "utf8")) as DownloadsManifest;
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("hold the league's own games and teams, row for row", async () => {
    for (const league of manifest.leagues) {
      for (const table of ["games", "teams"] as const) {
        const held = league.files.find((f) => f.table === table)?.rows;
        const { n } = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("league_key", "=", league.key)
          .executeTakeFirstOrThrow();
        expect(held, `${league.key} ${table}`).toBe(Number(n));
      }
    }
  });

  it("name the registry's sources of the league (the NBA's games come from FiveThirtyEight)", () => {
    for (const league of manifest.leagues) {
      const ids = findLeague(league.key)?.sources ?? [];
      const names = ATTRIBUTIONS.filter((a) => (ids as readonly string[]).includes(a.id)).map((a) => a.name);
      expect(league.sources.map((s) => s.name).sort(), league.key).toEqual(names.sort());
    }
    const nba = manifest.leagues.find((l) => l.key === "nba");
    expect(nba?.sources.map((s) => s.id)).toContain("fivethirtyeight-nba");
  });
});
