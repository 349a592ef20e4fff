/**
 * The site search's ranking on the run's database: a query naming a title (year and championship)
 * finds that league's season first, not a namesake event of another level.
 */
import { expect, it } from "vitest";
import { searchIndex } from "../../backend/db/search";
import { describeData } from "./support";

describeData("search ranking", (db) => {
  const seasons = async (query: string) =>
    (await searchIndex(db(), { query, kind: "seasons", page: 1, pageSize: 5 }))
      .find((g) => g.kind === "seasons")!
      .rows.map((r) => [r.slug, r.tier]);

  it("'1986 world series' is the MLB season, exactly; the Men's College World Series comes after", async () => {
    const rows = await seasons("1986 world series");
    expect(rows[0]).toEqual(["mlb-1986", "exact"]);
    expect(rows.map(([slug]) => slug)).toContain("cbs-1986");
  });

  it("a title by its year and championship: '1994 Stanley Cup' is the 1993-94 NHL season", async () => {
    expect((await seasons("1994 stanley cup"))[0]).toEqual(["nhl-1993-94", "prefix"]);
  });
});
