/**
 * Rosters, team-seasons and the franchise summary built from the open datasets (DATA_DIR), read
 * through the API: facts known for certain. Skipped when the datasets are not on this machine.
 */
import { beforeAll, expect, it } from "vitest";
import { describeData } from "./support";
import { createApiHandler, type ApiHandler } from "../../backend/http/handler";
import {
  rosterEntrySchema,
  teamSchema,
  teamSeasonSchema,
  teamStatsSchema,
} from "../../domain/contract/schemas";
import { z } from "zod";

const NOW = new Date("2026-11-21T17:00:00Z");

describeData("team data from the open datasets", (db) => {
  let api: ApiHandler;

  beforeAll(() => {
    api = createApiHandler(db(), { now: () => NOW });
  });

  async function get<T extends z.ZodTypeAny>(url: string, schema: T): Promise<z.output<T>> {
    const res = await api(new Request(`http://localhost/api/${url}`));
    expect(res.status, url).toBe(200);
    return schema.parse(await res.json());
  }
  const list = <T extends z.ZodTypeAny>(schema: T) =>
    z.object({ count: z.number(), results: z.array(schema) });
  const roster = async (slug: string, year: number) =>
    (await get(`teams/teams/${slug}/roster/?year=${year}&page_size=200`, list(rosterEntrySchema))).results;
  const seasons = async (slug: string) => {
    const rows = (await get(`teams/teams/${slug}/seasons/?page_size=1000`, list(teamSeasonSchema))).results;
    return (year: number) => rows.find((r) => r.start_year === year);
  };
  const name = (r: z.output<typeof rosterEntrySchema>) =>
    `${r.player.person.first_name} ${r.player.person.last_name}`;

  it("lists NBA rosters from Basketball-Reference's player seasons", async () => {
    const lakers = await roster("los-angeles-lakers", 2023);
    expect(lakers.map(name)).toEqual(
      expect.arrayContaining(["LeBron James", "Anthony Davis", "Austin Reaves"]),
    );
    expect(lakers.find((r) => name(r) === "LeBron James")).toMatchObject({
      slug: "lebron-james",
      stats: { age: 39, experience: 21 },
    });
    // 1971-72 Lakers (the 33-game streak): Wilt Chamberlain and Jerry West.
    expect((await roster("los-angeles-lakers", 1971)).map(name)).toEqual(
      expect.arrayContaining(["Wilt Chamberlain", "Jerry West"]),
    );
  });

  it("lists NHL rosters with the season's figures from the Hockey Databank", async () => {
    const bruins = await roster("boston-bruins", 2017);
    expect(bruins.find((r) => name(r) === "Brad Marchand")).toMatchObject({
      position: "Left Wing",
      stats: { games_played: 68, goals: 34, assists: 51, points: 85 },
    });
    expect(bruins.find((r) => name(r) === "Tuukka Rask")).toMatchObject({
      position: "Goalie",
      stats: { games_played: 54, wins: 34, losses: 14, shutouts: 3 },
    });
    // Wayne Gretzky's 1981-82 Oilers season: 92 goals, 212 points.
    expect((await roster("edmonton-oilers", 1981)).find((r) => name(r) === "Wayne Gretzky")).toMatchObject({
      stats: { goals: 92, points: 212 },
    });
  });

  it("lists MLB postseason and All-Star players (the only player-seasons in the copy)", async () => {
    const yankees = await roster("new-york-yankees", 2009);
    expect(yankees.find((r) => name(r) === "Derek Jeter")).toMatchObject({
      stats: { postseason_hits: 22, all_star: true },
    });
    expect(yankees.find((r) => name(r) === "Mariano Rivera")).toMatchObject({ position: "Pitcher" });
  });

  it("lists the 2024 NFL rosters from the nflverse file, each player's list and jersey", async () => {
    const chiefs = await roster("kansas-city-chiefs", 2024);
    expect(chiefs.find((r) => name(r) === "Patrick Mahomes")).toMatchObject({
      jersey_number: "15",
      position: "Quarterback",
      stats: { roster_status: "Active" },
    });
    // Active, inactive, reserve and practice-squad lists (84 rows); released players are not on it.
    expect(chiefs).toHaveLength(84);
    expect(await roster("kansas-city-chiefs", 2023)).toEqual([]);
  });

  it("summarises NHL seasons in W-L-OTL with points, finish and how the season ended", async () => {
    const bruins = await seasons("boston-bruins");
    expect(bruins(2022)).toMatchObject({
      record: "65-12-5",
      points: 135,
      finish: "1st in Atlantic",
      playoff_result: "Lost First Round to Florida Panthers 3-4",
      made_playoffs: true,
    });
    expect(bruins(2010)).toMatchObject({
      record: "46-25-11",
      points: 103,
      championship_won: true,
      playoff_result: "Won Stanley Cup",
    });
    expect(bruins(2012)).toMatchObject({
      record: "28-14-6",
      playoff_result: "Lost Stanley Cup Final to Chicago Blackhawks 2-4",
      runner_up: true,
    });
    expect(bruins(1970)).toMatchObject({
      record: "57-14-7",
      points: 121,
      finish: "1st in East",
      playoff_result: "Lost Quarterfinal to Montreal Canadiens 3-4",
    });
    expect(bruins(2024)).toMatchObject({
      record: "33-39-10",
      playoff_result: "Missed playoffs",
      made_playoffs: false,
    });
  });

  it("summarises NFL, NBA and MLB seasons in their own forms", async () => {
    const packers = await seasons("green-bay-packers");
    expect(packers(2020)).toMatchObject({
      record: "13-3-0",
      finish: "1st in NFC North",
      playoff_result: "Lost Conference Championship to Tampa Bay Buccaneers 26-31",
    });
    expect(packers(1996)).toMatchObject({
      record: "13-3-0",
      playoff_result: "Won Super Bowl",
      championship_won: true,
    });
    const lakers = await seasons("los-angeles-lakers");
    expect(lakers(1990)).toMatchObject({
      record: "58-24",
      playoff_result: "Lost NBA Finals to Chicago Bulls 1-4",
    });
    expect(lakers(1948)).toMatchObject({
      team_name: "Minneapolis Lakers",
      record: "44-16",
      playoff_result: "Won NBA Finals",
    });
    expect(lakers(2023)).toMatchObject({
      record: "47-35",
      finish: "3rd in Pacific",
      playoff_result: "Lost First Round to Denver Nuggets 1-4",
    });
    const yankees = await seasons("new-york-yankees");
    expect(yankees(2022)).toMatchObject({
      record: "99-63",
      finish: "1st in AL East",
      playoff_result: "Lost ALCS to Houston Astros 0-4",
    });
    expect(yankees(1927)).toMatchObject({ record: "110-44", playoff_result: "Won World Series" });
  });

  it("keeps regular season and playoffs apart in a season's stats, with NBA team totals", async () => {
    const bruins = await get("teams/teams/boston-bruins/stats/?year=2023", teamStatsSchema);
    expect(bruins.regular_season).toMatchObject({
      games_played: 82,
      record: "47-20-15",
      points_for: 267,
      points_against: 224,
    });
    expect(bruins.postseason).toMatchObject({ games_played: 13, wins: 6, losses: 7 });
    expect(bruins).toMatchObject({ games_played: 82, wins: 47 });
    const lakers = await get("teams/teams/los-angeles-lakers/stats/?year=2023", teamStatsSchema);
    expect(lakers.totals).toMatchObject({ g: 82, pts: 9679 });
    expect(lakers.totals_source).toBe("bball-reference-datasets/Team Totals.csv");
  });

  it("counts 32 current NHL teams, defunct franchises apart", async () => {
    const nhl = await get(
      "teams/teams/?sport__slug=hockey&level__slug=professional&page_size=1000",
      list(teamSchema),
    );
    expect(nhl.results.filter((t) => t.is_active)).toHaveLength(32);
    expect(nhl.results.filter((t) => !t.is_active).length).toBeGreaterThan(0);
  });
});
