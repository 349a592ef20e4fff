/**
 * What a shared page says it holds (app/lib/share-text.server.ts): a player's career line from the lines
 * the page shows, a head-to-head record, a standings table's best records, a board's top, an
 * award's winners and a draft's first picks, in the page's description and on its share card.
 */
import { describe, expect, it } from "vitest";
import { NO_FOOTBALL_FIGURES } from "@domain/football-stats";
import type { HeadToHead } from "@domain/contract/explore";
import { awardResultSchema, awardSchema, draftPickSchema } from "@domain/contract/awards";
import { leaderRowSchema } from "@domain/contract/schemas";
import { leadersView } from "~/lib/leaders";
import {
  awardDescription,
  awardRows,
  careerFacts,
  championshipDescription,
  draftDescription,
  draftRows,
  gameDescription,
  headToHeadDescription,
  headToHeadFacts,
  leaderRows,
  leadersDescription,
  playerDescription,
  seasonDescription,
  standingsDescription,
  standingsLeaders,
  standingsRows,
  teamDescription,
  teamSeasonDescription,
} from "~/lib/share-text.server";
import { groupStandings, toStandingView, DEFAULT_STANDING_SORT } from "~/lib/standings";
import { BASKETBALL, HOCKEY, PROFESSIONAL, playerOf } from "../support/contract-fixtures";

const BASEBALL = { id: 3, name: "Baseball", slug: "baseball", abbreviation: null };
const FOOTBALL = { id: 1, name: "Football", slug: "football", abbreviation: null };
const person = (first_name: string, last_name: string) => ({ first_name, last_name });

