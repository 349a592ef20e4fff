/**
 * NFL defence 2018-2021 (backend/import/sources/nfl-defense.ts) and the NHL rosters after 2017-18
 * (backend/import/sources/rosters.ts) on the run's database: the rows read and kept, the PFR ids
 * joined and added, known seasons, the single-season boards, and one person per team-season.
 * Skipped when the open datasets are absent.
 */
import { expect, it } from "vitest";
import { describeData, fileCounts } from "./support";

describeData("NFL defence 2018-2021 and NHL rosters after 2017-18", (db, log) => {
  const defense = (slug: string, season: number) =>
    db()
      .selectFrom("football_defense_lines as d")
      .innerJoin("players", "players.id", "d.player_id")
      .innerJoin("people", "people.id", "players.person_id")
      .selectAll("d")
      .where("people.slug", "=", slug)
      .where("d.season_start_year", "=", season)
      .execute();

  it("reads every row and joins each PFR id to one person", async () => {
    expect(fileCounts(log(), "adv_defense_season.csv")).toMatch(/read 3629, imported 3629, rejected 0/);
    expect(log().find((m) => m.includes("NFL defence 2018-2021:"))).toMatch(
      /1521 PFR ids: 611 by the 2024 roster's pfr_id, 53 by name, club and season, 857 added/,
    );
    const perSeason = await db()
      .selectFrom("football_defense_lines")
      .select(["player_id", "season_start_year", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy(["player_id", "season_start_year"])
      .having((eb) => eb.fn.countAll(), ">", 1)
      .execute();
    expect(perSeason).toEqual([]);
  });

  it("pins the seasons fans know", async () => {
    expect(await defense("darius-leonard", 2018)).toMatchObject([
      { team_code: "IND", team_name: "Indianapolis Colts", games: 15, tackles: 163 },
    ]);
    expect(await defense("t-j-watt", 2021)).toMatchObject([{ team_code: "PIT", def_sacks: 22.5 }]);
    expect(await defense("trevon-diggs", 2021)).toMatchObject([{ team_code: "DAL", def_int: 11 }]);
    expect(await defense("aaron-donald", 2018)).toMatchObject([
      { team_name: "Los Angeles Rams", def_sacks: 20.5 },
    ]);
    // A traded player's 2TM row is his season, without a club.
    expect(await defense("eli-apple", 2018)).toMatchObject([
      { team_code: "TOT", team_id: null, tackles: 75, def_int: 2 },
    ]);
  });

  it("ranks single seasons only, led by the pinned seasons", async () => {
    const boards = await db()
      .selectFrom("stat_leaders")
      .select(["scope", "stat", "value", "season_start_year"])
      .where("stat", "in", ["tackles", "def_sacks", "def_int"])
      .where("rank", "=", 1)
      .orderBy("stat")
      .execute();
    expect(boards).toEqual([
      { scope: "season", stat: "def_int", value: 11, season_start_year: 2021 },
      { scope: "season", stat: "def_sacks", value: 22.5, season_start_year: 2021 },
      { scope: "season", stat: "tackles", value: 192, season_start_year: 2021 },
    ]);
  });

  it("fills the NHL rosters of 2018-19 to 2023-24 with each player's line for the club", async () => {
    const roster = (team: string, season: number) =>
      db()
        .selectFrom("roster_entries as r")
        .innerJoin("teams", "teams.id", "r.team_id")
        .innerJoin("players", "players.id", "r.player_id")
        .innerJoin("people", "people.id", "players.person_id")
        .select(["people.slug", "r.position", "r.stats"])
        .where("teams.slug", "=", team)
        .where("teams.league_key", "=", "nhl")
        .where("r.season_start_year", "=", season)
        .execute();
    const oilers = await roster("edmonton-oilers", 2022);
    const mcdavid = oilers.find((r) => r.slug === "connor-mcdavid");
    expect(JSON.parse(mcdavid?.stats ?? "{}")).toMatchObject({ games_played: 82, goals: 64, points: 153 });
    // Timo Meier's 2022-23 split: 52 points with San Jose, 14 with New Jersey, never the total.
    const sharks = await roster("san-jose-sharks", 2022);
    const devils = await roster("new-jersey-devils", 2022);
    expect(JSON.parse(sharks.find((r) => r.slug === "timo-meier")?.stats ?? "{}")).toMatchObject({
      points: 52,
    });
    expect(JSON.parse(devils.find((r) => r.slug === "timo-meier")?.stats ?? "{}")).toMatchObject({
      points: 14,
    });
    const rangers = await roster("new-york-rangers", 2021);
    expect(rangers.find((r) => r.slug === "igor-shesterkin")).toMatchObject({ position: "Goalie" });
    expect(JSON.parse(rangers.find((r) => r.slug === "igor-shesterkin")?.stats ?? "{}")).toMatchObject({
      wins: 36,
    });
    expect(log().find((m) => m.includes("NHL rosters 2018-19 on"))).toMatch(/6433 club lines; 69 traded/);
  });
});
