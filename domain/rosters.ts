/**
 * What the open datasets hold of each league's rosters (the registry's `rosters`, imported by
 * backend/import/sources/rosters.ts). Pages say so beside a roster, so a partial list is never taken
 * for a full one.
 */
import { findLeague } from "./leagues";
import { seasonLabel } from "./season";

export type RosterCoverage = { kind: "full" | "partial" | "none"; note: string | null };

export function rosterCoverage(leagueKey: string | null, startYear: number): RosterCoverage {
  const league = leagueKey === null ? undefined : findLeague(leagueKey);
  const rosters = league?.rosters;
  if (!league || !rosters)
    return { kind: "none", note: "The open datasets hold no rosters for this league." };
  if (startYear >= rosters.first && startYear <= rosters.last)
    return { kind: "full", note: startYear === rosters.last ? (rosters.lastNote ?? null) : null };
  const label = (year: number) => seasonLabel(league.sport, year);
  const held =
    rosters.first === rosters.last
      ? `exist only for ${label(rosters.first)}`
      : `run ${label(rosters.first)} to ${label(rosters.last)}`;
  return { kind: "none", note: `Rosters in the open data ${held} (${rosters.source}).` };
}
