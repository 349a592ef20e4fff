/**
 * College football scores 2002-2024 (cfb-fbs-scores-2002-2024 after CFBD's 2023-2024): title games,
 * a rivalry game, game counts per season and the conference standings they give. Reads the run's
 * database; skipped when the datasets are not on this machine.
 */
import { expect, it } from "vitest";
import { describeData } from "./support";

describeData("college football scores 2002-2024", (db) => {
  const game = (date: string, a: string, b: string) =>
    db()
      .selectFrom("games")
      .innerJoin("teams as h", "h.id", "games.home_team_id")
      .innerJoin("teams as a", "a.id", "games.away_team_id")
      .where("games.league_key", "=", "cfb")
      .where("games.game_date", "=", date)
      .where((eb) =>
        eb.or([
          eb.and([eb("h.slug", "=", a), eb("a.slug", "=", b)]),
          eb.and([eb("h.slug", "=", b), eb("a.slug", "=", a)]),
        ]),
      )
      .select([
        "games.season_start_year as season",
        "games.game_type",
        "games.championship_id",
        "games.neutral_site",
        "h.slug as home",
        "a.slug as away",
        "games.home_score",
        "games.away_score",
      ])
      .execute();

  const scoreOf = (
    g: { home: string; home_score: number | null; away_score: number | null },
    slug: string,
  ) => (g.home === slug ? [g.home_score, g.away_score] : [g.away_score, g.home_score]);

  it("the 2006 Rose Bowl is the 2005 season's title game: Texas 41, USC 38, at a neutral site", async () => {
    const [g, ...more] = await game("2006-01-04", "texas-longhorns-football", "usc-trojans-football");
    expect(more).toHaveLength(0);
    expect(g.season).toBe(2005);
    expect(g.game_type).toBe("championship");
    expect(g.championship_id).not.toBeNull();
    expect(g.neutral_site).toBe(1);
    expect(scoreOf(g, "texas-longhorns-football")).toEqual([41, 38]);
  });

  it("the 2024 season's title game: Ohio State 34, Notre Dame 23 on 2025-01-20", async () => {
    const [g, ...more] = await game(
      "2025-01-20",
      "ohio-state-buckeyes-football",
      "notre-dame-fighting-irish-football",
    );
    expect(more).toHaveLength(0);
    expect(g.season).toBe(2024);
    expect(g.game_type).toBe("championship");
    expect(scoreOf(g, "ohio-state-buckeyes-football")).toEqual([34, 23]);
  });

  it("2006-11-18: Ohio State 42, Michigan 39 in Columbus (a regular-season game)", async () => {
    const [g, ...more] = await game(
      "2006-11-18",
      "ohio-state-buckeyes-football",
      "michigan-wolverines-football",
    );
    expect(more).toHaveLength(0);
    expect(g.home).toBe("ohio-state-buckeyes-football");
    expect(g.game_type).toBe("regular");
    expect(g.neutral_site).toBe(0);
    expect([g.home_score, g.away_score]).toEqual([42, 39]);
  });

  it("every season 2002-2024 has its games; one title game a season", async () => {
    const rows = await db()
      .selectFrom("games")
      .where("league_key", "=", "cfb")
      .where("season_start_year", ">=", 2002)
      .where("season_start_year", "<=", 2024)
      .select(["season_start_year as season", "game_type"])
      .execute();
    const count = (season: number, type?: string) =>
      rows.filter((r) => r.season === season && (type === undefined || r.game_type === type)).length;
    // The file's rows per season (2023-2024: CFBD's games, plus the 2023 bowls and the 2024 title game).
    expect(count(2002)).toBe(772);
    expect(count(2006)).toBe(791);
    expect(count(2020)).toBe(568);
    expect(count(2022)).toBe(896);
    expect(count(2023, "postseason") + count(2023, "championship")).toBe(42);
    for (let s = 2002; s <= 2024; s++) expect(count(s, "championship"), `season ${s}`).toBe(1);
  });

  it("the 2006 standings: Ohio State 12-0, 8-0 in the Big Ten; bowls not counted", async () => {
    const row = await db()
      .selectFrom("standings")
      .innerJoin("teams", "teams.id", "standings.team_id")
      .where("standings.league_key", "=", "cfb")
      .where("standings.season_start_year", "=", 2006)
      .where("teams.slug", "=", "ohio-state-buckeyes-football")
      .select(["standings.wins", "standings.losses", "standings.conference_record"])
      .executeTakeFirstOrThrow();
    expect([row.wins, row.losses, row.conference_record]).toEqual([12, 0, "8-0"]);
  });
});
