/**
 * Contract tests of /api/finder/ on SQLite (and PostgreSQL with TEST_DATABASE_URL): the fixture
 * database with made-up NBA and NFL lines added, answers checked against the contract schema and
 * the served OpenAPI document. A traded player's season counts once, its total, and a team filter
 * matches any of his clubs; a sport site sees its own league's statistics only.
 */
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { finderRowSchema, paginatedSchema } from "@domain/contract/schemas";
import { openDatabase } from "../../backend/db/connection";
import type { Database } from "../../backend/db/schema";
import { openApiErrors } from "./support/openapi-check";
import { ENGINES, withFixtureDatabase, type TestDatabase } from "./support/database";

const ORIGIN = "http://contract.test";

/** Basketball figures of a line, by points, rebounds and games (the rest zero). */
function bball(g: number, pts: number, trb: number) {
  return {
    g,
    gs: g,
    mp: g * 30,
    fg: Math.floor(pts / 2),
    fga: pts,
    x3p: 0,
    x3pa: 0,
    ft: 0,
    fta: 0,
    orb: 0,
    drb: trb,
    trb,
    ast: 0,
    stl: 0,
    blk: 0,
    tov: 0,
    pf: 0,
    pts,
  };
}

async function addLines(db: Kysely<Database>) {
  const ids = (slug: string) =>
    db.selectFrom("teams").select(["id"]).where("slug", "=", slug).executeTakeFirstOrThrow();
  const bos = (await ids("boston-celtics")).id;
  const lal = (await ids("los-angeles-lakers")).id;
  const hoopster = await db
    .selectFrom("players")
    .select(["id", "sport_id", "level_id"])
    .where("slug", "=", "morgan-hoopster")
    .executeTakeFirstOrThrow();
  const qb = await db
    .selectFrom("players")
    .select(["id"])
    .where("slug", "=", "jordan-testarossa")
    .executeTakeFirstOrThrow();
  const { maxPerson } = await db
    .selectFrom("people")
    .select((eb) => eb.fn.max("id").as("maxPerson"))
    .executeTakeFirstOrThrow();
  const { maxPlayer } = await db
    .selectFrom("players")
    .select((eb) => eb.fn.max("id").as("maxPlayer"))
    .executeTakeFirstOrThrow();
  const person = Number(maxPerson) + 1;
  const traded = Number(maxPlayer) + 1;
  await db
    .insertInto("people")
    .values({
      id: person,
      slug: "casey-traderson",
      first_name: "Casey",
      last_name: "Traderson",
      birth_date: "1995-03-01",
    })
    .execute();
  await db
    .insertInto("players")
    .values({
      id: traded,
      slug: "casey-traderson",
      person_id: person,
      sport_id: hoopster.sport_id,
      level_id: hoopster.level_id,
      primary_position_name: "Guard",
      is_active: 0,
      championships_won: 0,
      all_star_selections: 0,
      league_key: "nba",
    })
    .execute();
  const line = (
    id: number,
    player_id: number,
    season: number,
    stint: number,
    team_id: number | null,
    team_code: string,
    figures: ReturnType<typeof bball>,
  ) => ({
    id,
    player_id,
    season_start_year: season,
    stint,
    team_id,
    team_code,
    team_name: team_code,
    league: "NBA",
    source: "fixture",
    ...figures,
  });
  await db
    .insertInto("basketball_lines")
    .values([
      // Morgan Hoopster: 30.0 and 25.0 points a game with Boston.
      line(900001, hoopster.id, 2022, 0, bos, "BOS", bball(80, 2400, 400)),
      line(900002, hoopster.id, 2023, 0, bos, "BOS", bball(60, 1500, 300)),
      // Casey Traderson: one season over two clubs (the total and each club), 28.0 a game in all.
      line(900003, traded, 2023, 0, null, "TOT", bball(70, 1960, 700)),
      line(900004, traded, 2023, 1, bos, "BOS", bball(30, 900, 300)),
      line(900005, traded, 2023, 2, lal, "LAL", bball(40, 1060, 400)),
    ])
    .execute();
  await db
    .insertInto("football_season_lines")
    .values({
      id: 900010,
      player_id: qb.id,
      season_start_year: 2023,
      stint: 0,
      team_id: null,
      team_code: "KC",
      team_name: "Kansas City Chiefs",
      league: "NFL",
      season_type: "REG",
      games: 17,
      pass_cmp: 400,
      pass_att: 600,
      pass_yds: 5100,
      pass_td: 40,
      pass_int: 10,
      sacks: 20,
      rush_att: 50,
      rush_yds: 300,
      rush_td: 3,
      rec: 0,
      targets: 0,
      rec_yds: 0,
      rec_td: 0,
      fumbles_lost: 1,
      source: "fixture",
    })
    .execute();
}

