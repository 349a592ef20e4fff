/**
 * Baseball rate statistics as Baseball-Reference computes them, from counting stats (Lahman's
 * columns). Pure: the importer, the API and the pages share it. A rate whose denominator is zero
 * is null (shown as a dash), never 0 or Infinity.
 */
import type { BattingLine, PitchingLine } from "./contract/types";

export interface BattingCounts {
  ab: number;
  h: number;
  doubles: number;
  triples: number;
  hr: number;
  bb: number;
  /** Hit by pitch, sacrifice flies and hits: blank in early seasons, counted as 0. */
  hbp: number | null;
  sf: number | null;
  sh: number | null;
}

export interface PitchingCounts {
  ip_outs: number;
  h: number;
  er: number;
  bb: number;
  so: number;
}

function ratio(num: number, den: number): number | null {
  return den > 0 ? num / den : null;
}

/** Total bases: singles + 2 × doubles + 3 × triples + 4 × home runs. */
export function totalBases(c: Pick<BattingCounts, "h" | "doubles" | "triples" | "hr">): number {
  return c.h + c.doubles + 2 * c.triples + 3 * c.hr;
}

/** Plate appearances: AB + BB + HBP + SH + SF (interference is not in the data). */
export function plateAppearances(c: Pick<BattingCounts, "ab" | "bb" | "hbp" | "sh" | "sf">): number {
  return c.ab + c.bb + (c.hbp ?? 0) + (c.sh ?? 0) + (c.sf ?? 0);
}

/** AVG = H / AB. */
export function battingAverage(c: Pick<BattingCounts, "ab" | "h">): number | null {
  return ratio(c.h, c.ab);
}

/** OBP = (H + BB + HBP) / (AB + BB + HBP + SF). */
export function onBase(c: BattingCounts): number | null {
  const hbp = c.hbp ?? 0;
  return ratio(c.h + c.bb + hbp, c.ab + c.bb + hbp + (c.sf ?? 0));
}

/** SLG = TB / AB. */
export function slugging(c: BattingCounts): number | null {
  return ratio(totalBases(c), c.ab);
}

/** OPS = OBP + SLG (each unrounded). */
export function onBasePlusSlugging(c: BattingCounts): number | null {
  const obp = onBase(c);
  const slg = slugging(c);
  return obp === null || slg === null ? null : obp + slg;
}

/** ERA = 9 × ER / IP, IP = outs / 3. */
export function earnedRunAverage(c: Pick<PitchingCounts, "ip_outs" | "er">): number | null {
  return ratio(27 * c.er, c.ip_outs);
}

/** WHIP = (BB + H) / IP. */
export function whip(c: Pick<PitchingCounts, "ip_outs" | "h" | "bb">): number | null {
  return ratio(3 * (c.bb + c.h), c.ip_outs);
}

/** K/9 = 9 × SO / IP. */
export function strikeoutsPerNine(c: Pick<PitchingCounts, "ip_outs" | "so">): number | null {
  return ratio(27 * c.so, c.ip_outs);
}

/** Innings as the box score writes them: 123 innings and one out is `123.1`. */
export function inningsFromOuts(outs: number): string {
  return `${Math.floor(outs / 3)}.${outs % 3}`;
}

/** `.366` (a leading zero only for 1.000 and above: `1.000`). */
export function formatAverage(value: number | null): string {
  if (value === null) return "–";
  const text = value.toFixed(3);
  return text.startsWith("0") ? text.slice(1) : text;
}

/** ERA, WHIP, K/9: two decimals (`2.39`). */
export function formatTwoDecimals(value: number | null): string {
  return value === null ? "–" : value.toFixed(2);
}

/**
 * Qualification for rate leaders, as Baseball-Reference sets it: a season needs 3.1 plate
 * appearances (batting) or 1 inning (pitching) per team game; a career 3,000 plate appearances or
 * 1,000 innings.
 */
export const QUALIFY = {
  seasonPaPerTeamGame: 3.1,
  seasonOutsPerTeamGame: 3,
  careerPa: 3000,
  careerOuts: 3000,
} as const;

/**
 * College baseball's minimums (ours: the NCAA's own rule for its statistical champions is not in
 * the data we hold): 2 plate appearances or 1 inning pitched per team game, a career's over the
 * team games of the seasons it covers (the schools' games, D-I seasons of 50 to 70 games).
 */
export const COLLEGE_QUALIFY = { paPerTeamGame: 2, outsPerTeamGame: 3 } as const;

/** Whether a college line (a season, or seasons summed with their team games) qualifies for a rate. */
export function qualifiesCollege(
  group: "Batting" | "Pitching",
  totals: Readonly<Record<string, number>>,
  teamGames: number | null,
): boolean {
  if (teamGames === null || teamGames <= 0) return false;
  return group === "Batting"
    ? (totals.pa ?? 0) >= COLLEGE_QUALIFY.paPerTeamGame * teamGames
    : (totals.ip_outs ?? 0) >= COLLEGE_QUALIFY.outsPerTeamGame * teamGames;
}

export function qualifiesBatting(pa: number, teamGames: number | null, scope: "season" | "career"): boolean {
  if (scope === "career") return pa >= QUALIFY.careerPa;
  // 3.1 × 162 = 502.2: the leagues round the threshold (502 PA qualify).
  return teamGames !== null && teamGames > 0 && pa >= Math.round(QUALIFY.seasonPaPerTeamGame * teamGames);
}

export function qualifiesPitching(
  outs: number,
  teamGames: number | null,
  scope: "season" | "career",
): boolean {
  if (scope === "career") return outs >= QUALIFY.careerOuts;
  return teamGames !== null && teamGames > 0 && outs >= QUALIFY.seasonOutsPerTeamGame * teamGames;
}

/**
 * The batting counts the tables show, in their column order (the rates follow them): the
 * player pages and the finder read these lists.
 */
export const BATTING_COUNTED = [
  "g",
  "pa",
  "ab",
  "r",
  "h",
  "doubles",
  "triples",
  "hr",
  "rbi",
  "sb",
  "cs",
  "bb",
  "so",
] as const satisfies readonly (keyof BattingLine)[];

/** What a career row sums: the counts shown and those the rates need. */
export const BATTING_SUMS = [
  ...BATTING_COUNTED,
  "ibb",
  "hbp",
  "sh",
  "sf",
  "gidp",
] as const satisfies readonly (keyof BattingLine)[];

export const PITCHING_SUMS = [
  "w",
  "l",
  "g",
  "gs",
  "cg",
  "sho",
  "sv",
  "ip_outs",
  "h",
  "r",
  "er",
  "hr",
  "bb",
  "so",
  "hbp",
  "bfp",
] as const satisfies readonly (keyof PitchingLine)[];

/**
 * Outs from innings in baseball notation: `122.2` is 122 innings and two outs (366 outs). Throws on
 * anything else (`122.3`, `7.25`): the readers check the notation first.
 */
export function outsFromInnings(text: string): number {
  const m = /^(\d+)(?:\.([012]))?$/.exec(text.trim());
  if (!m) throw new Error(`not innings in baseball notation: "${text}"`);
  return Number(m[1]) * 3 + Number(m[2] ?? 0);
}
