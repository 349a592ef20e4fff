import { describe, expect, it } from "vitest";
import { ApiError } from "~/api/errors";
import { loader as playersLoader } from "~/routes/players._index";
import { loader as coachesLoader } from "~/routes/coaches._index";
import { fakeApi, loaderArgs, runLoader } from "./support";

describe("one error strategy on the people lists: a failed filter source is the page's error state", () => {
  const pending = () => new Promise<never>(() => {});
  const teamsDown = async (): Promise<never> => {
    throw new ApiError(500, "down", "/api/teams/teams/");
  };

  it("/players answers 503 when the team filter's options cannot load (not a filter without teams)", async () => {
    const api = fakeApi({ listPlayers: pending, getPlayersSummary: pending, listTeams: teamsDown });
    const out = await runLoader(() => playersLoader(loaderArgs("/players", api, { site: "nfl" })));
    expect(out.status).toBe(503);
  });

  it("/coaches answers 503 the same way", async () => {
    const api = fakeApi({ listCoaches: pending, getCoachesSummary: pending, listTeams: teamsDown });
    const out = await runLoader(() => coachesLoader(loaderArgs("/coaches", api, { site: "nfl" })));
    expect(out.status).toBe(503);
  });
});
