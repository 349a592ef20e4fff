/**
 * `--watch`: polls ESPN's scoreboard, one request per league per interval, and applies what it
 * reads. A failed request or a bad payload is reported and the loop goes on; each round's updates
 * are one transaction per league.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { easternToday, now as clockNow } from "../../../domain/clock";
import { timeoutSignal, whenAborted } from "../../../domain/timeout-signal";
import { applyFeed, type ApplyResult } from "./apply";
import { espnScoreboardToFeed, espnScoreboardUrl } from "./espn";
import type { FeedLeague } from "./format";

export interface PollOptions {
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
  now?: () => Date;
  log?: (line: string) => void;
  timeoutMs?: number;
}

export async function pollOnce(
  db: Kysely<Database>,
  leagues: FeedLeague[],
  options: PollOptions = {},
): Promise<Map<FeedLeague, ApplyResult | Error>> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const log = options.log ?? console.log;
  const at = (options.now ?? clockNow)();
  const results = new Map<FeedLeague, ApplyResult | Error>();
  for (const league of leagues) {
    const url = espnScoreboardUrl(league, easternToday(at), options.baseUrl);
    try {
      // Raced against its timer, not only handed it: a hung feed must not stop the loop for good
      // (domain/timeout-signal.ts says why an abort alone can be lost).
      const timeout = timeoutSignal(options.timeoutMs ?? 15_000, `No answer from ${url}`);
      const aborted = whenAborted(timeout.signal);
      const body = await Promise.race([
        doFetch(url, { headers: { accept: "application/json" }, signal: timeout.signal }).then(
          async (response) => {
            if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
            return (await response.json()) as unknown;
          },
        ),
        aborted,
      ]).finally(timeout.clear);
      const { feed, skipped } = espnScoreboardToFeed(body, league);
      const result = await applyFeed(db, feed, at);
      results.set(league, result);
      log(
        `${league}: ${feed.games.length} events, ${result.updated} games updated, ${result.unchanged} unchanged, ${result.problems.length + skipped.length} skipped`,
      );
      for (const p of result.problems) log(`  ${league} event ${p.index}: ${p.reason}`);
      for (const s of skipped) log(`  ${league}: ${s}`);
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      results.set(league, e);
      log(`${league}: ${e.message}`);
    }
  }
  return results;
}

export async function watch(
  db: Kysely<Database>,
  leagues: FeedLeague[],
  intervalMs: number,
  options: PollOptions & {
    signal?: AbortSignal;
    rounds?: number;
    sleep?: (ms: number) => Promise<void>;
  } = {},
): Promise<void> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let round = 0; options.rounds === undefined || round < options.rounds; round++) {
    if (options.signal?.aborted) return;
    await pollOnce(db, leagues, options);
    if (options.rounds !== undefined && round + 1 >= options.rounds) return;
    await sleep(intervalMs);
  }
}
