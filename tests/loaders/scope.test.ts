/**
 * The site scope as the loaders see it: each list route's real loader, with the real typed client,
 * over the fixture database. The transport stands for an external backend that knows nothing of
 * the scope header, so only what the client sends holds a sport site to its sport and level: a
 * loader that drops or overrides the site's filter is caught here, not by a fake.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { inProcessTransport, type Transport } from "~/api/transport.server";
import { loader as championsLoader } from "~/routes/champions";
import { loader as championsCsvLoader } from "~/routes/champions[.]csv";
import { loader as championshipsLoader } from "~/routes/championships._index";
import { loader as coachesLoader } from "~/routes/coaches._index";
import { loader as homeLoader } from "~/routes/_index";
import { loader as playerLoader } from "~/routes/players.$id";
import { loader as playersLoader } from "~/routes/players._index";
import { loader as scoresLoader } from "~/routes/scores._index";
import { loader as searchLoader } from "~/routes/search";
import { loader as suggestionsLoader } from "~/routes/search[.]json";
import { loader as seasonsLoader } from "~/routes/seasons._index";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { loader as standingsLoader } from "~/routes/standings";
import { loader as teamsLoader } from "~/routes/teams._index";
import { sportContextFor } from "~/site/context";
import { SITES, type SiteKey } from "~/site/sites";
import { SCOPE_HEADER, scopeOfSite } from "@domain/scope";
import { withFixtureDatabase, type TestDatabase } from "../backend/support/database";
import { loaderArgs, runLoader } from "./support";

let t: TestDatabase;
withFixtureDatabase("sqlite", (opened) => {
  t = opened;
});

type Item = {
  sport?: { slug?: string | null } | null;
  level?: { slug?: string | null } | null;
  slug?: string | null;
};

/** An external backend: it ignores the scope header (dropped here) and records every item it answers. */
function externalBackend(): Transport & { items: Item[] } {
  const inner = inProcessTransport(t.handler);
  const items: Item[] = [];
  return {
    kind: "http",
    baseUrl: inner.baseUrl,
    items,
    async fetch(target, init) {
      const headers = { ...init?.headers };
      delete headers[SCOPE_HEADER];
      const response = await inner.fetch(target, { ...init, headers });
      const body: unknown = await response.clone().json();
      if (body && typeof body === "object") {
        const b = body as { results?: Item[]; groups?: { results: Item[] }[] };
        items.push(...(b.results ?? []), ...(b.groups ?? []).flatMap((g) => g.results));
      }
      return response;
    },
  };
}

function args(
  site: SiteKey,
  url: string,
  transport: Transport,
  params: Record<string, string> = {},
): LoaderFunctionArgs {
  const api = createApiClient({ transport, scope: scopeOfSite(SITES[site]) });
  return loaderArgs(url, api, { site, params });
}

const LISTS: [name: string, url: string, loader: (a: LoaderFunctionArgs) => Promise<unknown>][] = [
  ["home", "/", homeLoader],
  ["players", "/players", playersLoader],
  ["players searched", "/players?q=jordan", playersLoader],
  ["coaches", "/coaches", coachesLoader],
  ["teams", "/teams", teamsLoader],
  ["seasons", "/seasons", seasonsLoader],
  ["champions", "/champions", championsLoader],
  ["champions CSV", "/champions.csv", championsCsvLoader],
  ["championships", "/championships", championshipsLoader],
  ["standings", "/standings", standingsLoader],
  ["scores", "/scores?start=2024-01-01&end=2026-12-31", scoresLoader],
  ["search", "/search?q=philadelphia", searchLoader],
  ["suggestions", "/search.json?q=phil", suggestionsLoader],
  ["sitemap", "/sitemap.xml", sitemapLoader],
];

describe("list loaders with the real client over the fixture database", () => {
  for (const site of ["nba", "nfl", "cbb"] as const) {
    const want = sportContextFor(SITES[site]).apiFilters;
    it(`${site}: every item a list loader reads is of the site's sport and level`, async () => {
      const strays: string[] = [];
      let read = 0;
      for (const [name, url, loader] of LISTS) {
        const transport = externalBackend();
        const outcome = await runLoader(() => loader(args(site, url, transport)));
        expect(outcome.status, `${name} ${url}`).toBeLessThan(400);
        read += transport.items.length;
        for (const item of transport.items) {
          if (item.sport === undefined) continue; // sports and levels lists
          if (item.sport?.slug !== want.sport__slug || item.level?.slug !== want.level__slug)
            strays.push(`${name}: ${item.slug} (${item.sport?.slug}/${item.level?.slug})`);
        }
      }
      expect(read).toBeGreaterThan(10);
      expect(strays).toEqual([]);
    });
  }

  it("the hub reads every sport, and a sport site's player page of another sport is a 404", async () => {
    const hub = externalBackend();
    await runLoader(() => playersLoader(args("hub", "/players", hub)));
    expect(new Set(hub.items.map((i) => i.sport?.slug)).size).toBeGreaterThan(1);
    const footballPlayer = hub.items.find((i) => i.sport?.slug === "football")!;
    const outcome = await runLoader(() =>
      playerLoader(
        args("nba", `/players/${footballPlayer.slug}`, externalBackend(), { id: footballPlayer.slug! }),
      ),
    );
    expect(outcome.status).toBe(404);
  });
});
