/**
 * The API routes' shared lookups (backend/http/context.ts): a detail route finds its row by id or
 * by slug alike and answers 404 for an item outside the request's site scope
 * (docs/rules.md#site-scope); a list's sport and level filters keep only that sport and level.
 * Run on the fixture database through the real handler.
 */
import { describe, expect, it } from "vitest";
import { SCOPE_HEADER } from "@domain/scope";
import { leagueOf } from "@domain/leagues";
import { ENGINES, withFixtureDatabase, type TestDatabase } from "./support/database";

const ORIGIN = "http://helpers.test";

interface Item {
  id: number;
  slug: string;
  sport?: { slug: string } | null;
  level?: { slug: string } | null;
}

/** List path, detail path prefix: the routes that share the detail lookup and the list filter. */
const RESOURCES = [
  ["/api/people/players/", "/api/people/players/"],
  ["/api/people/coaches/", "/api/people/coaches/"],
  ["/api/games/games/", "/api/games/games/"],
  ["/api/championships/seasons/", "/api/championships/seasons/"],
  ["/api/teams/teams/", "/api/teams/teams/"],
] as const;

describe.each(ENGINES)("shared route lookups on %s", (engine) => {
  let t: TestDatabase;
  withFixtureDatabase(engine, (opened) => {
    t = opened;
  });

  async function get(path: string, scope?: string) {
    const response = await t.handler(
      new Request(`${ORIGIN}${path}`, { headers: scope ? { [SCOPE_HEADER]: scope } : {} }),
    );
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function first(listPath: string): Promise<Item> {
    const { body } = await get(`${listPath}?page_size=1`);
    const item = (body as { results: Item[] }).results[0];
    expect(item, listPath).toBeDefined();
    return item;
  }

  it.each(RESOURCES)(
    "%s: the same item by id, by slug and by the slug in capitals",
    async (listPath, detail) => {
      const item = await first(listPath);
      const byId = await get(`${detail}${item.id}/`);
      const bySlug = await get(`${detail}${item.slug}/`);
      const byUpper = await get(`${detail}${item.slug.toUpperCase()}/`);
      expect(byId.status).toBe(200);
      expect(bySlug).toEqual(byId);
      expect(byUpper).toEqual(byId);
      expect(await get(`${detail}no-such-${item.slug}/`)).toEqual({
        status: 404,
        body: { detail: "Not found." },
      });
    },
  );

  it.each(RESOURCES)(
    "%s: an item of another league answers 404 on a sport site, as if it did not exist",
    async (listPath, detail) => {
      const item = await first(listPath);
      const own = leagueOf(item.sport?.slug, item.level?.slug ?? "professional");
      expect(own, "fixture items carry their sport").not.toBeNull();
      const other = own === "nhl" ? "nfl" : "nhl";
      expect((await get(`${detail}${item.slug}/`, `league=${own}`)).status).toBe(200);
      expect(await get(`${detail}${item.slug}/`, `league=${other}`)).toEqual({
        status: 404,
        body: { detail: "Not found." },
      });
    },
  );

  it.each(RESOURCES)(
    "%s: the sport and level filters keep only that sport and level; an unknown one matches nothing",
    async (listPath) => {
      const item = await first(listPath);
      const sport = item.sport?.slug ?? "";
      const level = item.level?.slug ?? "";
      const { body } = await get(`${listPath}?sport__slug=${sport}&level__slug=${level}&page_size=100`);
      const page = body as { count: number; results: Item[] };
      expect(page.count).toBeGreaterThan(0);
      for (const r of page.results) expect([r.sport?.slug, r.level?.slug]).toEqual([sport, level]);
      expect(((await get(`${listPath}?sport__slug=curling`)).body as { count: number }).count).toBe(0);
    },
  );
});
