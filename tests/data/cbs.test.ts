/**
 * College baseball (backend/import/sources/ncaa-baseball.ts, ncaa-baseball-seasons.ts) on the run's
 * database: the NCAA schedules as one row per game, 2015 through the College World Series from
 * Barstool's schedules, the CWS finals against the hand-kept champions, team seasons and coaches of
 * the NCAA team histories, the standings of the games (2002-2017) and of the team statistics
 * (2018-2025), and opponents outside Division I (no page). Each value pinned here was checked in two
 * places (the NCAA's record books and a second file). Skipped when the open datasets are missing.
 */
import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeData, oneCoach, standingOf, teamSeasonOf } from "./support";

const LEAGUE = "cbs";

describeData("college baseball", (db) => {
  const gamesOn = (date: string) =>
    db()
      .selectFrom("games")
      .select(["home_team_name", "home_score", "away_team_name", "away_score", "game_type", "neutral_site"])
      .where("league_key", "=", LEAGUE)
      .where("game_date", "=", date)
      .execute();

  const teamSeason = (slug: string, season: number) =>
    teamSeasonOf(db(), slug, season)
      .select(["ts.wins", "ts.losses", "ts.ties", "ts.conference_name", "ts.id"])
      .where("ts.league_key", "=", LEAGUE)
      .executeTakeFirstOrThrow();

  const standing = (slug: string, season: number) =>
    standingOf(db(), slug, season)
      .select(["s.wins", "s.losses", "s.conference_name", "s.conference_record"])
      .executeTakeFirstOrThrow();

  it("names no opponent by the source's unfilled template: those games read 'Opponent not named in the source'", async () => {
    for (const table of ["games", "undated_games"] as const) {
      const rows = await db()
        .selectFrom(table)
        .select(["home_team_name", "away_team_name"])
        .where("league_key", "=", "cbs")
        .where((eb) =>
          eb.or([
            eb("home_team_name", "like", "%$game%"),
            eb("away_team_name", "like", "%$game%"),
            eb("home_team_name", "=", "Opponent not named in the source"),
            eb("away_team_name", "=", "Opponent not named in the source"),
          ]),
        )
        .execute();
      expect(
        rows.some((r) => `${r.home_team_name}${r.away_team_name}`.includes("$game")),
        table,
      ).toBe(false);
      // The games are kept (1997-2001 undated, 2002-2005 dated), under the words that say so.
      expect(rows.length, table).toBeGreaterThan(0);
    }
  });

  it("has the 2012 CWS final's second game: Arizona 4, South Carolina 1 at Omaha", async () => {
    const games = await gamesOn("2012-06-25");
    expect(games).toHaveLength(1);
    const g = games[0];
    const score = Object.fromEntries([
      [g.home_team_name, g.home_score],
      [g.away_team_name, g.away_score],
    ]);
    expect(score).toEqual({ "Arizona Wildcats": 4, "South Carolina Gamecocks": 1 });
    expect(g).toMatchObject({ game_type: "championship", neutral_site: 1 });
  });

  it("holds 2015 through the CWS final (Barstool): Virginia 4, Vanderbilt 2 on 2015-06-24", async () => {
    const games = await gamesOn("2015-06-24");
    expect(games).toHaveLength(1);
    expect([games[0].home_score, games[0].away_score].sort()).toEqual([2, 4]);
    expect([games[0].home_team_name, games[0].away_team_name].sort()).toEqual([
      "Vanderbilt Commodores",
      "Virginia Cavaliers",
    ]);
  });

  it("agrees with every hand-kept CWS champion whose final is in the games (2002-2016)", async () => {
    const rows = await db()
      .selectFrom("champions as c")
      .innerJoin("championships as ch", "ch.id", "c.championship_id")
      .innerJoin("games as g", (join) =>
        join.onRef("g.championship_id", "=", "c.championship_id").onRef("g.season_start_year", "=", "c.year"),
      )
      .select([
        "c.year",
        "c.team_id",
        "g.home_team_id",
        "g.away_team_id",
        "g.home_score",
        "g.away_score",
        "g.game_date",
      ])
      .where("ch.slug", "=", "mens-college-world-series")
      .orderBy("g.game_date")
      .execute();
    const years = [...new Set(rows.map((r) => r.year))];
    expect(years).toEqual([
      2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013, 2014, 2015, 2016,
    ]);
    // The champion won the season's last game.
    const last = new Map(rows.map((r) => [r.year, r]));
    const wrong = [...last.values()].filter(
      (r) => (r.home_score! > r.away_score! ? r.home_team_id : r.away_team_id) !== r.team_id,
    );
    expect(wrong.map((r) => r.year)).toEqual([]);
  });

  it("holds one row per game: no game of 2002-2017 listed from both teams' sides", async () => {
    const doubles = await sql<{ n: number }>`
      select count(*) as n from games a join games b
        on a.league_key = 'cbs' and b.league_key = 'cbs' and a.id < b.id and a.game_date = b.game_date
        and a.home_team_id = b.away_team_id and a.away_team_id = b.home_team_id
        and a.home_score = b.away_score and a.away_score = b.home_score`.execute(db());
    expect(Number(doubles.rows[0].n)).toBe(0);
    const seasons = await db()
      .selectFrom("games")
      .select(["season_start_year", (eb) => eb.fn.countAll<number>().as("n")])
      .where("league_key", "=", LEAGUE)
      .groupBy("season_start_year")
      .orderBy("season_start_year")
      .execute();
    expect(seasons.map((s) => s.season_start_year)).toEqual([
      2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017,
    ]);
  });

  it("reads LSU's 2000 season as 52-17 under Skip Bertman", async () => {
    expect(await teamSeason("lsu-tigers-baseball", 2000)).toMatchObject({ wins: 52, losses: 17, ties: 0 });
    const bertman = await oneCoach(db(), LEAGUE, "Skip", "Bertman");
    const season = await db()
      .selectFrom("coach_seasons as cs")
      .innerJoin("teams as t", "t.id", "cs.team_id")
      .select(["t.slug"])
      .where("cs.coach_id", "=", bertman.id)
      .where("cs.season_start_year", "=", 2000)
      .execute();
    expect(season.map((s) => s.slug)).toEqual(["lsu-tigers-baseball"]);
  });

  it("gives Rod Dedeaux one coach page with his USC seasons 1942-1986", async () => {
    const dedeaux = await oneCoach(db(), LEAGUE, "Rod", "Dedeaux");
    const seasons = await db()
      .selectFrom("coach_seasons")
      .select(["season_start_year", "team_id"])
      .where("coach_id", "=", dedeaux.id)
      .orderBy("season_start_year")
      .execute();
    expect(seasons[0].season_start_year).toBe(1942);
    expect(seasons[seasons.length - 1].season_start_year).toBe(1986);
    expect(new Set(seasons.map((s) => s.team_id)).size).toBe(1);
  });

  it("keeps records two sources agree on: Rice 2003 58-12, Oregon St. 2006 50-16, Virginia 2015 44-24", async () => {
    expect(await teamSeason("rice-owls-baseball", 2003)).toMatchObject({ wins: 58, losses: 12 });
    expect(await teamSeason("oregon-state-beavers-baseball", 2006)).toMatchObject({ wins: 50, losses: 16 });
    expect(await teamSeason("virginia-cavaliers-baseball", 2015)).toMatchObject({ wins: 44, losses: 24 });
  });

  it("lists LSU 53-15 in the 2025 SEC standings, without a conference record", async () => {
    const row = await standing("lsu-tigers-baseball", 2025);
    expect(row).toEqual({ wins: 53, losses: 15, conference_name: "SEC", conference_record: null });
  });

  it("computes 2012 tables from the games: Arizona 48-17 with its Pac-12 regular-season record", async () => {
    const row = await standing("arizona-wildcats-baseball", 2012);
    // Arizona 2012: 48-17 overall (the NCAA's team history and team statistics agree).
    expect(row).toMatchObject({ wins: 48, losses: 17, conference_name: "Pac-12" });
    // Counted from the games between two Pac-12 members before the tournament: the data does not mark
    // the midweek non-conference meetings of two members, so the count may exceed the 30 of the schedule.
    const [w, l] = (row.conference_record ?? "").split("-").map(Number);
    expect(w + l).toBeGreaterThanOrEqual(30);
  });

  it("puts opponents outside Division I on schedules without a page", async () => {
    const outside = await db()
      .selectFrom("teams")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("league_key", "=", LEAGUE)
      .where("outside_division", "=", 1)
      .executeTakeFirstOrThrow();
    expect(Number(outside.n)).toBeGreaterThan(300);
    const docs = await db()
      .selectFrom("search_documents as d")
      .innerJoin("teams as t", "t.id", "d.entity_id")
      .select("d.entity_id")
      .where("d.kind", "=", "teams")
      .where("t.league_key", "=", LEAGUE)
      .where("t.outside_division", "=", 1)
      .execute();
    expect(docs).toEqual([]);
  });
  it("agrees with every hand-kept CWS final of the undated seasons (1997-2001): one meeting at Omaha, the champion's win by the final's score", async () => {
    const rows = await sql<{
      year: number;
      meetings: number;
      won: number;
    }>`select c.year, count(u.id) as meetings,
         sum(case when (u.home_team_id = c.team_id and u.home_score = c.winner_score and u.away_score = c.runner_up_score)
                    or (u.away_team_id = c.team_id and u.away_score = c.winner_score and u.home_score = c.runner_up_score)
             then 1 else 0 end) as won
       from champions c join championships ch on ch.id = c.championship_id and ch.slug = 'mens-college-world-series'
       left join undated_games u on u.league_key = 'cbs' and u.season_start_year = c.year and u.game_type = 'postseason'
         and ((u.home_team_id = c.team_id and u.away_team_id = c.runner_up_team_id)
           or (u.away_team_id = c.team_id and u.home_team_id = c.runner_up_team_id))
       where c.year between 1997 and 2001 group by c.year order by c.year`.execute(db());
    // 1997 LSU 13-6 Alabama, 1998 USC 21-14 Arizona State, 1999 Miami 6-5 Florida State, 2000 LSU 6-5
    // Stanford, 2001 Miami 12-1 Stanford: each final the pair's only meeting at Omaha in the files.
    expect(rows.rows.map((r) => [r.year, Number(r.meetings), Number(r.won)])).toEqual([
      [1997, 1, 1],
      [1998, 1, 1],
      [1999, 1, 1],
      [2000, 1, 1],
      [2001, 1, 1],
    ]);
  });

  it("names the hand-kept CWS runner-up as the loser of each season's last game (2002-2016)", async () => {
    const rows = await sql<{ year: number; ok: number }>`
      select c.year, case when g.home_score > g.away_score then g.away_team_id else g.home_team_id end = c.runner_up_team_id as ok
      from champions c join championships ch on ch.id = c.championship_id and ch.slug = 'mens-college-world-series'
      join games g on g.championship_id = c.championship_id and g.season_start_year = c.year
        and g.game_date = (select max(x.game_date) from games x where x.championship_id = c.championship_id and x.season_start_year = c.year)
      where c.year between 2002 and 2016 order by c.year`.execute(db());
    expect(rows.rows).toHaveLength(15);
    expect(rows.rows.filter((r) => !Number(r.ok)).map((r) => r.year)).toEqual([]);
  });

  it("keeps the undated seasons' games apart, every row of the files (1997-2001), none on a made-up date", async () => {
    const undated = await db()
      .selectFrom("undated_games")
      .select(["season_start_year", (eb) => eb.fn.countAll<number>().as("n")])
      .where("league_key", "=", LEAGUE)
      .groupBy("season_start_year")
      .orderBy("season_start_year")
      .execute();
    // The rows of ncaa_games_d1_1997.csv ... _2001.csv (SOURCES.md's table).
    expect(undated.map((r) => [r.season_start_year, Number(r.n)])).toEqual([
      [1997, 7611],
      [1998, 7570],
      [1999, 7821],
      [2000, 7992],
      [2001, 7962],
    ]);
    const dated = await db()
      .selectFrom("games")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("league_key", "=", LEAGUE)
      .where("season_start_year", "<", 2002)
      .executeTakeFirstOrThrow();
    expect(Number(dated.n)).toBe(0);
    // The College World Series of 1999: 14 games at Omaha (the files' Neutral rows at OMAHA).
    const cws = await db()
      .selectFrom("undated_games")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("league_key", "=", LEAGUE)
      .where("season_start_year", "=", 1999)
      .where("game_type", "=", "postseason")
      .executeTakeFirstOrThrow();
    expect(Number(cws.n)).toBe(14);
  });
});
