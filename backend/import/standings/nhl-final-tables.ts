import { z } from "zod";
import type { BuildContext } from "../context";
import { readTeamSeasonFile } from "./team-season-files";

const curatedTableRow = z.object({
  season: z.coerce.number().int().min(1917).max(2100),
  team_slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  division_rank: z.coerce.number().int().min(1).max(20),
  games_played: z.coerce.number().int().min(1).max(100),
  wins: z.coerce.number().int().min(0),
  losses: z.coerce.number().int().min(0),
  overtime_losses: z.coerce.number().int().min(0),
  points: z.coerce.number().int().min(0),
});
export type CuratedTableRow = z.output<typeof curatedTableRow>;
export const NHL_FINAL_TABLES = "standings/nhl-final-tables.csv";

/**
 * The NHL's published final tables for seasons whose games have no OT/SO marker and no other
 * source has the totals (2018-19 to 2020-21): W-L-OTL, points and division order. Each row must add
 * up (GP = W + L + OTL, points = 2W + OTL); the build also checks W and L + OTL against the games.
 */
export function readNhlFinalTables(ctx: BuildContext): Map<number, Map<number, CuratedTableRow>> {
  return readTeamSeasonFile(ctx, NHL_FINAL_TABLES, curatedTableRow, (row, line, file) => {
    const problem =
      row.wins + row.losses + row.overtime_losses !== row.games_played
        ? "games_played must equal wins + losses + overtime_losses"
        : 2 * row.wins + row.overtime_losses !== row.points
          ? "points must equal 2 × wins + overtime_losses"
          : null;
    if (problem === null) return row;
    ctx.problems.add(file, line, problem);
    return null;
  });
}

/** Disagreements between a curated table and the season's regular-season games (none: usable). */
export function checkCuratedTable(
  table: Map<number, CuratedTableRow>,
  games: {
    home_team_id: number;
    away_team_id: number;
    home_score: number | null;
    away_score: number | null;
    status: string;
  }[],
): string[] {
  const tally = new Map<number, { gp: number; w: number }>();
  for (const g of games) {
    if (g.status !== "final" || g.home_score === null || g.away_score === null) continue;
    for (const [id, own, opp] of [
      [g.home_team_id, g.home_score, g.away_score],
      [g.away_team_id, g.away_score, g.home_score],
    ] as const) {
      const t = tally.get(id) ?? { gp: 0, w: 0 };
      t.gp++;
      if (own > opp) t.w++;
      tally.set(id, t);
    }
  }
  const problems: string[] = [];
  for (const [id, t] of tally) {
    const r = table.get(id);
    if (!r) problems.push(`team ${id} played but has no row`);
    else if (r.games_played !== t.gp || r.wins !== t.w)
      problems.push(`${r.team_slug}: games ${t.gp} GP ${t.w} W, table ${r.games_played} GP ${r.wins} W`);
  }
  for (const r of table.values())
    if (!tally.has(r.team_slug === "" ? -1 : [...table].find(([, v]) => v === r)![0]))
      problems.push(`${r.team_slug}: in the table but played no game`);
  return problems;
}
