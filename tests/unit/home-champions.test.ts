import { describe, expect, it } from "vitest";
import { homeChampionRow, pickRecentChampions } from "~/lib/home-champions";
import { champion } from "./championship-fixtures";

describe("home recent champions", () => {
  it("shapes a row with title year, score default and league label", () => {
    const row = homeChampionRow(champion({ year: 2025, title_year: 2026, team_name: "Seattle Seahawks", winner_score: 29, runner_up_score: 13, runner_up_name: "New England Patriots" }));
    expect(row).toMatchObject({ year: 2026, team: "Seattle Seahawks", championship: "Super Bowl", score: "29–13", opponent: "New England Patriots", league: "NFL" });
    expect(homeChampionRow(champion({ record: "15-0", championship_name: "Frozen Four", sportSlug: "hockey" }))).toMatchObject({ score: "15-0", opponent: "—", league: "Sports" });
  });
  it("takes the previous year's titles first and tops up from the newest to 5, newest first", () => {
    const prev = [champion({ title_year: 2026, year: 2025 }), champion({ title_year: 2025, year: 2025 })];
    const newest = [prev[0], ...Array.from({ length: 6 }, (_, i) => champion({ title_year: 2025 - i, year: 2024 - i }))];
    const picked = pickRecentChampions(prev, newest);
    expect(picked).toHaveLength(5);
    expect(picked.slice(0, 2)).toEqual(prev);
    expect(new Set(picked.map((r) => r.id)).size).toBe(5);
    expect(pickRecentChampions([], [])).toEqual([]);
    expect(pickRecentChampions(Array.from({ length: 8 }, () => champion({})), [])).toHaveLength(5);
  });
});
