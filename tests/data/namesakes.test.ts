/**
 * Same-name people told apart: "Sr." and "Jr." where Retrosheet's relatives.csv says the man of a
 * son's name is his father (never guessed), else the birth year, which a namesake's slug carries and
 * tables show beside the name (app/lib/namesake.ts reads it from the slug).
 */
import { expect, it } from "vitest";
import { sql } from "kysely";
import { describeData } from "./support";

describeData("namesakes", (db) => {
  const named = (slug: string) =>
    db()
      .selectFrom("people")
      .select(["first_name", "last_name", "birth_date"])
      .where("slug", "=", slug)
      .executeTakeFirst();

  it("names MLB fathers Sr. and their sons of the same names Jr.", async () => {
    expect(await named("ken-griffey-sr")).toMatchObject({
      last_name: "Griffey Sr.",
      birth_date: "1950-04-10",
    });
    expect(await named("ken-griffey-jr")).toMatchObject({
      last_name: "Griffey Jr.",
      birth_date: "1969-11-21",
    });
    expect(await named("vladimir-guerrero-jr")).toMatchObject({ birth_date: "1999-03-16" });
    expect(await named("fernando-tatis-jr")).toMatchObject({ birth_date: "1999-01-02" });
    expect(await named("cal-ripken-jr")).toMatchObject({ birth_date: "1960-08-24" });
    expect(await named("ken-griffey-1969")).toBeUndefined();
  });

  it("leaves a son of other given names apart by his birth year, never a guessed Jr.", async () => {
    // Fred "Dixie" Walker's father was Ewart "Dixie" Walker.
    expect(await named("dixie-walker-1910")).toMatchObject({ last_name: "Walker" });
    expect(await named("dixie-walker-jr")).toBeUndefined();
  });

  // (A birth year without its date, as for Bob Barr of 1856, is not stored apart; the rest are checked.)
  it("gives a slug a four-digit ending only as the person's birth year", async () => {
    const wrong = await db()
      .selectFrom("people")
      .select(["slug", "birth_date"])
      .where(sql<boolean>`slug glob '*-[0-9][0-9][0-9][0-9]'`)
      .where(sql<boolean>`substr(slug, -4) <> substr(birth_date, 1, 4)`)
      .execute();
    expect(wrong).toEqual([]);
  });
});
