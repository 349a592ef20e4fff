/**
 * College football coaches' W-L-T from Sports-Reference CFB (backend/import/sources/cfb-coaches.ts,
 * 65 programs, 1869-2017), and the NFL records labelled "since 1999", on the run's database.
 * Skipped, with a message, when the open datasets are not on this machine.
 */
import { expect, it } from "vitest";
import { coachesNamed, describeData, oneCoach } from "./support";

const SOURCE = "Sports-Reference CFB, 65 programs, 1869-2017";

describeData("college football coaches' records", (db) => {
  const coach = (league: string, first: string, last: string) => coachesNamed(db(), league, first, last);

  it("holds every coach-season of the file's 6,990 team seasons (123 name no coach)", async () => {
    const seasons = await db()
      .selectFrom("coach_seasons as s")
      .innerJoin("coaches as c", "c.id", "s.coach_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("c.league_key", "=", "cfb")
      .executeTakeFirstOrThrow();
    expect(Number(seasons.n)).toBe(6957);
    const coaches = await db()
      .selectFrom("coaches")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("league_key", "=", "cfb")
      .where("record_source", "=", SOURCE)
      .executeTakeFirstOrThrow();
    // 1,138 names; Knowlton Ames coached Northwestern and Purdue in 1892: two coaches, never one.
    expect(Number(coaches.n)).toBe(1139);
  });

  it("sums Bear Bryant's four programs to 323-85-17 (1945-1982), one coach with his titles", async () => {
    const bryant = await oneCoach(db(), "cfb", "Bear", "Bryant");
    // 65 programs to 2017: never called a whole career.
    expect(bryant).toMatchObject({
      wins: 323,
      losses: 85,
      ties: 17,
      record_is_career: 0,
      record_from: 1945,
      record_to: 1982,
      record_since: null,
      record_source: SOURCE,
    });
    const title = await db()
      .selectFrom("coach_seasons")
      .select(["wins", "losses", "ties", "won_title"])
      .where("coach_id", "=", bryant.id)
      .where("season_start_year", "=", 1961)
      .execute();
    expect(title).toEqual([{ wins: 11, losses: 0, ties: 0, won_title: 1 }]);
  });

  it("reads Joe Paterno's Penn State record through 2011 as 409-136-3", async () => {
    expect(await coach("cfb", "Joe", "Paterno")).toMatchObject([
      { wins: 409, losses: 136, ties: 3, record_from: 1966, record_to: 2011 },
    ]);
  });

  it("keeps Bobby Bowden's Florida State seasons (315-98-4 in 34) beside West Virginia", async () => {
    const [bowden] = await coach("cfb", "Bobby", "Bowden");
    expect(bowden).toMatchObject({ wins: 357, losses: 124, ties: 4, record_from: 1970, record_to: 2009 });
    const fsu = await db()
      .selectFrom("coach_seasons as s")
      .innerJoin("teams as t", "t.id", "s.team_id")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        eb.fn.sum<number>("s.wins").as("w"),
        eb.fn.sum<number>("s.losses").as("l"),
        eb.fn.sum<number>("s.ties").as("t"),
      ])
      .where("s.coach_id", "=", bowden.id)
      .where("t.slug", "=", "florida-state-seminoles-football")
      .executeTakeFirstOrThrow();
    expect([fsu.n, fsu.w, fsu.l, fsu.t].map(Number)).toEqual([34, 315, 98, 4]);
  });

  it("joins a champion row's coach to the file's name for him (Robert Neyland is Bob Neyland)", async () => {
    const neyland = await oneCoach(db(), "cfb", "Bob", "Neyland");
    expect(await coach("cfb", "Robert", "Neyland")).toHaveLength(0);
    const won = await db()
      .selectFrom("coach_seasons")
      .select(["wins", "losses", "won_title"])
      .where("coach_id", "=", neyland.id)
      .where("season_start_year", "=", 1951)
      .execute();
    expect(won).toEqual([{ wins: 10, losses: 1, won_title: 1 }]);
  });

  it("labels an NFL record from the games 'since 1999' where the career began earlier", async () => {
    // Jeff Fisher began with the Houston Oilers in 1994.
    expect(await coach("nfl", "Jeff", "Fisher")).toMatchObject([{ record_from: 1999, record_since: 1999 }]);
    // Andy Reid began in 1999 (curated): his seasons, no "since".
    expect(await coach("nfl", "Andy", "Reid")).toMatchObject([{ record_from: 1999, record_since: null }]);
    // Bill Belichick began in 1991 (Cleveland): the curated career record, no "since".
    expect(await coach("nfl", "Bill", "Belichick")).toMatchObject([
      { record_is_career: 1, record_from: 1991, record_since: null },
    ]);
  });
});
