/**
 * Applies a validated score feed to the database: every good record in ONE transaction together
 * with the data-version bump (a failure writes nothing), each record that names no game, names
 * several, or would move a final game backwards reported and skipped.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database, GameStatus } from "../../db/schema";
import { bumpDataVersion } from "../../db/data-version";
import { parseFeed, type FeedProblem, type FeedRecord } from "./format";

export interface ApplyResult {
  /** Games whose row changed. */
  updated: number;
  /** Records that matched a game already in that state. */
  unchanged: number;
  problems: FeedProblem[];
  /** The new data version, when anything changed. */
  version: string | null;
}

interface Candidate {
  id: number;
  status: GameStatus;
  home: string[];
  away: string[];
}

const tokens = (value: string | string[]) => (Array.isArray(value) ? value : [value]).map((v) => v.trim().toLowerCase());

async function candidatesOn(trx: Transaction<Database>, record: FeedRecord): Promise<Candidate[]> {
  const rows = await trx
    .selectFrom("games")
    .innerJoin("teams as home", "home.id", "games.home_team_id")
    .innerJoin("teams as away", "away.id", "games.away_team_id")
    .where("games.game_date", "=", record.date!)
    .$if(record.league !== undefined, (qb) => qb.where("home.league_key", "=", record.league!))
    .select([
      "games.id",
      "games.status",
      "games.home_team_name",
      "games.home_team_abbreviation",
      "games.away_team_name",
      "games.away_team_abbreviation",
      "home.slug as home_slug",
      "home.name as home_now",
      "home.abbreviation as home_abbr_now",
      "away.slug as away_slug",
      "away.name as away_now",
      "away.abbreviation as away_abbr_now",
    ])
    .execute();
  const names = (...values: (string | null)[]) => values.filter((v): v is string => !!v).map((v) => v.toLowerCase());
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    home: names(r.home_team_name, r.home_team_abbreviation, r.home_slug, r.home_now, r.home_abbr_now),
    away: names(r.away_team_name, r.away_team_abbreviation, r.away_slug, r.away_now, r.away_abbr_now),
  }));
}

/** The game a record names, and whether the feed has home and away the other way round. */
async function findGame(trx: Transaction<Database>, record: FeedRecord): Promise<{ id: number; status: GameStatus; swapped: boolean } | string> {
  if (record.id !== undefined || record.slug !== undefined) {
    const row = await trx
      .selectFrom("games")
      .select(["id", "status"])
      .$if(record.id !== undefined, (qb) => qb.where("id", "=", record.id!))
      .$if(record.slug !== undefined, (qb) => qb.where("slug", "=", record.slug!.toLowerCase()))
      .executeTakeFirst();
    return row ? { ...row, swapped: false } : `no game ${record.id ?? record.slug}`;
  }
  const home = tokens(record.home!);
  const away = tokens(record.away!);
  const hits = (side: string[], wanted: string[]) => wanted.some((w) => side.includes(w));
  const found: { id: number; status: GameStatus; swapped: boolean }[] = [];
  for (const c of await candidatesOn(trx, record)) {
    if (hits(c.home, home) && hits(c.away, away)) found.push({ id: c.id, status: c.status, swapped: false });
    else if (hits(c.home, away) && hits(c.away, home)) found.push({ id: c.id, status: c.status, swapped: true });
  }
  const what = `${[record.away].flat()[0]} at ${[record.home].flat()[0]} on ${record.date}${record.league ? ` (${record.league})` : ""}`;
  if (found.length === 0) return `no game ${what}`;
  if (found.length > 1) return `${found.length} games match ${what} (ids ${found.map((f) => f.id).join(", ")}); name it by id`;
  return found[0];
}

export async function applyFeedRecords(
  db: Kysely<Database>,
  records: { index: number; record: FeedRecord }[],
  now: Date = new Date(),
): Promise<ApplyResult> {
  return db.transaction().execute(async (trx) => {
    const problems: FeedProblem[] = [];
    let updated = 0;
    let unchanged = 0;
    for (const { index, record } of records) {
      const game = await findGame(trx, record);
      if (typeof game === "string") {
        problems.push({ index, reason: game });
        continue;
      }
      if (game.status === "final" && (record.status === "scheduled" || record.status === "live")) {
        problems.push({ index, reason: `game ${game.id} is final; a feed cannot make it ${record.status} again` });
        continue;
      }
      const scored = record.status === "live" || record.status === "final";
      const [home, away] = game.swapped ? [record.away_score, record.home_score] : [record.home_score, record.away_score];
      const values = {
        status: record.status,
        home_score: scored ? (home ?? null) : null,
        away_score: scored ? (away ?? null) : null,
        period: record.status === "live" || record.status === "final" ? record.period : null,
        time_remaining: record.status === "live" ? record.clock : null,
      };
      const before = await trx
        .selectFrom("games")
        .select(["status", "home_score", "away_score", "period", "time_remaining"])
        .where("id", "=", game.id)
        .executeTakeFirstOrThrow();
      if (Object.entries(values).every(([k, v]) => before[k as keyof typeof before] === v)) {
        unchanged++;
        continue;
      }
      await trx.updateTable("games").set(values).where("id", "=", game.id).execute();
      updated++;
    }
    const version = updated > 0 ? await bumpDataVersion(trx, now) : null;
    return { updated, unchanged, problems, version };
  });
}

/** Validates and applies a feed document (already parsed JSON). */
export async function applyFeed(db: Kysely<Database>, data: unknown, now?: Date): Promise<ApplyResult> {
  const { records, problems } = parseFeed(data);
  const result = await applyFeedRecords(db, records, now);
  return { ...result, problems: [...problems, ...result.problems].sort((a, b) => a.index - b.index) };
}
