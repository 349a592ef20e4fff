/**
 * Game status as the data says it, and honest about what it does not know (the spec's game
 * states). The stored status is never changed here; what is derived is whether a game still to
 * start can be called upcoming: once its start (Eastern date and time; the end of its date when no
 * time is known) has passed without a live or final status, its result is simply not available
 * yet. Decided from the one clock (`domain/clock.ts`).
 */
import { easternTime, easternToday, now as clockNow } from "./clock";

export type StoredGameStatus = "scheduled" | "live" | "final" | "postponed";

/** What a page shows: the stored status, or `pending` for a started game with no result. */
export type GameState = StoredGameStatus | "pending";

/** 'Now' as the Eastern date and time the games table stores (`yyyy-mm-dd`, `HH:MM`). */
export interface EasternNow {
  date: string;
  time: string;
}

export function easternNow(at: Date = clockNow()): EasternNow {
  return { date: easternToday(at), time: easternTime(at) };
}

/** Whether a game dated `date` starting at `time` (Eastern; null = unknown) has started at `now`. */
export function hasStarted(date: string, time: string | null | undefined, now: EasternNow): boolean {
  if (date !== now.date) return date < now.date;
  // An unknown start time counts as 'later today' until the date is over; a game starting this
  // very minute is still about to start.
  return !!time && time < now.time;
}

/** True when the data says scheduled but the game's start has passed: the result is not in yet. */
export function isResultPending(
  game: { status: string; game_date: string; game_time?: string | null },
  now: EasternNow,
): boolean {
  return game.status === "scheduled" && hasStarted(game.game_date, game.game_time, now);
}

export function gameState(
  game: { status: string; game_date: string; game_time?: string | null; result_pending?: boolean | null },
  now?: EasternNow,
): GameState {
  const status =
    (["scheduled", "live", "final", "postponed"] as const).find((s) => s === game.status) ?? "scheduled";
  if (status !== "scheduled") return status;
  const pending = game.result_pending ?? (now ? isResultPending(game, now) : false);
  return pending ? "pending" : "scheduled";
}
