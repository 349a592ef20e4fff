/**
 * The typed client against the real handler over a fixture database: pages followed, sorting,
 * site filters, the lookup errors and fallbacks (docs/rules.md#api-fallbacks), retries against a failing handler, the
 * response cache as the client uses it (fresh, stale-while-revalidate, expiry; the cache alone is in
 * tests/unit/response-cache.test.ts), remote mode over HTTP and the start-up warm-up of every site.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createApiClient,
  retryDelay,
  warmUp,
  warmUpSites,
  type ApiClient,
  type ApiClientOptions,
} from "~/api/client.server";
import type { SiteScope } from "@domain/scope";
import { createResponseCache } from "~/api/cache.server";
import { ApiError } from "~/api/errors";
import { httpTransport, inProcessTransport, type Transport } from "~/api/transport.server";
import { withFixtureDatabase, type TestDatabase } from "./support/database";

let t: TestDatabase;

withFixtureDatabase("sqlite", (opened) => {
  t = opened;
});

/** A transport that records every path it is asked for. */
function recording(inner: Transport): Transport & { calls: string[] } {
  const calls: string[] = [];
  return {
    kind: inner.kind,
    baseUrl: inner.baseUrl,
    calls,
    fetch(target, init) {
      calls.push(target);
      return inner.fetch(target, init);
    },
  };
}

const noSleep = { sleep: async () => {} };
/** A page's client: its own deadline over a transport and response cache shared with other pages. */
const pageClient = (options: Pick<ApiClientOptions, "transport" | "cache" | "deadlineMs" | "sharedLoadMs">) =>
  createApiClient({ ...options, retry: noSleep });
/** The API's answer of an empty list. */
const emptyPage = () => Response.json({ count: 0, next: null, previous: null, results: [] });

