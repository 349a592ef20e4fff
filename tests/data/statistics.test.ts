/**
 * The statistics registry against the run's database: every ranked statistic has rows on each of
 * its boards (each scope, and each league or position the board is split by), franchise boards
 * where the registry says so, and no stored board that the registry lacks. A statistic whose
 * build column or formula is wrong leaves a board empty, which fails here by name.
 */
import { beforeAll, expect, it } from "vitest";
import { describeData } from "./support";
import { ALL_LEADER_STATS, boardKeys, leaderScopesOf } from "../../domain/leaders";

describeData("leader boards of every registered statistic", (db) => {
  let boards: Map<string, number>;

  beforeAll(async () => {
    const rows = await db()
      .selectFrom("stat_leaders")
      .select(["league_key", "scope", "stat", "league", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy(["league_key", "scope", "stat", "league"])
      .execute();
    // Keys are unique within a league (MLB's and the NBA's "g" are two statistics).
    boards = new Map(rows.map((r) => [`${r.league_key}:${r.stat}/${r.scope}/${r.league}`, Number(r.n)]));
  });

  it("fills each scope of each board of each ranked statistic (a season-only one: its season board; no 'active' where the sport has none)", () => {
    const empty: string[] = [];
    for (const stat of ALL_LEADER_STATS)
      for (const scope of leaderScopesOf(stat))
        for (const league of boardKeys(stat)) {
          const key = `${stat.league}:${stat.key}/${scope}/${league}`;
          if (!boards.get(key)) empty.push(key);
        }
    expect(empty).toEqual([]);
  });

  it("fills franchise boards of the statistics marked franchise, and only those", () => {
    const franchise = new Set(ALL_LEADER_STATS.filter((s) => s.franchise).map((s) => `${s.league}:${s.key}`));
    const stored = new Set(
      [...boards.keys()].filter((k) => k.includes("/franchise/")).map((k) => k.split("/")[0]),
    );
    expect([...stored].sort()).toEqual([...franchise].sort());
  });

  it("stores no board of a statistic the registry lacks, nor a scope its sport has not", () => {
    const known = new Set(ALL_LEADER_STATS.map((s) => `${s.league}:${s.key}`));
    expect([...boards.keys()].filter((k) => !known.has(k.split("/")[0]))).toEqual([]);
    const scopes = new Map(
      ALL_LEADER_STATS.map((s) => [`${s.league}:${s.key}`, leaderScopesOf(s) as readonly string[]]),
    );
    expect(
      [...boards.keys()].filter((k) => {
        const [stat, scope] = k.split("/");
        return scope !== "franchise" && !scopes.get(stat)?.includes(scope);
      }),
    ).toEqual([]);
  });

  it("keeps at most 250 rows per board, ranked from 1", async () => {
    for (const [key, n] of boards) if (!key.includes("/franchise/")) expect(n, key).toBeLessThanOrEqual(250);
    const firsts = await db()
      .selectFrom("stat_leaders")
      .select(["league_key", "stat", "scope", "league", (eb) => eb.fn.min("rank").as("first")])
      .where("scope", "!=", "franchise")
      .groupBy(["league_key", "stat", "scope", "league"])
      .execute();
    expect(firsts.filter((f) => Number(f.first) !== 1)).toEqual([]);
  });
});
