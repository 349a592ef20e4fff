/**
 * The loader shared by the player and coach directories (app/lib/people-directory.server.ts):
 * the site's sport, the view's filters, and the page, figures and team options asked together.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/api/errors";
import { loadPeopleDirectory } from "~/lib/people-directory.server";
import { playerListParams } from "~/lib/people-params";
import type { SiteKey } from "~/site/sites";
import { fakeApi, loaderArgs, runLoader } from "../loaders/support";
import { proTeam } from "../support/contract-fixtures";

const bruins = proTeam(1, "Boston Bruins", { abbreviation: "BOS" });
const down = (): Promise<never> => Promise.reject(new ApiError(500, "down"));

/** Runs the directory for `url` on `site`; `list` answers the page of people. */
function directory(
  url: string,
  site: SiteKey,
  list: () => Promise<{ count: number }> = async () => ({ count: 60 }),
) {
  const fetched: unknown[] = [];
  const args = loaderArgs(url, fakeApi({ listTeams: async () => [bruins] }), { site });
  const run = () =>
    loadPeopleDirectory(args, {
      shape: playerListParams,
      pageSize: 24,
      fetch: (_api, filters, page) => {
        fetched.push({ filters, page });
        return [list(), Promise.resolve({ figures: true })] as const;
      },
      label: "players",
    });
  return { run, fetched };
}

describe("the people directory loader", () => {
  beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it("on the hub, filters by the chosen sport and offers that sport's teams", async () => {
    const { run, fetched } = directory("/players?page=2&q=orr&sport=hockey&status=retired&team=BOS", "hub");
    const out = await run();
    expect(fetched).toEqual([
      {
        filters: {
          search: "orr",
          position: undefined,
          team: "BOS",
          status: "retired",
          sport__slug: "hockey",
        },
        page: 2,
      },
    ]);
    expect(out).toMatchObject({
      sport: "hockey",
      hub: true,
      list: { count: 60 },
      summary: { figures: true },
      page: { page: 2, pageSize: 24, total: 60, pageCount: 3, from: 25, to: 48 },
      teams: [{ value: "BOS", label: "BOS · Boston Bruins" }],
    });
  });

  it("on a sport site, is that sport's directory, with no sport filter of its own", async () => {
    const { run, fetched } = directory("/players?q=orr", "nhl");
    const out = await run();
    expect(out.sport).toBe("hockey");
    expect(out.hub).toBe(false);
    expect(fetched).toEqual([
      {
        filters: {
          search: "orr",
          position: undefined,
          team: undefined,
          status: undefined,
          sport__slug: undefined,
        },
        page: 1,
      },
    ]);
  });

  it("on a sport site, does not read ?sport= (the link is sent to the page without it)", async () => {
    const { run, fetched } = directory("/players?q=orr&sport=basketball", "nhl");
    const out = await runLoader(run);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/players?q=orr");
    expect(fetched).toEqual([]);
  });

  it("answers the page's error state (503) when the page of people cannot load, never an empty list", async () => {
    const { run } = directory("/players", "nhl", down);
    expect((await runLoader(run)).status).toBe(503);
    expect(console.error).toHaveBeenCalledWith("[players]", "down");
  });
});
