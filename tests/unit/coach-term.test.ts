import { describe, expect, it } from "vitest";
import { coachTerm } from "~/components/teams/SeasonCoaches";

describe("coachTerm: what a team season calls its coaches", () => {
  it.each([
    ["baseball", 1, "professional", "Manager"],
    ["baseball", 2, undefined, "Managers"],
    ["baseball", 1, "ncaa-division-i", "Head coach"],
    ["baseball", 2, "ncaa-division-i", "Head coaches"],
    ["hockey", 1, "professional", "Head coach"],
  ] as const)("%s, %i coach(es), level %s: %s", (sport, n, level, term) => {
    expect(coachTerm(sport, n, level)).toBe(term);
  });
});
