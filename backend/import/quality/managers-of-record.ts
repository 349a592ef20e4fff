/**
 * MLB postseason managers of record: the sides of the postseason games whose logged manager the
 * build replaced with the manager of the club's last regular-season game (sources/retrosheet.ts,
 * domain/managers-of-record.ts), listed by season, club and name, with the count of sides checked.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema";
import type { Figure } from "./rows";

const managersSchema = z.object({
  home: z.string().nullable(),
  away: z.string().nullable(),
  logged: z
    .object({ home: z.string().nullable().optional(), away: z.string().nullable().optional() })
    .optional(),
});

/** The figure, or null when no MLB postseason game names its managers. */
export async function managersFigure(
  db: Kysely<Database>,
  log: (message: string) => void = () => {},
): Promise<Figure | null> {
  const rows = await db
    .selectFrom("games")
    .innerJoin("seasons", "seasons.id", "games.season_id")
    .innerJoin("teams as home", "home.id", "games.home_team_id")
    .innerJoin("teams as away", "away.id", "games.away_team_id")
    .select([
      "seasons.start_year as season",
      "games.managers",
      "home.name as home_name",
      "away.name as away_name",
    ])
    .where("games.league_key", "=", "mlb")
    .where("games.game_type", "in", ["postseason", "championship"])
    .where("games.managers", "is not", null)
    .execute();
  if (rows.length === 0) return null;
  const corrections = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    const parsed = managersSchema.safeParse(JSON.parse(row.managers ?? "null"));
    if (!parsed.success) continue;
    const m = parsed.data;
    for (const [side, team] of [
      ["home", row.home_name],
      ["away", row.away_name],
    ] as const) {
      if (m[side] === null) continue;
      total += 1;
      const logged = m.logged?.[side];
      if (logged == null) continue;
      const key = `${row.season} ${team}: "${logged}" in the postseason logs, ${m[side]} managed the regular season's last game`;
      corrections.set(key, (corrections.get(key) ?? 0) + 1);
    }
  }
  const listed = [...corrections].sort(([a], [b]) => a.localeCompare(b));
  for (const [text, games] of listed) log(`  postseason manager corrected: ${text} (${games} games)`);
  const corrected = listed.reduce((sum, [, games]) => sum + games, 0);
  return {
    key: "mlb-postseason-managers",
    label: "MLB postseason managers agree with the regular season",
    passed: total - corrected,
    total,
    detail:
      "each club's manager in the postseason game logs is the manager of its last regular-season game; where not, the game shows that manager" +
      (listed.length
        ? `; corrected: ${listed.map(([text, games]) => `${text} (${games} games)`).join("; ")}`
        : ""),
  };
}
