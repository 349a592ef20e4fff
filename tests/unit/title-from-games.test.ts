import { describe, expect, it } from "vitest";
import {
  decideTitle,
  titleDisagreements,
  winsNeededFor,
  type DecidingGame,
} from "../../backend/import/title-from-games";

const game = (
  date: string,
  homeId: number,
  awayId: number,
  homeScore: number | null,
  awayScore: number | null,
  period: string | null = null,
): DecidingGame => ({
  date,
  time: null,
  homeId,
  awayId,
  homeScore,
  awayScore,
  period,
  status: homeScore === null ? "scheduled" : "final",
  venueId: null,
  venueName: `Arena ${homeId}`,
});

// The 2026 NBA Finals as the source gives them: New York (1) over San Antonio (2), 4-1.
const finals = [
  game("2026-06-03", 2, 1, 95, 105),
  game("2026-06-05", 2, 1, 104, 105),
  game("2026-06-08", 1, 2, 111, 115),
  game("2026-06-10", 1, 2, 107, 106),
  game("2026-06-13", 2, 1, 90, 94),
];
const names = (id: number | null) =>
  id === 1 ? "New York Knicks" : id === 2 ? "San Antonio Spurs" : "(none)";

describe("decideTitle", () => {
  it("a series: the club that reached four wins, the result, the clinching game and its score", () => {
    const t = decideTitle(finals, 4)!;
    expect(t).toMatchObject({
      winnerId: 1,
      runnerUpId: 2,
      series: "4-1",
      winnerScore: 94,
      runnerUpScore: 90,
    });
    expect(t.clinch.date).toBe("2026-06-13");
    expect(t.clinch.venueName).toBe("Arena 2");
  });

  it("a series not yet won decides nothing", () => {
    expect(decideTitle(finals.slice(0, 4), 4)).toBeNull();
  });

  it("a single title game: its winner, no series; unplayed, nothing", () => {
    expect(decideTitle([game("2026-02-08", 5, 6, 13, 29)], 1)).toMatchObject({
      winnerId: 6,
      runnerUpId: 5,
      series: null,
      winnerScore: 29,
    });
    expect(decideTitle([game("2026-02-08", 5, 6, null, null)], 1)).toBeNull();
  });

  it("knows how many wins each final takes", () => {
    expect(winsNeededFor("basketball", "professional")).toBe(4);
    expect(winsNeededFor("hockey", "professional")).toBe(4);
    expect(winsNeededFor("football", "professional")).toBe(1);
    expect(winsNeededFor("basketball", "ncaa-division-i")).toBe(1);
    // The College World Series final: one game to 2002, best of three from 2003.
    expect(winsNeededFor("baseball", "ncaa-division-i", 2002)).toBe(1);
    expect(winsNeededFor("baseball", "ncaa-division-i", 2003)).toBe(2);
  });
});

describe("titleDisagreements", () => {
  const decided = decideTitle(finals, 4)!;
  const row = {
    team_id: 1,
    runner_up_team_id: 2,
    series: "4-1",
    game_date: "2026-06-13",
    winner_score: 94,
    runner_up_score: 90,
  };

  it("agrees when every stated field matches; empty fields are unknown, not wrong", () => {
    expect(titleDisagreements(row, decided, names)).toEqual([]);
    expect(
      titleDisagreements(
        { ...row, runner_up_team_id: null, series: null, game_date: null, winner_score: null },
        decided,
        names,
      ),
    ).toEqual([]);
  });

  it("names the field and both answers", () => {
    expect(
      titleDisagreements(
        { ...row, team_id: 2, runner_up_team_id: 1, series: "4-2", game_date: "2026-06-16" },
        decided,
        names,
      ),
    ).toEqual([
      "champion: row San Antonio Spurs, games New York Knicks",
      "runner-up: row New York Knicks, games San Antonio Spurs",
      "series: row 4-2, games 4-1",
      "date: row 2026-06-16, games 2026-06-13",
    ]);
    expect(titleDisagreements({ ...row, winner_score: 95 }, decided, names)).toEqual([
      "score: row 95-90, games 94-90",
    ]);
  });
});
