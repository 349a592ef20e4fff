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
type Role = TeamLine["decisions"][number]["role"];
/** A stored person: our player's id, or Retrosheet id and name where he is not linked. */
type Ref = [number] | [string, string];
/** `lineup` JSON: [person..., position] in batting order. */
type LineupEntry = [number, number] | [string, string, number];
/** `decisions` JSON: [role, person...]. */
type DecisionEntry = [Role, number] | [Role, string, string];

interface Stored {
  lineup: { ref: Ref; position: number }[] | null;
  decisions: { ref: Ref; role: Role }[];
  starter: Ref | null;
}

/** A side's people as stored, decoded. */
function storedPeople(row: TeamRow): Stored {
  const lineup = row.lineup
    ? (JSON.parse(row.lineup) as LineupEntry[]).map((e) => ({
        ref: e.slice(0, -1) as Ref,
        position: e[e.length - 1] as number,
      }))
    : null;
  const decisions = row.decisions
    ? (JSON.parse(row.decisions) as DecisionEntry[]).map(([role, ...ref]) => ({ role, ref: ref as Ref }))
    : [];
  const starter: Ref | null =
    row.starter_player_id !== null
      ? [row.starter_player_id]
      : row.starter_retro_id && row.starter_name
        ? [row.starter_retro_id, row.starter_name]
        : null;
  return { lineup, decisions, starter };
}

/** The player ids a side's people name, for one lookup of names and slugs. */
function playerIdsOf(people: Stored): number[] {
  const refs = [
    people.starter,
    ...(people.lineup ?? []).map((p) => p.ref),
    ...people.decisions.map((d) => d.ref),
  ];
  return refs.flatMap((r) => (r && typeof r[0] === "number" ? [r[0]] : []));
}

/** A side's row as the contract gives it, names and links from `players` (id → name, slug). */
function teamLine(
  row: TeamRow,
  people: Stored,
  players: Map<number, { name: string; slug: string }>,
): TeamLine {
  const {
    id: _id,
    game_id: _game,
    side: _side,
    starter_retro_id: _retro,
    starter_name: _name,
    starter_player_id: _player,
    lineup: _lineup,
    decisions: _decisions,
    ...figures
  } = row;
  const person = (ref: Ref) => {
    if (ref.length === 2) return { name: ref[1], player_slug: null };
    const p = players.get(ref[0]);
    return { name: p?.name ?? "Unknown", player_slug: p?.slug ?? null };
  };
  return {
    ...figures,
    starter: people.starter ? person(people.starter) : null,
    lineup: people.lineup?.map((p) => ({ ...person(p.ref), position: p.position })) ?? null,
    decisions: people.decisions.map((d) => ({ ...person(d.ref), role: d.role })),
  };
}

/** Each club's game log side of a game, null where the game log holds nothing for it. */
async function teamLines(ctx: RouteContext, gameId: number): Promise<BaseballBoxScore["teams"]> {
  const rows = await ctx.db
    .selectFrom("baseball_game_teams")
    .selectAll()
    .where("game_id", "=", gameId)
    .execute();
  const people = rows.map(storedPeople);
  const ids = [...new Set(people.flatMap(playerIdsOf))];
  const players = new Map<number, { name: string; slug: string }>();
  if (ids.length)
    for (const p of await ctx.db
      .selectFrom("players")
      .innerJoin("people", "people.id", "players.person_id")
      .select(["players.id", "players.slug", "people.first_name", "people.last_name"])
      .where("players.id", "in", ids)
      .execute())
      players.set(p.id, { name: `${p.first_name} ${p.last_name}`.trim(), slug: p.slug });
  const of = (side: "home" | "away") => {
    const i = rows.findIndex((r) => r.side === side);
    return i >= 0 ? teamLine(rows[i], people[i], players) : null;
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
