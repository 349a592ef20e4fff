/**
 * NFL rate statistics as the NFL and Pro-Football-Reference compute them, from summed figures (a
 * season, a career): each is null without its denominator.
 */

/** The figures the rates read (the build's column names); a missing one counts as 0. */
export interface FootballCounts {
  pass_cmp?: number;
  pass_att?: number;
  pass_yds?: number;
  pass_td?: number;
  pass_int?: number;
  rush_att?: number;
  rush_yds?: number;
  rec?: number;
  rec_yds?: number;
}

const clamp = (v: number) => Math.min(2.375, Math.max(0, v));

/**
 * The NFL passer rating: four components per attempt (completions, yards, touchdowns,
 * interceptions), each clamped to 0..2.375, summed, over 6, times 100 (0 to 158.3).
 */
export function passerRating(t: FootballCounts): number | null {
  const att = t.pass_att ?? 0;
  if (!att) return null;
  const a = clamp(((t.pass_cmp ?? 0) / att - 0.3) * 5);
  const b = clamp(((t.pass_yds ?? 0) / att - 3) * 0.25);
  const c = clamp(((t.pass_td ?? 0) / att) * 20);
  const d = clamp(2.375 - ((t.pass_int ?? 0) / att) * 25);
  return ((a + b + c + d) / 6) * 100;
}

const ratio = (num: number | undefined, den: number | undefined) => (den ? (num ?? 0) / den : null);

/** Completion percentage (0-100), yards per attempt, yards per carry, yards per reception. */
export function footballRates(t: FootballCounts) {
  const cmp = ratio(t.pass_cmp, t.pass_att);
  return {
    cmp_pct: cmp === null ? null : cmp * 100,
    pass_ypa: ratio(t.pass_yds, t.pass_att),
    passer_rating: passerRating(t),
    rush_ypc: ratio(t.rush_yds, t.rush_att),
    rec_ypr: ratio(t.rec_yds, t.rec),
  };
}
