/**
 * Adding a league (docs/adding-a-site.md), proved end to end: a made-up basketball league of the
 * NBA's sport and level (tests/fixtures/fake-league) is one registry entry, a championship, a teams
 * file and its rows; the build gives every row its league, and its site's home, teams and standings
 * pages read only its own rows, while the NBA's site reads none of them. Under the old scope (a
 * sport and a level) the two leagues would have shared every list.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addLeague, type League } from "@domain/leagues";
import { scopeOfSite } from "@domain/scope";
import { createApiClient } from "~/api/client.server";
import { inProcessTransport } from "~/api/transport.server";
import { loader as homeLoader } from "~/routes/_index";
import { loader as standingsLoader } from "~/routes/standings";
import { loader as teamsLoader } from "~/routes/teams._index";
import { sportContextFor } from "~/site/context";
import { leagueSite, SITES, type SiteConfig } from "~/site/sites";
import { loaderArgs, runLoader } from "../loaders/support";
import { createTestDatabase, ENGINES, type TestDatabase } from "./support/database";
import { FIXTURE_DATA_DIR, FIXTURES_DIR } from "./support/fixture-step";

const FAKE = path.join(FIXTURES_DIR, "fake-league");

const FXL: League = {
  key: "fxl",
  name: "Fixture League",
  sport: "basketball",
  level: "professional",
  site: {
    name: "Fixture League History",
    description: "Every Fixture League champion, team, score and standing.",
    keywords: ["Fixture League"],
    heading: "Fixture League Finals",
    heroHeadline: "Fixture League Championship History",
    monogram: "FX",
  },
  sources: [],
};
addLeague(FXL);

/** The fixture data folder with the fake league's championship, teams and champions added. */
function dataDirWithFakeLeague(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fake-league-"));
  fs.cpSync(FIXTURE_DATA_DIR, dir, { recursive: true });
  const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as unknown[];
  const championships = [
    ...read(path.join(dir, "championships.json")),
    ...read(path.join(FAKE, "championships.json")),
  ];
  fs.writeFileSync(path.join(dir, "championships.json"), JSON.stringify(championships, null, 2));
  fs.copyFileSync(path.join(FAKE, "teams", "fxl.csv"), path.join(dir, "teams", "fxl.csv"));
  fs.copyFileSync(
    path.join(FAKE, "champions", "fixture-league-final.csv"),
    path.join(dir, "champions", "fixture-league-final.csv"),
  );
  return dir;
}

// The fake league's site, as the family builds every league's site from its registry entry.
const FAKE_SITE = leagueSite(FXL);
const FAKE_TEAMS = ["harbor-city-comets", "ridgeview-lights"];

describe("a new league's site comes from its registry entry", () => {
  it("names, headings and scope are the entry's; the hub's colours stand in for a theme", () => {
    expect(FAKE_SITE).toMatchObject({ key: "fxl", name: "Fixture League History", sport: "basketball" });
    expect(FAKE_SITE.theme).toEqual(SITES.hub.theme);
    expect(sportContextFor(FAKE_SITE)).toMatchObject({
      name: "Fixture League",
      heading: "Fixture League Finals",
      heroHeadline: "Fixture League Championship History",
    });
    expect(scopeOfSite(FAKE_SITE)).toEqual({ league: "fxl" });
  });
});