describe("a player's career line", () => {
  it("sums a basketball career from its season lines (a traded player's clubs not counted twice)", () => {
    const line = { team_code: "BOS", league: "NBA" };
    const player = playerOf({
      id: 1,
      person: person("Larry", "Bird"),
      primary_position_name: "Forward",
      current_team: null,
      sport: BASKETBALL,
      level: PROFESSIONAL,
      figures_through: 2024,
      basketball_lines: {
        through: 2024,
        games: [],
        lines: [
          { ...line, season: 1984, stint: 0, g: 82, pts: 2000, trb: 500, ast: 400 },
          { ...line, season: 1985, stint: 0, team_code: "TOT", g: 80, pts: 2100, trb: 600, ast: 500 },
          { ...line, season: 1985, stint: 1, g: 40, pts: 1000, trb: 300, ast: 250 },
        ],
      },
    });
    expect(careerFacts(player)).toEqual([
      "NBA 1984-85 to 1985-86: 162 games, 4,100 points",
      "25.3 points, 6.8 rebounds and 5.6 assists a game",
    ]);
    expect(playerDescription(player)).toBe(
      "Larry Bird: Forward. Regular-season career: NBA 1984-85 to 1985-86: 162 games, 4,100 points; 25.3 points, 6.8 rebounds and 5.6 assists a game (figures through 2024-25).",
    );
  });

  it("reads a hitter's batting and a pitcher's record from the MLB lines", () => {
    const key = { team_code: "NYA", league: "AL", stint: 0 };
    const hitter = playerOf({
      id: 2,
      person: person("Babe", "Ruth"),
      sport: BASEBALL,
      baseball_lines: {
        through: 2024,
        batting: [
          { ...key, season: 1927, g: 151, ab: 540, h: 192, hr: 60 },
          { ...key, season: 1928, g: 154, ab: 536, h: 173, hr: 54 },
        ],
        pitching: [{ ...key, season: 1930, w: 1, l: 0, g: 1, ip_outs: 27, h: 11, er: 3, bb: 2, so: 3 }],
        fielding: [],
      },
    });
    // 365 hits in 1,076 at bats; pitched too, but a career of 1,000 at bats is a hitter's first.
    expect(careerFacts(hitter)).toEqual([
      "305 games, 365 hits, 114 home runs, .339 average",
      "1-0, 3.00 ERA, 3 strikeouts",
    ]);
    const pitcher = playerOf({
      id: 3,
      person: person("Walter", "Johnson"),
      sport: BASEBALL,
      baseball_lines: {
        through: 2024,
        batting: [{ ...key, season: 1913, g: 48, ab: 134, h: 35 }],
        pitching: [
          { ...key, season: 1913, w: 36, l: 7, g: 48, ip_outs: 1038, h: 232, er: 44, bb: 38, so: 243 },
        ],
        fielding: [],
      },
    });
    expect(careerFacts(pitcher)).toEqual(["36-7, 1.14 ERA, 243 strikeouts"]);
  });

  it("names an NFL career's two longest in yards, and a hockey career from its totals", () => {
    const zero = NO_FOOTBALL_FIGURES;
    const qb = playerOf({
      id: 4,
      person: person("Tom", "Brady"),
      sport: FOOTBALL,
      football_lines: {
        from: 1999,
        through: 2024,
        defense_from: 1999,
        defense_through: 2024,
        defense: [],
        games: [],
        seasons: [
          {
            ...zero,
            season: 2007,
            stint: 0,
            team_code: "NE",
            league: "NFL",
            season_type: "REG",
            pass_att: 578,
            pass_yds: 4806,
            pass_td: 50,
            rush_att: 37,
            rush_yds: 98,
            rush_td: 2,
          },
          {
            ...zero,
            season: 2007,
            stint: 0,
            team_code: "NE",
            league: "NFL",
            season_type: "POST",
            pass_att: 109,
            pass_yds: 737,
          },
        ],
      },
    });
    expect(careerFacts(qb)).toEqual([
      "4,806 passing yards, 50 touchdown passes",
      "98 rushing yards, 2 rushing touchdowns",
    ]);

    const skater = playerOf({
      id: 5,
      person: person("Wayne", "Gretzky"),
      sport: HOCKEY,
      career_stats: { games_played: 1487, goals: 894, assists: 1963, points: 2857 },
    });
    expect(careerFacts(skater)).toEqual(["1,487 games, 894 goals, 1,963 assists, 2,857 points"]);
    const goalie = playerOf({
      id: 6,
      person: person("Martin", "Brodeur"),
      sport: HOCKEY,
      career_stats: {
        games_played: 1266,
        goalie_wins: 691,
        goalie_losses: 397,
        shutouts: 125,
        goals_against_average: 2.24,
      },
    });
    expect(careerFacts(goalie)).toEqual(["1,266 games, 691-397 in goal, 125 shutouts, 2.24 GAA"]);
    // No figures: the description says who, and nothing of a career.
    const none = playerOf({
      id: 7,
      person: person("No", "Figures"),
      sport: HOCKEY,
      primary_position_name: "Center",
    });
    expect(careerFacts(none)).toEqual([]);
    expect(playerDescription(none)).toBe("No Figures: Center.");
  });
});

const record = (games: number, aWins: number, bWins: number, ties = 0) => ({ games, aWins, bWins, ties });
const h2h = (all: ReturnType<typeof record>, regular = all, playoff = record(0, 0, 0)) =>
  ({
    team_a: {
      id: 1,
      slug: "boston-celtics",
      name: "Boston Celtics",
      sport: "basketball",
      level: "professional",
    },
    team_b: {
      id: 2,
      slug: "los-angeles-lakers",
      name: "Los Angeles Lakers",
      sport: "basketball",
      level: "professional",
    },
    summary: {
      all,
      regular,
      playoff,
      firstSeason: all.games ? 1948 : null,
      lastSeason: all.games ? 2024 : null,
    },
  }) as unknown as HeadToHead;

