/**
 * Similar players (backend/import/steps/similar-players.ts) on the run's database: Hank Aaron's ten
 * most similar batters are the top ten of every compared batter by Bill James's score
 * (domain/similarity.ts), recomputed here from the career totals of batting_lines and each batter's
 * position value as the build compared it; a pitcher's list likewise; other leagues have none.
 */
import { sql } from "kysely";
import { expect, it } from "vitest";
import {
  battingSimilarity,
  pitchingSimilarity,
  POSITION_VALUES,
  SIMILAR_PER_PLAYER,
  type BattingCareer,
  type PitchingCareer,
} from "../../domain/similarity";
import { describeData, onePlayerId } from "./support";

describeData("similar players (Bill James's similarity scores)", (db, log) => {
  async function batters(): Promise<Map<number, BattingCareer>> {
    const rows = await db()
      .selectFrom("batting_lines as b")
      .innerJoin("similar_players as s", (j) =>
        j.onRef("s.player_id", "=", "b.player_id").on("s.kind", "=", "batting").on("s.rank", "=", 1),
      )
      .select([
        "b.player_id",
        "s.position_value",
        sql<number>`sum(b.g)`.as("g"),
        sql<number>`sum(b.ab)`.as("ab"),
        sql<number>`sum(b.r)`.as("r"),
        sql<number>`sum(b.h)`.as("h"),
        sql<number>`sum(b.doubles)`.as("doubles"),
        sql<number>`sum(b.triples)`.as("triples"),
        sql<number>`sum(b.hr)`.as("hr"),
        sql<number>`sum(coalesce(b.rbi, 0))`.as("rbi"),
        sql<number>`sum(b.bb)`.as("bb"),
        sql<number>`sum(coalesce(b.so, 0))`.as("so"),
        sql<number>`sum(coalesce(b.sb, 0))`.as("sb"),
      ])
      .where("b.stint", "=", 0)
      .groupBy(["b.player_id", "s.position_value"])
      .execute();
    return new Map(
      rows.map(({ player_id, position_value, ...c }) => [
        player_id,
        { ...c, position: Number(position_value) },
      ]),
    );
  }

  async function stored(playerId: number, kind: "batting" | "pitching") {
    return db()
      .selectFrom("similar_players")
      .select(["other_player_id", "score", "rank", "through_season"])
      .where("player_id", "=", playerId)
      .where("kind", "=", kind)
      .orderBy("rank")
      .execute();
  }

  it("Hank Aaron's ten most similar batters are the top ten by the published score over every compared batter", async () => {
    const aaron = await onePlayerId(db(), "mlb", "Hank", "Aaron");
    const all = await batters();
    const his = all.get(aaron)!;
    expect(his).toMatchObject({ hr: 755, h: 3771, ab: 12364 });
    // An outfielder (and a few seasons at first base): his position value is near the outfield's 48.
    expect(his.position).toBeGreaterThan(POSITION_VALUES["1B"]);
    expect(his.position).toBeLessThanOrEqual(POSITION_VALUES["2B"]);
    const ranked = [...all]
      .filter(([id]) => id !== aaron)
      .map(([id, c]) => ({ id, score: battingSimilarity(his, c) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, SIMILAR_PER_PLAYER);
    const list = await stored(aaron, "batting");
    expect(list.map((r) => r.other_player_id)).toEqual(ranked.map((r) => r.id));
    list.forEach((r, i) => expect(Number(r.score)).toBeCloseTo(ranked[i].score, 6));
    expect(list[0].through_season).toBe(2024);
    const mays = await onePlayerId(db(), "mlb", "Willie", "Mays");
    expect(list.map((r) => r.other_player_id)).toContain(mays);
  });

  it("a pitcher's list is scored by the pitchers' method (Greg Maddux)", async () => {
    const maddux = await onePlayerId(db(), "mlb", "Greg", "Maddux");
    const rows = await db()
      .selectFrom("pitching_lines as p")
      .innerJoin("similar_players as s", (j) =>
        j.onRef("s.player_id", "=", "p.player_id").on("s.kind", "=", "pitching").on("s.rank", "=", 1),
      )
      .select([
        "p.player_id",
        "s.throws",
        sql<number>`sum(p.w)`.as("w"),
        sql<number>`sum(p.l)`.as("l"),
        sql<number>`sum(p.g)`.as("g"),
        sql<number>`sum(p.gs)`.as("gs"),
        sql<number>`sum(p.cg)`.as("cg"),
        sql<number>`sum(p.ip_outs)`.as("ipOuts"),
        sql<number>`sum(p.h)`.as("h"),
        sql<number>`sum(p.er)`.as("er"),
        sql<number>`sum(p.bb)`.as("bb"),
        sql<number>`sum(p.so)`.as("so"),
        sql<number>`sum(p.sho)`.as("sho"),
        sql<number>`sum(p.sv)`.as("sv"),
      ])
      .where("p.stint", "=", 0)
      .groupBy(["p.player_id", "s.throws"])
      .execute();
    const all = new Map<number, PitchingCareer>(rows.map(({ player_id, ...c }) => [player_id, c]));
    const his = all.get(maddux)!;
    expect(his).toMatchObject({ w: 355, l: 227, throws: "R" });
    const ranked = [...all]
      .filter(([id]) => id !== maddux)
      .map(([id, c]) => ({ id, score: pitchingSimilarity(his, c) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, SIMILAR_PER_PLAYER);
    const list = await stored(maddux, "pitching");
    expect(list.map((r) => r.other_player_id)).toEqual(ranked.map((r) => r.id));
  });

  it("only MLB players have similar players, and the build log counts who was compared", async () => {
    const leagues = await db().selectFrom("similar_players").select("league_key").distinct().execute();
    expect(leagues.map((r) => r.league_key)).toEqual(["mlb"]);
    expect(log().find((l) => l.includes("similar_players"))).toMatch(
      /similar_players \d+: \d+ batters \(500\+ AB; \d+ without a position but pitcher left out\), \d+ pitchers/,
    );
  });
});
