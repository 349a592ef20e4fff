/**
 * Every champion row against its deciding games, wherever the database holds them (all leagues),
 * and the 2025-26 NBA and NHL titles the build derives from the games (the curated lists stop at
 * 2024-25). Reads the run's database (tests/support/test-database.ts); skipped when the datasets
 * are not on this machine. docs/rules.md#champions-agree-with-the-games
 */
import { expect, it } from "vitest";
import { describeData } from "./support";

describeData("champion rows agree with their deciding games", (db) => {
  const rowsWithGames = async () => {
    const champions = await db()
      .selectFrom("champions as c")
      .innerJoin("championships as ch", "ch.id", "c.championship_id")
      .select([
        "ch.slug",
        "c.year",
        "c.team_id",
        "c.runner_up_team_id",
        "c.series",
        "c.game_date",
        "c.winner_score",
        "c.runner_up_score",
      ])
      .execute();
    const games = await db()
      .selectFrom("games")
      .select([
        "championship_id",
        "season_start_year",
        "game_date",
        "completed_date",
        "home_team_id",
        "away_team_id",
        "home_score",
        "away_score",
        "status",
      ])
      .where("game_type", "=", "championship")
      .where("status", "=", "final")
      .execute();
    const slugs = new Map(
      (await db().selectFrom("championships").select(["id", "slug"]).execute()).map((c) => [c.id, c.slug]),
    );
    const bySeason = new Map<string, typeof games>();
    for (const g of games) {
      const key = `${slugs.get(g.championship_id!)}:${g.season_start_year}`;
      bySeason.set(key, [...(bySeason.get(key) ?? []), g]);
    }
    return champions.flatMap((c) => {
      const list = bySeason.get(`${c.slug}:${c.year}`);
      return list ? [{ row: c, games: list.sort((a, b) => a.game_date.localeCompare(b.game_date)) }] : [];
    });
  };

  it("every row with deciding games in the database names the games' winner, runner-up, series, date and score", async () => {
    const pairs = await rowsWithGames();
    // Super Bowls 1966-2025, Stanley Cup Finals 2009-10 on, NBA Finals 1946-47 to 2018-19 and 2022-23
    // on, NCAA title games 1985-2024, World Series 1903-2023 (Retrosheet's postseason logs).
    expect(pairs.length).toBeGreaterThanOrEqual(300);
    const leagues = new Set(pairs.map((p) => p.row.slug));
    expect([...leagues].sort()).toEqual([
      "college-football-national-championship",
      "frozen-four",
      "mens-college-world-series",
      "nba-finals",
      "ncaa-mens-basketball-tournament",
      "stanley-cup-final",
      "super-bowl",
      "world-series",
    ]);
    const wrong: string[] = [];
    for (const { row, games } of pairs) {
      const wins = new Map<number, number>();
      for (const g of games) {
        // A tied game (called for darkness: World Series 1907, 1912, 1922) counts for neither club.
        if (g.home_score === g.away_score) continue;
        const winner = g.home_score! > g.away_score! ? g.home_team_id : g.away_team_id;
        wins.set(winner, (wins.get(winner) ?? 0) + 1);
      }
      const [[winner, w], [loser, l] = [null, 0]] = [...wins].sort((a, b) => b[1] - a[1]);
      const last = games[games.length - 1];
      const lastWinner = last.home_score! > last.away_score! ? last.home_team_id : last.away_team_id;
      const facts = {
        team_id: winner,
        runner_up_team_id: loser ?? (last.home_team_id === winner ? last.away_team_id : last.home_team_id),
        series: games.length > 1 ? `${w}-${l}` : null,
        // A suspended game is decided on the day it was completed (World Series 2008, Game 5).
        game_date: last.completed_date ?? last.game_date,
        winner_score: Math.max(last.home_score!, last.away_score!),
        runner_up_score: Math.min(last.home_score!, last.away_score!),
      };
      expect(lastWinner).toBe(winner);
      const { slug: _slug, year: _year, ...claimed } = row;
      const comparable = Object.fromEntries(
        Object.entries(claimed).map(([k, v]) => [k, v ?? facts[k as keyof typeof facts]]),
      );
      if (JSON.stringify(comparable) !== JSON.stringify(facts))
        wrong.push(`${row.slug} ${row.year}: ${JSON.stringify(claimed)} vs ${JSON.stringify(facts)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("2025-26: the Knicks over the Spurs 4-1 and the Hurricanes over the Golden Knights 4-2, from the games", async () => {
    const rows = await db()
      .selectFrom("champions as c")
      .innerJoin("championships as ch", "ch.id", "c.championship_id")
      .innerJoin("teams as w", "w.id", "c.team_id")
      .innerJoin("teams as r", "r.id", "c.runner_up_team_id")
      .innerJoin("seasons as s", "s.id", "c.season_id")
      .select([
        "ch.slug",
        "w.slug as winner",
        "r.slug as runner_up",
        "c.title_year",
        "c.series",
        "c.game_date",
        "c.winner_score",
        "c.runner_up_score",
        "c.overtime",
        "c.venue",
        "c.city",
        "c.state",
        "c.mvp",
        "c.coach",
        "c.record",
        "s.champion_id",
        "c.id",
        "s.end_year",
      ])
      .where("c.year", "=", 2025)
      .where("ch.slug", "in", ["nba-finals", "stanley-cup-final"])
      .orderBy("ch.slug")
      .execute();
    expect(rows).toEqual([
      {
        slug: "nba-finals",
        winner: "new-york-knicks",
        runner_up: "san-antonio-spurs",
        title_year: 2026,
        series: "4-1",
        game_date: "2026-06-13",
        winner_score: 94,
        runner_up_score: 90,
        overtime: null,
        venue: "Frost Bank Center",
        city: "San Antonio",
        state: "TX",
        mvp: null,
        coach: null,
        record: "53-29",
        champion_id: rows[0]?.id,
        id: rows[0]?.id,
        end_year: 2026,
      },
      {
        slug: "stanley-cup-final",
        winner: "carolina-hurricanes",
        runner_up: "vegas-golden-knights",
        title_year: 2026,
        series: "4-2",
        game_date: "2026-06-14",
        winner_score: 3,
        runner_up_score: 0,
        overtime: null,
        venue: "T-Mobile Arena",
        city: "Paradise",
        state: "NV",
        mvp: null,
        coach: null,
        record: "53-22-7",
        champion_id: rows[1]?.id,
        id: rows[1]?.id,
        end_year: 2026,
      },
    ]);
  });

  it("the standings' CHAMPION mark is the champion row's club in every season with standings", async () => {
    const marks = await db()
      .selectFrom("standings as st")
      .innerJoin("seasons as s", "s.id", "st.season_id")
      .leftJoin("champions as c", "c.id", "s.champion_id")
      .select(["s.slug", "st.team_id", "c.team_id as champion"])
      .where("st.playoff_position", "=", "champion")
      .execute();
    expect(marks.filter((m) => m.team_id !== m.champion)).toEqual([]);
    const seasonsWithChampion = await db()
      .selectFrom("seasons as s")
      .innerJoin("champions as c", "c.id", "s.champion_id")
      .innerJoin("standings as st", (j) =>
        j.onRef("st.season_id", "=", "s.id").onRef("st.team_id", "=", "c.team_id"),
      )
      .select(["s.slug", "st.playoff_position"])
      .where("s.slug", "in", ["nba-2025-26", "nhl-2025-26", "nba-2024-25", "nfl-2025"])
      .orderBy("s.slug")
      .execute();
    expect(seasonsWithChampion).toEqual([
      { slug: "nba-2024-25", playoff_position: "champion" },
      { slug: "nba-2025-26", playoff_position: "champion" },
      { slug: "nfl-2025", playoff_position: "champion" },
      { slug: "nhl-2025-26", playoff_position: "champion" },
    ]);
  });
});
