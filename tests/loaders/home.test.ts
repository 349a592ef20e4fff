import { describe, expect, it } from "vitest";
import { ApiError } from "~/api/errors";
import type { HeroClaim } from "~/lib/home-claims";
import { loader as homeLoader } from "~/routes/_index";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { champion, championship } from "../unit/championship-fixtures";
import { fakeApi, loaderArgs, runLoader } from "./support";

const page = (count: number) => async () => ({ count, next: null, previous: null, results: [] });

// Sixty Super Bowls, decided each February from 1967 to 2026.
const superBowls = Array.from({ length: 60 }, (_, i) =>
  champion({
    year: 2025 - i,
    title_year: 2026 - i,
    date: `${2026 - i}-02-0${(i % 9) + 1}`,
    team_name: `Team ${i}`,
  }),
);

function nflApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    listChampionships: async () => [championship()],
    listTeams: async () => Array.from({ length: 32 }, (_, i) => ({ id: i }) as never),
    listChampions: async (params?: { season?: number }) =>
      params?.season ? superBowls.filter((c) => c.year === params.season) : superBowls,
    listRecentGames: async () => [],
    listSeasons: async () => Array.from({ length: 107 }, () => ({}) as never),
    listTeamsPage: page(32),
    listGamesPage: page(17_138),
    listPlayers: page(0),
    listCoaches: page(173),
    getOnThisDay: async () => ({ date: "11-21", championships: [], games: [], birthdays: [] }) as never,
    ...overrides,
  });
}

describe("home loader", () => {
  type Home = Awaited<ReturnType<typeof homeLoader>>["data"];

  it("says 'on this day' could not load (and is not cached) when its call fails, rather than leaving it out", async () => {
    const down = async (): Promise<never> => {
      throw new ApiError(500, "down", "/api/explore/on-this-day/");
    };
    const out = await runLoader<Home>(() =>
      homeLoader(loaderArgs("/", nflApi({ getOnThisDay: down }), { site: "nfl" })),
    );
    expect(out.status).toBe(200);
    expect(out.data!.onThisDay).toEqual({ ok: false });
    expect(out.headers.get("Cache-Control")).toBe("no-store");
  });

  it("claims the site's own figures in one form and lists the titles decided last", async () => {
    const out = await runLoader<Home>(() => homeLoader(loaderArgs("/", nflApi(), { site: "nfl" })));
    expect(out.status).toBe(200);
    expect(out.data!.claims.map((c: HeroClaim) => `${c.value} ${c.label}`)).toEqual([
      "60 Championships",
      "32 Teams Tracked",
      "107 Seasons",
      "17,510 Records",
    ]);
    expect(out.data!.recent!.map((r) => r.year)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(out.headers.get("Cache-Control")).toMatch(/^public, max-age=60/);
  });

  it("leaves out a figure it could not count, and does not let the page be cached", async () => {
    const api = nflApi({ listGamesPage: async () => Promise.reject(new ApiError(503, "HTTP 503")) });
    const out = await runLoader<Home>(() => homeLoader(loaderArgs("/", api, { site: "nfl" })));
    expect(out.data!.claims.map((c: HeroClaim) => c.label)).toEqual([
      "Championships",
      "Teams Tracked",
      "Seasons",
    ]);
    expect(out.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("robots.txt and sitemap.xml loaders", () => {
  const api = fakeApi({
    listChampionships: async () => [championship({ slug: "super-bowl" })],
    listTeams: async () => [{ slug: "kansas-city-chiefs" } as never],
  });

  it("publishes the site's own origin", async () => {
    const robots = await (robotsLoader(loaderArgs("/robots.txt", api, { site: "nfl" })) as Response).text();
    expect(robots).toContain("Sitemap: http://nfl.localhost/sitemap.xml");
    const res = (await sitemapLoader(loaderArgs("/sitemap.xml", api, { site: "nfl" }))) as Response;
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain("<loc>http://nfl.localhost/</loc>");
    expect(xml).toContain("<loc>http://nfl.localhost/championships/super-bowl</loc>");
  });

  it("answers 503 rather than a partial sitemap when the backend fails", async () => {
    const failing = fakeApi({
      listChampionships: async () => Promise.reject(new ApiError(0, "unreachable")),
      listTeams: async () => [],
    });
    const res = (await sitemapLoader(loaderArgs("/sitemap.xml", failing, { site: "nfl" }))) as Response;
    expect(res.status).toBe(503);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});
