/**
 * The NHL playoff series from the Hockey Databank's SeriesPost.csv (the `playoff_series` table):
 * true values of Finals across the eras, a season's whole count against the file, what the Cup
 * path rule leaves out, and 2009-10 to 2017-18 against the NHL playoff games (reported on
 * /data-quality). Reads the run's database (tests/support/test-database.ts); skipped when
 * the open datasets are absent.
 */
import { expect, it } from "vitest";
import { describeData } from "./support";
import { qualityFigure } from "../support/test-database";

describeData("NHL playoff series (Hockey Databank SeriesPost)", (db) => {
  const final = (season: number) =>
    db()
      .selectFrom("playoff_series as s")
      .leftJoin("teams as w", "w.id", "s.winner_team_id")
      .leftJoin("teams as l", "l.id", "s.loser_team_id")
      .select([
        "w.slug as winner",
        "l.slug as loser",
        "s.winner_name",
        "s.loser_name",
        "s.wins",
        "s.losses",
        "s.ties",
        "s.round_name",
      ])
      .where("s.season_start_year", "=", season)
      .where("s.round", "=", "SCF")
      .executeTakeFirstOrThrow();

  it("pins Finals of three eras: 1950-51, 1985-86 and 1986-87", async () => {
    expect(await final(1950)).toMatchObject({
      winner: "toronto-maple-leafs",
      loser: "montreal-canadiens",
      wins: 4,
      losses: 1,
      ties: 0,
    });
    expect(await final(1985)).toMatchObject({
      winner: "montreal-canadiens",
      loser: "calgary-flames",
      wins: 4,
      losses: 1,
      round_name: "Stanley Cup Finals",
    });
    expect(await final(1986)).toMatchObject({
      winner: "edmonton-oilers",
      loser: "philadelphia-flyers",
      wins: 4,
      losses: 3,
    });
  });

  it("1985-86 holds the file's 15 series: 8 division semi-finals, 4 division finals, 2 conference finals, the Final", async () => {
    const rows = await db()
      .selectFrom("playoff_series")
      .select(["round_name"])
      .where("season_start_year", "=", 1985)
      .orderBy("round_order")
      .orderBy("series_letter")
      .execute();
    const names = rows.map((r) => r.round_name);
    expect(names).toHaveLength(15);
    expect([...new Set(names)]).toEqual([
      "Division Semi-Finals",
      "Division Finals",
      "Conference Finals",
      "Stanley Cup Finals",
    ]);
    expect(names.filter((n) => n === "Division Semi-Finals")).toHaveLength(8);
  });

  it("keeps challenge-era Finals against PCHA and WCHL clubs we have, and leaves out the inter-league semi-finals", async () => {
    // 1924-25: the Victoria Cougars (WCHL) beat the Montreal Canadiens 3-1.
    expect(await final(1924)).toMatchObject({
      winner: "victoria-cougars",
      loser: "montreal-canadiens",
      wins: 3,
      losses: 1,
    });
    expect(await final(1917)).toMatchObject({
      winner_name: "Toronto Arenas",
      loser: "vancouver-maroons",
      loser_name: "Vancouver Millionaires",
    });
    const rounds = await db().selectFrom("playoff_series").select("round").distinct().execute();
    expect(rounds.map((r) => r.round)).not.toContain("SCSF");
    const count = await db()
      .selectFrom("playoff_series")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    // The file's 850 series of 1917 on with an NHL club, less the two inter-league semi-finals (1922-23, 1923-24).
    expect(Number(count.n)).toBe(848);
  });

  it("corrects the Databank's two known Final errors: Ottawa won the 1920 Final, the 1919 Final stood 2-2-1", async () => {
    expect(await final(1919)).toMatchObject({
      winner: "ottawa-senators-1917",
      loser: "seattle-metropolitans",
      wins: 3,
      losses: 2,
      ties: 0,
    });
    expect(await final(1918)).toMatchObject({
      winner: "seattle-metropolitans",
      loser: "montreal-canadiens",
      wins: 2,
      losses: 2,
      ties: 1,
    });
  });

  it("agrees with every Stanley Cup champion row the database holds from 1917-18 to 2017-18", async () => {
    const rows = await db()
      .selectFrom("champions as c")
      .innerJoin("championships as ch", "ch.id", "c.championship_id")
      .innerJoin("playoff_series as s", (j) =>
        j.onRef("s.season_start_year", "=", "c.year").on("s.round", "=", "SCF"),
      )
      .select([
        "c.year",
        "c.team_id",
        "c.runner_up_team_id",
        "c.series",
        "s.winner_team_id",
        "s.loser_team_id",
        "s.wins",
        "s.losses",
        "s.note",
      ])
      .where("ch.slug", "=", "stanley-cup-final")
      .execute();
    expect(rows.length).toBe(100);
    const disagree = rows.filter(
      (r) =>
        r.note !== "ND" &&
        (r.team_id !== r.winner_team_id ||
          r.runner_up_team_id !== r.loser_team_id ||
          !(r.series ?? "").startsWith(`${r.wins}-${r.losses}`)),
    );
    expect(disagree.map((r) => r.year)).toEqual([]);
  });

  it("names a club the database lacks and leaves its team id empty (the 1924-25 final by default)", async () => {
    const row = await db()
      .selectFrom("playoff_series")
      .select(["winner_name", "loser_name", "loser_team_id", "note"])
      .where("season_start_year", "=", 1924)
      .where("round", "=", "F")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      winner_name: "Montreal Canadiens",
      loser_name: "Hamilton Tigers",
      loser_team_id: null,
      note: "DEF",
    });
  });

  it("2009-10 to 2017-18: every series agrees with the playoff games between its two clubs", async () => {
    const figure = await qualityFigure(db(), "nhl-series-games");
    expect(figure).toMatchObject({ key: "nhl-series-games", total: 135, passed: 135 });
    expect(figure?.detail).toContain("2009-10 to 2017-18");
  });
});
