/**
 * The playoffs tab of a season page (app/lib/season-playoffs.server.ts): postseason games first,
 * else a series source's series, else the champion row's final; a failed call is the page's error.
 */
import { describe, expect, it } from "vitest";
import { playoffSeriesSchema } from "@domain/contract/explore";
import type { ApiClient } from "~/api/client.server";
import { ApiError } from "~/api/errors";
import { loadSeasonPlayoffs } from "~/lib/season-playoffs.server";
import { fakeApi, runLoader } from "../loaders/support";
import { championOf, gameOf, playoffSeriesOf, seasonOf } from "../support/contract-fixtures";

const season = seasonOf({
  id: 1,
  name: "1985-86 NHL Season",
  start_year: 1985,
  championship: { name: "Stanley Cup", slug: "stanley-cup" },
});
const KEY = { start_year: 1985, sport: "hockey", level: "professional" };
const final = gameOf({
  id: 7,
  home_team: { name: "Calgary Flames" },
  away_team: { name: "Montreal Canadiens" },
  status: "final",
  game_date: "1986-05-24",
});
const series = playoffSeriesSchema.parse({
  season: 1985,
  source: "hockey-databank",
  results: [playoffSeriesOf({ round_order: 3 })],
});
const noSeries = { ...series, results: [] };
const champion = championOf({
  id: 3,
  year: 1985,
  team_name: "Montreal Canadiens",
  championship_name: "Stanley Cup",
});

/** A fake API that records each call by name and arguments. */
function recordingApi(methods: Partial<ApiClient>) {
  const calls: [string, unknown][] = [];
  const recorded = Object.fromEntries(
    Object.entries(methods).map(([name, fn]) => [
      name,
      (arg: unknown) => (calls.push([name, arg]), (fn as (a: unknown) => unknown)(arg)),
    ]),
  ) as Partial<ApiClient>;
  return { api: fakeApi(recorded), calls };
}

describe("a season's playoffs tab", () => {
  it("shows the postseason games and asks nothing else when there are some", async () => {
    const { api, calls } = recordingApi({ listSeasonPostseason: async () => [final] });
    expect(await loadSeasonPlayoffs(api, season, "hockey", "professional")).toEqual({
      post: [final],
      series: [],
      title: null,
    });
    expect(calls).toEqual([["listSeasonPostseason", KEY]]);
  });

  it("without postseason games, shows the series of a series source", async () => {
    const { api, calls } = recordingApi({
      listSeasonPostseason: async () => [],
      getPlayoffSeries: async () => series,
    });
    expect(await loadSeasonPlayoffs(api, season, "hockey", "professional")).toEqual({
      post: [],
      series: series.results,
      title: null,
    });
    expect(calls.map(([name]) => name)).toEqual(["listSeasonPostseason", "getPlayoffSeries"]);
    expect(calls[1]).toEqual(["getPlayoffSeries", KEY]);
  });

  it("without games or series, shows the final as the season's champion row records it", async () => {
    const { api, calls } = recordingApi({
      listSeasonPostseason: async () => [],
      getPlayoffSeries: async () => noSeries,
      listChampions: async () => [champion],
    });
    expect((await loadSeasonPlayoffs(api, season, "hockey", "professional")).title).toEqual(champion);
    expect(calls[2]).toEqual(["listChampions", { season: 1985, championship: "stanley-cup" }]);
  });

  it("has no title when no champion is recorded, and asks for none without a championship", async () => {
    const { api } = recordingApi({
      listSeasonPostseason: async () => [],
      getPlayoffSeries: async () => noSeries,
      listChampions: async () => [],
    });
    expect(await loadSeasonPlayoffs(api, season, "hockey", "professional")).toEqual({
      post: [],
      series: [],
      title: null,
    });
    const untitled = seasonOf({ id: 2, name: "1919-20 NHL Season", start_year: 1919 });
    expect((await loadSeasonPlayoffs(api, untitled, "hockey", "professional")).title).toBeNull();
  });

  it("without a sport and level asks for no games or series, only the champion", async () => {
    const { api, calls } = recordingApi({ listChampions: async () => [champion] });
    expect(await loadSeasonPlayoffs(api, season, null, null)).toEqual({
      post: [],
      series: [],
      title: champion,
    });
    expect(calls.map(([name]) => name)).toEqual(["listChampions"]);
  });

  it.each([
    ["postseason games", { listSeasonPostseason: async () => Promise.reject(new ApiError(500, "boom")) }],
    [
      "series",
      {
        listSeasonPostseason: async () => [],
        getPlayoffSeries: async () => Promise.reject(new ApiError(500, "boom")),
      },
    ],
    [
      "champion",
      {
        listSeasonPostseason: async () => [],
        getPlayoffSeries: async () => noSeries,
        listChampions: async () => Promise.reject(new ApiError(500, "boom")),
      },
    ],
  ] satisfies [string, Partial<ApiClient>][])(
    "a failed %s call is the page's error state (503), not an empty tab",
    async (_, methods) => {
      const out = await runLoader(() =>
        loadSeasonPlayoffs(fakeApi(methods), season, "hockey", "professional"),
      );
      expect(out.status).toBe(503);
    },
  );
});