for (const engine of ENGINES) {
  describe(`a new league is a new scope (${engine})`, () => {
    let t: TestDatabase;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = dataDirWithFakeLeague();
      t = await createTestDatabase(engine, {
        dataDir,
        extraFixtures: [path.join(FAKE, "extra.json")],
      });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const args = (site: SiteConfig, url: string): LoaderFunctionArgs =>
      loaderArgs(
        url,
        createApiClient({ transport: inProcessTransport(t.handler), scope: scopeOfSite(site) }),
        {
          siteConfig: site,
        },
      );

    it("the build gives each row its league: the fake league's teams, seasons, games and standings", async () => {
      const count = async (table: "teams" | "seasons" | "games" | "standings" | "conferences") =>
        Number(
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .where("league_key", "=", "fxl")
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count("teams")).toBe(2);
      expect(await count("games")).toBe(1);
      expect(await count("standings")).toBe(2);
      expect(await count("conferences")).toBe(1);
      expect(await count("seasons")).toBeGreaterThan(0);
      // The NBA's Eastern conference and the fake league's are two rows, one per league.
      const eastern = await t.db
        .selectFrom("conferences")
        .select("league_key")
        .where("slug", "=", "eastern")
        .orderBy("league_key")
        .execute();
      expect(eastern.map((c) => c.league_key)).toEqual(["fxl", "nba"]);
    });

    it("its teams page lists its own clubs only, and the NBA's lists none of them", async () => {
      type TeamsPage = { current: { slug: string }[]; former: { slug: string }[] };
      const slugs = (page: TeamsPage) => [...page.current, ...page.former].map((team) => team.slug).sort();
      const own = await runLoader<TeamsPage>(() => teamsLoader(args(FAKE_SITE, "/teams")));
      expect(own.status).toBe(200);
      expect(slugs(own.data!)).toEqual(FAKE_TEAMS);
      const nba = await runLoader<TeamsPage>(() => teamsLoader(args(SITES.nba, "/teams")));
      expect(slugs(nba.data!).length).toBeGreaterThan(0);
      expect(slugs(nba.data!).filter((slug) => FAKE_TEAMS.includes(slug))).toEqual([]);
    });

    it("its standings page shows its own table, and the NBA's standings never show its clubs", async () => {
      const own = await runLoader(() => standingsLoader(args(FAKE_SITE, "/standings?season=2024")));
      expect(own.status).toBe(200);
      const text = JSON.stringify(own.data);
      expect(text).toContain("Harbor City Comets");
      expect(text).toContain("Ridgeview Lights");
      expect(text).not.toContain("Boston Celtics");
      const nba = await runLoader(() => standingsLoader(args(SITES.nba, "/standings?season=2024")));
      expect(JSON.stringify(nba.data)).not.toContain("Harbor City Comets");
    });

    it("its home page reads its champion and its name, not the NBA's", async () => {
      const own = await runLoader(() => homeLoader(args(FAKE_SITE, "/")));
      expect(own.status).toBe(200);
      const text = JSON.stringify(own.data);
      expect(text).toContain("Harbor City Comets");
      expect(text).not.toContain("Boston Celtics");
      const nba = JSON.stringify((await runLoader(() => homeLoader(args(SITES.nba, "/")))).data);
      expect(nba).toContain("Boston Celtics");
      expect(nba).not.toContain("Harbor City Comets");
    });

    it("a detail of the fake league is a 404 on the NBA's API, and the NBA's on the fake league's", async () => {
      const get = (league: string, pathName: string) =>
        t.handler(
          new Request(`http://localhost${pathName}`, { headers: { "x-site-scope": `league=${league}` } }),
        );
      expect((await get("fxl", "/api/teams/teams/harbor-city-comets/")).status).toBe(200);
      expect((await get("nba", "/api/teams/teams/harbor-city-comets/")).status).toBe(404);
      expect((await get("fxl", "/api/teams/teams/boston-celtics/")).status).toBe(404);
    });

    it("its search finds its clubs, and the NBA's search does not", async () => {
      const found = async (league: string, q: string) =>
        JSON.stringify(
          await (
            await t.handler(
              new Request(`http://localhost/api/search/?q=${q}`, {
                headers: { "x-site-scope": `league=${league}` },
              }),
            )
          ).json(),
        );
      expect(await found("fxl", "comets")).toContain("harbor-city-comets");
      expect(await found("nba", "comets")).not.toContain("harbor-city-comets");
      expect(await found("fxl", "celtics")).not.toContain("boston-celtics");
      expect(await found("nba", "celtics")).toContain("boston-celtics");
    });
  });
}
