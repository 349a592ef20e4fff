/**
 * Each club's side of an MLB game from the Retrosheet game logs
 * (backend/import/sources/mlb-game-teams.ts) on the run's database: the 2016 World Series game 7's
 * totals and pitchers of record, the Giants' 2001 opener's lineups, and every game of the held
 * seasons with both sides. Values checked by hand against glws.txt and gl2001.txt. Skipped when the
 * open datasets are absent.
 */
import { describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { dataDirOrSkip, withTestDatabase } from "./support";
import type { Database } from "../../backend/db/schema";

const dataDir = dataDirOrSkip("tests/data/mlb-game-teams");

describe.skipIf(!dataDir)("MLB team lines, lineups and pitchers of record (Retrosheet game logs)", () => {
  let db: Kysely<Database>;
  withTestDatabase((opened) => {
    db = opened;
  });

  async function sides(slug: string) {
    const game = await db.selectFrom("games").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom("baseball_game_teams")
      .selectAll()
      .where("game_id", "=", game.id)
      .execute();
    return {
      away: rows.find((r) => r.side === "away")!,
      home: rows.find((r) => r.side === "home")!,
      count: rows.length,
    };
  }

  it("2016 World Series game 7: the Cubs' 13 hits and 3 errors, Cleveland's 11 hits; Chapman W, Shaw L, Montgomery S", async () => {
    const { away, home, count } = await sides("mlb-2016-11-02-chicago-cubs-at-cleveland-guardians");
    expect(count).toBe(2);
    expect(away).toMatchObject({ ab: 39, h: 13, doubles: 2, hr: 3, rbi: 8, bb: 4, so: 5, lob: 7 });
    expect(away).toMatchObject({ pitchers: 5, er: 5, team_er: 5, wp: 1, po: 30, a: 14, e: 3, dp: 1 });
    expect(home).toMatchObject({ ab: 40, h: 11, doubles: 2, hr: 1, rbi: 5, bb: 3, so: 9, lob: 7, e: 1 });
    expect(away.starter_name).toBe("Kyle Hendricks");
    expect(home.starter_name).toBe("Corey Kluber");
    const roles = (json: string | null) =>
      (JSON.parse(json ?? "[]") as [string, string, string, number | null][]).map(([role, , name, id]) => [
        role,
        name,
        id !== null,
      ]);
    expect(roles(away.decisions)).toEqual([
      ["W", "Aroldis Chapman", true],
      ["S", "Mike Montgomery", true],
      ["GWRBI", "Ben Zobrist", true],
    ]);
    expect(roles(home.decisions)).toEqual([["L", "Bryan Shaw", true]]);
  });

  it("2001-04-02, Padres at Giants: Barry Bonds bats 3rd in left field, linked to his page", async () => {
    const { away, home } = await sides("mlb-2001-04-02-san-diego-padres-at-san-francisco-giants");
    const lineup = JSON.parse(home.lineup ?? "[]") as [string, string, number, number | null][];
    expect(lineup).toHaveLength(9);
    expect(lineup.map(([, name, position]) => [name, position]).slice(0, 4)).toEqual([
      ["Marvin Benard", 8],
      ["Rich Aurilia", 6],
      ["Barry Bonds", 7],
      ["Jeff Kent", 4],
    ]);
    const bonds = await db
      .selectFrom("players")
      .select("slug")
      .where("id", "=", lineup[2][3])
      .executeTakeFirstOrThrow();
    expect(bonds.slug).toMatch(/^barry-bonds/);
    expect(JSON.parse(away.lineup ?? "[]")[0][1]).toBe("Damian Jackson");
    expect([away.h, home.h, away.ab, home.ab]).toEqual([7, 10, 33, 32]);
  });

  it("gives both clubs' totals and full lineups to every game of 1998-2024 and every postseason game since 1998", async () => {
    const row = await db
      .selectFrom("games")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .where("league_key", "=", "mlb")
      .where("source", "=", "retrosheet")
      .where("game_date", ">=", "1998-01-01")
      .where(
        "id",
        "not in",
        db
          .selectFrom("baseball_game_teams")
          .select("game_id")
          .where("lineup", "is not", null)
          .where("ab", "is not", null)
          .groupBy("game_id")
          .having(({ fn }) => fn.countAll(), "=", 2),
      )
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(0);
  });

  it("links nearly every starter to a player: unlinked lineup entries are few", async () => {
    const rows = await db
      .selectFrom("baseball_game_teams")
      .select("lineup")
      .where("lineup", "is not", null)
      .execute();
    let all = 0;
    let unlinked = 0;
    for (const r of rows)
      for (const p of JSON.parse(r.lineup!) as [string, string, number, number | null][]) {
        all++;
        if (p[3] === null) unlinked++;
      }
    expect(all).toBeGreaterThan(1_000_000);
    expect(unlinked).toBe(0);
  });
});