describe.each(ENGINES)("finder API on %s", (engine) => {
  let t: TestDatabase;
  withFixtureDatabase(engine, async (opened) => {
    t = opened;
    // The SQLite test database is opened read-only: the lines go in through a connection of their own.
    const writer = engine === "sqlite" ? openDatabase(opened.url) : opened.db;
    await addLines(writer);
    if (engine === "sqlite") await writer.destroy();
  });

  async function call(path: string, scope: string) {
    const response = await t.handler(new Request(`${ORIGIN}${path}`, { headers: { "x-site-scope": scope } }));
    const body = (await response.json()) as unknown;
    expect(openApiErrors(new URL(`${ORIGIN}${path}`).pathname, response.status, body), path).toBeNull();
    return { status: response.status, body };
  }

  async function rows(path: string, scope = "league=nba") {
    const { status, body } = await call(path, scope);
    expect(status, JSON.stringify(body)).toBe(200);
    const parsed = paginatedSchema(finderRowSchema).parse(body);
    // The page reads the embedded answer unparsed: parsing must change nothing.
    expect(parsed).toStrictEqual(body);
    return parsed;
  }

  it("counts a traded player's season once, its total, naming each club", async () => {
    const page = await rows("/api/finder/?kind=seasons&min.pts=1900");
    expect(page.results.map((r) => [r.player_name, r.season, r.stats.pts])).toEqual([
      ["Morgan Hoopster", 2022, 2400],
      ["Casey Traderson", 2023, 1960],
    ]);
    const traded = page.results[1];
    expect(traded.team_code).toBe("TOT");
    expect(traded.teams.map((c) => c.code)).toEqual(["BOS", "LAL"]);
    expect(traded.stats.ppg).toBe(28);
    expect(traded.stats.rpg).toBe(10);
  });

  it("matches a team filter on any club of the season, and sums a career's lines with that club", async () => {
    const lakers = await rows("/api/finder/?kind=seasons&team=los-angeles-lakers");
    expect(lakers.results.map((r) => [r.player_name, r.stats.pts])).toEqual([["Casey Traderson", 1960]]);
    const celtics = await rows("/api/finder/?kind=careers&team=boston-celtics&sort=pts");
    expect(celtics.results.map((r) => [r.player_name, r.stats.pts, r.seasons])).toEqual([
      ["Morgan Hoopster", 3900, 2],
      ["Casey Traderson", 900, 1],
    ]);
  });

  it("filters and sorts by a rate computed from the summed figures", async () => {
    const page = await rows("/api/finder/?min.ppg=26&sort=ppg&dir=asc");
    expect(page.results.map((r) => [r.player_name, r.season, r.stats.ppg])).toEqual([
      ["Casey Traderson", 2023, 28],
      ["Morgan Hoopster", 2022, 30],
    ]);
    expect(page.count).toBe(2);
    const careers = await rows("/api/finder/?kind=careers&min.ppg=27");
    expect(careers.results.map((r) => [r.player_name, r.first_season, r.last_season, r.stats.ppg])).toEqual([
      ["Casey Traderson", 2023, 2023, 28],
      ["Morgan Hoopster", 2022, 2023, 3900 / 140],
    ]);
  });

  it("filters by age in the season (February 1 for basketball), pages and counts", async () => {
    const page = await rows("/api/finder/?max.age=28&page_size=1");
    expect(page.count).toBe(1);
    expect(page.results.map((r) => [r.player_name, r.age])).toEqual([["Casey Traderson", 28]]);
  });

  it("answers 400 naming each bad parameter, and keeps a site to its own statistics", async () => {
    const bad = await call("/api/finder/?min.pts=many&kind=plays", "league=nba");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: {
        "min.pts": ["Expected a number. Got 'many'."],
        kind: ["Expected seasons or careers or games or team-seasons. Got 'plays'."],
      },
    });
    const team = await call("/api/finder/?team=kansas-city-chiefs", "league=nba");
    expect(team.body).toMatchObject({ errors: { team: ["No team 'kansas-city-chiefs' on this site."] } });
    // Passing yards are a football statistic: the basketball site does not know them.
    const nfl = await call("/api/finder/?min.pass_yds=5000", "league=nba");
    expect(nfl.status).toBe(400);
    expect(JSON.stringify(nfl.body)).toContain("Unknown statistic 'pass_yds'");
    const football = await rows("/api/finder/?min.pass_yds=5000", "league=nfl");
    expect(football.results.map((r) => [r.player_name, r.stats.pass_yds])).toEqual([
      ["Jordan Testarossa", 5100],
    ]);
    // The hub reads the sport asked.
    const hub = await rows("/api/finder/?sport=basketball&min.pts=3000", "");
    expect(hub.count).toBe(0);
  });

  it("answers single games and team seasons in the contract's shape, on every engine", async () => {
    const games = await rows("/api/finder/?kind=games&min.pts=0&page_size=5");
    for (const r of games.results) expect(r.game_id).toEqual(expect.any(Number));
    const teams = await rows("/api/finder/?kind=team-seasons&sort=team&page_size=5");
    expect(teams.results.length).toBeGreaterThan(0);
    for (const r of teams.results) expect(r).toMatchObject({ player_id: null, player_name: "" });
    const broad = await call("/api/finder/?kind=team-seasons&min.age=30", "league=nba");
    expect(broad.body).toMatchObject({ errors: { "min.age": ["Not a criterion of team seasons."] } });
  });
});
