/** The build's check that no person appears twice in one team-season (backend/import/sources/rosters.ts). */
import { describe, expect, it } from "vitest";
import { personsTwiceOnARoster } from "../../backend/import/sources/rosters";

describe("personsTwiceOnARoster", () => {
  const personOf = new Map([
    [1, 100],
    [2, 100],
    [3, 300],
  ]);
  it("names a team-season whose roster holds two player rows of one person", () => {
    const entries = [
      { team_id: 7, season: 1995, player_id: 1 },
      { team_id: 7, season: 1995, player_id: 2 },
      { team_id: 7, season: 1995, player_id: 3 },
    ];
    expect(personsTwiceOnARoster(entries, personOf)).toEqual(["7:1995 person 100: players 1, 2"]);
  });
  it("lets one person play for two clubs, or for one club in two seasons", () => {
    const entries = [
      { team_id: 7, season: 1995, player_id: 1 },
      { team_id: 8, season: 1995, player_id: 2 },
      { team_id: 7, season: 1996, player_id: 2 },
    ];
    expect(personsTwiceOnARoster(entries, personOf)).toEqual([]);
  });
});
