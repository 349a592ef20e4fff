/**
 * NBA games of the 2019-20 restart, 2020-21 and 2021-22 (NBA.com, nba-games-nbaapi-2019-2022): the
 * seasons' game counts, the standings and Finals they decide, bubble games at a neutral site, the
 * box scores that now find their games, and the arena a home game before 2022-23 takes from Team
 * Summaries. Reads the run's database; skipped when the datasets are not on this machine.
 */
import { expect, it } from "vitest";
import { describeData, standingsTable } from "./support";

describeData("NBA 2019-20 restart, 2020-21 and 2021-22 (NBA.com)", (db) => {
  const nbaGames = (season: number) =>
    db()
      .selectFrom("games")
      .innerJoin("teams as h", "h.id", "games.home_team_id")
      .innerJoin("teams as a", "a.id", "games.away_team_id")
      .where("games.league_key", "=", "nba")
      .where("games.season_start_year", "=", season)
      .select([
        "games.id",
        "games.game_date",
        "games.game_type",
        "games.home_score",
        "games.away_score",
        "games.neutral_site",
        "games.venue_name",
        "games.period",
        "h.slug as home",
        "a.slug as away",
      ])
      .execute();

  const countBy = (games: { game_type: string | null }[]) => {
    const out: Record<string, number> = {};
    for (const g of games) out[g.game_type ?? ""] = (out[g.game_type ?? ""] ?? 0) + 1;
    return out;
  };

  it("holds 1,059, 1,080 and 1,230 regular-season games, the play-in and every playoff game", async () => {
    const counts = await Promise.all([2019, 2020, 2021].map(async (s) => countBy(await nbaGames(s))));
    expect(counts.map((c) => c.regular)).toEqual([1059, 1080, 1230]);
    expect(counts.map((c) => c["play-in"])).toEqual([1, 6, 6]);
    // Every playoff game: earlier rounds and the six-game Finals.
    expect(counts.map((c) => (c.postseason ?? 0) + (c.championship ?? 0))).toEqual([83, 85, 87]);
    expect(counts.map((c) => c.championship)).toEqual([6, 6, 6]);
  });

  it("decides the Finals 4-2: 2020 Lakers over Heat, 2021 Bucks over Suns, 2022 Warriors over Celtics", async () => {
    const finals = async (season: number) => {
      const wins: Record<string, number> = {};
      for (const g of (await nbaGames(season)).filter((x) => x.game_type === "championship")) {
        const winner = g.home_score! > g.away_score! ? g.home : g.away;
        wins[winner] = (wins[winner] ?? 0) + 1;
      }
      return wins;
    };
    expect(await finals(2019)).toEqual({ "los-angeles-lakers": 4, "miami-heat": 2 });
    expect(await finals(2020)).toEqual({ "milwaukee-bucks": 4, "phoenix-suns": 2 });
    expect(await finals(2021)).toEqual({ "golden-state-warriors": 4, "boston-celtics": 2 });
  });

  it("computes the standings: the Jazz 52-20 in 2020-21 and the Suns 64-18 in 2021-22, play-in games not counted", async () => {
    const jazz = (await standingsTable(db(), "basketball", "professional", 2020)).find(
      (r) => r.slug === "utah-jazz",
    );
    expect(jazz).toMatchObject({ wins: 52, losses: 20 });
    const suns = (await standingsTable(db(), "basketball", "professional", 2021)).find(
      (r) => r.slug === "phoenix-suns",
    );
    expect(suns).toMatchObject({ wins: 64, losses: 18 });
    // 2019-20: the Bucks' 56-17 with the eight seeding games; the Grizzlies' play-in loss not counted (34-39).
    const table = await standingsTable(db(), "basketball", "professional", 2019);
    expect(table.find((r) => r.slug === "milwaukee-bucks")).toMatchObject({ wins: 56, losses: 17 });
    expect(table.find((r) => r.slug === "memphis-grizzlies")).toMatchObject({ wins: 34, losses: 39 });
  });

  it("plays the bubble games at a neutral site with no venue, and the 2021 Finals' Game 6 at the Bucks' Fiserv Forum", async () => {
    const bubble = (await nbaGames(2019)).filter((g) => g.game_date >= "2020-07-30");
    expect(bubble).toHaveLength(88 + 1 + 83);
    expect(bubble.every((g) => g.neutral_site === 1 && g.venue_name === null)).toBe(true);
    // The restart's opener: the Jazz 106, the Pelicans (the nominal home team) 104.
    const opener = bubble.find((g) => g.game_date === "2020-07-30" && g.away === "utah-jazz");
    expect(opener).toMatchObject({ home: "new-orleans-pelicans", away_score: 106, home_score: 104 });
    const g6 = (await nbaGames(2020)).find((g) => g.game_date === "2021-07-20");
    expect(g6).toMatchObject({
      home: "milwaukee-bucks",
      away: "phoenix-suns",
      home_score: 105,
      away_score: 98,
      neutral_site: 0,
      venue_name: "Fiserv Forum",
    });
  });

  it("names a home game's arena of the season before 2022-23: the 2016 Finals' Game 7 at Oracle Arena", async () => {
    const g7 = (await nbaGames(2015)).find((g) => g.game_date === "2016-06-19");
    expect(g7).toMatchObject({ home: "golden-state-warriors", venue_name: "Oracle Arena" });
    // The Knicks' 2021-22 home games: Basketball-Reference's "Madison Square Garden (IV)" without its number.
    const knicks = (await nbaGames(2021)).filter((g) => g.home === "new-york-knicks");
    expect(new Set(knicks.map((g) => g.venue_name))).toEqual(new Set(["Madison Square Garden"]));
  });

  it("finds every regular-season box score of 2019-20 to 2021-22 in the games", async () => {
    const rows = await db()
      .selectFrom("basketball_game_lines")
      .where("season_start_year", "in", [2019, 2020, 2021])
      .where("season_type", "=", "regular")
      .select(["season_start_year as s", (eb) => eb.fn.count<number>("game_id").distinct().as("n")])
      .groupBy("season_start_year")
      .orderBy("season_start_year")
      .execute();
    expect(rows.map((r) => [Number(r.s), Number(r.n)])).toEqual([
      [2019, 1059],
      [2020, 1080],
      [2021, 1230],
    ]);
  });

  it("states games per team only where most teams played the same number", async () => {
    const perTeam = async (league: string, year: number) =>
      (
        await db()
          .selectFrom("seasons")
          .where("league_key", "=", league)
          .where("start_year", "=", year)
          .select("regular_season_games")
          .executeTakeFirstOrThrow()
      ).regular_season_games;
    // 2019-20: 64 to 75 games after the suspension; the early NFL's open schedules: 1 to 13 in 1920.
    expect(await perTeam("nba", 2019)).toBeNull();
    expect(await perTeam("nfl", 1920)).toBeNull();
    expect(await perTeam("nba", 2018)).toBe(82);
    expect(await perTeam("nba", 2020)).toBe(72);
    expect(await perTeam("nfl", 2023)).toBe(17);
  });
});
