/**
 * MLB postseason box scores and play-by-play from the Retrosheet event files
 * (backend/import/sources/mlb-box-scores.ts) on the run's database: Larsen's perfect game, the 2016
 * World Series game 7, every postseason game with a box score, by decade, every line linked to a
 * player. Skipped when the open datasets are absent.
 */
import { expect, it } from "vitest";
import { describeData } from "./support";

describeData("MLB postseason box scores (Retrosheet event files 1903-2023)", (db) => {
  async function gameId(slug: string): Promise<number> {
    const row = await db()
      .selectFrom("games")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("1956 World Series game 5: Don Larsen 9 IP, 0 H, 0 R, 7 SO, and 27 Dodgers outs in the play-by-play", async () => {
    const id = await gameId("mlb-1956-10-08-los-angeles-dodgers-at-new-york-yankees");
    const larsen = await db()
      .selectFrom("baseball_game_pitching")
      .selectAll()
      .where("game_id", "=", id)
      .where("name", "=", "Don Larsen")
      .executeTakeFirstOrThrow();
    expect(larsen).toMatchObject({ side: "home", outs: 27, h: 0, r: 0, er: 0, bb: 0, so: 7, decision: "W" });
    expect(larsen.player_id).not.toBeNull();
    const plays = await db()
      .selectFrom("baseball_game_plays")
      .selectAll()
      .where("game_id", "=", id)
      .execute();
    const dodgers = plays.filter((p) => p.half === "top");
    expect(dodgers.reduce((a, p) => a + p.outs, 0)).toBe(27);
    expect(dodgers.at(-1)?.text).toBe("Mitchell pinch-hit for Maglie. Larsen struck out Mitchell");
    expect(plays.some((p) => p.text === "Mantle homered to right")).toBe(true);
    const yankees = await db()
      .selectFrom("baseball_game_batting")
      .select(({ fn }) => [fn.sum<number>("r").as("r"), fn.sum<number>("h").as("h")])
      .where("game_id", "=", id)
      .where("side", "=", "home")
      .executeTakeFirstOrThrow();
    expect(yankees).toEqual({ r: 2, h: 5 });
  });

  it("2016 World Series game 7: Aroldis Chapman the winning pitcher, Shaw the loser, Montgomery the save", async () => {
    const id = await gameId("mlb-2016-11-02-chicago-cubs-at-cleveland-guardians");
    const marks = await db()
      .selectFrom("baseball_game_pitching")
      .select(["name", "decision"])
      .where("game_id", "=", id)
      .where("decision", "is not", null)
      .orderBy("decision")
      .execute();
    expect(marks).toEqual([
      { name: "Bryan Shaw", decision: "L" },
      { name: "Mike Montgomery", decision: "S" },
      { name: "Aroldis Chapman", decision: "W" },
    ]);
    const last = await db()
      .selectFrom("baseball_game_plays")
      .selectAll()
      .where("game_id", "=", id)
      .orderBy("seq", "desc")
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ inning: 10, half: "bottom", away_score: 8, home_score: 7 });
  });

  it("gives a box score to every postseason game, by decade", async () => {
    const rows = await db()
      .selectFrom("games")
      .select(["game_date"])
      .where("league_key", "=", "mlb")
      .where("game_type", "in", ["postseason", "championship"])
      .where("id", "in", db().selectFrom("baseball_game_batting").select("game_id"))
      .execute();
    const byDecade: Record<string, number> = {};
    for (const r of rows)
      byDecade[`${r.game_date.slice(0, 3)}0s`] = (byDecade[`${r.game_date.slice(0, 3)}0s`] ?? 0) + 1;
    expect(byDecade).toEqual({
      "1900s": 36,
      "1910s": 58,
      "1920s": 60,
      "1930s": 54,
      "1940s": 60,
      "1950s": 61,
      "1960s": 66,
      "1970s": 140,
      "1980s": 176,
      "1990s": 228,
      "2000s": 322,
      "2010s": 356,
      "2020s": 171,
    });
    const all = await db()
      .selectFrom("games")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .where("league_key", "=", "mlb")
      .where("game_type", "in", ["postseason", "championship"])
      .executeTakeFirstOrThrow();
    expect(Number(all.n)).toBe(rows.length);
  });

  it("links every batter and pitcher to a player", async () => {
    for (const table of ["baseball_game_batting", "baseball_game_pitching"] as const) {
      const row = await db()
        .selectFrom(table)
        .select(({ fn }) => fn.countAll<number>().as("n"))
        .where("player_id", "is", null)
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBe(0);
    }
  });
});
