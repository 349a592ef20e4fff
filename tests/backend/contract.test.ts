/**
 * Contract tests: every path of the backend contract (backend/http/README.md) against a database built with the real schema and
 * build pipeline from fixture files. Runs on SQLite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set. Responses are checked against the client's zod schemas, so the two
 * sides of the contract cannot drift apart.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  championRecordSchema,
  championshipGameSchema,
  championshipSchema,
  championshipStatsSchema,
  coachSchema,
  coachesSummarySchema,
  playersSummarySchema,
  gameSchema,
  levelSchema,
  paginatedSchema,
  playerSchema,
  rosterEntrySchema,
  scheduledGameSchema,
  seasonSchema,
  sportSchema,
  standingSchema,
  teamChampionshipSchema,
  teamSchema,
  teamSeasonSchema,
  teamStatsSchema,
} from "@domain/contract/schemas";
import { openApiErrors } from "./support/openapi-check";
import { ENGINES, withFixtureDatabase, type TestDatabase } from "./support/database";

const ORIGIN = "http://contract.test";

type Json = Record<string, unknown>;

describe.each(ENGINES)("API contract on %s", (engine) => {
  let t: TestDatabase;

  withFixtureDatabase(engine, (opened) => {
    t = opened;
  });

  async function call(path: string, init: RequestInit = {}) {
    const response = await t.handler(new Request(`${ORIGIN}${path}`, init));
    const text = response.status === 304 || init.method === "HEAD" ? "" : await response.text();
    // Every answer the suite receives also matches the served OpenAPI document.
    if (text)
      expect(
        openApiErrors(new URL(`${ORIGIN}${path}`).pathname, response.status, JSON.parse(text)),
        path,
      ).toBeNull();
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
  }

  /** GET that must answer 200 and match `schema`; also checks every schema field is present. */
  async function ok<S extends z.ZodTypeAny>(path: string, schema: S): Promise<z.output<S>> {
    const res = await call(path);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const parsed = schema.safeParse(res.body);
    expect(parsed.success ? null : parsed.error.issues, path).toBeNull();
    // The page reads the embedded backend's answer without parsing it (app/api/request.server.ts):
    // parsing must change nothing (no key stripped, no default filled in).
    expect(parsed.data, `${path}: parsing changed the answer`).toStrictEqual(res.body);
    return parsed.data;
  }

  /** A list endpoint: the envelope, every result complete per the item schema. */
  async function list<S extends z.AnyZodObject>(path: string, item: S) {
    const raw = (await call(path)).body as { results?: Json[] };
    const page = await ok(path, paginatedSchema(item));
    for (const result of raw.results ?? []) {
      for (const key of Object.keys(item.shape))
        expect(result, `${path} result lacks ${key}`).toHaveProperty(key);
    }
    return page;
  }

  async function error(path: string, status: number, init?: RequestInit) {
    const res = await call(path, init);
    expect(res.status, `${path}: ${res.text}`).toBe(status);
    expect(res.headers.get("content-type")).toContain("application/json");
    return res.body as Json;
  }

  // ---- protocol -------------------------------------------------------------------------------

  describe("protocol", () => {
    it("answers 404 {detail: 'Not found.'} for unknown paths and ids", async () => {
      expect(await error("/api/nothing/here/", 404)).toEqual({ detail: "Not found." });
      expect(await error("/api/teams/teams/999999/", 404)).toEqual({ detail: "Not found." });
      expect(await error("/api/teams/teams/no-such-team/", 404)).toEqual({ detail: "Not found." });
    });

    it("answers 405 for methods other than GET and HEAD", async () => {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const res = await call("/api/teams/teams/", { method });
        expect(res.status).toBe(405);
        expect(res.headers.get("allow")).toBe("GET, HEAD");
        expect(res.body).toMatchObject({ detail: expect.any(String) });
      }
    });

    it("answers HEAD with the headers and no body", async () => {
      const head = await t.handler(new Request(`${ORIGIN}/api/core/sports/`, { method: "HEAD" }));
      expect(head.status).toBe(200);
      expect(head.headers.get("etag")).toMatch(/^W\/"/);
      expect(await head.text()).toBe("");
    });

    it("answers 400 naming the parameter for bad values", async () => {
      const page = await error("/api/teams/teams/?page=abc", 400);
      expect(page.detail).toContain("page");
      expect(page.errors).toHaveProperty("page");
      expect((await error("/api/teams/teams/?page_size=0", 400)).errors).toHaveProperty("page_size");
      expect((await error("/api/teams/teams/?page_size=1001", 400)).errors).toHaveProperty("page_size");
      expect((await error("/api/games/games/?game_date__gte=2026-13-01", 400)).errors).toHaveProperty(
        "game_date__gte",
      );
      expect((await error("/api/games/games/?status=finished", 400)).errors).toHaveProperty("status");
      expect(
        (await error("/api/championships/champions/?season__start_year=twenty", 400)).errors,
      ).toHaveProperty("season__start_year");
      expect((await error("/api/teams/teams/?sport__slug=Foot%20ball", 400)).errors).toHaveProperty(
        "sport__slug",
      );
      expect((await error("/api/people/players/by_position/", 400)).errors).toHaveProperty("position");
    });

    it("ignores empty parameters, as a submitted GET form sends them", async () => {
      const page = await list("/api/teams/teams/?search=&division=", teamSchema);
      expect(page.count).toBeGreaterThan(0);
    });

    it("sends a weak ETag and answers 304 to If-None-Match", async () => {
      const first = await call("/api/championships/championships/");
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await call("/api/championships/championships/", { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      const strong = await call("/api/championships/championships/", {
        headers: { "if-none-match": etag.slice(2) },
      });
      expect(strong.status).toBe(304);
      const other = await call("/api/championships/championships/", {
        headers: { "if-none-match": 'W/"other"' },
      });
      expect(other.status).toBe(200);
    });

    it("sends Cache-Control by freshness class", async () => {
      const cc = async (path: string) => (await call(path)).headers.get("cache-control");
      expect(await cc("/api/core/sports/")).toBe("public, max-age=86400, stale-while-revalidate=518400");
      expect(await cc("/api/teams/teams/")).toBe("public, max-age=14400, stale-while-revalidate=72000");
      expect(await cc("/api/games/standings/current/")).toBe(
        "public, max-age=900, stale-while-revalidate=2700",
      );
      expect(await cc("/api/games/games/live/")).toBe("public, max-age=30, stale-while-revalidate=270");
      expect(await cc("/api/teams/teams/999999/")).toBe("no-store");
    });

    it("paginates with absolute next/previous links that resolve", async () => {
      const first = await list("/api/teams/teams/?page_size=2", teamSchema);
      expect(first.count).toBe(11);
      expect(first.results).toHaveLength(2);
      expect(first.previous).toBeNull();
      expect(first.next).toBe(`${ORIGIN}/api/teams/teams/?page_size=2&page=2`);
      const names: string[] = first.results.map((r) => r.name);
      let next = first.next;
      while (next) {
        const url = new URL(next);
        const page = await list(`${url.pathname}${url.search}`, teamSchema);
        expect(page.previous).not.toBeNull();
        names.push(...page.results.map((r) => r.name));
        next = page.next;
      }
      expect(names).toHaveLength(11);
      expect(new Set(names).size).toBe(11);
      const last = await list("/api/teams/teams/?page_size=2&page=6", teamSchema);
      expect(last.next).toBeNull();
      expect(last.previous).toBe(`${ORIGIN}/api/teams/teams/?page_size=2&page=5`);
      const second = await list("/api/teams/teams/?page_size=2&page=2", teamSchema);
      expect(second.previous).toBe(`${ORIGIN}/api/teams/teams/?page_size=2`);
      const beyond = await list("/api/teams/teams/?page=9", teamSchema);
      expect(beyond.results).toEqual([]);
    });

    it("accepts paths without the trailing slash", async () => {
      await list("/api/core/sports", sportSchema);
    });
  });

  // ---- core ---------------------------------------------------------------------------------

  it("core/sports lists the four sports in order", async () => {
    const page = await list("/api/core/sports/", sportSchema);
    expect(page.results.map((s) => s.slug)).toEqual(["football", "basketball", "baseball", "hockey"]);
    expect(page.results[0]).toEqual({ id: 1, name: "Football", slug: "football", abbreviation: "FB" });
    const levels = await list("/api/core/levels/", levelSchema);
    expect(levels.results.map((l) => l.slug)).toEqual([
      "professional",
      "ncaa-division-i",
      "ncaa-division-ii",
      "ncaa-division-iii",
    ]);
  });

  // ---- championships --------------------------------------------------------------------------

  describe("championships", () => {
    it("lists championships with nested sport and level, filtered by sport and level", async () => {
      const all = await list("/api/championships/championships/", championshipSchema);
      expect(all.results.map((c) => c.slug)).toEqual([
        "super-bowl",
        "nba-finals",
        "ncaa-mens-basketball-tournament",
      ]);
      const nfl = await list(
        "/api/championships/championships/?sport__slug=football&level__slug=professional",
        championshipSchema,
      );
      expect(nfl.count).toBe(1);
      expect(nfl.results[0]).toMatchObject({
        slug: "super-bowl",
        first_year: 1967,
        trophy_name: "Vince Lombardi Trophy",
        sport: { name: "Football", slug: "football", abbreviation: "FB" },
        level: { name: "Professional", slug: "professional" },
      });
      const college = await list(
        "/api/championships/championships/?level__slug=ncaa-division-i",
        championshipSchema,
      );
      expect(college.results.map((c) => c.slug)).toEqual(["ncaa-mens-basketball-tournament"]);
      expect(
        (await list("/api/championships/championships/?level__slug=ncaa-division-iii", championshipSchema))
          .count,
      ).toBe(0);
      expect(
        (await list("/api/championships/championships/?sport__slug=curling", championshipSchema)).count,
      ).toBe(0);
    });

    it("searches by name or sport name and filters by season", async () => {
      expect(
        (await list("/api/championships/championships/?search=FINALS", championshipSchema)).results.map(
          (c) => c.slug,
        ),
      ).toEqual(["nba-finals"]);
      expect(
        (await list("/api/championships/championships/?search=basketball", championshipSchema)).count,
      ).toBe(2);
      // The Super Bowl's first season is 1966.
      expect(
        (await list("/api/championships/championships/?season=1960", championshipSchema)).results.map(
          (c) => c.slug,
        ),
      ).toEqual(["nba-finals", "ncaa-mens-basketball-tournament"]);
    });

    it("details a championship by slug or id", async () => {
      const bySlug = await ok("/api/championships/championships/super-bowl/", championshipSchema);
      const byId = await ok(`/api/championships/championships/${bySlug.id}/`, championshipSchema);
      expect(byId).toEqual(bySlug);
      expect(bySlug.format).toBe("Single game");
      await error("/api/championships/championships/no-such-cup/", 404);
    });

    it("lists a championship's champions newest first with season and title years", async () => {
      const page = await list("/api/championships/championships/super-bowl/champions/", championRecordSchema);
      expect(page.results.map((r) => [r.year, r.title_year])).toEqual([
        [2023, 2024],
        [2022, 2023],
        [2019, 2020],
        [1980, 1981],
      ]);
      const raiders = page.results[3];
      expect(raiders).toMatchObject({
        team_name: "Oakland Raiders",
        team_city: "Oakland",
        team_abbreviation: "OAK",
        team_slug: "las-vegas-raiders",
        championship_name: "Super Bowl",
        season_name: "1980 NFL Season",
        coach: "Tom Flores",
        record: "11-5",
        mvp: "Jim Plunkett",
        runner_up_name: "Philadelphia Eagles",
        winner_score: 27,
        runner_up_score: 10,
        edition: "XV",
        date: "1981-01-25",
      });
      const one = await list(
        "/api/championships/championships/super-bowl/champions/?season=2022",
        championRecordSchema,
      );
      expect(one.results.map((r) => r.title_year)).toEqual([2023]);
      await error("/api/championships/championships/nope/champions/", 404);
    });

    it("leaves editions that were not held out of the champions", async () => {
      const page = await list(
        "/api/championships/championships/ncaa-mens-basketball-tournament/champions/",
        championRecordSchema,
      );
      expect(page.results.map((r) => r.year)).toEqual([2023]);
    });

    it("computes championship stats", async () => {
      const stats = await ok("/api/championships/championships/super-bowl/stats/", championshipStatsSchema);
      expect(stats.total_games).toBe(4);
      expect(stats.team_championships[0]).toEqual({
        team__name: "Kansas City Chiefs",
        team__slug: "kansas-city-chiefs",
        team_id: expect.any(Number),
        championships_won: 3,
      });
      expect(stats.team_championships[1]).toMatchObject({
        team__name: "Las Vegas Raiders",
        championships_won: 1,
      });
      expect(stats.longest_streak).toMatchObject({
        team: "Kansas City Chiefs",
        years: 2,
        start_year: 2022,
        end_year: 2023,
      });
      expect(stats.highest_score).toBe(38);
      expect(stats.highest_scoring_game).toMatchObject({
        year: 2022,
        title_year: 2023,
        runner_up_name: "Philadelphia Eagles",
      });
      expect(stats.total_teams).toBe(32);
      expect(stats.distinct_champions).toBe(2);
    });

    it("lists a championship's deciding games", async () => {
      const page = await list("/api/championships/championships/nba-finals/games/", championshipGameSchema);
      expect(page.results).toHaveLength(2);
      expect(page.results[0]).toMatchObject({
        game_date: "2024-06-17",
        season: { start_year: 2023, name: "2023-24 NBA Season" },
        winner: { name: "Boston Celtics", slug: "boston-celtics" },
        runner_up: { name: "Dallas Mavericks" },
        winner_score: 106,
        runner_up_score: 88,
        series: "4-1",
        venue: { name: "TD Garden", city: "Boston", state: "MA" },
        mvp: "Jaylen Brown",
      });
      expect(page.results[1]).toMatchObject({
        winner_name: "Minneapolis Lakers",
        runner_up_name: "Syracuse Nationals",
        venue: null,
      });
    });
  });

  describe("championships/champions", () => {
    it("lists every champion record, newest first, with site filters", async () => {
      const all = await list("/api/championships/champions/", championRecordSchema);
      expect(all.count).toBe(7);
      expect(all.results[0]).toMatchObject({ year: 2023, championship_name: "Super Bowl" });
      expect(all.results.slice(0, 3).map((r) => r.championship_slug)).toEqual([
        "super-bowl",
        "nba-finals",
        "ncaa-mens-basketball-tournament",
      ]);
      const nba = await list(
        "/api/championships/champions/?sport__slug=basketball&level__slug=professional",
        championRecordSchema,
      );
      expect(nba.results.map((r) => r.team_name)).toEqual(["Boston Celtics", "Minneapolis Lakers"]);
    });

    it("filters by season start year and searches team, city, championship and coach", async () => {
      const season = await list(
        "/api/championships/champions/?season__start_year=2023",
        championRecordSchema,
      );
      expect(season.results.map((r) => r.team_name)).toEqual([
        "Kansas City Chiefs",
        "Boston Celtics",
        "UConn Huskies",
      ]);
      expect((await list("/api/championships/champions/?season=1953", championRecordSchema)).count).toBe(1);
      const coach = await list("/api/championships/champions/?search=kundla", championRecordSchema);
      expect(coach.results.map((r) => r.team_name)).toEqual(["Minneapolis Lakers"]);
      const city = await list("/api/championships/champions/?search=oakland", championRecordSchema);
      expect(city.results.map((r) => r.year)).toEqual([1980]);
      const championship = await list(
        "/api/championships/champions/?search=super%20bowl",
        championRecordSchema,
      );
      expect(championship.count).toBe(4);
      const pct = await list("/api/championships/champions/?search=%25", championRecordSchema);
      expect(pct.count).toBe(0);
      const team = await list("/api/championships/champions/?team=kansas-city-chiefs", championRecordSchema);
      expect(team.count).toBe(3);
    });
  });

  describe("championships/seasons", () => {
    it("lists seasons newest first, each with sport, level, label and champion", async () => {
      const page = await list("/api/championships/seasons/?page_size=1000", seasonSchema);
      // NFL 1920-2026, NBA 1946-2026, NCAA men's basketball 1938-2026.
      expect(page.count).toBe(107 + 81 + 89);
      expect(page.results[0]).toMatchObject({
        start_year: 2026,
        sport: { slug: "football" },
        slug: "nfl-2026",
        label: "2026",
      });
      const years = page.results.map((s) => s.start_year);
      expect([...years].sort((a, b) => b - a)).toEqual(years);
      const nba2023 = page.results.find((s) => s.slug === "nba-2023-24")!;
      expect(nba2023).toMatchObject({
        name: "2023-24 NBA Season",
        label: "2023-24",
        end_year: 2024,
        league: "NBA",
        is_active: false,
        status: "completed",
        playoffs_end: "2024-06-17",
        championship: { slug: "nba-finals", name: "NBA Finals" },
        champion: { name: "Boston Celtics", slug: "boston-celtics", city: "Boston", abbreviation: "BOS" },
      });
      const covid = page.results.find((s) => s.slug === "cbb-2019-20")!;
      expect(covid.champion).toBeNull();
      expect(covid.champion_note).toBe("Not held (COVID-19 pandemic)");
    });

    it("computes the active season from the clock", async () => {
      const active = await list("/api/championships/seasons/?is_active=true", seasonSchema);
      expect(active.results.map((s) => s.slug)).toEqual(["nfl-2026", "nba-2026-27", "cbb-2026-27"]);
      expect(active.results.every((s) => s.is_active && s.status === "active")).toBe(true);
      const next = await list("/api/championships/seasons/?is_active=false&season=2026", seasonSchema);
      expect(next.count).toBe(0);
    });

    it("counts teams and games from the data and filters by sport, level, season and search", async () => {
      const nfl2026 = (
        await list("/api/championships/seasons/?sport__slug=football&season__start_year=2026", seasonSchema)
      ).results;
      expect(nfl2026).toHaveLength(1);
      expect(nfl2026[0]).toMatchObject({ games_count: 6, teams_count: 5 });
      const old = await list("/api/championships/seasons/?sport__slug=football&season=1935", seasonSchema);
      expect(old.results[0]).toMatchObject({ games_count: null, teams_count: null, champion: null });
      const college = await list(
        "/api/championships/seasons/?level__slug=ncaa-division-i&page_size=1",
        seasonSchema,
      );
      expect(college.count).toBe(89);
      const search = await list("/api/championships/seasons/?search=uconn", seasonSchema);
      expect(search.results.map((s) => s.slug)).toEqual(["cbb-2023-24"]);
    });

    it("details a season by slug or id", async () => {
      const bySlug = await ok("/api/championships/seasons/nfl-2023/", seasonSchema);
      expect(bySlug.champion?.name).toBe("Kansas City Chiefs");
      expect(await ok(`/api/championships/seasons/${bySlug.id}/`, seasonSchema)).toEqual(bySlug);
      await error("/api/championships/seasons/nfl-1800/", 404);
    });
  });

  // ---- teams --------------------------------------------------------------------------------

  describe("teams", () => {
    it("lists teams by name with nested references and title counts", async () => {
      const page = await list("/api/teams/teams/", teamSchema);
      const names = page.results.map((r) => r.name);
      expect(names).toEqual([...names].sort());
      const chiefs = page.results.find((r) => r.slug === "kansas-city-chiefs")!;
      expect(chiefs).toMatchObject({
        name: "Kansas City Chiefs",
        city: "Kansas City",
        state: "MO",
        country: "USA",
        abbreviation: "KC",
        short_name: "Chiefs",
        founded_year: 1960,
        championships_won: 3,
        last_championship_year: 2024,
        last_championship_season: 2023,
        sport: { name: "Football" },
        sport_name: "Football",
        level: { name: "Professional" },
        conference: { name: "AFC", slug: "afc" },
        division: { name: "AFC West", slug: "afc-west" },
        home_venue: {
          name: "GEHA Field at Arrowhead Stadium",
          city: "Kansas City",
          state: "MO",
          capacity: 76416,
          opened_year: 1972,
        },
      });
      const uconn = page.results.find((r) => r.slug === "uconn-huskies-basketball")!;
      expect(uconn).toMatchObject({
        school: "UConn",
        division: null,
        conference: { name: "Big East" },
        founded_year: null,
      });
    });

    it("filters by sport, level, division, conference and search", async () => {
      const ids = async (q: string) =>
        (await list(`/api/teams/teams/?${q}`, teamSchema)).results.map((r) => r.slug);
      expect(await ids("sport__slug=basketball&level__slug=professional")).toEqual([
        "boston-celtics",
        "dallas-mavericks",
        "los-angeles-lakers",
        "philadelphia-76ers",
      ]);
      expect(await ids("sport__slug=football&division=afc-west")).toEqual([
        "kansas-city-chiefs",
        "las-vegas-raiders",
      ]);
      expect(await ids("division=AFC%20West")).toEqual(["kansas-city-chiefs", "las-vegas-raiders"]);
      expect(await ids("conference=nfc")).toEqual(["philadelphia-eagles", "san-francisco-49ers"]);
      expect(await ids("search=philadelphia")).toEqual(["philadelphia-76ers", "philadelphia-eagles"]);
      expect(await ids("search=lv")).toEqual(["las-vegas-raiders"]);
      expect(await ids("search=storrs")).toEqual(["uconn-huskies-basketball"]);
      expect(await ids("division=no-such-division")).toEqual([]);
      expect(await ids("season=1970&sport__slug=football")).toEqual([
        "kansas-city-chiefs",
        "las-vegas-raiders",
        "philadelphia-eagles",
        "san-francisco-49ers",
      ]);
    });

    it("details a team by slug or id", async () => {
      const bySlug = await ok("/api/teams/teams/las-vegas-raiders/", teamSchema);
      expect(await ok(`/api/teams/teams/${bySlug.id}/`, teamSchema)).toEqual(bySlug);
      expect(bySlug.championships_won).toBe(1);
      expect(bySlug.last_championship_year).toBe(1981);
    });

    it("lists a team's championships", async () => {
      const page = await list("/api/teams/teams/kansas-city-chiefs/championships/", teamChampionshipSchema);
      expect(page.results.map((r) => [r.year, r.title_year])).toEqual([
        [2023, 2024],
        [2022, 2023],
        [2019, 2020],
      ]);
      expect(page.results[0]).toMatchObject({
        championship_name: "Super Bowl",
        coach: "Andy Reid",
        record: "11-6",
        season_name: "2023 NFL Season",
        overtime: "OT",
      });
      expect(
        (await list("/api/teams/teams/baltimore-ravens/championships/", teamChampionshipSchema)).count,
      ).toBe(0);
      await error("/api/teams/teams/nope/championships/", 404);
    });

    it("lists a team's roster for a season (default: latest with data)", async () => {
      const page = await list("/api/teams/teams/kansas-city-chiefs/roster/", rosterEntrySchema);
      expect(page.results.map((r) => r.player.person.last_name)).toEqual(["Rookiewood", "Testarossa"]);
      expect(page.results[1]).toMatchObject({
        jersey_number: "15",
        is_captain: true,
        is_starter: true,
        slug: "jordan-testarossa",
        game_log: false,
        player: {
          slug: "jordan-testarossa",
          is_active: true,
          primary_position_name: "Quarterback",
          person: { first_name: "Jordan", last_name: "Testarossa" },
        },
      });
      const older = await list("/api/teams/teams/kansas-city-chiefs/roster/?year=2025", rosterEntrySchema);
      expect(older.results.map((r) => r.slug)).toEqual(["jordan-testarossa"]);
      expect(
        (await list("/api/teams/teams/kansas-city-chiefs/roster/?year=1999", rosterEntrySchema)).count,
      ).toBe(0);
      await error("/api/teams/teams/kansas-city-chiefs/roster/?year=soon", 400);
    });

    it("lists a team's schedule with names of the time and completed status", async () => {
      const page = await list("/api/teams/teams/kansas-city-chiefs/schedule/", scheduledGameSchema);
      expect(page.results.map((g) => g.game_date)).toEqual(["2026-11-09", "2026-11-16", "2026-11-21"]);
      expect(page.results.map((g) => g.status)).toEqual(["completed", "completed", "live"]);
      expect(page.results[1]).toMatchObject({
        home_team_name: "San Francisco 49ers",
        away_team_name: "Kansas City Chiefs",
        home_team_abbreviation: "SF",
        home_score: 24,
        away_score: 27,
        week: 11,
      });
      const old = await list("/api/teams/teams/kansas-city-chiefs/schedule/?year=1980", scheduledGameSchema);
      expect(old.results[0]).toMatchObject({
        home_team_name: "Oakland Raiders",
        away_team_name: "Kansas City Chiefs",
        status: "completed",
      });
    });

    it("computes a team's season stats", async () => {
      const stats = await ok("/api/teams/teams/kansas-city-chiefs/stats/", teamStatsSchema);
      expect(stats).toMatchObject({
        team: { slug: "kansas-city-chiefs" },
        season: { start_year: 2026, name: "2026 NFL Season" },
        games_played: 2,
        wins: 1,
        losses: 0,
        ties: 1,
        points_for: 47,
        points_against: 44,
        home_record: "0-0-1",
        away_record: "1-0-0",
        championships_won: 0,
        standing: { rank: 1, wins: 9, losses: 1, ties: 1, division: "AFC West" },
        // The spec's fields are the regular season; playoffs are kept apart, never mixed in.
        regular_season: {
          games_played: 2,
          wins: 1,
          losses: 0,
          ties: 1,
          record: "1-0-1",
          points_for: 47,
          points_against: 44,
        },
        postseason: null,
        summary: { start_year: 2026, record: "9-1-1", finish: "1st in AFC West" },
        totals: null,
      });
      expect(stats.win_percentage).toBeCloseTo(0.75);
      const title = await ok("/api/teams/teams/kansas-city-chiefs/stats/?year=2023", teamStatsSchema);
      expect(title).toMatchObject({
        games_played: 0,
        championships_won: 1,
        standing: null,
        win_percentage: null,
      });
    });

    it("lists a team's seasons with names of the time and titles won", async () => {
      const page = await list(
        "/api/teams/teams/kansas-city-chiefs/seasons/?page_size=1000",
        teamSeasonSchema,
      );
      expect(page.count).toBe(2026 - 1960 + 1);
      expect(page.results[0]).toMatchObject({
        start_year: 2026,
        name: "2026 NFL Season",
        slug: "nfl-2026",
        label: "2026",
        championship_won: false,
      });
      expect(page.results.find((s) => s.start_year === 2023)).toMatchObject({
        championship_won: true,
        team_name: "Kansas City Chiefs",
      });
      expect(page.results.find((s) => s.start_year === 1961)).toMatchObject({
        championship_won: false,
        team_name: "Dallas Texans",
      });
      const lakers = await list(
        "/api/teams/teams/los-angeles-lakers/seasons/?page_size=1000",
        teamSeasonSchema,
      );
      expect(lakers.results.find((s) => s.start_year === 1953)).toMatchObject({
        label: "1953-54",
        team_name: "Minneapolis Lakers",
        championship_won: true,
      });
    });

    it("summarises each season: record in the league's form, division finish, playoff result", async () => {
      const page = await list(
        "/api/teams/teams/kansas-city-chiefs/seasons/?page_size=1000",
        teamSeasonSchema,
      );
      // Standings give the record (football: W-L-T) and the finish.
      expect(page.results[0]).toMatchObject({
        start_year: 2026,
        wins: 9,
        losses: 1,
        ties: 1,
        record: "9-1-1",
        division_rank: 1,
        division_name: "AFC West",
        finish: "1st in AFC West",
      });
      // The champions table gives the title; a season without any source stays empty, never guessed.
      expect(page.results.find((s) => s.start_year === 2023)).toMatchObject({
        championship_won: true,
        playoff_result: "Won Super Bowl",
        made_playoffs: true,
      });
      expect(page.results.find((s) => s.start_year === 1961)).toMatchObject({
        record: null,
        finish: null,
        playoff_result: null,
      });
    });
  });

  // ---- games --------------------------------------------------------------------------------

  describe("games", () => {
    it("lists games by date with full game shape", async () => {
      const page = await list("/api/games/games/", gameSchema);
      expect(page.count).toBe(8);
      const dates = page.results.map((g) => g.game_date);
      expect([...dates].sort()).toEqual(dates);
      const live = page.results.find((g) => g.slug === "fixture-live")!;
      expect(live).toMatchObject({
        status: "live",
        period: "Q3",
        quarter: "Q3",
        time_remaining: "07:12",
        home_score: 17,
        away_score: 10,
        home_team: {
          name: "Kansas City Chiefs",
          city: "Kansas City",
          abbreviation: "KC",
          slug: "kansas-city-chiefs",
          sport_name: "Football",
        },
        away_team: { name: "Las Vegas Raiders", abbreviation: "LV" },
        home_team_name: "Kansas City Chiefs",
        away_team_abbreviation: "LV",
        season: { start_year: 2026, name: "2026 NFL Season" },
        season_name: "2026 NFL Season",
        sport: { slug: "football" },
        level: { slug: "professional" },
        attendance: 73000,
        weather: "Clear, 41 F",
        officials: [
          { position: "Referee", name: "Rowan Whistle" },
          { position: "Umpire", name: "Casey Flag" },
        ],
        week: 12,
        game_type: "regular",
      });
      expect(live.venue).toMatchObject({ name: expect.any(String) });
      const old = page.results.find((g) => g.slug === "fixture-1980")!;
      expect(old.home_team).toMatchObject({ name: "Oakland Raiders", city: "Oakland", abbreviation: "OAK" });
    });

    it("filters by date range, status, team, season, sport and search", async () => {
      const slugs = async (q: string) =>
        (await list(`/api/games/games/?${q}`, gameSchema)).results.map((g) => g.slug);
      expect(await slugs("game_date__gte=2026-11-16&game_date__lte=2026-11-21&sport__slug=football")).toEqual(
        ["fixture-last-week", "fixture-live", "fixture-tonight"],
      );
      expect(await slugs("game_date=2026-11-21")).toEqual([
        "fixture-live",
        "fixture-nba-today",
        "fixture-tonight",
      ]);
      expect(await slugs("status=postponed")).toEqual(["fixture-postponed"]);
      // A team filter means the franchise: its 1980 game as the Oakland Raiders counts too.
      expect(await slugs("team=LV")).toEqual(["fixture-1980", "fixture-live", "fixture-next-week"]);
      expect(await slugs("team=las-vegas-raiders&season=1980")).toEqual(["fixture-1980"]);
      expect(await slugs("season__start_year=1980")).toEqual(["fixture-1980"]);
      expect(await slugs("search=oakland")).toEqual(["fixture-1980"]);
      expect(await slugs("sport__slug=basketball")).toEqual(["fixture-nba-today"]);
      expect(await slugs("week=11&ordering=-game_date")).toEqual(["fixture-last-week", "fixture-postponed"]);
    });

    it("details a game by id or slug", async () => {
      const bySlug = await ok("/api/games/games/fixture-live/", gameSchema);
      expect(await ok(`/api/games/games/${bySlug.id}/`, gameSchema)).toEqual(bySlug);
      await error("/api/games/games/no-such-game/", 404);
    });

    it("answers today, live, recent and upcoming from the clock (US Eastern dates)", async () => {
      const slugs = async (path: string) => (await list(path, gameSchema)).results.map((g) => g.slug);
      expect(await slugs("/api/games/games/today/")).toEqual([
        "fixture-live",
        "fixture-nba-today",
        "fixture-tonight",
      ]);
      expect(await slugs("/api/games/games/today/?sport__slug=basketball")).toEqual(["fixture-nba-today"]);
      expect(await slugs("/api/games/games/live/")).toEqual(["fixture-live"]);
      expect(await slugs("/api/games/games/recent/")).toEqual(["fixture-nba-today", "fixture-last-week"]);
      expect(await slugs("/api/games/games/recent/?days=30")).toEqual([
        "fixture-nba-today",
        "fixture-last-week",
        "fixture-tie",
      ]);
      expect(await slugs("/api/games/games/upcoming/")).toEqual(["fixture-tonight", "fixture-next-week"]);
      expect(await slugs("/api/games/games/upcoming/?days=1")).toEqual(["fixture-tonight"]);
    });
  });

  // ---- standings ----------------------------------------------------------------------------

  describe("standings", () => {
    it("lists standings for a season", async () => {
      const page = await list("/api/games/standings/?season=2026&sport__slug=football", standingSchema);
      expect(page.count).toBe(4);
      const chiefs = page.results.find((s) => s.team.slug === "kansas-city-chiefs")!;
      expect(chiefs).toMatchObject({
        team_name: "Kansas City Chiefs",
        rank: 1,
        position: 1,
        wins: 9,
        losses: 1,
        ties: 1,
        games_played: 11,
        games_behind: 0,
        streak: "W3",
        streak_type: "win",
        division: "AFC West",
        conference: "AFC",
        league: "NFL",
        season: 2026,
        season_name: "2026 NFL Season",
        playoff_position: "playoffs",
        home_record: "5-0-1",
        last_updated: "2026-11-21",
      });
      expect((await list("/api/games/standings/?season=2025", standingSchema)).count).toBe(1);
      const search = await list("/api/games/standings/?search=raiders", standingSchema);
      expect(search.results.map((s) => s.team.slug)).toEqual(["las-vegas-raiders"]);
      expect((await list("/api/games/standings/?conference=nfc", standingSchema)).count).toBe(1);
    });

    it("answers the current standings per sport and level", async () => {
      const page = await list("/api/games/standings/current/", standingSchema);
      expect(page.count).toBe(5);
      expect(new Set(page.results.map((s) => s.season))).toEqual(new Set([2026]));
      expect((await list("/api/games/standings/current/?sport__slug=basketball", standingSchema)).count).toBe(
        1,
      );
    });

    it("answers standings by division, ordered by division then rank", async () => {
      const west = await list("/api/games/standings/by_division/?division=afc-west", standingSchema);
      expect(west.results.map((s) => [s.team.slug, s.rank])).toEqual([
        ["kansas-city-chiefs", 1],
        ["las-vegas-raiders", 2],
      ]);
      const named = await list(
        "/api/games/standings/by_division/?division=AFC%20West&season=2025",
        standingSchema,
      );
      expect(named.results.map((s) => s.season)).toEqual([2025]);
      const all = await list("/api/games/standings/by_division/?sport__slug=football", standingSchema);
      expect(all.results.map((s) => s.division)).toEqual(["AFC North", "AFC West", "AFC West", "NFC West"]);
    });
  });

  // ---- people -------------------------------------------------------------------------------

  describe("players", () => {
    it("lists players with person, team, awards and career stats", async () => {
      const page = await list("/api/people/players/", playerSchema);
      expect(page.results.map((p) => p.slug)).toEqual([
        "morgan-hoopster",
        "pat-retiredson",
        "sam-rookiewood",
        "jordan-testarossa",
      ]);
      const qb = page.results[3];
      expect(qb).toMatchObject({
        person: {
          first_name: "Jordan",
          last_name: "Testarossa",
          full_name: "Jordan Testarossa",
          age: 30,
          birth_date: "1996-09-17",
          birth_place: "Tyler, TX",
          college: "Example Tech",
          height_inches: 74,
          weight_pounds: 225,
          slug: "jordan-testarossa",
        },
        jersey_number: "15",
        primary_position_name: "Quarterback",
        current_team: {
          name: "Kansas City Chiefs",
          city: "Kansas City",
          abbreviation: "KC",
          sport_name: "Football",
        },
        height: "6-2",
        weight: 225,
        years_pro: 9,
        college: "Example Tech",
        draft_year: 2017,
        draft_round: 1,
        draft_pick: 10,
        salary: 45000000,
        awards: ["Fixture MVP (2022)", "Fixture MVP (2018)"],
        championships_won: 3,
        all_star_selections: 6,
        is_active: true,
      });
      expect(qb.career_stats).toMatchObject({ passing_yards: 32000, passing_rating: 102.5, rebounds: null });
      expect(page.results[1]).toMatchObject({ current_team: null, is_active: false, awards: [] });
    });

    it("filters players: search, position, team, status, season", async () => {
      const slugs = async (path: string) => (await list(path, playerSchema)).results.map((p) => p.slug);
      expect(await slugs("/api/people/players/?search=jordan%20test")).toEqual(["jordan-testarossa"]);
      expect(await slugs("/api/people/players/?search=chiefs")).toEqual([
        "sam-rookiewood",
        "jordan-testarossa",
      ]);
      expect(await slugs("/api/people/players/?position=receiver")).toEqual(["sam-rookiewood"]);
      expect(await slugs("/api/people/players/?team=KC")).toEqual(["sam-rookiewood", "jordan-testarossa"]);
      expect(await slugs("/api/people/players/?status=inactive")).toEqual(["pat-retiredson"]);
      expect(await slugs("/api/people/players/?season=2015")).toEqual(["pat-retiredson"]);
      expect(await slugs("/api/people/players/?sport__slug=basketball")).toEqual(["morgan-hoopster"]);
    });

    it("answers active, by_position and rookies", async () => {
      const slugs = async (path: string) => (await list(path, playerSchema)).results.map((p) => p.slug);
      expect(await slugs("/api/people/players/active/")).toEqual([
        "morgan-hoopster",
        "sam-rookiewood",
        "jordan-testarossa",
      ]);
      expect(await slugs("/api/people/players/by_position/?position=Quarterback")).toEqual([
        "jordan-testarossa",
      ]);
      expect(await slugs("/api/people/players/rookies/")).toEqual(["sam-rookiewood"]);
      expect(await slugs("/api/people/players/rookies/?season=2017")).toEqual([
        "morgan-hoopster",
        "jordan-testarossa",
      ]);
    });

    it("details a player by slug or id", async () => {
      const bySlug = await ok("/api/people/players/sam-rookiewood/", playerSchema);
      expect(await ok(`/api/people/players/${bySlug.id}/`, playerSchema)).toEqual(bySlug);
      expect(bySlug.career_stats).toMatchObject({ receptions: 31, receiving_yards: 402 });
      await error("/api/people/players/nobody/", 404);
    });
  });

  describe("people summaries and coverage", () => {
    it("counts the filtered player and coach lists for the directories' counters and tiles", async () => {
      expect(await ok("/api/people/players/summary/", playersSummarySchema)).toMatchObject({
        count: 4,
        active: 3,
        sports: 2,
      });
      expect(await ok("/api/people/players/summary/?status=inactive", playersSummarySchema)).toMatchObject({
        count: 1,
        active: 0,
      });
      expect(
        await ok("/api/people/players/summary/?sport__slug=basketball", playersSummarySchema),
      ).toMatchObject({ count: 1, active: 1, sports: 1 });
      expect(await ok("/api/people/coaches/summary/", coachesSummarySchema)).toMatchObject({
        count: 3,
        active: 2,
        championships: 3,
        average_years: 17.5,
        average_years_of: 2,
      });
      // No source gives injuries: 'injured' matches nobody; 'retired' is inactive with the career's end known.
      expect((await ok("/api/people/players/?status=injured", paginatedSchema(playerSchema))).count).toBe(0);
      expect(
        (await ok("/api/people/players/?status=retired", paginatedSchema(playerSchema))).results.map(
          (p) => p.slug,
        ),
      ).toEqual(["pat-retiredson"]);
    });

    it("gives details their seasons and says whether a record is a whole career", async () => {
      const player = await ok("/api/people/players/jordan-testarossa/", playerSchema);
      expect(player).toMatchObject({ seasons: [], figures_through: null });
      const coach = await ok("/api/people/coaches/alex-example/", coachSchema);
      expect(coach).toMatchObject({ record_is_career: false, seasons: [] });
    });
  });

  describe("coaches", () => {
    it("lists coaches with record, history, awards and previous teams", async () => {
      const page = await list("/api/people/coaches/", coachSchema);
      expect(page.results.map((c) => c.slug)).toEqual(["blair-assistant", "alex-example", "casey-former"]);
      const head = page.results[1];
      expect(head).toMatchObject({
        person: {
          first_name: "Alex",
          last_name: "Example",
          full_name: "Alex Example",
          age: 68,
          birth_place: "Los Angeles, CA",
        },
        current_team: { name: "Kansas City Chiefs", abbreviation: "KC", sport_name: "Football" },
        title: "Head Coach",
        position: "Head Coach",
        years_experience: 27,
        years_with_current_team: 14,
        previous_teams: [{ name: "Philadelphia Eagles" }],
        college: "Example State",
        playing_experience: {
          sport: "Football",
          position: "Offensive Line",
          years_played: 3,
          teams: ["Example State"],
        },
        career_record: {
          wins: 280,
          losses: 150,
          ties: 1,
          playoff_appearances: 20,
          playoff_wins: 28,
          playoff_losses: 17,
        },
        championships_won: 3,
        awards: [
          { name: "Fixture Coach of the Year", year: 2019 },
          { name: "Fixture Lifetime Award", year: null },
        ],
        specialization: "Offense, Quarterbacks, Play calling",
        coaching_philosophy: "Prepare, then adapt.",
        is_head_coach: true,
        is_active: true,
        hire_date: "2013-01-04",
      });
      expect(head.career_record?.win_percentage).toBeCloseTo(280.5 / 431);
      expect(head.coaching_history).toEqual([
        {
          team_id: expect.any(Number),
          team_slug: "kansas-city-chiefs",
          team_name: "Kansas City Chiefs",
          start_year: 2013,
          end_year: null,
          title: "Head Coach",
          is_active: true,
          is_head_coach: true,
        },
        {
          team_id: expect.any(Number),
          team_slug: "philadelphia-eagles",
          team_name: "Philadelphia Eagles",
          start_year: 1999,
          end_year: 2012,
          title: "Head Coach",
          is_active: false,
          is_head_coach: true,
        },
      ]);
      expect(page.results[2]).toMatchObject({ current_team: null, career_record: null, awards: [] });
    });

    it("filters coaches: status, position, team, season, search", async () => {
      const slugs = async (path: string) => (await list(path, coachSchema)).results.map((c) => c.slug);
      expect(await slugs("/api/people/coaches/?status=active")).toEqual(["blair-assistant", "alex-example"]);
      expect(await slugs("/api/people/coaches/?status=retired")).toEqual([]);
      expect(await slugs("/api/people/coaches/?position=head_coach")).toEqual(["alex-example"]);
      expect(await slugs("/api/people/coaches/?position=head%20coach")).toEqual(["alex-example"]);
      expect(await slugs("/api/people/coaches/?position=coordinator")).toEqual(["blair-assistant"]);
      expect(await slugs("/api/people/coaches/?team=kansas-city-chiefs")).toEqual([
        "blair-assistant",
        "alex-example",
      ]);
      expect(await slugs("/api/people/coaches/?season=2005")).toEqual(["alex-example"]);
      expect(await slugs("/api/people/coaches/?season=2026&sport__slug=football")).toEqual([
        "blair-assistant",
        "alex-example",
      ]);
      expect(await slugs("/api/people/coaches/?search=kansas")).toEqual(["blair-assistant", "alex-example"]);
      expect(await slugs("/api/people/coaches/?search=casey")).toEqual(["casey-former"]);
    });

    it("answers active and head_coaches", async () => {
      const slugs = async (path: string) => (await list(path, coachSchema)).results.map((c) => c.slug);
      expect(await slugs("/api/people/coaches/active/")).toEqual(["blair-assistant", "alex-example"]);
      expect(await slugs("/api/people/coaches/head_coaches/")).toEqual(["alex-example"]);
    });

    it("details a coach by slug or id", async () => {
      const bySlug = await ok("/api/people/coaches/alex-example/", coachSchema);
      expect(await ok(`/api/people/coaches/${bySlug.id}/`, coachSchema)).toEqual(bySlug);
      expect(bySlug.coaching_history).toHaveLength(2);
      await error("/api/people/coaches/nobody/", 404);
    });
  });
});
