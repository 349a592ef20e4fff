/**
 * Scores backend: site filtering of the game lists (on a sport host), honest status (a started
 * game without a result is never upcoming), the score feed (bad records reported and skipped, one
 * transaction), the data version, and the ESPN adapter on a real saved scoreboard.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import { openDatabase } from "../../backend/db/connection";
import { readDataVersion } from "../../backend/db/data-version";
import type { Database } from "../../backend/db/schema";
import { buildDatabase } from "../../backend/import/build-db";
import { applyFeed, exitCodeOf } from "../../backend/import/feed/apply";
import { espnScoreboardToFeed } from "../../backend/import/feed/espn";
import { parseFeed } from "../../backend/import/feed/format";
import { pollOnce } from "../../backend/import/feed/watch";
import { createApiHandler } from "../../backend/http/handler";
import { gameSchema, listBodySchema } from "../../domain/contract/schemas";
import { withSiteScope } from "../../server/site-filters";
import { SCOPE_HEADER } from "../../domain/scope";
import { FIXTURE_DATA_DIR, FIXTURES_DIR, fixtureStep } from "./support/fixture-step";
import { createTestDatabase, ENGINES, TEST_NOW, type TestDatabase } from "./support/database";

const ESPN_NFL = JSON.parse(
  fs.readFileSync(path.join(FIXTURES_DIR, "providers", "espn-nfl-scoreboard-2022-11-20.json"), "utf8"),
) as unknown;

// Teams of the saved ESPN scoreboard's games, added to the fixture league file for these tests.
const EXTRA_NFL = [
  "carolina-panthers,Carolina Panthers,Panthers,,Charlotte,NC,USA,CAR",
  "los-angeles-chargers,Los Angeles Chargers,Chargers,,Los Angeles,CA,USA,LAC",
  "tennessee-titans,Tennessee Titans,Titans,,Nashville,TN,USA,TEN",
  "green-bay-packers,Green Bay Packers,Packers,,Green Bay,WI,USA,GB",
  "arizona-cardinals,Arizona Cardinals,Cardinals,,Glendale,AZ,USA,ARI",
  "washington-commanders,Washington Commanders,Commanders,,Washington,DC,USA,WAS",
  "houston-texans,Houston Texans,Texans,,Houston,TX,USA,HOU",
];

let dir: string;
let db: Kysely<Database>;
let handler: ReturnType<typeof createApiHandler>;
const now = new Date(TEST_NOW); // 2026-11-21 15:00 Eastern

async function addGame(g: {
  slug: string;
  date: string;
  time?: string | null;
  home: string;
  away: string;
  status?: "scheduled" | "final" | "live";
  home_score?: number;
  away_score?: number;
  season?: number;
  sport?: string;
}) {
  const team = (slug: string) =>
    db.selectFrom("teams").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
  const [home, away] = await Promise.all([team(g.home), team(g.away)]);
  const { n } = await db
    .selectFrom("games")
    .select((eb) => eb.fn.max("id").as("n"))
    .executeTakeFirstOrThrow();
  await db
    .insertInto("games")
    .values({
      id: Number(n ?? 0) + 1,
      slug: g.slug,
      sport_id: home.sport_id,
      level_id: home.level_id,
      league_key: home.league_key,
      season_id: null,
      season_start_year: g.season ?? Number(g.date.slice(0, 4)),
      championship_id: null,
      home_team_id: home.id,
      away_team_id: away.id,
      home_team_name: home.name,
      away_team_name: away.name,
      home_team_city: home.city,
      away_team_city: away.city,
      home_team_abbreviation: home.abbreviation,
      away_team_abbreviation: away.abbreviation,
      home_score: g.home_score ?? null,
      away_score: g.away_score ?? null,
      status: g.status ?? "scheduled",
      game_date: g.date,
      game_time: g.time ?? null,
      period: null,
      time_remaining: null,
      venue_id: null,
      venue_name: null,
      attendance: null,
      weather: null,
      officials: null,
      neutral_site: 0,
      week: null,
      game_type: "regular",
      source: "test",
    })
    .execute();
}

async function slugs(url: string): Promise<string[]> {
  const response = await handler(new Request(`http://test${url}`));
  expect(response.status).toBe(200);
  return listBodySchema(gameSchema)
    .parse(await response.json())
    .results.map((g) => g.slug ?? "");
}

async function game(slug: string) {
  const response = await handler(new Request(`http://test/api/games/games/${slug}/`));
  return gameSchema.parse(await response.json());
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "scores-"));
  const dataDir = path.join(dir, "data");
  fs.cpSync(FIXTURE_DATA_DIR, dataDir, { recursive: true });
  fs.appendFileSync(
    path.join(dataDir, "teams", "nfl.csv"),
    EXTRA_NFL.map((r) => `${r},,,,,,,,,,,\n`).join(""),
  );
  const file = path.join(dir, "scores.sqlite");
  await buildDatabase({ target: file, dataDir, now, importers: [fixtureStep()], log: () => {} });
  db = openDatabase(file);
  handler = createApiHandler(db, { now: () => now });
  // The saved scoreboard's games as a schedule knows them before kickoff.
  await addGame({
    slug: "espn-car-bal",
    date: "2022-11-20",
    time: "13:00",
    home: "baltimore-ravens",
    away: "carolina-panthers",
  });
  await addGame({
    slug: "espn-kc-lac",
    date: "2022-11-20",
    time: "20:20",
    home: "los-angeles-chargers",
    away: "kansas-city-chiefs",
  });
  await addGame({
    slug: "espn-ten-gb",
    date: "2022-11-17",
    time: "20:15",
    home: "green-bay-packers",
    away: "tennessee-titans",
  });
  await addGame({
    slug: "espn-sf-ari",
    date: "2022-11-21",
    time: "20:15",
    home: "arizona-cardinals",
    away: "san-francisco-49ers",
  });
  await addGame({
    slug: "espn-was-hou",
    date: "2022-11-20",
    time: "13:00",
    home: "houston-texans",
    away: "washington-commanders",
  });
  // Status honesty around 'now' (15:00 Eastern on 2026-11-21).
  await addGame({
    slug: "no-result-yesterday",
    date: "2026-11-20",
    time: "19:00",
    home: "philadelphia-eagles",
    away: "kansas-city-chiefs",
  });
  await addGame({
    slug: "no-result-started",
    date: "2026-11-21",
    time: "10:00",
    home: "las-vegas-raiders",
    away: "philadelphia-eagles",
  });
  await addGame({
    slug: "today-no-time",
    date: "2026-11-21",
    time: null,
    home: "san-francisco-49ers",
    away: "baltimore-ravens",
  });
});

afterAll(async () => {
  await db?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("site filtering", () => {
  it("a public request carries its host's scope, and no visitor's header can replace it", () => {
    const nhl = { league: "nhl" };
    const forged = new Request("http://nhl.localhost/api/games/games/today/", {
      headers: { [SCOPE_HEADER]: "" },
    });
    expect(withSiteScope(forged, nhl).headers.get(SCOPE_HEADER)).toBe("league=nhl");
    const hubForged = new Request("http://localhost/api/people/players/", {
      headers: { [SCOPE_HEADER]: "league=nhl" },
    });
    expect(withSiteScope(hubForged, {}).headers.get(SCOPE_HEADER)).toBeNull();
  });

  it("today, live, recent, upcoming and by-date lists hold only the filtered sport and level", async () => {
    expect(await slugs("/api/games/games/today/?sport__slug=basketball&level__slug=professional")).toEqual([
      "fixture-nba-today",
    ]);
    expect(await slugs("/api/games/games/today/?sport__slug=hockey&level__slug=professional")).toEqual([]);
    expect(await slugs("/api/games/games/live/?sport__slug=basketball")).toEqual([]);
    expect(await slugs("/api/games/games/recent/?sport__slug=football&level__slug=professional")).toEqual([
      "fixture-last-week",
    ]);
    expect(await slugs("/api/games/games/upcoming/?sport__slug=basketball")).toEqual([]);
    expect(await slugs("/api/games/games/?game_date=2026-11-21&sport__slug=basketball")).toEqual([
      "fixture-nba-today",
    ]);
    expect(await slugs("/api/games/games/?game_date=2026-11-21&level__slug=ncaa-division-i")).toEqual([]);
  });
});

describe("honest status", () => {
  it("marks a scheduled game whose start has passed as result pending, never upcoming", async () => {
    expect(await game("no-result-yesterday")).toMatchObject({ status: "scheduled", result_pending: true });
    expect(await game("no-result-started")).toMatchObject({ status: "scheduled", result_pending: true });
    expect(await game("fixture-tonight")).toMatchObject({ status: "scheduled", result_pending: false });
    // No start time known: still to start until the day is over.
    expect(await game("today-no-time")).toMatchObject({ status: "scheduled", result_pending: false });
    expect(await game("fixture-live")).toMatchObject({ status: "live", result_pending: false });
  });

  it("'scheduled' and upcoming hold only games still to start", async () => {
    const scheduled = await slugs(
      "/api/games/games/?status=scheduled&game_date__gte=2026-11-20&game_date__lte=2026-11-30",
    );
    expect(scheduled).toEqual(["fixture-tonight", "today-no-time", "fixture-next-week"]);
    const upcoming = await slugs("/api/games/games/upcoming/");
    expect(upcoming).not.toContain("no-result-started");
    expect(upcoming).toContain("fixture-tonight");
    const today = await slugs("/api/games/games/today/?sport__slug=football");
    expect(today).toContain("no-result-started");
  });
});

describe("score feed", () => {
  it("reports each bad record with its reason and applies the good ones in one go", async () => {
    const before = await readDataVersion(db);
    const result = await applyFeed(
      db,
      {
        games: [
          {
            slug: "fixture-tonight",
            status: "live",
            period: 1,
            clock: "14:02",
            home_score: 3,
            away_score: 0,
          },
          { id: 99_999, status: "final", home_score: 1, away_score: 0 },
          { slug: "no-result-yesterday", status: "final" },
          {
            date: "2026-11-21",
            home: "LV",
            away: "Philadelphia Eagles",
            status: "final",
            home_score: 24,
            away_score: 21,
            period: "OT",
          },
          { date: "2026-11-21", home: "Nowhere", away: "KC", status: "live", home_score: 0, away_score: 0 },
          { slug: "fixture-last-week", status: "live", home_score: 0, away_score: 0 },
          "not an object",
          { slug: "fixture-next-week", status: "live", home_score: 1, away_score: 0, extra: true },
        ],
      },
      now,
    );
    expect(result.updated).toBe(2);
    expect(result.problems.map((p) => p.index)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(result.problems.find((p) => p.index === 2)?.reason).toMatch(/needs both scores/);
    expect(result.problems.find((p) => p.index === 5)?.reason).toMatch(/is final/);
    expect(await game("fixture-tonight")).toMatchObject({
      status: "live",
      period: "1",
      time_remaining: "14:02",
      home_score: 3,
      away_score: 0,
      result_pending: false,
    });
    expect(await game("no-result-started")).toMatchObject({
      status: "final",
      home_score: 24,
      away_score: 21,
      period: "OT",
      result_pending: false,
    });
    expect(await slugs("/api/games/games/live/")).toContain("fixture-tonight");
    const after = await readDataVersion(db);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });

  it("writes nothing when the transaction fails part-way", async () => {
    const before = await game("fixture-next-week");
    const version = await readDataVersion(db);
    // The second record's update fails inside the database (a trigger stands in for any failure).
    const { sql } = await import("kysely");
    await sql`create trigger fail_update before update on games when new.slug = 'fixture-tie' begin select raise(abort, 'disk full'); end`.execute(
      db,
    );
    try {
      await expect(
        applyFeed(db, {
          games: [
            {
              slug: "fixture-next-week",
              status: "live",
              home_score: 7,
              away_score: 0,
              period: 1,
              clock: "03:00",
            },
            // A final game corrected (a final may change its score, never its status).
            { slug: "fixture-tie", status: "final", home_score: 99, away_score: 98 },
          ],
        }),
      ).rejects.toThrow(/disk full/);
    } finally {
      await sql`drop trigger fail_update`.execute(db);
    }
    expect(await game("fixture-next-week")).toEqual(before);
    expect(await readDataVersion(db)).toBe(version);
  });

  it("never erases a final result: postponed, scheduled or live are refused, a corrected final score is applied", async () => {
    await applyFeed(
      db,
      { games: [{ slug: "fixture-last-week", status: "final", home_score: 20, away_score: 17 }] },
      now,
    );
    for (const status of ["postponed", "scheduled"] as const) {
      const result = await applyFeed(db, { games: [{ slug: "fixture-last-week", status }] }, now);
      expect(result.updated).toBe(0);
      expect(result.problems.map((p) => p.reason)).toEqual([
        expect.stringMatching(/is final; a feed cannot make it/),
      ]);
    }
    expect(await game("fixture-last-week")).toMatchObject({
      status: "final",
      home_score: 20,
      away_score: 17,
    });
    const corrected = await applyFeed(
      db,
      { games: [{ slug: "fixture-last-week", status: "final", home_score: 21, away_score: 17 }] },
      now,
    );
    expect(corrected).toMatchObject({ updated: 1, problems: [] });
    expect(await game("fixture-last-week")).toMatchObject({
      status: "final",
      home_score: 21,
      away_score: 17,
    });
  });

  it("reports conflicting records for one game and applies neither; an identical duplicate counts once", async () => {
    const before = await game("fixture-next-week");
    const conflict = await applyFeed(
      db,
      {
        games: [
          {
            slug: "fixture-next-week",
            status: "live",
            period: 1,
            clock: "10:00",
            home_score: 3,
            away_score: 0,
          },
          {
            slug: "fixture-next-week",
            status: "live",
            period: 1,
            clock: "10:00",
            home_score: 0,
            away_score: 3,
          },
        ],
      },
      now,
    );
    expect(conflict.updated).toBe(0);
    expect(conflict.problems.map((p) => p.index)).toEqual([0, 1]);
    expect(conflict.problems[0]?.reason).toMatch(/conflicting records for game \d+ \(games\[0, 1\] differ\)/);
    expect(await game("fixture-next-week")).toEqual(before);
    const same = {
      slug: "fixture-next-week",
      status: "live",
      period: 1,
      clock: "09:00",
      home_score: 7,
      away_score: 0,
    };
    const duplicate = await applyFeed(db, { games: [same, same] }, now);
    expect(duplicate).toMatchObject({ updated: 1, unchanged: 1, problems: [] });
  });

  it("a dry run checks records against the database (matching, transitions) and writes nothing", async () => {
    const version = await readDataVersion(db);
    const before = await game("fixture-tonight");
    const result = await applyFeed(
      db,
      {
        games: [
          {
            slug: "fixture-tonight",
            status: "live",
            period: 3,
            clock: "01:00",
            home_score: 30,
            away_score: 0,
          },
          { slug: "no-such-game", status: "final", home_score: 1, away_score: 0 },
          { slug: "fixture-last-week", status: "postponed" },
        ],
      },
      now,
      { dryRun: true },
    );
    expect(result.updated).toBe(1);
    expect(result.version).toBeNull();
    expect(result.problems.map((p) => p.index)).toEqual([1, 2]);
    expect(result.problems[0]?.reason).toMatch(/no game/);
    expect(result.problems[1]?.reason).toMatch(/is final/);
    expect(await game("fixture-tonight")).toEqual(before);
    expect(await readDataVersion(db)).toBe(version);
  });

  itCalls("exit codes follow the README: 0 all applied, 1 some skipped, 2 nothing applied", exitCodeOf, [
    [3, 0, 0],
    [0, 0, 0],
    [2, 1, 1],
    [0, 2, 2],
  ]);

  it("the command refuses a missing database file instead of creating an empty one (exit 2)", () => {
    const missing = path.join(dir, "missing", "sports.sqlite");
    const feed = path.join(dir, "feed.json");
    fs.writeFileSync(
      feed,
      JSON.stringify({ games: [{ id: 1, status: "final", home_score: 1, away_score: 0 }] }),
    );
    const run = spawnSync(process.execPath, ["--import", "tsx", "backend/import/scores-update.ts", feed], {
      env: { ...process.env, DATABASE_FILE: missing, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/no database at .*missing/);
    expect(fs.existsSync(missing)).toBe(false);
  });

  it("rejects a file that is not a feed before writing anything", () => {
    expect(() => parseFeed({ scores: [] })).toThrow(/Not a score feed/);
    expect(() => parseFeed([1, 2])).toThrow(/Not a score feed/);
  });
});

describe("ESPN scoreboard adapter (real saved payload)", () => {
  it("reads live, scheduled and final events with Eastern dates, period, clock and OT", () => {
    const { feed, skipped } = espnScoreboardToFeed(ESPN_NFL, "nfl");
    expect(skipped).toEqual([]);
    expect(feed.games).toHaveLength(14);
    const parsed = parseFeed(feed);
    expect(parsed.problems).toEqual([]);
    const byHome = new Map(parsed.records.map(({ record }) => [[record.home].flat()[0], record]));
    expect(byHome.get("Baltimore Ravens")).toMatchObject({
      status: "live",
      date: "2022-11-20",
      period: "2",
      clock: "12:35",
      home_score: 0,
      away_score: 0,
    });
    expect(byHome.get("Houston Texans")).toMatchObject({
      status: "live",
      home_score: 0,
      away_score: 14,
      away: ["Washington Commanders", "WSH"],
    });
    // 01:15 UTC on the 18th is Thursday night the 17th in the East.
    expect(byHome.get("Green Bay Packers")).toMatchObject({
      status: "final",
      date: "2022-11-17",
      home_score: 17,
      away_score: 27,
      period: null,
    });
    expect(byHome.get("Los Angeles Chargers")).toMatchObject({ status: "scheduled", date: "2022-11-20" });
    expect(byHome.get("Arizona Cardinals")).toMatchObject({ status: "scheduled", date: "2022-11-21" });
  });

  it("applies the saved scoreboard to the matching games", async () => {
    const { feed } = espnScoreboardToFeed(ESPN_NFL, "nfl");
    const result = await applyFeed(db, feed, now);
    // The five games of the schedule above are found; the other nine teams are not in the fixture.
    expect(result.updated).toBe(3);
    expect(result.unchanged).toBe(2);
    expect(result.problems).toHaveLength(9);
    expect(await game("espn-car-bal")).toMatchObject({
      status: "live",
      quarter: "2",
      time_remaining: "12:35",
      home_score: 0,
      away_score: 0,
    });
    expect(await game("espn-was-hou")).toMatchObject({ status: "live", home_score: 0, away_score: 14 });
    expect(await game("espn-ten-gb")).toMatchObject({ status: "final", home_score: 17, away_score: 27 });
    expect(await game("espn-kc-lac")).toMatchObject({ status: "scheduled", home_score: null });
  });

  it("--watch polls one request per league per round and keeps going after a failure", async () => {
    const requested: string[] = [];
    const fakeFetch = (async (input: string | URL | Request) => {
      const url = String(input);
      requested.push(url);
      if (url.includes("hockey")) return new Response("busy", { status: 503 });
      return new Response(JSON.stringify(ESPN_NFL), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }) as typeof fetch;
    const results = await pollOnce(db, ["nfl", "nhl"], { fetch: fakeFetch, now: () => now, log: () => {} });
    expect(requested).toEqual([
      "https://site.api.espn.com/apis/site/v2/sports/football/nfl/scoreboard?dates=20261121",
      "https://site.api.espn.com/apis/site/v2/sports/hockey/nhl/scoreboard?dates=20261121",
    ]);
    expect(results.get("nhl")).toBeInstanceOf(Error);
    expect(results.get("nfl")).not.toBeInstanceOf(Error);
  });

  it("--watch goes on past a feed that never answers, even when the abort never reaches the fetch", async () => {
    // A fetch deaf to its signal, as Node 20's can be once a garbage collection took the signal it follows.
    const deaf = (async (input: string | URL | Request) =>
      String(input).includes("hockey")
        ? new Promise<Response>(() => {})
        : Response.json(ESPN_NFL)) as typeof fetch;
    const lines: string[] = [];
    const results = await pollOnce(db, ["nhl", "nfl"], {
      fetch: deaf,
      now: () => now,
      log: (l) => lines.push(l),
      timeoutMs: 50,
    });
    expect(results.get("nhl")).toBeInstanceOf(Error);
    expect(lines[0]).toMatch(/^nhl: No answer from https:\/\/site\.api\.espn\.com\//);
    expect(results.get("nfl")).not.toBeInstanceOf(Error);
  });
});

// The feed writes the same way on PostgreSQL (upsert of the data version, one transaction).
describe.runIf(ENGINES.includes("postgres"))("score feed on PostgreSQL", () => {
  let pg: TestDatabase;
  beforeAll(async () => {
    pg = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await pg?.close();
  });

  it("applies good records, skips bad ones and bumps the data version", async () => {
    const result = await applyFeed(pg.db, {
      games: [
        { slug: "fixture-tonight", status: "live", period: 2, clock: "01:00", home_score: 7, away_score: 3 },
        { slug: "no-such-game", status: "final", home_score: 1, away_score: 0 },
      ],
    });
    expect(result.updated).toBe(1);
    expect(result.problems.map((p) => p.index)).toEqual([1]);
    expect(await readDataVersion(pg.db)).toBe(result.version);
    const again = await applyFeed(pg.db, {
      games: [{ slug: "fixture-tonight", status: "final", home_score: 10, away_score: 3 }],
    });
    expect(again.version).not.toBe(result.version);
    const row = await pg.db
      .selectFrom("games")
      .select(["status", "home_score", "time_remaining"])
      .where("slug", "=", "fixture-tonight")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "final", home_score: 10, time_remaining: null });
  });
});
