import { describe, expect, it } from "vitest";
import { NO_FOOTBALL_FIGURES } from "@domain/football-stats";
import {
  careerNames,
  dropRepeatedGames,
  isFullName,
  seasonLinesOf,
  splitName,
  touchdownsOverPoints,
} from "../../backend/import/sources/nfl-careers";

const figures = NO_FOOTBALL_FIGURES;

describe("NFL career names", () => {
  it("tells full names from abbreviated ones", () => {
    expect(isFullName("Tom Brady")).toBe(true);
    expect(isFullName("T.Brady")).toBe(false);
    expect(isFullName("A.St. Brown")).toBe(false);
    expect(splitName("Odell Beckham Jr.")).toEqual({ first_name: "Odell", last_name: "Beckham Jr." });
  });

  it("takes the full name a file gives for the same id, else keeps the abbreviated one as written", () => {
    const names = careerNames(
      [
        { player_id: "00-1", player_name: "T.Brady", season: 2005 },
        { player_id: "00-1", player_name: "T.Brady", season: 2020, player_display_name: "Tom Brady" },
        { player_id: "00-2", player_name: "P.Manning", season: 2013 },
        { player_id: "00-3", player_name: "J.Rice", season: 2004 },
      ],
      [
        { id: "00-2", name: "Peyton Manning", season: 2015 },
        // A quarterback name of another id never names this one.
        { id: "00-9", name: "Jerry Rice", season: 2004 },
      ],
    );
    expect(names.get("00-1")).toEqual({ name: "Tom Brady", full: true, from: "display" });
    expect(names.get("00-2")).toEqual({ name: "Peyton Manning", full: true, from: "quarterback" });
    expect(names.get("00-3")).toEqual({ name: "J.Rice", full: false, from: "abbreviated" });
    expect(names.has("00-9")).toBe(false);
  });
});

describe("NFL lines", () => {
  it("rejects both of a player's two rows of one game", () => {
    const row = (player_id: string, week: number) => ({
      player_id,
      season: 2005,
      week,
      season_type: "REG" as const,
    });
    const { kept, repeated } = dropRepeatedGames([row("a", 15), row("a", 15), row("a", 16), row("b", 15)]);
    expect(kept).toHaveLength(2);
    expect(repeated).toHaveLength(2);
  });

  it("sums a season per club, with a total line over several clubs", () => {
    const game = (week: number, team_code: string, rush_yds: number) => ({
      player_id: 7,
      season_start_year: 2020,
      season_type: "REG",
      week,
      team_id: team_code === "TEN" ? 1 : 2,
      team_code,
      ...figures,
      rush_yds,
    });
    const lines = seasonLinesOf([game(1, "TEN", 100), game(2, "TEN", 50), game(3, "SEA", 10)], () => null);
    expect(lines.map((l) => [l.stint, l.team_code, l.rush_yds, l.games])).toEqual([
      [0, "TOT", 160, 3],
      [1, "TEN", 150, 2],
      [2, "SEA", 10, 1],
    ]);
  });

  it("names the games where a club's touchdowns times six exceed its points", () => {
    const line = (game_id: number, rush_td: number, rec_td: number) => ({
      game_id,
      team_code: "CLE",
      rush_td,
      rec_td,
    });
    const over = touchdownsOverPoints([line(1, 1, 1), line(1, 0, 1), line(2, 2, 0), line(3, 5, 0)], (id) =>
      id === 1 ? 13 : id === 2 ? 14 : null,
    );
    expect(over).toEqual([{ game_id: 1, team_code: "CLE", touchdowns: 3, points: 13 }]);
  });
});
