/**
 * Box scores on the run's database (backend/http/routes/box-scores.ts over basketball_game_lines
 * and football_game_lines): known games as the page shows them, a count per NBA season, and the
 * build's sum (each team's players' points equal its score) held by every stored game.
 */
import { expect, it } from "vitest";
import { sql } from "kysely";
import { describeData } from "./support";
import {
  basketballBoxScore,
  boxScoreLine,
  boxScoreOf,
  gamesWithLinesPerSeason,
  seasonGameLog,
} from "./box-score-support";
import type { FootballBoxScore } from "../../domain/contract/types";

describeData("box scores (NBA.com game logs 2015-16 to 2024-25, nflverse 1999-2023)", (db) => {
  const basketball = (slug: string) => basketballBoxScore(db(), slug);
  const line = boxScoreLine;

  it("Kobe Bryant's 60 points in his last game, 2016-04-13 against the Jazz", async () => {
    const box = await basketball("nba-2016-04-13-utah-jazz-at-los-angeles-lakers");
    const kobe = line(box, "Kobe Bryant");
    expect(kobe).toMatchObject({ side: "home", pts: 60, fg: 22, fga: 50, player_slug: "kobe-bryant" });
    expect(box.teams.map((t) => t.totals.pts)).toEqual([96, 101]);
    expect(box.teams[1]!.players[0]!.player_name).toBe("Kobe Bryant");
  });

  it("Luka Dončić's 73 at Atlanta, 2024-01-26", async () => {
    const box = await basketball("nba-2024-01-26-dallas-mavericks-at-atlanta-hawks");
    expect(line(box, "Luka Dončić")).toMatchObject({ side: "away", pts: 73, fg: 25, fga: 33 });
    expect(box.teams.map((t) => t.totals.pts)).toEqual([148, 143]);
  });

  it("Tom Brady's 466 passing yards in Super Bowl LI", async () => {
    const box = (await boxScoreOf(
      db(),
      "nfl-2017-02-05-new-england-patriots-at-atlanta-falcons",
    )) as FootballBoxScore;
    expect(box.kind).toBe("football");
    const brady = box.teams.flatMap((t) => t.players).find((p) => p.player_name === "Tom Brady");
    expect(brady).toMatchObject({ pass_cmp: 43, pass_att: 62, pass_yds: 466, pass_td: 2, pass_int: 1 });
  });

  it("holds the games of each NBA season our games hold, all but one that does not add up", async () => {
    expect(await gamesWithLinesPerSeason(db(), "regular")).toEqual({
      2015: 1230,
      2016: 1229,
      2017: 1230,
      2018: 1230,
      2019: 1059,
      2020: 1080,
      2021: 1230,
      2022: 1230,
      2023: 1230,
      2024: 1230,
    });
  });

  it("every stored NBA game's players' points equal each team's score", async () => {
    const off = await db()
      .selectFrom("basketball_game_lines as l")
      .innerJoin("games as g", "g.id", "l.game_id")
      .select(["g.slug", "l.is_home", sql<number>`sum(l.pts)`.as("pts"), "g.home_score", "g.away_score"])
      .groupBy(["g.slug", "l.is_home", "g.home_score", "g.away_score"])
      .having(sql<boolean>`sum(l.pts) <> case when l.is_home = 1 then g.home_score else g.away_score end`)
      .execute();
    expect(off).toEqual([]);
  });

  it("LeBron James's 2015-16 game log lists 76 games, each linking to its game", async () => {
    const games = await seasonGameLog(db(), "lebron-james", 2015, false);
    expect(games).toHaveLength(76);
    expect(games.every((g) => g.game_slug !== null)).toBe(true);
  });

  it("a game without a box score answers none", async () => {
    const box = await boxScoreOf(db(), "nba-2024-06-17-dallas-mavericks-at-boston-celtics");
    expect(box).toMatchObject({ kind: "none" });
  });
});
