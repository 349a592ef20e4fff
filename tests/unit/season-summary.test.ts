import { describe, expect, it } from "vitest";
import { seasonSchema } from "@domain/contract/schemas";
import { seasonSummary } from "~/lib/season-summary";

const season = (fields: Record<string, unknown>) =>
  seasonSchema.parse({ id: 1, name: "2023-24 NBA Season", start_year: 2023, ...fields });

describe("seasonSummary", () => {
  it("labels the season by its sport and links its champion and championship", () => {
    const s = seasonSummary(
      season({
        sport: { id: 2, name: "Basketball", slug: "basketball", abbreviation: "NBA" },
        league: "NBA",
        teams_count: 30,
        regular_season_games: 82,
        champion: { name: "Boston Celtics", slug: "boston-celtics" },
        championship: { id: 4, name: "NBA Finals", slug: "nba-finals" },
      }),
    );
    expect(s).toMatchObject({
      name: "2023-24 NBA Season",
      startYear: 2023,
      label: "2023-24",
      sport: "Basketball",
      league: "NBA",
      teams: 30,
      gamesPerTeam: 82,
      champion: { name: "Boston Celtics", slug: "boston-celtics" },
      championship: { name: "NBA Finals", slug: "nba-finals" },
    });
  });

  it("leaves what the season does not say null", () => {
    const s = seasonSummary(season({}));
    expect(s).toMatchObject({
      sport: null,
      league: null,
      regularStart: null,
      regularEnd: null,
      playoffsEnd: null,
      teams: null,
      games: null,
      gamesPerTeam: null,
      champion: null,
      championship: null,
    });
  });
});
