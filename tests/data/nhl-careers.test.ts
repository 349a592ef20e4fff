/**
 * NHL careers after the Hockey Databank (2017-18) from the Hockey-Reference tables, on the run's
 * database: the known seasons of Ovechkin, McDavid, Vasilevskiy, Shesterkin and Hellebuyck, careers
 * through 2023-24 (skaters) and 2022-23 (goalies), the two Sebastian Ahos kept apart, nobody twice
 * in one team-season. Skipped, with a message, when the open datasets are not on this machine.
 */
import { expect, it } from "vitest";
import { sql } from "kysely";
import { describeData } from "./support";

/** A player_seasons row: its season and team, and the figures of its JSON. */
type SeasonRow = { season: number; team: string | null; [figure: string]: number | string | null };

describeData("NHL careers through 2023-24", (db, log) => {
  const nhlPlayers = (first: string, last: string) =>
    db()
      .selectFrom("players as pl")
      .innerJoin("people as p", "p.id", "pl.person_id")
      .innerJoin("sports as s", "s.id", "pl.sport_id")
      .select(["pl.id", "pl.career_stats", "pl.source_through", "pl.last_season", "p.birth_date"])
      .where("s.slug", "=", "hockey")
      // College hockey players are people of their own (Hellebuyck's UMass Lowell seasons).
      .where("pl.league_key", "=", "nhl")
      .where("p.first_name", "=", first)
      .where("p.last_name", "=", last)
      .execute();

  async function one(first: string, last: string) {
    const rows = await nhlPlayers(first, last);
    expect(rows, `${first} ${last}`).toHaveLength(1);
    return rows[0];
  }

  async function seasons(first: string, last: string) {
    const p = await one(first, last);
    const rows = await db()
      .selectFrom("player_seasons")
      .select(["season_start_year", "team_name", "stats"])
      .where("player_id", "=", p.id)
      .orderBy("season_start_year")
      .orderBy("id")
      .execute();
    return rows.map((r): SeasonRow => ({
      season: r.season_start_year,
      team: r.team_name,
      ...(JSON.parse(r.stats ?? "{}") as Record<string, number | null>),
    }));
  }

  it("gives Ovechkin 51, 48, 24 and 50 goals in 2018-19 to 2021-22 and 853 through 2023-24", async () => {
    const rows = await seasons("Alex", "Ovechkin");
    expect(rows.filter((r) => r.season >= 2018 && r.season <= 2021).map((r) => r.goals)).toEqual([
      51, 48, 24, 50,
    ]);
    expect(rows.find((r) => r.season === 2018)).toMatchObject({ games_played: 81, assists: 38, points: 89 });
    const p = await one("Alex", "Ovechkin");
    expect(JSON.parse(p.career_stats ?? "{}")).toMatchObject({ goals: 853 });
    expect(p).toMatchObject({ source_through: 2023, last_season: 2023 });
  });

  it("gives McDavid 116, 105 and 123 points in 2018-19, 2020-21 and 2021-22 (105 in 56 games)", async () => {
    const rows = await seasons("Connor", "McDavid");
    const pts = (y: number) => rows.find((r) => r.season === y)?.points;
    expect([pts(2018), pts(2020), pts(2021), pts(2022), pts(2023)]).toEqual([116, 105, 123, 153, 132]);
    expect(rows.find((r) => r.season === 2020)?.games_played).toBe(56);
  });

  it("gives goalies their seasons to 2022-23: Vasilevskiy 39 wins in 2018-19, Shesterkin a new player", async () => {
    const vasilevskiy = await seasons("Andrei", "Vasilevskiy");
    expect(vasilevskiy.find((r) => r.season === 2018)).toMatchObject({ goalie_wins: 39, games_played: 53 });
    expect(Math.max(...vasilevskiy.map((r) => r.season))).toBe(2022);
    const shesterkin = await seasons("Igor", "Shesterkin");
    expect(shesterkin.map((r) => r.season)).toEqual([2019, 2020, 2021, 2022]);
    expect(shesterkin.find((r) => r.season === 2021)).toMatchObject({ goalie_wins: 36, games_played: 53 });
    // New after the Databank: no invented birth date; figures through 2022-23.
    expect(await one("Igor", "Shesterkin")).toMatchObject({ birth_date: null, source_through: 2022 });
    const hellebuyck = await seasons("Connor", "Hellebuyck");
    expect(hellebuyck.find((r) => r.season === 2022)).toMatchObject({
      goalie_wins: 37,
      goalie_losses: 25,
      goalie_ties_or_otl: 2,
    });
  });

  it("gives Vasilevskiy's 2018-19 a .925 save percentage and a 2.40 goals-against average", async () => {
    const row = (await seasons("Andrei", "Vasilevskiy")).find((r) => r.season === 2018)!;
    const sa = Number(row.shots_against);
    const ga = Number(row.goals_against);
    expect(((sa - ga) / sa).toFixed(3)).toBe("0.925");
    expect(row.goals_against_average).toBe(2.4);
  });

  it("joins the names the two sources spell apart to the Databank's player, nobody left unresolved", async () => {
    // Mikkel Bødker and Mirco Müller are the Databank's Boedker and Mueller: their later seasons join them.
    const boedker = await seasons("Mikkel", "Boedker");
    expect(boedker.filter((r) => r.season > 2017).map((r) => [r.team, r.games_played, r.points])).toEqual([
      ["Ottawa Senators", 71, 35],
      ["Ottawa Senators", 20, 4],
    ]);
    expect(await nhlPlayers("Mikkel", "Bødker")).toEqual([]);
    const mueller = await seasons("Mirco", "Mueller");
    expect(mueller.filter((r) => r.season > 2017).map((r) => r.team)).toEqual([
      "New Jersey Devils",
      "New Jersey Devils",
    ]);
    expect(await nhlPlayers("Mirco", "Müller")).toEqual([]);
    // The two Alexandre Picards of one age stay two players with their own clubs.
    expect(await nhlPlayers("Alexandre", "Picard")).toHaveLength(2);
    expect(log().find((l) => l.includes("NHL Hockey-Reference players:"))).toMatch(/, 0 unresolved/);
    expect(log().filter((l) => l.includes("Alexandre Picard 2009-10 TOT"))).toEqual([]);
  });

  it("/data-quality counts the overlap seasons compared and names those that differ", async () => {
    const row = await db()
      .selectFrom("data_quality")
      .select(["passed", "total", "detail"])
      .where("key", "=", "nhl-overlap")
      .executeTakeFirstOrThrow();
    expect(Number(row.total)).toBe(OVERLAP_COMPARED);
    expect(Number(row.total) - Number(row.passed)).toBe(6);
    expect(row.detail).toContain("Andrew Cogliano 2013-14 (coglian01): G HR 21, Databank 22");
  });

  it("/data-quality finds every club's goalie wins equal to its wins in the games, 2009-10 to 2022-23", async () => {
    const row = await db()
      .selectFrom("data_quality")
      .select(["passed", "total", "detail"])
      .where("key", "=", "nhl-goalie-wins")
      .executeTakeFirstOrThrow();
    // 30 clubs to 2016-17, 31 with Vegas to 2020-21, 32 with Seattle.
    expect([Number(row.passed), Number(row.total)]).toEqual([
      8 * 30 + 4 * 31 + 2 * 32,
      8 * 30 + 4 * 31 + 2 * 32,
    ]);
  });

  it("keeps the two Sebastian Ahos apart: Carolina's forward and the Islanders' defenceman", async () => {
    const ahos = await nhlPlayers("Sebastian", "Aho");
    expect(ahos).toHaveLength(2);
    const teams = await Promise.all(
      ahos.map((a) =>
        db()
          .selectFrom("player_seasons")
          .select("team_name")
          .distinct()
          .where("player_id", "=", a.id)
          .execute()
          .then((r) => r.map((x) => x.team_name).sort()),
      ),
    );
    expect(teams.map((t) => t.join(", ")).sort()).toEqual(["Carolina Hurricanes", "New York Islanders"]);
  });

  it("has one row per person, season and team after 2017-18, and the later seasons' row counts", async () => {
    const twice = await db()
      .selectFrom("player_seasons as ps")
      .innerJoin("players as pl", "pl.id", "ps.player_id")
      .innerJoin("sports as s", "s.id", "pl.sport_id")
      .select(["ps.player_id", "ps.season_start_year", "ps.team_id", sql<number>`count(*)`.as("n")])
      .where("s.slug", "=", "hockey")
      .where("ps.team_id", "is not", null)
      .where("ps.season_start_year", ">", 2017)
      .groupBy(["ps.player_id", "ps.season_start_year", "ps.team_id"])
      .having(sql`count(*)`, ">", 1)
      .execute();
    expect(twice).toEqual([]);
    // Every later team row is a franchise we know (HR's codes resolved), but a traded player's
    // 2023-24 total row, which the table gives without its teams.
    const unknown = await db()
      .selectFrom("player_seasons as ps")
      .innerJoin("players as pl", "pl.id", "ps.player_id")
      .innerJoin("sports as s", "s.id", "pl.sport_id")
      .select(["ps.team_name", sql<number>`count(*)`.as("n")])
      .where("s.slug", "=", "hockey")
      .where("ps.season_start_year", ">", 2017)
      .where("ps.team_id", "is", null)
      .groupBy("ps.team_name")
      .execute();
    expect(unknown.map((r) => r.team_name).sort()).toEqual(["2 teams", "3 teams"]);
    const perSeason = await db()
      .selectFrom("player_seasons as ps")
      .innerJoin("players as pl", "pl.id", "ps.player_id")
      .innerJoin("sports as s", "s.id", "pl.sport_id")
      .select(["ps.season_start_year as season", sql<number>`count(*)`.as("n")])
      .where("s.slug", "=", "hockey")
      .where("ps.season_start_year", ">", 2017)
      .groupBy("ps.season_start_year")
      .orderBy("ps.season_start_year")
      .execute();
    expect(perSeason.map((r) => [r.season, Number(r.n)])).toEqual(COUNTS);
  });
});

/**
 * player_seasons rows per later season (skater team rows and goalie team rows, as built); Bødker's
 * and Müller's 2018-19 and 2019-20, once unresolved, are among them.
 */
const COUNTS: [number, number][] = [
  [2018, 1095],
  [2019, 1043],
  [2020, 1073],
  [2021, 1210],
  [2022, 1157],
  [2023, 924],
];

/** Season lines of matched players compared on 2008-09 to 2017-18 (skaters and goalies). */
const OVERLAP_COMPARED = 9474;
