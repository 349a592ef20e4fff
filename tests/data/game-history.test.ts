/**
 * MLB games from the Retrosheet game logs and NBA/BAA games 1946-2020 from FiveThirtyEight: row
 * counts and known games, the records the games add up to, and the champions they decide (checked
 * by the build against the curated rows). Reads the run's database (tests/support/test-database.ts);
 * skipped when the datasets are not on this machine.
 */
import { expect, it } from "vitest";
import { describeData } from "./support";

describeData("game history (Retrosheet, FiveThirtyEight NBA)", (db) => {
  // FiveThirtyEight is also a source of NFL games: counts are of one sport's games.
  const gamesOf = (source: string, sport: string) =>
    db()
      .selectFrom("games")
      .innerJoin("sports", "sports.id", "games.sport_id")
      .where("games.source", "=", source)
      .where("sports.slug", "=", sport)
      .select(["game_type", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("game_type")
      .execute()
      .then((rows) => Object.fromEntries(rows.map((r) => [r.game_type, Number(r.n)])));

  const recordOf = async (slug: string, season: number) => {
    const games = await db()
      .selectFrom("games")
      .innerJoin("teams", (j) =>
        j.on((eb) =>
          eb.or([
            eb("teams.id", "=", eb.ref("games.home_team_id")),
            eb("teams.id", "=", eb.ref("games.away_team_id")),
          ]),
        ),
      )
      .where("teams.slug", "=", slug)
      .where("games.season_start_year", "=", season)
      .where("games.game_type", "=", "regular")
      .select(["teams.id", "games.home_team_id", "games.home_score", "games.away_score"])
      .execute();
    let w = 0;
    let l = 0;
    for (const g of games) {
      const own = g.home_team_id === g.id ? g.home_score! : g.away_score!;
      const other = g.home_team_id === g.id ? g.away_score! : g.home_score!;
      if (own > other) w++;
      else if (own < other) l++;
    }
    return `${w}-${l}`;
  };

  const game = (date: string, homeSlug: string) =>
    db()
      .selectFrom("games")
      .innerJoin("teams as h", "h.id", "games.home_team_id")
      .innerJoin("teams as a", "a.id", "games.away_team_id")
      .where("games.game_date", "=", date)
      .where("h.slug", "=", homeSlug)
      .select([
        "a.slug as away",
        "games.home_score",
        "games.away_score",
        "games.game_type",
        "games.line_score",
        "games.attendance",
        "games.managers",
        "games.officials",
        "games.day_night",
        "games.duration_minutes",
        "games.venue_name",
        "games.home_team_name",
        "games.away_team_name",
      ])
      .executeTakeFirstOrThrow();

  it("holds every Retrosheet game: 231,208 regular-season games 1871-2024, 1,093 postseason and 695 World Series games", async () => {
    // 167,144 games of 1871-1997 (SOURCES.md) and 64,064 of 1998-2024.
    expect(await gamesOf("retrosheet", "baseball")).toEqual({
      regular: 231208,
      postseason: 1093,
      championship: 695,
    });
    const seasons = await db()
      .selectFrom("games")
      .where("source", "=", "retrosheet")
      .where("game_type", "=", "regular")
      .select((eb) => [eb.fn.min("season_start_year").as("first"), eb.fn.max("season_start_year").as("last")])
      .executeTakeFirstOrThrow();
    expect([Number(seasons.first), Number(seasons.last)]).toEqual([1871, 2024]);
  });

  it("has the 2004 World Series Game 4: Boston 3 at St. Louis 0 on 2004-10-27, with its line score", async () => {
    const g = await game("2004-10-27", "st-louis-cardinals");
    expect(g).toMatchObject({
      away: "boston-red-sox",
      away_score: 3,
      home_score: 0,
      game_type: "championship",
      day_night: "night",
    });
    expect(JSON.parse(g.line_score!)).toEqual({
      away: [1, 0, 2, 0, 0, 0, 0, 0, 0],
      home: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    expect(JSON.parse(g.managers!)).toEqual({ away: "Terry Francona", home: "Tony LaRussa" });
    expect(g.attendance).toBe(52037);
    expect(JSON.parse(g.officials!)[0]).toMatchObject({ position: "Home plate" });
  });

  it("adds up the 1998 Yankees' 114-48 and the 2001 Mariners' 116-46", async () => {
    expect(await recordOf("new-york-yankees", 1998)).toBe("114-48");
    expect(await recordOf("seattle-mariners", 2001)).toBe("116-46");
    const games = await db()
      .selectFrom("games")
      .innerJoin("teams", "teams.id", "games.home_team_id")
      .where("season_start_year", "=", 1998)
      .where("game_type", "=", "regular")
      .where("teams.slug", "=", "new-york-yankees")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(games.n)).toBe(81);
  });

  it("holds 65,228 NBA/BAA games 1946-47 to 2019-20 and no ABA game", async () => {
    const counts = await gamesOf("fivethirtyeight", "basketball");
    expect(Object.values(counts).reduce((a: number, b) => a + Number(b), 0)).toBe(59008 + 6220);
    const aba = await db()
      .selectFrom("games")
      .innerJoin("teams", "teams.id", "games.home_team_id")
      .innerJoin("sports", "sports.id", "games.sport_id")
      .where("games.source", "=", "fivethirtyeight")
      .where("sports.slug", "=", "basketball")
      .where("teams.league_key", "!=", "nba")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(aba.n)).toBe(0);
  });

  it("has Wilt Chamberlain's 100-point game: Philadelphia Warriors 169, New York Knicks 147 on 1962-03-02 (at Hershey, a neutral site)", async () => {
    // The source lists it as the Knicks' game at a neutral site ("at Hershey PA").
    const g = await game("1962-03-02", "new-york-knicks");
    expect(g).toMatchObject({
      away: "golden-state-warriors",
      away_score: 169,
      home_score: 147,
      away_team_name: "Philadelphia Warriors",
    });
  });

  it("computes the 1985-86 Celtics' 67-15 from the games, and the 2016 Finals are postseason games", async () => {
    const row = await db()
      .selectFrom("standings")
      .innerJoin("teams", "teams.id", "standings.team_id")
      .where("teams.slug", "=", "boston-celtics")
      .where("standings.season_start_year", "=", 1985)
      .select(["wins", "losses"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ wins: 67, losses: 15 });
    const g7 = await game("2016-06-19", "golden-state-warriors");
    expect(g7).toMatchObject({
      away: "cleveland-cavaliers",
      away_score: 93,
      home_score: 89,
      game_type: "championship",
    });
  });

  it("stops FiveThirtyEight's 2019-20 on 2020-03-11; NBA.com's restart completes the season's standings", async () => {
    const rows = await db()
      .selectFrom("standings")
      .innerJoin("teams", "teams.id", "standings.team_id")
      .where("teams.league_key", "=", "nba")
      .where("standings.season_start_year", "=", 2019)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(30);
    const last = await db()
      .selectFrom("games")
      .where("source", "=", "fivethirtyeight")
      .select((eb) => eb.fn.max("game_date").as("d"))
      .executeTakeFirstOrThrow();
    expect(last.d).toBe("2020-03-11");
  });
});
