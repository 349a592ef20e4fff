/**
 * What the data tests share: the run's database opened for a describe block's tests (and closed
 * after them), the open-data folder whose absence skips them, and a league's final standings table.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../backend/db/schema";
import { openDataDir } from "../../backend/import/sources/common";
import { openTestDatabase } from "../support/test-database";

/**
 * Opens the run's database before the tests of the enclosing describe, hands it to `ready` (which
 * keeps it and reads what those tests share), and destroys it after them.
 */
export function withTestDatabase(ready: (db: Kysely<Database>) => void | Promise<void>): void {
  let db: Kysely<Database> | undefined;
  beforeAll(async () => {
    db = openTestDatabase();
    await ready(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });
}

/** The open-data folder, or null with a warning that `test` is skipped. */
export function dataDirOrSkip(test: string): string | null {
  const dataDir = openDataDir();
  if (!dataDir) console.warn(`${test}: skipped — no DATA_DIR and no ../shared/data`);
  return dataDir;
}

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
