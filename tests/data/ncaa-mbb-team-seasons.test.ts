/**
 * College basketball team seasons from Sports-Reference CBB (issue 39, item 4:
 * backend/import/sources/ncaa-mbb-team-seasons.ts) on the run's database: seasons read from
 * ncaa-mbb-team-seasons-sportsref/ncaa-team-data.csv, the NCAA champions and runners-up 1939-1984 of
 * the champions table against the file for every year, and the comparison with the tournament games.
 */
import { expect, it } from "vitest";
import { openDataDir } from "../../backend/import/sources/common";
import { ncaaMbbTeamSeasons } from "../../backend/import/readers/ncaa-mbb-team-seasons";
import { describeData, teamSeasonOf } from "./support";

describeData("college basketball team seasons (Sports-Reference)", (db, log) => {
  const season = (slug: string, year: number) =>
    teamSeasonOf(db(), slug, year)
      .select(["ts.wins", "ts.losses", "ts.made_playoffs", "ts.playoff_result", "ts.team_id"])
      .executeTakeFirst();

  // Values as the file gives them (w, l, ncaa_result), 1890s to 1950s.
  it.each([
    ["kansas-jayhawks-basketball", 1898, 7, 4, null, null],
    ["kansas-jayhawks-basketball", 1905, 12, 7, null, null],
    ["duke-blue-devils-basketball", 1929, 18, 2, null, null],
    ["kentucky-wildcats-basketball", 1944, 22, 4, 1, "Lost in NCAA Tournament (Regional Semifinal)"],
    ["kentucky-wildcats-basketball", 1947, 36, 3, 1, "Won NCAA Tournament"],
    ["ccny-beavers-basketball", 1949, 24, 5, 1, "Won NCAA Tournament"],
    ["nyu-violets-basketball", 1944, 14, 7, 1, "Lost in NCAA Tournament (National Final)"],
    ["kansas-jayhawks-basketball", 1952, 19, 6, 1, "Lost in NCAA Tournament (National Final)"],
    ["duke-blue-devils-basketball", 1957, 18, 7, 0, null],
  ])("%s %i: %i-%i, NCAA tournament %s %s", async (slug, year, wins, losses, made, result) => {
    expect(await season(slug, year)).toMatchObject({
      wins,
      losses,
      made_playoffs: made,
      playoff_result: result,
    });
  });

  /** The college basketball team seasons of a year with this tournament result (the college hockey site's NCAA titles read the same words). */
  const teamsWithResult = (year: number, result: string) =>
    db()
      .selectFrom("team_seasons as ts")
      .innerJoin("teams as t", "t.id", "ts.team_id")
      .select("ts.team_id")
      .where("t.league_key", "=", "cbb")
      .where("ts.season_start_year", "=", year)
      .where("ts.playoff_result", "=", result)
      .execute();

  it("names Kansas's 1898-99 coach from the same row: Doc Naismith", async () => {
    const rows = await db()
      .selectFrom("coach_seasons as s")
      .innerJoin("teams as t", "t.id", "s.team_id")
      .innerJoin("coaches as c", "c.id", "s.coach_id")
      .innerJoin("people as p", "p.id", "c.person_id")
      .select(["p.first_name", "p.last_name", "s.wins", "s.losses"])
      .where("t.slug", "=", "kansas-jayhawks-basketball")
      .where("s.season_start_year", "=", 1898)
      .execute();
    expect(rows).toEqual([{ first_name: "Doc", last_name: "Naismith", wins: 7, losses: 4 }]);
  });

  it("leaves the 2016-17 rows (scraped mid-tournament) out of the team seasons", async () => {
    const rows = await db()
      .selectFrom("team_seasons")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("league_key", "=", "cbb")
      .where("season_start_year", ">", 2015)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(0);
  });

  it("agrees with the champions table on the champion and runner-up of every tournament 1939-1984", async () => {
    const file = ncaaMbbTeamSeasons.load(openDataDir()!);
    const champions = await db()
      .selectFrom("champions as c")
      .innerJoin("championships as ch", "ch.id", "c.championship_id")
      .select(["c.year", "c.team_id", "c.runner_up_team_id", "c.winner_score", "c.runner_up_score"])
      .where("ch.league_key", "=", "cbb")
      .where("c.year", ">=", 1938)
      .where("c.year", "<=", 1983)
      .orderBy("c.year")
      .execute();
    expect(champions).toHaveLength(46);
    for (const c of champions) {
      const rows = file.filter((r) => r.season.start === c.year);
      const won = rows.filter((r) => r.ncaa_result === "Won National Final");
      const lost = rows.filter((r) => r.ncaa_result === "Lost National Final");
      expect([c.year, won.length, lost.length]).toEqual([c.year, 1, 1]);
      // The file's rows are the team seasons of these programs: the same teams as the champions table.
      const winner = await teamsWithResult(c.year, "Won NCAA Tournament");
      const runnerUp = await teamsWithResult(c.year, "Lost in NCAA Tournament (National Final)");
      expect([c.year, winner.map((r) => r.team_id), runnerUp.map((r) => r.team_id)]).toEqual([
        c.year,
        [c.team_id],
        [c.runner_up_team_id],
      ]);
      // Every title game of these years has its score in the curated champions file.
      expect([c.year, c.winner_score !== null && c.runner_up_score !== null]).toEqual([c.year, true]);
    }
  });

  it("compares every team season 1984-85 to 2015-16 with the tournament games, naming each difference", async () => {
    const figure = await db()
      .selectFrom("data_quality")
      .select(["passed", "total", "detail"])
      .where("key", "=", "cbb-team-seasons-games")
      .executeTakeFirstOrThrow();
    const named = log().filter((m) => m.includes("college basketball team season differs from the games"));
    expect(Number(figure.total) - Number(figure.passed)).toBe(named.length);
    // Every file row of a tournament team agrees with the games; the differences are teams the file lacks.
    expect(named.filter((m) => !m.includes("no row in ncaa-team-data.csv"))).toEqual([]);
    expect(named).toContain(
      "  college basketball team season differs from the games: 2012-13 FGCU: no row in ncaa-team-data.csv, lost in the Sweet 16 in the tournament games",
    );
    expect(Number(figure.total)).toBeGreaterThan(2000);
  });

  it("names the schools no program matches instead of dropping them", () => {
    const line = log().find((m) => m.includes("schools without a program"));
    expect(line).toContain("chicago (46 seasons, 1895-1945)");
    expect(line).toContain("muhlenburg (56 seasons, 1900-1962)");
  });
});
