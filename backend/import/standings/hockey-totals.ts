import type { BuildContext } from "../context";
import type { Crosswalk } from "../crosswalk";
import { hockeyTeams } from "../readers/hockey-databank";
import { openDataDir, reportOf, RowError } from "../sources/common";

/** Where the totals come from, as the build log names it. */
export const HOCKEY_TOTALS_SOURCE = `Hockey Databank ${hockeyTeams.name}`;

/** NHL season totals (W, L, OTL) 2005-06 → 2017-18 from hockey-databank/Teams.csv, by season and team. */
export function readHockeyDatabankTotals(
  ctx: BuildContext,
  crosswalk: Crosswalk,
): Map<number, Map<number, { w: number; l: number; otl: number }>> {
  const out = new Map<number, Map<number, { w: number; l: number; otl: number }>>();
  const dataDir = openDataDir();
  if (!dataDir) return out;
  const report = reportOf(ctx);
  const { stats, rows } = hockeyTeams.open(report, dataDir, "hockey", "professional");
  for (const row of rows) {
    const year = row.year;
    if (row.lgID !== "NHL" || !(year >= 2005)) continue;
    try {
      const team = crosswalk.resolve("hockey-databank", "nhl", row.franchID, year);
      if (!team.ok) throw new RowError(team.reason);
      const { W: w, L: l, OTL: otl } = row;
      if (w === null || l === null || otl === null) throw new RowError("W, L or OTL missing");
      const season = out.get(year) ?? new Map();
      season.set(team.value.team.id, { w, l, otl });
      out.set(year, season);
      stats.imported++;
    } catch (error) {
      report.rejectRowError(stats, row.line, error);
    }
  }
  report.done(stats, "NHL 2005-06+ season totals only (W-L-OTL for seasons whose games lack OT markers)");
  return out;
}
