import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import type { Standing } from "@domain/contract/types";
import { effectiveSeason, safeReturnPath, validCookieSeason } from "../../app/lib/active-season";
import {
  blocksOf,
  countStandings,
  formatGamesBehind,
  formatPct,
  groupLeaders,
  rankLabel,
  rankTier,
  recordText,
  sharedRanks,
  standingFiltersOf,
  standingsCsv,
  standingsView,
  toStandingView,
} from "../../app/lib/standings";
import { decadesOf, playoffRounds } from "../../app/lib/seasons";

const row = (over: Partial<Standing> & { id: number; name: string }): Standing =>
  ({
    team: {
      id: over.id,
      slug: over.name.toLowerCase().replace(/ /g, "-"),
      name: over.name,
      city: over.name.split(" ")[0],
      abbreviation: over.name.slice(0, 3).toUpperCase(),
      sport_name: "Football",
    },
    team_name: over.name,
    rank: 1,
    position: 1,
    wins: 10,
    losses: 7,
    ties: 0,
    points: null,
    win_percentage: 0.588,
    games_played: 17,
    games_behind: 0,
    streak: "W1",
    streak_type: "win",
    division: "NFC West",
    conference: "NFC",
    league: "NFL",
    season: 2024,
    season_name: "2024 NFL Season",
    sport: { id: 1, name: "Football", slug: "football", abbreviation: "FB" },
    level: { id: 1, name: "Professional", slug: "professional" },
    last_updated: "2025-01-05",
    playoff_position: "playoffs",
    home_record: "5-4",
    away_record: "5-3",
    division_record: "4-2",
    conference_record: "6-6",
    overtime_losses: null,
    conference_rank: 4,
    league_rank: 10,
    points_for: 367,
    points_against: 386,
    tiebreak: null,
    ...over,
    id: over.id,
  }) as Standing;

const rows = [
  row({ id: 1, name: "Los Angeles Rams", tiebreak: "division tiebreak: strength of victory" }),
  row({
    id: 2,
    name: "Seattle Seahawks",
    rank: 2,
    points_for: 375,
    points_against: 368,
    playoff_position: "bubble",
  }),
  row({
    id: 3,
    name: "Arizona Cardinals",
    rank: 3,
    wins: 8,
    losses: 9,
    points_for: 400,
    points_against: 379,
    playoff_position: "eliminated",
  }),
  row({
    id: 4,
    name: "Philadelphia Eagles",
    rank: 1,
    division: "NFC East",
    wins: 14,
    losses: 3,
    playoff_position: "champion",
  }),
];

describe("standings view", () => {
  const filters = { q: "", sport: null, level: null, division: "", conference: "" };

  it("groups by division as the league presents them and sorts by rank", () => {
    const { groups } = standingsView(rows, filters, { key: "rank", dir: "asc" });
    expect(groups.map((g) => g.title)).toEqual(["NFC East", "NFC West"]);
    expect(groups[1].rows.map((r) => r.team)).toEqual([
      "Los Angeles Rams",
      "Seattle Seahawks",
      "Arizona Cardinals",
    ]);
    expect(blocksOf(groups)).toHaveLength(1);
  });

  it("searches team name, city, abbreviation and division; filters division and conference exactly", () => {
    expect(standingsView(rows, { ...filters, q: "seattle" }, { key: "rank", dir: "asc" }).shown).toHaveLength(
      1,
    );
    expect(
      standingsView(rows, { ...filters, q: "nfc east" }, { key: "rank", dir: "asc" }).shown,
    ).toHaveLength(1);
    expect(
      standingsView(rows, { ...filters, division: "nfc west" }, { key: "rank", dir: "asc" }).shown,
    ).toHaveLength(3);
    expect(
      standingsView(rows, { ...filters, conference: "AFC" }, { key: "rank", dir: "asc" }).shown,
    ).toHaveLength(0);
  });

  it("sorts inside each division by a column (points for, descending)", () => {
    const { groups } = standingsView(rows, filters, { key: "pf", dir: "desc" });
    expect(groups[1].rows.map((r) => r.pf)).toEqual([400, 375, 367]);
  });

  it("counts champions, playoff teams, the bubble and teams", () => {
    const { shown } = standingsView(rows, filters, { key: "rank", dir: "asc" });
    expect(countStandings(shown)).toEqual({ champions: 1, playoffTeams: 2, bubble: 1, totalTeams: 4 });
  });

  it("writes the CSV of exactly the rows shown, in their order, with the tiebreak", () => {
    const { groups } = standingsView(rows, { ...filters, division: "NFC West" }, { key: "pf", dir: "desc" });
    const lines = standingsCsv(groups).trim().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((l) => l.split(",")[5])).toEqual([
      "Arizona Cardinals",
      "Seattle Seahawks",
      "Los Angeles Rams",
    ]);
    expect(lines[3]).toContain("division tiebreak: strength of victory");
  });

  it("formats records as each league writes them", () => {
    expect(recordText({ sport: "hockey", w: 62, l: 16, t: 0, otl: 4 })).toBe("62-16-4");
    expect(recordText({ sport: "football", w: 7, l: 1, t: 6, otl: null })).toBe("7-1-6");
    expect(recordText({ sport: "basketball", w: 64, l: 18, t: 0, otl: null })).toBe("64-18");
    expect(formatPct(0.5882)).toBe(".588");
    expect(formatPct(1)).toBe("1.000");
    expect(formatGamesBehind(1.5)).toBe("1.5");
    expect(formatGamesBehind(0)).toBe("—");
    expect([1, 2, 3, 4, 8, 9].map(rankTier)).toEqual(["first", "top3", "top3", "top8", "top8", null]);
  });
});

