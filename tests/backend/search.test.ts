/**
 * The site search (/api/search/) and the people lists' search, on the full-text index the build
 * writes: ranking, accents, former names, nicknames, a sport site's own sport first, odd input.
 * Runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchResponseSchema, paginatedSchema, playerSchema, coachSchema } from "@domain/contract/schemas";
import type { SearchResponse } from "@domain/contract/types";
import { openDatabase } from "../../backend/db/connection";
import { buildDatabase } from "../../backend/import/build-db";
import type { BuildStep } from "../../backend/import/step";
import { createApiHandler, type ApiHandler } from "../../backend/http/handler";
import { createApiClient } from "~/api/client.server";
import { inProcessTransport } from "~/api/transport.server";
import { ENGINES, TEST_NOW, type Engine } from "./support/database";
import { FIXTURE_DATA_DIR, fixtureStep, insertPerson } from "./support/fixture-step";

/** People the fixtures lack: an accented name, namesakes in two sports, a famous surname. */
const searchPeopleStep: BuildStep = {
  name: "search test people",
  async run(ctx) {
    const people = [
      {
        slug: "luka-doncic",
        first: "Luka",
        last: "Dončić",
        league: "nba",
        team: "dallas-mavericks",
        position: "Guard",
        titles: 0,
        stars: 5,
        rookie: 2018,
      },
      {
        slug: "michael-jordan",
        first: "Michael",
        last: "Jordan",
        league: "nba",
        team: null,
        position: "Shooting Guard",
        titles: 6,
        stars: 14,
        rookie: 1984,
      },
      {
        slug: "michael-jordan-2",
        first: "Michael",
        last: "Jordan",
        league: "nfl",
        team: "kansas-city-chiefs",
        position: "Cornerback",
        titles: 0,
        stars: 0,
        rookie: 2023,
      },
      {
        slug: "jordan-ray-smithers",
        first: "Jordanray",
        last: "Smithers",
        league: "nba",
        team: "boston-celtics",
        position: "Center",
        titles: 0,
        stars: 0,
        rookie: 2020,
      },
    ];
    for (const p of people) {
      const league = ctx.lookups.leagues.get(p.league)!;
      const personId = await insertPerson(
        ctx,
        { slug: p.slug, first_name: p.first, last_name: p.last },
        { slug: p.slug, birth_country: null, height_inches: null, weight_pounds: null },
      );
      await ctx.insert("players", [
        {
          id: ctx.nextId("players"),
          slug: p.slug,
          person_id: personId,
          sport_id: league.sport_id,
          level_id: league.level_id,
          league_key: league.league_key,
          current_team_id: p.team ? ctx.lookups.teamsBySlug.get(p.team)!.id : null,
          jersey_number: null,
          primary_position_name: p.position,
          years_pro: null,
          draft_year: null,
          draft_round: null,
          draft_pick: null,
          salary: null,
          is_active: 1,
          rookie_season: p.rookie,
          contract_end_year: null,
          championships_won: p.titles,
          all_star_selections: p.stars,
          career_stats: null,
          awards: null,
        },
      ]);
    }
  },
};

const ORIGIN = "http://search.test";

