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
  it.each([
    ["boston-celtics", 1985, "/teams/boston-celtics/1985"],
    ["boston-celtics", null, null],
    [null, 1985, null],
  ] as const)("links a team to the season of the row: %s, %s gives %s", (slug, season, href) => {
    expect(teamSeasonHref(slug, season)).toBe(href);
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
