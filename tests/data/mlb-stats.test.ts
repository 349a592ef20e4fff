/**
 * MLB regular-season lines from lahman-2025-stats (backend/import/sources/lahman-stats.ts), on the
 * run's database (tests/support/test-database.ts): the row counts, famous careers summed from
 * the season totals, the per-team rows of a traded player's season, and the cross-check of the
 * postseason files against the regular-season lines. Skipped when the open datasets are absent.
 */
import { expect, it } from "vitest";
import { describeData, fileCounts, onePlayerId } from "./support";
import { sql } from "kysely";

describeData("MLB regular-season lines (Lahman 2025 edition, 1871-2024)", (db, log) => {
  const playerId = (first: string, last: string, rookie: number) =>
    onePlayerId(db(), "mlb", first, last, rookie);

  async function career(
    table: "batting_lines" | "pitching_lines",
    id: number,
    column: string,
  ): Promise<number> {
    const row = await db()
      .selectFrom(table)
      .select(sql<number>`sum(${sql.ref(column)})`.as("n"))
      .where("player_id", "=", id)
      .where("stint", "=", 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it("reads every row of Batting, Pitching and Fielding, linking each to a player or counting it", () => {
    const line = (name: string) => fileCounts(log(), `lahman-2025-stats/${name}.csv`);
    expect(line("Batting")).toMatch(/read 115450, imported \d+/);
    expect(line("Pitching")).toMatch(/read 52344, imported \d+/);
    expect(line("Fielding")).toMatch(/read 153656, imported \d+/);
    for (const name of ["Batting", "Pitching", "Fielding"]) {
      const m = /read (\d+), imported (\d+)(?:, (\d+) not applicable)?, rejected 0/.exec(line(name));
      expect(m, name).not.toBeNull();
      expect(Number(m![2]) + Number(m![3] ?? 0)).toBe(Number(m![1]));
    }
  });

  it("one total row per player-season; per-team rows only for seasons with several stints", async () => {
    const dup = await sql<{
      n: number;
    }>`select count(*) as n from (select player_id, season_start_year from batting_lines
      where stint = 0 group by 1, 2 having count(*) > 1)`.execute(db());
    expect(Number(dup.rows[0].n)).toBe(0);
    const lonely = await sql<{
      n: number;
    }>`select count(*) as n from (select player_id, season_start_year from batting_lines
      group by 1, 2 having count(*) = 2)`.execute(db());
    expect(Number(lonely.rows[0].n)).toBe(0);
  });

  it("famous careers: Aaron 755 HR and 3,771 H, Ruth 714, Bonds 762, Young 511 W, Ryan 5,714 SO, Henderson 1,406 SB", async () => {
    const aaron = await playerId("Hank", "Aaron", 1954);
    expect(await career("batting_lines", aaron, "hr")).toBe(755);
    expect(await career("batting_lines", aaron, "h")).toBe(3771);
    expect(await career("batting_lines", await playerId("Babe", "Ruth", 1914), "hr")).toBe(714);
    expect(await career("batting_lines", await playerId("Barry", "Bonds", 1986), "hr")).toBe(762);
    expect(await career("pitching_lines", await playerId("Cy", "Young", 1890), "w")).toBe(511);
    expect(await career("pitching_lines", await playerId("Nolan", "Ryan", 1966), "so")).toBe(5714);
    expect(await career("batting_lines", await playerId("Rickey", "Henderson", 1979), "sb")).toBe(1406);
  });

  it("a traded player's season: Rickey Henderson 1989 is a TOT row plus one row per club that sums to it", async () => {
    const rows = await db()
      .selectFrom("batting_lines")
      .select(["stint", "team_code", "team_id", "sb", "h"])
      .where("player_id", "=", await playerId("Rickey", "Henderson", 1979))
      .where("season_start_year", "=", 1989)
      .orderBy("stint")
      .execute();
    expect(rows.map((r) => r.team_code)).toEqual(["TOT", "NYA", "OAK"]);
    expect(rows[0].team_id).toBeNull();
    expect(rows[1].team_id).not.toBeNull();
    expect(rows[0].sb).toBe(77);
    expect(rows[1].sb! + rows[2].sb!).toBe(77);
  });

  it("cross-checks the postseason files against the regular-season lines and reports each count", () => {
    const line = log().find((m) => /postseason rows \d+ checked/.test(m)) ?? "";
    const m =
      /postseason rows (\d+) checked .*: (\d+) players unknown, (\d+) player-seasons without a line, (\d+) with another club/.exec(
        line,
      );
    expect(m, line).not.toBeNull();
    // Not errors: Mark Kiger (kigerma01) played in the 2006 ALCS and never in a regular-season
    // game; nine players debuted in a postseason (Raúl Mondesí 2015, Shane McClanahan 2020, ...);
    // two 1880s rows name a club the player is not listed with that season. Pinned so a change in
    // either file shows up here.
    expect({ unknown: Number(m![2]), noSeasonLine: Number(m![3]), otherTeam: Number(m![4]) }).toEqual({
      unknown: 1,
      noSeasonLine: 9,
      otherTeam: 2,
    });
    expect(line).toMatch(/postseason rows 23614 checked/);
  });
});
