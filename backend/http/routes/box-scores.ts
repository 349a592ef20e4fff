/**
 * /api/games/games/{id}/box-score/: a game's box score by sport. NFL from the nflverse weekly player
 * lines (passing, rushing, receiving), NBA from basketball_game_lines; any other game answers
 * `{kind: "none"}`. Every read is one indexed query by game id.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { BasketballBoxScore, BoxScore, FootballBoxScore } from "../../../domain/contract/types";
import { BASKETBALL_BOX_SUMS, FOOTBALL_FIGURES } from "../../../domain/contract/schemas";
import { type Route, detailRow } from "../context";

interface GameSides {
  id: number;
  league_key: string | null;
  home_team_id: number;
  away_team_id: number;
  home_team_name: string | null;
  away_team_name: string | null;
  home_team_abbreviation: string | null;
  away_team_abbreviation: string | null;
}

type Side = "away" | "home";

function sideName(game: GameSides, side: Side): string {
  return (side === "home" ? game.home_team_name : game.away_team_name) ?? "";
}

const playerName = sql<string>`trim(coalesce(people.first_name, '') || ' ' || coalesce(people.last_name, ''))`;

async function footballBox(db: Kysely<Database>, game: GameSides): Promise<FootballBoxScore | null> {
  const rows = await db
    .selectFrom("football_game_lines as l")
    .leftJoin("players", "players.id", "l.player_id")
    .leftJoin("people", "people.id", "players.person_id")
    .selectAll("l")
    .select(["players.slug as player_slug", playerName.as("player_name")])
    .where("l.game_id", "=", game.id)
    .orderBy("l.id")
    .execute();
  if (!rows.length) return null;
  const sides: Side[] = ["away", "home"];
  return {
    kind: "football",
    game_id: game.id,
    teams: sides.map((side) => {
      const teamId = side === "home" ? game.home_team_id : game.away_team_id;
      const own = rows.filter((r) => r.team_id === teamId);
      return {
        side,
        team_code:
          own[0]?.team_code ??
          (side === "home" ? game.home_team_abbreviation : game.away_team_abbreviation) ??
          "",
        team_name: sideName(game, side),
        players: own.map((r) => ({
          player_id: r.player_id,
          player_slug: r.player_slug,
          player_name: r.player_name,
          ...Object.fromEntries(FOOTBALL_FIGURES.map((k) => [k, r[k]])),
        })) as FootballBoxScore["teams"][number]["players"],
      };
    }),
  };
}

async function basketballBox(db: Kysely<Database>, game: GameSides): Promise<BasketballBoxScore | null> {
  const rows = await db
    .selectFrom("basketball_game_lines as l")
    .leftJoin("players", "players.id", "l.player_id")
    .leftJoin("people", "people.id", "players.person_id")
    .selectAll("l")
    .select(["players.slug as player_slug"])
    .where("l.game_id", "=", game.id)
    .orderBy("l.is_home")
    .orderBy("l.seq")
    .execute();
  if (!rows.length) return null;
  const sides: Side[] = ["away", "home"];
  return {
    kind: "basketball",
    game_id: game.id,
    source: rows[0]!.source,
    teams: sides.map((side) => {
      const own = rows.filter((r) => r.is_home === (side === "home" ? 1 : 0));
      const sum = (k: (typeof BASKETBALL_BOX_SUMS)[number]) => own.reduce((n, r) => n + r[k], 0);
      const played = own.filter((r) => r.seconds !== null);
      return {
        side,
        team_code: own[0]?.team_code ?? "",
        team_name: sideName(game, side),
        players: own.map((r) => ({
          player_id: r.player_id,
          player_slug: r.player_slug,
          player_name: r.player_name,
          starter: r.starter === null ? null : r.starter === 1,
          dnp: r.dnp,
          seconds: r.seconds,
          ...Object.fromEntries(BASKETBALL_BOX_SUMS.map((k) => [k, r[k]])),
          plus_minus: r.plus_minus,
        })) as BasketballBoxScore["teams"][number]["players"],
        totals: {
          seconds: played.length ? played.reduce((n, r) => n + (r.seconds ?? 0), 0) : null,
          ...(Object.fromEntries(BASKETBALL_BOX_SUMS.map((k) => [k, sum(k)])) as Record<
            (typeof BASKETBALL_BOX_SUMS)[number],
            number
          >),
          plus_minus: null,
        },
      };
    }),
  };
}

/** The box score of a game of the request's scope (404 as the game detail). */
export async function boxScore(db: Kysely<Database>, game: GameSides): Promise<BoxScore> {
  const box =
    game.league_key === "nfl"
      ? await footballBox(db, game)
      : game.league_key === "nba"
        ? await basketballBox(db, game)
        : null;
  return box ?? { kind: "none", game_id: game.id };
}

export const boxScoreRoutes: Route[] = [
  {
    path: "games/games/:id/box-score",
    async handle(ctx) {
      const game = await detailRow(ctx, "games", (key) =>
        ctx.db
          .selectFrom("games")
          .select([
            "id",
            "league_key",
            "home_team_id",
            "away_team_id",
            "home_team_name",
            "away_team_name",
            "home_team_abbreviation",
            "away_team_abbreviation",
          ])
          .where(key)
          .executeTakeFirst(),
      );
      return boxScore(ctx.db, game);
    },
  },
];
