import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import {
  assignPlayoffPositions,
  computeStandings,
  type StandingGame,
  type StandingTeam,
} from "../../backend/import/sources/standings";
import { time24 } from "../../backend/import/sources/common";
import { weekOf } from "../../backend/import/sources/nfl";

const teams: StandingTeam[] = [
  { id: 1, name: "Alpha", conference: "East", division: "North" },
  { id: 2, name: "Bravo", conference: "East", division: "North" },
  { id: 3, name: "Charlie", conference: "East", division: "South" },
  { id: 4, name: "Delta", conference: "West", division: "Pacific" },
];
let day = 1;
const g = (
  home: number,
  away: number,
  homeScore: number,
  awayScore: number,
  overtime: string | null = null,
): StandingGame => ({
  home,
  away,
  homeScore,
  awayScore,
  overtime,
  date: `2023-10-${String(day++).padStart(2, "0")}`,
});

describe("computeStandings (football/basketball)", () => {
  day = 1;
  const games = [
    g(1, 2, 20, 10),
    g(2, 1, 24, 17),
    g(1, 3, 14, 14),
    g(3, 2, 21, 3),
    g(4, 1, 10, 31),
    g(2, 4, 27, 20),
    g(1, 4, 7, 3),
  ];
  const rows = computeStandings(teams, games, { hockey: false });
  const by = (id: number) => rows.find((r) => r.team_id === id)!;

  it("counts wins, losses, ties and the win percentage with ties as half", () => {
    expect(by(1)).toMatchObject({ wins: 3, losses: 1, ties: 1, games_played: 5, win_percentage: 0.7 });
    expect(by(2)).toMatchObject({ wins: 2, losses: 2, ties: 0, win_percentage: 0.5 });
    expect(by(3)).toMatchObject({ wins: 1, losses: 0, ties: 1, win_percentage: 0.75 });
    expect(by(4)).toMatchObject({ wins: 0, losses: 3, ties: 0, win_percentage: 0 });
  });

  it("splits home, away, division and conference records", () => {
    expect(by(1)).toMatchObject({
      home_record: "2-0-1",
      away_record: "1-1",
      division_record: "1-1",
      conference_record: "1-1-1",
    });
    expect(by(4)).toMatchObject({
      home_record: "0-1",
      away_record: "0-2",
      division_record: "0-0",
      conference_record: "0-0",
    });
  });

  it("ranks within division, conference and league, with games behind the division leader", () => {
    expect(by(1)).toMatchObject({ rank: 1, games_behind: 0 });
    expect(by(2)).toMatchObject({ rank: 2, games_behind: 1 });
    expect(by(3)).toMatchObject({ rank: 1, conference_rank: 1, league_rank: 1 });
    expect(by(1)).toMatchObject({ conference_rank: 2, league_rank: 2 });
    expect(by(4).league_rank).toBe(4);
  });

  it("reads the streak from the latest games", () => {
    expect(by(1)).toMatchObject({ streak: "W2", streak_type: "win" });
    expect(by(4)).toMatchObject({ streak: "L3", streak_type: "loss" });
    expect(by(3)).toMatchObject({ streak: "W1" });
  });

  it("breaks a tie in percentage head-to-head", () => {
    day = 1;
    const two: StandingTeam[] = teams.slice(0, 3);
    // Alpha and Bravo both 1-1, Bravo beat Alpha.
    const rows2 = computeStandings(two, [g(2, 1, 10, 7), g(1, 3, 10, 0), g(3, 2, 10, 0)], { hockey: false });
    const alpha = rows2.find((r) => r.team_id === 1)!;
    const bravo = rows2.find((r) => r.team_id === 2)!;
    expect(bravo.rank).toBe(1);
    expect(alpha.rank).toBe(2);
    expect(alpha.games_behind).toBe(0);
  });
});