describe("client over the in-process transport", () => {
  let api: ApiClient;
  beforeAll(() => {
    api = createApiClient({ transport: inProcessTransport(t.handler), retry: noSleep });
  });

  it("follows next until the list is exhausted", async () => {
    const transport = recording(inProcessTransport(t.handler));
    const small = createApiClient({ transport, allPagesSize: 3 });
    const teams = await small.listTeams();
    expect(teams).toHaveLength(11);
    expect(transport.calls).toHaveLength(4);
    expect(transport.calls[0]).toBe("/api/teams/teams/?page_size=3");
    expect(transport.calls[1]).toBe("http://internal/api/teams/teams/?page_size=3&page=2");
  });

  it("sorts teams by name and seasons by start year descending then sport name", async () => {
    const teams = await api.listTeams();
    const names = teams.map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const seasons = await api.listSeasons();
    expect(seasons).toHaveLength(277);
    expect(seasons.slice(0, 3).map((s) => `${s.start_year} ${s.sport?.name}`)).toEqual([
      "2026 Basketball",
      "2026 Basketball",
      "2026 Football",
    ]);
  });

  it("applies the site's filters to every list", async () => {
    const transport = recording(inProcessTransport(t.handler));
    const nba = createApiClient({
      transport,
      scope: { league: "nba" },
    });
    expect((await nba.listTeams()).map((x) => x.slug)).toEqual([
      "boston-celtics",
      "dallas-mavericks",
      "los-angeles-lakers",
      "philadelphia-76ers",
    ]);
    expect((await nba.listChampionships()).map((c) => c.slug)).toEqual(["nba-finals"]);
    expect((await nba.listChampions({ season: 2023 })).map((c) => c.team_name)).toEqual(["Boston Celtics"]);
    expect((await nba.listTodayGames()).map((g) => g.slug)).toEqual(["fixture-nba-today"]);
    expect(
      transport.calls.every(
        (c) => c.includes("sport__slug=basketball") && c.includes("level__slug=professional"),
      ),
    ).toBe(true);
    expect((await nba.listSports()).map((s) => s.slug)).toEqual(["basketball"]);
  });

  it("holds a sport site to its scope, whatever a loader passes (an undefined filter used to erase it)", async () => {
    const nba = createApiClient({
      transport: inProcessTransport(t.handler),
      scope: { league: "nba" },
    });
    const hub = createApiClient({ transport: inProcessTransport(t.handler) });
    const sportsOf = (page: { results: { sport: { slug: string | null } | null }[] }) => [
      ...new Set(page.results.map((p) => p.sport?.slug)),
    ];
    expect(sportsOf(await nba.listPlayers({ sport__slug: undefined }))).toEqual(["basketball"]);
    expect(sportsOf(await nba.listCoaches({ sport__slug: undefined }))).toEqual(["basketball"]);
    // Another sport is not a narrowing: nothing, never hockey on the NBA site.
    expect((await nba.listPlayers({ sport__slug: "hockey" })).count).toBe(0);
    expect(sportsOf(await hub.listPlayers({ page_size: 1000 })).length).toBeGreaterThan(1);
    const other = (await hub.listPlayers({ page_size: 1000 })).results.find(
      (p) => p.sport?.slug !== "basketball",
    )!;
    await expect(nba.getPlayer(other.slug)).rejects.toMatchObject({ status: 404 });
    await expect(hub.getPlayer(other.slug)).resolves.toMatchObject({ slug: other.slug });
  });

  it("returns typed entities for every call", async () => {
    expect((await api.getChampionship("super-bowl")).trophy_name).toBe("Vince Lombardi Trophy");
    expect((await api.getChampionshipChampions("super-bowl")).map((c) => c.title_year)).toEqual([
      2024, 2023, 2020, 1981,
    ]);
    expect((await api.getChampionshipStats("super-bowl")).highest_score).toBe(38);
    expect((await api.getChampionshipGames("nba-finals"))[0].winner?.name).toBe("Boston Celtics");
    expect((await api.getTeam("kansas-city-chiefs")).championships_won).toBe(3);
    expect((await api.getTeamChampionships("kansas-city-chiefs")).length).toBe(3);
    expect((await api.getTeamRoster("kansas-city-chiefs", 2025)).map((r) => r.slug)).toEqual([
      "jordan-testarossa",
    ]);
    expect((await api.getTeamSchedule("kansas-city-chiefs")).map((g) => g.status)).toEqual([
      "completed",
      "completed",
      "live",
    ]);
    expect((await api.getTeamStats("kansas-city-chiefs")).wins).toBe(1);
    expect((await api.getTeamSeasons("kansas-city-chiefs"))[0].start_year).toBe(2026);
    expect((await api.listGames({ start: "2026-11-16", end: "2026-11-16" })).map((g) => g.slug)).toEqual([
      "fixture-last-week",
    ]);
    expect((await api.listLiveGames()).map((g) => g.slug)).toEqual(["fixture-live"]);
    expect((await api.listRecentGames()).length).toBe(2);
    expect((await api.listUpcomingGames()).length).toBe(2);
    expect((await api.getCurrentStandings()).length).toBe(5);
    expect((await api.listStandings({ season: 2025 })).length).toBe(1);
    expect((await api.listStandingsByDivision({ division: "afc-west" })).length).toBe(2);
    expect((await api.getStandings({ division: "afc-west" })).length).toBe(2);
    expect((await api.getStandings({ season: 2025 })).length).toBe(1);
    expect((await api.getStandings()).length).toBe(5);
    expect((await api.listPlayers({ search: "rookie" })).results.map((p) => p.slug)).toEqual([
      "sam-rookiewood",
    ]);
    expect((await api.listActivePlayers()).count).toBe(3);
    expect((await api.listPlayersByPosition("Forward")).results.map((p) => p.slug)).toEqual([
      "morgan-hoopster",
    ]);
    expect((await api.listRookies()).results.map((p) => p.slug)).toEqual(["sam-rookiewood"]);
    expect((await api.getPlayer("jordan-testarossa")).person.full_name).toBe("Jordan Testarossa");
    expect(
      (await api.listCoaches({ status: "active", position: "head_coach" })).results.map((c) => c.slug),
    ).toEqual(["alex-example"]);
    expect((await api.listActiveCoaches()).count).toBe(2);
    expect((await api.listHeadCoaches()).count).toBe(1);
    expect((await api.getCoach("alex-example")).coaching_history).toHaveLength(2);
    const page = await api.listTeamsPage({ page_size: 3 });
    expect(page.count).toBe(11);
    expect(page.results).toHaveLength(3);
  });

  it("throws the lookup errors (docs/rules.md#lookup-errors)", async () => {
    await expect(api.getGame("no-such-game")).rejects.toMatchObject({
      status: 404,
      message: "Game not found",
    });
    await expect(api.getSeason("nfl-1800")).rejects.toMatchObject({
      status: 404,
      message: "Season not found",
    });
    await expect(api.getCoach("")).rejects.toMatchObject({ status: 400, message: "Coach slug is required" });
    await expect(api.getPlayer(undefined)).rejects.toMatchObject({
      status: 400,
      message: "Player slug is required",
    });
    await expect(api.getTeam("no-such-team")).rejects.toBeInstanceOf(ApiError);
    await expect(api.getTeam("no-such-team")).rejects.toMatchObject({ status: 404, isNotFound: true });
    expect((await api.getSeason("nba-2023-24")).champion?.name).toBe("Boston Celtics");
    const season = await api.getSeason("nfl-2023");
    expect((await api.getSeason(season.id)).slug).toBe("nfl-2023");
    expect((await api.getGame("fixture-live")).status).toBe("live");
  });
});

