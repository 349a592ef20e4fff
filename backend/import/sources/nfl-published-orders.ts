/**
 * The NFL's published division order (docs/rules.md#tiebreaks-of-their-time), curated in
 * backend/data/standings/nfl-published-orders.csv for seasons before 2002, whose tied clubs the
 * league ordered by procedures we do not apply from the games. Each row names its division (as the
 * data aligns the clubs that season) and its W-L-T; `checkPublishedOrder` holds every row to the
 * games, and a difference fails the build.
 */
import { z } from "zod";
import type { BuildContext } from "../context";
import { readTeamSeasonFile } from "../standings/team-season-files";

const nflOrderRow = z.object({
  season: z.coerce.number().int().min(1920).max(2100),
  division: z.string().min(1),
  team_slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  division_rank: z.coerce.number().int().min(1).max(20),
  wins: z.coerce.number().int().min(0),
  losses: z.coerce.number().int().min(0),
  ties: z.coerce.number().int().min(0),
});
export type NflOrderRow = z.output<typeof nflOrderRow>;
export type PublishedRow = NflOrderRow & { line: number };
export const NFL_PUBLISHED_ORDERS = "standings/nfl-published-orders.csv";
/** The pages each division's order was copied from (season, division, url), for re-checking. */
export const NFL_PUBLISHED_SOURCES = "standings/nfl-published-orders.sources.csv";

/** By season, team id to the row. */
export function readNflPublishedOrders(ctx: BuildContext): Map<number, Map<number, PublishedRow>> {
  return readTeamSeasonFile(ctx, NFL_PUBLISHED_ORDERS, nflOrderRow, (row, line) => ({ ...row, line }));
}

export interface OrderTeam {
  id: number;
  conference: string | null;
  division: string | null;
}
export interface OrderGame {
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
}

/**
 * Disagreements between a season's published rows and its regular-season games (none: usable):
 * each club's W-L-T, its division that season (a conference before divisions), and every club of
 * a named division having a row, ranked 1..n (clubs sharing a rank: no settled published order).
 */
export function checkPublishedOrder(
  season: number,
  published: Map<number, PublishedRow>,
  teams: OrderTeam[],
  games: OrderGame[],
): { line: number; message: string }[] {
  const problems: { line: number; message: string }[] = [];
  const groupOf = (t: OrderTeam) => t.division ?? t.conference ?? "";
  const byId = new Map(teams.map((t) => [t.id, t]));
  for (const [id, row] of published) {
    const r = { w: 0, l: 0, t: 0 };
    for (const g of games) {
      if (g.home !== id && g.away !== id) continue;
      const own = g.home === id ? g.homeScore : g.awayScore;
      const opp = g.home === id ? g.awayScore : g.homeScore;
      if (own > opp) r.w++;
      else if (own < opp) r.l++;
      else r.t++;
    }
    if (r.w !== row.wins || r.l !== row.losses || r.t !== row.ties)
      problems.push({
        line: row.line,
        message: `${row.team_slug} ${season}: ${row.wins}-${row.losses}-${row.ties} here, ${r.w}-${r.l}-${r.t} in the games`,
      });
    const team = byId.get(id);
    if (!team)
      problems.push({ line: row.line, message: `${row.team_slug} ${season}: played no game that season` });
    else if (groupOf(team) !== row.division)
      problems.push({
        line: row.line,
        message: `${row.team_slug} ${season}: in "${groupOf(team)}" that season, not "${row.division}"`,
      });
  }
  const divisions = new Set([...published.values()].map((r) => r.division));
  for (const division of divisions) {
    const rows = [...published.values()].filter((r) => r.division === division);
    const members = teams.filter((t) => groupOf(t) === division);
    const first = rows[0];
    const missing = members.filter((t) => !published.has(t.id));
    if (missing.length)
      problems.push({
        line: first.line,
        message: `${season} ${division}: no row for team id(s) ${missing.map((t) => t.id).join(", ")}`,
      });
    // Competition ranking: clubs whose published order is unsettled share a rank (1, 2, 2, 4).
    const ranks = rows.map((r) => r.division_rank).sort((a, b) => a - b);
    if (ranks.some((r, i) => r !== (i > 0 && r === ranks[i - 1] ? ranks[i - 1] : i + 1)))
      problems.push({
        line: first.line,
        message: `${season} ${division}: ranks ${ranks.join(", ")} are not a ranking of ${ranks.length} clubs`,
      });
  }
  return problems;
}