describe("a head-to-head's record", () => {
  it("reads from the first team's side, the playoffs apart", () => {
    const view = h2h(record(297, 165, 132), record(221, 124, 97), record(76, 41, 35));
    expect(headToHeadDescription(view)).toBe(
      "Boston Celtics vs Los Angeles Lakers: 165-132 all time (297 games, 1948-49 to 2024-25); playoffs 41-35.",
    );
    expect(headToHeadFacts(view)).toEqual([
      "Boston Celtics lead 165-132 (297 games)",
      "Regular season 124-97; playoffs 41-35",
      "Meetings 1948-49 to 2024-25 in our data",
    ]);
    expect(headToHeadFacts(h2h(record(10, 4, 6), record(10, 4, 6)))).toEqual([
      "Boston Celtics trail 4-6 (10 games)",
      "Regular season 4-6",
      "Meetings 1948-49 to 2024-25 in our data",
    ]);
  });

  it("says so when the teams never met, and writes ties", () => {
    expect(headToHeadDescription(h2h(record(0, 0, 0)))).toBe(
      "Boston Celtics vs Los Angeles Lakers: no meetings in our data.",
    );
    expect(headToHeadFacts(h2h(record(0, 0, 0)))).toEqual(["No meetings in our data"]);
    expect(headToHeadFacts(h2h(record(3, 1, 1, 1)))[0]).toBe("Tied 1-1-1 (3 games)");
  });
});

describe("boards, awards and drafts", () => {
  const standing = (id: number, team: string, w: number, l: number, division: string) =>
    toStandingView({
      id,
      team: { id, slug: team.toLowerCase().replace(/ /g, "-") },
      team_name: team,
      sport: BASKETBALL,
      level: PROFESSIONAL,
      league: "NBA",
      season: 2024,
      season_name: "2024-25",
      conference: "Western",
      division,
      wins: w,
      losses: l,
      ties: 0,
      win_percentage: w / (w + l),
    } as unknown as Parameters<typeof toStandingView>[0]);

  it("ranks a standings table by record across its divisions", () => {
    const groups = groupStandings(
      [
        standing(1, "Denver Nuggets", 50, 32, "Northwest"),
        standing(2, "Oklahoma City Thunder", 68, 14, "Northwest"),
        standing(3, "Houston Rockets", 52, 30, "Southwest"),
      ],
      DEFAULT_STANDING_SORT,
    );
    const { title, rows } = standingsLeaders(groups);
    expect(title).toBe("2024-25 NBA standings");
    expect(standingsRows(rows)).toEqual([
      { lead: "1", name: "Oklahoma City Thunder", value: "68-14" },
      { lead: "2", name: "Houston Rockets", value: "52-30" },
      { lead: "3", name: "Denver Nuggets", value: "50-32" },
    ]);
    expect(standingsDescription(groups)).toBe(
      "2024-25 NBA standings: best records Oklahoma City Thunder 68-14, Houston Rockets 52-30 and Denver Nuggets 50-32 (3 teams).",
    );
    expect(standingsDescription([])).toBeNull();
  });

  it("lists a board's top with its values as the board reads them", () => {
    const view = leadersView("baseball", { sport: null, stat: "hr", scope: "career", league: "all" });
    const rows = [
      [1, 762, "Barry Bonds"],
      [2, 755, "Hank Aaron"],
      [3, 714, "Babe Ruth"],
      [4, 703, "Albert Pujols"],
    ].map(([rank, value, player_name], i) =>
      leaderRowSchema.parse({
        rank,
        value,
        player_name,
        player_id: i,
        first_season: 1990,
        last_season: 2000,
      }),
    );
    expect(leaderRows(view, rows)[0]).toEqual({ lead: "1", name: "Barry Bonds", value: "762" });
    expect(leadersDescription(view, rows)).toBe(
      "MLB career leaders: Home Runs. 1. Barry Bonds 762, 2. Hank Aaron 755, 3. Babe Ruth 714.",
    );
    expect(leadersDescription(view, [])).toBe("MLB career leaders: Home Runs.");
  });

  it("counts an award's winners and lists its recent ones; a draft's first picks", () => {
    const award = awardSchema.parse({
      slug: "nba-mvp",
      name: "Most Valuable Player",
      league_key: "nba",
      sport: BASKETBALL,
      first_season: 1955,
      last_season: 2024,
      winners: 70,
      has_votes: true,
      for_coaches: false,
    });
    expect(awardDescription("NBA Most Valuable Player", award)).toBe(
      "NBA Most Valuable Player: 70 winners, 1955-56 to 2024-25, with the vote where recorded.",
    );
    const winner = awardResultSchema.parse({
      season: 2024,
      person_name: "Shai Gilgeous-Alexander",
      team: { id: 1, name: "Oklahoma City Thunder", slug: "oklahoma-city-thunder" },
      is_winner: true,
    });
    expect(awardRows(award, [{ ...winner, league: "NBA" }])).toEqual([
      { lead: "2024-25", name: "Shai Gilgeous-Alexander", value: "Oklahoma City Thunder" },
    ]);
    // An award given in two leagues names the league beside the season.
    const mlb = {
      sport: { id: 3, name: "Baseball", slug: "baseball", abbreviation: null },
      leagues: ["AL", "NL"],
    };
    expect(awardRows(mlb, [{ ...winner, season: 2024, league: "AL" }])[0]!.lead).toBe("2024 AL");
    const picks = [
      ["Zaccharie Risacher", "Atlanta Hawks"],
      ["Alex Sarr", "Washington Wizards"],
      ["Reed Sheppard", "Houston Rockets"],
      ["Stephon Castle", "San Antonio Spurs"],
    ].map(([player_name, team_name], i) =>
      draftPickSchema.parse({
        year: 2024,
        league: "NBA",
        round: 1,
        overall_pick: i + 1,
        player_name,
        team_name,
      }),
    );
    expect(draftRows(picks)[1]).toEqual({ lead: "2", name: "Alex Sarr", value: "Washington Wizards" });
    expect(draftDescription("2024 NBA Draft", picks)).toBe(
      "2024 NBA Draft: 1. Zaccharie Risacher (Atlanta Hawks), 2. Alex Sarr (Washington Wizards), 3. Reed Sheppard (Houston Rockets).",
    );
    expect(draftDescription("2024 NBA Draft", [])).toBe("2024 NBA Draft.");
  });
});