describe.each(ENGINES)("site search on %s", (engine: Engine) => {
  let handler: ApiHandler;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const now = new Date(TEST_NOW);
    const importers = [fixtureStep(), searchPeopleStep];
    if (engine === "sqlite") {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-"));
      const file = path.join(dir, "search.sqlite");
      await buildDatabase({ target: file, dataDir: FIXTURE_DATA_DIR, now, importers });
      const db = openDatabase(file, { readonly: true });
      handler = createApiHandler(db, { now: () => now });
      close = async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      };
      return;
    }
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `search_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const run = async (text: string) => {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    await run(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    await buildDatabase({ target: url.href, dataDir: FIXTURE_DATA_DIR, now, importers });
    const db = openDatabase(url.href, { poolSize: 2 });
    handler = createApiHandler(db, { now: () => now });
    close = async () => {
      await db.destroy();
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });

  async function get(pathAndQuery: string) {
    const response = await handler(new Request(`${ORIGIN}${pathAndQuery}`));
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function search(query: string, extra = ""): Promise<SearchResponse> {
    const res = await get(`/api/search/?q=${encodeURIComponent(query)}${extra}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = searchResponseSchema.safeParse(res.body);
    expect(parsed.success ? null : parsed.error.issues).toBeNull();
    return parsed.data!;
  }

  const group = (r: SearchResponse, kind: string) => r.groups.find((g) => g.kind === kind)!;
  const slugs = (r: SearchResponse, kind: string) => group(r, kind).results.map((x) => x.slug);

  it("answers every kind, in order, with counts", async () => {
    const r = await search("philadelphia");
    expect(r.groups.map((g) => g.kind)).toEqual(["teams", "players", "coaches", "championships", "seasons"]);
    expect(group(r, "teams").count).toBe(2);
    expect(slugs(r, "teams").sort()).toEqual(["philadelphia-76ers", "philadelphia-eagles"]);
  });

  it("is accent- and case-insensitive", async () => {
    for (const q of ["Dončić", "doncic", "DONCIC", "dončic", "luka don"]) {
      const r = await search(q);
      expect(slugs(r, "players"), q).toEqual(["luka-doncic"]);
    }
  });

  it("finds a franchise by a former name, and says which name matched", async () => {
    const r = await search("syracuse nationals");
    expect(slugs(r, "teams")).toEqual(["philadelphia-76ers"]);
    const hit = group(r, "teams").results[0];
    expect(hit.match).toBe("exact");
    expect(hit.matched_name).toEqual({ name: "Syracuse Nationals", first_year: 1949, last_year: 1962 });
    expect(slugs(await search("Oakland Raiders"), "teams")).toEqual(["las-vegas-raiders"]);
    expect(slugs(await search("minneapolis"), "teams")).toEqual(["los-angeles-lakers"]);
  });

  it("finds a team by its curated nickname, abbreviation and city", async () => {
    const sixers = await search("SIXERS");
    expect(slugs(sixers, "teams")).toEqual(["philadelphia-76ers"]);
    expect(group(sixers, "teams").results[0].matched_name?.name).toBe("Sixers");
    expect(slugs(await search("niners"), "teams")).toEqual(["san-francisco-49ers"]);
    expect(slugs(await search("KC"), "teams")).toEqual(["kansas-city-chiefs"]);
    expect(slugs(await search("storrs"), "teams")).toEqual(["uconn-huskies-basketball"]);
  });

  it("ranks exact name, then prefix, then word, then other text, fame breaking ties", async () => {
    const r = await search("jordan", "&kind=players");
    const players = group(r, "players").results;
    // Both Michael Jordans match a name exactly (the surname); six titles outrank none.
    expect(players.map((p) => [p.slug, p.match])).toEqual([
      ["michael-jordan", "exact"],
      ["michael-jordan-2", "exact"],
      ["jordan-testarossa", "prefix"],
      ["jordan-ray-smithers", "prefix"],
    ]);
    // The namesakes are told apart by sport, years and team.
    expect(players[0]).toMatchObject({ sport: { slug: "basketball" }, first_year: 1984, team: null });
    expect(players[1]).toMatchObject({
      sport: { slug: "football" },
      team: { slug: "kansas-city-chiefs", name: "Kansas City Chiefs" },
    });
    // "Dallas" starts a name of two teams (the Chiefs were the Dallas Texans), and finds a
    // Mavericks player only through other text (his team's city).
    const dallas = await search("dallas");
    expect(
      group(dallas, "teams")
        .results.map((t) => [t.slug, t.match])
        .sort(),
    ).toEqual([
      ["dallas-mavericks", "prefix"],
      ["kansas-city-chiefs", "prefix"],
    ]);
    expect(group(dallas, "players").results.map((p) => [p.slug, p.match])).toContainEqual([
      "luka-doncic",
      "text",
    ]);
  });

  it("puts a sport site's own sport and level first", async () => {
    expect(
      slugs(await search("philadelphia", "&prefer_sport=football&prefer_level=professional"), "teams"),
    ).toEqual(["philadelphia-eagles", "philadelphia-76ers"]);
    expect(
      slugs(await search("philadelphia", "&prefer_sport=basketball&prefer_level=professional"), "teams"),
    ).toEqual(["philadelphia-76ers", "philadelphia-eagles"]);
    const jordan = await search("michael jordan", "&prefer_sport=football&prefer_level=professional");
    expect(slugs(jordan, "players")).toEqual(["michael-jordan-2", "michael-jordan"]);
  });

  it("finds championships by trophy and seasons by league, years and champion", async () => {
    expect(slugs(await search("lombardi"), "championships")).toEqual(["super-bowl"]);
    expect(slugs(await search("2023-24 NBA"), "seasons")).toEqual(["nba-2023-24"]);
    expect(slugs(await search("uconn"), "seasons")).toContain("cbb-2023-24");
    // A season by its title year and championship ("1986 World Series"): an exact name match.
    const finals = group(await search("2024 NBA Finals"), "seasons").results[0];
    expect([finals?.slug, finals?.match]).toEqual(["nba-2023-24", "exact"]);
    expect(slugs(await search("nba finals 2024"), "seasons")[0]).toBe("nba-2023-24");
  });

  it("pages one kind and still counts every kind", async () => {
    const first = await search("jordan", "&kind=players&page_size=1");
    const second = await search("jordan", "&kind=players&page_size=1&page=2");
    expect(group(first, "players")).toMatchObject({ count: 4, page: 1, page_size: 1 });
    expect(slugs(first, "players")).toEqual(["michael-jordan"]);
    expect(slugs(second, "players")).toEqual(["michael-jordan-2"]);
    expect(group(second, "teams").results).toEqual([]);
    expect(slugs(await search("jordan", "&kind=players&page=9"), "players")).toEqual([]);
  });

  it("answers any text with 200: punctuation, quotes, FTS syntax, long input", async () => {
    for (const q of [
      "",
      "   ",
      "%_",
      "\"'()*:^-",
      "NEAR(a b)",
      "a OR b",
      "😀",
      "x".repeat(500),
      "o'neal",
      "-",
      "&|!",
    ]) {
      const res = await get(`/api/search/?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(searchResponseSchema.safeParse(res.body).success).toBe(true);
    }
    expect((await get("/api/search/?q=x&kind=planets")).status).toBe(400);
    expect((await get("/api/search/?q=x&page_size=51")).status).toBe(400);
  });

  it("answers the players and coaches lists' search from the index", async () => {
    const players = async (query: string) => {
      const res = await get(`/api/people/players/?search=${encodeURIComponent(query)}`);
      expect(res.status).toBe(200);
      return paginatedSchema(playerSchema)
        .parse(res.body)
        .results.map((p) => p.slug);
    };
    expect(await players("dončić")).toEqual(["luka-doncic"]);
    expect(await players("luka")).toEqual(["luka-doncic"]);
    expect(await players("dallas")).toEqual(["luka-doncic"]);
    expect(await players("mavericks")).toEqual(["luka-doncic"]);
    expect(await players("cornerback")).toEqual(["michael-jordan-2"]);
    expect(await players("!!!")).toEqual([]);
    const coaches = await get("/api/people/coaches/?search=example");
    expect(
      paginatedSchema(coachSchema)
        .parse(coaches.body)
        .results.map((c) => c.person.last_name),
    ).toEqual(["Example"]);
  });

  it("is what the typed client's search calls, holding a sport site to its sport and level", async () => {
    const api = createApiClient({
      transport: inProcessTransport(handler),
      scope: { league: "nfl" },
    });
    const r = await api.search({ q: "philadelphia" });
    expect(r.groups.find((g) => g.kind === "teams")?.results.map((t) => t.slug)).toEqual([
      "philadelphia-eagles",
    ]);
    const players = await api.search({ q: "jordan", kind: "players", page: 2, page_size: 3 });
    expect(players.groups.find((g) => g.kind === "players")).toMatchObject({ count: 2, page: 2 });
  });
});