describe("active season", () => {
  itCalls(
    "a season parameter wins, then the cookie, then the current season",
    (a: Parameters<typeof effectiveSeason>[0], b: Parameters<typeof effectiveSeason>[1]) =>
      effectiveSeason(a, b, 2026),
    [
      [2020, 2023, { season: 2020, source: "param" }],
      [null, 2023, { season: 2023, source: "cookie" }],
      [null, null, { season: 2026, source: "current" }],
    ],
  );

  itCalls(
    "ignores a forged cookie value",
    (a: Parameters<typeof validCookieSeason>[0]) => validCookieSeason(a, 2026),
    [
      [9999, null],
      [1700, null],
      [2027, 2027],
      [2023, 2023],
    ],
  );

  itGives("returns only to a path on this site", safeReturnPath, [
    ["/seasons?decade=2020", "/seasons?decade=2020"],
    ["//evil.example/", "/seasons"],
    ["https://evil.example/", "/seasons"],
    [null, "/seasons"],
  ]);
});

describe("seasons helpers", () => {
  it("lists decades from the latest to the earliest", () => {
    expect(decadesOf([{ startYear: 1921 }, { startYear: 1945 }])).toEqual([1940, 1930, 1920]);
  });

  it("groups postseason games by round, the title game last", () => {
    const game = (id: number, date: string, type: string, week: number) => ({
      id,
      game_date: date,
      game_type: type,
      week,
      home_team: { name: "H" },
      away_team: { name: "A" },
      home_score: 1,
      away_score: 0,
      status: "final",
    });
    const rounds = playoffRounds(
      [
        game(3, "2025-02-09", "championship", 22),
        game(1, "2025-01-11", "postseason", 19),
        game(2, "2025-01-12", "postseason", 19),
      ],
      "football",
    );
    expect(rounds.map((r) => [r.title, r.games.length])).toEqual([
      ["Week 19", 2],
      ["Title game or series", 1],
    ]);
  });
});

describe("season context", () => {
  it("useSeason outside its provider throws the spec's message; inside, gives the season", async () => {
    const { createElement } = await import("react");
    const { renderToString } = await import("react-dom/server");
    const { SeasonProvider, useSeason } = await import("../../app/site/season-context");
    function Probe() {
      return createElement("span", null, String(useSeason().season));
    }
    expect(() => renderToString(createElement(Probe))).toThrow(
      "useSeason must be used within a SeasonProvider",
    );
    expect(
      renderToString(
        createElement(SeasonProvider, {
          value: { season: 2023, chosen: true },
          children: createElement(Probe),
        }),
      ),
    ).toContain("2023");
  });
});

describe("shared places (tiebreaks of their time)", () => {
  it("reads a rank two rows of a group hold as T-2, and the others plainly", () => {
    const rows = [
      row({ id: 1, name: "New York Giants", rank: 1 }),
      row({ id: 2, name: "Brooklyn Dodgers", rank: 2 }),
      row({ id: 3, name: "Philadelphia Eagles", rank: 2 }),
      row({ id: 4, name: "Boston Redskins", rank: 4 }),
    ].map(toStandingView);
    const shared = sharedRanks(rows);
    expect([...shared]).toEqual([2]);
    expect(rows.map((r) => rankLabel(r.rank, shared))).toEqual(["1", "T-2", "T-2", "4"]);
    expect(rankLabel(null, shared)).toBe("—");
  });
});

describe("standingFiltersOf", () => {
  it("keeps the five filters of the URL's values and nothing else", () => {
    const values = {
      q: "bos",
      sport: "hockey",
      level: "professional",
      division: "",
      conference: "East",
      season: 2024,
    };
    expect(standingFiltersOf(values)).toEqual({
      q: "bos",
      sport: "hockey",
      level: "professional",
      division: "",
      conference: "East",
    });
  });
});

describe("the hub's leaders view", () => {
  const filters = { q: "", sport: null, level: null, division: "", conference: "" };
  it("keeps each division's first place only, co-leaders included, in rank order", () => {
    const standings = [
      row({ id: 1, name: "Rams Team", rank: 2, division: "NFC West" }),
      row({ id: 2, name: "Seahawks Team", rank: 1, division: "NFC West" }),
      row({ id: 3, name: "Cardinals Team", rank: 3, division: "NFC West" }),
      row({ id: 4, name: "Eagles Team", rank: 1, division: "NFC East" }),
      row({ id: 5, name: "Commanders Team", rank: 1, division: "NFC East" }),
      row({ id: 6, name: "Cowboys Team", rank: 3, division: "NFC East" }),
    ];
    const { groups } = standingsView(standings, filters, { key: "rank", dir: "asc" });
    const leaders = groupLeaders(groups);
    expect(leaders.map((g) => [g.title, g.rows.map((r) => r.team)])).toEqual([
      ["NFC East", ["Eagles Team", "Commanders Team"]],
      ["NFC West", ["Seahawks Team"]],
    ]);
  });

  it("keeps a group without ranks to its first row", () => {
    const standings = [
      row({ id: 1, name: "A Team", rank: null }),
      row({ id: 2, name: "B Team", rank: null }),
    ];
    const { groups } = standingsView(standings, filters, { key: "rank", dir: "asc" });
    expect(groupLeaders(groups).map((g) => g.rows.length)).toEqual([1]);
  });
});
