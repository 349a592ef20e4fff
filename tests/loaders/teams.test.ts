import { describe, expect, it } from "vitest";
import type { ScheduledGame, Team, TeamSeason, TeamStats } from "@domain/contract/types";
import { ApiError } from "~/api/errors";
import { loader as teamsLoader } from "~/routes/teams._index";
import { loader as teamLoader } from "~/routes/teams.$slug._index";
import { loader as seasonLoader } from "~/routes/teams.$slug.$year";
import { scheduledGameOf, teamOf } from "../support/contract-fixtures";
import { fakeApi, loaderArgs, runLoader } from "./support";

const hockey = { id: 4, name: "Hockey", slug: "hockey", abbreviation: null };
const pro = { id: 1, name: "Professional", slug: "professional" };
const team = (i: number, over: Partial<Team> = {}): Team =>
  teamOf({
    id: i,
    slug: `team-${i}`,
    name: `Team ${String(i).padStart(3, "0")}`,
    city: `City ${i}`,
    abbreviation: `T${i}`,
    founded_year: 1900 + i,
    first_season: 1900 + i,
    first_season_curated: true,
    sport: hockey,
    sport_name: "Hockey",
    level: pro,
    division: { id: 1, name: i % 2 ? "Atlantic" : "Pacific", slug: null },
    ...over,
  });
const teams = [
  ...Array.from({ length: 60 }, (_, i) => team(i + 1)),
  team(99, { is_active: false, last_season: 1937, name: "Zeta Maroons" }),
];
const season = (year: number, over: Partial<TeamSeason> = {}): TeamSeason => ({
  id: year,
  name: `${year}-${(year + 1) % 100} NHL Season`,
  slug: null,
  start_year: year,
  end_year: year + 1,
  label: `${year}-${String((year + 1) % 100).padStart(2, "0")}`,
  team_name: "Team 001",
  championship_won: false,
  games_played: 82,
  wins: 47,
  losses: 20,
  ties: 0,
  overtime_losses: 15,
  points: 109,
  record: "47-20-15",
  win_percentage: 0.665,
  conference_name: "Eastern",
  division_name: "Atlantic",
  division_rank: 2,
  finish: "2nd in Atlantic",
  made_playoffs: true,
  playoff_result: null,
  runner_up: false,
  coaches: [],
  record_source: null,
  regular_games_held: 82,
  postseason_games_held: 0,
  ...over,
});

describe("/teams loader", () => {
  const api = fakeApi({ listTeams: async () => teams });
  type Page = Awaited<ReturnType<typeof teamsLoader>>["data"];

  it("pages current teams, counts them apart from former franchises, shows the former on the last page", async () => {
    const first = await runLoader<Page>(() => teamsLoader(loaderArgs("/teams", api, { site: "nhl" })));
    expect(first.status).toBe(200);
    expect(first.data!.summary).toEqual({ totalTeams: 60, sports: 1, divisions: 2, filtered: 60 });
    expect(first.data!.current).toHaveLength(48);
    expect(first.data!.former).toHaveLength(0);
    expect(first.data!.formerCount).toBe(1);
    expect(first.data!.sports).toBeNull();
    const last = await runLoader<Page>(() => teamsLoader(loaderArgs("/teams?page=2", api, { site: "nhl" })));
    expect(last.data!.current).toHaveLength(12);
    expect(last.data!.former.map((c) => c.name)).toEqual(["Zeta Maroons"]);
  });

  it("filters by division exactly and by search on name, city or abbreviation", async () => {
    const out = await runLoader<Page>(() =>
      teamsLoader(loaderArgs("/teams?division=Atlantic", api, { site: "nhl" })),
    );
    expect(out.data!.summary.filtered).toBe(30);
    const q = await runLoader<Page>(() => teamsLoader(loaderArgs("/teams?q=city%207", api, { site: "nhl" })));
    expect(q.data!.current.map((c) => c.slug)).toEqual(["team-7"]);
  });

  it("answers a failed backend with the error state (503)", async () => {
    const out = await runLoader(() =>
      teamsLoader(
        loaderArgs(
          "/teams",
          fakeApi({
            listTeams: async () => {
              throw new ApiError(500, "down", "/api/teams/teams/");
            },
          }),
        ),
      ),
    );
    expect(out.status).toBe(503);
  });
});

