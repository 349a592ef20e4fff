/**
 * What the data tests share: a describe block over the run's database (opened for its tests, closed
 * after them, skipped when the open-data folder is absent), and a league's final standings table.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Database } from "../../backend/db/schema";
import { openDataDir } from "../../backend/import/sources/common";
import { openTestDatabase, testBuildLog } from "../support/test-database";

/**
 * A describe block over the run's database, skipped with a warning when the open datasets are absent
 * (no DATA_DIR and no ../shared/data). `body` declares the tests, reads the database through `db()`
 * (opened before the block's tests, before any `beforeAll` of `body`, and destroyed after them) and
 * the build log's lines through `log()`.
 */
export function describeData(
  title: string,
  body: (db: () => Kysely<Database>, log: () => string[]) => void,
): void {
  const dataDir = openDataDir();
  if (!dataDir) console.warn(`${title}: skipped — no DATA_DIR and no ../shared/data`);
  describe.skipIf(!dataDir)(title, () => {
    let opened: Kysely<Database> | undefined;
    beforeAll(() => {
      opened = openTestDatabase();
    });
    afterAll(async () => {
      await opened?.destroy();
    });
    let lines: string[] | undefined;
    body(
      () => {
        if (!opened) throw new Error(`${title}: the test database is read before it is opened`);
        return opened;
      },
      () => (lines ??= testBuildLog()),
    );
  });
}

/** The build log's counts line of a data file ("<file>: read N, imported N, …"); "" when the log has none. */
export const fileCounts = (log: readonly string[], file: string) =>
  log.find((m) => m.includes(`${file}: read`)) ?? "";

/** The standings rows of one league's season (sport and level slugs), as the build computed them. */
export function standingsTable(db: Kysely<Database>, sport: string, level: string, season: number) {
  return db
    .selectFrom("standings as s")
    .innerJoin("teams as t", "t.id", "s.team_id")
    .innerJoin("sports as sp", "sp.id", "s.sport_id")
    .innerJoin("levels as l", "l.id", "s.level_id")
    .select([
      "t.slug",
      "t.abbreviation",
      "s.team_name",
      "s.wins",
      "s.losses",
      "s.ties",
      "s.overtime_losses",
      "s.points",
      "s.games_played",
      "s.division_name",
      "s.conference_name",
      "s.rank",
      "s.conference_rank",
      "s.tiebreak",
      "s.conference_record",
      "s.playoff_position",
    ])
    .where("sp.slug", "=", sport)
    .where("l.slug", "=", level)
    .where("s.season_start_year", "=", season)
    .execute();
}

/** A team's (by slug) standings row of one season; the caller selects its columns. */
export const standingOf = (db: Kysely<Database>, slug: string, season: number) =>
  db
    .selectFrom("standings as s")
    .innerJoin("teams as t", "t.id", "s.team_id")
    .where("t.slug", "=", slug)
    .where("s.season_start_year", "=", season);

/** A team's (by slug) team-season row of one season; the caller selects its columns. */
export const teamSeasonOf = (db: Kysely<Database>, slug: string, season: number) =>
  db
    .selectFrom("team_seasons as ts")
    .innerJoin("teams as t", "t.id", "ts.team_id")
    .where("t.slug", "=", slug)
    .where("ts.season_start_year", "=", season);

/** The ids of the people with this first and last name, for a `person_id in` condition. */
const peopleNamed = (db: Kysely<Database>, first: string, last: string) =>
  db.selectFrom("people").select("id").where("first_name", "=", first).where("last_name", "=", last);

/**
 * The id of the one player of a league with this first and last name (and this rookie season, where
 * given); fails the test when there is not exactly one.
 */
export async function onePlayerId(
  db: Kysely<Database>,
  league: string,
  first: string,
  last: string,
  rookie?: number,
): Promise<number> {
  const rows = await db
    .selectFrom("players")
    .select("id")
    .where("league_key", "=", league)
    .where("person_id", "in", peopleNamed(db, first, last))
    .$if(rookie !== undefined, (qb) => qb.where("rookie_season", "=", rookie ?? 0))
    .execute();
  expect(rows, `${first} ${last}`).toHaveLength(1);
  return rows[0]!.id;
}

/** The coach rows (every column) of a league (coaches.league_key) with this first and last name. */
export function coachesNamed(db: Kysely<Database>, league: string, first: string, last: string) {
  return db
    .selectFrom("coaches")
    .selectAll()
    .where("league_key", "=", league)
    .where("person_id", "in", peopleNamed(db, first, last))
    .execute();
}

/** The one coach of a league with this first and last name; fails the test when there is not exactly one. */
export async function oneCoach(db: Kysely<Database>, league: string, first: string, last: string) {
  const rows = await coachesNamed(db, league, first, last);
  expect(rows, `${league} ${first} ${last}`).toHaveLength(1);
  return rows[0]!;
}
