/**
 * College hockey (backend/import/sources/ncaa-hockey.ts) on the run's database: the games of CHN and
 * USCHO as one row per game, the NCAA finals against the hand-kept Frozen Four champions, Hockey
 * East's standings, the team seasons and coaches of USCHO's histories, and the opponents outside
 * Division I (no page). Skipped, with a message, when the open datasets are not on this machine.
 */
import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeData, oneCoach, teamSeasonOf } from "./support";
import { bracketOfEra } from "../../app/lib/bracket";
import { roundEraOf } from "../../domain/leagues";

const LEAGUE = "chk";

describeData("college hockey", (db) => {
  const gamesOn = (date: string) =>
    db()
      .selectFrom("games")
      .select([
        "home_team_name",
        "home_score",
        "away_team_name",
        "away_score",
        "period",
        "game_type",
        "neutral_site",
        "venue_name",
      ])
      .where("league_key", "=", LEAGUE)
      .where("game_date", "=", date)
      .execute();

  it("has the 2019 NCAA final: Minnesota Duluth 3, Massachusetts 0, at a neutral site in Buffalo", async () => {
    const final = (await gamesOn("2019-04-13")).filter((g) => g.game_type === "championship");
    expect(final).toEqual([
      {
        home_team_name: "Minnesota Duluth Bulldogs",
        home_score: 3,
        away_team_name: "UMass Minutemen",
        away_score: 0,
        period: null,
        game_type: "championship",
        neutral_site: 1,
        venue_name: "KeyBank Center, Buffalo, N.Y.",
      },
    ]);
  });

  it("has the 1984 final: Bowling Green 5, Minnesota Duluth 4 in overtime", async () => {
    const final = (await gamesOn("1984-03-24")).filter((g) => g.game_type === "championship");
    expect(final).toHaveLength(1);
    expect(final[0]).toMatchObject({
      home_team_name: "Minnesota Duluth Bulldogs",
      home_score: 4,
      away_team_name: "Bowling Green Falcons",
      away_score: 5,
      period: "OT",
    });
  });

  it("holds one row per game, 2018-19 (in both sources) included", async () => {
    // The same date, teams and each team's goals: one game (CHN lists some twice; merged by the build).
    const doubles = await sql<{ n: number }>`
      select count(*) as n from (
        select game_date, home_team_id, away_team_id, home_score, away_score from games where league_key = 'chk'
        union all
        select game_date, away_team_id, home_team_id, away_score, home_score from games where league_key = 'chk') d
      group by game_date, home_team_id, away_team_id, home_score, away_score having count(*) > 1`.execute(
      db(),
    );
    expect(doubles.rows).toEqual([]);
    const overlap = await db()
      .selectFrom("games")
      .select(["source", (eb) => eb.fn.countAll<number>().as("n")])
      .where("league_key", "=", LEAGUE)
      .where("season_start_year", "=", 2018)
      .groupBy("source")
      .execute();
    expect(overlap.map((r) => r.source)).toEqual(["chn"]);
    expect(Number(overlap[0].n)).toBeGreaterThan(1100);
  });

  it("agrees with every hand-kept Frozen Four champion, the finals of 1948-2024", async () => {
    const rows = await db()
      .selectFrom("champions as c")
      .innerJoin("championships as ch", "ch.id", "c.championship_id")
      .leftJoin("games as g", (join) =>
        join.onRef("g.championship_id", "=", "c.championship_id").onRef("g.season_start_year", "=", "c.year"),
      )
      .select([
        "c.year",
        "c.team_id",
        "c.runner_up_team_id",
        "c.winner_score",
        "c.runner_up_score",
        "g.home_team_id",
        "g.away_team_id",
        "g.home_score",
        "g.away_score",
      ])
      .where("ch.slug", "=", "frozen-four")
      .where("c.team_id", "is not", null)
      // The 2025 final (2024-25) is after the USCHO scrape of 2025-03-24: no game to check it against.
      .where("c.year", "<=", 2023)
      .orderBy("c.year")
      .execute();
    // 1947-48 to 2023-24, no tournament in 2019-20.
    expect(rows.length).toBe(76);
    const disagree = rows.filter((r) => {
      if (r.home_score === null || r.away_score === null) return true;
      const homeWon = r.home_score > r.away_score;
      const winner = homeWon ? r.home_team_id : r.away_team_id;
      const loser = homeWon ? r.away_team_id : r.home_team_id;
      const score = [Math.max(r.home_score, r.away_score), Math.min(r.home_score, r.away_score)];
      return (
        winner !== r.team_id ||
        loser !== r.runner_up_team_id ||
        (r.winner_score !== null && (score[0] !== r.winner_score || score[1] !== r.runner_up_score))
      );
    });
    expect(disagree.map((r) => r.year)).toEqual([]);
  });

  it("lists Boston College 20-3-1 in Hockey East's 2023-24 standings, first", async () => {
    const rows = await db()
      .selectFrom("standings")
      .select(["team_name", "conference_record", "rank"])
      .where("league_key", "=", LEAGUE)
      .where("season_start_year", "=", 2023)
      .where("conference_name", "=", "Hockey East")
      .orderBy("rank")
      .execute();
    expect(rows[0]).toMatchObject({ team_name: "Boston College Eagles", conference_record: "20-3-1" });
    expect(rows).toHaveLength(11);
  });

  it("gives Jerry York one coach page with 1,123 career wins over 50 seasons at three programs", async () => {
    const york = await oneCoach(db(), LEAGUE, "Jerry", "York");
    expect(york).toMatchObject({ wins: 1123, losses: 682, ties: 128 });
    const seasons = await db()
      .selectFrom("coach_seasons")
      .select(["team_id"])
      .where("coach_id", "=", york.id)
      .execute();
    expect(seasons).toHaveLength(50);
    expect(new Set(seasons.map((s) => s.team_id)).size).toBe(3);
  });

  it("keeps Boston College's 2011-12 team season: 33-10-1 under Jerry York, national champion", async () => {
    const row = await teamSeasonOf(db(), "boston-college-eagles-hockey", 2011)
      .select(["ts.wins", "ts.losses", "ts.ties", "ts.conference_name", "ts.playoff_result"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      wins: 33,
      losses: 10,
      ties: 1,
      conference_name: "Hockey East",
      playoff_result: "Won NCAA Tournament",
    });
  });

  it("puts opponents outside Division I on schedules without a page, a list entry or a search document", async () => {
    const kent = await db()
      .selectFrom("teams")
      .select(["id", "outside_division"])
      .where("league_key", "=", LEAGUE)
      .where("name", "=", "Kent State")
      .executeTakeFirstOrThrow();
    expect(kent.outside_division).toBe(1);
    const games = await db()
      .selectFrom("games")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where((eb) => eb.or([eb("home_team_id", "=", kent.id), eb("away_team_id", "=", kent.id)]))
      .executeTakeFirstOrThrow();
    expect(Number(games.n)).toBeGreaterThan(100);
    const docs = await db()
      .selectFrom("search_documents")
      .select("entity_id")
      .where("kind", "=", "teams")
      .where("entity_id", "=", kent.id)
      .execute();
    expect(docs).toEqual([]);
    const programs = await db()
      .selectFrom("teams")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("league_key", "=", LEAGUE)
      .where("outside_division", "=", 0)
      .executeTakeFirstOrThrow();
    expect(Number(programs.n)).toBe(69);
  });

  it("has Johnny Gaudreau's 2013-14 season: 36 goals, 80 points for Boston College", async () => {
    const rows = await db()
      .selectFrom("player_seasons as ps")
      .innerJoin("players as pl", "pl.id", "ps.player_id")
      .innerJoin("people as p", "p.id", "pl.person_id")
      .select(["ps.season_start_year", "ps.team_name", "ps.stats"])
      .where("pl.league_key", "=", LEAGUE)
      .where("p.first_name", "=", "Johnny")
      .where("p.last_name", "=", "Gaudreau")
      .orderBy("ps.season_start_year")
      .execute();
    expect(rows.map((r) => r.season_start_year)).toEqual([2011, 2012, 2013]);
    const last = rows[2];
    expect(last.team_name).toBe("Boston College Eagles");
    expect(JSON.parse(last.stats ?? "{}")).toMatchObject({
      games_played: 40,
      goals: 36,
      assists: 44,
      points: 80,
    });
  });

  it("gives 2001-02 skaters goals as points minus assists (the NCAA's files leave goals empty)", async () => {
    const rows = await db()
      .selectFrom("player_seasons as ps")
      .innerJoin("players as pl", "pl.id", "ps.player_id")
      .innerJoin("people as p", "p.id", "pl.person_id")
      .select(["ps.stats"])
      .where("pl.league_key", "=", LEAGUE)
      .where("p.last_name", "=", "Leopold")
      .where("ps.season_start_year", "=", 2001)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].stats ?? "{}")).toMatchObject({ assists: 28, points: 48, goals: 20 });
  });
  it("draws only the certain rounds of the NCAA tournament: 1983-84's Frozen Four and final, 2018-19's four rounds", async () => {
    const post = (season: number) =>
      db()
        .selectFrom("games")
        .select([
          "id",
          "game_date",
          "game_type",
          "status",
          "home_team_name",
          "away_team_name",
          "home_score",
          "away_score",
        ])
        .where("league_key", "=", LEAGUE)
        .where("season_start_year", "=", season)
        .where("game_type", "in", ["postseason", "championship"])
        .execute()
        .then((rows) =>
          rows.map((r) => ({
            ...r,
            home_team: { name: r.home_team_name ?? "" },
            away_team: { name: r.away_team_name ?? "" },
          })),
        );
    // 1984: two-game total-goals quarterfinals at campus sites (Bowling Green lost 3-6 and won 5-1 at
    // Boston University), a third-place game (North Dakota 6-5 Michigan State): none of them drawn.
    const old = bracketOfEra(await post(1983), roundEraOf("chk", 1983));
    expect(old.map((r) => [r.title, r.series.map((x) => x.key).sort()])).toEqual([
      [
        "Frozen Four",
        [
          "name:Bowling Green Falcons|name:Michigan State Spartans",
          "name:Minnesota Duluth Bulldogs|name:North Dakota Fighting Sioux",
        ],
      ],
      ["National Championship", ["name:Bowling Green Falcons|name:Minnesota Duluth Bulldogs"]],
    ]);
    const recent = bracketOfEra(await post(2018), roundEraOf("chk", 2018));
    expect(recent.map((r) => [r.title, r.series.length])).toEqual([
      ["Regional Semifinals", 8],
      ["Regional Finals", 4],
      ["Frozen Four", 2],
      ["National Championship", 1],
    ]);
  });
});
