import { describe, expect, it } from "vitest";
import type { BasketballGameLine, FootballGameLine } from "@domain/contract/types";
import { NO_FOOTBALL_FIGURES } from "@domain/football-stats";
import { DEFAULT_LOG_SORT, logSortOf, sortBasketballLog, sortFootballLog } from "~/lib/game-log-sort";

const game = (date: string, pts: number, extra: Partial<BasketballGameLine> = {}): BasketballGameLine => ({
  season: 2015,
  playoffs: false,
  dnp: null,
  game_slug: null,
  game_date: date,
  team_code: "CLE",
  opponent_code: "GSW",
  home: true,
  team_score: 100,
  opponent_score: 90,
  seconds: 2000,
  fg: 10,
  fga: 20,
  x3p: 1,
  x3pa: 4,
  ft: 5,
  fta: 6,
  trb: 8,
  ast: 7,
  stl: 1,
  blk: 1,
  tov: 3,
  pf: 2,
  pts,
  plus_minus: 5,
  ...extra,
});

describe("sorting a game log", () => {
  const log = [game("2015-10-27", 19), game("2015-10-28", 37), game("2015-10-30", 0, { dnp: "DNP - Rest" })];
  const dates = (rows: readonly { game_date: string | null }[]) => rows.map((g) => g.game_date);

  it("keeps the log's own order by default", () => {
    expect(dates(sortBasketballLog(log, DEFAULT_LOG_SORT))).toEqual([
      "2015-10-27",
      "2015-10-28",
      "2015-10-30",
    ]);
  });

  it("sorts by a figure, highest first, a game not played last in either direction", () => {
    expect(dates(sortBasketballLog(log, { key: "pts", dir: "desc" }))).toEqual([
      "2015-10-28",
      "2015-10-27",
      "2015-10-30",
    ]);
    expect(dates(sortBasketballLog(log, { key: "pts", dir: "asc" }))).toEqual([
      "2015-10-27",
      "2015-10-28",
      "2015-10-30",
    ]);
    expect(dates(sortBasketballLog(log, { key: "date", dir: "desc" }))).toEqual([
      "2015-10-30",
      "2015-10-28",
      "2015-10-27",
    ]);
  });

  it("sorts a football log by yards and puts the postseason after week 17 by week", () => {
    const line = (week: number, type: "REG" | "POST", yds: number): FootballGameLine => ({
      ...NO_FOOTBALL_FIGURES,
      game_date: null,
      week,
      season: 2016,
      team_code: "NE",
      season_type: type,
      opponent_code: "ATL",
      pass_yds: yds,
      game_slug: null,
    });
    const games = [line(21, "POST", 466), line(5, "REG", 406), line(17, "REG", 276)];
    expect(sortFootballLog(games, { key: "pass_yds", dir: "desc" }).map((g) => g.pass_yds)).toEqual([
      466, 406, 276,
    ]);
    expect(sortFootballLog(games, { key: "week", dir: "desc" }).map((g) => g.week)).toEqual([21, 17, 5]);
  });

  it("sorts only the log's own columns", () => {
    expect(logSortOf("pts")).toBe("desc");
    expect(logSortOf("opp")).toBe("asc");
    expect(logSortOf("toString")).toBeUndefined();
  });
});
