/**
 * The importers' work on the open datasets (DATA_DIR, default ../shared/data), read from the run's
 * database (tests/support/test-database.ts) and its build log: facts known for certain. Skipped, with a message, when the
 * datasets are not there.
 */
import { expect, it } from "vitest";
import { describeData, standingsTable } from "./support";

describeData("importers against the open datasets", (db, log) => {
  const nflTable = (season: number) => standingsTable(db(), "football", "professional", season);

  it("computes the NFL 2023 final table exactly", async () => {
    const table = await nflTable(2023);
    expect(table).toHaveLength(32);
    const record = Object.fromEntries(table.map((r) => [r.abbreviation, `${r.wins}-${r.losses}-${r.ties}`]));
    expect(record).toMatchObject({
      BUF: "11-6-0",
      MIA: "11-6-0",
      NYJ: "7-10-0",
      NE: "4-13-0",
      BAL: "13-4-0",
      CLE: "11-6-0",
      PIT: "10-7-0",
      CIN: "9-8-0",
      HOU: "10-7-0",
      JAX: "9-8-0",
      IND: "9-8-0",
      TEN: "6-11-0",
      KC: "11-6-0",
      LV: "8-9-0",
      DEN: "8-9-0",
      LAC: "5-12-0",
      DAL: "12-5-0",
      PHI: "11-6-0",
      NYG: "6-11-0",
      WAS: "4-13-0",
      DET: "12-5-0",
      GB: "9-8-0",
      MIN: "7-10-0",
      CHI: "7-10-0",
      TB: "9-8-0",
      NO: "9-8-0",
      ATL: "7-10-0",
      CAR: "2-15-0",
      SF: "12-5-0",
      LA: "10-7-0",
      SEA: "9-8-0",
      ARI: "4-13-0",
    });
    const winners = Object.fromEntries(
      table.filter((r) => r.rank === 1).map((r) => [r.division_name, r.abbreviation]),
    );
    expect(winners).toEqual({
      "AFC East": "BUF",
      "AFC North": "BAL",
      "AFC South": "HOU",
      "AFC West": "KC",
      "NFC East": "DAL",
      "NFC North": "DET",
      "NFC South": "TB",
      "NFC West": "SF",
    });
    expect(table.find((r) => r.abbreviation === "KC")?.playoff_position).toBe("champion");
    expect(
      table.filter((r) => r.playoff_position === "champion" || r.playoff_position === "playoffs"),
    ).toHaveLength(14);
  });

  it("keeps one NFL game per game across nflverse and Pro-Football-Reference", async () => {
    const rows = await db()
      .selectFrom("games as g")
      .innerJoin("sports as sp", "sp.id", "g.sport_id")
      .innerJoin("levels as l", "l.id", "g.level_id")
      .select(["g.season_start_year", "g.game_type", (eb) => eb.fn.countAll<number>().as("n")])
      .where("sp.slug", "=", "football")
      .where("l.slug", "=", "professional")
      .where("g.season_start_year", "in", [2023, 2025])
      .groupBy(["g.season_start_year", "g.game_type"])
      .execute();
    const n = (season: number, type: string) =>
      Number(rows.find((r) => r.season_start_year === season && r.game_type === type)?.n ?? 0);
    expect(n(2023, "regular")).toBe(272);
    expect(n(2023, "postseason") + n(2023, "championship")).toBe(13);
    expect(n(2025, "regular")).toBe(272);
    expect(n(2025, "championship")).toBe(1);
  });

  it("lists the NHL schedule of 2026-11-21", async () => {
    const games = await db()
      .selectFrom("games as g")
      .innerJoin("sports as sp", "sp.id", "g.sport_id")
      .innerJoin("levels as l", "l.id", "g.level_id")
      .select(["g.home_team_name", "g.away_team_name", "g.status", "g.game_time"])
      .where("sp.slug", "=", "hockey")
      .where("l.slug", "=", "professional")
      .where("g.game_date", ">=", "2026-11-21")
      .where("g.game_date", "<=", "2026-11-21")
      .orderBy("g.game_time")
      .orderBy("g.home_team_name")
      .execute();
    expect(games).toHaveLength(14);
    expect(games.every((g) => g.status === "scheduled")).toBe(true);
    expect(games).toContainEqual({
      home_team_name: "Boston Bruins",
      away_team_name: "Washington Capitals",
      status: "scheduled",
      game_time: "19:00",
    });
    expect(games).toContainEqual({
      home_team_name: "Carolina Hurricanes",
      away_team_name: "Edmonton Oilers",
      status: "scheduled",
      game_time: "13:00",
    });
  });

  it("reconciles the two NHL sources without duplicates", async () => {
    // Two games of the same clubs on one day: only baseball's numbered doubleheaders (game 1 and
    // game 2), and four NBA days the FiveThirtyEight file lists two games of the same clubs with
    // different scores (e.g. 1979-03-23, the replayed end of a protested Nets-76ers game before
    // that day's game); never one game twice from two sources.
    const pairs = await db()
      .selectFrom("games as g")
      .innerJoin("sports as sp", "sp.id", "g.sport_id")
      .select([
        "sp.slug as sport",
        "g.league_key as league",
        "g.game_date",
        "g.home_team_id",
        "g.away_team_id",
        (eb) => eb.fn.countAll<number>().as("n"),
        (eb) => eb.fn.count<number>("g.game_number").as("numbered"),
        (eb) => eb.fn.count<number>(eb.fn("distinct", [eb.ref("g.source")]) as never).as("sources"),
      ])
      .groupBy(["sp.slug", "g.league_key", "g.game_date", "g.home_team_id", "g.away_team_id"])
      .having((eb) => eb.fn.countAll(), ">", 1)
      .execute();
    // College hockey has real same-day meetings (the 1980s playoffs' mini-games after a tied
    // two-game series); its one-row-per-game rule is tests/data/chk.test.ts's.
    expect(pairs.filter((p) => p.league === "nhl" || p.sport === "football")).toEqual([]);
    const baseball = pairs.filter((p) => p.sport === "baseball");
    expect(baseball.length).toBeGreaterThan(500);
    expect(baseball.filter((p) => Number(p.numbered) !== Number(p.n))).toEqual([]);
    const basketball = pairs.filter((p) => p.sport === "basketball");
    expect(basketball.map((p) => p.game_date).sort()).toEqual([
      "1954-03-08",
      "1970-02-08",
      "1979-03-23",
      "1983-04-13",
    ]);
    expect(basketball.every((p) => Number(p.sources) === 1)).toBe(true);
  });

  it("computes hockey points and basketball tables", async () => {
    const row = async (slug: string, season: number) =>
      db()
        .selectFrom("standings as s")
        .innerJoin("teams as t", "t.id", "s.team_id")
        .select([
          "s.wins",
          "s.losses",
          "s.overtime_losses",
          "s.points",
          "s.playoff_position",
          "s.division_name",
          "s.rank",
        ])
        .where("t.slug", "=", slug)
        .where("s.season_start_year", "=", season)
        .executeTakeFirstOrThrow();
    expect(await row("boston-bruins", 2022)).toMatchObject({
      wins: 65,
      losses: 12,
      overtime_losses: 5,
      points: 135,
      division_name: "Atlantic",
      rank: 1,
    });
    expect(await row("boston-celtics", 2023)).toMatchObject({
      wins: 64,
      losses: 18,
      playoff_position: "champion",
    });
    expect(await row("new-york-yankees", 2019)).toMatchObject({
      wins: 103,
      losses: 59,
      division_name: "AL East",
      rank: 1,
    });
  });

  it("dates March Mania games from DayZero and finds the title game", async () => {
    const title = await db()
      .selectFrom("games")
      .select(["game_date", "home_team_name", "away_team_name", "home_score", "away_score", "game_type"])
      .where("slug", "like", "cbb-2024-04-08-%")
      .executeTakeFirstOrThrow();
    expect(title.game_type).toBe("championship");
    expect([title.home_score, title.away_score].sort()).toEqual([60, 75]);
  });

  it("counts seasons played, not the span, and says when a coach's count is the whole career", async () => {
    const yearsPro = async (slug: string) =>
      (
        await db()
          .selectFrom("players")
          .select("years_pro")
          .where("slug", "=", slug)
          .executeTakeFirstOrThrow()
      ).years_pro;
    // Michael Jordan: 15 seasons between 1984-85 and 2002-03 (the span is 19); Babe Ruth 22
    // (1914-1935); Shohei Ohtani 6 to 2023, Lahman's last season.
    expect(await yearsPro("michael-jordan")).toBe(15);
    expect(await yearsPro("babe-ruth")).toBe(22);
    expect(await yearsPro("shohei-ohtani")).toBe(6);
    const coach = (slug: string) =>
      db()
        .selectFrom("coaches")
        .select(["years_experience", "experience_is_career"])
        .where("slug", "=", slug)
        .executeTakeFirstOrThrow();
    // Curated whole careers: Lombardi 10 seasons, Belichick 29.
    expect(await coach("vince-lombardi")).toEqual({ years_experience: 10, experience_is_career: 1 });
    expect(await coach("bill-belichick")).toEqual({ years_experience: 29, experience_is_career: 1 });
    // His 40 seasons at the 65 Sports-Reference programs, not Samford: never a career (he coached 44).
    expect(await coach("bobby-bowden")).toEqual({ years_experience: 40, experience_is_career: 0 });
    // nflverse from 1999 and a career that goes on: Andy Reid's count is what our data holds.
    expect((await coach("andy-reid")).experience_is_career).toBe(0);
  });

  it("imports real players and coaches; no current team without a current source, the last team in the seasons", async () => {
    const player = (slug: string) =>
      db()
        .selectFrom("players as p")
        .leftJoin("teams as t", "t.id", "p.current_team_id")
        .select(["t.slug as team", "p.career_stats", "p.championships_won", "p.all_star_selections"])
        .where("p.slug", "=", slug)
        .executeTakeFirstOrThrow();
    // Basketball-Reference ends with 2025-26 and the clock is in 2026-27: no source says where LeBron
    // James plays now (docs/rules.md#derived-figures); his last season is with the Lakers.
    expect(await player("lebron-james")).toMatchObject({ team: null, championships_won: 4 });
    const last = await db()
      .selectFrom("player_seasons as s")
      .innerJoin("players as p", "p.id", "s.player_id")
      .innerJoin("teams as t", "t.id", "s.team_id")
      .select(["t.slug", "s.season_start_year"])
      .where("p.slug", "=", "lebron-james")
      .orderBy("s.season_start_year", "desc")
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ slug: "los-angeles-lakers", season_start_year: 2025 });
    expect(JSON.parse((await player("wayne-gretzky")).career_stats!)).toMatchObject({
      points: 2857,
      goals: 894,
    });
    expect(await player("derek-jeter")).toMatchObject({
      team: null,
      championships_won: 5,
      all_star_selections: 14,
    });
    for (const sport of ["baseball", "basketball", "hockey"]) {
      const n = await db()
        .selectFrom("players as p")
        .innerJoin("sports as s", "s.id", "p.sport_id")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("s.slug", "=", sport)
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBeGreaterThan(5000);
    }
    const reid = await db()
      .selectFrom("coaches as c")
      .leftJoin("teams as t", "t.id", "c.current_team_id")
      .select(["c.id", "t.slug as team", "c.wins", "c.losses", "c.championships_won", "c.is_active"])
      .where("c.slug", "=", "andy-reid")
      .executeTakeFirstOrThrow();
    // nflverse names coaches through 2025: on a clock in the 2026 season nobody is marked active from
    // it (a stale source never makes someone current), and his last team stays in his history.
    expect(reid.is_active).toBe(0);
    expect(reid.wins).toBeGreaterThan(250);
    expect(reid.championships_won).toBeGreaterThanOrEqual(3);
    const history = await db()
      .selectFrom("coaching_history")
      .select(["team_name", "start_year", "end_year"])
      .where("coach_id", "=", reid.id)
      .orderBy("start_year")
      .execute();
    expect(history).toEqual([
      { team_name: "Philadelphia Eagles", start_year: 1999, end_year: 2012 },
      { team_name: "Kansas City Chiefs", start_year: 2013, end_year: 2025 },
    ]);
    const managers = await db()
      .selectFrom("coaches")
      .select("slug")
      .where("slug", "in", ["joe-torre", "scotty-bowman", "mike-krzyzewski"])
      .execute();
    expect(managers).toHaveLength(3);
  });

  it("reports rejected rows with a reason", () => {
    const summary = log().join("\n");
    expect(summary).toMatch(/rejected rows: \d+/);
    // AAFC games are rejected with their reason; since the defunct franchises are in, no NFL club is unmatched.
    expect(summary).toMatch(
      /nfl_games\.csv:\d+: fivethirtyeight team "[A-Z]+" \(\d{4}\): All-America Football Conference game/,
    );
    expect(summary).not.toMatch(/unmatched fivethirtyeight team code/);
  });
});