describe("spec fallbacks", () => {
  /** The real handler, except that requests matching `failing` answer 500. */
  function failingWhere(failing: (url: URL) => boolean): Transport {
    return inProcessTransport(async (request) => {
      const url = new URL(request.url);
      if (failing(url)) return new Response(JSON.stringify({ detail: "boom" }), { status: 500 });
      return t.handler(request);
    });
  }

  it("finds a game in the full list when the detail call fails", async () => {
    const api = createApiClient({
      transport: failingWhere((u) => u.pathname.startsWith("/api/games/games/fixture")),
      retry: noSleep,
    });
    expect((await api.getGame("fixture-tie")).home_score).toBe(20);
    await expect(api.getGame("fixture-unknown")).rejects.toMatchObject({
      status: 404,
      message: "Game not found",
    });
  });

  it("falls back from a dated games call to the full list; a backend that is down reaches the page as an error, never an empty list", async () => {
    const dated = createApiClient({
      transport: failingWhere((u) => u.searchParams.has("game_date__gte")),
      retry: noSleep,
    });
    expect((await dated.listGames({ start: "2026-11-21", end: "2026-11-21" })).map((g) => g.slug)).toEqual([
      "fixture-live",
      "fixture-nba-today",
      "fixture-tonight",
    ]);
    const down = createApiClient({ transport: failingWhere(() => true), retry: noSleep });
    await expect(down.listGames({ start: "2026-11-21", end: "2026-11-21" })).rejects.toMatchObject({
      name: "ApiError",
      status: 500,
    });
    await expect(down.listGames()).rejects.toMatchObject({ name: "ApiError", status: 500 });
    await expect(down.getStandings({ division: "afc-west" })).rejects.toMatchObject({
      name: "ApiError",
      status: 500,
    });
    await expect(down.getStandings()).rejects.toMatchObject({ name: "ApiError", status: 500 });
  });

  /** An external backend (API_URL) that answers every call with `body`. */
  const external = (body: unknown) =>
    httpTransport("http://backend.test", { fetch: async () => Response.json(body) });

  it("reads a bare array body as a single page", async () => {
    const api = createApiClient({ transport: external([{ id: 9, name: "Curling", slug: "curling" }]) });
    expect(await api.listSports()).toEqual([{ id: 9, name: "Curling", slug: "curling", abbreviation: null }]);
  });

  it("rejects an external backend's payload that breaks the contract with a 502 ApiError", async () => {
    const api = createApiClient({ transport: external({ id: "x" }) });
    await expect(api.getTeam(1)).rejects.toMatchObject({ status: 502 });
    await expect(api.listSports()).rejects.toMatchObject({ status: 502 });
    await expect(
      createApiClient({ transport: external({ results: "x" }) }).listTeams(),
    ).rejects.toMatchObject({
      status: 502,
    });
  });

  it("reads the embedded backend's answers as they are, without parsing them again", async () => {
    // Its answers are checked where they are produced (contract.test.ts: parsing changes none of
    // them); a schema's parse would turn this id into an error.
    const embedded = inProcessTransport(async () => Response.json({ id: "x", slug: "y" }));
    expect(await createApiClient({ transport: embedded }).getTeam(1)).toEqual({ id: "x", slug: "y" });
  });
});

