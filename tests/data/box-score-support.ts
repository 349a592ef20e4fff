/**
 * What the box-score data tests share: a stored game's box score as its page shows it
 * (backend/http/routes/box-scores.ts), a player's line in it, the games with lines per season, and a
 * player's game log of one season.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { expect } from "vitest";
import type { Database } from "../../backend/db/schema";
import { boxScore } from "../../backend/http/routes/box-scores";
import { basketballLines } from "../../backend/http/routes/player-lines";
import type { BasketballBoxScore, BoxScore } from "../../domain/contract/types";

/** The box score of the game of this slug. */
export async function boxScoreOf(db: Kysely<Database>, slug: string): Promise<BoxScore> {
  const game = await db.selectFrom("games").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
  return boxScore(db, game);
}

/** The box score of a basketball game (fails the test when the game has another kind). */
export async function basketballBoxScore(db: Kysely<Database>, slug: string): Promise<BasketballBoxScore> {
  const box = await boxScoreOf(db, slug);
  expect(box.kind).toBe("basketball");
  return box as BasketballBoxScore;
}

/** A player's line in a basketball box score, with the side of the team. */
export const boxScoreLine = (box: BasketballBoxScore, name: string) =>
  box.teams
    .flatMap((t) => t.players.map((p) => ({ ...p, side: t.side })))
    .find((p) => p.player_name === name);

/** How many games of each season have basketball lines of this season type. */
export async function gamesWithLinesPerSeason(
  db: Kysely<Database>,
  seasonType: "regular" | "postseason",
): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom("basketball_game_lines")
    .select(["season_start_year", sql<number>`count(distinct game_id)`.as("games")])
    .where("season_type", "=", seasonType)
    .groupBy("season_start_year")
    .orderBy("season_start_year")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.season_start_year, Number(r.games)]));
}

/** A basketball player's games of one season, regular season or playoffs, as the game log lists them. */
export async function seasonGameLog(
  db: Kysely<Database>,
  playerSlug: string,
  season: number,
  playoffs: boolean,
) {
  const player = await db
    .selectFrom("players")
    .select("id")
    .where("slug", "=", playerSlug)
    .executeTakeFirstOrThrow();
  return (await basketballLines(db, player.id))!.games.filter(
    (g) => g.season === season && g.playoffs === playoffs,
  );
}
