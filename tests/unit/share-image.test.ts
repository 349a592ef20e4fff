/**
 * Share images (app/lib/share-image.server.ts): an item outside the site's scope is not found, a
 * card is rendered to PNG once and then served from the cache, and a burst of renders beyond the
 * queue is refused rather than piled up.
 */
import { describe, expect, it, vi } from "vitest";
import { now } from "@domain/clock";
import { currentSeasonStartYear } from "@domain/season";
import type { ApiClient } from "~/api/client.server";
import { ApiError } from "~/api/errors";
import type { ShareKind } from "~/lib/share-cards";
import { SHARE_QUEUE, SHARE_RENDERS, shareImage } from "~/lib/share-image.server";
import { SITES } from "~/site/sites";
import { fakeApi } from "../loaders/support";
import {
  BASKETBALL,
  championshipOf,
  coachOf,
  gameOf,
  HOCKEY,
  PROFESSIONAL,
  playerOf,
  proTeam,
  seasonOf,
  teamOf,
} from "../support/contract-fixtures";

// The wait bound is the slots' own test (tests/unit/slots.test.ts); a loaded machine must not turn
// this burst's queued renders into refusals.
vi.hoisted(() => {
  process.env.SHARE_WAIT_MS = "600000";
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const nba = { sport: BASKETBALL, level: PROFESSIONAL };
const nhl = { sport: HOCKEY, level: PROFESSIONAL };

/**
 * Every loader's first call answering an NBA item, for a card asked on the NHL site. Nothing else
 * is stubbed, so a loader that went on past the scope check would fail with another error.
 */
const nbaApi = fakeApi({
  getTeam: async (slug) => teamOf({ id: 1, slug: String(slug), name: "Boston Celtics", ...nba }),
  getPlayer: async () => playerOf({ id: 1, person: { first_name: "Larry", last_name: "Bird" }, ...nba }),
  getCoach: async () => coachOf({ id: 1, person: { first_name: "Red", last_name: "Auerbach" }, ...nba }),
  getSeason: async () => seasonOf({ id: 1, name: "1985-86 NBA Season", start_year: 1985, ...nba }),
  getChampionship: async () => championshipOf({ id: 1, slug: "nba-finals", name: "NBA Finals", ...nba }),
  getGame: async () =>
    gameOf({
      id: 1,
      home_team: { name: "A" },
      away_team: { name: "B" },
      status: "final",
      game_date: "1986-06-08",
      ...nba,
    }),
});

describe("share images", () => {
  it.each<[ShareKind, string[]]>([
    ["team", ["boston-celtics"]],
    ["headToHead", ["boston-celtics", "los-angeles-lakers"]],
    ["player", ["1"]],
    ["coach", ["1"]],
    ["season", ["1985-86-nba"]],
    ["championship", ["nba-finals"]],
    ["game", ["1"]],
  ])("a %s card of another site's item is not found (404), and nothing more is asked", async (kind, ids) => {
    const failure = await shareImage(nbaApi, SITES.nhl, kind, ids).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });

  it.each<[ShareKind, string[], keyof typeof SITES]>([
    ["draft", ["2024"], "nhl"],
    ["award", ["nba-mvp"], "cfb"],
    ["leaders", [], "cfb"],
  ])(
    "a %s card of a site without that section is not found, without asking the API",
    async (kind, ids, site) => {
      const failure = await shareImage(fakeApi({}), SITES[site], kind, ids).catch((error: unknown) => error);
      expect((failure as ApiError).status).toBe(404);
    },
  );

  it("a head-to-head card is only drawn for a pair the API has a head-to-head of (not a team against itself)", async () => {
    const api = fakeApi({
      getTeam: async () => proTeam(2, "Boston Bruins"),
      getHeadToHead: async () => {
        throw new ApiError(404, "Not found.", "head-to-head");
      },
    });
    const failure = await shareImage(api, SITES.nhl, "headToHead", ["boston-bruins", "boston-bruins"]).catch(
      (error: unknown) => error,
    );
    expect((failure as ApiError).status).toBe(404);
  });

  it("draws a standings card once per view: the page's parameters read canonically, others ignored", async () => {
    const seasons: (number | undefined)[] = [];
    const api = fakeApi({
      listStandings: async (params) => (seasons.push(params?.season), []),
      getCurrentStandings: async () => [],
    });
    for (const search of ["?season=1990", "?sort=team&season=1990&open=3", "?season=1990&q=x"]) {
      const result = await shareImage(api, SITES.nhl, "standings", [], search);
      expect("png" in result).toBe(true);
    }
    // An invalid season reads as the page reads it: the current season's view.
    await shareImage(api, SITES.nhl, "standings", [], "?season=abc");
    expect(seasons).toEqual([1990, currentSeasonStartYear(now(), "hockey")]);
  });

  it("renders a card to PNG once, then serves it from the cache without asking the API", async () => {
    let calls = 0;
    const api = fakeApi({
      getTeam: async () => (calls++, proTeam(2, "Boston Bruins")),
      getTeamChampionships: async () => (calls++, []),
      getTeamSeasons: async () => (calls++, []),
    });
    const first = await shareImage(api, SITES.nhl, "team", ["boston-bruins"]);
    if (!("png" in first)) throw new Error("the first render was refused");
    expect([...first.png.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(calls).toBe(3);
    const again = await shareImage(api, SITES.nhl, "team", ["boston-bruins"]);
    expect(again).toEqual({ png: first.png });
    expect(calls).toBe(3);
  });

  it("refuses a render beyond the running and waiting ones (busy) before asking the API, and renders the rest", async () => {
    let calls = 0;
    const api: ApiClient = fakeApi({
      getSeason: async (slug) => (
        calls++,
        seasonOf({ id: 1, name: `Season ${slug}`, start_year: 2000, ...nhl })
      ),
    });
    const burst = SHARE_RENDERS + SHARE_QUEUE + 1;
    const results = await Promise.all(
      Array.from({ length: burst }, (_, i) => shareImage(api, SITES.nhl, "season", [`burst-${i}`])),
    );
    expect(results.filter((r) => "busy" in r)).toEqual([{ busy: true }]);
    expect(results.filter((r) => "png" in r)).toHaveLength(burst - 1);
    expect(calls).toBe(burst - 1);
  });
});
