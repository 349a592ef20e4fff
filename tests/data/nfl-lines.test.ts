/**
 * NFL offensive lines 1999-2024 (backend/import/sources/nfl-careers.ts) on the run's database: the
 * rows read and kept, known seasons from both weekly column sets and the 2024 season file, the
 * players who retired before 2024 (their names as the sources give them), one person per gsis id,
 * and the build's invariants: a club's players' touchdowns never outscore it in a game, no player
 * twice in one team-season. Skipped when the open datasets are absent.
 */
import { expect, it } from "vitest";
import { sql } from "kysely";
import { describeData, fileCounts, onePlayerId } from "./support";

describeData("NFL player lines (nflverse weekly 1999-2023, season totals 2024)", (db, log) => {
  /** The one NFL player of this name (as the people table holds it). */
  const playerId = (first: string, last: string) => onePlayerId(db(), "nfl", first, last);

  const seasons = (id: number, type: "REG" | "POST" = "REG") =>
    db()
      .selectFrom("football_season_lines")
      .selectAll()
      .where("player_id", "=", id)
      .where("season_type", "=", type)
      .orderBy("season_start_year")
      .orderBy("stint")
      .execute();

  it("reads every row, rejecting only a player's two differing rows of one game", () => {
    const line = (file: string) => fileCounts(log(), file);
    expect(line("nfl-player-stats-weekly-1999-2017/player_stats_2013.csv")).toMatch(
      /read 5233, imported 5229, rejected 4/,
    );
    expect(line("nfl-player-stats-weekly-2018-2023/player_stats_2020.csv")).toMatch(
      /read 5447, imported 5447, rejected 0/,
    );
    expect(line("nfl-player-season-2024/seasonal_data.csv")).toMatch(/read 607, imported 607, rejected 0/);
    expect(log()).toContain("  football_game_lines 129729, football_season_lines 18916");
    expect(log().find((m) => m.startsWith("  NFL careers:"))).toMatch(
      /4018 players with a line 1999-2023 \(764 on the 2024 roster, 3254 added\); 2443 abbreviated names kept/,
    );
    // Every game line found its club's game of that season and week.
    expect(log().some((m) => m.includes("matched no game of ours"))).toBe(false);
  });

  it("holds the known seasons: Manning 2013, Henry 2020, Tomlinson 2006, Calvin Johnson 2012", async () => {
    const manning = await seasons(await playerId("Peyton", "Manning"));
    expect(manning.find((l) => l.season_start_year === 2013)).toMatchObject({
      stint: 0,
      team_code: "DEN",
      team_name: "Denver Broncos",
      pass_yds: 5477,
      pass_td: 55,
    });
    const henry = await seasons(await playerId("Derrick", "Henry"));
    expect(henry.find((l) => l.season_start_year === 2020)).toMatchObject({
      team_code: "TEN",
      rush_yds: 2027,
    });
    // Names only abbreviated in every held file stay as the source writes them.
    const tomlinson = await seasons(await playerId("", "L.Tomlinson"));
    expect(tomlinson.find((l) => l.season_start_year === 2006)).toMatchObject({
      rush_yds: 1815,
      rush_td: 28,
    });
    // Calvin Johnson is the 2012 Lions' C.Johnson (two C.Johnsons played that season: one person each).
    const detroit = await db()
      .selectFrom("football_season_lines as l")
      .innerJoin("players as p", "p.id", "l.player_id")
      .innerJoin("people as pe", "pe.id", "p.person_id")
      .select(["l.rec", "l.rec_yds"])
      .where("l.season_start_year", "=", 2012)
      .where("l.season_type", "=", "REG")
      .where("l.team_code", "=", "DET")
      .where("pe.last_name", "=", "C.Johnson")
      .execute();
    expect(detroit).toEqual([{ rec: 122, rec_yds: 1964 }]);
  });

  it("has the careers that ended before 2024: Brady's to 2022, Jerry Rice's from 1999", async () => {
    const brady = await seasons(await playerId("Tom", "Brady"));
    expect(brady.at(-1)).toMatchObject({ season_start_year: 2022, team_code: "TB" });
    expect(brady.find((l) => l.season_start_year === 2007)).toMatchObject({ pass_yds: 4806, pass_td: 50 });
    const superBowlLi = await db()
      .selectFrom("football_game_lines")
      .selectAll()
      .where("player_id", "=", await playerId("Tom", "Brady"))
      .where("season_start_year", "=", 2016)
      .where("week", "=", 21)
      .executeTakeFirstOrThrow();
    expect(superBowlLi).toMatchObject({ season_type: "POST", pass_yds: 466, pass_td: 2 });
    expect(superBowlLi.game_id).not.toBeNull();
    // Jerry Rice: the 1999 49ers' J.Rice; his 2004 season a total, then the Raiders and the Seahawks.
    const rice = await db()
      .selectFrom("football_season_lines as l")
      .innerJoin("players as p", "p.id", "l.player_id")
      .innerJoin("people as pe", "pe.id", "p.person_id")
      .select(["l.player_id", "pe.first_name", "pe.last_name", "pe.slug"])
      .where("l.season_start_year", "=", 1999)
      .where("l.team_code", "=", "SF")
      .where("pe.last_name", "=", "J.Rice")
      .executeTakeFirstOrThrow();
    expect(rice).toMatchObject({ first_name: "", last_name: "J.Rice" });
    const riceSeasons = await seasons(rice.player_id);
    expect(riceSeasons[0]).toMatchObject({
      season_start_year: 1999,
      team_name: "San Francisco 49ers",
      rec_yds: 830,
    });
    expect(riceSeasons.filter((l) => l.season_start_year === 2004).map((l) => l.team_name)).toEqual([
      null,
      "Oakland Raiders",
      "Seattle Seahawks",
    ]);
  });

  it("takes 2024 from the season file, joined to the roster player: one person per gsis id", async () => {
    const mahomes = await seasons(await playerId("Patrick", "Mahomes"));
    expect(mahomes.find((l) => l.season_start_year === 2024)).toMatchObject({
      source: "nflverse-season",
      team_code: "",
      pass_yds: 3928,
      pass_td: 26,
    });
    expect(mahomes.find((l) => l.season_start_year === 2018)).toMatchObject({ pass_yds: 5097, pass_td: 50 });
    // Two Lamar Jacksons played in 2024 (the quarterback and a defensive back): two people.
    const lamars = await db()
      .selectFrom("players")
      .innerJoin("people", "people.id", "players.person_id")
      .select(["players.id", "people.slug"])
      .where("players.league_key", "=", "nfl")
      .where("people.first_name", "=", "Lamar")
      .where("people.last_name", "=", "Jackson")
      .orderBy("people.slug")
      .execute();
    expect(lamars.map((l) => l.slug)).toEqual(["lamar-jackson-1997", "lamar-jackson-1998"]);
    const lamar = await seasons(lamars[0]!.id);
    expect(lamar.find((l) => l.season_start_year === 2024)).toMatchObject({
      pass_yds: 4172,
      pass_td: 41,
      rush_yds: 915,
    });
  });

  it("never lets a club's players' touchdowns outscore the club in a game", async () => {
    const over = await sql<{ game_id: number }>`
      select l.game_id, sum(l.rush_td + l.rec_td) * 6 as td_points,
        max(case when g.home_team_id = l.team_id then g.home_score else g.away_score end) as points
      from football_game_lines l join games g on g.id = l.game_id
      where g.home_score is not null
      group by l.game_id, l.team_id
      having td_points > points`.execute(db());
    expect(over.rows).toEqual([]);
    const unmatched = await db()
      .selectFrom("football_game_lines")
      .select(sql<number>`count(*)`.as("n"))
      .where("game_id", "is", null)
      .executeTakeFirstOrThrow();
    expect(Number(unmatched.n)).toBe(0);
  });

  it("has no player twice in one team-season, and a traded season's clubs sum to its total", async () => {
    const twice = await sql<{ n: number }>`
      select player_id, season_start_year, season_type, team_code, count(*) as n from football_season_lines
      where team_code <> 'TOT' group by 1, 2, 3, 4 having count(*) > 1`.execute(db());
    expect(twice.rows).toEqual([]);
    const off = await sql<{ player_id: number }>`
      select t.player_id, t.season_start_year from football_season_lines t
      join football_season_lines c on c.player_id = t.player_id
        and c.season_start_year = t.season_start_year and c.season_type = t.season_type and c.stint > 0
      where t.stint = 0 and t.team_code = 'TOT'
      group by t.id having sum(c.rush_yds) <> max(t.rush_yds) or sum(c.pass_yds) <> max(t.pass_yds)
        or sum(c.rec_yds) <> max(t.rec_yds)`.execute(db());
    expect(off.rows).toEqual([]);
  });
});
