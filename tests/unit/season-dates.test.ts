import { describe, expect, it } from "vitest";
import { gamesPerTeam } from "../../backend/import/standings/season-dates";

describe("games per team of a season", () => {
  it("is the count most teams played, a rainout or two short of it allowed", () => {
    expect(gamesPerTeam([82, 82, 82, 82])).toBe(82);
    expect(gamesPerTeam([162, 162, 161, 162, 163])).toBe(162);
  });

  it("is unknown where no count is played by more than half the teams", () => {
    // The NBA's 2019-20 after the suspension: 64 to 75 games, ten teams at 72 of 30.
    expect(gamesPerTeam([...Array(10).fill(72), ...Array(10).fill(73), ...Array(10).fill(64)])).toBeNull();
    // Exactly half is not most.
    expect(gamesPerTeam([16, 16, 15, 14])).toBeNull();
    expect(gamesPerTeam([])).toBeNull();
  });
});
