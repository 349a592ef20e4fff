import { describe, expect, it } from "vitest";
import { byLatestDecided, decidedOn, homeChampionRow, pickRecentChampions } from "~/lib/home-champions";
import { champion } from "./championship-fixtures";

describe("home recent champions", () => {
  it("shapes a row with title year, score default and league label", () => {
    const row = homeChampionRow(
      champion({
        year: 2025,
        title_year: 2026,
        team_name: "Seattle Seahawks",
        winner_score: 29,
        runner_up_score: 13,
        runner_up_name: "New England Patriots",
      }),
    );
    expect(row).toMatchObject({
      year: 2026,
      team: "Seattle Seahawks",
      championship: "Super Bowl",
      score: "29–13",
      opponent: "New England Patriots",
      league: "NFL",
    });
    expect(
      homeChampionRow(champion({ record: "15-0", championship_name: "Frozen Four", sportSlug: "hockey" })),
    ).toMatchObject({
      score: "15-0",
      opponent: "—",
      league: "Sports",
    });
  });
  it("takes the 5 titles decided last, by date, across the previous season and the newest overall", () => {
    // The data as of November 2026: the 2025 season's titles and the June 2025 finals of the 2024 season.
    /** A title of the season starting in `year`, decided on `date` (in `title_year`). */
    const decided = (championship_name: string, year: number, title_year: number, date: string) =>
      champion({ year, title_year, date, championship_name });
    const sb = decided("Super Bowl", 2025, 2026, "2026-02-08");
    const cfp = decided("College Football Playoff National Championship", 2025, 2026, "2026-01-19");
    const ws = decided("World Series", 2025, 2025, "2025-11-01");
    const cws = decided("Men's College World Series", 2025, 2025, "2025-06-22");
    const nba = decided("NBA Finals", 2024, 2025, "2025-06-22");
    const cup = decided("Stanley Cup Final", 2024, 2025, "2025-06-17");
    const sb2025 = decided("Super Bowl", 2024, 2025, "2025-02-09");
    const previous = [sb, cfp, ws, cws];
    const newest = [sb2025, sb, cup, cfp, nba, ws, cws]; // title year ties in any order
    const picked = pickRecentChampions(previous, newest);
    expect(picked.map((r) => r.date)).toEqual([
      "2026-02-08",
      "2026-01-19",
      "2025-11-01",
      "2025-06-22",
      "2025-06-22",
    ]);
    expect(picked).toContain(nba);
    expect(picked).not.toContain(sb2025);
    expect(new Set(picked.map((r) => r.id)).size).toBe(5);
    expect(pickRecentChampions([], [])).toEqual([]);
    expect(
      pickRecentChampions(
        Array.from({ length: 8 }, () => champion({})),
        [],
      ),
    ).toHaveLength(5);
  });

  it("puts a title without a date after the dated titles of its year", () => {
    const undated = champion({ title_year: 2025, date: null });
    const dated = champion({ title_year: 2025, date: "2025-02-09" });
    const older = champion({ title_year: 2024, date: "2024-12-31" });
    expect(decidedOn(undated)).toBe("2025-00-00");
    expect([older, undated, dated].sort(byLatestDecided)).toEqual([dated, undated, older]);
  });
});