describe("computeStandings (hockey)", () => {
  day = 1;
  const hockeyTeams = teams.slice(0, 2);
  const games = [g(1, 2, 3, 2, "OT"), g(2, 1, 4, 1), g(1, 2, 2, 1, "SO"), g(2, 1, 2, 3)];
  const rows = computeStandings(hockeyTeams, games, { hockey: true });
  const by = (id: number) => rows.find((r) => r.team_id === id)!;

  it("counts overtime losses for a point and the points percentage", () => {
    expect(by(1)).toMatchObject({ wins: 3, losses: 1, overtime_losses: 0, points: 6, ties: 0 });
    expect(by(2)).toMatchObject({ wins: 1, losses: 1, overtime_losses: 2, points: 4, ties: 2 });
    expect(by(2).win_percentage).toBe(0.5);
    expect(by(2).home_record).toBe("1-1-0");
    expect(by(2).away_record).toBe("0-0-2");
  });

  it("measures games behind in points / 2 and orders by points", () => {
    expect(by(1)).toMatchObject({ rank: 1, games_behind: 0 });
    expect(by(2)).toMatchObject({ rank: 2, games_behind: 1 });
    // An overtime loss continues a losing streak.
    expect(by(2)).toMatchObject({ streak: "L2", streak_type: "loss" });
  });

  it("leaves points empty when overtime is unknown, unless season totals are given", () => {
    day = 1;
    const plain = [g(1, 2, 3, 2), g(2, 1, 4, 1)];
    const unknown = computeStandings(hockeyTeams, plain, { hockey: true, overtimeKnown: false });
    expect(unknown[0]).toMatchObject({ points: null, overtime_losses: null, ties: 0 });
    const totals = new Map([
      [1, { w: 40, l: 30, otl: 12 }],
      [2, { w: 45, l: 30, otl: 7 }],
    ]);
    const patched = computeStandings(hockeyTeams, plain, { hockey: true, overtimeKnown: false, totals });
    expect(patched.find((r) => r.team_id === 1)).toMatchObject({ points: 92, overtime_losses: 12, rank: 2 });
    expect(patched.find((r) => r.team_id === 2)).toMatchObject({ points: 97, rank: 1 });
  });
});

describe("playoff positions", () => {
  it("marks the champion, playoff teams, the bubble and the eliminated", () => {
    day = 1;
    const rows = computeStandings(teams, [g(1, 2, 3, 1), g(3, 4, 3, 1), g(2, 4, 1, 0)], { hockey: false });
    assignPlayoffPositions(rows, { participants: new Set([1, 3]), playIn: new Set(), champion: 3 });
    const pos = Object.fromEntries(rows.map((r) => [r.team_id, r.playoff_position]));
    expect(pos).toEqual({ 1: "playoffs", 2: "bubble", 3: "champion", 4: "bubble" });
  });

  it("puts play-in losers on the bubble", () => {
    day = 1;
    const rows = computeStandings(teams, [g(1, 2, 3, 1)], { hockey: false });
    assignPlayoffPositions(rows, { participants: new Set([1]), playIn: new Set([2]), champion: null });
    expect(rows.map((r) => r.playoff_position)).toEqual(["playoffs", "bubble", "eliminated", "eliminated"]);
  });
});

describe("source helpers", () => {
  itGives("reads clock times as 24-hour HH:MM", time24, [
    ["13:00", "13:00"],
    ["8:20PM", "20:20"],
    ["8:20 PM", "20:20"],
    ["7:30p", "19:30"],
    ["12:00 PM", "12:00"],
    ["12:30a", "00:30"],
    ["", null],
  ]);
  it("reads clock times as 24-hour HH:MM", () => {
    expect(() => time24("noon")).toThrow(/not a clock time/);
  });

  it("counts NFL weeks from Tuesday to Monday", () => {
    expect(weekOf("2023-09-07", "2023-09-07")).toBe(1);
    expect(weekOf("2023-09-07", "2023-09-11")).toBe(1);
    expect(weekOf("2023-09-07", "2023-09-12")).toBe(2);
    expect(weekOf("2023-09-07", "2023-09-17")).toBe(2);
  });
});