describe("/teams/{slug} and /teams/{slug}/{year} loaders", () => {
  const bruins = team(1);
  const notFound = async () => {
    throw new ApiError(404, "Not found.", "/api/teams/teams/x/");
  };
  const stats: TeamStats = {
    team: { id: 1, name: "Team 001", slug: "team-1" },
    season: { id: 2023, name: null, start_year: 2023 },
    games_played: 0,
    wins: 0,
    losses: 0,
    ties: 0,
    win_percentage: null,
    points_for: null,
    points_against: null,
    home_record: null,
    away_record: null,
    championships_won: 0,
    standing: null,
    regular_season: null,
    postseason_parts: [],
    postseason: null,
    summary: null,
    totals: null,
    totals_source: null,
  };
  const game = (id: number, date: string): ScheduledGame =>
    scheduledGameOf({
      id,
      game_date: date,
      status: "completed",
      game_type: "regular",
      home_team: 1,
      away_team: 2,
      home_team_name: "Team 001",
      away_team_name: "Team 002",
      home_score: 3,
      away_score: 1,
    });
  const api = fakeApi({
    getTeam: async (slug) => (slug === "team-1" ? bruins : notFound()),
    getTeamChampionships: async () => [],
    getTeamSeasons: async () => [season(2023), season(2022)],
    getTeamStats: async () => stats,
    getTeamSchedule: async () => [game(1, "2023-10-11"), game(2, "2023-10-14")],
    // "Did you mean" on a Not Found: the search finds the club by the words of the missed slug.
    search: async ({ q }) => ({
      query: q,
      groups: [
        {
          kind: "teams" as const,
          count: q === "nope" ? 1 : 0,
          page: 1,
          page_size: 5,
          results:
            q === "nope"
              ? [
                  {
                    kind: "teams" as const,
                    id: 1,
                    slug: "team-1",
                    name: "Boston Bruins",
                    match: "exact" as const,
                    sport: null,
                    level: null,
                    first_year: 1924,
                    last_year: null,
                    team: null,
                    detail: null,
                    matched_name: null,
                  },
                ]
              : [],
        },
      ],
    }),
  });

  it("a Not Found team carries 'Did you mean' links from the site search", async () => {
    const out = await runLoader<{ suggestions?: { href: string; label: string }[] }>(() =>
      teamLoader(loaderArgs("/teams/nope", api, { site: "nhl", params: { slug: "nope" } })),
    );
    expect(out.status).toBe(404);
    expect(out.data?.suggestions).toEqual([
      { href: "/teams/team-1", label: "Boston Bruins (Team · 1924–present)" },
    ]);
  });

  it("redirects the season selector's ?season= to the season's page", async () => {
    const out = await runLoader(() =>
      teamLoader(loaderArgs("/teams/team-1?season=2022", api, { site: "nhl", params: { slug: "team-1" } })),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe("/teams/team-1/2022");
  });

  it.each([
    ["an unknown team", "/teams/nope", "nhl"],
    ["another site's team", "/teams/team-1", "nba"],
    ["a year without a season", "/teams/team-1/1990", "nhl"],
    ["a year that is not a year", "/teams/team-1/soon", "nhl"],
  ] as const)("answers 404 for %s (%s on %s)", async (_, url, site) => {
    const [, , slug, year] = url.split("/");
    const args = loaderArgs(url, api, { site, params: year ? { slug: slug!, year } : { slug: slug! } });
    const out = await runLoader(() => (year ? seasonLoader(args) : teamLoader(args)));
    expect(out.status).toBe(404);
  });

  it("loads only the chosen tab's data; overview lists the latest games first", async () => {
    type Page = Awaited<ReturnType<typeof seasonLoader>>["data"];
    const out = await runLoader<Page>(() =>
      seasonLoader(
        loaderArgs("/teams/team-1/2023", api, { site: "nhl", params: { slug: "team-1", year: "2023" } }),
      ),
    );
    expect(out.status).toBe(200);
    expect(out.data!).toMatchObject({
      tab: "overview",
      seasonTitle: "2023-24 Season",
      roster: null,
      schedule: null,
    });
    expect(out.data!.recent.map((r) => r.id)).toEqual([2, 1]);
    const hub = await runLoader<Page>(() =>
      seasonLoader(
        loaderArgs("/teams/team-1/2023?tab=schedule", api, { params: { slug: "team-1", year: "2023" } }),
      ),
    );
    expect(hub.data!.schedule!.regular).toHaveLength(2);
    expect(hub.data!.stats).toBeNull();
    const bad = await runLoader(() =>
      seasonLoader(
        loaderArgs("/teams/team-1/2023?tab=nope", api, {
          site: "nhl",
          params: { slug: "team-1", year: "2023" },
        }),
      ),
    );
    expect(bad.status).toBe(302);
    expect(bad.location).toBe("/teams/team-1/2023");
  });
});

describe("one error strategy on the team page: an optional section that fails says so, never an empty section", () => {
  const down = async (): Promise<never> => {
    throw new ApiError(500, "down", "/api/explore/opponents/team-1/");
  };
  const base = {
    getTeam: async () => team(1),
    getTeamChampionships: async () => [],
    getTeamSeasons: async () => [season(2023)],
    listTeams: async () => teams,
    // A hockey team's page also shows its franchise leaders (a section of its own).
    listLeaders: async () => ({ count: 0, next: null, previous: null, results: [] }),
  };
  /** The opponents call's answer for a team with no head-to-head results yet. */
  const noOpponents = async () =>
    ({
      team: { id: 1, slug: "team-1", name: "Team 001", sport: "hockey" },
      through: 2024,
      results: [],
    }) as never;
  type Page = Awaited<ReturnType<typeof teamLoader>>["data"];
  const run = (api: ReturnType<typeof fakeApi>) =>
    runLoader<Page>(() =>
      teamLoader(loaderArgs("/teams/team-1", api, { site: "nhl", params: { slug: "team-1" } })),
    );

  it("a failed opponents call marks the section failed and keeps the page out of caches", async () => {
    const out = await run(fakeApi({ ...base, getOpponents: down }));
    expect(out.status).toBe(200);
    expect(out.data?.opponents).toEqual({ ok: false });
    expect(out.headers.get("Cache-Control")).toBe("no-store");
  });

  it("a failed team list (the picker's options) fails the same section", async () => {
    const out = await run(fakeApi({ ...base, listTeams: down, getOpponents: noOpponents }));
    expect(out.data?.opponents).toEqual({ ok: false });
  });

  it("a healthy backend gives the section its data and the page its cache policy", async () => {
    const out = await run(fakeApi({ ...base, getOpponents: noOpponents }));
    expect(out.data?.opponents.ok).toBe(true);
    if (out.data?.opponents.ok) expect(out.data.opponents.data.options.length).toBe(61);
    expect(out.headers.get("Cache-Control")).not.toBe("no-store");
  });

  it("failed franchise leaders keep the page out of caches too", async () => {
    const out = await run(fakeApi({ ...base, getOpponents: noOpponents, listLeaders: down }));
    expect(out.status).toBe(200);
    expect(out.data?.leaders?.rows).toBeNull();
    expect(out.headers.get("Cache-Control")).toBe("no-store");
  });
});
