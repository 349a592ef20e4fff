/** A team page's head-to-head section (app/lib/team-opponents.server.ts). */
import { describe, expect, it } from "vitest";
import { opponentsSchema } from "@domain/contract/explore";
import { loadTeamOpponents } from "~/lib/team-opponents.server";
import { fakeApi } from "../loaders/support";
import { BASKETBALL, COLLEGE, proTeam } from "../support/contract-fixtures";

const bruins = proTeam(1, "Boston Bruins");
const opponents = opponentsSchema.parse({
  team: { id: 1, slug: "boston-bruins", name: "Boston Bruins", sport: "hockey", level: "professional" },
  through: 2025,
  coverage: { from: 1917, to: 2025, missing: [] },
  results: [
    { slug: "montreal-canadiens", name: "Montreal Canadiens", games: 800, wins: 300, losses: 400, ties: 100 },
  ],
});

describe("a team's head-to-head section", () => {
  it("asks for the ten most-played opponents and offers the teams of the same sport and level", async () => {
    const asked: unknown[] = [];
    const api = fakeApi({
      getOpponents: async (slug, params) => (asked.push([slug, params]), opponents),
      listTeams: async () => [
        bruins,
        proTeam(2, "Montreal Canadiens"),
        proTeam(3, "Boston Celtics", { sport: BASKETBALL }),
        proTeam(4, "Boston College Eagles", { level: COLLEGE }),
        proTeam(5, "Hamilton Tigers", { slug: null }),
      ],
    });
    const section = await loadTeamOpponents(api, bruins, "boston-bruins");
    expect(asked).toEqual([["boston-bruins", { limit: 10 }]]);
    expect(section.data).toBe(opponents);
    // The team itself stays an option; a team without a slug has no page to compare with.
    expect(section.options).toEqual([
      { slug: "boston-bruins", name: "Boston Bruins" },
      { slug: "montreal-canadiens", name: "Montreal Canadiens" },
    ]);
  });
});
