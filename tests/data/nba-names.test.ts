/**
 * NBA names the two sources write differently: letters without a decomposition in slugs (Aşık,
 * Pleiß), a single name (Nenê) without an invented first name, and box-score lines of NBA.com names
 * that Basketball-Reference spells otherwise, or of a season without a season line, linked to the
 * one player they can be.
 */
import { expect, it } from "vitest";
import { describeData } from "./support";

describeData("NBA names across sources", (db) => {
  const person = (slug: string) =>
    db()
      .selectFrom("players")
      .innerJoin("people", "people.id", "players.person_id")
      .select(["players.id", "people.first_name", "people.last_name"])
      .where("players.slug", "=", slug)
      .executeTakeFirst();

  const linkedLines = async (slug: string, seasonType: string, season: number) => {
    const p = await person(slug);
    const row = await db()
      .selectFrom("basketball_game_lines")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("player_id", "=", p?.id ?? -1)
      .where("season_type", "=", seasonType)
      .where("season_start_year", "=", season)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it("spells slugs of letters without a decomposition as ASCII writes them", async () => {
    expect(await person("omer-asik")).toMatchObject({ first_name: "Ömer", last_name: "Aşık" });
    expect(await person("tibor-pleiss")).toMatchObject({ last_name: "Pleiß" });
    expect(await person("omer-as-k")).toBeUndefined();
  });

  it("gives a player of one name no invented first name", async () => {
    expect(await person("nene")).toMatchObject({ first_name: "", last_name: "Nenê" });
  });

  it("links the box-score lines of NBA.com's spellings and of seasons without a season line", async () => {
    // Omer Asik (NBA.com) is Ömer Aşık: 68 games for New Orleans in 2015-16.
    expect(await linkedLines("omer-asik", "regular", 2015)).toBe(68);
    // Nene Hilario (NBA.com) is Nenê: Houston's 2017-18 playoffs.
    expect(await linkedLines("nene", "postseason", 2017)).toBeGreaterThan(0);
    // DaQuan Jeffries on the Knicks' 2022-23 playoff roster, a season he has no line in.
    expect(await linkedLines("daquan-jeffries", "postseason", 2022)).toBeGreaterThan(0);
  });
});
