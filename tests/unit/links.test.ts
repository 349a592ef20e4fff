import { describe, expect, it } from "vitest";
import {
  championshipHref,
  coachHref,
  gameHref,
  playerHref,
  seasonHref,
  teamHref,
  teamSeasonHref,
} from "~/lib/links";

describe("page links (issue 24: every name a link)", () => {
  it("links a team to the season of the row", () => {
    expect(teamSeasonHref("boston-celtics", 1985)).toBe("/teams/boston-celtics/1985");
    expect(teamSeasonHref("boston-celtics", null)).toBeNull();
    expect(teamSeasonHref(null, 1985)).toBeNull();
  });
  it("gives null, never a broken URL, when the item has no page", () => {
    for (const f of [teamHref, playerHref, coachHref, seasonHref, championshipHref, gameHref]) {
      expect(f(null)).toBeNull();
      expect(f(undefined)).toBeNull();
      expect(f(" ")).toBeNull();
    }
  });
  it("encodes keys and accepts ids", () => {
    expect(coachHref("phil-jackson")).toBe("/coaches/phil-jackson");
    expect(gameHref(36610)).toBe("/scores/36610");
    expect(seasonHref("a b")).toBe("/seasons/a%20b");
    expect(championshipHref("super-bowl")).toBe("/championships/super-bowl");
  });
});
