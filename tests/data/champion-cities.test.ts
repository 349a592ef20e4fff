/**
 * A champion row names the club's city of that season (the team identities of backend/data/teams),
 * not today's: the Devils played in East Rutherford until 2006-07 and in Newark from 2007-08.
 */
import { expect, it } from "vitest";
import { describeData } from "./support";

describeData("champions' cities of the time", (db) => {
  it("the Devils' Stanley Cups of 1995, 2000 and 2003 were won by East Rutherford's club; today it is Newark's", async () => {
    const rows = await db()
      .selectFrom("champions")
      .select(["title_year", "team_city"])
      .where("team_name", "=", "New Jersey Devils")
      .orderBy("title_year")
      .execute();
    expect(rows).toEqual([
      { title_year: 1995, team_city: "East Rutherford" },
      { title_year: 2000, team_city: "East Rutherford" },
      { title_year: 2003, team_city: "East Rutherford" },
    ]);
    const team = await db()
      .selectFrom("teams")
      .select("city")
      .where("slug", "=", "new-jersey-devils")
      .executeTakeFirstOrThrow();
    expect(team.city).toBe("Newark");
  });
});
