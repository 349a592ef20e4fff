/**
 * An MLB game's box score and play-by-play (baseball_game_* tables, built from the Retrosheet event
 * files, postseason only) and each club's game log side (baseball_game_teams, every game with a row).
 */
import type { Selectable } from "kysely";
import type { BaseballBoxScore } from "../../../domain/contract/types";
import type { Database } from "../../db/schema";
import { detailRow, type Route, type RouteContext } from "../context";

type TeamRow = Selectable<Database["baseball_game_teams"]>;
type TeamLine = NonNullable<BaseballBoxScore["teams"]["home"]>;
/** `lineup` JSON: [retroId, name, position, playerId] in batting order. */
type LineupTuple = [string, string, number, number | null];
/** `decisions` JSON: [role, retroId, name, playerId]. */
type DecisionTuple = [TeamLine["decisions"][number]["role"], string, string, number | null];

/** The player ids a side's people name (starter, lineup, decisions), for one slug lookup. */
function playerIdsOf(row: TeamRow): number[] {
  const ids: (number | null)[] = [row.starter_player_id];
  if (row.lineup) ids.push(...(JSON.parse(row.lineup) as LineupTuple[]).map((t) => t[3]));
  if (row.decisions) ids.push(...(JSON.parse(row.decisions) as DecisionTuple[]).map((t) => t[3]));
  return ids.filter((id): id is number => id !== null);
}

/** A side's row as the contract gives it, names linked through `slugs` (player id → slug). */
function teamLine(row: TeamRow, slugs: Map<number, string>): TeamLine {
  const {
    id: _id,
    game_id: _game,
    side: _side,
    starter_retro_id: _retro,
    starter_name,
    starter_player_id,
    lineup,
    decisions,
    ...figures
  } = row;
  const slug = (id: number | null) => (id === null ? null : (slugs.get(id) ?? null));
  return {
    ...figures,
    starter: starter_name ? { name: starter_name, player_slug: slug(starter_player_id) } : null,
    lineup: lineup
      ? (JSON.parse(lineup) as LineupTuple[]).map(([, name, position, id]) => ({
          name,
          position,
          player_slug: slug(id),
        }))
      : null,
    decisions: decisions
      ? (JSON.parse(decisions) as DecisionTuple[]).map(([role, , name, id]) => ({
          role,
          name,
          player_slug: slug(id),
        }))
      : [],
  };
}

/** Each club's game log side of a game, null where the game log holds nothing for it. */
async function teamLines(ctx: RouteContext, gameId: number): Promise<BaseballBoxScore["teams"]> {
  const rows = await ctx.db
    .selectFrom("baseball_game_teams")
    .selectAll()
    .where("game_id", "=", gameId)
    .execute();
  const ids = [...new Set(rows.flatMap(playerIdsOf))];
  const slugs = new Map<number, string>();
  if (ids.length)
    for (const p of await ctx.db
      .selectFrom("players")
      .select(["id", "slug"])
      .where("id", "in", ids)
      .execute())
      if (p.slug) slugs.set(p.id, p.slug);
  const of = (side: "home" | "away") => {
    const row = rows.find((r) => r.side === side);
    return row ? teamLine(row, slugs) : null;
  };
  return { away: of("away"), home: of("home") };
}

async function boxScore(ctx: RouteContext): Promise<BaseballBoxScore> {
  const game = await detailRow(ctx, "games", (key) =>
    ctx.db.selectFrom("games").select(["games.id", "games.league_key"]).where(key).executeTakeFirst(),
  );
  const [batting, pitching, plays, teams] = await Promise.all([
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
    teamLines(ctx, game.id),
  ]);
  const split = <T extends { side: "home" | "away" }>(rows: T[]) => ({
    away: rows.filter((r) => r.side === "away").map(({ side: _, ...r }) => r),
    home: rows.filter((r) => r.side === "home").map(({ side: _, ...r }) => r),
  });
  return { batting: split(batting), pitching: split(pitching), plays, teams };
}

export const baseballBoxScoreRoutes: Route[] = [
  { path: "games/games/:id/baseball-box-score", handle: boxScore },
];
