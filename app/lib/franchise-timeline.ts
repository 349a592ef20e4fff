/**
 * The franchise timeline's points: one per season with a record, its win share (hockey: points
 * won of points possible, as the franchise summary counts it), playoff and title marks, the name
 * of the time, and the runs of seasons under each name. Pure, so the chart and its table agree.
 */
import type { TeamSeason } from "@domain/contract/types";

export interface TimelinePoint {
  year: number;
  label: string;
  name: string;
  record: string;
  pct: number;
  playoffs: boolean;
  title: boolean;
}

export interface NameRun {
  name: string;
  from: number;
  to: number;
}

export function timelinePoints(
  seasons: readonly TeamSeason[],
  sport: string | null | undefined,
  currentName: string,
): TimelinePoint[] {
  const points: TimelinePoint[] = [];
  for (const x of seasons) {
    const pct =
      sport === "hockey"
        ? x.points !== null && x.games_played
          ? x.points / (2 * x.games_played)
          : null
        : x.win_percentage;
    if (pct === null || !Number.isFinite(pct) || !x.record) continue;
    points.push({
      year: x.start_year,
      label: x.label ?? String(x.start_year),
      name: x.team_name ?? currentName,
      record: x.record,
      pct: Math.max(0, Math.min(1, pct)),
      playoffs: x.made_playoffs === true || x.championship_won,
      title: x.championship_won,
    });
  }
  return points.sort((a, b) => a.year - b.year);
}

/** Consecutive seasons under one name (a relocation or rename starts a new run). */
export function nameRuns(points: readonly TimelinePoint[]): NameRun[] {
  const runs: NameRun[] = [];
  for (const p of points) {
    const last = runs[runs.length - 1];
    if (last && last.name === p.name) last.to = p.year;
    else runs.push({ name: p.name, from: p.year, to: p.year });
  }
  return runs;
}

/** ".683" */
export function pctLabel(pct: number): string {
  return pct >= 1 ? "1.000" : pct.toFixed(3).replace(/^0/, "");
}
