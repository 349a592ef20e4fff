/**
 * The server's response cache on its own, with a fake clock and hand-driven loads: bounds (entries
 * and bytes, least recently used out), the stale and keep times of each freshness class,
 * stale-while-revalidate, one load per key at a time, failed refreshes keeping the old copy, and
 * invalidation (docs/constants.md#freshness-classes).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createResponseCache, type ResponseCache } from "~/api/cache.server";
import { ApiError } from "~/api/errors";
import { FRESHNESS } from "@domain/contract/freshness";

/** A load the test resolves or rejects by hand, counting how often it was started. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function counter<T>(value: (n: number) => T) {
  let calls = 0;
  const load = async () => value(++calls);
  return {
    load,
    get calls() {
      return calls;
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

let caches: ResponseCache[] = [];
function make(options: Parameters<typeof createResponseCache>[0] = {}) {
  const cache = createResponseCache({ sweepIntervalMs: 0, ...options });
  caches.push(cache);
  return cache;
}
afterEach(() => {
  for (const c of caches) c.dispose();
  caches = [];
});

describe("freshness: fresh, stale-while-revalidate, reload", () => {
  it("serves a fresh answer from memory, a stale one at once while one refresh runs, an expired one after reloading", async () => {
    let clock = 0;
    const cache = make({ now: () => clock });
    const source = counter((n) => `v${n}`);
    const day = FRESHNESS.static.staleMs;

    expect(await cache.fetch("one /api/core/sports/", "static", source.load)).toBe("v1");
    clock += day - 1;
    expect(await cache.fetch("one /api/core/sports/", "static", source.load)).toBe("v1");
    expect(source.calls).toBe(1);

    clock += 2; // past the stale time, within the keep time
    expect(await cache.fetch("one /api/core/sports/", "static", source.load)).toBe("v1");
    expect(await cache.fetch("one /api/core/sports/", "static", source.load)).toBe("v1");
    expect(source.calls).toBe(2); // one background refresh for both callers
    await flush();
    expect(await cache.fetch("one /api/core/sports/", "static", source.load)).toBe("v2");

    clock += FRESHNESS.static.keepMs + 1; // past the keep time: the answer waits for the load
    expect(await cache.fetch("one /api/core/sports/", "static", source.load)).toBe("v3");
    expect(source.calls).toBe(3);
  });

  it("gives each freshness class its own stale time", async () => {
    let clock = 1_000;
    const cache = make({ now: () => clock });
    const live = counter((n) => n);
    const history = counter((n) => n);
    await cache.fetch("all /api/games/games/live/", "realtime", live.load);
    await cache.fetch("all /api/championships/champions/", "static", history.load);
    clock += FRESHNESS.realtime.staleMs + 1;
    await cache.fetch("all /api/games/games/live/", "realtime", live.load);
    await cache.fetch("all /api/championships/champions/", "static", history.load);
    expect(live.calls).toBe(2);
    expect(history.calls).toBe(1);
  });
});

describe("one load per key at a time", () => {
  it("shares a missing key's load between concurrent callers", async () => {
    const cache = make();
    const pending = deferred<string>();
    let calls = 0;
    const load = () => {
      calls++;
      return pending.promise;
    };
    const answers = Promise.all(
      [1, 2, 3].map(() => cache.fetch("all /api/teams/teams/", "semi-static", load)),
    );
    pending.resolve("teams");
    expect(await answers).toEqual(["teams", "teams", "teams"]);
    expect(calls).toBe(1);
  });

  it("gives every caller the failure of a shared load, and stores nothing", async () => {
    const cache = make();
    const pending = deferred<string>();
    const answers = [1, 2].map(() =>
      cache.fetch("one /api/teams/teams/x/", "semi-static", () => pending.promise),
    );
    pending.reject(new ApiError(404, "Not found.", "/api/teams/teams/x/"));
    for (const answer of answers) await expect(answer).rejects.toMatchObject({ status: 404 });
    expect(cache.size).toBe(0);
  });
});

describe("failures keep the old copy", () => {
  it("keeps the stale value when a background refresh fails, reports it, and tries again later", async () => {
    let clock = 0;
    const errors: string[] = [];
    const cache = make({ now: () => clock, onRevalidateError: (key) => errors.push(key) });
    let down = false;
    let calls = 0;
    const load = async () => {
      calls++;
      if (down) throw new ApiError(503, "HTTP 503", "/api/games/games/");
      return `games ${calls}`;
    };
    expect(await cache.fetch("all /api/games/games/", "dynamic", load)).toBe("games 1");
    down = true;
    clock += FRESHNESS.dynamic.staleMs + 1;
    expect(await cache.fetch("all /api/games/games/", "dynamic", load)).toBe("games 1");
    await flush();
    expect(errors).toEqual(["all /api/games/games/"]);
    expect(await cache.fetch("all /api/games/games/", "dynamic", load)).toBe("games 1");
    await flush();
    expect(calls).toBe(3); // still stale, so each visit tries once more
    down = false;
    await cache.fetch("all /api/games/games/", "dynamic", load);
    await flush();
    expect(await cache.fetch("all /api/games/games/", "dynamic", load)).toBe("games 4");
  });

  it("answers the old copy past the keep time when the backend is down, but not for a 4xx", async () => {
    let clock = 0;
    const cache = make({ now: () => clock });
    await cache.fetch("one /api/teams/teams/a/", "semi-static", async () => "team a");
    await cache.fetch("one /api/teams/teams/b/", "semi-static", async () => "team b");
    clock += FRESHNESS["semi-static"].keepMs + 1;
    expect(
      await cache.fetch("one /api/teams/teams/a/", "semi-static", async () =>
        Promise.reject(new ApiError(0, "unreachable", "/")),
      ),
    ).toBe("team a");
    await expect(
      cache.fetch("one /api/teams/teams/b/", "semi-static", async () =>
        Promise.reject(new ApiError(404, "Not found.", "/")),
      ),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      cache.fetch("one /api/teams/teams/c/", "semi-static", async () =>
        Promise.reject(new ApiError(500, "HTTP 500", "/")),
      ),
    ).rejects.toMatchObject({ status: 500 });
  });
});

describe("bounds", () => {
  it("keeps at most maxEntries answers, dropping the least recently used", async () => {
    const cache = make({ maxEntries: 3 });
    for (const key of ["a", "b", "c"]) await cache.fetch(key, "static", async () => key);
    await cache.fetch("a", "static", async () => "reloaded"); // a is now the most recently used
    await cache.fetch("d", "static", async () => "d");
    expect(cache.size).toBe(3);
    expect(await cache.fetch("a", "static", async () => "reloaded")).toBe("a");
    expect(await cache.fetch("b", "static", async () => "b again")).toBe("b again");
  });

  it("keeps about maxBytes of answers, whatever visitors search for", async () => {
    const cache = make({ maxBytes: 10_000 });
    const row = "x".repeat(998); // 1000 bytes as JSON
    for (let i = 0; i < 200; i++)
      await cache.fetch(`all /api/teams/teams/?search=${i}`, "semi-static", async () => row);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(10);
  });

  it("serves an answer larger than maxEntryBytes without storing it", async () => {
    const cache = make({ maxBytes: 10_000, maxEntryBytes: 1_000 });
    const source = counter(() => "y".repeat(5_000));
    expect(await cache.fetch("all /api/people/players/", "semi-static", source.load)).toHaveLength(5_000);
    await cache.fetch("all /api/people/players/", "semi-static", source.load);
    expect(source.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("sweeps answers older than 24 hours every hour", async () => {
    vi.useFakeTimers();
    try {
      let clock = 0;
      const cache = createResponseCache({ now: () => clock });
      caches.push(cache);
      await cache.fetch("a", "static", async () => 1);
      clock += 23 * 3_600_000;
      await cache.fetch("b", "static", async () => 2);
      clock += 2 * 3_600_000;
      vi.advanceTimersByTime(3_600_000);
      expect(cache.size).toBe(1);
      expect(await cache.fetch("b", "static", async () => 3)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("invalidation", () => {
  it("drops answers by path prefix or freshness class, or all of them", async () => {
    const cache = make();
    await cache.fetch("all /api/games/games/live/?sport__slug=football", "realtime", async () => 1);
    await cache.fetch("all /api/games/games/?season=2026", "dynamic", async () => 2);
    await cache.fetch("all /api/games/standings/current/", "dynamic", async () => 3);
    await cache.fetch("all /api/core/sports/", "static", async () => 4);
    expect(cache.invalidate({ freshness: "realtime" })).toBe(1);
    expect(cache.invalidate({ pathPrefix: "/api/games/games/" })).toBe(1);
    expect(cache.size).toBe(2);
    expect(await cache.fetch("all /api/games/standings/current/", "dynamic", async () => 30)).toBe(3);
    expect(cache.invalidate()).toBe(2);
    expect(await cache.fetch("all /api/core/sports/", "static", async () => 40)).toBe(40);
  });

  it("hands a load under way to its callers but does not store it once invalidated", async () => {
    const cache = make();
    const pending = deferred<string>();
    const answer = cache.fetch("all /api/games/games/today/", "realtime", () => pending.promise);
    expect(cache.invalidate({ pathPrefix: "/api/games/" })).toBe(1);
    pending.resolve("before the change");
    expect(await answer).toBe("before the change");
    expect(await cache.fetch("all /api/games/games/today/", "realtime", async () => "after the change")).toBe(
      "after the change",
    );
  });

  it("clear() empties the cache", async () => {
    const cache = make();
    await cache.fetch("a", "static", async () => 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
