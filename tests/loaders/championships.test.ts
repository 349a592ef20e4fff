import { describe, expect, it } from "vitest";
import { ApiError } from "~/api/errors";
import { loader as championsLoader } from "~/routes/champions";
import { loader as championshipsLoader } from "~/routes/championships._index";
import { loader as championshipLoader } from "~/routes/championships.$slug";
import { champion, championship } from "../unit/championship-fixtures";
import { fakeApi, loaderArgs, runLoader } from "./support";

// 150 Super Bowls and 50 NBA Finals, newest first by title year.
const history = [
  ...Array.from({ length: 150 }, (_, i) =>
    champion({ year: 2024 - i, title_year: 2025 - i, team_name: `Team ${i}` }),
  ),
  ...Array.from({ length: 50 }, (_, i) =>
    champion({
      year: 2023 - i,
      title_year: 2024 - i,
      championship_name: "NBA Finals",
      sportSlug: "basketball",
      team_name: `Club ${i}`,
    }),
  ),
];

describe("/champions loader", () => {
  const api = fakeApi({ listChampions: async () => history });
  type Page = Awaited<ReturnType<typeof championsLoader>>["data"];

  it("sends one page of 100 rows with the summary of the whole filtered view and a history cache policy", async () => {
    const out = await runLoader<Page>(() => championsLoader(loaderArgs("/champions", api)));
    expect(out.status).toBe(200);
    expect(out.headers.get("Cache-Control")).toMatch(/max-age=300/);
    expect(out.data!.rows).toHaveLength(100);
    expect(out.data!.page).toMatchObject({ page: 1, pageCount: 2, total: 200 });
    expect(out.data!.summary.totalChampionships).toBe(200);
    expect(out.data!.rows[0].titleYear).toBe(2025);
  });

  it("sorts and pages through the URL", async () => {
    const out = await runLoader<Page>(() => championsLoader(loaderArgs("/champions?page=2&sort=team", api)));
    expect(out.data!.page.page).toBe(2);
    expect(
      out.data!.rows.every(
        (r, i, all) => i === 0 || all[i - 1].team.localeCompare(r.team, "en", { numeric: true }) <= 0,
      ),
    ).toBe(true);
  });

  it("redirects a non-canonical URL to the canonical one", async () => {
    const out = await runLoader(() =>
      championsLoader(loaderArgs("/champions?year=&q=&page=1&sort=year&junk=1", api)),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe("/champions");
  });

  it("answers 503 with a visitor's message when the backend fails, never cached", async () => {
    const failing = fakeApi({
      listChampions: async () => Promise.reject(new ApiError(500, "boom at /srv/db.ts:12")),
    });
    const out = await runLoader<{ message: string }>(() =>
      championsLoader(loaderArgs("/champions", failing)),
    );
    expect(out.status).toBe(503);
    expect(out.headers.get("Cache-Control")).toBe("no-store");
    expect(out.data!.message).toBe("The data service is having trouble right now. Please try again.");
  });
});

describe("/championships loader", () => {
  const all = [
    championship({ slug: "super-bowl", name: "Super Bowl", first_year: 1967 }),
    championship({ slug: "world-series", name: "World Series", first_year: 1903, sportSlug: "baseball" }),
  ];
  const api = fakeApi({ listChampionships: async () => all });
  type Page = Awaited<ReturnType<typeof championshipsLoader>>["data"];

  it("filters by sport on the hub and varies on the season cookie", async () => {
    const out = await runLoader<Page>(() =>
      championshipsLoader(loaderArgs("/championships?sport=baseball", api)),
    );
    expect(out.data!.championships.map((c) => c.slug)).toEqual(["world-series"]);
    expect(out.headers.get("Vary")).toBe("Cookie");
  });

  it("drops the sport parameter on a sport site (its sport is fixed)", async () => {
    const out = await runLoader(() =>
      championshipsLoader(loaderArgs("/championships?sport=baseball", api, { site: "nfl" })),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe("/championships");
  });
});

describe("/championships/{slug} loader", () => {
  const superBowl = championship({ slug: "super-bowl" });
  const api = fakeApi({
    getChampionship: async (slug: string | number) => {
      if (slug === superBowl.slug) return superBowl;
      throw new ApiError(404, "Not found.");
    },
    getChampionshipChampions: async () => [],
    getChampionshipStats: async () => Promise.reject(new ApiError(500, "down")),
    getChampionshipGames: async () => [],
  });

  it("answers 404 for an unknown slug and for another sport's championship on a sport site", async () => {
    expect(
      (
        await runLoader(() =>
          championshipLoader(loaderArgs("/championships/nope", api, { params: { slug: "nope" } })),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await runLoader(() =>
          championshipLoader(loaderArgs("/championships/-bad-", api, { params: { slug: "-bad-" } })),
        )
      ).status,
    ).toBe(404);
    // On a sport site the client itself answers another sport's championship with 404 (the site
    // scope, tests/loaders/scope.test.ts); the page then links to where it belongs.
    const nbaApi = fakeApi({ getChampionship: async () => Promise.reject(new ApiError(404, "Not found.")) });
    const other = await runLoader<{ elsewhere: { href: string; label: string }[] }>(() =>
      championshipLoader(
        loaderArgs("/championships/super-bowl", nbaApi, {
          site: "nba",
          params: { slug: "super-bowl" },
          locate: async () => ({ sport: "football", level: "professional" }),
        }),
      ),
    );
    expect(other.status).toBe(404);
    expect(other.data?.elsewhere.map((l) => l.label)).toEqual([
      "Open it on Pro Football History",
      "Open it on Championship History",
    ]);
  });

  it("redirects a differently cased slug permanently, and a page with a failed section is not cached", async () => {
    const moved = await runLoader(() =>
      championshipLoader(loaderArgs("/championships/Super-Bowl", api, { params: { slug: "Super-Bowl" } })),
    );
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/championships/super-bowl");
    const partial = await runLoader<{ partial: boolean }>(() =>
      championshipLoader(loaderArgs("/championships/super-bowl", api, { params: { slug: "super-bowl" } })),
    );
    expect(partial.data!.partial).toBe(true);
    expect(partial.headers.get("Cache-Control")).toBe("no-store");
  });
});
