import { seasonKey, type BuildContext } from "../context";
import type { StandingRow } from "./types";

/**
 * A season's games per team: the count most teams played (a few short of it where rainouts were
 * not made up), or null where no count is played by more than half the teams (the NBA's 2019-20,
 * 64 to 75 games after the suspension; the early NFL's open schedules, 1 to 13 games in 1920):
 * there the season had no one length to state.
 */
export function gamesPerTeam(played: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const n of played) counts.set(n, (counts.get(n) ?? 0) + 1);
  const [mode, teams] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
  return mode > 0 && teams * 2 > played.length ? mode : null;
}

/**
 * Season dates from the games, where the curated facts left them empty: first and last regular-
 * season game, last postseason game (when the season is decided), regular-season games per team.
 */
export async function fillSeasonDates(
  ctx: BuildContext,
  leagueKey: string,
  season: number,
  games: { game_date: string; game_type: string | null; status: string }[],
  table: StandingRow[],
): Promise<void> {
  const id = ctx.lookups.seasons.get(seasonKey(leagueKey, season));
  if (id === undefined) return;
  const current = await ctx.db.selectFrom("seasons").selectAll().where("id", "=", id).executeTakeFirst();
  if (!current) return;
  const regular = games
    .filter((g) => g.game_type === "regular")
    .map((g) => g.game_date)
    .sort();
  const post = games.filter(
    (g) => g.game_type === "postseason" || g.game_type === "championship" || g.game_type === "play-in",
  );
  const decided = post.length > 0 && post.every((g) => g.status === "final");
  const postEnd = decided
    ? (post
        .map((g) => g.game_date)
        .sort()
        .pop() ?? null)
    : null;
  const all = games.map((g) => g.game_date).sort();
  const complete = games.every((g) => g.game_type !== "regular" || g.status === "final");
  const perTeam = complete ? gamesPerTeam(table.map((r) => r.games_played)) : null;
  await ctx.db
    .updateTable("seasons")
    .set({
      regular_season_start: current.regular_season_start ?? regular[0] ?? null,
      regular_season_end: current.regular_season_end ?? regular[regular.length - 1] ?? null,
      playoffs_end: current.playoffs_end ?? postEnd,
      start_date: current.start_date ?? all[0] ?? null,
      end_date: current.end_date ?? postEnd,
      regular_season_games: current.regular_season_games ?? perTeam,
    })
    .where("id", "=", id)
    .execute();
}
