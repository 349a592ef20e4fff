import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import { easternTime } from "../../domain/clock";
import { easternNow, gameState, hasStarted, isResultPending } from "../../domain/game-status";

const now = easternNow(new Date("2026-11-21T19:00:00-05:00"));

describe("game status honesty", () => {
  it("reads 'now' as the Eastern date and 24-hour time the games table stores", () => {
    expect(now).toEqual({ date: "2026-11-21", time: "19:00" });
    // 00:30 UTC on the 22nd is still the evening of the 21st in the East.
    expect(easternNow(new Date("2026-11-22T00:30:00Z"))).toEqual({ date: "2026-11-21", time: "19:30" });
    expect(easternTime(new Date("2026-07-04T04:05:00Z"))).toBe("00:05");
  });

  itCalls(
    "a game has started once its Eastern start time has passed; without a time, once its date is over",
    (a: Parameters<typeof hasStarted>[0], b: Parameters<typeof hasStarted>[1]) => hasStarted(a, b, now),
    [
      ["2026-11-20", "22:00", true],
      ["2026-11-21", "13:00", true],
      ["2026-11-21", "18:59", true],
      ["2026-11-21", "19:00", false],
      ["2026-11-21", "19:30", false],
      ["2026-11-21", null, false],
      ["2026-11-22", "13:00", false],
    ],
  );

  it("only a scheduled game can be pending; live, final and postponed are as the data says", () => {
    expect(isResultPending({ status: "scheduled", game_date: "2026-11-20", game_time: "19:00" }, now)).toBe(
      true,
    );
    expect(isResultPending({ status: "final", game_date: "2026-11-20", game_time: "19:00" }, now)).toBe(
      false,
    );
    expect(gameState({ status: "scheduled", game_date: "2026-11-20" }, now)).toBe("pending");
    expect(gameState({ status: "scheduled", game_date: "2026-11-22" }, now)).toBe("scheduled");
    expect(gameState({ status: "postponed", game_date: "2026-11-20" }, now)).toBe("postponed");
    expect(gameState({ status: "scheduled", game_date: "2026-11-22", result_pending: true })).toBe("pending");
    expect(gameState({ status: "weird", game_date: "2026-11-22" }, now)).toBe("scheduled");
  });
});
