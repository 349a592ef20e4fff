/**
 * MLB from 1871 (issue 39): the clubs of the past as teams of their own (Lahman franchises), every
 * game of the 1871-1997 game logs, the standings of every major league from 1871 labelled by league,
 * the Yankees-Red Sox meetings from 1901 under the names of the time, and the standings checked
 * against the games on /data-quality. Reads the run's database; skipped without the open datasets.
 */
import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeData } from "./support";
import { qualityFigure } from "../support/test-database";

describeData("MLB 1871-1997: clubs of the past, games, standings", (db, log) => {
  const teamId = async (slug: string) =>
    (await db().selectFrom("teams").where("slug", "=", slug).select("id").executeTakeFirstOrThrow()).id;

  it("adds every Lahman franchise no current team continues as a team of its own, with its names of the time", async () => {
    const teams = await db()
      .selectFrom("teams")
      .where("league_key", "=", "mlb")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    // 30 current franchises and the other 90 of TeamsFranchises.csv's 120.
    expect(Number(teams.n)).toBe(120);
    const spiders = await db()
      .selectFrom("teams")
      .where("slug", "=", "cleveland-spiders")
      .select(["name", "city", "state", "first_season", "last_season", "first_season_curated"])
      .executeTakeFirstOrThrow();
    expect(spiders).toEqual({
      name: "Cleveland Spiders",
      city: "Cleveland",
      state: "OH",
      first_season: 1887,
      last_season: 1899,
      first_season_curated: 0,
    });
    // A name a current franchise played under gets the club's first season: the Cubs were the
    // Chicago White Stockings 1876-1889, the NA club of that name is another franchise in Lahman.
    const whiteStockings = await db()
      .selectFrom("teams")
      .where("slug", "=", "chicago-white-stockings-1871")
      .select(["name", "first_season", "last_season"])
      .executeTakeFirstOrThrow();
    expect(whiteStockings).toEqual({
      name: "Chicago White Stockings",
      first_season: 1871,
      last_season: 1875,
    });
    // The 1901-02 Baltimore Orioles are the Yankees' franchise (Lahman franchID NYY).
    const orioles1901 = await db()
      .selectFrom("standings")
      .innerJoin("teams", "teams.id", "standings.team_id")
      .where("standings.season_start_year", "=", 1901)
      .where("standings.team_name", "=", "Baltimore Orioles")
      .select("teams.slug")
      .executeTakeFirstOrThrow();
    expect(orioles1901.slug).toBe("new-york-yankees");
    expect(log()).toContain(
      "  lahman-baseballdatabank/TeamsFranchises.csv: read 120, imported 90, 30 not applicable, rejected 0; 90 clubs of the past added as teams (99 names of the time); franchises of the current teams skipped",
    );
  });

  it("imports every game of the 1871-1997 logs, none rejected, counted file by file in the build log", async () => {
    const games = await db()
      .selectFrom("games")
      .where("league_key", "=", "mlb")
      .where("game_type", "=", "regular")
      .where("season_start_year", "<", 1998)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(games.n)).toBe(167144);
    expect(log()).toContain("  retrosheet-gamelogs/gl1871.txt: read 127, imported 127, rejected 0");
    expect(log()).toContain("  retrosheet-gamelogs/gl1927.txt: read 1236, imported 1236, rejected 0");
    expect(
      log().some((l) => /forfeits in the regular-season logs: 149 \(28 ruled no decision\)/.test(l)),
    ).toBe(true);
  });

  it("lists the 1927 Yankees' 155 games, 110-44 with one tie", async () => {
    const id = await teamId("new-york-yankees");
    const rows = await db()
      .selectFrom("games")
      .where("season_start_year", "=", 1927)
      .where("game_type", "=", "regular")
      .where((eb) => eb.or([eb("home_team_id", "=", id), eb("away_team_id", "=", id)]))
      .select(["home_team_id", "home_score", "away_score"])
      .execute();
    let w = 0;
    let l = 0;
    let t = 0;
    for (const g of rows) {
      const own = g.home_team_id === id ? g.home_score! : g.away_score!;
      const other = g.home_team_id === id ? g.away_score! : g.home_score!;
      if (own > other) w++;
      else if (own < other) l++;
      else t++;
    }
    expect([rows.length, w, l, t]).toEqual([155, 110, 44, 1]);
  });

  it("counts the Yankees-Red Sox meetings from 1901 under the names of the time", async () => {
    const [nyy, bos] = [await teamId("new-york-yankees"), await teamId("boston-red-sox")];
    const first = await db()
      .selectFrom("games")
      .where((eb) =>
        eb.or([
          eb.and([eb("home_team_id", "=", nyy), eb("away_team_id", "=", bos)]),
          eb.and([eb("home_team_id", "=", bos), eb("away_team_id", "=", nyy)]),
        ]),
      )
      .select([
        "game_date",
        "home_team_name",
        "away_team_name",
        "home_score",
        "away_score",
        (eb) => eb.fn.countAll<number>().over().as("n"),
      ])
      .orderBy("game_date")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({
      game_date: "1901-04-26",
      home_team_name: "Baltimore Orioles",
      away_team_name: "Boston Americans",
      home_score: 10,
      away_score: 6,
    });
    // 2,325 regular-season meetings 1901-2024 and 24 postseason games.
    expect(Number(first.n)).toBe(2349);
  });

  it("has the standings of 1871 (National Association) and 1906 (the Cubs 116-36), each labelled by its league", async () => {
    const table = (season: number) =>
      db()
        .selectFrom("standings")
        .where("league_key", "=", "mlb")
        .where("season_start_year", "=", season)
        .select(["team_name", "wins", "losses", "conference_name", "rank"])
        .orderBy("conference_name")
        .orderBy("rank")
        .execute();
    const t1871 = await table(1871);
    expect(t1871).toHaveLength(9);
    expect(new Set(t1871.map((r) => r.conference_name))).toEqual(new Set(["National Association"]));
    expect(t1871[0]).toMatchObject({ team_name: "Philadelphia Athletics", wins: 21, losses: 7, rank: 1 });
    const cubs = (await table(1906)).find((r) => r.team_name === "Chicago Cubs");
    expect(cubs).toMatchObject({ wins: 116, losses: 36, conference_name: "National League", rank: 1 });
    const leagues = await db()
      .selectFrom("standings")
      .where("league_key", "=", "mlb")
      .select(["conference_name", (eb) => eb.fn.min("season_start_year").as("first")])
      .select((eb) => eb.fn.max("season_start_year").as("last"))
      .groupBy("conference_name")
      .execute();
    expect(Object.fromEntries(leagues.map((r) => [r.conference_name, [r.first, r.last]]))).toEqual({
      "National Association": [1871, 1875],
      "National League": [1876, 2024],
      "American Association": [1882, 1891],
      "Union Association": [1884, 1884],
      "Players' League": [1890, 1890],
      "American League": [1901, 2024],
      "Federal League": [1914, 1915],
    });
  });

  it("reports every club-season whose standings and games disagree on /data-quality, with both answers and a cause", async () => {
    const figure = await qualityFigure(db(), "mlb-standings-games");
    expect(figure).toMatchObject({ total: 3075, passed: 2918 });
    const detail = figure?.detail ?? "";
    expect(detail).toContain(
      "1871 Rockford Forest Citys (National Association): 4-21 in Lahman, 8-17 in the games (4 forfeits whose logged score is not the forfeit's result (1871-05-17, 1871-05-23, 1871-06-05, 1871-06-15))",
    );
    expect(detail).toContain(
      "1872 Middletown Mansfields (National Association): 5-19 in Lahman, 3-18 in the games (3 decided games fewer in the logs than in Lahman (games missing from the logs))",
    );
    expect(detail.match(/ in Lahman, /g)).toHaveLength(157);
  });

  it("links every MLB game and standing to an MLB team (no link to a missing team page)", async () => {
    const orphans = await sql<{ n: number }>`
      select count(*) as n from (
        select home_team_id as id from games where league_key = 'mlb'
        union select away_team_id from games where league_key = 'mlb'
        union select team_id from standings where league_key = 'mlb'
      ) x left join teams t on t.id = x.id and t.league_key = 'mlb'
      where t.id is null`.execute(db());
    expect(Number(orphans.rows[0].n)).toBe(0);
  });
});