describe("retries (docs/rules.md#retries)", () => {
  function flaky(failures: number, status = 503): Transport & { calls: number } {
    const transport = {
      kind: "in-process" as const,
      baseUrl: "http://internal",
      calls: 0,
      async fetch(target: string) {
        transport.calls++;
        if (transport.calls <= failures) {
          if (status === 0) throw new TypeError("fetch failed");
          return new Response(JSON.stringify({ detail: "unavailable" }), { status });
        }
        return inProcessTransport(t.handler).fetch(target);
      },
    };
    return transport;
  }

  it("retries a 5xx at most twice with 1000 ms x 2^attempt", async () => {
    const sleep = vi.fn(async () => {});
    const transport = flaky(2);
    const api = createApiClient({ transport, retry: { sleep } });
    expect((await api.getTeam("kansas-city-chiefs")).slug).toBe("kansas-city-chiefs");
    expect(transport.calls).toBe(3);
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
  });

  it("gives up after two retries with the last error", async () => {
    const transport = flaky(5);
    const api = createApiClient({ transport, retry: noSleep });
    await expect(api.getTeam("kansas-city-chiefs")).rejects.toMatchObject({
      status: 503,
      message: "unavailable",
    });
    expect(transport.calls).toBe(3);
  });

  it("never retries a 4xx", async () => {
    const transport = flaky(5, 404);
    await expect(
      createApiClient({ transport, retry: noSleep }).getTeam("kansas-city-chiefs"),
    ).rejects.toMatchObject({ status: 404 });
    expect(transport.calls).toBe(1);
  });

  it("retries network errors as status 0", async () => {
    const transport = flaky(1, 0);
    expect((await createApiClient({ transport, retry: noSleep }).listSports()).length).toBe(4);
    const dead = flaky(9, 0);
    await expect(createApiClient({ transport: dead, retry: noSleep }).listSports()).rejects.toMatchObject({
      status: 0,
    });
  });

  it("retries realtime calls once only (its class's limit)", async () => {
    const transport = flaky(5);
    await expect(createApiClient({ transport, retry: noSleep }).listLiveGames()).rejects.toMatchObject({
      status: 503,
    });
    expect(transport.calls).toBe(2);
  });

  it("caps the delay at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => retryDelay(a))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe("response cache", () => {
  it("serves fresh answers from memory, stale ones while revalidating, and reloads expired ones", async () => {
    let clock = 0;
    const cache = createResponseCache({ now: () => clock, sweepIntervalMs: 0 });
    const transport = recording(inProcessTransport(t.handler));
    const api = createApiClient({ transport, cache });

    await api.listSports(); // static: fresh 1 day, kept 7 days
    await api.listSports();
    expect(transport.calls).toHaveLength(1);

    clock += 2 * 86_400_000; // stale: answered at once from memory, refreshed in the background
    const stale = await api.listSports();
    expect(stale).toHaveLength(4);
    expect(transport.calls).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 20));
    await api.listSports();
    expect(transport.calls).toHaveLength(2); // the refresh made it fresh again

    clock += 8 * 86_400_000; // past keep: loaded again before answering
    await api.listSports();
    expect(transport.calls).toHaveLength(3);

    await api.listLiveGames(); // realtime: fresh for 30 s only
    clock += 31_000;
    await api.listLiveGames();
    expect(transport.calls.filter((c) => c.includes("/live/"))).toHaveLength(2);
    cache.dispose();
  });

  it("keys by filters, so sport sites never see each other's answers", async () => {
    const cache = createResponseCache({ sweepIntervalMs: 0 });
    const transport = inProcessTransport(t.handler);
    const nfl = createApiClient({
      transport,
      cache,
      scope: { league: "nfl" },
    });
    const nba = createApiClient({
      transport,
      cache,
      scope: { league: "nba" },
    });
    expect((await nfl.listChampionships()).map((c) => c.slug)).toEqual(["super-bowl"]);
    expect((await nba.listChampionships()).map((c) => c.slug)).toEqual(["nba-finals"]);
    cache.dispose();
  });

  it("serves the old copy when the backend fails after expiry", async () => {
    let clock = 0;
    let down = false;
    const cache = createResponseCache({ now: () => clock, sweepIntervalMs: 0 });
    const transport = inProcessTransport(async (request) =>
      down ? new Response("{}", { status: 500 }) : t.handler(request),
    );
    const api = createApiClient({ transport, cache, retry: noSleep });
    expect((await api.getTeam("kansas-city-chiefs")).slug).toBe("kansas-city-chiefs");
    down = true;
    clock += 2 * 86_400_000;
    expect((await api.getTeam("kansas-city-chiefs")).slug).toBe("kansas-city-chiefs");
    await expect(api.getTeam("nope")).rejects.toMatchObject({ status: 500 });
    cache.dispose();
  });

  it("shares one load between concurrent callers", async () => {
    const cache = createResponseCache({ sweepIntervalMs: 0 });
    const transport = recording(inProcessTransport(t.handler));
    const api = createApiClient({ transport, cache });
    await Promise.all([api.listTeams(), api.listTeams(), api.listTeams()]);
    expect(transport.calls).toHaveLength(1);
    cache.dispose();
  });
});

