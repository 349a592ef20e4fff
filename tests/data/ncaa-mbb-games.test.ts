/**
 * College basketball regular seasons and conference tournaments (issue 44:
 * backend/import/sources/ncaa-mbb-games.ts) on the run's database. Each pinned value is in two
 * places: the data files (Kaggle 1985-2017, Sports-Reference and ESPN from 2017-18) and the
 * published record (the 2014-15 Kentucky team entered the NCAA tournament 34-0 after an 18-0 SEC
 * season; UNLV 1990-91 30-0; Gonzaga 2016-17 lost only at home to BYU, 79-71 on February 25, 2017).
 */
import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeData, standingOf } from "./support";

describeData("college basketball regular-season games", (db, log) => {
  const gamesOn = (date: string) =>
    db()
      .selectFrom("games as g")
      .innerJoin("teams as h", "h.id", "g.home_team_id")
      .innerJoin("teams as a", "a.id", "g.away_team_id")
      .select([
        "h.slug as home",
        "a.slug as away",
        "g.home_score",
        "g.away_score",
        "g.period",
        "g.neutral_site",
        "g.game_type",
      ])
      .where("g.league_key", "=", "cbb")
      .where("g.game_date", "=", date)
      .execute();

  const standing = (slug: string, season: number) =>
    standingOf(db(), slug, season)
      .select(["s.wins", "s.losses", "s.conference_record", "s.conference_name", "s.conference_rank"])
      .executeTakeFirst();

  it("2019-02-20: North Carolina 88 at Duke 72, one row (in both Sports-Reference and ESPN)", async () => {
    const games = (await gamesOn("2019-02-20")).filter(
      (g) => g.home === "duke-blue-devils-basketball" || g.away === "duke-blue-devils-basketball",
    );
    expect(games).toEqual([
      {
        home: "duke-blue-devils-basketball",
        away: "north-carolina-tar-heels-basketball",
        home_score: 72,
        away_score: 88,
        period: null,
        neutral_site: 0,
        game_type: "regular",
      },
    ]);
  });

  it("the SEC's 2014-15 standings list Kentucky 18-0, first; 38-1 overall (34-0, then 4-1 in the NCAA tournament)", async () => {
    expect(await standing("kentucky-wildcats-basketball", 2014)).toMatchObject({
      wins: 38,
      losses: 1,
      conference_record: "18-0",
      conference_name: "Southeastern Conference",
      conference_rank: 1,
    });
  });

  it("the ACC's 2018-19 standings: Virginia and North Carolina 16-2, Duke 14-4", async () => {
    expect((await standing("virginia-cavaliers-basketball", 2018))?.conference_record).toBe("16-2");
    expect((await standing("north-carolina-tar-heels-basketball", 2018))?.conference_record).toBe("16-2");
    expect((await standing("duke-blue-devils-basketball", 2018))?.conference_record).toBe("14-4");
  });

  it("Gonzaga 2016-17: 32-1 before the NCAA tournament (37-2 after), the loss BYU 79-71 at Gonzaga on 2017-02-25", async () => {
    expect(await standing("gonzaga-bulldogs-basketball", 2016)).toMatchObject({ wins: 37, losses: 2 });
    const games = (await gamesOn("2017-02-25")).filter((g) => g.home === "gonzaga-bulldogs-basketball");
    expect(games).toMatchObject([{ home_score: 71, away_score: 79, neutral_site: 0 }]);
  });

  it("Gonzaga 2020-21: 26-0 before the NCAA tournament (31-1 after), 15-0 in the West Coast Conference", async () => {
    expect(await standing("gonzaga-bulldogs-basketball", 2020)).toMatchObject({
      wins: 31,
      losses: 1,
      conference_record: "15-0",
    });
  });

  it("UNLV 1990-91: 30-0 in its regular-season and Big West tournament games", async () => {
    const { rows } = await sql<{ w: number; l: number }>`
      select sum(case when (g.home_team_id = t.id) = (g.home_score > g.away_score) then 1 else 0 end) as w,
             sum(case when (g.home_team_id = t.id) = (g.home_score < g.away_score) then 1 else 0 end) as l
      from games g join teams t on t.id in (g.home_team_id, g.away_team_id)
      where t.slug = 'unlv-runnin-rebels-basketball' and g.season_start_year = 1990 and g.game_type = 'regular'`.execute(
      db(),
    );
    expect(rows.map((r) => [Number(r.w), Number(r.l)])).toEqual([[30, 0]]);
  });

  it("2025-03-08: Alabama 93 at Auburn 91 in overtime (ESPN's list, dated by MGameCities)", async () => {
    const games = (await gamesOn("2025-03-08")).filter((g) => g.home === "auburn-tigers-basketball");
    expect(games).toEqual([
      {
        home: "auburn-tigers-basketball",
        away: "alabama-crimson-tide-basketball",
        home_score: 91,
        away_score: 93,
        period: "OT",
        neutral_site: 0,
        game_type: "regular",
      },
    ]);
  });

  it("2024-03-16: the Big 12 final, Iowa State 69, Houston 41, at a neutral site", async () => {
    const games = (await gamesOn("2024-03-16")).filter((g) =>
      [g.home, g.away].includes("houston-cougars-basketball"),
    );
    expect(games).toHaveLength(1);
    const [g] = games;
    const iowaState = g.home === "iowa-state-cyclones-basketball" ? g.home_score : g.away_score;
    const houston = g.home === "houston-cougars-basketball" ? g.home_score : g.away_score;
    expect([iowaState, houston, g.neutral_site]).toEqual([69, 41, 1]);
  });

  it("holds the NCAA tournament games once: one game on the 2019 title game's day", async () => {
    const games = await gamesOn("2019-04-08");
    expect(games.map((g) => g.game_type)).toEqual(["championship"]);
  });

  it("stores no game twice: no two games of a season with the same day and teams", async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from (
        select game_date, min(home_team_id, away_team_id) a, max(home_team_id, away_team_id) b
        from games where league_key = 'cbb' group by 1, 2, 3 having count(*) > 1) d`.execute(db());
    expect(Number(rows[0].n)).toBe(0);
  });

  it("the build log counts the lists' matches and the games it stores without a day", () => {
    const lines = log();
    expect(
      lines.some((l) => /cbb regular seasons: \d+ games stored; 2017-18 on: \d+ in both lists/.test(l)),
    ).toBe(true);
    expect(
      lines.some(
        (l) =>
          l.includes("cbb games without a day in MGameCities (stored as undated games): ") &&
          l.includes("2025-26"),
      ),
    ).toBe(true);
  });
});
