/**
 * NBA playoff box scores 2010-11 to 2022-23 on the run's database (nba-playoffs-nocturnebear into
 * basketball_game_lines, season_type postseason): known lines as the page shows them, the order of
 * a side (starters, bench, who did not play), the count per season, and the playoff game log.
 */
import { expect, it } from "vitest";
import { describeData } from "./support";
import {
  basketballBoxScore,
  boxScoreLine,
  gamesWithLinesPerSeason,
  seasonGameLog,
} from "./box-score-support";

const GAME_7 = "nba-2016-06-19-cleveland-cavaliers-at-golden-state-warriors";

describeData("NBA playoff box scores (NBA.com, 2010-11 to 2022-23)", (db) => {
  const basketball = (slug: string) => basketballBoxScore(db(), slug);
  const line = boxScoreLine;

  it("LeBron James in the 2016 Finals game 7: 46:49, 27 points, 11 rebounds, 11 assists, 3 blocks", async () => {
    const box = await basketball(GAME_7);
    expect(box.source).toBe("nba-playoffs");
    expect(line(box, "LeBron James")).toMatchObject({
      side: "away",
      starter: true,
      seconds: 46 * 60 + 49,
      pts: 27,
      trb: 11,
      ast: 11,
      blk: 3,
      player_slug: "lebron-james",
    });
    expect(box.teams.map((t) => t.totals.pts)).toEqual([93, 89]);
  });

  it("lists each side's five starters first, then the bench by minutes, then who did not play", async () => {
    const cle = (await basketball(GAME_7)).teams[0]!.players;
    expect(cle.slice(0, 5).map((p) => p.player_name)).toEqual([
      "LeBron James",
      "Kevin Love",
      "Tristan Thompson",
      "Kyrie Irving",
      "JR Smith",
    ]);
    expect(cle.slice(0, 5).every((p) => p.starter)).toBe(true);
    expect(cle[5]).toMatchObject({ player_name: "Richard Jefferson", starter: false, dnp: null });
    const dnp = cle.filter((p) => p.dnp !== null);
    expect(dnp.map((p) => p.player_name).sort()).toEqual(
      ["Channing Frye", "Dahntay Jones", "James Jones", "Matthew Dellavedova", "Timofey Mozgov"].sort(),
    );
    expect(dnp.every((p) => p.dnp === "DNP - Coach's Decision" && p.seconds === null)).toBe(true);
    expect(cle.slice(-dnp.length)).toEqual(dnp);
  });

  it("Kawhi Leonard's 41 points on 16-39 in game 7 against the 76ers, 2019-05-12", async () => {
    const box = await basketball("nba-2019-05-12-philadelphia-76ers-at-toronto-raptors");
    expect(line(box, "Kawhi Leonard")).toMatchObject({ side: "home", pts: 41, fg: 16, fga: 39 });
    expect(box.teams.map((t) => t.totals.pts)).toEqual([90, 92]);
  });

  it("holds every playoff game of each season, 2010-11 to 2022-23", async () => {
    expect(await gamesWithLinesPerSeason(db(), "postseason")).toEqual({
      2010: 81,
      2011: 84,
      2012: 85,
      2013: 89,
      2014: 81,
      2015: 86,
      2016: 79,
      2017: 82,
      2018: 82,
      2019: 83,
      2020: 85,
      2021: 87,
      2022: 84,
    });
  });

  it("every playoff game of 2010-11 to 2022-23 in our games has its box score", async () => {
    const without = await db()
      .selectFrom("games as g")
      .select("g.slug")
      .where("g.league_key", "=", "nba")
      .where("g.game_type", "in", ["postseason", "championship"])
      .where("g.season_start_year", ">=", 2010)
      .where("g.season_start_year", "<=", 2022)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom("basketball_game_lines as l").select("l.id").whereRef("l.game_id", "=", "g.id"),
          ),
        ),
      )
      .execute();
    expect(without).toEqual([]);
  });

  it("LeBron James's 2015-16 playoff game log: 21 games, the Finals game 7 among them", async () => {
    const games = await seasonGameLog(db(), "lebron-james", 2015, true);
    expect(games).toHaveLength(21);
    expect(games.find((g) => g.game_date === "2016-06-19")).toMatchObject({
      game_slug: GAME_7,
      seconds: 2809,
      pts: 27,
      team_score: 93,
      opponent_score: 89,
    });
  });
});
