import { describe, expect, it } from "vitest";
import type { UndatedGame } from "../../domain/contract/types";
import { undatedGameText } from "../../app/lib/undated-games";

const game = (over: Partial<UndatedGame> = {}): UndatedGame => ({
  id: 1,
  season: 1999,
  league: "cbs",
  home_team: { id: 2, slug: "miami-hurricanes-baseball", name: "Miami Hurricanes" },
  away_team: { id: 3, slug: "florida-state-seminoles-baseball", name: "Florida State Seminoles" },
  home_score: 6,
  away_score: 5,
  period: null,
  neutral_site: true,
  venue_name: "OMAHA",
  game_type: "postseason",
  ...over,
});

describe("an undated game's line", () => {
  it("reads 'vs' at a neutral site with the site and the postseason, and no date", () => {
    expect(undatedGameText(game())).toEqual({
      awayScore: "5",
      homeScore: "6",
      joiner: "vs",
      detail: "(OMAHA; postseason)",
    });
  });
  it("reads 'at' at a home field, with overtime and nothing else", () => {
    const t = undatedGameText(
      game({ neutral_site: false, venue_name: null, game_type: "regular", period: "OT" }),
    );
    expect(t.joiner).toBe("at");
    expect(t.detail).toBe("(OT)");
  });
});
