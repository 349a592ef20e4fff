/**
 * Applies a validated score feed to the database: every good record in ONE transaction together
 * with the data-version bump (a failure writes nothing), each record that names no game, names
 * several, would erase a final result, or conflicts with another record for the same game
 * reported and skipped.
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

const tokens = (value: string | string[]) =>
  (Array.isArray(value) ? value : [value]).map((v) => v.trim().toLowerCase());

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
  const names = (...values: (string | null)[]) =>
    values.filter((v): v is string => !!v).map((v) => v.toLowerCase());
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    home: names(r.home_team_name, r.home_team_abbreviation, r.home_slug, r.home_now, r.home_abbr_now),
    away: names(r.away_team_name, r.away_team_abbreviation, r.away_slug, r.away_now, r.away_abbr_now),
  }));
}

/** The game a record names, and whether the feed has home and away the other way round. */
async function findGame(
  trx: Transaction<Database>,
  record: FeedRecord,
): Promise<{ id: number; status: GameStatus; swapped: boolean } | string> {
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
    else if (hits(c.home, away) && hits(c.away, home))
      found.push({ id: c.id, status: c.status, swapped: true });
  }
  const what = `${[record.away].flat()[0]} at ${[record.home].flat()[0]} on ${record.date}${record.league ? ` (${record.league})` : ""}`;
  if (found.length === 0) return `no game ${what}`;
  if (found.length > 1)
    return `${found.length} games match ${what} (ids ${found.map((f) => f.id).join(", ")}); name it by id`;
  return found[0];
}

/** The row a record asks for (scores in the database's home/away order). */
function valuesOf(record: FeedRecord, swapped: boolean) {
  const scored = record.status === "live" || record.status === "final";
  const [home, away] = swapped
    ? [record.away_score, record.home_score]
    : [record.home_score, record.away_score];
  return {
    status: record.status,
    home_score: scored ? (home ?? null) : null,
    away_score: scored ? (away ?? null) : null,
    period: scored ? record.period : null,
    time_remaining: record.status === "live" ? record.clock : null,
  };
}

/**
 * Why a game in `from` may not take the record's status, or null when it may. A final result is
 * never erased: a final game can be corrected by another final score, not sent back to
 * scheduled, live or postponed.
 */
export function transitionProblem(gameId: number, from: GameStatus, to: FeedRecord["status"]): string | null {
  if (from === "final" && to !== "final")
    return `game ${gameId} is final; a feed cannot make it ${to} again (send a corrected final score instead)`;
  return null;
}

export interface ApplyOptions {
  /** Validate everything against the database (game matching, transitions, duplicates), then roll back. */
  dryRun?: boolean;
}

class DryRunRollback extends Error {
  constructor(readonly result: ApplyResult) {
    super("dry run");
  }
}

export async function applyFeedRecords(
  db: Kysely<Database>,
  records: { index: number; record: FeedRecord }[],
  now: Date = new Date(),
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const run = db.transaction().execute(async (trx) => {
    const problems: FeedProblem[] = [];
    let updated = 0;
    let unchanged = 0;
    // First every record's game, so two records for one game can be compared before either is written.
    const resolved: {
      index: number;
      record: FeedRecord;
      game: { id: number; status: GameStatus };
      values: ReturnType<typeof valuesOf>;
    }[] = [];
    for (const { index, record } of records) {
      const game = await findGame(trx, record);
      if (typeof game === "string") problems.push({ index, reason: game });
      else resolved.push({ index, record, game, values: valuesOf(record, game.swapped) });
    }
    // The same game twice: identical records count once; different ones conflict, and neither is
    // applied (which one is right is not this command's guess).
    const byGame = new Map<number, typeof resolved>();
    for (const r of resolved) byGame.set(r.game.id, [...(byGame.get(r.game.id) ?? []), r]);
    const conflicting = new Set<number>();
    for (const [id, group] of byGame) {
      const distinct = new Set(group.map((r) => JSON.stringify(r.values)));
      if (distinct.size < 2) continue;
      conflicting.add(id);
      const at = group.map((r) => r.index).join(", ");
      for (const r of group)
        problems.push({
          index: r.index,
          reason: `conflicting records for game ${id} (games[${at}] differ); none applied`,
        });
    }
    const applied = new Set<number>();
    for (const { index, record, game, values } of resolved) {
      if (conflicting.has(game.id)) continue;
      if (applied.has(game.id)) {
        unchanged++; // an identical duplicate
        continue;
      }
      const transition = transitionProblem(game.id, game.status, record.status);
      if (transition) {
        problems.push({ index, reason: transition });
        continue;
      }
      applied.add(game.id);
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
    problems.sort((a, b) => a.index - b.index);
    if (options.dryRun) throw new DryRunRollback({ updated, unchanged, problems, version: null });
    const version = updated > 0 ? await bumpDataVersion(trx, now) : null;
    return { updated, unchanged, problems, version };
  });
  return run.catch((error: unknown) => {
    if (error instanceof DryRunRollback) return error.result;
    throw error;
  });
}

/** Validates and applies a feed document (already parsed JSON); `dryRun` checks it all and writes nothing. */
export async function applyFeed(
  db: Kysely<Database>,
  data: unknown,
  now?: Date,
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const { records, problems } = parseFeed(data);
  const result = await applyFeedRecords(db, records, now, options);
  return { ...result, problems: [...problems, ...result.problems].sort((a, b) => a.index - b.index) };
}

/**
 * The command's exit code (README): 0 every record applied (or already so), 1 some skipped and
 * the others applied, 2 nothing applied while something was skipped.
 */
export function exitCodeOf(applied: number, skipped: number): 0 | 1 | 2 {
  if (skipped === 0) return 0;
  return applied > 0 ? 1 : 2;
}
