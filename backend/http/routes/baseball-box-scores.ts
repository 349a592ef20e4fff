/** An MLB postseason game's box score and play-by-play (baseball_game_* tables, built from the Retrosheet event files). */
import type { BaseballBoxScore } from "../../../domain/contract/types";
import { detailRow, type Route, type RouteContext } from "../context";

async function boxScore(ctx: RouteContext): Promise<BaseballBoxScore> {
  const game = await detailRow(ctx, "games", (key) =>
    ctx.db.selectFrom("games").select(["games.id", "games.league_key"]).where(key).executeTakeFirst(),
  );
  const [batting, pitching, plays] = await Promise.all([
    ctx.db
      .selectFrom("baseball_game_batting as b")
      .leftJoin("players", "players.id", "b.player_id")
      .select(["b.side", "b.name", "players.slug as player_slug", "b.positions", "b.ab", "b.r", "b.h"])
      .select(["b.rbi", "b.bb", "b.so", "b.doubles", "b.triples", "b.hr", "b.sb"])
      .where("b.game_id", "=", game.id)
      .orderBy("b.seq")
      .execute(),
    ctx.db
      .selectFrom("baseball_game_pitching as p")
      .leftJoin("players", "players.id", "p.player_id")
      .select(["p.side", "p.name", "players.slug as player_slug", "p.outs", "p.h", "p.r", "p.er"])
      .select(["p.bb", "p.so", "p.hr", "p.decision"])
      .where("p.game_id", "=", game.id)
      .orderBy("p.seq")
      .execute(),
    ctx.db
      .selectFrom("baseball_game_plays")
      .select(["inning", "half", "text", "outs", "away_score", "home_score"])
      .where("game_id", "=", game.id)
      .orderBy("seq")
      .execute(),
  ]);
  const split = <T extends { side: "home" | "away" }>(rows: T[]) => ({
    away: rows.filter((r) => r.side === "away").map(({ side: _, ...r }) => r),
    home: rows.filter((r) => r.side === "home").map(({ side: _, ...r }) => r),
  });
  return { batting: split(batting), pitching: split(pitching), plays };
}

export const baseballBoxScoreRoutes: Route[] = [
  { path: "games/games/:id/baseball-box-score", handle: boxScore },
];
