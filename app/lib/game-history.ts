import type { Game } from "@domain/contract/types";

/** A baseball game's innings when it went past nine (the period holds them), else null. */
export function extraInnings(game: Pick<Game, "period" | "status" | "sport">): number | null {
  if (
    game.status !== "final" ||
    game.sport?.slug !== "baseball" ||
    !game.period ||
    !/^\d+$/.test(game.period)
  )
    return null;
  const n = Number(game.period);
  return n > 9 ? n : null;
}

/** "3:05" (hours:minutes), as box scores give a game's length. */
export function durationText(minutes: number | null | undefined): string | null {
  if (!minutes || minutes <= 0) return null;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}
