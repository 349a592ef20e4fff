/**
 * Each club's side of an MLB game from the Retrosheet game logs
 * (backend/import/sources/mlb-game-teams.ts) on the run's database: the 2016 World Series game 7's
 * totals and pitchers of record, the Giants' 2001 opener's lineups, and every game of the held
 * seasons with both sides. Values checked by hand against glws.txt and gl2001.txt. Skipped when the
 * open datasets are absent.
 */
import { expect, it } from "vitest";
import { describeData } from "./support";

describeData("MLB team lines, lineups and pitchers of record (Retrosheet game logs)", (db) => {
  /** A stored person's name: our player's (people table) where linked, else the log's. */
  async function nameOf(ref: (string | number)[]): Promise<string> {
    if (typeof ref[0] !== "number") return String(ref[1]);
    const p = await db()
      .selectFrom("players")
      .innerJoin("people", "people.id", "players.person_id")
      .select(["people.first_name", "people.last_name"])
      .where("players.id", "=", ref[0])
      .executeTakeFirstOrThrow();
    return `${p.first_name} ${p.last_name}`;
  }

  async function sides(slug: string) {
    const game = await db()
      .selectFrom("games")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    const rows = await db()
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
    expect(await nameOf([away.starter_player_id!])).toBe("Kyle Hendricks");
    expect(await nameOf([home.starter_player_id!])).toBe("Corey Kluber");
    const roles = async (json: string | null) =>
      Promise.all(
        (JSON.parse(json ?? "[]") as [string, ...(string | number)[]][]).map(async ([role, ...ref]) => [
          role,
          await nameOf(ref),
          typeof ref[0] === "number",
        ]),
      );
    expect(await roles(away.decisions)).toEqual([
      ["W", "Aroldis Chapman", true],
      ["S", "Mike Montgomery", true],
      ["GWRBI", "Ben Zobrist", true],
    ]);
    expect(await roles(home.decisions)).toEqual([["L", "Bryan Shaw", true]]);
  });

  it("2001-04-02, Padres at Giants: Barry Bonds bats 3rd in left field, linked to his page", async () => {
    const { away, home } = await sides("mlb-2001-04-02-san-diego-padres-at-san-francisco-giants");
    const lineup = JSON.parse(home.lineup ?? "[]") as (string | number)[][];
    expect(lineup).toHaveLength(9);
    const top = await Promise.all(lineup.slice(0, 4).map(async (e) => [await nameOf(e), e.at(-1)]));
    expect(top).toEqual([
      ["Marvin Benard", 8],
      ["Rich Aurilia", 6],
      ["Barry Bonds", 7],
      ["Jeff Kent", 4],
    ]);
    const bonds = await db()
      .selectFrom("players")
      .select("slug")
      .where("id", "=", Number(lineup[2][0]))
      .executeTakeFirstOrThrow();
    expect(bonds.slug).toMatch(/^barry-bonds/);
    expect(await nameOf(JSON.parse(away.lineup ?? "[]")[0])).toBe("Damian Jackson");
    expect([away.h, home.h, away.ab, home.ab]).toEqual([7, 10, 33, 32]);
  });

  it("gives both clubs' totals and full lineups to every game of 1998-2024 and every postseason game since 1998", async () => {
    const row = await db()
      .selectFrom("games")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .where("league_key", "=", "mlb")
      .where("source", "=", "retrosheet")
      .where("game_date", ">=", "1998-01-01")
      .where(
        "id",
        "not in",
        db()
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

  it("links every starter and pitcher of record to a player (an unlinked one is stored by Retrosheet id and name)", async () => {
    const rows = await db()
      .selectFrom("baseball_game_teams")
      .select(["lineup", "decisions", "starter_retro_id"])
      .execute();
    let all = 0;
    let unlinked = 0;
    let withLineup = 0;
    for (const r of rows) {
      if (r.lineup !== null) withLineup++;
      for (const e of JSON.parse(r.lineup ?? "[]") as (string | number)[][]) {
        all++;
        if (typeof e[0] !== "number") unlinked++;
      }
      for (const e of JSON.parse(r.decisions ?? "[]") as (string | number)[][])
        if (typeof e[1] !== "number") unlinked++;
      if (r.starter_retro_id !== null) unlinked++;
    }
    // Early game logs name no full lineup for some clubs (field 161 says how complete a row is):
    // 425,395 of the 465,904 club rows of 1871-2024 have one, nine starters each.
    expect(withLineup).toBe(425395);
    expect(all).toBe(withLineup * 9);
    expect(all).toBeGreaterThan(1_000_000);
    expect(unlinked).toBe(0);
  });
});
