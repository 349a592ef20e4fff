/**
 * NBA, BAA and ABA regular-season lines (backend/import/sources/nba-lines.ts) on the run's
 * database: known seasons and careers from both sources, a traded player's season counted once,
 * every row linked or rejected, and the sums the build must keep: a club's players' points equal
 * its points (Team Totals.csv), a player's clubs sum to his season, no player twice in a
 * team-season. Skipped when the open datasets are absent.
 */
import { expect, it } from "vitest";
import { sql } from "kysely";
import { openDataDir } from "../../backend/import/sources/common";
import { describeData, fileCounts, onePlayerId } from "./support";
import { bbrefTeamTotals } from "../../backend/import/readers/bball-reference";
import { TEAM_POINTS_AGREE_FROM } from "../../backend/import/sources/nba-lines";
import { seasonLabel } from "../../domain/season";

describeData("NBA player lines (Basketball-Reference 1946-47 to 2020-21, NBA.com to 2024-25)", (db, log) => {
  const playerId = (first: string, last: string) => onePlayerId(db(), "nba", first, last);

  const season = async (id: number, startYear: number) =>
    db()
      .selectFrom("basketball_lines")
      .selectAll()
      .where("player_id", "=", id)
      .where("season_start_year", "=", startYear)
      .orderBy("stint")
      .execute();

  it("reads every row of both sources, each linked to a player or rejected with its line", () => {
    const line = (file: string) => fileCounts(log(), file);
    expect(line("nba-player-totals-bref-1947-2021/Player Totals.csv")).toMatch(
      /read 29647, imported 29647, rejected 0/,
    );
    for (const [year, rows] of [
      [2021, 605],
      [2022, 539],
      [2023, 572],
      [2024, 569],
    ] as const) {
      const m = new RegExp(`${year}_nba\\.csv: read (\\d+), imported (\\d+), rejected (\\d+)`).exec(
        line(`nba-player-totals-nbaapi-2022-2025/${year}_nba.csv`),
      );
      expect(m, String(year)).not.toBeNull();
      expect(Number(m![1])).toBe(rows);
      // Every player is matched: by name and season, or by club and surname as the build log() names.
      expect([Number(m![2]), Number(m![3])]).toEqual([rows, 0]);
    }
    const renamed = log().find((m) => m.includes("NBA.com players matched by club and surname")) ?? "";
    expect(renamed).toContain("Ronald Holland II 2024 is Ron Holland (hollaro01)");
    expect(log().find((m) => m.includes("NBA.com season totals differ"))).not.toContain(
      "by club and surname",
    );
  });

  it("holds the known seasons of both sources", async () => {
    const wilt = await season(await playerId("Wilt", "Chamberlain"), 1961);
    expect(wilt[0]).toMatchObject({ stint: 0, team_code: "PHW", g: 80, mp: 3882, pts: 4029, trb: 2052 });
    const lebron = await season(await playerId("LeBron", "James"), 2019);
    expect(lebron[0]).toMatchObject({ team_code: "LAL", g: 67, pts: 1698 });
    const jokic = await season(await playerId("Nikola", "Jokić"), 2021);
    expect(jokic).toHaveLength(1);
    expect(jokic[0]).toMatchObject({
      team_code: "DEN",
      g: 74,
      pts: 2004,
      trb: 1019,
      ast: 584,
      source: "nbaapi",
    });
    expect((await season(await playerId("Joel", "Embiid"), 2022))[0]).toMatchObject({ g: 66, pts: 2183 });
    expect((await season(await playerId("Shai", "Gilgeous-Alexander"), 2024))[0]).toMatchObject({
      g: 76,
      pts: 2484,
    });
  });

  it("keeps a traded player's season once, with a row per club that sums to it", async () => {
    const harden = await season(await playerId("James", "Harden"), 2020);
    expect(harden.map((l) => [l.stint, l.team_code, l.g])).toEqual([
      [0, "TOT", 44],
      [1, "HOU", 8],
      [2, "BRK", 36],
    ]);
    // 2024-25 from NBA.com: Luka Dončić's clubs come from the game logs.
    const luka = await season(await playerId("Luka", "Dončić"), 2024);
    expect(luka.map((l) => l.team_code)).toEqual(["TOT", "DAL", "LAL"]);
    expect(luka[0]!.pts).toBe(luka[1]!.pts! + luka[2]!.pts!);
  });

  it("sums Kareem Abdul-Jabbar's NBA career to 38,387 points", async () => {
    const row = await db()
      .selectFrom("basketball_lines")
      .select(sql<number>`sum(pts)`.as("n"))
      .where("player_id", "=", await playerId("Kareem", "Abdul-Jabbar"))
      .where("stint", "=", 0)
      .where("league", "=", "NBA")
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(38387);
  });

  it("has one season line per player, season and league, and no player twice with a club in a season", async () => {
    const doubled = await db()
      .selectFrom("basketball_lines")
      .select(["player_id", "season_start_year", "league", "team_code"])
      .where("team_code", "!=", "TOT")
      .groupBy(["player_id", "season_start_year", "league", "team_code", "stint"])
      .having(sql<number>`count(*)`, ">", 1)
      .execute();
    expect(doubled).toEqual([]);
    const seasons = await db()
      .selectFrom("basketball_lines")
      .select(["player_id", "season_start_year", "league"])
      .where("stint", "=", 0)
      .groupBy(["player_id", "season_start_year", "league"])
      .having(sql<number>`count(*)`, ">", 1)
      .execute();
    expect(seasons).toEqual([]);
  });

  it("sums each traded player's clubs to his season wherever the clubs' points are known", async () => {
    const off = await db()
      .selectFrom("basketball_lines as t")
      .innerJoin(
        (eb) =>
          eb
            .selectFrom("basketball_lines")
            .select(["player_id", "season_start_year", "league"])
            .select(sql<number>`sum(pts)`.as("pts"))
            .select(sql<number>`sum(case when pts is null then 1 else 0 end)`.as("unknown"))
            .where("stint", ">", 0)
            .groupBy(["player_id", "season_start_year", "league"])
            .as("c"),
        (join) =>
          join
            .onRef("c.player_id", "=", "t.player_id")
            .onRef("c.season_start_year", "=", "t.season_start_year")
            .onRef("c.league", "=", "t.league"),
      )
      .select(["t.player_id", "t.season_start_year", "t.pts", "c.pts as clubs"])
      .where("t.stint", "=", 0)
      .where("c.unknown", "=", 0)
      .whereRef("t.pts", "!=", "c.pts")
      .execute();
    expect(off).toEqual([]);
  });

  it(`sums each club's players' points to the club's points from ${seasonLabel("basketball", TEAM_POINTS_AGREE_FROM)} to 2020-21`, async () => {
    const rows = await db()
      .selectFrom("basketball_lines")
      .select(["season_start_year", "league", "team_code", sql<number>`sum(pts)`.as("pts")])
      .where("source", "=", "bbref")
      .where("team_code", "!=", "TOT")
      .where("season_start_year", ">=", TEAM_POINTS_AGREE_FROM)
      .groupBy(["season_start_year", "league", "team_code"])
      .execute();
    const players = new Map(
      rows.map((r) => [`${r.season_start_year + 1}:${r.league}:${r.team_code}`, Number(r.pts)]),
    );
    const teams = bbrefTeamTotals
      .load(openDataDir()!)
      .filter(
        (t) => t.season - 1 >= TEAM_POINTS_AGREE_FROM && t.season <= 2021 && t.team !== "League Average",
      );
    expect(teams.length).toBeGreaterThan(1000);
    const off = teams.filter((t) => players.get(`${t.season}:${t.lg}:${t.abbreviation}`) !== t.pts);
    expect(off.map((t) => `${t.season} ${t.team}`)).toEqual([]);
  });
});
