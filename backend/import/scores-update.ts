/**
 * `npm run scores:update`: brings results and live scores into the database (see
 * backend/import/feed/README.md).
 *
 *   npm run scores:update -- feed.json                   apply a feed in the project's format
 *   npm run scores:update -- --espn nfl scoreboard.json  apply a saved ESPN scoreboard
 *   npm run scores:update -- --watch --leagues nfl,nhl [--interval 60]
 *                                                        poll ESPN, one request per league per interval
 *   add --dry-run to validate and report without writing.
 *
 * Exit code: 0 all applied; 1 some records skipped (the others applied); 2 nothing applied (every
 * record skipped, or the feed, the arguments or the database unusable). A dry run validates against
 * the database too (game matching, transitions, duplicates) and answers the code the real run would.
 */
import fs from "node:fs";
import { z } from "zod";
import { openDatabase, resolveDatabaseTarget } from "../db/connection";
import { applyFeed, exitCodeOf } from "./feed/apply";
import { espnScoreboardToFeed } from "./feed/espn";
import { LEAGUE_KEYS } from "../../domain/leagues";
import type { FeedLeague } from "./feed/format";
import { watch } from "./feed/watch";

const leagueSchema = z.enum(LEAGUE_KEYS);

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run scores:update -- [--dry-run] <feed.json> | --espn <league> <scoreboard.json> | --watch --leagues nfl,nhl [--interval seconds]`,
  );
  process.exit(2);
}

async function main(argv: string[]): Promise<number> {
  const flags = new Set(argv.filter((a) => a === "--dry-run" || a === "--watch"));
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  // A missing SQLite file is an error: opening it would create an empty database and every record
  // would then be "no game".
  const target = resolveDatabaseTarget(process.env.DATABASE_URL);
  if (target.kind === "sqlite" && !fs.existsSync(target.file)) {
    console.error(
      `nothing written: no database at ${target.file} (run npm run db:build, or set DATABASE_FILE)`,
    );
    return 2;
  }
  let db: ReturnType<typeof openDatabase>;
  try {
    db = openDatabase(process.env.DATABASE_URL);
  } catch (error) {
    console.error(
      `nothing written: cannot open the database: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 2;
  }
  try {
    if (flags.has("--watch")) {
      const leagues = (value("--leagues") ?? "").split(",").filter(Boolean);
      const parsed = z.array(leagueSchema).min(1).safeParse(leagues);
      if (!parsed.success) usage(`--leagues: one or more of ${LEAGUE_KEYS.join(", ")}`);
      const seconds = Number(value("--interval") ?? 60);
      if (!Number.isFinite(seconds) || seconds < 5) usage("--interval: at least 5 seconds");
      const stop = new AbortController();
      process.on("SIGINT", () => stop.abort());
      process.on("SIGTERM", () => stop.abort());
      console.log(`watching ${parsed.data.join(", ")} every ${seconds} s (Ctrl-C stops)`);
      await watch(db, parsed.data as FeedLeague[], seconds * 1000, { signal: stop.signal });
      return 0;
    }
    const espn = value("--espn");
    const positional = argv.filter(
      (a, i) =>
        !a.startsWith("--") &&
        argv[i - 1] !== "--espn" &&
        argv[i - 1] !== "--leagues" &&
        argv[i - 1] !== "--interval",
    );
    const file = positional[0];
    if (!file) usage("no feed file given");
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      console.error(`${file}: cannot read JSON: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
    let skippedEvents: string[] = [];
    if (espn !== undefined) {
      const league = leagueSchema.safeParse(espn);
      if (!league.success) usage(`--espn: one of ${LEAGUE_KEYS.join(", ")}`);
      const converted = espnScoreboardToFeed(data, league.data);
      data = converted.feed;
      skippedEvents = converted.skipped;
    }
    const dryRun = flags.has("--dry-run");
    const result = await applyFeed(db, data, undefined, { dryRun });
    for (const s of skippedEvents) console.log(`  skipped: ${s}`);
    for (const p of result.problems) console.log(`  games[${p.index}]: skipped: ${p.reason}`);
    const skipped = result.problems.length + skippedEvents.length;
    console.log(
      dryRun
        ? `${file}: ${result.updated} games would be updated, ${result.unchanged} unchanged, ${skipped} skipped (dry run, nothing written)`
        : `${file}: ${result.updated} games updated, ${result.unchanged} unchanged, ${skipped} skipped${result.version ? `; data version ${result.version}` : ""}`,
    );
    return exitCodeOf(result.updated + result.unchanged, skipped);
  } catch (error) {
    console.error(`nothing written: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
