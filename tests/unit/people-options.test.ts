/** The team options of the player and coach filters (app/lib/people-options.server.ts). */
import { describe, expect, it } from "vitest";
import { ApiError } from "~/api/errors";
import { teamOptions } from "~/lib/people-options.server";
import { fakeApi } from "../loaders/support";
import { BASKETBALL, COLLEGE, proTeam } from "../support/contract-fixtures";

const teams = [
  proTeam(1, "Toronto Maple Leafs", { abbreviation: "TOR" }),
  proTeam(2, "Boston Bruins", { abbreviation: "BOS" }),
  proTeam(3, "Boston Celtics", { abbreviation: "BOS", sport: BASKETBALL }),
  proTeam(4, "Boston College Eagles", { abbreviation: "BC", level: COLLEGE }),
  proTeam(5, "Seattle Kraken", { abbreviation: null }),
];

describe("the people filters' team options", () => {
  it("asks for the active teams only", async () => {
    const asked: unknown[] = [];
    const api = fakeApi({ listTeams: async (filters) => (asked.push(filters), teams) });
    await teamOptions(api, "hockey");
    expect(asked).toEqual([{ is_active: true }]);
  });

  it("on a sport: its teams with an abbreviation (college ones too), labelled and sorted", async () => {
    const api = fakeApi({ listTeams: async () => teams });
    expect(await teamOptions(api, "hockey")).toEqual([
      { value: "BC", label: "BC · Boston College Eagles" },
      { value: "BOS", label: "BOS · Boston Bruins" },
      { value: "TOR", label: "TOR · Toronto Maple Leafs" },
    ]);
  });

  it("on the hub without a sport: professional teams only, an abbreviation once (the first team's)", async () => {
    const api = fakeApi({ listTeams: async () => teams });
    expect(await teamOptions(api, null)).toEqual([
      { value: "BOS", label: "BOS · Boston Bruins" },
      { value: "TOR", label: "TOR · Toronto Maple Leafs" },
    ]);
  });

  it("throws a failed call rather than offering no teams", async () => {
    const api = fakeApi({ listTeams: async () => Promise.reject(new ApiError(503, "down")) });
    await expect(teamOptions(api, "hockey")).rejects.toThrow("down");
  });
});