describe("remote mode (API_URL)", () => {
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    // The embedded handler behind a real socket, as a second instance would serve it.
    server = http.createServer((req, res) => {
      const url = `http://${req.headers.host}${req.url}`;
      t.handler(new Request(url, { method: req.method, headers: req.headers as Record<string, string> }))
        .then(async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch(() => {
          res.writeHead(500);
          res.end();
        });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("answers the same data over HTTP as in process", async () => {
    const local = createApiClient({
      transport: inProcessTransport(t.handler),
      scope: { league: "nfl" },
    });
    const remote = createApiClient({
      transport: httpTransport(baseUrl),
      scope: { league: "nfl" },
      allPagesSize: 2,
    });
    expect(await remote.listTeams()).toEqual(await local.listTeams());
    expect(await remote.listSeasons()).toEqual(await local.listSeasons());
    expect(await remote.getChampionshipStats("super-bowl")).toEqual(
      await local.getChampionshipStats("super-bowl"),
    );
    expect(await remote.getGame("fixture-live")).toEqual(await local.getGame("fixture-live"));
    await expect(remote.getTeam("nope")).rejects.toMatchObject({ status: 404 });
  });

  it("follows absolute next links on the remote host", async () => {
    const transport = recording(httpTransport(`${baseUrl}/`));
    const remote = createApiClient({ transport, allPagesSize: 4 });
    expect(await remote.listTeams()).toHaveLength(11);
    expect(transport.calls.slice(1).every((c) => c.startsWith(`${baseUrl}/api/teams/teams/`))).toBe(true);
  });

  it("reports an unreachable backend as status 0", async () => {
    const api = createApiClient({ transport: httpTransport("http://127.0.0.1:1"), retry: noSleep });
    await expect(api.listSports()).rejects.toMatchObject({ status: 0 });
  });

  it("warms up sports, current standings, today's games and teams", async () => {
    const cache = createResponseCache({ sweepIntervalMs: 0 });
    const result = await warmUp(createApiClient({ transport: httpTransport(baseUrl), cache }));
    expect(result.ok).toEqual(["sports", "current standings", "today's games", "teams"]);
    expect(cache.size).toBe(4);
    cache.dispose();
  });

  it("warms up every site with its own filters, once per distinct filter set", async () => {
    const cache = createResponseCache({ sweepIntervalMs: 0 });
    const transport = recording(httpTransport(baseUrl));
    const client = (scope: SiteScope) => () => createApiClient({ transport, cache, scope });
    const results = await warmUpSites([
      { key: "hub", client: client({}) },
      { key: "nfl", client: client({ league: "nfl" }) },
      { key: "nba", client: client({ league: "nba" }) },
      { key: "hub-again", client: client({}) },
    ]);
    expect(results.map((r) => [r.key, r.ok.length, r.failed.length])).toEqual([
      ["hub", 4, 0],
      ["nfl", 4, 0],
      ["nba", 4, 0],
    ]);
    expect(
      transport.calls.some((c) => c.includes("/api/teams/teams/") && c.includes("sport__slug=basketball")),
    ).toBe(true);
    expect(
      transport.calls.some(
        (c) => c.includes("/api/games/standings/current/") && c.includes("sport__slug=football"),
      ),
    ).toBe(true);
    // Every call carries the site scope, the sports list too: four entries for each of the three sites.
    expect(cache.size).toBe(3 * 4);
    cache.dispose();
  });

  it("gives each site its whole render deadline from when its own warm-up starts", async () => {
    // Each call answers after 150 ms; the deadline is 300 ms. Counted from the start of the whole
    // warm-up, the third site would start with no time left and fail every call.
    const slow = inProcessTransport(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return t.handler(request);
    });
    const cache = createResponseCache({ sweepIntervalMs: 0 });
    const client = (scope: SiteScope) => () =>
      createApiClient({ transport: slow, cache, scope, deadlineMs: 300, retry: noSleep });
    const results = await warmUpSites([
      { key: "hub", client: client({}) },
      { key: "nfl", client: client({ league: "nfl" }) },
      { key: "nba", client: client({ league: "nba" }) },
    ]);
    expect(results.map((r) => [r.key, r.ok.length, r.failed.length])).toEqual([
      ["hub", 4, 0],
      ["nfl", 4, 0],
      ["nba", 4, 0],
    ]);
    cache.dispose();
  });
});

describe("a hung backend (docs/rules.md#retries)", () => {
  const hung = new Set<http.ServerResponse>();
  let server: http.Server;
  let baseUrl: string;
  let mode: "headers" | "body" = "headers";
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hung.add(res);
      // Hung before the headers, or after them with half a body.
      if (mode === "body") res.writeHead(200, { "content-type": "application/json" }).write('{"count": 1, ');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const res of hung) res.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it.each(["headers", "body"] as const)(
    "a call hung before its %s ends at the transport's timeout, over a real socket",
    async (at) => {
      mode = at;
      const started = Date.now();
      await expect(
        httpTransport(baseUrl, { timeoutMs: 200 }).fetch("/api/sports/sports/"),
      ).rejects.toMatchObject({ name: "TimeoutError" });
      expect(Date.now() - started).toBeLessThan(5000);
    },
  );

  it("ends at the timeout even when the abort never reaches the fetch (Node 20 follows signals weakly)", async () => {
    // A fetch that ignores its signal, as Node's does once a garbage collection has taken the signal it follows.
    const deaf = (() => new Promise<Response>(() => {})) as typeof fetch;
    await expect(httpTransport(baseUrl, { timeoutMs: 50, fetch: deaf }).fetch("/x")).rejects.toMatchObject({
      name: "TimeoutError",
    });
  });

  /**
   * A page view over `fetch` that gives up at its 100 ms deadline (504), then the next views, sharing
   * its cache and shared loads, until one gets the (empty) list within two seconds.
   */
  const timeOutThenServe = async (fetch: typeof globalThis.fetch, sharedLoadMs: number, interval: number) => {
    mode = "headers";
    const cache = createResponseCache({ sweepIntervalMs: 0 });
    const transport = httpTransport(baseUrl, { timeoutMs: 60_000, fetch });
    const firstPage = pageClient({ transport, cache, deadlineMs: 100, sharedLoadMs });
    await expect(firstPage.listSports()).rejects.toMatchObject({ status: 504 });
    const nextView = pageClient({ transport, cache, deadlineMs: 1000, sharedLoadMs });
    await vi.waitFor(async () => expect(await nextView.listSports()).toEqual([]), {
      timeout: 2000,
      interval,
    });
    cache.dispose();
  };

  it("a shared cached load outlives the page that started it: its late answer serves the next view", async () => {
    let calls = 0;
    const slow = (async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return emptyPage();
    }) as typeof fetch;
    await timeOutThenServe(slow, 5_000, 50);
    // One load for both views: the first one's answer, arrived after its deadline, was kept.
    expect(calls).toBe(1);
  });

  it("a hung shared load ends at its own bound, and the next caller after recovery gets a fresh answer", async () => {
    const answers: string[] = [];
    const deafThenOk = (async (url: URL | RequestInfo) => {
      answers.push(String(url));
      if (answers.length === 1) return new Promise<Response>(() => {}); // the hung call, deaf to aborts
      return emptyPage();
    }) as typeof fetch;
    // A caller that joins the dying load shares its end; the next one loads afresh.
    await timeOutThenServe(deafThenOk, 200, 20);
    expect(answers).toHaveLength(2);
  });
});
