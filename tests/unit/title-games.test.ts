import { describe, expect, it } from "vitest";
import { tiedGamesNoted, titleGamesPlayed } from "@domain/title-games";

const game = (winner_score: number | null, series: string | null = null, note: string | null = null) => ({
  winner_score,
  series,
  note,
});

describe("games played to decide the titles", () => {
  it("counts one game per single-game final and none for a title without a game", () => {
    expect(titleGamesPlayed([game(29), game(40), game(25)], "football", "professional")).toBe(3);
    expect(titleGamesPlayed([game(34), game(null)], "football", "professional")).toBe(1); // a poll title
  });

  it("counts every game of a final series, tied games from the note included", () => {
    expect(titleGamesPlayed([game(103, "4-3"), game(106, "4-1")], "basketball", "professional")).toBe(12);
    expect(tiedGamesNoted("Game 2 ended in a 6-6 tie (called after 11 innings for darkness)")).toBe(1);
    // 1912 World Series: Boston won 4-3, and Game 2 was a tie: eight games.
    expect(
      titleGamesPlayed(
        [game(3, "4-3", "Game 2 ended in a 6-6 tie (called after 11 innings for darkness)")],
        "baseball",
        "professional",
      ),
    ).toBe(8);
  });

  it("says nothing rather than a wrong number when the records cannot tell", () => {
    expect(
      titleGamesPlayed(
        [game(3, "4-2"), game(2, "2-0", "Ottawa won two games and two were tied")],
        "hockey",
        "professional",
      ),
    ).toBeNull();
    expect(titleGamesPlayed([game(3, "best of seven")], "baseball", "professional")).toBeNull();
    // A tournament: its final alone is not the championship's games.
    expect(titleGamesPlayed([game(72), game(68)], "basketball", "ncaa-division-i")).toBeNull();
  });
});