describe("teams, seasons, championships and games", () => {
  it("state their figures", () => {
    expect(teamDescription("Boston Celtics", "basketball", 18, [1946, 2024, 1990])).toBe(
      "Boston Celtics: 18 championships; seasons 1946-47 to 2024-25 in our data.",
    );
    expect(teamDescription("New Team", "hockey", 1, [])).toBe("New Team: 1 championship.");
    expect(
      teamSeasonDescription("Boston Celtics 2023-24 Season", {
        record: "64-18",
        finish: "1st in Atlantic",
        playoff_result: "Won NBA Finals",
      }),
    ).toBe("Boston Celtics 2023-24 Season: 64-18, 1st in Atlantic; Won NBA Finals.");
    expect(teamSeasonDescription("Old Club 1890", { record: null, finish: null, playoff_result: null })).toBe(
      "Old Club 1890.",
    );
    expect(
      seasonDescription({
        name: "1985-86 NBA Season",
        champion: { name: "Boston Celtics" },
        teams: 23,
        games: 943,
      }),
    ).toBe("1985-86 NBA Season: champion Boston Celtics; 23 teams, 943 games.");
    expect(
      championshipDescription({
        facts: { name: "NBA Finals", trophy: "Larry O'Brien Trophy", founded: 1947 },
        current: { team: "Boston Celtics", titleYear: 2024 },
        mostTitles: { teams: ["Boston Celtics"], titles: 18 },
      }),
    ).toBe(
      "NBA Finals (Larry O'Brien Trophy), first held 1947. Latest champion: Boston Celtics (2024); most titles: Boston Celtics (18).",
    );
    expect(
      gameDescription({
        status: "final",
        away: { name: "Houston Rockets", score: 97 },
        home: { name: "Boston Celtics", score: 114 },
        date: "June 8, 1986",
        venue: "Boston Garden",
      }),
    ).toBe("Final: Houston Rockets 97, Boston Celtics 114. June 8, 1986, Boston Garden.");
    expect(
      gameDescription({
        status: "scheduled",
        away: { name: "A", score: null },
        home: { name: "B", score: null },
        date: "June 8, 2027",
        venue: null,
      }),
    ).toBe("June 8, 2027.");
  });
});
