import { describe, expect, it } from "vitest";
import type { ChampionshipGame } from "@domain/contract/types";
import {
  championshipFacts,
  currentChampion,
  gameTitleYear,
  mostTitles,
  recentChampions,
} from "~/lib/championship-detail";
import { champion, championship } from "./championship-fixtures";

describe("championship facts", () => {
  it("uses the defaults (docs/constants.md#defaults) when fields are missing; Teams Competing N/A", () => {
    const facts = championshipFacts(
      championship({
        first_year: null,
        description: null,
        trophy_name: null,
        format: null,
        total_teams: null,
      }),
      null,
    );
    expect(facts).toMatchObject({
      founded: 1967,
      description: "The premier championship event determining the ultimate champion.",
      trophy: "Championship Trophy",
      format: "Single elimination game",
      teamsCompeting: "N/A",
      totalGames: null,
    });
  });
  it("uses the data when present, the stats' team count first", () => {
    const c = championship({
      first_year: 1947,
      description: "Finals",
      trophy_name: "Larry O'Brien",
      format: "Best-of-seven series",
      total_teams: 30,
    });
    expect(championshipFacts(c, { total_games: 79, total_teams: 31 })).toMatchObject({
      founded: 1947,
      description: "Finals",
      trophy: "Larry O'Brien",
      format: "Best-of-seven series",
      totalGames: 79,
      teamsCompeting: 31,
    });
    expect(championshipFacts(c, { total_games: 79, total_teams: null }).teamsCompeting).toBe(30);
  });
});

describe("most titles", () => {
  it("names every team tied at the top", () => {
    const stats = {
      team_championships: [
        { team__name: "New England Patriots", team__slug: null, team_id: null, championships_won: 6 },
        { team__name: "Pittsburgh Steelers", team__slug: null, team_id: null, championships_won: 6 },
        { team__name: "Dallas Cowboys", team__slug: null, team_id: null, championships_won: 5 },
      ],
    };
    expect(mostTitles(stats)).toMatchObject({
      teams: ["New England Patriots", "Pittsburgh Steelers"],
      titles: 6,
    });
    expect(mostTitles({ team_championships: [] })).toBeNull();
    expect(mostTitles(null)).toBeNull();
  });
});

describe("current champion", () => {
  it("is the latest title year, with score and opponent", () => {
    const records = [
      champion({ team_name: "Kansas City Chiefs", year: 2023, title_year: 2024 }),
      champion({
        team_name: "Seattle Seahawks",
        year: 2025,
        title_year: 2026,
        winner_score: 29,
        runner_up_score: 13,
        runner_up_name: "New England Patriots",
      }),
    ];
    expect(currentChampion(records)).toMatchObject({
      team: "Seattle Seahawks",
      titleYear: 2026,
      score: "29–13",
      opponent: "New England Patriots",
    });
    expect(currentChampion([])).toBeNull();
  });
});

function game(over: Partial<ChampionshipGame>): ChampionshipGame {
  return {
    id: null,
    game_date: null,
    title_year: null,
    edition: null,
    season: null,
    deciding_game_id: null,
    winner: null,
    winner_name: null,
    runner_up: null,
    runner_up_name: null,
    winner_score: null,
    runner_up_score: null,
    overtime: null,
    series: null,
    venue: null,
    mvp: null,
    ...over,
  };
}

describe("recent champions", () => {
  it("title year comes from the API or the game's date, never season + 1 blindly", () => {
    expect(
      gameTitleYear(
        game({ title_year: 2024, season: { id: null, start_year: 2023, name: null, slug: null } }),
      ),
    ).toBe(2024);
    expect(
      gameTitleYear(
        game({ game_date: "2024-10-30", season: { id: null, start_year: 2024, name: null, slug: null } }),
      ),
    ).toBe(2024);
    expect(
      gameTitleYear(game({ season: { id: null, start_year: 2024, name: null, slug: null } })),
    ).toBeNull();
  });
  it("lists up to 5 champions newest first with location, MVP and final score", () => {
    const games = Array.from({ length: 7 }, (_, i) =>
      game({
        title_year: 2019 + i,
        winner: { id: null, name: `Team ${i}`, slug: null },
        runner_up_name: `Loser ${i}`,
        winner_score: 30 + i,
        runner_up_score: 20,
        overtime: i === 6 ? "OT" : null,
        venue: { name: "Stadium", city: "Miami Gardens", state: "FL" },
        mvp: `MVP ${i}`,
      }),
    );
    games.push(game({ title_year: 2030 })); // an edition with no winner is skipped
    const recent = recentChampions(games);
    expect(recent).toHaveLength(5);
    expect(recent[0]).toMatchObject({
      key: "2025",
      titleYear: 2025,
      winner: "Team 6",
      runnerUp: "Loser 6",
      score: "36–20 (OT)",
      location: "Miami Gardens, FL",
      mvp: "MVP 6",
    });
    expect(recent.map((r) => r.titleYear)).toEqual([2025, 2024, 2023, 2022, 2021]);
  });
});
