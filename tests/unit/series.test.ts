import { describe, expect, it } from "vitest";
import { seriesContext, type SeriesGame } from "@domain/series";

const KNICKS = 1;
const SPURS = 2;
const names = new Map([
  [KNICKS, "New York Knicks"],
  [SPURS, "San Antonio Spurs"],
]);

/** A game of the series: `winner` home or away, or null for one not yet played. */
function game(id: number, date: string, home: number, winner: number | null): SeriesGame {
  const away = home === KNICKS ? SPURS : KNICKS;
  return {
    id,
    game_date: date,
    game_time: null,
    status: winner === null ? "scheduled" : "final",
    home_team_id: home,
    away_team_id: away,
    home_score: winner === null ? null : winner === home ? 100 : 90,
    away_score: winner === null ? null : winner === home ? 90 : 100,
  };
}

describe("series context", () => {
  // The 2026 NBA Finals: Knicks 4-1.
  const finals = [
    game(15, "2026-06-13", SPURS, KNICKS),
    game(11, "2026-06-03", SPURS, KNICKS),
    game(12, "2026-06-05", SPURS, SPURS),
    game(13, "2026-06-08", KNICKS, KNICKS),
    game(14, "2026-06-10", KNICKS, KNICKS),
  ];

  it("numbers the games by date and tells the standing after each", () => {
    expect(seriesContext(finals, 11, names)?.summary).toBe("Game 1 · New York Knicks lead series 1-0");
    expect(seriesContext(finals, 12, names)?.summary).toBe("Game 2 · Series tied 1-1");
    expect(seriesContext(finals, 14, names)?.summary).toBe("Game 4 · New York Knicks lead series 3-1");
  });

  it("calls the series won at its last, final game", () => {
    expect(seriesContext(finals, 15, names)).toEqual({
      game_number: 5,
      games_in_series: 5,
      summary: "Game 5 · New York Knicks win series 4-1",
    });
  });

  it("a game still to play shows the standing before it, never a won series", () => {
    const open = [...finals.slice(1), game(16, "2026-06-13", SPURS, null)];
    expect(seriesContext(open, 16, names)?.summary).toBe("Game 5 · New York Knicks lead series 3-1");
  });

  it("a single meeting is no series; an unknown game none either", () => {
    expect(seriesContext([finals[0]], 15, names)).toBeNull();
    expect(seriesContext(finals, 99, names)).toBeNull();
  });
});
