import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import type { BaseballGameBatting, BaseballGamePitching } from "@domain/contract/types";
import { gameResult, logSeasons } from "~/lib/game-log";
import { sortBaseballLog } from "~/lib/game-log-sort";

const key = (date: string, teamScore: number, opponentScore: number) => ({
  season: Number(date.slice(0, 4)),
  world_series: true,
  game_slug: `mlb-${date}`,
  game_date: date,
  team_code: "NYY",
  opponent_code: "BRO",
  home: true,
  team_score: teamScore,
  opponent_score: opponentScore,
});
const batting = (date: string, h: number, hr: number): BaseballGameBatting => ({
  ...key(date, 2, 0),
  slot: 9,
  positions: "p",
  ab: 4,
  r: 0,
  h,
  doubles: 0,
  triples: 0,
  hr,
  rbi: 0,
  bb: 0,
  so: 1,
  sb: 0,
});
const pitching = (date: string, outs: number, h: number): BaseballGamePitching => ({
  ...key(date, 2, 0),
  outs,
  h,
  r: 0,
  er: 0,
  bb: 0,
  so: 7,
  hr: 0,
  decision: "W",
});
const dates = (rows: readonly { game_date: string }[]) => rows.map((g) => g.game_date);

describe("a game log's seasons", () => {
  const games = [{ season: 1955 }, { season: 1956 }, { season: 1956 }, { season: 1957 }];

  it("lists each season once, newest first, and takes the URL's season only where it has games", () => {
    expect(logSeasons(games, 1956)).toEqual({ seasons: [1957, 1956, 1955], chosen: 1956 });
    expect(logSeasons(games, 1960).chosen).toBeNull();
    expect(logSeasons(games, null).chosen).toBeNull();
    expect(logSeasons([], 1956)).toEqual({ seasons: [], chosen: null });
  });
});

describe("a game's result from the player's side", () => {
  it.each([
    [2, 0, "W 2-0"],
    [3, 5, "L 3-5"],
    [4, 4, "T 4-4"],
  ])("%i-%i reads %s", (team, opponent, text) => {
    expect(gameResult({ team_score: team, opponent_score: opponent })).toBe(text);
  });

  it("is empty without a score", () => {
    expect(gameResult({ team_score: null, opponent_score: 3 })).toBe("");
  });
});

describe("sorting an MLB postseason game log", () => {
  const bats = [batting("1956-10-03", 1, 0), batting("1956-10-08", 0, 0), batting("1956-10-10", 2, 1)];
  const pitches = [pitching("1956-10-05", 5, 4), pitching("1956-10-08", 27, 0)];

  it("sorts batting games by a batting figure, highest first", () => {
    expect(dates(sortBaseballLog(bats, { key: "h", dir: "desc" }))).toEqual([
      "1956-10-10",
      "1956-10-03",
      "1956-10-08",
    ]);
  });

  it("sorts pitching games by innings (outs) and by hits allowed under their own keys", () => {
    expect(dates(sortBaseballLog(pitches, { key: "ip", dir: "desc" }))).toEqual(["1956-10-08", "1956-10-05"]);
    expect(dates(sortBaseballLog(pitches, { key: "p_h", dir: "asc" }))).toEqual(["1956-10-08", "1956-10-05"]);
  });

  itGives("leaves each table in its own order under the other table's key", dates, [
    [sortBaseballLog(pitches, { key: "h", dir: "asc" }), ["1956-10-05", "1956-10-08"]],
    [sortBaseballLog(bats, { key: "ip", dir: "desc" }), dates(bats)],
    [sortBaseballLog(bats, { key: "p_h", dir: "desc" }), dates(bats)],
  ]);
});
