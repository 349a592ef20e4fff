import type { Split, StandingsOptions } from "./types";

/** How a sport counts a split: games, percentage and the written record. */
export interface RecordRules {
  /** Points (hockey) are known: OT losses from the games or from season totals. */
  hockey: boolean;
  /** Hockey records read W-L-OTL (the games carry OT markers). */
  hockeySplits: boolean;
  gp(s: Split): number;
  pct(s: Split): number | null;
  fmt(s: Split): string;
}

/**
 * Football, basketball: (W + T/2) / GP (W / (W + L) for football before 1972, ties excluded);
 * hockey: points percentage, points / (2 GP), with points = 2W + OTL.
 */
export function recordRules(options: StandingsOptions): RecordRules {
  const overtimeKnown = options.overtimeKnown ?? true;
  const hockeySplits = options.hockey && overtimeKnown;
  // Points (hockey) need the OT losses: from the games, or from the season totals given.
  const hockey = options.hockey && (overtimeKnown || (options.totals?.size ?? 0) > 0);
  const gp = (s: Split) => s.w + s.l + s.t + s.otl;
  const pct = (s: Split): number | null => {
    const n = gp(s);
    if (n === 0) return null;
    if (hockey) return (2 * s.w + s.otl) / (2 * n);
    if (options.tiesExcluded) return s.w + s.l === 0 ? null : s.w / (s.w + s.l);
    return (s.w + s.t / 2) / n;
  };
  const fmt = (s: Split) =>
    hockeySplits ? `${s.w}-${s.l}-${s.otl}` : s.t > 0 ? `${s.w}-${s.l}-${s.t}` : `${s.w}-${s.l}`;
  return { hockey, hockeySplits, gp, pct, fmt };
}
