/**
 * NFL rate statistics as the NFL and Pro-Football-Reference compute them, from summed figures (a
 * season, a career): each is null without its denominator.
 */

/** The counted figures of an NFL player's line (a game, a season): what sums and totals add up. */
export const FOOTBALL_COUNTED = [
  "pass_cmp",
  "pass_att",
  "pass_yds",
  "pass_td",
  "pass_int",
  "sacks",
  "rush_att",
  "rush_yds",
  "rush_td",
  "rec",
  "targets",
  "rec_yds",
  "rec_td",
  "fumbles_lost",
] as const;
export type FootballCount = (typeof FOOTBALL_COUNTED)[number];
export type FootballSums = Record<FootballCount, number>;
/** Every counted figure at 0: the start of a sum. */
export const NO_FOOTBALL_FIGURES: Readonly<FootballSums> = Object.freeze(
  Object.fromEntries(FOOTBALL_COUNTED.map((k) => [k, 0])) as FootballSums,
);

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

/**
 * The minimums of the NFL's rate leaders (the NFL's record book and Pro-Football-Reference): a
 * season needs 14 pass attempts, 6.25 rushes or 1.875 receptions per team game (224, 100 and 30 in
 * a 16-game season); a career 1,500 attempts, 750 rushes or 200 receptions.
 */
export const NFL_QUALIFY = {
  Passing: { column: "pass_att", label: "pass attempts", perTeamGame: 14, career: 1500 },
  Rushing: { column: "rush_att", label: "rushing attempts", perTeamGame: 6.25, career: 750 },
  Receiving: { column: "rec", label: "receptions", perTeamGame: 1.875, career: 200 },
} as const;

export type FootballGroup = keyof typeof NFL_QUALIFY;

/** The NFL's regular-season games per team: 16 from 1978 to 2020, 17 from 2021. */
export function nflScheduleGames(season: number): number {
  return season >= 2021 ? 17 : 16;
}

/** Whether a season (with its team games) or a career qualifies for its group's rates. */
export function qualifiesFootball(
  group: FootballGroup,
  t: Readonly<Record<string, number>>,
  teamGames: number | null,
  kind: "season" | "career",
): boolean {
  const rule = NFL_QUALIFY[group];
  const n = t[rule.column] ?? 0;
  if (kind === "career") return n >= rule.career;
  return teamGames !== null && teamGames > 0 && n >= rule.perTeamGame * teamGames;
}

/** The minimum as a board and the glossary state it. */
export function footballQualificationNote(group: FootballGroup, kind: "season" | "career"): string {
  const rule = NFL_QUALIFY[group];
  return kind === "career"
    ? `Qualified: ${rule.career.toLocaleString("en-US")} career ${rule.label}.`
    : `Qualified: ${rule.perTeamGame} ${rule.label} per team game (${rule.perTeamGame * 16} in a 16-game season, ${Math.ceil(rule.perTeamGame * 17)} in 17).`;
}
