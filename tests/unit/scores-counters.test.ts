/** The scores page's counters for a date range (app/lib/scores-counters.server.ts). */
import { describe, expect, it } from "vitest";
import type { ApiClient } from "~/api/client.server";
import { ApiError } from "~/api/errors";
import { scoresCounters } from "~/lib/scores-counters.server";
import { fakeApi } from "../loaders/support";
import { pageOf } from "../support/contract-fixtures";

type GamesQuery = Parameters<ApiClient["listGamesPage"]>[0];
const RANGE = { start: "2026-11-16", end: "2026-11-22" };

/** An API whose game counts come from `countOf`, recording every query it was asked. */
function countingApi(countOf: (query: GamesQuery) => number) {
  const asked: GamesQuery[] = [];
  const api = fakeApi({
    listGamesPage: async (query) => {
      asked.push(query);
      return pageOf([], countOf(query));
    },
  });
  return { api, asked };
}

describe("the scores counters", () => {
  it("counts each status with a one-row page of the range, keeping the page's own filters", async () => {
    const byStatus: Record<string, number> = { live: 2, final: 31, scheduled: 12 };
    const { api, asked } = countingApi((q) => byStatus[q?.status ?? ""] ?? 45);
    const query = { ...RANGE, sport__slug: "hockey" };
    expect(await scoresCounters(api, query, true)).toEqual({ live: 2, final: 31, upcoming: 12, sports: 1 });
    expect(asked).toEqual([
      { ...query, status: "live", page_size: 1 },
      { ...query, status: "final", page_size: 1 },
      { ...query, status: "scheduled", page_size: 1 },
      { ...query, page_size: 1 },
    ]);
  });

  it("with one sport, counts no sport when the range has no games", async () => {
    const { api } = countingApi(() => 0);
    expect(await scoresCounters(api, RANGE, true)).toEqual({ live: 0, final: 0, upcoming: 0, sports: 0 });
  });

  it("on the hub, counts the sports with games in the range, asking once per sport", async () => {
    const { api, asked } = countingApi((q) =>
      q?.sport__slug === "hockey" || q?.sport__slug === "football" ? 5 : 0,
    );
    expect((await scoresCounters(api, RANGE, false)).sports).toBe(2);
    expect(asked.map((q) => q?.sport__slug).filter(Boolean)).toEqual([
      "football",
      "basketball",
      "baseball",
      "hockey",
    ]);
  });

  it("throws when a count fails", async () => {
    const api = fakeApi({ listGamesPage: async () => Promise.reject(new ApiError(503, "down")) });
    await expect(scoresCounters(api, RANGE, true)).rejects.toThrow("down");
  });
});
